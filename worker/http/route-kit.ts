/**
 * What every group of API routes needs, in one place: the app's context type, a JSON body
 * validator that answers 400 `bad_request` naming the field, and the logged-in user of a request
 * whose session is still open (a logout ends it at once, even before its cookie expires).
 */
import type { Context } from 'hono';
import { zValidator } from '@hono/zod-validator';
import type { z } from 'zod';
import { openSessionWithRevocations, sessionIsOpen, type Revocations, type Session } from '../auth';
import { apiError, type ApiError } from '../errors';
import type { Env, User } from '../env';

export type AppEnv = { Bindings: Env; Variables: { user: User | null; token: string | null; session: Session | null } };

/** "players: expected number": the first issues, each with its field path. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : 'body'}: ${i.message}`)
    .join('; ');
}

/**
 * The JSON body checked against a schema; a bad one is answered 400 before the handler runs. The
 * middleware carries its schema (`bodySchema`), so the OpenAPI description (worker/openapi/) reads
 * each route's request body from the very validator the route runs.
 */
export const validate = <T extends z.ZodType>(schema: T) =>
  Object.assign(zValidator('json', schema, (result, c) => {
    if (!result.success) return c.json(apiError('bad_request', describeZodError(result.error as unknown as z.ZodError)), 400);
  }), { bodySchema: schema });

/** The caller, if logged in with a session not ended by a logout (routes that query D1 anyway). */
export async function openUser(c: Context<AppEnv>): Promise<User | ApiError> {
  const s = c.get('session');
  if (!s || !(await sessionIsOpen(c.env.DB, s.sessionId))) return apiError('unauthenticated', 'Log in first (session cookie or "Authorization: Bearer <token>").');
  return s.user;
}

export const isError = (x: unknown): x is ApiError => typeof x === 'object' && x !== null && 'error' in x;

/**
 * The caller of a route that grants something new (a seat, a match): the session must still be open
 * in D1 (a logout, a reset or a deleted account ends it everywhere, also in matches the account never
 * sat in), and the match is handed the user's ended sessions so that it refuses them from then on
 * without asking D1 (worker/auth.ts Revocations). Never on a move's path.
 */
export async function grantingCaller(c: Context<AppEnv>): Promise<{ user: User; caller: { userId: string; sessionId: string; sessionHash: string; expiresAt: number; revocations: Revocations } } | ApiError> {
  const s = c.get('session');
  const open = s ? await openSessionWithRevocations(c.env.DB, s) : null;
  if (!s || !open) return apiError('unauthenticated', 'Log in first (session cookie or "Authorization: Bearer <token>").');
  const { bot, ...revocations } = open;
  // A bot account is marked on every seat it is granted (docs/bots.md "Bot accounts").
  const user: User = bot ? { ...s.user, bot: true } : s.user;
  return { user, caller: { userId: s.user.id, sessionId: s.sessionId, sessionHash: s.sessionHash, expiresAt: s.expiresAt, revocations } };
}
