/**
 * Creating a match and taking a seat, as the API does them: POST /api/matches and the join route,
 * and the lobby's quick play, which does one or the other for its caller.
 */
import { z } from 'zod';
import { GAMES, getGame } from '../games/registry';
import { isTimeZone } from '../schedule';
import { randomHex, sha256Hex, type Revocations } from '../auth';
import { apiError, type ApiError } from '../errors';
import type { Env, User } from '../env';
import { matchRoom, type Caller, type Outcome } from '../match/room';
import type { MatchSnapshot } from '../match/types';
import { loadCorrectionSet } from '../corrections/routes';
import { mailOn } from '../mail/account';
import { pushOn } from '../push/api';
import { absencePush } from '../absences/routes';
import { reliabilityOf } from '../reliability/figures';
import { ABSENCE_DAY_CHOICES, DEFAULT_ABSENCE_DAYS } from '../match/absence';
import { checkBotSeats, fullAtCreation } from '../match/bot-seats';
import { DEFAULT_EXPIRE_DAYS, MAX_EXPIRE_DAYS, MAX_REPLACE_AFTER_MISSES, MIN_EXPIRE_DAYS } from '../match/lifecycle';
import { LANGS } from '../engine/contract';

export const MIN_MOVE_SECONDS = 3600;
export const MAX_MOVE_SECONDS = 14 * 86400;

/** The languages a table may speak: every language of the site. */
export const TABLE_LANGS = LANGS;

/** Open public matches (listed in the lobby, not yet started) one account may have at once. */
export const MAX_OPEN_PUBLIC = 10;
/**
 * Open private matches (reached by their link, not yet started) one account may have at once: more
 * than public ones (a group's organiser sets up its tables ahead), but not without end (each waits
 * up to its expiry, 60 days at most, and the creation rate alone would let one account keep
 * hundreds of thousands).
 */
export const MAX_OPEN_PRIVATE = 30;
/** A claim older than this (its request died before the match's row was written) no longer counts. */
const CLAIM_TTL_MS = 60_000;

const openMatchLimit = (isPublic: boolean) => (isPublic
  ? apiError('open_match_limit',
    `You have ${MAX_OPEN_PUBLIC} open public matches waiting for players: wait until one of them starts before opening another public one (a private match, shared by its link, is counted apart).`,
    { maxOpen: MAX_OPEN_PUBLIC, public: true })
  : apiError('open_match_limit',
    `You have ${MAX_OPEN_PRIVATE} open private matches waiting for players: wait until one of them starts, or cancel one, before opening another private one.`,
    { maxOpen: MAX_OPEN_PRIVATE, public: false }));

/**
 * Takes a place among the user's open public (or private) matches for a match about to be created,
 * or says there is none: the count (such open matches in the index, and claims of matches not there
 * yet) and the claim are one statement, which D1 runs alone. The caller drops the claim once the
 * match object has answered (its row is written before it does).
 */
async function claimOpenPlace(d1: D1Database, userId: string, matchId: string, isPublic: boolean): Promise<boolean> {
  const now = Date.now();
  const flag = isPublic ? 1 : 0;
  const res = await d1.prepare(`INSERT INTO open_match_claims (match_id, user_id, created_at, public)
    SELECT ?1, ?2, ?3, ?4 WHERE (SELECT COUNT(*) FROM matches WHERE created_by = ?2 AND public = ?4 AND status = 'open')
      + (SELECT COUNT(*) FROM open_match_claims c WHERE c.user_id = ?2 AND c.public = ?4 AND c.created_at > ?5 AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.id = c.match_id)) < ?6`)
    .bind(matchId, userId, now, flag, now - CLAIM_TTL_MS, isPublic ? MAX_OPEN_PUBLIC : MAX_OPEN_PRIVATE).run();
  return res.meta.changes > 0;
}

const timerSeconds = z.number().int('must be a whole number of seconds')
  .min(MIN_MOVE_SECONDS, `at least ${MIN_MOVE_SECONDS} (1 hour)`).max(MAX_MOVE_SECONDS, `at most ${MAX_MOVE_SECONDS} (14 days)`);

const scheduleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('weekly'),
    days: z.array(z.number().int().min(0).max(6)).min(1, 'at least one weekday (0 = Sunday … 6 = Saturday)').max(7),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, 24-hour'),
    timeZone: z.string().refine(isTimeZone, 'an IANA time zone such as Europe/Paris'),
  }).strict(),
  z.object({ kind: z.literal('every'), hours: z.number().int().min(1).max(14 * 24) }).strict(),
]);

export const createMatchBody = z.object({
  game: z.string().min(1).max(40),
  players: z.number().int('must be a whole number'),
  options: z.unknown().optional(),
  /** A saved correction set's id (GET /api/corrections/:id): the match plays with that edition of the data. */
  corrections: z.string().regex(/^[0-9a-f]{16}$/, 'the id of a saved correction set (16 hex digits)').optional(),
  /** Seats the built-in bot plays (docs/bots.md "Bots at the table"); such a match is unrated. */
  bots: z.array(z.number().int('must be a whole seat number')).max(10).optional(),
  /** How strongly the bot seats play: easy (the heuristic bot), medium or hard (the search bot, where the game has one). */
  botLevel: z.enum(['easy', 'medium', 'hard']).optional(),
  /** The creator referees (plays no seat, sees everything) instead of taking the first seat. */
  referee: z.boolean().optional(),
  /** The result changes the players' Glicko-2 ratings (default: rated). */
  rated: z.boolean().optional(),
  /** Listed in the public lobby while seats are free (default: private, reached by its link only). */
  public: z.boolean().optional(),
  /** The language spoken at the table, shown and filtered in the lobby (default: en). */
  lang: z.enum(TABLE_LANGS).optional(),
  /** Deadlines on a calendar instead of a move timer (e.g. NIHON's Sunday and Thursday at midnight). */
  schedule: scheduleSchema.nullable().optional(),
  /** Days of deadline extension each seat may use for declared absences (docs/players.md, "Absences"). */
  absenceDays: z.union(ABSENCE_DAY_CHOICES.map((d) => z.literal(d)) as unknown as [z.ZodLiteral<number>, z.ZodLiteral<number>, ...z.ZodLiteral<number>[]]).optional(),
  /** Days an open match waits for its free seats before it expires (docs/players.md "The life of a match"; default 14). */
  expireDays: z.number().int('must be a whole number of days').min(MIN_EXPIRE_DAYS, `at least ${MIN_EXPIRE_DAYS}`).max(MAX_EXPIRE_DAYS, `at most ${MAX_EXPIRE_DAYS}`).optional(),
  /** Deadlines missed in a row after which a seat is offered to a replacement (0: never, the default). */
  replaceAfterMisses: z.number().int('must be a whole number').min(0).max(MAX_REPLACE_AFTER_MISSES, `at most ${MAX_REPLACE_AFTER_MISSES}`).optional(),
  /** The reliability (percent of deadlines met over the last year) a player needs to join; a player with too little history may (docs/_incoming/reliability.md). */
  minReliability: z.number().int('must be a whole percent').min(0).max(100, 'at most 100').optional(),
  /** Bot accounts may join (default); false: the table refuses them (docs/bots.md "Bot accounts"). */
  botAccounts: z.boolean().optional(),
  timer: z.object({
    moveSeconds: timerSeconds,
    /** Seconds per kind of wait (the game's timerKinds, e.g. Rising Sun's "tea" or "bid"). */
    perKind: z.record(z.string(), timerSeconds).optional(),
  }).strict().nullable().optional(),
}).strict();

export type CreateMatchBody = z.infer<typeof createMatchBody>;

/** The checks POST /api/matches makes beyond the body's shape, then the match object creates it. */
export async function createMatchFor(env: Env, origin: string, user: User, body: CreateMatchBody, revocations?: Revocations): Promise<Outcome<MatchSnapshot> | { ok: false; error: ApiError; status: 400 }> {
  const bad = (message: string) => ({ ok: false as const, error: apiError('bad_request', message), status: 400 as const });
  const game = getGame(body.game);
  if (!game) return bad(`game: unknown game "${body.game}" (known: ${Object.keys(GAMES).join(', ')}).`);
  if (body.players < game.minPlayers || body.players > game.maxPlayers) return bad(`players: ${game.id} is for ${game.minPlayers} to ${game.maxPlayers} players.`);
  if (body.timer && body.schedule) return bad('schedule: choose a move timer or a schedule, not both.');
  const kinds = (game.timerKinds ?? []).map((k) => k.key);
  const unknownKind = Object.keys(body.timer?.perKind ?? {}).find((k) => !kinds.includes(k));
  if (unknownKind) return bad(`timer.perKind.${unknownKind}: ${game.id} has ${kinds.length ? `these kinds of wait: ${kinds.join(', ')}` : 'no kinds of wait'}.`);
  if (body.botAccounts === false && user.bot) return bad('botAccounts: a bot account cannot open a table that refuses bot accounts.');
  const badBots = checkBotSeats(body.bots ?? [], body.players, !body.referee);
  if (badBots) return bad(badBots);
  let options = body.options;
  if (body.corrections) {
    const saved = await loadCorrectionSet(env.DB, body.corrections);
    if (!saved) return bad(`corrections: no correction set "${body.corrections}".`);
    if (saved.game !== game.id) return bad(`corrections: set "${body.corrections}" is for ${saved.game}, not ${game.id}.`);
    if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options))) return bad('options: must be an object.');
    // The set is copied into the match: its moves never read D1, and its export replays alone.
    options = { ...(options as object | undefined), corrections: { ...saved.set, id: body.corrections } };
  }
  const parsed = game.parseOptions(options, body.players);
  if (!parsed.ok) return bad(`${parsed.field}: ${parsed.message}`);
  const id = randomHex(8);
  // At least 128 random bits; its SHA-256 is published now, the seed itself at the end.
  const seed = randomHex(32);
  const isPublic = body.public ?? false;
  // A match whose other seats are all the bot's starts at once: it never waits open, so takes no place.
  const claims = !fullAtCreation(body.bots ?? [], body.players, !body.referee);
  if (claims && !(await claimOpenPlace(env.DB, user.id, id, isPublic))) return { ok: false, error: openMatchLimit(isPublic) };
  try {
    return await matchRoom(env, id).create({
      id, game: game.id, players: body.players, options: parsed.options,
      moveSeconds: body.timer?.moveSeconds ?? null, timerPerKind: body.timer?.perKind ?? null, schedule: body.schedule ?? null, seed, seedHash: await sha256Hex(seed), creator: user,
      referee: body.referee ?? false, rated: (body.rated ?? true) && !body.bots?.length, bots: body.bots ?? [], botLevel: body.botLevel ?? 'easy', public: isPublic, tableLang: body.lang ?? 'en',
      origin, creatorMail: await mailOn(env.DB, user.id), creatorPush: await pushOn(env.DB, user.id),
      absenceDays: body.absenceDays ?? DEFAULT_ABSENCE_DAYS,
      expireDays: body.expireDays ?? DEFAULT_EXPIRE_DAYS, replaceAfterMisses: body.replaceAfterMisses ?? 0,
      ...(body.minReliability ? { minReliability: body.minReliability } : {}),
      ...(body.botAccounts === false ? { noBotAccounts: true as const } : {}),
    }, await absencePush(env.DB, user.id), revocations);
  } finally {
    // Made or not, the claim has done its work: the match's own row counts from now on.
    if (claims) await env.DB.prepare('DELETE FROM open_match_claims WHERE match_id = ? OR created_at < ?').bind(id, Date.now() - CLAIM_TTL_MS).run();
  }
}

/**
 * Take a free seat (or, with `seat`, a seat left by its player: a replacement): the object serializes
 * joins, so of two callers racing for the last seat one gets match_full (seat_taken for a named seat).
 */
export async function joinMatch(env: Env, matchId: string, user: User, caller: Caller, seat?: number): Promise<Outcome<MatchSnapshot>> {
  // The joiner's reliability, for a table that asks for a minimum (the object reads no D1).
  const { share } = await reliabilityOf(env.DB, user.id);
  return matchRoom(env, matchId).join(user, caller, await mailOn(env.DB, user.id), await pushOn(env.DB, user.id), await absencePush(env.DB, user.id), seat, share);
}
