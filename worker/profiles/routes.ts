/**
 * Profiles (docs/players.md "Profiles"): a user's page of games played and won, recent results, ratings
 * with their history, public matches in progress and favourite games, as much of it as the user
 * lets others read: the profile is public, for logged-in users only, or hidden; ratings and match
 * history can each be left out. The owner always reads their own in full. Every list is bounded
 * (D1 reads stay small): 20 recent matches, 10 current, 100 rating points per game.
 * The same choices hold wherever a user is named (worker/profiles/privacy.ts): leaderboards, the
 * lobby, a match's ratings, link previews, and what spectators of a match read (match/names.ts).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { GAMES, getGame } from '../games/registry';
import { apiError, errorResponse } from '../errors';
import { sessionIsOpen } from '../auth';
import { afterIdle, isProvisional } from '../ratings/glicko2';
import { isError, openUser, validate, type AppEnv } from '../http/route-kit';
import { matchRoom } from '../match/room';
import { tellMatches } from '../match/tell-matches';
import { reliabilityOf } from '../reliability/figures';

export const RECENT_MATCHES = 20;
export const CURRENT_MATCHES = 10;
export const HISTORY_POINTS = 100;
export const VISIBILITY = ['public', 'users', 'hidden'] as const;

const profileBody = z.object({
  visibility: z.enum(VISIBILITY).optional(),
  showRatings: z.boolean().optional(),
  showHistory: z.boolean().optional(),
  favourites: z.array(z.string().max(40)).max(Object.keys(GAMES).length).optional()
    .refine((f) => !f || f.every((g) => getGame(g) !== undefined), { message: `known games only (${Object.keys(GAMES).join(', ')})` })
    .refine((f) => !f || new Set(f).size === f.length, { message: 'each game once' }),
}).strict();

interface UserRow { id: string; username: string; created_at: number; bot_since: number | null; profile_visibility: typeof VISIBILITY[number]; profile_ratings: number; profile_history: number; favourite_games: string }

const settingsOf = (u: UserRow) => ({
  visibility: u.profile_visibility, showRatings: u.profile_ratings === 1, showHistory: u.profile_history === 1,
  favourites: JSON.parse(u.favourite_games) as string[],
});

async function userByName(db: D1Database, name: string): Promise<UserRow | null> {
  if (!/^[A-Za-z0-9_-]{3,24}$/.test(name)) return null;
  return db.prepare('SELECT id, username, created_at, bot_since, profile_visibility, profile_ratings, profile_history, favourite_games FROM users WHERE username_key = ?')
    .bind(name.toLowerCase()).first<UserRow>();
}

/** Games played and won, and the recent finished matches, from the seat rows and the index. */
async function history(db: D1Database, userId: string) {
  const recent = (await db.prepare(
    `SELECT m.id, m.game, m.players, m.finished_at, m.result, s.seat FROM match_seats s JOIN matches m ON m.id = s.match_id
     WHERE s.user_id = ? AND s.seat >= 0 AND m.status = 'finished' ORDER BY m.finished_at DESC LIMIT ${RECENT_MATCHES}`,
  ).bind(userId).all<{ id: string; game: string; players: number; finished_at: number; result: string | null; seat: number }>()).results;
  const totals = (await db.prepare(
    `SELECT m.game, COUNT(*) AS played,
       SUM(CASE WHEN EXISTS (SELECT 1 FROM json_each(json_extract(m.result, '$.winners')) w WHERE w.value = s.seat) THEN 1 ELSE 0 END) AS won
     FROM match_seats s JOIN matches m ON m.id = s.match_id
     WHERE s.user_id = ? AND s.seat >= 0 AND m.status = 'finished' GROUP BY m.game ORDER BY m.game`,
  ).bind(userId).all<{ game: string; played: number; won: number }>()).results;
  const current = (await db.prepare(
    `SELECT m.id, m.game, m.status, m.players FROM match_seats s JOIN matches m ON m.id = s.match_id
     WHERE s.user_id = ? AND s.seat >= 0 AND m.public = 1 AND m.status IN ('open', 'active') ORDER BY m.updated_at DESC LIMIT ${CURRENT_MATCHES}`,
  ).bind(userId).all<{ id: string; game: string; status: string; players: number }>()).results;
  return {
    games: totals.map((t) => ({ game: t.game, played: t.played, won: t.won })),
    recent: recent.map((m) => {
      const result = m.result ? JSON.parse(m.result) as { winners: number[]; ranking: { seat: number; place: number; score: number }[] } : null;
      const mine = result?.ranking.find((r) => r.seat === m.seat);
      return { id: m.id, game: m.game, players: m.players, finishedAt: m.finished_at, seat: m.seat, place: mine?.place ?? null, score: mine?.score ?? null, won: !!result?.winners.includes(m.seat) };
    }),
    current,
  };
}

/** Current ratings and each game's rating over time (the last HISTORY_POINTS rated matches). */
async function ratings(db: D1Database, userId: string, now: number) {
  const rows = (await db.prepare('SELECT game, rating, rd, volatility, games, updated_at FROM ratings WHERE user_id = ? ORDER BY game').bind(userId)
    .all<{ game: string; rating: number; rd: number; volatility: number; games: number; updated_at: number }>()).results;
  const points = (await db.prepare(
    `SELECT game, at, rating_before, rating_after FROM (SELECT game, at, rating_before, rating_after, ROW_NUMBER() OVER (PARTITION BY game ORDER BY at DESC) AS n
       FROM rating_history WHERE user_id = ?) WHERE n <= ${HISTORY_POINTS} ORDER BY game, at`,
  ).bind(userId).all<{ game: string; at: number; rating_before: number; rating_after: number }>()).results;
  return rows.map((r) => {
    const rd = afterIdle(r, r.updated_at, now).rd;
    return {
      game: r.game, rating: Math.round(r.rating), rd: Math.round(rd), games: r.games, provisional: isProvisional({ rd }),
      // `before`: the chart starts where the first shown match started (one rated match is a step, not a dot).
      history: points.filter((p) => p.game === r.game).map((p) => ({ at: p.at, rating: Math.round(p.rating_after), before: Math.round(p.rating_before) })),
    };
  });
}

export function profilesApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get('/users/:name/profile', async (c: Context<AppEnv>) => {
    const u = await userByName(c.env.DB, c.req.param('name') ?? '');
    const s = c.get('session');
    const viewer = s && (await sessionIsOpen(c.env.DB, s.sessionId)) ? s.user : null;
    const own = !!u && viewer?.id === u.id;
    // A hidden profile is answered like an unknown name: nobody learns that the account exists.
    if (!u || (u.profile_visibility === 'hidden' && !own)) return c.json(apiError('not_found', 'No public profile with this name.'), 404);
    if (u.profile_visibility === 'users' && !viewer) return errorResponse(apiError('unauthenticated', 'This profile is shown to logged-in users only: log in first.'));
    const settings = settingsOf(u);
    const showRatings = own || settings.showRatings, showHistory = own || settings.showHistory;
    return c.json({
      username: u.username, since: u.created_at, favourites: settings.favourites, own, bot: u.bot_since !== null,
      ratings: showRatings ? await ratings(c.env.DB, u.id, Date.now()) : null,
      ...(showHistory ? await history(c.env.DB, u.id) : { games: null, recent: null, current: null }),
      // Part of the match history: deadlines met and matches played to the end (docs/_incoming/reliability.md).
      reliability: showHistory ? await reliabilityOf(c.env.DB, u.id) : null,
      ...(own ? { settings } : {}),
    }, 200, { 'Cache-Control': 'private, no-store' });
  });

  api.get('/me/profile', async (c: Context<AppEnv>) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const u = await c.env.DB.prepare('SELECT id, username, created_at, profile_visibility, profile_ratings, profile_history, favourite_games FROM users WHERE id = ?').bind(user.id).first<UserRow>();
    if (!u) return errorResponse(apiError('unauthenticated', 'This account no longer exists.'));
    return c.json(settingsOf(u), 200, { 'Cache-Control': 'private, no-store' });
  });

  api.patch('/me/profile', validate(profileBody), async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const b = c.req.valid('json');
    const sets: string[] = [], binds: (string | number)[] = [];
    if (b.visibility !== undefined) { sets.push('profile_visibility = ?'); binds.push(b.visibility); }
    if (b.showRatings !== undefined) { sets.push('profile_ratings = ?'); binds.push(b.showRatings ? 1 : 0); }
    if (b.showHistory !== undefined) { sets.push('profile_history = ?'); binds.push(b.showHistory ? 1 : 0); }
    if (b.favourites !== undefined) { sets.push('favourite_games = ?'); binds.push(JSON.stringify(b.favourites)); }
    if (sets.length) await c.env.DB.prepare(`UPDATE users SET ${sets.join(', ')} WHERE id = ?`).bind(...binds, user.id).run();
    if (b.visibility !== undefined) {
      // The matches being played or waiting for players stop naming the user to spectators at
      // once (finished ones read the choice again within match/names.ts PRIVACY_TTL_MS).
      const rows = await c.env.DB.prepare(
        `SELECT DISTINCT s.match_id FROM match_seats s JOIN matches m ON m.id = s.match_id WHERE s.user_id = ? AND m.status IN ('open', 'active')`,
      ).bind(user.id).all<{ match_id: string }>();
      const visibility = b.visibility;
      await tellMatches(rows.results.map((r) => r.match_id), (id) => matchRoom(c.env, id).setPrivacy(user.id, visibility));
    }
    const u = await c.env.DB.prepare('SELECT id, username, created_at, profile_visibility, profile_ratings, profile_history, favourite_games FROM users WHERE id = ?').bind(user.id).first<UserRow>();
    return c.json(settingsOf(u!));
  });

  return api;
}
