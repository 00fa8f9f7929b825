/**
 * /api/matches: the caller's matches, creating one, and each match's seats, moves and records
 * (forwarded to the match's Durable Object, worker/match/room.ts). The referee's console is in
 * referee-routes.ts, table talk and hooks in talk-routes.ts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { randomHex, sha256Hex } from '../auth';
import { apiError, errorResponse } from '../errors';
import { matchRoom, type Outcome } from '../match/room';
import type { RematchPlan } from '../match/rematch';
import type { MatchSnapshot } from '../match/types';
import { keptArchiveFor } from './kept-archive';
import { d1Stats } from '../db/guard';
import { matchCard } from '../http/match-card';
import { mailOn } from '../mail/account';
import { createMatchBody, createMatchFor, joinMatch } from '../lobby/create';
import { grantingCaller, isError, openUser, validate, type AppEnv } from '../http/route-kit';
import { listMatchesFor } from './index-queries';
import { callerOf, intParam, knownMatch, MATCH_ID, outcome, requireUser, roomOf } from './kit';

const submitMove = z.object({
  move: z.object({ type: z.string().min(1) }).passthrough(),
  version: z.number().int().min(0),
}).strict();

export function matchesApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use('/matches/:id', knownMatch);
  api.use('/matches/:id/*', knownMatch);

  api.post('/matches', validate(createMatchBody), async (c) => {
    const granted = await grantingCaller(c);
    if (isError(granted)) return errorResponse(granted);
    const res = await createMatchFor(c.env, new URL(c.req.url).origin, granted.user, c.req.valid('json'), granted.caller.revocations);
    if (!res.ok && 'status' in res) return c.json(res.error, 400);
    return outcome(c, res as Outcome<unknown>, 201);
  });

  api.get('/matches', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    return c.json(await listMatchesFor(c.env.DB, user.id));
  });


  api.get('/matches/:id', async (c) => outcome(c, await roomOf(c).snapshot(callerOf(c)) as Outcome<unknown>));

  // The match page's first load: snapshot, log, messages, legal moves and console in one call.
  api.get('/matches/:id/page', async (c) => {
    const page = await roomOf(c).page(callerOf(c)) as Outcome<object>;
    const user = c.get('user');
    return outcome(c, page.ok ? { ok: true, value: { ...page.value, user: user ? { id: user.id, username: user.username } : null } } : page);
  });

  // Joining grants a seat: the session is checked in D1 (ended sessions refused everywhere).
  api.post('/matches/:id/join', async (c) => {
    const granted = await grantingCaller(c);
    if (isError(granted)) return errorResponse(granted);
    return outcome(c, await joinMatch(c.env, c.req.param('id'), granted.user, granted.caller) as Outcome<unknown>);
  });

  // The creator's bot seats (docs/bots.md "Bots at the table"): fill a free seat with the bot, or hand a bot's seat to a person.
  for (const action of ['bot', 'handover'] as const) {
    api.post(`/matches/:id/seats/:seat/${action}`, async (c) => {
      const granted = await grantingCaller(c);
      if (isError(granted)) return errorResponse(granted);
      const seat = c.req.param('seat');
      if (!/^\d{1,2}$/.test(seat)) return c.json(apiError('bad_request', 'seat: a seat number.'), 400);
      return outcome(c, await roomOf(c).botSeat(granted.caller, action, Number(seat)) as Outcome<unknown>);
    });
  }

  // A rematch: the same game, seats and settings; created once however many ask, started when all accept.
  api.post('/matches/:id/rematch', async (c) => {
    const granted = await grantingCaller(c);
    if (isError(granted)) return errorResponse(granted);
    const { user, caller } = granted;
    const plan = await roomOf(c).planRematch(caller) as Outcome<RematchPlan>;
    if (!plan.ok) return errorResponse(plan.error);
    const seed = randomHex(32);
    return outcome(c, await matchRoom(c.env, plan.value.id).acceptRematch(plan.value, user, caller, { seed, seedHash: await sha256Hex(seed) }, await mailOn(c.env.DB, user.id)) as Outcome<unknown>);
  });

  // Declining closes the offer for everyone; the page says who declined.
  api.post('/matches/:id/rematch/decline', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    // A rematch every player already accepted has started: it is too late to decline it.
    const finished = await roomOf(c).snapshot(callerOf(c)) as Outcome<MatchSnapshot>;
    const rid = finished.ok && !finished.value.rematch?.declinedBy ? finished.value.rematch?.id : undefined;
    if (rid) {
      const next = await matchRoom(c.env, rid).snapshot(null) as Outcome<MatchSnapshot>;
      if (next.ok && next.value.status !== 'open') return errorResponse(apiError('not_open', 'The rematch has already started.'));
    }
    return outcome(c, await roomOf(c).declineRematch(callerOf(c)) as Outcome<unknown>);
  });

  api.get('/matches/:id/moves', async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    return outcome(c, await roomOf(c).legalMoves(callerOf(c)) as Outcome<unknown>);
  });

  api.post('/matches/:id/moves', validate(submitMove), async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    const { move, version } = c.req.valid('json');
    return outcome(c, await roomOf(c).play(callerOf(c), move, version) as Outcome<unknown>);
  });

  // A no-op round trip into the match's object (same routing and checks as the other routes):
  // the baseline the benchmark compares a move with.
  api.get('/matches/:id/ping', async (c) => c.json(await roomOf(c).ping()));

  // Bench only (TENKA_DEBUG=1): D1 round trips counted on requests' paths and in the background.
  api.get('/debug/d1', async (c) => {
    if (c.env.TENKA_DEBUG !== '1') return c.json(apiError('not_found', 'No route GET /api/debug/d1.'), 404);
    const id = c.req.query('match');
    const object = id && MATCH_ID.test(id) ? await matchRoom(c.env, id).d1Stats() : null;
    return c.json({ worker: { ...d1Stats }, object });
  });

  api.get('/matches/:id/log', async (c) => outcome(c, await roomOf(c).log(callerOf(c), intParam(c, 'after'), intParam(c, 'limit')) as Outcome<unknown>));

  // `?as=<seat>`: that seat's own view (anyone after the end: a replay of what it knew; before, itself only).
  api.get('/matches/:id/history/:step', async (c) => {
    const step = Number(c.req.param('step'));
    const asRaw = c.req.query('as');
    if (asRaw !== undefined && !/^\d{1,2}$/.test(asRaw)) return c.json(apiError('bad_request', 'as: a seat number.'), 400);
    return outcome(c, await roomOf(c).viewAt(callerOf(c), step, asRaw === undefined ? null : Number(asRaw)) as Outcome<unknown>);
  });

  // The end-of-match summary: each seat's standing over the match and its key moments (finished only).
  api.get('/matches/:id/summary', async (c) => outcome(c, await roomOf(c).summary(callerOf(c)) as Outcome<unknown>));

  // The PNG card of a finished match's link preview (http/match-card.ts).
  api.get('/matches/:id/card.png', (c) => matchCard(c as never));

  api.get('/matches/:id/export', async (c) => {
    const res = (await roomOf(c).exportMatch(callerOf(c))) as Outcome<unknown>;
    if (!res.ok) return errorResponse(res.error);
    return c.json(res.value as any, 200, { 'Content-Disposition': `attachment; filename="tenka-${c.req.param('id')}.json"` });
  });

  // The finished match's archive as kept in R2 (the record that outlives the match object): read
  // through the object while it holds the match, else filtered here the same way (kept-archive.ts).
  api.get('/matches/:id/archive', async (c) => {
    const row = await c.env.DB.prepare('SELECT r2_key, export FROM match_archive WHERE match_id = ?').bind(c.req.param('id')).first<{ r2_key: string | null; export: string | null }>();
    if (!row) return c.json(apiError('not_found', 'No archive for this match (it is not finished, or its archive is still being written).'), 404);
    const res = await roomOf(c).exportMatch(callerOf(c));
    if (res.ok) return c.json(res.value as any, 200, { 'Content-Disposition': `attachment; filename="tenka-${c.req.param('id')}.json"`, 'X-Tenka-Archive': row.r2_key ?? 'inline' });
    // Any other refusal (a session the match has revoked) stands: the archive is the referee's complete reading.
    if (res.error.error !== 'not_found') return errorResponse(res.error);
    // The object no longer holds the match: the archive is all there is, read as the object would have exported it.
    const kept = await keptArchiveFor(c, c.req.param('id'), row);
    if (isError(kept)) return errorResponse(kept);
    return c.json(kept as any, 200, { 'Content-Disposition': `attachment; filename="tenka-${c.req.param('id')}.json"`, 'X-Tenka-Archive': row.r2_key ?? 'inline' });
  });

  api.get('/matches/:id/ws', async (c) => {
    if (c.req.header('Upgrade') !== 'websocket') return c.json(apiError('bad_request', 'Upgrade: expected "websocket".'), 400);
    // A page of another site must not open a socket with the visitor's cookie (cross-site WebSocket hijacking).
    const origin = c.req.header('Origin');
    if (origin && origin !== new URL(c.req.url).origin) return c.json(apiError('forbidden_origin', `Sockets from ${origin} are not allowed here.`), 403);
    const headers = new Headers(c.req.raw.headers);
    for (const h of ['X-Tenka-User', 'X-Tenka-Session', 'X-Tenka-Session-Hash', 'X-Tenka-Session-Expires']) headers.delete(h);
    const session = c.get('session');
    if (session) {
      headers.set('X-Tenka-User', session.user.id);
      headers.set('X-Tenka-Session', session.sessionId);
      headers.set('X-Tenka-Session-Hash', session.sessionHash);
      headers.set('X-Tenka-Session-Expires', String(session.expiresAt));
    }
    return roomOf(c).fetch(new Request(c.req.url, { headers }));
  });

  return api;
}
