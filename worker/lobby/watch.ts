/**
 * The lobby's "Watch" list: public matches in play, the most recently moved first, for strangers
 * to watch (docs/players.md "Spectators"). Private matches are never listed: their link is their
 * invitation. A seat whose user does not let the reader see them (worker/profiles/privacy.ts) is
 * listed without a name (username null: "a player"). What a spectator may then see is the match object's decision (match/spectators.ts).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { GAMES, getGame } from '../games/registry';
import { apiError } from '../errors';
import { isError, type AppEnv } from '../http/route-kit';
import { singleParams } from './routes';
import { nameShown, readerOf, type PrivacyCols } from '../profiles/privacy';

export const WATCH_SIZE = 50;

const watchQuery = z.object({
  game: z.string().regex(/^[a-z0-9-]{1,40}$/, 'a game id such as "sengoku"')
    .refine((id) => getGame(id) !== undefined, { message: `a known game (${Object.keys(GAMES).join(', ')})` }).optional(),
}).strict();

interface WatchRow { id: string; game: string; players: number; rated: number; table_lang: string; version: number; updated_at: number; seats: string | null }

/** The one query: the partial indexes of migrations/0010_watch_and_bots.sql serve its WHERE and ORDER BY. */
export function watchQuerySql(game?: string): { sql: string; binds: string[] } {
  return {
    sql: `SELECT m.id, m.game, m.players, m.rated, m.table_lang, m.version, m.updated_at,
         (SELECT json_group_array(json_object('seat', s.seat, 'username', s.username, 'id', s.user_id, 'profile_visibility', u.profile_visibility, 'profile_ratings', u.profile_ratings, 'bot', u.bot_since IS NOT NULL))
          FROM match_seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.match_id = m.id AND s.seat >= 0) AS seats
       FROM matches m
       WHERE m.status = 'active' AND m.public = 1${game ? ' AND m.game = ?' : ''}
       ORDER BY m.updated_at DESC LIMIT ${WATCH_SIZE}`,
    binds: game ? [game] : [],
  };
}

export function watchApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get('/lobby/live', async (c: Context<AppEnv>) => {
    const given = singleParams(c);
    if (isError(given)) return c.json(given, 400);
    const parsed = watchQuery.safeParse(given);
    if (!parsed.success) {
      const i = parsed.error.issues[0]!;
      return c.json(apiError('bad_request', `${i.path.length ? i.path.join('.') : String((i as { keys?: string[] }).keys?.[0] ?? 'query').slice(0, 40)}: ${i.message}`), 400);
    }
    const { sql, binds } = watchQuerySql(parsed.data.game);
    const rows = (await c.env.DB.prepare(sql).bind(...binds).all<WatchRow>()).results;
    // A seat is named only as its user's privacy choice lets this reader see them (null: "a player").
    const reader = rows.length ? await readerOf(c) : null;
    const matches = rows.map((r) => ({
      id: r.id, game: r.game, players: r.players, rated: r.rated === 1, lang: r.table_lang, version: r.version, updatedAt: r.updated_at,
      seats: ((r.seats ? JSON.parse(r.seats) : []) as (PrivacyCols & { seat: number; username: string; bot?: number })[])
        .map((s) => (s.profile_visibility && nameShown(s, reader)
          // A bot account's mark goes with its name only (docs/bots.md "Bot accounts").
          ? { seat: s.seat, username: s.username, ...(s.bot ? { botAccount: true as const } : {}) }
          : { seat: s.seat, username: null }))
        .sort((a, b) => a.seat - b.seat),
    }));
    return c.json({ matches }, 200, { 'Cache-Control': 'no-store' });
  });
  return api;
}
