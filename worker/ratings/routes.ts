/**
 * The ratings' public routes: a game's leaderboard and the caller's own ratings. Read-only; the
 * ratings change only when a rated match ends (worker/ratings/apply.ts).
 */
import { Hono, type Context } from 'hono';
import { getGame } from '../games/registry';
import { apiError, errorResponse } from '../errors';
import { afterIdle, isProvisional, PROVISIONAL_RD } from './glicko2';
import { isError, openUser, type AppEnv } from '../http/route-kit';
import { readerOf, ratingsShown, ratingsShownSql, type PrivacyCols } from '../profiles/privacy';


export const LEADERBOARD_SIZE = 50;
/** The leaderboard changes only when a rated match ends: browsers and caches may keep it this long. */
export const LEADERBOARD_MAX_AGE = 30;

interface Row { username: string; rating: number; rd: number; volatility: number; games: number; updated_at: number; bot_since?: number | null }

/** Rounded as shown: nobody needs the tenth decimal of a rating, and it keeps the answer small. */
const shown = (r: Row, now: number) => {
  // The deviation as of now: it has grown for every month without a rated match (glicko2.ts afterIdle).
  const rd = afterIdle(r, r.updated_at, now).rd;
  // A bot account's mark goes with its name (docs/bots.md "Bot accounts"); the row is listed only where the name may be shown.
  return { username: r.username, ...(r.bot_since != null ? { bot: true as const } : {}), rating: Math.round(r.rating), rd: Math.round(rd), games: r.games, provisional: isProvisional({ rd }), updatedAt: r.updated_at };
};

export function ratingsApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  /**
   * The top of a game: established ratings first (ranked), then provisional ones (marked, no rank),
   * each by rating. Deleted accounts are left out, and so is whoever does not let the reader see
   * their ratings (worker/profiles/privacy.ts): a hidden profile or ratings not shown, and a
   * profile for logged-in users when the reader is anonymous; each user still finds their own row.
   * The anonymous answer is the same for everyone and may be cached anywhere; a logged-in
   * reader's depends on them: `private`. Ranks count the rows listed.
   */
  api.get('/games/:game/leaderboard', async (c: Context<AppEnv>) => {
    const id = c.req.param('game')!;
    const game = /^[a-z0-9-]{1,40}$/.test(id) ? getGame(id) : undefined;
    if (!game) return c.json(apiError('not_found', `No game "${id.slice(0, 40)}".`), 404);
    const raw = c.req.query('limit');
    if (raw !== undefined && !/^\d{1,3}$/.test(raw)) return c.json(apiError('bad_request', `limit: a whole number from 1 to ${LEADERBOARD_SIZE}.`), 400);
    const limit = raw === undefined ? LEADERBOARD_SIZE : Number(raw);
    if (limit < 1 || limit > LEADERBOARD_SIZE) return c.json(apiError('bad_request', `limit: a whole number from 1 to ${LEADERBOARD_SIZE}.`), 400);
    const reader = await readerOf(c);
    const shownTo = ratingsShownSql('u', reader);
    const rows = (await c.env.DB.prepare(
      `SELECT u.username, u.bot_since, r.rating, r.rd, r.volatility, r.games, r.updated_at FROM ratings r JOIN users u ON u.id = r.user_id
       LEFT JOIN user_mail m ON m.user_id = r.user_id
       WHERE r.game = ? AND m.deleted_at IS NULL AND ${shownTo.sql}
       ORDER BY (r.rd >= ?), r.rating DESC, r.games DESC, u.username_key LIMIT ?`,
    ).bind(game.id, ...shownTo.binds, PROVISIONAL_RD, limit).all<Row>()).results;
    let rank = 0;
    const now = Date.now();
    // A player idle for months may have become provisional since their last match: established first again.
    const list = rows.map((r) => shown(r, now));
    const players = [...list.filter((p) => !p.provisional), ...list.filter((p) => p.provisional)].map((p) => ({ rank: p.provisional ? null : ++rank, ...p }));
    return c.json({ game: game.id, provisionalRd: PROVISIONAL_RD, players }, 200, {
      'Cache-Control': `${reader ? 'private' : 'public'}, max-age=${LEADERBOARD_MAX_AGE}`, Vary: 'Cookie, Authorization',
    });
  });

  /** The caller's rating in each game they have played rated. */
  api.get('/me/ratings', async (c: Context<AppEnv>) => {
    // A session ended elsewhere (logout, reset) reads nothing more of the account.
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const rows = (await c.env.DB.prepare(
      `SELECT r.game, u.username, r.rating, r.rd, r.volatility, r.games, r.updated_at FROM ratings r JOIN users u ON u.id = r.user_id WHERE r.user_id = ? ORDER BY r.game`,
    ).bind(user.id).all<Row & { game: string }>()).results;
    return c.json({ ratings: rows.map((r) => { const { username: _, ...rest } = shown(r, Date.now()); return { game: r.game, ...rest }; }) }, 200, { 'Cache-Control': 'private, no-store' });
  });

  /**
   * What a rated match did to its players' ratings (the end-of-match page): one row per seat, once
   * applied, for the seats whose ratings the reader may see (worker/profiles/privacy.ts): a player
   * who does not show ratings, or whose profile the reader may not read, is left out for everyone
   * but themself, their tablemates included. Depends on the reader: never cached.
   */
  api.get('/matches/:id/ratings', async (c: Context<AppEnv>) => {
    const id = c.req.param('id') ?? '';
    if (!/^[0-9a-f]{16}$/.test(id)) return c.json(apiError('not_found', 'No such match.'), 404);
    const all = (await c.env.DB.prepare(
      `SELECT h.seat, u.id, u.username, u.profile_visibility, u.profile_ratings, h.rating_before, h.rd_before, h.rating_after, h.rd_after
       FROM rating_history h JOIN users u ON u.id = h.user_id
       WHERE h.match_id = ? ORDER BY h.seat`,
    ).bind(id).all<PrivacyCols & { seat: number; username: string; rating_before: number; rd_before: number; rating_after: number; rd_after: number }>()).results;
    const reader = all.length ? await readerOf(c) : null;
    const rows = all.filter((r) => ratingsShown(r, reader));
    return c.json({
      ratings: rows.map((r) => ({ seat: r.seat, username: r.username, before: Math.round(r.rating_before), after: Math.round(r.rating_after), rd: Math.round(r.rd_after), provisional: isProvisional({ rd: r.rd_after }) })),
    }, 200, { 'Cache-Control': 'private, no-store' });
  });

  return api;
}
