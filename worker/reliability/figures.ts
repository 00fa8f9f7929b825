/**
 * Reliability and completion figures (docs/_incoming/reliability.md), computed from D1 only: the
 * seat holders' records (migration 0017, written by each match object's queue: match/holders.ts)
 * and the index of matches. Nothing here is on a move's path; the match object never reads them
 * (a join reads the joiner's figure in the Worker and hands it to the object).
 *
 *   reliability  deadlines met / deadlines due, over the holders' records of the last 365 days
 *                (a record counts whole if it was still running within them); null under 5 due
 *   completion   memberships played to the end / those played to the end or left (resigned, or
 *                replaced after missed deadlines), same window; null under 3 of them
 *
 * Percent, rounded down (so 99.6 % does not pass a minimum of 100).
 */
import { Hono } from 'hono';
import { apiError } from '../errors';
import { getGame } from '../games/registry';
import type { AppEnv } from '../http/route-kit';
import { readerOf } from '../profiles/privacy';
import type { User } from '../env';

const DAY_MS = 86_400_000;
/** The window the figures look at. */
export const RELIABILITY_WINDOW_DAYS = 365;
/** Below this many deadlines due, the reliability share is null (too little history). */
export const MIN_DEADLINES = 5;
/** Below this many memberships finished or left, the completion share is null. */
export const MIN_MATCHES = 3;

export interface Reliability {
  deadlinesMet: number;
  deadlinesDue: number;
  /** deadlinesMet / deadlinesDue in percent, rounded down; null under MIN_DEADLINES due. */
  share: number | null;
  /** Memberships played to the end of the match. */
  matchesFinished: number;
  /** Memberships left before the end: resigned, or replaced after missed deadlines. */
  matchesLeft: number;
  /** matchesFinished / (matchesFinished + matchesLeft) in percent, rounded down; null under MIN_MATCHES. */
  completion: number | null;
}

interface Sums { user_id: string; met: number | null; due: number | null; finished: number | null; left_early: number | null }

const SUMS = `SELECT user_id, SUM(deadlines_met) AS met, SUM(deadlines_met + deadlines_missed) AS due,
    SUM(CASE WHEN how = 'finished' THEN 1 ELSE 0 END) AS finished, SUM(CASE WHEN how IN ('resigned', 'missed') THEN 1 ELSE 0 END) AS left_early
  FROM seat_holders`;

const percent = (part: number, whole: number, min: number) => (whole >= min && whole > 0 ? Math.floor((100 * part) / whole) : null);

function figuresOf(s: Sums | undefined): Reliability {
  const met = s?.met ?? 0, due = s?.due ?? 0, finished = s?.finished ?? 0, left = s?.left_early ?? 0;
  return {
    deadlinesMet: met, deadlinesDue: due, share: percent(met, due, MIN_DEADLINES),
    matchesFinished: finished, matchesLeft: left, completion: percent(finished, finished + left, MIN_MATCHES),
  };
}

const since = (now: number) => now - RELIABILITY_WINDOW_DAYS * DAY_MS;

/** One user's figures (one D1 query). */
export async function reliabilityOf(db: D1Database, userId: string, now = Date.now()): Promise<Reliability> {
  const row = await db.prepare(`${SUMS} WHERE user_id = ? AND (left_at IS NULL OR left_at >= ?) GROUP BY user_id`).bind(userId, since(now)).first<Sums>();
  return figuresOf(row ?? undefined);
}

/**
 * Several users' figures in one query, with whether `reader` may see them: the figures are part of
 * the profile's match history (shown where the profile and its history are: the owner, or a
 * readable profile with "show history" on). Users the reader may not see are left out.
 */
export async function reliabilityShown(db: D1Database, userIds: string[], reader: User | null, now = Date.now()): Promise<Map<string, Reliability>> {
  const ids = [...new Set(userIds)].slice(0, 50);
  const out = new Map<string, Reliability>();
  if (!ids.length) return out;
  const marks = ids.map(() => '?').join(', ');
  const users = (await db.prepare(`SELECT id, profile_visibility, profile_history FROM users WHERE id IN (${marks})`).bind(...ids)
    .all<{ id: string; profile_visibility: string; profile_history: number }>()).results
    .filter((u) => u.id === reader?.id || (u.profile_history === 1 && (u.profile_visibility === 'public' || (u.profile_visibility === 'users' && reader !== null))));
  if (!users.length) return out;
  const shown = users.map((u) => u.id);
  const rows = (await db.prepare(`${SUMS} WHERE user_id IN (${shown.map(() => '?').join(', ')}) AND (left_at IS NULL OR left_at >= ?) GROUP BY user_id`)
    .bind(...shown, since(now)).all<Sums>()).results;
  for (const id of shown) out.set(id, figuresOf(rows.find((r) => r.user_id === id)));
  return out;
}

// ---- completion per game and timer class -------------------------------------------------------

export type TimerClass = { timer: 'moves'; class: 'upTo1Day' | 'upTo3Days' | 'over3Days' } | { timer: 'calendar' | 'none'; class: null };

export const TIMER_CLASSES: TimerClass[] = [
  { timer: 'moves', class: 'upTo1Day' }, { timer: 'moves', class: 'upTo3Days' }, { timer: 'moves', class: 'over3Days' },
  { timer: 'calendar', class: null }, { timer: 'none', class: null },
];

/** The class of a match's timer: for a move timer, by its seconds per move (≤ 1 day, ≤ 3 days, more). */
export function timerClassOf(timerKind: string, moveSeconds: number | null): TimerClass {
  if (timerKind === 'calendar') return { timer: 'calendar', class: null };
  if (timerKind !== 'moves') return { timer: 'none', class: null };
  const s = moveSeconds ?? 0;
  return { timer: 'moves', class: s <= 86_400 ? 'upTo1Day' : s <= 3 * 86_400 ? 'upTo3Days' : 'over3Days' };
}

export interface CompletionClass {
  timer: TimerClass['timer'];
  class: TimerClass['class'];
  /** Matches that started in the window and are no longer active (finished or cancelled). */
  started: number;
  finished: number;
  /** finished / started in percent, rounded down; null when none. */
  share: number | null;
  /** The median days from start to finish of the finished ones (one decimal); null when none. */
  medianDays: number | null;
}

function median(xs: number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export async function completionOf(db: D1Database, game: string, now = Date.now()): Promise<CompletionClass[]> {
  const rows = (await db.prepare(
    `SELECT timer_kind, move_seconds, status, started_at, finished_at FROM matches
     WHERE game = ? AND started_at IS NOT NULL AND started_at >= ? AND status IN ('finished', 'cancelled')`,
  ).bind(game, since(now)).all<{ timer_kind: string; move_seconds: number | null; status: string; started_at: number; finished_at: number | null }>()).results;
  return TIMER_CLASSES.map((tc) => {
    const mine = rows.filter((r) => {
      const c = timerClassOf(r.timer_kind, r.move_seconds);
      return c.timer === tc.timer && c.class === tc.class;
    });
    const done = mine.filter((r) => r.status === 'finished');
    const days = median(done.filter((r) => r.finished_at !== null).map((r) => (r.finished_at! - r.started_at) / DAY_MS));
    return {
      timer: tc.timer, class: tc.class, started: mine.length, finished: done.length,
      share: mine.length ? Math.floor((100 * done.length) / mine.length) : null,
      medianDays: days === null ? null : Math.round(days * 10) / 10,
    };
  });
}

export function reliabilityApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  // The same for every reader and slow to change: shared caches may keep it five minutes.
  api.get('/games/:game/completion', async (c) => {
    const game = getGame(c.req.param('game'));
    if (!game) return c.json(apiError('not_found', `No game "${c.req.param('game').slice(0, 40)}".`), 404);
    return c.json({ game: game.id, classes: await completionOf(c.env.DB, game.id) }, 200, { 'Cache-Control': 'public, max-age=300' });
  });

  // The reliability of a match's players, for its page (not in the snapshot: the match object reads no D1).
  api.get('/matches/:id/reliability', async (c) => {
    const id = c.req.param('id');
    if (!/^[0-9a-f]{16}$/.test(id)) return c.json(apiError('not_found', 'No such match.'), 404);
    const seats = (await c.env.DB.prepare('SELECT seat, user_id FROM match_seats WHERE match_id = ? AND seat >= 0 ORDER BY seat').bind(id)
      .all<{ seat: number; user_id: string }>()).results;
    const figures = await reliabilityShown(c.env.DB, seats.map((s) => s.user_id), seats.length ? await readerOf(c) : null);
    return c.json({
      seats: seats.flatMap((s) => {
        const f = figures.get(s.user_id);
        return f ? [{ seat: s.seat, share: f.share, deadlinesDue: f.deadlinesDue, completion: f.completion }] : [];
      }),
    }, 200, { 'Cache-Control': 'private, max-age=60' });
  });

  return api;
}
