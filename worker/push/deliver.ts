/**
 * Delivering a match's Web Push notifications (the alarm; never on a move's path). Stage 1 turns a
 * seat's due events into one push per browser of its user, applying the user's settings exactly as
 * mail does (push on/off, kinds, deadline warnings, per-match override, quiet hours in their time
 * zone) plus the rate rule: at most one push per match per kind every PUSH_EVERY_MS (a flurry of
 * moves buzzes a phone once; what comes meanwhile waits and goes as one). Pushes are not batched
 * into digests. A "your turn" or deadline push whose moment has passed (the seat has played) is
 * dropped rather than sent late. Stage 2 sends each push (see send.ts for what answers mean).
 */
import type { Lang, Seat } from '../engine/contract';
import type { MatchCore } from '../match/core';
import { toldSince } from '../match/mail';
import { EVENT_KINDS, effective, outOfQuiet, parseSettings, type MailKind, type MatchOverride } from '../mail/settings';
import { asLang, kindWord, mt, pagePath } from '../mail/text';
import { REFEREE_SEAT } from '../match/types';
import type { PushEventRow } from './queue';
import { pushConfigured, sendPush, type PushPayload, type VapidEnv } from './send';
import { discordDmConfigured, discordEndpoint, isDiscordEndpoint, sendDiscordDm, type DiscordDmEnv } from './discord-dm';

/** The rate rule: at most one push per match, per kind, per seat every 10 minutes. */
export const PUSH_EVERY_MS = 10 * 60_000;
/** A push body stays short (a phone shows two or three lines; the payload stays far under 4 KB). */
const MAX_BODY = 240;

interface Prefs { user_id: string; lang: string; settings: string | null; deleted_at: number | null; override: string | null }
interface Sub { endpoint: string; user_id: string; p256dh: string; auth: string }

export interface PushHost { db: D1Database; env: VapidEnv & DiscordDmEnv; siteOrigin: string | undefined }

const parseOverride = (json: string | null): MatchOverride | null => {
  if (!json) return null;
  try { return JSON.parse(json) as MatchOverride; } catch { return null; }
};

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The push of one kind for one seat: what that seat's viewer may read, in the user's language. */
export function buildPayload(core: MatchCore, seat: Seat, lang: Lang, kind: MailKind, events: PushEventRow[], origin: string): PushPayload {
  const meta = core.meta;
  const gameName = (core.game.name as Record<string, string>)[lang] ?? core.game.name.en;
  const last = events[events.length - 1]!;
  const data = JSON.parse(last.data) as { hours?: number; from?: number; text?: string };
  const title = mt(lang, 'notifySubject', { game: gameName, what: kindWord(lang, kind, data.hours, meta.status) });
  let body: string;
  if (kind === 'message') {
    const names = meta.seats.map((s, i) => s?.username ?? `#${i + 1}`);
    const who = data.from === REFEREE_SEAT ? mt(lang, 'referee') : names[data.from ?? -1] ?? '?';
    body = mt(lang, 'wrote', { who, text: data.text ?? '' });
    if (events.length > 1) body = `(${events.length}) ${body}`;
  } else {
    const told = toldSince(core, seat, lang);
    body = told.length ? told.slice(-2).join(' · ') : kindWord(lang, kind, data.hours, meta.status);
  }
  return { title: cut(title, 120), body: cut(body, MAX_BODY), url: `${origin}${pagePath(lang, '/match/')}?id=${meta.id}`, tag: meta.id };
}

/** An event whose moment passed is not worth a buzz: "your turn" once played, a warning for another deadline. */
function stillTrue(core: MatchCore, seat: Seat, e: PushEventRow): boolean {
  if (e.kind !== 'turn' && e.kind !== 'deadline') return true;
  if (core.meta.status !== 'active' || !core.awaiting().includes(seat)) return false;
  return e.kind === 'turn' || JSON.parse(e.data).at === core.deadline()?.at;
}

async function readUsers(db: D1Database, matchId: string, userIds: string[]): Promise<{ prefs: Map<string, Prefs>; subs: Sub[]; discord: Map<string, string> }> {
  if (!userIds.length) return { prefs: new Map(), subs: [], discord: new Map() };
  const marks = userIds.map(() => '?').join(',');
  const [prefs, subs, links] = await db.batch([
    db.prepare(`SELECT u.user_id, u.lang, u.settings, u.deleted_at, o.settings AS override
      FROM user_mail u LEFT JOIN match_mail_overrides o ON o.user_id = u.user_id AND o.match_id = ? WHERE u.user_id IN (${marks})`).bind(matchId, ...userIds),
    db.prepare(`SELECT endpoint, user_id, p256dh, auth FROM push_subscriptions WHERE user_id IN (${marks})`).bind(...userIds),
    db.prepare(`SELECT user_id, discord_user_id FROM discord_links WHERE dm_blocked_at IS NULL AND user_id IN (${marks})`).bind(...userIds),
  ]);
  return {
    prefs: new Map((prefs!.results as unknown as Prefs[]).map((r) => [r.user_id, r])),
    subs: subs!.results as unknown as Sub[],
    discord: new Map((links!.results as unknown as { user_id: string; discord_user_id: string }[]).map((r) => [r.user_id, r.discord_user_id])),
  };
}

/** Stage 1: due events → pushes per browser. Returns how many pushes were queued. */
async function fanOut(core: MatchCore, host: PushHost, now: number): Promise<number> {
  const due = core.push.seats.lease(now);
  if (!due.length) return 0;
  const meta = core.meta;
  const userOf = (seat: number) => meta.seats[seat] ?? null;
  let users: Awaited<ReturnType<typeof readUsers>>;
  try {
    users = await readUsers(host.db, meta.id, [...new Set(due.map((d) => userOf(d.seat.seat)?.id).filter((x): x is string => !!x))]);
  } catch (e) {
    console.error('push: D1 unavailable', (e as Error).message);
    for (const d of due) core.push.seats.failed(d.seat.seat, d.seat.attempts, Date.now());
    return 0;
  }
  let queued = 0;
  const origin = host.siteOrigin ?? meta.origin;
  for (const { seat, events } of due) {
    const user = userOf(seat.seat);
    const p = user ? users.prefs.get(user.id) : undefined;
    const settings = effective(parseSettings(p?.settings), parseOverride(p?.override ?? null));
    // The user's "devices": their subscribed browsers (push on) and their Discord DMs (linked, DMs on).
    const browsers = user && settings.push && pushConfigured(host.env) ? users.subs.filter((s) => s.user_id === user.id) : [];
    const discordId = user && settings.discord && discordDmConfigured(host.env) ? users.discord.get(user.id) : undefined;
    const subs: Sub[] = discordId ? [...browsers, { endpoint: discordEndpoint(discordId), user_id: user!.id, p256dh: '', auth: '' }] : browsers;
    const wanted = (e: PushEventRow) => settings.events[e.kind] && (e.kind !== 'deadline' || settings.deadlineWarnings.includes(JSON.parse(e.data).hours)) && stillTrue(core, seat.seat, e);
    if (!user || p?.deleted_at || !subs.length) {
      core.push.seats.drop(events.map((e) => e.id));
      core.push.seats.settle(seat.seat, now);
      continue;
    }
    const lang = asLang(p?.lang);
    let wait: number | null = null;
    core.store.transaction(() => {
      for (const kind of EVENT_KINDS) {
        const ofKind = events.filter((e) => e.kind === kind);
        if (!ofKind.length) continue;
        const keep = ofKind.filter(wanted);
        if (!keep.length) { core.push.seats.drop(ofKind.map((e) => e.id)); continue; }
        const last = core.push.lastSent(seat.seat, kind);
        const when = outOfQuiet(Math.max(keep[0]!.at, last === null ? 0 : last + PUSH_EVERY_MS), settings);
        if (when > now) { wait = Math.min(wait ?? when, when); continue; }
        const built = buildPayload(core, seat.seat, lang, kind, keep, origin);
        const payload = JSON.stringify(built);
        const dmPayload = JSON.stringify({ ...built, open: mt(lang, 'openButton') });
        const urgency = kind === 'turn' || kind === 'deadline' ? 'high' : 'normal';
        core.push.fanOut(seat.seat, kind, subs.map((s) => ({ user_id: s.user_id, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, payload: isDiscordEndpoint(s.endpoint) ? dmPayload : payload, urgency, created_at: now })), now);
        core.push.seats.drop(ofKind.map((e) => e.id));
        queued += subs.length;
      }
      core.push.seats.settle(seat.seat, wait ?? now);
    });
  }
  return queued;
}

/** Stage 2: send the pushes due. A gone subscription is deleted from D1 (and from the queue). */
async function sendDue(core: MatchCore, host: PushHost, now: number): Promise<{ sent: number; gone: number; failed: number }> {
  const rows = core.push.leaseOut(now);
  const tally = { sent: 0, gone: 0, failed: 0 };
  await Promise.all(rows.map(async (row) => {
    const dm = isDiscordEndpoint(row.endpoint);
    const res = dm ? await sendDiscordDm(host.env, row.endpoint, row.payload)
      : await sendPush(host.env, row, row.payload, { topic: core.meta.id, urgency: row.urgency as 'normal' | 'high' });
    if (res.outcome === 'sent') { core.push.outDone(row.id); tally.sent++; return; }
    if (res.outcome === 'gone') {
      core.push.endpointGone(row.endpoint);
      tally.gone++;
      // A browser that unsubscribed is forgotten; a Discord user who closed their DMs keeps the
      // link (mentions in channels still work) but gets no DM until they link again.
      const forget = dm
        ? host.db.prepare('UPDATE discord_links SET dm_blocked_at = ? WHERE user_id = ? AND dm_blocked_at IS NULL').bind(Date.now(), row.user_id)
        : host.db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').bind(row.endpoint);
      await forget.run().catch((e) => console.error('push: could not forget a gone subscription', (e as Error).message));
      return;
    }
    tally.failed++;
    console.error(`${dm ? 'discord dm' : 'push'}: ${res.outcome} (HTTP ${res.status ?? '-'}) ${res.detail ?? ''}`);
    if (res.outcome === 'rejected') core.push.outDone(row.id);
    else core.push.outFailed(row, Date.now());
  }));
  return tally;
}

/** Deliver what is due at `now`: fan out the due events, then send the due pushes. */
export async function deliverPush(core: MatchCore, host: PushHost, now = Date.now()): Promise<{ queued: number; sent: number; gone: number; failed: number }> {
  if (!core.live) return { queued: 0, sent: 0, gone: 0, failed: 0 };
  // No VAPID keys and no Discord bot (a deployment without either): nothing can be sent, nothing is kept waiting.
  if (!pushConfigured(host.env) && !discordDmConfigured(host.env)) { core.push.clear(); return { queued: 0, sent: 0, gone: 0, failed: 0 }; }
  const queued = await fanOut(core, host, now);
  return { queued, ...(await sendDue(core, host, now)) };
}
