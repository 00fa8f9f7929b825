/**
 * The shapes of the API's answers, for the OpenAPI description (worker/openapi/document.ts) and for
 * the worker tests that check every answer they meet against it (test/worker/openapi-check.ts).
 * Objects are open (`looseObject`): a field added later is an addition, never a break (docs/api.md,
 * "Extensions"); the fields named here are the ones a client may rely on, with their types.
 */
import { z } from 'zod';
import { STATUS, type ErrorCode } from '../errors';
import { LANGS } from '../engine/contract';

const seat = z.number().int().min(0).meta({ description: 'A seat number, from 0.' });
const ms = z.number().meta({ description: 'Milliseconds since the epoch.' });
const lang = z.enum(LANGS);
const localized = z.looseObject({ en: z.string(), fr: z.string(), de: z.string() });

/** Every error: `{error, message}` and, for some codes, more (`rule` and `code` of a refused move, `version`, `retryAfter`, …). */
export const errorAnswer = z.looseObject({
  error: z.enum(Object.keys(STATUS) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  rule: z.string().optional().meta({ description: 'A refused move: the id of the rule that refused it.' }),
  retryAfter: z.number().optional().meta({ description: '429: seconds to wait (also in `Retry-After`).' }),
}).meta({ title: 'Error', description: 'Every error answer. The codes and their statuses are in worker/errors.ts and docs/api.md, "Errors".' });

export const ok = z.looseObject({ ok: z.boolean() });
export const user = z.looseObject({ id: z.string(), username: z.string() }).meta({ title: 'User' });
export const auth = z.looseObject({ user, token: z.string().meta({ description: 'A bearer token for `Authorization: Bearer <token>` (the same session as the cookie).' }) });

export const gameInfo = z.looseObject({
  id: z.string(), name: localized, minPlayers: z.number().int(), maxPlayers: z.number().int(),
  options: z.array(z.looseObject({ key: z.string(), kind: z.string() })),
  defaults: z.looseObject({
    referee: z.boolean().optional(), schedule: z.unknown().optional(), spectate: z.unknown().optional(),
  }).meta({ description: 'How matches of this game are usually run, to preselect a create form: `referee` (a referee seat), `schedule` (calendar deadlines rather than a move timer, as `schedule` of POST /api/matches without the time zone), `spectate` (who may watch: `{mode: "live"|"delayed"|"forbidden", phases?}`). `{}` when the game has no preference.' }),
  timerKinds: z.array(z.looseObject({ key: z.string(), label: localized })).meta({ description: 'The kinds of wait that may have a timer of their own (`timer.perKind` of POST /api/matches, keyed by `key`); `[]` for a game with one timer for every wait.' }),
}).meta({ title: 'Game' });

const email = z.looseObject({ address: z.string(), verified: z.boolean() }).nullable();
export const me = z.looseObject({ user, discord: z.looseObject({ linked: z.boolean() }), email, lang, notifications: z.unknown() });

const matchStatus = z.enum(['open', 'active', 'finished', 'cancelled', 'expired']);
export const match = z.looseObject({
  id: z.string(), game: z.string(), status: matchStatus, version: z.number().int(), players: z.number().int(),
  options: z.unknown(),
  moveSeconds: z.number().nullable().meta({ description: 'Seconds per move of the move timer; null without one.' }),
  timerPerKind: z.record(z.string(), z.number()).nullable().meta({ description: 'Seconds per wait of each kind that has its own timer (keys from `timerKinds` of GET /api/games); a kind not listed waits `moveSeconds`. null: one timer for every wait.' }),
  schedule: z.unknown(),
  seats: z.array(z.looseObject({ seat, username: z.string().nullable(), botAccount: z.literal(true).optional().meta({ description: 'A seat held by a bot account (docs/bots.md "Bot accounts"); only beside a name the caller may read.' }) })),
  you: z.unknown(), awaiting: z.array(seat), deadline: z.number().nullable(), paused: z.boolean(),
  view: z.unknown().meta({ description: "The game's view for this caller (its shape: GET /api/games/{game}/moves.schema.json, `view`)." }),
  seedHash: z.string(), rated: z.boolean(), public: z.boolean(), lang, createdAt: ms,
  bots: z.array(seat), handOver: z.array(seat), youCreated: z.boolean(),
  botLevel: z.enum(['easy', 'medium', 'hard']).meta({ description: 'How strongly the bot seats play: `easy` the quick heuristic bot, `medium` and `hard` the search bot with a larger budget (docs/bots.md). Set by `botLevel` of POST /api/matches; `easy` when absent.' }),
  ending: z.unknown(), proposal: z.unknown(), can: z.looseObject({ leave: z.boolean(), cancel: z.boolean(), resign: z.boolean() }),
}).meta({ title: 'Match', description: 'A match as its caller may see it (docs/api.md, GET /api/matches/:id).' });

export const matchRow = z.looseObject({ id: z.string(), game: z.string(), status: matchStatus, players: z.number().int(), version: z.number().int() });
export const moveAnswer = z.looseObject({ version: z.number().int(), events: z.array(z.unknown()) });
export const logEntry = z.looseObject({ index: z.number().int(), seat: z.number().int().nullable(), by: z.string(), at: z.number(), events: z.array(z.unknown()) });
export const message = z.looseObject({ id: z.union([z.string(), z.number()]), at: z.number(), from: z.number().int().nullable(), text: z.string() });
export const page = z.looseObject({ match, log: z.array(logEntry), messages: z.array(message), legal: z.array(z.unknown()), referee: z.unknown(), user: user.nullable() });
export const hook = z.looseObject({ id: z.string(), kind: z.enum(['discord', 'webhook']), status: z.string() });
export const absence = z.looseObject({ id: z.string(), from: z.string(), to: z.string(), timeZone: z.string(), mode: z.enum(['extend', 'standin']) });
export const absenceChange = z.looseObject({ matches: z.looseObject({ told: z.number(), failed: z.number() }) });
export const lobbyRow = z.looseObject({ id: z.string(), game: z.string(), players: z.number().int(), seatsTaken: z.number().int(), rated: z.boolean(), lang, createdBy: z.string().nullable(), createdAt: ms });
export const profileSettings = z.looseObject({ visibility: z.enum(['public', 'users', 'hidden']), showRatings: z.boolean(), showHistory: z.boolean(), favourites: z.array(z.string()) });
export const rating = z.looseObject({ game: z.string(), rating: z.number(), rd: z.number(), games: z.number().int(), provisional: z.boolean() });
export const correctionSet = z.looseObject({ id: z.string(), game: z.string() });
export const mailEmail = z.looseObject({ email: email, verificationSent: z.boolean().optional() });
export const notifications = z.looseObject({ lang, notifications: z.unknown() });
export const exportFile = z.looseObject({ format: z.literal('tenka-match-export/1'), id: z.string(), game: z.string(), seedHash: z.string(), moves: z.array(z.unknown()) });
export const summary = z.looseObject({ game: z.string(), steps: z.number().int(), series: z.array(z.unknown()), moments: z.array(z.unknown()) });
export const completion = z.looseObject({ game: z.string(), classes: z.array(z.looseObject({ timer: z.enum(['moves', 'calendar', 'none']), started: z.number().int(), finished: z.number().int() })).length(5) });
export const oembed = z.looseObject({ version: z.literal('1.0'), type: z.literal('rich'), provider_name: z.string(), html: z.string(), width: z.number(), height: z.number() });

/** Answers that are not JSON, by media type. */
export const NOT_JSON = { html: 'text/html', svg: 'image/svg+xml', png: 'image/png', socket: 'websocket' } as const;
export type NotJson = keyof typeof NOT_JSON;
