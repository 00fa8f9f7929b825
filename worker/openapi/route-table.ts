/**
 * What the OpenAPI description says of each route beyond what the route's own code gives it: a
 * summary, the answer's status and shape, the query parameters a handler reads itself, and whether a
 * login is needed. Request bodies are NOT here: they come from the validator each route runs
 * (worker/http/route-kit.ts `validate`), read off the live app (worker/openapi/document.ts).
 * Keys are `METHOD /api/path` as the app registers them; test/worker/openapi.test.ts fails on a route
 * of the app missing here (or one here the app no longer has).
 */
import { z } from 'zod';
import * as A from './answers';

export interface RouteInfo {
  summary: string;
  /** Longer words; docs/api.md has the rest. */
  description?: string;
  /** The success status (200 unless said). */
  status?: number;
  /** Other success statuses with the same answer (quick play: 200 seated, 201 a new match). */
  alsoStatus?: number[];
  /** The success answer: a JSON shape, or a media type that is not JSON. */
  answer: z.ZodType | A.NotJson;
  /** Query parameters the handler reads (all strings on the wire). */
  query?: Record<string, { description: string; required?: boolean }>;
  /** A logged-in caller (session cookie or bearer token) is needed. */
  auth?: boolean;
  /** For routes that check their body themselves (not with `validate`): the shape it must have. */
  body?: z.ZodType;
  /** A route outside the API's error vocabulary (oEmbed's own `{error: {code, message}}`). */
  errorAnswer?: z.ZodType;
  /** Error codes worth naming for this route (every route may also answer the common ones). */
  errors?: string[];
}

const list = <T extends z.ZodType>(of: T) => z.array(of);
const obj = (shape: z.ZodRawShape) => z.looseObject(shape);
const page50 = { before: { description: 'The cursor `next` of the previous page.' } };

export const ROUTES: Record<string, RouteInfo> = {
  'GET /api/health': { summary: 'Liveness', answer: obj({ ok: z.literal(true) }) },
  'GET /api/games': { summary: 'The games, their options and settings', answer: list(A.gameInfo) },
  'GET /api/openapi.json': { summary: 'This description (OpenAPI 3.1)', answer: obj({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
  'GET /api/games/:game/moves.schema.json': {
    summary: "A game's moves as JSON Schema, and its view's top-level fields",
    description: "Generated from the game's own move schema: a move that does not validate is refused by the server (400/422) before any rule reads it; one that validates may still be illegal now (the rules decide). `$defs.view` describes the top-level fields of the game's view (GET /api/matches/{id}, `view`).",
    answer: obj({ $schema: z.string(), $id: z.string(), oneOf: z.array(z.unknown()), $defs: obj({ view: z.unknown() }) }), errors: ['not_found'],
  },
  'POST /api/auth/register': { summary: 'Create an account', status: 201, answer: A.auth, errors: ['username_taken', 'rate_limited'] },
  'POST /api/auth/login': { summary: 'Log in', answer: A.auth, errors: ['bad_credentials', 'rate_limited'] },
  'POST /api/auth/logout': { summary: 'End this session everywhere', answer: A.ok },
  'GET /api/me': { summary: 'The caller', answer: A.me, auth: true },
  'POST /api/me/tokens': {
    summary: 'Make a personal API token (shown once)', status: 201, auth: true,
    description: 'Needs the login session (a token cannot make tokens). The answer carries `token` once; it is never shown again. Scopes: read, play, chat, manage.',
    answer: obj({ token: z.string(), id: z.string(), name: z.string(), scopes: list(z.string()), createdAt: z.number(), expiresAt: z.number() }),
    errors: ['token_limit', 'token_not_allowed', 'rate_limited'],
  },
  'GET /api/me/tokens': {
    summary: "The caller's personal API tokens (never the tokens themselves)", auth: true,
    answer: obj({ tokens: list(obj({ id: z.string(), name: z.string(), scopes: list(z.string()), createdAt: z.number(), expiresAt: z.number(), lastUsedAt: z.number().nullable() })), limit: z.number().int(), scopes: list(z.string()) }),
  },
  'DELETE /api/me/tokens/:id': { summary: 'Revoke a personal API token (refused at once everywhere)', answer: A.ok, auth: true, errors: ['not_found'] },
  'POST /api/me/bot': {
    summary: 'Make the account a bot account, for good', auth: true,
    description: 'Needs the login session and `confirm` equal to the username; refused while the account sits in an open or running match.',
    answer: obj({ ok: z.literal(true), botSince: z.number() }), errors: ['already_bot'],
  },
  'POST /api/discord/link-code': { summary: 'A one-time code to link a Discord account', status: 201, answer: obj({ code: z.string(), expiresAt: z.number(), command: z.string() }), auth: true },
  'DELETE /api/discord/link': { summary: 'Unlink the Discord account', answer: A.ok, auth: true },
  'POST /api/discord/interactions': { summary: "Discord's interactions endpoint (signed by Discord)", answer: obj({ type: z.number() }), body: obj({ type: z.number() }), errors: ['unauthenticated', 'not_found'] },
  'PUT /api/me/email': { summary: 'Set or change the e-mail address', answer: A.mailEmail, auth: true, errors: ['wrong_password', 'rate_limited'] },
  'POST /api/me/email/resend': { summary: 'Mail a new verification link', answer: A.mailEmail, auth: true },
  'DELETE /api/me/email': { summary: 'Remove the e-mail address', answer: A.mailEmail, auth: true, errors: ['wrong_password'] },
  'POST /api/auth/verify-email': { summary: 'Verify an address with its mailed token', answer: A.mailEmail, errors: ['invalid_token'] },
  'POST /api/auth/forgot': { summary: 'Mail a password-reset link', answer: obj({ ok: z.boolean(), message: z.string() }) },
  'POST /api/auth/reset': { summary: 'Set a new password with a mailed token', answer: A.ok, errors: ['invalid_token'] },
  'PUT /api/me/notifications': { summary: 'Notification settings', answer: A.notifications, auth: true },
  'GET /api/me/notifications/:matchId': { summary: "A match's override of the notification settings", answer: obj({ override: z.unknown() }), auth: true },
  'PUT /api/me/notifications/:matchId': { summary: "Set a match's override", answer: obj({ override: z.unknown() }), auth: true },
  'DELETE /api/me/notifications/:matchId': { summary: "Remove a match's override", answer: obj({ override: z.unknown() }), auth: true },
  'GET /api/mail/unsubscribe': { summary: 'The one-button unsubscribe page', answer: 'html', query: { t: { description: 'The signed token of the mail.', required: true } } },
  'POST /api/mail/unsubscribe': { summary: 'Unsubscribe (RFC 8058 one-click)', answer: obj({ ok: z.boolean(), scope: z.unknown() }), query: { t: { description: 'The signed token of the mail.', required: true } }, errors: ['invalid_token', 'rate_limited'] },
  'GET /api/push/key': { summary: 'The VAPID public key', answer: obj({ publicKey: z.string().nullable() }) },
  'GET /api/me/push': { summary: "The caller's subscribed browsers", answer: obj({ devices: z.number().int(), endpoints: z.array(z.unknown()) }), auth: true },
  'POST /api/me/push': { summary: 'Subscribe a browser to Web Push', status: 201, answer: obj({ endpoint: z.string(), devices: z.number().int() }), auth: true },
  'DELETE /api/me/push': { summary: 'Unsubscribe a browser', answer: obj({ removed: z.boolean(), devices: z.number().int() }), auth: true },
  'DELETE /api/me': { summary: 'Delete the account', answer: obj({ ok: z.boolean() }), auth: true },
  'GET /api/debug/mail': { summary: 'The local mail capture (404 unless enabled)', answer: z.unknown(), query: { to: { description: 'An address.' } } },
  'GET /api/debug/mail/view': { summary: 'The local mail capture as HTML (404 unless enabled)', answer: 'html', query: { to: { description: 'An address.' } } },
  'GET /api/me/absences': { summary: "The caller's absences not yet over", answer: obj({ absences: list(A.absence), maxDays: z.number(), maxCount: z.number() }), auth: true },
  'POST /api/me/absences': { summary: 'Declare an absence', status: 201, answer: A.absenceChange.extend({ absence: A.absence }), auth: true, errors: ['absence_order', 'absence_past', 'absence_too_long', 'absence_overlap', 'absence_limit'] },
  'PUT /api/me/absences/:id': { summary: 'Change an absence', answer: A.absenceChange.extend({ absence: A.absence }), auth: true, errors: ['absence_over'] },
  'DELETE /api/me/absences/:id': { summary: 'Remove an absence', answer: A.absenceChange.extend({ ok: z.boolean() }), auth: true, errors: ['absence_over'] },
  'GET /api/me/waiting.svg': { summary: 'The number of matches waiting for the caller, as an image', answer: 'svg' },
  'POST /api/matches': { summary: 'Create a match', status: 201, answer: A.match, auth: true, errors: ['open_match_limit', 'rate_limited'] },
  'GET /api/matches': { summary: "The caller's matches", answer: list(A.matchRow), auth: true },
  'GET /api/matches/:id': { summary: 'A match', answer: A.match, errors: ['not_found'] },
  'GET /api/matches/:id/page': { summary: 'Everything the match page draws, in one call', answer: A.page },
  'POST /api/matches/:id/join': { summary: 'Take the first free seat', answer: A.match, auth: true, errors: ['match_full', 'already_seated', 'left_match', 'reliability_too_low', 'not_invited'] },
  'POST /api/matches/:id/seats/:seat/bot': { summary: 'Seat the bot (the creator)', answer: A.match, auth: true, errors: ['not_creator', 'seat_taken'] },
  'POST /api/matches/:id/seats/:seat/handover': { summary: "Hand a bot's seat to a person (the creator)", answer: A.match, auth: true, errors: ['not_creator'] },
  'POST /api/matches/:id/leave': { summary: 'Leave an open match', answer: A.match, auth: true, errors: ['not_open'] },
  'POST /api/matches/:id/cancel': { summary: 'Cancel (the creator before the start, the referee after)', answer: A.match, auth: true, errors: ['not_creator', 'not_referee', 'not_open'] },
  'POST /api/matches/:id/resign': { summary: 'Resign', answer: A.match, auth: true, errors: ['stale_version'] },
  'POST /api/matches/:id/end': { summary: 'Propose, accept or refuse an end by agreement', answer: A.match, auth: true, errors: ['no_proposal', 'proposal_pending', 'not_open', 'stale_version'] },
  'POST /api/matches/:id/seats/:seat/take': { summary: 'Take a seat looking for a player', answer: A.match, auth: true, errors: ['left_match', 'already_seated', 'seat_taken', 'not_open', 'reliability_too_low'] },
  'GET /api/lobby/replacements': { summary: 'Seats looking for a player', answer: obj({ seats: z.array(z.unknown()) }), query: { game: { description: 'A game id.' }, lang: { description: 'en, fr or de.' }, rated: { description: 'true or false.' } } },
  'GET /api/lobby': {
    summary: 'Open public matches with a free seat', answer: obj({ matches: list(A.lobbyRow), next: z.string().nullable() }),
    query: { game: { description: 'A game id.' }, players: { description: 'A number of players.' }, rated: { description: 'true or false.' }, lang: { description: 'en, fr or de.' }, timer: { description: 'moves, calendar or none.' }, ...page50 },
    description: 'Also `opt.<key>=<value>` for a game option (with `game`).',
  },
  'POST /api/lobby/quick': { summary: 'Quick play: a seat in an open match, or a new one', answer: obj({ match: A.match, created: z.boolean() }), alsoStatus: [201], auth: true, description: '200 when seated in an open match, 201 when a new match was opened.', errors: ['open_match_limit', 'rate_limited'] },
  'GET /api/lobby/live': { summary: 'Public matches in play', answer: obj({ matches: z.array(z.unknown()) }), query: { game: { description: 'A game id.' } } },
  'GET /api/users/:name/profile': { summary: "A player's profile", answer: obj({ username: z.string(), since: z.number() }), errors: ['not_found', 'unauthenticated'] },
  'GET /api/me/profile': { summary: "The caller's profile settings", answer: A.profileSettings, auth: true },
  'PATCH /api/me/profile': { summary: 'Change the profile settings', answer: A.profileSettings, auth: true },
  'GET /api/me/ratings': { summary: "The caller's ratings", answer: obj({ ratings: list(A.rating) }), auth: true },
  'GET /api/games/:game/leaderboard': { summary: "A game's leaderboard", answer: obj({ game: z.string(), players: z.array(z.unknown()) }), query: { limit: { description: '1 to 50.' } } },
  'GET /api/matches/:id/ratings': { summary: 'What a rated match did to its players\u2019 ratings', answer: obj({ ratings: z.array(z.unknown()) }) },
  'GET /api/games/:game/completion': { summary: "A game's completion per timer class", answer: A.completion, errors: ['not_found'] },
  'GET /api/matches/:id/reliability': { summary: "The reliability of a match's players", answer: obj({ seats: z.array(z.unknown()) }) },
  'POST /api/corrections': { summary: 'Save a correction set', status: 201, answer: A.correctionSet, auth: true, errors: ['correction_limit', 'rate_limited'] },
  'GET /api/corrections/:id': { summary: 'A correction set', answer: A.correctionSet, errors: ['not_found'] },
  'DELETE /api/corrections/:id': { summary: 'Delete one of the caller\u2019s correction sets', answer: obj({ deleted: z.string() }), auth: true, errors: ['not_found'] },
  'GET /api/corrections': { summary: "A game's correction sets", answer: z.unknown(), query: { game: { description: 'A game id.', required: true } } },
  'POST /api/matches/:id/rematch': { summary: 'Offer or accept the rematch', answer: A.match, auth: true, errors: ['not_finished', 'not_a_player', 'rematch_declined'] },
  'POST /api/matches/:id/rematch/decline': { summary: 'Decline the rematch', answer: obj({ declinedBy: z.string().nullable() }), auth: true, errors: ['not_finished', 'not_open', 'not_a_player'] },
  'GET /api/matches/:id/moves': { summary: "The caller's legal moves now", answer: z.array(z.looseObject({ type: z.string() })), description: 'Each validates against GET /api/games/{game}/moves.schema.json.' },
  'POST /api/matches/:id/moves': {
    summary: 'Play a move', answer: A.moveAnswer, auth: true, errors: ['not_your_turn', 'stale_version', 'illegal_move', 'not_a_player', 'paused', 'rate_limited'],
    description: "`move` must validate against the game's GET /api/games/{game}/moves.schema.json. The answer's `version` and the socket's `update` carry the same version numbers: keep the higher (docs/api.md, WebSocket protocol).",
  },
  'GET /api/matches/:id/ping': { summary: 'A no-op round trip into the match object', answer: obj({ ok: z.boolean(), version: z.number() }) },
  'GET /api/debug/d1': { summary: 'D1 round-trip counters (404 unless TENKA_DEBUG=1)', answer: obj({ worker: z.unknown() }), query: { match: { description: 'A match id.' } } },
  'GET /api/matches/:id/log': { summary: "The match's log", answer: list(A.logEntry), query: { after: { description: 'A version: entries after it.' }, limit: { description: '1 to 1000.' } } },
  'GET /api/matches/:id/history/:step': { summary: 'The view after a step (replay)', answer: obj({ step: z.number().int(), version: z.number().int(), view: z.unknown() }), query: { as: { description: 'A seat: its own view.' } }, errors: ['seat_view_private'] },
  'GET /api/matches/:id/summary': { summary: 'A finished match in figures', answer: A.summary, errors: ['not_finished'] },
  'GET /api/matches/:id/card.png': { summary: "A finished match's preview card", answer: 'png' },
  'GET /api/matches/:id/export': { summary: 'The export of a finished match', answer: A.exportFile, errors: ['not_finished'] },
  'GET /api/matches/:id/archive': { summary: 'The export, from the archive', answer: A.exportFile, errors: ['not_found'] },
  'GET /api/matches/:id/ws': { summary: "The match's WebSocket (docs/api.md, WebSocket protocol)", status: 101, answer: 'socket', errors: ['forbidden_origin'] },
  'GET /api/matches/:id/referee': { summary: "The referee's console", answer: obj({ refereeMoves: z.array(z.unknown()), canPreview: z.boolean(), canChangeOptions: z.boolean() }), auth: true, errors: ['not_referee'] },
  'POST /api/matches/:id/referee': {
    summary: "A referee's action", answer: z.unknown(), auth: true, errors: ['not_referee', 'stale_version'],
    body: obj({ action: z.enum(['pause', 'resume', 'extend', 'resolve', 'preview', 'replace', 'options', 'move', 'spectators']), version: z.number().int().optional() }),
  },
  'GET /api/matches/:id/messages': { summary: 'The messages the caller may read', answer: list(A.message), query: { after: { description: 'A message id.' }, limit: { description: 'How many.' } } },
  'POST /api/matches/:id/messages': { summary: 'Post a message', status: 201, answer: A.message, auth: true, errors: ['rate_limited'] },
  'POST /api/matches/:id/seen': { summary: "Mark what the caller's seat has seen", answer: obj({ version: z.number().int(), message: z.unknown() }), auth: true },
  'POST /api/matches/:id/mail-tags/revoke': {
    summary: "Revoke the caller's seat's reply addresses (play by mail)",
    description: 'Every reply address sent for the seat so far stops working; the next turn mail carries a new one. See docs/play-by-mail.md.',
    answer: obj({ generation: z.number().int() }), auth: true, errors: ['not_a_player', 'rate_limited'],
  },
  'GET /api/matches/:id/hooks': { summary: "The match's notification hooks (the creator)", answer: list(A.hook), auth: true },
  'POST /api/matches/:id/hooks': { summary: 'Add a hook (the creator)', status: 201, answer: A.hook, auth: true },
  'DELETE /api/matches/:id/hooks/:hookId': { summary: 'Remove a hook (the creator)', answer: z.unknown(), auth: true },
  'GET /oembed': {
    summary: 'oEmbed for a rule page', answer: A.oembed,
    errorAnswer: obj({ error: obj({ code: z.string(), message: z.string() }) }).meta({ description: "oEmbed's errors: `{error: {code, message}}` (not the API's `{error, message}`)." }),
    query: { url: { description: 'A rule page of this site.', required: true }, format: { description: 'json.' }, maxwidth: { description: 'Pixels.' }, maxheight: { description: 'Pixels.' } },
  },
};
