/**
 * Declared absences (docs/players.md, "Absences"): `GET/POST /api/me/absences`, `PUT/DELETE
 * /api/me/absences/:id`. D1 holds them; after every change the user's running matches are told
 * (each match object keeps its players' windows, so its clock never asks D1 on a move's path).
 */
import { Hono, } from 'hono';
import { z } from 'zod';
import { randomHex, } from '../auth';
import { apiError, errorResponse, type ApiError } from '../errors';
import type { Env, } from '../env';
import { matchRoom, type UserAbsencePush } from '../match/room';
import { tellMatches } from '../match/tell-matches';
import type { AbsenceMode } from '../match/absence';
import { isTimeZone, zonedInstant } from '../schedule';
import { isError, openUser, validate, type AppEnv } from '../http/route-kit';


/** Longer than this is not an absence but leaving: give the seat away instead. */
export const MAX_ABSENCE_DAYS = 60;
/** Windows not yet over, per user. */
export const MAX_ABSENCES = 10;
const DAY_MS = 86_400_000;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD').refine((s) => {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return y >= 2000 && y <= 2200 && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}, 'a calendar date');

const absenceBody = z.object({
  /** First day away, and last day away (inclusive), in `timeZone`. */
  from: date,
  to: date,
  timeZone: z.string().max(64).refine(isTimeZone, 'an IANA time zone such as Europe/Paris'),
  mode: z.enum(['extend', 'standin']),
}).strict();

type AbsenceBody = z.infer<typeof absenceBody>;

interface AbsenceRow { id: string; user_id: string; starts_at: number; ends_at: number; mode: AbsenceMode; from_date: string; to_date: string; time_zone: string; created_at: number }

export interface Absence { id: string; from: string; to: string; timeZone: string; mode: AbsenceMode; startsAt: number; endsAt: number }

const shape = (r: AbsenceRow): Absence => ({ id: r.id, from: r.from_date, to: r.to_date, timeZone: r.time_zone, mode: r.mode, startsAt: r.starts_at, endsAt: r.ends_at });


/** The start of a local calendar day in a zone, as an instant. */
function dayStart(day: string, timeZone: string, plusDays = 0): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + plusDays, 12));
  return zonedInstant(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate(), 0, 0, timeZone);
}

/** Today's date in a zone, YYYY-MM-DD. */
function today(timeZone: string, now: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
}

/** The absences of a user not yet over (the only ones anyone acts on). */
async function currentRows(d1: D1Database, userId: string, now: number): Promise<AbsenceRow[]> {
  const rows = await d1.prepare('SELECT * FROM absences WHERE user_id = ? AND ends_at > ? ORDER BY starts_at').bind(userId, now).all<AbsenceRow>();
  return rows.results;
}

/** What a match object is told of a user: their windows now, with the revision of this reading. */
export async function absencePush(d1: D1Database, userId: string): Promise<UserAbsencePush> {
  const rev = Date.now();
  const rows = await currentRows(d1, userId, rev);
  return { rev, windows: rows.map((r) => ({ id: r.id, startsAt: r.starts_at, endsAt: r.ends_at, mode: r.mode })) };
}

/** Tell every unfinished match of the user (their seats only, not refereed ones). Returns how many were told. */
async function pushToMatches(env: Env, userId: string): Promise<{ told: number; failed: number }> {
  const push = await absencePush(env.DB, userId);
  const rows = await env.DB.prepare(`SELECT DISTINCT s.match_id FROM match_seats s JOIN matches m ON m.id = s.match_id
    WHERE s.user_id = ? AND s.seat >= 0 AND m.status != 'finished'`).bind(userId).all<{ match_id: string }>();
  const result = await tellMatches(rows.results.map((r) => r.match_id), (id) => matchRoom(env, id).setAbsences(userId, push));
  if (result.failed) console.error(`absences of ${userId}: ${result.failed} match(es) not told`);
  return { told: result.told, failed: result.failed };
}

/**
 * The window of a body, or why it is refused: it must end after it starts, not start before today
 * (an absence already under way keeps its start when edited), end in the future, and last at most
 * MAX_ABSENCE_DAYS days. It may not overlap another of the user's absences.
 */
function checkWindow(body: AbsenceBody, others: AbsenceRow[], now: number, kept?: AbsenceRow): { startsAt: number; endsAt: number } | ApiError {
  if (body.to < body.from) return apiError('absence_order', `to: the last day (${body.to}) is before the first (${body.from}).`);
  const startsAt = dayStart(body.from, body.timeZone);
  const endsAt = dayStart(body.to, body.timeZone, 1);
  const keepsStart = kept && kept.from_date === body.from && kept.time_zone === body.timeZone;
  if (endsAt <= now || (!keepsStart && body.from < today(body.timeZone, now))) return apiError('absence_past', 'from: an absence is declared ahead: it may not start before today.');
  if (endsAt - startsAt > MAX_ABSENCE_DAYS * DAY_MS + 2 * 3_600_000) return apiError('absence_too_long', `to: an absence lasts at most ${MAX_ABSENCE_DAYS} days.`, { maxDays: MAX_ABSENCE_DAYS });
  const clash = others.find((o) => o.id !== kept?.id && o.starts_at < endsAt && startsAt < o.ends_at);
  if (clash) return apiError('absence_overlap', `from: this window overlaps your absence ${clash.from_date} – ${clash.to_date}.`, { id: clash.id });
  return { startsAt, endsAt };
}

/**
 * The condition a write of a window [startsAt, endsAt) carries, so that the check and the write are
 * one step: no other absence of the user (id ≠ the one edited; '' on a new one) not yet over overlaps
 * it. Binds: userId, now, endsAt, startsAt, the edited id.
 */
const NO_OVERLAP = `NOT EXISTS (SELECT 1 FROM absences o WHERE o.user_id = ? AND o.ends_at > ? AND o.starts_at < ? AND ? < o.ends_at AND o.id != ?)`;

/** Why a checked write changed nothing: another request got in first (read again to say which). */
async function whyRefused(d1: D1Database, userId: string, body: AbsenceBody, now: number, kept?: AbsenceRow): Promise<ApiError> {
  const rows = await currentRows(d1, userId, now);
  if (kept && !rows.some((r) => r.id === kept.id)) return apiError('not_found', 'No such absence.');
  if (!kept && rows.length >= MAX_ABSENCES) return apiError('absence_limit', `At most ${MAX_ABSENCES} absences not yet over.`, { maxCount: MAX_ABSENCES });
  const window = checkWindow(body, rows, now, kept);
  return isError(window) ? window : apiError('absence_overlap', 'from: this window overlaps another of your absences, saved at the same moment.');
}

export function absencesApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get('/me/absences', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const rows = await currentRows(c.env.DB, user.id, Date.now());
    return c.json({ absences: rows.map(shape), maxDays: MAX_ABSENCE_DAYS, maxCount: MAX_ABSENCES });
  });

  api.post('/me/absences', validate(absenceBody), async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const body = c.req.valid('json');
    const now = Date.now();
    const rows = await currentRows(c.env.DB, user.id, now);
    if (rows.length >= MAX_ABSENCES) return errorResponse(apiError('absence_limit', `At most ${MAX_ABSENCES} absences not yet over.`, { maxCount: MAX_ABSENCES }));
    const window = checkWindow(body, rows, now);
    if (isError(window)) return errorResponse(window);
    const id = randomHex(8);
    // The count and the overlap are checked again in the write itself (one statement, which D1
    // runs alone): of declarations sent at the same instant, no two overlapping windows and no
    // more than the limit get in.
    const res = await c.env.DB.prepare(`INSERT INTO absences (id, user_id, starts_at, ends_at, mode, from_date, to_date, time_zone, created_at)
      SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM absences WHERE user_id = ? AND ends_at > ?) < ? AND ${NO_OVERLAP}`)
      .bind(id, user.id, window.startsAt, window.endsAt, body.mode, body.from, body.to, body.timeZone, now, user.id, now, MAX_ABSENCES,
        user.id, now, window.endsAt, window.startsAt, '').run();
    if (!res.meta.changes) return errorResponse(await whyRefused(c.env.DB, user.id, body, now));
    const told = await pushToMatches(c.env, user.id);
    return c.json({ absence: shape({ id, user_id: user.id, starts_at: window.startsAt, ends_at: window.endsAt, mode: body.mode, from_date: body.from, to_date: body.to, time_zone: body.timeZone, created_at: now }), matches: told }, 201);
  });

  api.put('/me/absences/:id', validate(absenceBody), async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const body = c.req.valid('json');
    const now = Date.now();
    const row = await c.env.DB.prepare('SELECT * FROM absences WHERE id = ? AND user_id = ?').bind(c.req.param('id'), user.id).first<AbsenceRow>();
    if (!row) return errorResponse(apiError('not_found', 'No such absence.'));
    if (row.ends_at <= now) return errorResponse(apiError('absence_over', 'This absence is over: it can no longer be changed.'));
    const window = checkWindow(body, await currentRows(c.env.DB, user.id, now), now, row);
    if (isError(window)) return errorResponse(window);
    // The overlap is checked again in the write itself, so two edits at once cannot make two windows overlap.
    const res = await c.env.DB.prepare(`UPDATE absences SET starts_at = ?, ends_at = ?, mode = ?, from_date = ?, to_date = ?, time_zone = ? WHERE id = ? AND user_id = ? AND ${NO_OVERLAP}`)
      .bind(window.startsAt, window.endsAt, body.mode, body.from, body.to, body.timeZone, row.id, user.id, user.id, now, window.endsAt, window.startsAt, row.id).run();
    if (!res.meta.changes) return errorResponse(await whyRefused(c.env.DB, user.id, body, now, row));
    const told = await pushToMatches(c.env, user.id);
    return c.json({ absence: { id: row.id, from: body.from, to: body.to, timeZone: body.timeZone, mode: body.mode, ...window }, matches: told });
  });

  api.delete('/me/absences/:id', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const row = await c.env.DB.prepare('SELECT * FROM absences WHERE id = ? AND user_id = ?').bind(c.req.param('id'), user.id).first<AbsenceRow>();
    if (!row) return errorResponse(apiError('not_found', 'No such absence.'));
    if (row.ends_at <= Date.now()) return errorResponse(apiError('absence_over', 'This absence is over: it is kept as it was.'));
    await c.env.DB.prepare('DELETE FROM absences WHERE id = ? AND user_id = ?').bind(row.id, user.id).run();
    const told = await pushToMatches(c.env, user.id);
    return c.json({ ok: true, matches: told });
  });

  return api;
}
