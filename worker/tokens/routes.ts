/**
 * Personal API tokens (docs/api.md "Personal API tokens"): created, listed and revoked by the
 * account's own login session. A token can never call these routes (worker/tokens/scopes.ts
 * declares none of them), so a leaked token cannot make more tokens or keep itself alive.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { apiError, errorResponse } from '../errors';
import { isError, openUser, validate, type AppEnv } from '../http/route-kit';
import { canonicalScopes, SCOPES } from './scopes';
import { createToken, listTokens, MAX_TOKEN_ROWS, MAX_TOKENS, revokeToken } from './store';

/** A name the account reads in its list: printable, one line, trimmed. */
const tokenName = z.string().trim().min(1, 'at least 1 character').max(60, 'at most 60 characters')
  .refine((s) => !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(s), 'no control or invisible characters');

const createBody = z.object({
  name: tokenName,
  scopes: z.array(z.string().max(16)).min(1, 'at least one scope').max(SCOPES.length * 2),
}).strict();

const TOKEN_ID = /^[0-9a-f]{16}$/;
const NO_STORE = { 'Cache-Control': 'no-store' };

export function tokensApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.post('/me/tokens', validate(createBody), async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const body = c.req.valid('json');
    const scopes = canonicalScopes(body.scopes);
    if (!scopes) return c.json(apiError('bad_request', `scopes: each one of ${SCOPES.join(', ')}.`), 400);
    const made = await createToken(c.env, user, body.name, scopes);
    if (!made) return c.json(apiError('token_limit', `At most ${MAX_TOKENS} tokens per account (and ${MAX_TOKEN_ROWS} kept, revoked ones included, until they expire): revoke one first.`), 409);
    // The token is in this answer only: D1 keeps the SHA-256 of its session, never the token.
    return c.json({ token: made.token, ...made.summary }, 201, NO_STORE);
  });

  api.get('/me/tokens', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    return c.json({ tokens: await listTokens(c.env.DB, user.id), limit: MAX_TOKENS, scopes: SCOPES }, 200, NO_STORE);
  });

  api.delete('/me/tokens/:id', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const id = c.req.param('id');
    if (!TOKEN_ID.test(id) || !(await revokeToken(c.env, user.id, id))) return c.json(apiError('not_found', 'No such token.'), 404);
    return c.json({ ok: true });
  });

  return api;
}
