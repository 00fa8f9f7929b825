/**
 * The ways out of a match and into a seat someone left (docs/players.md "The life of a match";
 * worker/match/lifecycle.ts decides): leave an open match, cancel, resign, propose / accept /
 * refuse an end, take a seat looking for a player, and the lobby's list of such seats. Each
 * action names the version it acts on where a repeat could act twice (a 409 then).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { apiError, errorResponse } from '../errors';
import type { Outcome } from '../match/room';
import { joinMatch } from '../lobby/create';
import { TABLE_LANGS } from '../lobby/create';
import { GAMES } from '../games/registry';
import { grantingCaller, isError, openUser, validate, describeZodError, type AppEnv } from '../http/route-kit';
import { nameShown, readerOf, type Visibility } from '../profiles/privacy';
import { callerOf, knownMatch, outcome, requireUser, roomOf } from './kit';

const version = z.number().int().min(0);
const cancelBody = z.object({ version: version.optional() }).strict();
const resignBody = z.object({ version }).strict();
const endBody = z.object({
  version,
  /** true: propose (none pending) or accept; false: refuse (or withdraw one's own). */
  accept: z.boolean(),
  /** What is proposed: the standings now (default), a draw (where the game has one), or cancelling. */
  kind: z.enum(['end', 'draw', 'cancel']).optional(),
}).strict();

const replacementQuery = z.object({
  game: z.enum(Object.keys(GAMES) as [string, ...string[]]).optional(),
  lang: z.enum(TABLE_LANGS).optional(),
  rated: z.enum(['true', 'false']).optional(),
}).strict();

const LIST_SIZE = 50;

interface VacancyRow {
  id: string; game: string; players: number; vacant_seats: string; rated: number; table_lang: string; timer_kind: string; version: number; updated_at: number;
  creator: string | null; creator_id: string | null; creator_visibility: Visibility | null; creator_ratings: number | null; creator_bot: number | null;
}

/** Who calls comes before the body: an anonymous caller gets 401, and learns nothing of the schema. */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = requireUser(c);
  if (isError(user)) return errorResponse(user);
  await next();
};

export function lifecycleApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use('/matches/:id/*', knownMatch);
  for (const path of ['leave', 'cancel', 'resign', 'end']) api.use(`/matches/:id/${path}`, signedIn);

  // A player leaves an open match: the seat is free again (the creator's table passes on; empty: cancelled).
  api.post('/matches/:id/leave', async (c) => {
    // The session is checked in D1: a leave by a caller with no seat is a harmless 200 (a retry is
    // safe), and an ended session must not get even that (test/worker/ended-sessions-routes.test.ts).
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    return outcome(c, await roomOf(c).lifecycle(callerOf(c), { kind: 'leave' }) as Outcome<unknown>);
  });

  // The creator cancels an open match; the referee a started one (within the first days).
  api.post('/matches/:id/cancel', validate(cancelBody), async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    return outcome(c, await roomOf(c).lifecycle(callerOf(c), { kind: 'cancel', version: c.req.valid('json').version }) as Outcome<unknown>);
  });

  api.post('/matches/:id/resign', validate(resignBody), async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    return outcome(c, await roomOf(c).lifecycle(callerOf(c), { kind: 'resign', version: c.req.valid('json').version }) as Outcome<unknown>);
  });

  api.post('/matches/:id/end', validate(endBody), async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    const { version: v, accept, kind } = c.req.valid('json');
    return outcome(c, await roomOf(c).lifecycle(callerOf(c), { kind: 'end', version: v, accept, proposal: kind }) as Outcome<unknown>);
  });

  // A replacement takes a seat its player left: a grant, so the session is checked in D1.
  api.post('/matches/:id/seats/:seat/take', async (c) => {
    const granted = await grantingCaller(c);
    if (isError(granted)) return errorResponse(granted);
    const seat = c.req.param('seat');
    if (!/^\d{1,2}$/.test(seat)) return c.json(apiError('bad_request', 'seat: a seat number.'), 400);
    return outcome(c, await joinMatch(c.env, c.req.param('id'), granted.user, granted.caller, Number(seat)) as Outcome<unknown>);
  });

  // Seats looking for a player in public running matches, most recently active first (the lobby's list).
  api.get('/lobby/replacements', async (c) => {
    const parsed = replacementQuery.safeParse(c.req.query());
    if (!parsed.success) return c.json(apiError('bad_request', describeZodError(parsed.error).replace(/^body/, 'query')), 400);
    const q = parsed.data;
    const where = [`m.status = 'active'`, 'm.public = 1', `m.vacant_seats != '[]'`];
    const binds: (string | number)[] = [];
    if (q.game) { where.push('m.game = ?'); binds.push(q.game); }
    if (q.lang) { where.push('m.table_lang = ?'); binds.push(q.lang); }
    if (q.rated) { where.push('m.rated = ?'); binds.push(q.rated === 'true' ? 1 : 0); }
    const rows = (await c.env.DB.prepare(
      `SELECT m.id, m.game, m.players, m.vacant_seats, m.rated, m.table_lang, m.timer_kind, m.version, m.updated_at,
              u.username AS creator, u.id AS creator_id, u.profile_visibility AS creator_visibility, u.profile_ratings AS creator_ratings, u.bot_since AS creator_bot
       FROM matches m LEFT JOIN users u ON u.id = m.created_by
       WHERE ${where.join(' AND ')} ORDER BY m.updated_at DESC LIMIT ${LIST_SIZE}`,
    ).bind(...binds).all<VacancyRow>()).results;
    const reader = rows.length ? await readerOf(c) : null;
    const named = (r: VacancyRow) => r.creator && r.creator_id && nameShown({ id: r.creator_id, profile_visibility: r.creator_visibility ?? 'hidden', profile_ratings: r.creator_ratings ?? 0 }, reader) ? r.creator : null;
    const seats = rows.flatMap((r) => (JSON.parse(r.vacant_seats) as number[]).map((seat) => ({
      match: r.id, seat, game: r.game, players: r.players, rated: r.rated === 1, lang: r.table_lang, timer: r.timer_kind, version: r.version, updatedAt: r.updated_at,
      createdBy: named(r),
      // A bot account's mark goes with its name (docs/bots.md "Bot accounts").
      creatorBot: named(r) !== null && r.creator_bot != null,
    })));
    return c.json({ seats }, 200, { 'Cache-Control': 'no-store' });
  });

  return api;
}
