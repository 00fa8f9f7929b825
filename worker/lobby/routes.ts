/**
 * The public lobby: open public matches with free seats, filtered, and quick play, which seats its
 * caller in the best-fitting one or opens a new one. Reads the D1 index (worker/match/index-row.ts),
 * which the match object writes before it answers a create or a join, so a new match or a taken
 * seat shows at once; seats are taken through the match object, which serializes joins.
 * A row names its creator only as the creator's profile visibility lets the reader see them
 * (worker/profiles/privacy.ts; `createdBy: null` otherwise, "a player" on the page).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { GAMES, getGame } from '../games/registry';
import { apiError, errorResponse, type ApiError } from '../errors';
import type { MatchSnapshot } from '../match/types';
import { createMatchFor, joinMatch, TABLE_LANGS } from './create';
import { reliabilityShown, type Reliability } from '../reliability/figures';
import { grantingCaller, isError, type AppEnv } from '../http/route-kit';
import { nameShown, readerOf, type Visibility } from '../profiles/privacy';


/** Matches per page of the lobby; `next` in the answer (when there are more) is `?before=` of the following page. */
export const LOBBY_SIZE = 50;
const CURSOR = /^\d{1,15}\.[0-9a-f]{16}$/;
/** The cursor that follows a match in the lobby's order (newest first, then by id). */
export const lobbyCursor = (m: { created_at: number; id: string }) => `${m.created_at}.${m.id}`;
/** Quick play tries this many fitting matches (a seat may go between the query and the join) before opening one. */
export const QUICK_TRIES = 5;
export const TIMER_KINDS = ['moves', 'calendar', 'none'] as const;

const gameId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'a game id such as "white-castle-duel"')
  .refine((id) => getGame(id) !== undefined, { message: `a known game (${Object.keys(GAMES).join(', ')})` });

const lobbyQuery = z.object({
  game: gameId.optional(),
  players: z.string().regex(/^\d{1,2}$/, 'a whole number of players').transform(Number).optional(),
  rated: z.enum(['true', 'false'], { message: '"true" or "false"' }).optional(),
  lang: z.enum(TABLE_LANGS, { message: 'en, fr or de' }).optional(),
  timer: z.enum(TIMER_KINDS, { message: 'moves, calendar or none' }).optional(),
  /** The page after the one whose `next` this is: `<createdAt>.<id>` of its last match. */
  before: z.string().regex(CURSOR, 'the `next` of the page before (<createdAt>.<match id>)')
    .transform((v) => { const [at, id] = v.split('.') as [string, string]; return { createdAt: Number(at), id }; }).optional(),
}).strict();

const quickBody = z.object({
  game: gameId,
  players: z.number().int('must be a whole number').optional(),
  lang: z.enum(TABLE_LANGS).optional(),
}).strict();

/** The query's parameters, each given once (a repeated one is refused, naming it). */
export function singleParams(c: Context<AppEnv>): Record<string, string> | ApiError {
  const given = c.req.queries();
  const twice = Object.entries(given).find(([, v]) => v.length > 1);
  if (twice) return apiError('bad_request', `${twice[0].slice(0, 40)}: given more than once.`);
  return Object.fromEntries(Object.entries(given).map(([k, v]) => [k, v[0]!]));
}

const describe = (e: z.ZodError) => e.issues.slice(0, 3).map((i) => `${i.path.length ? i.path.join('.') : 'query'}: ${i.message}`).join('; ');

interface LobbyRow {
  id: string; game: string; players: number; options: string; rated: number; table_lang: string; timer_kind: string;
  created_at: number; created_by: string | null; seats_taken: number;
  creator_id: string | null; creator_visibility: Visibility | null; creator_ratings: number | null; creator_bot: number | null;
}

/** Seats counted from the seat rows (seat -1, the referee, takes none) and the bot's seats; both are written in one batch with the index row. */
const SEATS_TAKEN = '((SELECT COUNT(*) FROM match_seats s WHERE s.match_id = m.id AND s.seat >= 0) + json_array_length(m.bot_seats))';

/** A filter on one of the game's own options (`opt.<key>=<value>` in the address): the JSON path and the stored value. */
export interface OptionFilter { path: string; value: string | number }

/**
 * The game's option filters of a lobby query, or why not: only with `game`, only the keys of that
 * game's option specs (worker/engine/contract.ts OptionSpec), only their values; a boolean is
 * stored as JSON true/false, which SQLite's json_extract reads as 1/0. No game rule here: the
 * specs say everything.
 */
export function optionFilters(gameIdGiven: string | undefined, given: Record<string, string>): OptionFilter[] | string {
  const keys = Object.keys(given);
  if (!keys.length) return [];
  const game = gameIdGiven ? getGame(gameIdGiven) : undefined;
  if (!game) return `${keys[0]!.slice(0, 40)}: filter on a game's options together with game=<id>.`;
  const out: OptionFilter[] = [];
  for (const k of keys) {
    const spec = game.options.find((o) => `opt.${o.key}` === k);
    if (!spec) return `${k.slice(0, 40)}: ${game.id} has the options ${game.options.map((o) => `opt.${o.key}`).join(', ') || '(none)'}.`;
    const v = given[k]!;
    if (spec.kind === 'boolean') {
      if (v !== 'true' && v !== 'false') return `${k}: "true" or "false".`;
      out.push({ path: `$.${spec.key}`, value: v === 'true' ? 1 : 0 });
    } else {
      if (!spec.choices.some((ch) => ch.value === v)) return `${k}: one of ${spec.choices.map((ch) => ch.value).join(', ')}.`;
      out.push({ path: `$.${spec.key}`, value: v });
    }
  }
  return out;
}

/** The lobby's one query: the partial indexes of migrations/0007_lobby.sql serve its WHERE and ORDER BY. */
export function lobbyQuerySql(q: z.infer<typeof lobbyQuery>, options: OptionFilter[] = []): { sql: string; binds: (string | number)[] } {
  const where = ["m.public = 1", "m.status = 'open'"];
  const binds: (string | number)[] = [];
  if (q.game) { where.push('m.game = ?'); binds.push(q.game); }
  if (q.players !== undefined) { where.push('m.players = ?'); binds.push(q.players); }
  if (q.rated) { where.push('m.rated = ?'); binds.push(q.rated === 'true' ? 1 : 0); }
  if (q.lang) { where.push('m.table_lang = ?'); binds.push(q.lang); }
  if (q.timer) { where.push('m.timer_kind = ?'); binds.push(q.timer); }
  // A match stores its options complete (defaults filled in by the game), so every key is there.
  for (const o of options) { where.push('json_extract(m.options, ?) = ?'); binds.push(o.path, o.value); }
  // After the cursor in the order below: the first condition is a range on the indexes' created_at.
  if (q.before) { where.push('m.created_at <= ? AND (m.created_at < ? OR m.id < ?)'); binds.push(q.before.createdAt, q.before.createdAt, q.before.id); }
  // One row more than a page: whether there is a next page. Matches made in the same millisecond
  // are ordered by id (the index gives created_at's order; only such ties are sorted).
  return {
    sql: `SELECT m.id, m.game, m.players, m.options, m.rated, m.table_lang, m.timer_kind, m.created_at, u.username AS created_by,
         u.id AS creator_id, u.profile_visibility AS creator_visibility, u.profile_ratings AS creator_ratings, u.bot_since AS creator_bot, ${SEATS_TAKEN} AS seats_taken
       FROM matches m LEFT JOIN users u ON u.id = m.created_by
       WHERE ${where.join(' AND ')} AND ${SEATS_TAKEN} < m.players ORDER BY m.created_at DESC, m.id DESC LIMIT ${LOBBY_SIZE + 1}`,
    binds,
  };
}

export function lobbyApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get('/lobby', async (c: Context<AppEnv>) => {
    const given = singleParams(c);
    if (isError(given)) return c.json(given, 400);
    const first = Object.entries(given);
    const parsed = lobbyQuery.safeParse(Object.fromEntries(first.filter(([k]) => !k.startsWith('opt.'))));
    if (!parsed.success) return c.json(apiError('bad_request', describe(parsed.error)), 400);
    const options = optionFilters(parsed.data.game, Object.fromEntries(first.filter(([k]) => k.startsWith('opt.'))));
    if (typeof options === 'string') return c.json(apiError('bad_request', options), 400);
    const { sql, binds } = lobbyQuerySql(parsed.data, options);
    const found = (await c.env.DB.prepare(sql).bind(...binds).all<LobbyRow>()).results;
    const rows = found.slice(0, LOBBY_SIZE);
    const next = found.length > LOBBY_SIZE ? lobbyCursor(rows[rows.length - 1]!) : null;
    // The creator is named only as their privacy choice lets this reader see them (null: "a player").
    const reader = rows.length ? await readerOf(c) : null;
    const creator = (r: LobbyRow) => r.created_by !== null && r.creator_id !== null
      && nameShown({ id: r.creator_id, profile_visibility: r.creator_visibility ?? 'hidden', profile_ratings: r.creator_ratings ?? 0 }, reader) ? r.created_by : null;
    // The creator's reliability (percent of deadlines met; null: too little history, or not shown to this reader).
    const figures = rows.length ? await reliabilityShown(c.env.DB, rows.flatMap((r) => (r.creator_id ? [r.creator_id] : [])), reader) : new Map<string, Reliability>();
    const matches = rows.map((r) => ({
      id: r.id, game: r.game, players: r.players, seatsTaken: r.seats_taken, options: JSON.parse(r.options) as unknown,
      rated: r.rated === 1, lang: r.table_lang, timer: r.timer_kind, createdBy: creator(r), createdAt: r.created_at,
      creatorReliability: creator(r) !== null && r.creator_id ? figures.get(r.creator_id)?.share ?? null : null,
      // A bot account's mark goes with its name (docs/bots.md "Bot accounts").
      creatorBot: creator(r) !== null && r.creator_bot !== null,
    }));
    return c.json({ matches, next }, 200, { 'Cache-Control': 'no-store' });
  });

  /**
   * Quick play: the open public match of the game that starts soonest (fewest free seats), at a
   * table of the caller's language when there is one, oldest first; never one the caller is in.
   * When none takes them (none fits, or each filled up meanwhile), a new public match is opened.
   */
  api.post('/lobby/quick', async (c: Context<AppEnv>) => {
    const granted = await grantingCaller(c);
    if (isError(granted)) return errorResponse(granted);
    let raw: unknown;
    try { raw = await c.req.json(); } catch { return c.json(apiError('bad_request', 'body: not JSON.'), 400); }
    const parsed = quickBody.safeParse(raw);
    if (!parsed.success) return c.json(apiError('bad_request', describe(parsed.error).replace(/^query/, 'body')), 400);
    const body = parsed.data;
    const game = getGame(body.game)!;
    if (body.players !== undefined && (body.players < game.minPlayers || body.players > game.maxPlayers)) {
      return c.json(apiError('bad_request', `players: ${game.id} is for ${game.minPlayers} to ${game.maxPlayers} players.`), 400);
    }
    const { user, caller } = granted;
    const binds: (string | number)[] = [game.id, user.id];
    if (body.players !== undefined) binds.push(body.players);
    binds.push(body.lang ?? '');
    const candidates = (await c.env.DB.prepare(
      `SELECT m.id FROM matches m
       WHERE m.public = 1 AND m.status = 'open' AND m.game = ?
         AND NOT EXISTS (SELECT 1 FROM match_seats s WHERE s.match_id = m.id AND s.user_id = ?)
         ${body.players !== undefined ? 'AND m.players = ?' : ''}
       ORDER BY m.players - ${SEATS_TAKEN}, (m.table_lang = ?) DESC, m.created_at LIMIT ${QUICK_TRIES}`,
    ).bind(...binds).all<{ id: string }>()).results;
    for (const { id } of candidates) {
      const joined = await joinMatch(c.env, id, user, caller);
      if (joined.ok) return c.json({ match: joined.value, created: false });
      // Taken or started since the query: the next one. Anything else (a session ended meanwhile) is the answer.
      if (!['match_full', 'not_open', 'already_seated', 'not_invited', 'reliability_too_low', 'bots_refused'].includes(joined.error.error)) return errorResponse(joined.error as ApiError);
    }
    const made = await createMatchFor(c.env, new URL(c.req.url).origin, user, {
      game: game.id, players: body.players ?? game.minPlayers, public: true, lang: body.lang ?? 'en',
    }, caller.revocations);
    if (!made.ok) return 'status' in made ? c.json(made.error, 400) : errorResponse(made.error);
    return c.json({ match: made.value as MatchSnapshot, created: true }, 201);
  });

  return api;
}
