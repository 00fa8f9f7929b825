/**
 * The public HTTP API (documented in the README): accounts, the match index and the per-match
 * routes, which are forwarded to the match's Durable Object. Bodies are validated with zod at
 * the edge; a malformed request gets 400 and a message naming the field.
 */
import { Hono, type Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { drizzle } from 'drizzle-orm/d1';
import { eq } from 'drizzle-orm';
import { GAMES } from './games/registry';
import { discordLinkCodes, discordLinks, users } from './db/schema';
import type { Move } from './engine/contract';
import { listMatchesFor } from './matches-index';
import { interactionsApp } from './discord/interactions';
import { discordDmConfigured } from './push/discord-dm';
import { checkPassword, createSession, createUser, deleteSession, randomHex, sessionForToken, sha256Hex, SESSION_COOKIE, SESSION_DAYS, } from './auth';
import { apiError, errorResponse, STATUS, type ApiError } from './errors';
import type { User } from './env';
import { matchRoom, type Caller, type Outcome } from './match/room';
import type { RematchPlan } from './match/rematch';
import type { MatchSnapshot } from './match/types';
import { gunzipText } from './match/archive';
import { d1Stats } from './db/guard';
import { checkHookUrl } from './notify/hook-url';
import { bodyLimits } from './http/limits';
import { unmatchedRoutes } from './http/routes';
import { rateLimits } from './http/rate-limit';
import { initMail, mailApi, mailOn, mailSummary } from './mail/account';
import { ratingsApi } from './ratings/routes';
import { createMatchBody, createMatchFor, joinMatch } from './lobby/create';
import { lobbyApi } from './lobby/routes';
import { watchApi } from './lobby/watch';
import { profilesApi } from './profiles/routes';
import { matchCard } from './http/match-card';
import { absencesApi } from './absences';
import { waitingBadgeApi } from './waiting-badge';
import { pushApi, syncPush } from './push/api';
import { correctionsApi } from './corrections/routes';
import { openUser, validate, type AppEnv } from './http/route-kit';
import { nameShown, readerOf, type PrivacyCols } from './profiles/privacy';

export { MIN_MOVE_SECONDS, MAX_MOVE_SECONDS } from './lobby/create';

const credentials = z.object({
  username: z.string().min(3, 'at least 3 characters').max(24, 'at most 24 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "_" and "-" only'),
  password: z.string().min(8, 'at least 8 characters').max(200, 'at most 200 characters'),
}).strict();

const submitMove = z.object({
  move: z.object({ type: z.string().min(1) }).passthrough(),
  version: z.number().int().min(0),
}).strict();

const matchId = /^[0-9a-f]{16}$/;

/** The version an action acts on: a repeat (double click, a race with the alarm) gets 409 instead of applying twice. */
const actsOn = z.number().int().min(0);
const refereeBody = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['pause', 'resume']), version: actsOn.optional() }).strict(),
  z.object({ action: z.literal('preview') }).strict(),
  z.object({ action: z.literal('resolve'), version: actsOn }).strict(),
  z.object({ action: z.literal('extend'), until: z.number().int(), version: actsOn.optional() }).strict(),
  z.object({ action: z.literal('replace'), seat: z.number().int(), username: z.string().min(1).max(24), version: actsOn.optional() }).strict(),
  z.object({ action: z.literal('options'), options: z.unknown(), reason: z.string().trim().min(3, 'say why (at least 3 characters)').max(500), version: actsOn.optional() }).strict(),
  z.object({ action: z.literal('move'), move: z.object({ type: z.string().min(1) }).passthrough(), version: actsOn }).strict(),
  // `phases` (1-10) with "delayed": checked by the match (spectators.ts checkPolicy).
  z.object({ action: z.literal('spectators'), mode: z.enum(['live', 'delayed', 'forbidden']), phases: z.number().int().optional(), version: actsOn.optional() }).strict(),
]);

const messageBody = z.object({
  text: z.string().trim().min(1, 'must not be empty').max(2000, 'at most 2000 characters'),
  to: z.array(z.number().int()).max(10).nullable().optional(),
}).strict();

const seenBody = z.object({
  version: z.number().int().min(0).max(1e9),
  message: z.number().int().min(0).max(1e12),
}).strict();

const hookBody = z.object({
  kind: z.enum(['discord', 'webhook']),
  url: z.string().url('must be a URL').max(500),
}).strict();

function outcome<T>(c: Context, res: Outcome<T>, status: 200 | 201 = 200): Response {
  if (!res.ok) return errorResponse(res.error);
  return c.json(res.value as any, status);
}

function requireUser(c: Context<AppEnv>): User | ApiError {
  return c.get('user') ?? apiError('unauthenticated', 'Log in first (session cookie or "Authorization: Bearer <token>").');
}

/** Who calls a match object: the object itself refuses a session ended by a logout. */
function callerOf(c: Context<AppEnv>): Caller {
  const s = c.get('session');
  return { userId: s?.user.id ?? null, sessionId: s?.sessionId ?? null, expiresAt: s?.expiresAt ?? null };
}

/** `?name=` as a whole number, null when absent, NaN when malformed (the object answers 400). */
function intParam(c: Context<AppEnv>, name: string): number | null {
  const raw = c.req.query(name);
  return raw === undefined ? null : /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
}

function isError(x: unknown): x is ApiError {
  return typeof x === 'object' && x !== null && 'error' in x && typeof (x as ApiError).error === 'string' && (x as ApiError).error in STATUS;
}

function sessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true, sameSite: 'Lax', path: '/', secure: new URL(c.req.url).protocol === 'https:',
    maxAge: SESSION_DAYS * 86400,
  });
}

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

  // A mutating request from another site's page is refused (a CSRF guard on top of SameSite=Lax).
  api.use('*', async (c, next) => {
    const origin = c.req.header('Origin');
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && origin && origin !== new URL(c.req.url).origin) {
      return c.json(apiError('forbidden_origin', `Requests from ${origin} may not change anything here.`), 403);
    }
    const bearer = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)$/)?.[1];
    const token = bearer ?? getCookie(c, SESSION_COOKIE) ?? null;
    const session = token ? await sessionForToken(c.env.DB, c.env.SESSION_SECRET, token) : null;
    c.set('token', token);
    c.set('session', session);
    c.set('user', session?.user ?? null);
    await next();
  });

  // Login, registration, messages and moves: per IP and per account (the Rate Limiting binding).
  api.use('*', rateLimits());

  api.get('/health', (c) => c.json({ ok: true }));

  // The games and their settings change only with a deploy: browsers may keep them five minutes.
  api.get('/games', (c) =>
    c.json(Object.values(GAMES).map((g) => ({
      id: g.id, name: g.name, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers, options: g.options, defaults: g.defaults ?? {}, timerKinds: g.timerKinds ?? [],
    })), 200, { 'Cache-Control': 'public, max-age=300' }));

  // ---- accounts ------------------------------------------------------------------------

  api.post('/auth/register', validate(credentials.extend({ lang: z.enum(['en', 'fr', 'de']).optional() }).strict()), async (c) => {
    const { username, password, lang } = c.req.valid('json');
    const db = drizzle(c.env.DB);
    const user = await createUser(db, username, password);
    if (!user) return c.json(apiError('username_taken', `The username "${username}" is taken.`), 409);
    // Mails will be written in the language of the page the account was made on.
    await initMail(c.env.DB, user.id, lang ?? 'en');
    const { token } = await createSession(c.env.DB, c.env.SESSION_SECRET, user);
    sessionCookie(c, token);
    return c.json({ user, token }, 201);
  });

  api.post('/auth/login', validate(credentials), async (c) => {
    const { username, password } = c.req.valid('json');
    const db = drizzle(c.env.DB);
    const user = await checkPassword(db, username, password);
    if (!user) return c.json(apiError('bad_credentials', 'Wrong username or password.'), 401);
    const { token } = await createSession(c.env.DB, c.env.SESSION_SECRET, user);
    sessionCookie(c, token);
    return c.json({ user, token });
  });

  api.post('/auth/logout', async (c) => {
    const session = c.get('session');
    if (session) {
      await deleteSession(c.env.DB, session.sessionId);
      // Every match of the user refuses this session from now on and closes its sockets.
      const rows = await c.env.DB.prepare('SELECT DISTINCT match_id FROM match_seats WHERE user_id = ?').bind(session.user.id).all<{ match_id: string }>();
      await Promise.all(rows.results.map((r) => matchRoom(c.env, r.match_id).revokeSession(session.sessionId, session.expiresAt)));
    }
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ ok: true });
  });

  api.get('/me', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const link = await drizzle(c.env.DB).select().from(discordLinks).where(eq(discordLinks.userId, user.id)).get();
    const mail = await mailSummary(c.env.DB, user.id);
    // Direct messages: "unlinked", "unconfigured" (no bot token here), "blocked" (Discord refused one: link again), "on" or "off" (settings).
    const dm = !link ? 'unlinked' : !discordDmConfigured(c.env) ? 'unconfigured' : link.dmBlockedAt ? 'blocked' : mail.notifications.discord ? 'on' : 'off';
    return c.json({ user, discord: { linked: !!link, dm }, ...mail });
  });

  // Ratings: a game's leaderboard, the caller's own ratings.
  api.route('/', ratingsApi());
  // The public lobby and quick play (worker/lobby/).
  api.route('/', lobbyApi());
  api.route('/', watchApi());
  api.route('/', profilesApi());

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

  // ---- Discord -------------------------------------------------------------------------

  // A one-time code for `/link code:<code>` in Discord (15 minutes; stored hashed).
  api.post('/discord/link-code', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const code = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => alphabet[b % alphabet.length]).join('');
    const expiresAt = Date.now() + 15 * 60_000;
    const db = drizzle(c.env.DB);
    await db.delete(discordLinkCodes).where(eq(discordLinkCodes.userId, user.id));
    await db.insert(discordLinkCodes).values({ codeHash: await sha256Hex(code), userId: user.id, expiresAt });
    return c.json({ code, expiresAt, command: `/link code:${code}` }, 201);
  });

  api.delete('/discord/link', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    await drizzle(c.env.DB).delete(discordLinks).where(eq(discordLinks.userId, user.id));
    // No more DMs: the user's matches stop queueing for them unless a browser still wants pushes.
    await syncPush(c.env, user.id);
    return c.json({ ok: true });
  });

  api.route('/discord/interactions', interactionsApp());

  // ---- matches -------------------------------------------------------------------------

  api.post('/matches', validate(createMatchBody), async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const res = await createMatchFor(c.env, new URL(c.req.url).origin, user, c.req.valid('json'));
    if (!res.ok && 'status' in res) return c.json(res.error, 400);
    return outcome(c, res as Outcome<unknown>, 201);
  });

  api.get('/matches', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    return c.json(await listMatchesFor(c.env.DB, user.id));
  });

  // Every per-match route: a well-formed id, else 404. The match object answers 404 for an id it
  // does not hold (without creating storage), so no D1 lookup sits on a move's path.
  const knownMatch = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (!matchId.test(c.req.param('id')!)) return c.json(apiError('not_found', 'No such match.'), 404);
    await next();
  };
  api.use('/matches/:id', knownMatch);
  api.use('/matches/:id/*', knownMatch);
  const room = (c: Context<AppEnv>) => matchRoom(c.env, c.req.param('id')!);

  api.get('/matches/:id', async (c) => outcome(c, await room(c).snapshot(callerOf(c)) as Outcome<unknown>));

  // The match page's first load: snapshot, log, messages, legal moves and console in one call.
  api.get('/matches/:id/page', async (c) => {
    const page = await room(c).page(callerOf(c)) as Outcome<object>;
    const user = c.get('user');
    return outcome(c, page.ok ? { ok: true, value: { ...page.value, user: user ? { id: user.id, username: user.username } : null } } : page);
  });

  api.post('/matches/:id/join', async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    return outcome(c, await joinMatch(c.env, c.req.param('id'), user, callerOf(c)) as Outcome<unknown>);
  });

  // The creator's bot seats (README "Bots at the table"): fill a free seat with the bot, or hand a bot's seat to a person.
  for (const action of ['bot', 'handover'] as const) {
    api.post(`/matches/:id/seats/:seat/${action}`, async (c) => {
      const user = requireUser(c);
      if (isError(user)) return errorResponse(user);
      const seat = c.req.param('seat');
      if (!/^\d{1,2}$/.test(seat)) return c.json(apiError('bad_request', 'seat: a seat number.'), 400);
      return outcome(c, await room(c).botSeat(callerOf(c), action, Number(seat)) as Outcome<unknown>);
    });
  }

  // A rematch: the same game, seats and settings; created once however many ask, started when all accept.
  api.post('/matches/:id/rematch', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const plan = await room(c).planRematch(callerOf(c)) as Outcome<RematchPlan>;
    if (!plan.ok) return errorResponse(plan.error);
    const seed = randomHex(32);
    return outcome(c, await matchRoom(c.env, plan.value.id).acceptRematch(plan.value, user, callerOf(c), { seed, seedHash: await sha256Hex(seed) }, await mailOn(c.env.DB, user.id)) as Outcome<unknown>);
  });

  // Declining closes the offer for everyone; the page says who declined.
  api.post('/matches/:id/rematch/decline', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    // A rematch every player already accepted has started: it is too late to decline it.
    const finished = await room(c).snapshot(callerOf(c)) as Outcome<MatchSnapshot>;
    const rid = finished.ok && !finished.value.rematch?.declinedBy ? finished.value.rematch?.id : undefined;
    if (rid) {
      const next = await matchRoom(c.env, rid).snapshot(null) as Outcome<MatchSnapshot>;
      if (next.ok && next.value.status !== 'open') return errorResponse(apiError('not_open', 'The rematch has already started.'));
    }
    return outcome(c, await room(c).declineRematch(callerOf(c)) as Outcome<unknown>);
  });

  api.get('/matches/:id/moves', async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    return outcome(c, await room(c).legalMoves(callerOf(c)) as Outcome<unknown>);
  });

  api.post('/matches/:id/moves', validate(submitMove), async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    const { move, version } = c.req.valid('json');
    return outcome(c, await room(c).play(callerOf(c), move, version) as Outcome<unknown>);
  });

  // ---- the referee's console -----------------------------------------------------------

  api.get('/matches/:id/referee', async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    return outcome(c, await room(c).refereeConsole(callerOf(c)) as Outcome<unknown>);
  });

  api.post('/matches/:id/referee', validate(refereeBody), async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    const body = c.req.valid('json');
    if (body.action === 'replace') {
      const target = await drizzle(c.env.DB).select({ id: users.id, username: users.username }).from(users).where(eq(users.usernameKey, body.username.toLowerCase())).get();
      if (!target) return c.json(apiError('bad_request', `username: no account "${body.username}".`), 400);
      return outcome(c, await room(c).referee(callerOf(c), { action: 'replace', seat: body.seat, user: target, version: body.version }) as Outcome<unknown>);
    }
    if (body.action === 'move') return outcome(c, await room(c).referee(callerOf(c), { ...body, move: body.move as Move }) as Outcome<unknown>);
    if (body.action === 'spectators') {
      const policy = body.mode === 'delayed' ? { mode: body.mode, phases: body.phases ?? NaN } : { mode: body.mode };
      return outcome(c, await room(c).referee(callerOf(c), { action: 'spectators', policy, version: body.version }) as Outcome<unknown>);
    }
    return outcome(c, await room(c).referee(callerOf(c), body) as Outcome<unknown>);
  });

  // ---- messages -----------------------------------------------------------------------

  api.get('/matches/:id/messages', async (c) => outcome(c, await room(c).messages(callerOf(c), intParam(c, 'after'), intParam(c, 'limit')) as Outcome<unknown>));

  api.post('/matches/:id/messages', validate(messageBody), async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    const { text, to } = c.req.valid('json');
    return outcome(c, await room(c).postMessage(callerOf(c), text, to ?? null) as Outcome<unknown>, 201);
  });

  // What the caller's page showed (the catch-up and "new" marks on every device).
  api.post('/matches/:id/seen', validate(seenBody), async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    return outcome(c, await room(c).markSeen(callerOf(c), c.req.valid('json')) as Outcome<unknown>);
  });

  // ---- notification hooks (the creator's) ----------------------------------------------

  api.get('/matches/:id/hooks', async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    return outcome(c, await room(c).listHooks(callerOf(c)) as Outcome<unknown>);
  });

  api.post('/matches/:id/hooks', validate(hookBody), async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    const { kind, url } = c.req.valid('json');
    const problem = checkHookUrl(c.env, kind, url);
    if (problem) return c.json(apiError('bad_request', `url: ${problem}`), 400);
    return outcome(c, await room(c).addHook(callerOf(c), kind, url) as Outcome<unknown>, 201);
  });

  api.delete('/matches/:id/hooks/:hookId', async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    return outcome(c, await room(c).removeHook(callerOf(c), c.req.param('hookId')) as Outcome<unknown>);
  });

  // A no-op round trip into the match's object (same routing and checks as the other routes):
  // the baseline the benchmark compares a move with.
  api.get('/matches/:id/ping', async (c) => c.json(await room(c).ping()));

  // Bench only (TENKA_DEBUG=1): D1 round trips counted on requests' paths and in the background.
  api.get('/debug/d1', async (c) => {
    if (c.env.TENKA_DEBUG !== '1') return c.json(apiError('not_found', 'No route GET /api/debug/d1.'), 404);
    const id = c.req.query('match');
    const object = id && matchId.test(id) ? await matchRoom(c.env, id).d1Stats() : null;
    return c.json({ worker: { ...d1Stats }, object });
  });

  api.get('/matches/:id/log', async (c) => outcome(c, await room(c).log(callerOf(c), intParam(c, 'after'), intParam(c, 'limit')) as Outcome<unknown>));

  // `?as=<seat>`: that seat's own view (anyone after the end: a replay of what it knew; before, itself only).
  api.get('/matches/:id/history/:step', async (c) => {
    const step = Number(c.req.param('step'));
    const asRaw = c.req.query('as');
    if (asRaw !== undefined && !/^\d{1,2}$/.test(asRaw)) return c.json(apiError('bad_request', 'as: a seat number.'), 400);
    return outcome(c, await room(c).viewAt(callerOf(c), step, asRaw === undefined ? null : Number(asRaw)) as Outcome<unknown>);
  });

  // The end-of-match summary: each seat's standing over the match and its key moments (finished only).
  api.get('/matches/:id/summary', async (c) => outcome(c, await room(c).summary(callerOf(c)) as Outcome<unknown>));

  // The PNG card of a finished match's link preview (http/match-card.ts).
  api.get('/matches/:id/card.png', (c) => matchCard(c as never));

  api.get('/matches/:id/export', async (c) => {
    const res = (await room(c).exportMatch(callerOf(c))) as Outcome<unknown>;
    if (!res.ok) return errorResponse(res.error);
    return c.json(res.value as any, 200, { 'Content-Disposition': `attachment; filename="tenka-${c.req.param('id')}.json"` });
  });

  // The finished match's archive as kept in R2 (the record that outlives the match object): the
  // full record for the referee's reading; others get the object's export (private steps left out).
  api.get('/matches/:id/archive', async (c) => {
    const row = await c.env.DB.prepare('SELECT r2_key, export FROM match_archive WHERE match_id = ?').bind(c.req.param('id')).first<{ r2_key: string | null; export: string | null }>();
    if (!row) return c.json(apiError('not_found', 'No archive for this match (it is not finished, or its archive is still being written).'), 404);
    const res = await room(c).exportMatch(callerOf(c));
    if (res.ok) return c.json(res.value as any, 200, { 'Content-Disposition': `attachment; filename="tenka-${c.req.param('id')}.json"`, 'X-Tenka-Archive': row.r2_key ?? 'inline' });
    // The object no longer holds the match: the archive is all there is.
    const obj = row.r2_key ? await c.env.ARCHIVE.get(row.r2_key) : null;
    const text = obj ? await gunzipText(obj.body) : row.export;
    if (!text) return c.json(apiError('not_found', 'The archive object is missing.'), 404);
    return c.body(await archiveNames(c, text), 200, { 'Content-Type': 'application/json', 'X-Tenka-Archive': row.r2_key ?? 'inline' });
  });

  api.get('/matches/:id/ws', async (c) => {
    if (c.req.header('Upgrade') !== 'websocket') return c.json(apiError('bad_request', 'Upgrade: expected "websocket".'), 400);
    // A page of another site must not open a socket with the visitor's cookie (cross-site WebSocket hijacking).
    const origin = c.req.header('Origin');
    if (origin && origin !== new URL(c.req.url).origin) return c.json(apiError('forbidden_origin', `Sockets from ${origin} are not allowed here.`), 403);
    const headers = new Headers(c.req.raw.headers);
    for (const h of ['X-Tenka-User', 'X-Tenka-Session', 'X-Tenka-Session-Expires']) headers.delete(h);
    const session = c.get('session');
    if (session) {
      headers.set('X-Tenka-User', session.user.id);
      headers.set('X-Tenka-Session', session.sessionId);
      headers.set('X-Tenka-Session-Expires', String(session.expiresAt));
    }
    return room(c).fetch(new Request(c.req.url, { headers }));
  });

  // Last: JSON 405 (with Allow) for a known route under another method, JSON 404 for the rest.
  api.all('*', unmatchedRoutes(api, '/api'));

  return api;
}

/**
 * The kept archive read by someone not at the table: its seats named as their users' privacy
 * choices let the reader see them (worker/profiles/privacy.ts; match/names.ts does the same for
 * the match object's own export). The table (players, referee) reads it as written.
 */
async function archiveNames(c: Context<AppEnv>, text: string): Promise<string> {
  const id = c.req.param('id') ?? '';
  const rows = (await c.env.DB.prepare(
    'SELECT s.seat, u.id, u.profile_visibility, u.profile_ratings FROM match_seats s JOIN users u ON u.id = s.user_id WHERE s.match_id = ?',
  ).bind(id).all<PrivacyCols & { seat: number }>()).results;
  const reader = await readerOf(c);
  if (reader && rows.some((r) => r.id === reader.id)) return text;
  let record: { seats?: (string | null)[] };
  try { record = JSON.parse(text) as typeof record; } catch { return text; }
  if (!Array.isArray(record.seats)) return text;
  record.seats = record.seats.map((name, seat) => {
    const r = rows.find((x) => x.seat === seat);
    return r && !nameShown(r, reader) ? null : name;
  });
  return JSON.stringify(record);
}
