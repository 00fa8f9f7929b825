/**
 * Table talk and what follows a match: messages (public or to chosen seats), what the caller's page
 * has seen, and the creator's notification hooks (Discord, webhooks). All answered by the match object.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { apiError, errorResponse } from '../errors';
import type { Outcome } from '../match/room';
import { checkHookUrl } from '../notify/hook-url';
import { isError, openUser, validate, type AppEnv } from '../http/route-kit';
import { callerOf, intParam, knownMatch, outcome, requireUser, roomOf } from './kit';

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

export function talkApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use('/matches/:id/*', knownMatch);

  api.get('/matches/:id/messages', async (c) => outcome(c, await roomOf(c).messages(callerOf(c), intParam(c, 'after'), intParam(c, 'limit')) as Outcome<unknown>));

  // Play by mail: every reply address sent for the caller's seat so far stops working (a turn mail forwarded or leaked).
  api.post('/matches/:id/mail-tags/revoke', async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    return outcome(c, await roomOf(c).revokeMailTags(callerOf(c)) as Outcome<unknown>);
  });

  api.post('/matches/:id/messages', validate(messageBody), async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    const { text, to } = c.req.valid('json');
    return outcome(c, await roomOf(c).postMessage(callerOf(c), text, to ?? null) as Outcome<unknown>, 201);
  });

  // What the caller's page showed (the catch-up and "new" marks on every device).
  api.post('/matches/:id/seen', validate(seenBody), async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    return outcome(c, await roomOf(c).markSeen(callerOf(c), c.req.valid('json')) as Outcome<unknown>);
  });

  // ---- notification hooks (the creator's) ----------------------------------------------

  api.get('/matches/:id/hooks', async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    return outcome(c, await roomOf(c).listHooks(callerOf(c)) as Outcome<unknown>);
  });

  // A new subscription: granted to an open session only (D1; hooks are not on a move's path).
  api.post('/matches/:id/hooks', validate(hookBody), async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const { kind, url } = c.req.valid('json');
    const problem = checkHookUrl(c.env, kind, url);
    if (problem) return c.json(apiError('bad_request', `url: ${problem}`), 400);
    return outcome(c, await roomOf(c).addHook(callerOf(c), kind, url) as Outcome<unknown>, 201);
  });

  api.delete('/matches/:id/hooks/:hookId', async (c) => {
    const user = requireUser(c);
    if (isError(user)) return errorResponse(user);
    return outcome(c, await roomOf(c).removeHook(callerOf(c), c.req.param('hookId')) as Outcome<unknown>);
  });

  return api;
}
