/**
 * The match object's one alarm: the deadline first (the clock never waits on anything remote),
 * then an open match's expiry, the reminder and warnings, the D1 queue, the end-of-match summary;
 * then the deliveries (mail, Web Push, hooks), each re-arming the alarm when it settles. And what
 * the D1 queue's flush writes, kind by kind.
 */
import type { GameEvent } from '../engine/contract';
import { inBackground } from '../db/guard';
import type { Env } from '../env';
import { count } from '../ops/metrics';
import { applyRatings, type RatingJob } from '../ratings/apply';
import { playStandIns } from './absence';
import { archiveStatements } from './archive';
import { playBotSeats } from './bot-seats';
import { botPlays, expireIfDue, remindIfDue, scheduleAlarm } from './clock';
import type { MatchCore } from './core';
import type { QueuedWrite } from './d1-queue';
import { holderStatements, type HoldersWrite } from './holders';
import { indexStatements, seatStatements, type IndexRow, type SeatRow } from './index-row';
import { expireIfDue as expireOpenIfDue } from './lifecycle';
import { broadcast } from './live';
import { warnIfDue } from './mail';
import { summaryOf } from './summary';
import { KV } from './keys';

/** What the alarm asks of the object that owns it (one flush and one delivery of each kind at a time). */
export interface AlarmOwner {
  flush(): Promise<void>;
  deliverMail(): Promise<{ sent: number }>;
  deliverPush(): Promise<unknown>;
}

export async function runAlarm(core: MatchCore, ctx: DurableObjectState, env: Env, owner: AlarmOwner): Promise<void> {
  if (!core.live) return;
  const started = Date.now();
  const did: string[] = [];
  try {
    const from = core.version;
    const reminded = core.store.get(KV.remindedKey);
    const bot = (seat: number, rule: string) => botPlays(core, seat, rule);
    const events = [...playStandIns(core, bot), ...playBotSeats(core, bot) as GameEvent[], ...expireIfDue(core)];
    // An open match nobody completed in time expires (lifecycle.ts): by this alarm, never by a scan of D1.
    if (expireOpenIfDue(core)) did.push('expired');
    if (events.length || core.version !== from) {
      broadcast(core, from, events);
      did.push('deadline');
      count(env, 'deadline', { match: core.meta.id, game: core.meta.game });
    }
    remindIfDue(core);
    if (core.store.get(KV.remindedKey) !== reminded) did.push('reminder');
    warnIfDue(core);
    const queued = core.queue.pending();
    await inBackground(() => owner.flush());
    if (queued) did.push(`d1:${queued - core.queue.pending()}/${queued}`);
    // A match that just ended: its summary is built now, not by its first reader.
    if (core.meta.status === 'finished' && !core.store.get(KV.summary) && summaryOf(core).ok) did.push('summary');
  } catch (e) {
    count(env, 'error', { match: core.live?.meta.id, detail: `alarm: ${(e as Error).message}`.slice(0, 200) });
    throw e;
  } finally {
    console.log(JSON.stringify({ type: 'alarm', match: core.live?.meta.id, did, ms: Date.now() - started }));
  }
  const mail = inBackground(() => owner.deliverMail())
    .catch((e) => { console.error('mail delivery failed', e); return { sent: 0 }; })
    .finally(() => scheduleAlarm(core));
  ctx.waitUntil(mail);
  const push = inBackground(() => owner.deliverPush())
    .catch((e) => console.error('push delivery failed', e))
    .finally(() => scheduleAlarm(core));
  ctx.waitUntil(push);
  // Hook deliveries (each with a timeout) are not awaited: the rows in flight are leased before
  // deliverDue returns, so re-arming now neither resends them nor spins, and the next deadline is
  // never queued behind a slow hook. When they settle, re-arm for what comes next.
  const delivery = inBackground(() => core.outbox.deliverDue(Date.now(), { timeoutMs: Number(env.HOOK_TIMEOUT_MS) || undefined }))
    .catch((e) => console.error('outbox delivery failed', e))
    .finally(() => scheduleAlarm(core));
  scheduleAlarm(core);
  ctx.waitUntil(delivery);
}

/** The flush of the D1 queue: the index, seat and holder rows and the archive in one batch, then the ratings. */
export async function applyQueuedWrites(core: MatchCore, db: D1Database, writes: QueuedWrite[]): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  for (const w of writes) {
    if (w.kind === 'index') statements.push(...indexStatements(db, w.payload as IndexRow));
    else if (w.kind === 'seats') statements.push(...seatStatements(db, w.payload as { matchId: string; rows: SeatRow[] }));
    else if (w.kind === 'holders') statements.push(...holderStatements(db, w.payload as HoldersWrite));
    else if (w.kind === 'archive') statements.push(...await archiveStatements(core, db));
  }
  if (statements.length) await db.batch(statements);
  // After the index batch (its own read-compute-write transaction; applying twice is a no-op).
  for (const w of writes) if (w.kind === 'ratings') await applyRatings(db, w.payload as RatingJob);
}
