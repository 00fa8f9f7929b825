/**
 * Applying a finished match to the ratings in D1: exactly once, and without losing a concurrent
 * update. Called by the match object's D1 queue (never on a move's path), which retries until it
 * succeeds, so a match may be offered here several times, and two matches of the same player may
 * be applied at the same moment by two different objects.
 *
 * Why an optimistic batch and not a serializer: a per-game Durable Object would funnel every
 * match of a game through one object (and its D1 calls still interleave unless it also holds a
 * lock); D1's batch is already a transaction, so the check can live in the data. One attempt:
 *   1. read the seats' rating rows (with their `version`) and compute every new rating;
 *   2. one batch: each row is updated only `WHERE version = <read>` (a new row is a plain INSERT,
 *      which fails if another match created it meanwhile), stamped `last_match_id = <this match>`;
 *      the history rows; and last the `rated_matches(match_id)` row, whose NOT NULL `applied_at`
 *      is given only if every seat's row now carries this match's stamp. A row another match
 *      moved since step 1 was not updated, so the stamp is missing, the insert fails, and D1 rolls
 *      back the whole batch. A second application of the same match fails on the primary key.
 *   3. on failure: already in `rated_matches` → done (a retry of a batch that did commit);
 *      otherwise read again and retry (a few times here, then the queue's backoff).
 */
import { afterIdle, rateMatch, newRating, pairScore, type Rating } from './glicko2';

export interface RatingSeat { seat: number; userId: string; place: number; left: boolean }

/** What the match object queues when a rated match ends. */
export interface RatingJob { matchId: string; game: string; at: number; seats: RatingSeat[] }

interface Row { user_id: string; rating: number; rd: number; volatility: number; games: number; version: number; updated_at: number }

const ATTEMPTS = 5;

export async function isRated(db: D1Database, matchId: string): Promise<boolean> {
  return !!(await db.prepare('SELECT 1 AS x FROM rated_matches WHERE match_id = ?').bind(matchId).first());
}

/** The statements of one attempt, from the rows as read. */
function attempt(db: D1Database, job: RatingJob, rows: Row[]): D1PreparedStatement[] {
  const byUser = new Map(rows.map((r) => [r.user_id, r]));
  // Each player's deviation first grows for the months they played no rated match of this game.
  const before = job.seats.map((s) => { const r = byUser.get(s.userId); return r ? { ...r, ...afterIdle(r, r.updated_at, job.at) } : null; });
  const after = rateMatch(job.seats.map((s, i) => ({ ...(before[i] ?? newRating()), place: s.place, left: s.left })));
  const statements: D1PreparedStatement[] = [];
  job.seats.forEach((s, i) => {
    const old = before[i];
    const next = after[i]!;
    if (old) {
      statements.push(db.prepare(
        `UPDATE ratings SET rating = ?, rd = ?, volatility = ?, games = games + 1, version = version + 1, last_match_id = ?, updated_at = ?
         WHERE user_id = ? AND game = ? AND version = ?`,
      ).bind(next.rating, next.rd, next.volatility, job.matchId, job.at, s.userId, job.game, old.version));
    } else {
      statements.push(db.prepare(
        `INSERT INTO ratings (user_id, game, rating, rd, volatility, games, version, last_match_id, updated_at) VALUES (?, ?, ?, ?, ?, 1, 1, ?, ?)`,
      ).bind(s.userId, job.game, next.rating, next.rd, next.volatility, job.matchId, job.at));
    }
    const start: Rating = old ?? newRating();
    const points = job.seats.reduce((sum, o, j) => (j === i ? sum : sum + pairScore(s, o)), 0);
    statements.push(db.prepare(
      `INSERT INTO rating_history (match_id, user_id, game, seat, rating_before, rd_before, rating_after, rd_after, score, left, at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(job.matchId, s.userId, job.game, s.seat, start.rating, start.rd, next.rating, next.rd, points / (job.seats.length - 1), s.left ? 1 : 0, job.at));
  });
  const users = job.seats.map((s) => s.userId);
  statements.push(db.prepare(
    `INSERT INTO rated_matches (match_id, game, applied_at) VALUES (?, ?,
       (SELECT ? WHERE (SELECT COUNT(*) FROM ratings WHERE game = ? AND last_match_id = ? AND user_id IN (${users.map(() => '?').join(', ')})) = ?))`,
  ).bind(job.matchId, job.game, job.at, job.game, job.matchId, ...users, users.length));
  return statements;
}

/**
 * Apply a finished match's result to its seats' ratings. Resolves when the match is in the
 * ratings (now or before): `applied` says whether this call did it. Throws when it could not
 * (D1 down, or lost the race too often): the caller's queue retries later.
 */
export async function applyRatings(db: D1Database, job: RatingJob): Promise<{ applied: boolean }> {
  const users = job.seats.map((s) => s.userId);
  // One person in two seats (a referee's replacement) or a lone seat: nothing to rate; marked so it is not offered again.
  if (new Set(users).size !== users.length || users.length < 2) {
    await db.prepare('INSERT OR IGNORE INTO rated_matches (match_id, game, applied_at) VALUES (?, ?, ?)').bind(job.matchId, job.game, job.at).run();
    return { applied: false };
  }
  let lastError: unknown = null;
  for (let i = 0; i < ATTEMPTS; i++) {
    if (await isRated(db, job.matchId)) return { applied: false };
    const rows = (await db.prepare(
      `SELECT user_id, rating, rd, volatility, games, version, updated_at FROM ratings WHERE game = ? AND user_id IN (${users.map(() => '?').join(', ')})`,
    ).bind(job.game, ...users).all<Row>()).results;
    try {
      await db.batch(attempt(db, job, rows));
      return { applied: true };
    } catch (e) {
      lastError = e;
      // Another match of one of these players was applied in between: read again, after a short random pause.
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * (i + 1)));
    }
  }
  if (await isRated(db, job.matchId)) return { applied: false };
  throw new Error(`ratings of match ${job.matchId} not applied after ${ATTEMPTS} attempts: ${(lastError as Error)?.message}`);
}
