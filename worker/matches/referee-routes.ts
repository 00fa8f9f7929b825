/**
 * The referee's console of a match (GET for what the referee sees, POST for an action): forwarded to
 * the match object (worker/match/referee.ts), which checks that the caller is its referee.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { drizzle } from 'drizzle-orm/d1';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Move } from '../engine/contract';
import { revocationsOf } from '../auth';
import { apiError, errorResponse } from '../errors';
import type { Outcome } from '../match/room';
import { describeZodError, isError, type AppEnv } from '../http/route-kit';
import { callerOf, knownMatch, outcome, requireUser, roomOf } from './kit';

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

export function refereeApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use('/matches/:id/*', knownMatch);

  api.get('/matches/:id/referee', async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    return outcome(c, await roomOf(c).refereeConsole(callerOf(c)) as Outcome<unknown>);
  });

  api.post('/matches/:id/referee', async (c) => {
    // Who calls comes first: a stranger learns nothing of the console's schema, anonymous gets 401.
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    const json = /^application\/([a-z-.]+\+)?json(;|$)/i.test(c.req.header('Content-Type') ?? '');
    const parsed = refereeBody.safeParse(json ? await c.req.json().catch(() => undefined) : undefined);
    if (!parsed.success) {
      // A malformed body is described to the referee only (the match says who that is).
      const gate = await roomOf(c).refereeConsole(callerOf(c)) as Outcome<unknown>;
      if (!gate.ok) return errorResponse(gate.error);
      return c.json(apiError('bad_request', describeZodError(parsed.error)), 400);
    }
    const body = parsed.data;
    if (body.action === 'replace') {
      const target = await drizzle(c.env.DB).select({ id: users.id, username: users.username }).from(users).where(eq(users.usernameKey, body.username.toLowerCase())).get();
      if (!target) return c.json(apiError('bad_request', `username: no account "${body.username}".`), 400);
      const revocations = await revocationsOf(c.env.DB, target.id);
      return outcome(c, await roomOf(c).referee(callerOf(c), { action: 'replace', seat: body.seat, user: target, version: body.version, revocations }) as Outcome<unknown>);
    }
    if (body.action === 'move') return outcome(c, await roomOf(c).referee(callerOf(c), { ...body, move: body.move as Move }) as Outcome<unknown>);
    if (body.action === 'spectators') {
      const policy = body.mode === 'delayed' ? { mode: body.mode, phases: body.phases ?? NaN } : { mode: body.mode };
      return outcome(c, await roomOf(c).referee(callerOf(c), { action: 'spectators', policy, version: body.version }) as Outcome<unknown>);
    }
    return outcome(c, await roomOf(c).referee(callerOf(c), body) as Outcome<unknown>);
  });

  return api;
}
