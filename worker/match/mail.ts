/**
 * E-mail notifications of a match, queued in the object's SQLite in the same transaction as the
 * change that caused them (a move's answer never waits for mail, and a move makes no D1 round
 * trip), and sent by the alarm (`deliverMail`), off every request's path:
 *
 *   mail_events  what each seat is to be told: turn, deadline (24 h / 1 h), phase, message, ended
 *   mail_seat    per seat: when to look again (batching, quiet hours, retry backoff), the batch in
 *                flight (its id is the mail's idempotency key), the last mail sent
 *
 * At delivery the seat's user's address and settings are read from D1 (one query for all seats
 * due); batching (one mail per match per hour, or a daily digest), quiet hours and per-match
 * overrides are applied; the mail says what happened since the seat's last move, built from the
 * log exactly as that seat's viewer reads it (`logEntries`), in the user's language. The queue is
 * durable-queue.ts's, shared with Web Push. A mail is removed from it once the provider accepted
 * it, or refused it for good (`MailRefused`: a 4xx other than 408/429, MAIL_FROM not set): then
 * it is tried once, the provider's reason is kept in D1 (user_mail.mail_failure, shown on Account)
 * and counted (`mail_refused`), and the seat's next mails go as usual. An outage (D1 or the mail API down, 5xx, 408, 429, a timeout) keeps it,
 * backs off (30 s doubling, at most 1 h) and retries with the same idempotency key, so nothing is
 * sent twice; after MAIL_MAX_ATTEMPTS tries (about a day) it is given up, said the same way
 * (`mail_gave_up`).
 */
import { describePlatformEvent, leaversOf } from '../engine/platform-words/all';
import type { GameEvent, Lang, Move, Seat } from '../engine/contract';
import { signValue } from '../auth';
import { MailDisabled, MailRefused, type Mail, type Mailer } from '../mail/mailer';
import { dueAt, effective, EVENT_KINDS, HOUR_MS, parseSettings, type MatchOverride } from '../mail/settings';
import { asLang, kindWord, mt, pagePath } from '../mail/text';
import type { MatchCore } from './core';
import { logEntries } from './history';
import { choiceLines } from './mail-reply';
import { legalMovesFor } from './snapshot';
import { textToHtml } from '../mail/html';
import { REFEREE_SEAT, type Deadline } from './types';
import { SeatQueue, type QueuedEvent, type QueuedSeat, type RetryPolicy } from './durable-queue';
import { KV } from './keys';

export const MAIL_RETRY_BASE_MS = 30_000;
export const MAIL_RETRY_MAX_MS = HOUR_MS;
/**
 * Tries of one mail through an outage before it is given up: 30 s doubling to 1 h makes the first
 * 8 tries span about an hour, then one an hour: the 30th comes about 23 h after the first.
 */
export const MAIL_MAX_ATTEMPTS = 30;
const MAIL_RETRY: RetryPolicy = { baseMs: MAIL_RETRY_BASE_MS, maxMs: MAIL_RETRY_MAX_MS, maxAttempts: MAIL_MAX_ATTEMPTS };
/** At most this many log lines in one mail (the newest). */
const MAX_LINES = 40;
/** At most this many messages in one mail, each at most this long: a mail stays well under 100 KB. */
const MAX_MESSAGES = 30;
const MAX_MESSAGE_CHARS = 1000;
/** Deadline warnings offered (hours before). */
export const WARNING_HOURS = [24, 1] as const;

type EventRow = QueuedEvent;
/** A mail seat pins the batch in flight (its id is the mail's idempotency key) and keeps when its last mail went. */
type MailSeat = QueuedSeat & { batch_max: number | null; last_at: number | null };

export type MailQueue = SeatQueue<MailSeat>;

/**
 * The match's mail queue (durable-queue.ts, batched). `mailable(seat)`: whether the seat's user has a
 * verified address with mail on, as last told by the API.
 */
export const mailQueue = (sql: SqlStorage, mailable: (seat: Seat) => boolean = () => true): MailQueue =>
  new SeatQueue<MailSeat>(sql, { events: 'mail_events', seats: 'mail_seat', batched: true }, MAIL_RETRY, mailable);

// ---- deadline warnings -----------------------------------------------------------------------

export type WarningsSent = { key: string; hours: number[] };

/** When the next deadline warning falls due, if one is still to come. */
/** A warning is worth a mail only if it falls well after the deadline was set (a 24-hour timer gets no "24 h left" at once). */
const warningCounts = (deadline: Deadline, t: number) => t > (deadline.setAt ?? 0) + 60_000 && t < deadline.at;

export function nextWarningAt(core: MatchCore, deadline: Deadline): number | null {
  // No one at this table gets mail or pushes: no alarm for warnings either.
  if (!Object.keys(core.mailUsers()).length && !Object.keys(core.pushUsers()).length) return null;
  const warned = core.store.get(KV.mailWarned);
  const done = warned?.key === deadline.key ? warned.hours : [];
  const times = WARNING_HOURS.filter((h) => !done.includes(h)).map((h) => deadline.at - h * HOUR_MS).filter((t) => warningCounts(deadline, t));
  return times.length ? Math.min(...times) : null;
}

/** Queue the warnings now due (24 h, 1 h before the deadline) for the seats still awaited. */
export function warnIfDue(core: MatchCore, now = Date.now()): void {
  const live = core.live;
  const deadline = core.deadline();
  if (!live || !deadline || live.meta.status !== 'active' || live.meta.paused || now >= deadline.at || (!Object.keys(core.mailUsers()).length && !Object.keys(core.pushUsers()).length)) return;
  const warned = core.store.get(KV.mailWarned);
  const done = warned?.key === deadline.key ? warned.hours : [];
  const due = WARNING_HOURS.filter((h) => !done.includes(h) && now >= deadline.at - h * HOUR_MS && warningCounts(deadline, deadline.at - h * HOUR_MS));
  if (!due.length) return;
  const hours = Math.min(...due); // 24 h and 1 h both due: only the nearer is worth a mail
  core.store.transaction(() => {
    core.store.put(KV.mailWarned, { key: deadline.key, hours: [...done, ...due] } satisfies WarningsSent);
    for (const s of core.awaiting()) core.notify(s, 'deadline', now, live.version, { hours, at: deadline.at });
  });
}

// ---- delivery ----------------------------------------------------------------------------------

interface Recipient { user_id: string; email: string | null; verified_at: number | null; lang: string; settings: string | null; deleted_at: number | null; override: string | null; mail_failed_at: number | null }

async function recipients(db: D1Database, matchId: string, userIds: string[]): Promise<Map<string, Recipient>> {
  if (!userIds.length) return new Map();
  const rows = await db.prepare(
    `SELECT u.user_id, u.email, u.verified_at, u.lang, u.settings, u.deleted_at, u.mail_failed_at, o.settings AS override
     FROM user_mail u LEFT JOIN match_mail_overrides o ON o.user_id = u.user_id AND o.match_id = ?
     WHERE u.user_id IN (${userIds.map(() => '?').join(',')})`).bind(matchId, ...userIds).all<Recipient>();
  return new Map(rows.results.map((r) => [r.user_id, r]));
}

function parseOverride(json: string | null): MatchOverride | null {
  if (!json) return null;
  try { return JSON.parse(json) as MatchOverride; } catch { return null; }
}

export interface DeliveryHost {
  db: D1Database;
  mailer: Mailer;
  sessionSecret: string | undefined;
  siteOrigin: string | undefined;
  /** A mail that could not be sent (counted for the operator); it is retried later. */
  onFailure?(reason: string): void;
  /** The seat's reply address for play by mail (match/mail-reply.ts); null or absent: the mail has none. */
  replyTo?(seat: Seat, moves: Move[]): Promise<string | null>;
  /** A mail refused for good, or given up on after MAIL_MAX_ATTEMPTS tries (counted for the operator). */
  onDropped?(kind: 'mail_refused' | 'mail_gave_up', reason: string): void;
}

/**
 * Keep why a user's mail was dropped (Account shows it), or forget it once a mail went through.
 * A D1 failure here only loses the note, never the queue's state.
 */
export async function noteMailFailure(db: D1Database, userId: string, reason: string | null, now = Date.now()): Promise<void> {
  await (reason === null
    ? db.prepare('UPDATE user_mail SET mail_failed_at = NULL, mail_failure = NULL WHERE user_id = ? AND mail_failed_at IS NOT NULL').bind(userId)
    : db.prepare('UPDATE user_mail SET mail_failed_at = ?, mail_failure = ? WHERE user_id = ?').bind(now, reason, userId)
  ).run().catch((e) => console.error('mail: could not note the failure', (e as Error).message));
}

/** Send what is due at `now`. Returns how many mails the provider accepted. */
export async function deliverMail(core: MatchCore, host: DeliveryHost, now = Date.now()): Promise<{ sent: number }> {
  if (!core.live) return { sent: 0 };
  const due = core.mail.lease(now);
  if (!due.length) return { sent: 0 };
  const meta = core.meta;
  const userOf = (seat: number) => meta.seats[seat] ?? null;
  let prefs: Map<string, Recipient>;
  try {
    prefs = await recipients(host.db, meta.id, [...new Set(due.map((d) => userOf(d.seat.seat)?.id).filter((x): x is string => !!x))]);
  } catch (e) {
    console.error('mail: D1 unavailable', (e as Error).message);
    host.onFailure?.(`D1 unavailable: ${(e as Error).message}`);
    for (const d of due) {
      const upTo = d.events.length ? d.events[d.events.length - 1]!.id : null;
      if (core.mail.failed(d.seat.seat, d.seat.attempts, Date.now(), { upTo }) === 'gave_up') host.onDropped?.('mail_gave_up', `D1 unavailable: ${(e as Error).message}`);
    }
    return { sent: 0 };
  }
  let sent = 0;
  for (const { seat, events } of due) {
    const maxId = events.length ? events[events.length - 1]!.id : 0;
    const user = userOf(seat.seat);
    const p = user ? prefs.get(user.id) : undefined;
    const settings = effective(parseSettings(p?.settings), parseOverride(p?.override ?? null));
    const wanted = events.filter((e) => settings.events[e.kind] && (e.kind !== 'deadline' || settings.deadlineWarnings.includes(JSON.parse(e.data).hours)));
    if (!user || !p || !p.email || !p.verified_at || p.deleted_at || !settings.email || !wanted.length) {
      core.mail.done(seat.seat, maxId, now);
      continue;
    }
    const when = dueAt(settings, wanted[0]!.at, seat.last_at);
    if (when > now) { core.mail.wait(seat.seat, when); continue; }
    try {
      const mail = await buildMail(core, host, seat.seat, user.id, p.email, asLang(p.lang), wanted, settings.batching === 'digest', maxId);
      await host.mailer.send(mail);
      core.mail.done(seat.seat, maxId, now, now);
      sent++;
      if (p.mail_failed_at) await noteMailFailure(host.db, user.id, null);
    } catch (e) {
      if (e instanceof MailDisabled) { core.mail.done(seat.seat, maxId, now); continue; }
      if (e instanceof MailRefused) {
        // Final: tried once, not again; the seat's next events make their own mail.
        console.error('mail: refused', e.reason);
        core.mail.done(seat.seat, maxId, now);
        host.onDropped?.('mail_refused', e.reason);
        await noteMailFailure(host.db, user.id, e.reason);
        continue;
      }
      const reason = (e as Error).message;
      console.error('mail: send failed', reason);
      host.onFailure?.(reason);
      if (core.mail.failed(seat.seat, seat.attempts, Date.now(), { batchMax: maxId }) === 'gave_up') {
        const said = `not delivered: the mail provider was unavailable for ${MAIL_MAX_ATTEMPTS} tries over about a day (${reason})`.slice(0, 200);
        host.onDropped?.('mail_gave_up', said);
        await noteMailFailure(host.db, user.id, said);
      }
    }
  }
  return { sent };
}

/** The seat's last own move (the log after it is what the mail tells). */
function lastOwnMove(core: MatchCore, seat: Seat): number | null {
  const r = core.ctx.storage.sql.exec<{ i: number | null }>(`SELECT MAX(idx) AS i FROM moves WHERE seat = ? AND by = 'player'`, seat).toArray()[0];
  return typeof r?.i === 'number' ? r.i : null;
}

/**
 * What happened since the seat's last move, in words, as this seat's viewer reads the log
 * (`logEntries`, so only the events the seat may see): the body of mails and pushes.
 */
export function toldSince(core: MatchCore, seat: Seat, lang: Lang): string[] {
  const names = core.meta.seats.map((s, i) => s?.username ?? `#${i + 1}`);
  const from = (lastOwnMove(core, seat) ?? -1) + 1;
  const entries = logEntries(core, { seat, referee: false }, core.store.steps(from));
  // The platform's own event (a seat played by the bot) has platform words; a stand-in chosen for an absence is not a timeout.
  const who = (e: { by: string; seat: Seat }) => (e.by === 'standin' ? [mt(lang, 'standIn', { who: names[e.seat] ?? '?' })] : e.by === 'bot' ? [mt(lang, 'botMoved', { who: names[e.seat] ?? '?' })] : []);
  return entries.flatMap((e) => [...who(e), ...e.events.map((ev: GameEvent) => describePlatformEvent(ev, lang, names, leaversOf(core.meta)) ?? core.game.describeEvent(ev, lang, names))]).filter((x): x is string => typeof x === 'string' && !!x.trim());
}

export async function buildMail(core: MatchCore, host: DeliveryHost, seat: Seat, userId: string, to: string, lang: Lang, events: EventRow[], digest: boolean, batchId: number): Promise<Mail> {
  const meta = core.meta;
  const game = core.game;
  const origin = host.siteOrigin ?? meta.origin;
  const names = meta.seats.map((s, i) => s?.username ?? `#${i + 1}`);
  const kinds = EVENT_KINDS.filter((k) => events.some((e) => e.kind === k));
  const deadlineEvent = events.filter((e) => e.kind === 'deadline').pop();
  const what = kinds.map((k) => kindWord(lang, k, k === 'deadline' ? JSON.parse(deadlineEvent!.data).hours : undefined, meta.status)).join(', ');
  const gameName = (game.name as Record<string, string>)[lang] ?? game.name.en;
  const subject = digest ? mt(lang, 'digestSubject', { game: gameName }) : mt(lang, 'notifySubject', { game: gameName, what });
  const lines: string[] = [`${gameName} — ${what}.`, ''];
  const told = toldSince(core, seat, lang);
  if (told.length) {
    lines.push(mt(lang, 'since'));
    if (told.length > MAX_LINES) lines.push(mt(lang, 'more', { n: told.length - MAX_LINES }));
    for (const l of told.slice(-MAX_LINES)) lines.push(`- ${l}`);
    lines.push('');
  }
  const messages = events.filter((e) => e.kind === 'message').map((e) => JSON.parse(e.data) as { from: number; text: string });
  if (messages.length) {
    lines.push(mt(lang, 'messages'));
    // A day of table talk fits in a mail (and in a D1 value of the capture): the newest, each cut short.
    if (messages.length > MAX_MESSAGES) lines.push(mt(lang, 'more', { n: messages.length - MAX_MESSAGES }));
    for (const m of messages.slice(-MAX_MESSAGES)) {
      const text = m.text.length > MAX_MESSAGE_CHARS ? `${m.text.slice(0, MAX_MESSAGE_CHARS)}…` : m.text;
      lines.push(`- ${mt(lang, 'wrote', { who: m.from === REFEREE_SEAT ? mt(lang, 'referee') : names[m.from] ?? '?', text })}`);
    }
    lines.push('');
  }
  // Play by mail: the numbered choices of a seat to play, answered through the reply address.
  const moves = host.replyTo && meta.status === 'active' ? legalMovesFor(core, seat) : [];
  const replyTo = host.replyTo && meta.status === 'active' ? await host.replyTo(seat, moves) : null;
  const choices = replyTo ? choiceLines(core, seat, lang, 1, moves) : [];
  if (choices.length) lines.push(...choices, '');
  lines.push(mt(lang, 'open', { link: `${origin}${pagePath(lang, '/match/')}?id=${meta.id}` }), '');
  const unsubMatch = `${origin}/api/mail/unsubscribe?t=${await signValue(host.db, host.sessionSecret, { u: userId, m: meta.id })}`;
  const unsubAll = `${origin}/api/mail/unsubscribe?t=${await signValue(host.db, host.sessionSecret, { u: userId, m: null })}`;
  lines.push('--', mt(lang, 'unsubMatch', { link: unsubMatch }), mt(lang, 'unsubAll', { link: unsubAll }), mt(lang, 'settings', { link: `${origin}${pagePath(lang, '/account/')}` }));
  return {
    to, subject, text: lines.join('\n'), html: textToHtml(lines.join('\n'), lang),
    headers: { 'List-Unsubscribe': `<${unsubMatch}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'Auto-Submitted': 'auto-generated', ...(replyTo ? { 'Reply-To': replyTo } : {}) },
    idempotencyKey: `match:${meta.id}:seat:${seat}:batch:${batchId}`,
  };
}
