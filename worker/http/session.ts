/**
 * What every API request goes through before its route: a mutating request from another site's
 * page is refused (a CSRF guard on top of SameSite=Lax), and the caller's session is read from the
 * bearer token or the cookie, checked by its signature only (no D1: a move's path stays free of it;
 * routes that grant something check it in D1, worker/http/route-kit.ts grantingCaller).
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { sessionForToken, SESSION_COOKIE } from '../auth';
import { apiError } from '../errors';
import type { AppEnv } from './route-kit';

/** Mutating routes any origin may call: each acts on a signed token of its own, never on the caller's session. */
const ORIGIN_FREE = new Set(['/api/mail/unsubscribe']);

/**
 * The one-click unsubscribe (RFC 8058) is exempt from the origin guard: a mail client posts it from
 * its own origin, and its signed token, not a session, is what it acts on.
 */
export function sessionAndOrigin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && origin && origin !== new URL(c.req.url).origin && !ORIGIN_FREE.has(new URL(c.req.url).pathname)) {
      return c.json(apiError('forbidden_origin', `Requests from ${origin} may not change anything here.`), 403);
    }
    const bearer = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)$/)?.[1];
    const token = bearer ?? getCookie(c, SESSION_COOKIE) ?? null;
    const session = token ? await sessionForToken(c.env.DB, c.env.SESSION_SECRET, token) : null;
    c.set('token', token);
    c.set('session', session);
    c.set('user', session?.user ?? null);
    await next();
  };
}
