/**
 * What every group of API routes needs, in one place: the app's context type, a JSON body
 * validator that answers 400 `bad_request` naming the field, and the logged-in user of a request
 * whose session is still open (a logout ends it at once, even before its cookie expires).
 */
import type { Context } from 'hono';
import { zValidator } from '@hono/zod-validator';
import type { z } from 'zod';
import { sessionIsOpen, type Session } from '../auth';
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

/** The JSON body checked against a schema; a bad one is answered 400 before the handler runs. */
export const validate = <T extends z.ZodType>(schema: T) =>
  zValidator('json', schema, (result, c) => {
    if (!result.success) return c.json(apiError('bad_request', describeZodError(result.error as unknown as z.ZodError)), 400);
  });

/** The caller, if logged in with a session not ended by a logout (routes that query D1 anyway). */
export async function openUser(c: Context<AppEnv>): Promise<User | ApiError> {
  const s = c.get('session');
  if (!s || !(await sessionIsOpen(c.env.DB, s.sessionId))) return apiError('unauthenticated', 'Log in first (session cookie or "Authorization: Bearer <token>").');
  return s.user;
}

export const isError = (x: unknown): x is ApiError => typeof x === 'object' && x !== null && 'error' in x;
