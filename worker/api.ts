/**
 * The public HTTP API (docs/api.md), one module per resource, the way the lobby, ratings, mail,
 * push and profiles already were: this file only sets what every route shares (errors, body limits,
 * the origin guard and the session, rate limits) and mounts the modules.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { GAMES } from './games/registry';
import { reliabilityApi } from './reliability/figures';
import { interactionsApp } from './discord/interactions';
import { discordLinkApi } from './discord/link-routes';
import { apiError } from './errors';
import { bodyLimits } from './http/limits';
import { unmatchedRoutes } from './http/routes';
import { rateLimits } from './http/rate-limit';
import { sessionAndOrigin } from './http/session';
import { accountsApi } from './accounts/routes';
import { tokensApi } from './tokens/routes';
import { botAccountApi } from './accounts/bot-account';
import { mailApi } from './mail/account';
import { ratingsApi } from './ratings/routes';
import { lobbyApi } from './lobby/routes';
import { watchApi } from './lobby/watch';
import { profilesApi } from './profiles/routes';
import { absencesApi } from './absences/routes';
import { pushApi } from './push/api';
import { correctionsApi } from './corrections/routes';
import { matchesApi } from './matches/routes';
import { refereeApi } from './matches/referee-routes';
import { talkApi } from './matches/talk-routes';
import { lifecycleApi } from './matches/lifecycle-routes';
import { waitingBadgeApi } from './matches/waiting-badge';
import { openApiRoutes } from './openapi/routes';
import type { AppEnv } from './http/route-kit';

export { MIN_MOVE_SECONDS, MAX_MOVE_SECONDS } from './lobby/create';

export function createApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.onError((err, c) => {
    if (err instanceof HTTPException && err.status === 400) return c.json(apiError('bad_request', `body: ${err.message}`), 400);
    console.error(err);
    return c.json(apiError('internal', 'Internal error.'), 500);
  });
  api.notFound((c) => c.json(apiError('not_found', `No route ${c.req.method} ${new URL(c.req.url).pathname}.`), 404));

  // Body size and nesting depth, before anything parses a body (Discord's signed bodies excepted).
  api.use('*', bodyLimits({ skip: (path) => path.endsWith('/discord/interactions') }));
  // A mutating request from another site's page is refused; the caller's session (worker/http/session.ts).
  api.use('*', sessionAndOrigin());
  // Every write a script would repeat, per IP or per account (the Rate Limiting binding; worker/http/rate-limit.ts lists them).
  api.use('*', rateLimits());

  api.get('/health', (c) => c.json({ ok: true }));

  // The games and their settings change only with a deploy: browsers may keep them five minutes.
  api.get('/games', (c) =>
    c.json(Object.values(GAMES).map((g) => ({
      id: g.id, name: g.name, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers, options: g.options, defaults: g.defaults ?? {}, timerKinds: g.timerKinds ?? [],
    })), 200, { 'Cache-Control': 'public, max-age=300' }));

  // The machine-readable description: OpenAPI 3.1, each game's moves as JSON Schema (worker/openapi/).
  api.route('/', openApiRoutes());

  // Registration, login, logout, /me.
  api.route('/', accountsApi());
  // Personal API tokens: made, listed and revoked by a login session (worker/tokens/).
  api.route('/', tokensApi());
  // Declaring the account a bot (docs/bots.md "Bot accounts").
  api.route('/', botAccountApi());
  // Ratings: a game's leaderboard, the caller's own ratings.
  api.route('/', ratingsApi());
  // The public lobby and quick play (worker/lobby/).
  api.route('/', lobbyApi());
  api.route('/', watchApi());
  api.route('/', profilesApi());
  // Reliability and completion figures: a game's completion per timer class, a match's players' reliability.
  api.route('/', reliabilityApi());

  // E-mail: address, verification, forgot/reset password, notification settings, unsubscribe, deleting the account.
  api.route('/', mailApi());
  // Correction sets: a group's edition of a game's data, shared by id (worker/corrections/).
  api.route('/', correctionsApi());
  // Web Push: the VAPID key and this user's subscribed browsers.
  api.route('/', pushApi());

  // Absences: declared windows away, told to each running match of the user.
  api.route('/', absencesApi());

  // The header's count of matches waiting for you, as an image (every page, no script needed).
  api.route('/', waitingBadgeApi());

  // Discord: linking an account, and the interactions endpoint (slash commands).
  api.route('/', discordLinkApi());
  api.route('/discord/interactions', interactionsApp());

  // Matches: the index, creating, seats, moves, records; the referee's console; talk and hooks.
  api.route('/', matchesApi());
  api.route('/', refereeApi());
  api.route('/', talkApi());
  // Leaving, cancelling, resigning, ending by agreement, replacement seats (worker/match/lifecycle.ts).
  api.route('/', lifecycleApi());

  // Last: JSON 405 (with Allow) for a known route under another method, JSON 404 for the rest.
  api.all('*', unmatchedRoutes(api, '/api'));

  return api;
}
