/**
 * What the /api/matches routes share: the match object of the route's id (a malformed id is a 404
 * before any object is woken), the caller as the object sees it, and an object's Outcome as a
 * response. No D1 here: a move's path goes through these and nothing else.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { apiError, errorResponse, type ApiError } from '../errors';
import type { User } from '../env';
import { matchRoom, type Caller, type Outcome } from '../match/room';
import type { AppEnv } from '../http/route-kit';

export const MATCH_ID = /^[0-9a-f]{16}$/;

export function outcome<T>(c: Context, res: Outcome<T>, status: 200 | 201 = 200): Response {
  if (!res.ok) return errorResponse(res.error);
  return c.json(res.value as any, status);
}

/** The token's user, checked by signature only (the match object refuses an ended session itself). */
export function requireUser(c: Context<AppEnv>): User | ApiError {
  return c.get('user') ?? apiError('unauthenticated', 'Log in first (session cookie or "Authorization: Bearer <token>").');
}

/** Who calls a match object: the object itself refuses a session ended by a logout. */
export function callerOf(c: Context<AppEnv>): Caller {
  const s = c.get('session');
  return { userId: s?.user.id ?? null, sessionId: s?.sessionId ?? null, sessionHash: s?.sessionHash ?? null, expiresAt: s?.expiresAt ?? null };
}

/** `?name=` as a whole number, null when absent, NaN when malformed (the object answers 400). */
export function intParam(c: Context<AppEnv>, name: string): number | null {
  const raw = c.req.query(name);
  return raw === undefined ? null : /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
}

/**
 * Every per-match route: a well-formed id, else 404. The match object answers 404 for an id it
 * does not hold (without creating storage), so no D1 lookup sits on a move's path.
 */
export const knownMatch: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!MATCH_ID.test(c.req.param('id') ?? '')) return c.json(apiError('not_found', 'No such match.'), 404);
  await next();
};

/** The match object of the route's `:id`. */
export const roomOf = (c: Context<AppEnv>) => matchRoom(c.env, c.req.param('id')!);
