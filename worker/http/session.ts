/**
 * What every API request goes through before its route: a mutating request from another site's
 * page is refused (a CSRF guard on top of SameSite=Lax), and the caller's session is read from the
 * bearer token or the cookie, checked by its signature only (no D1: a move's path stays free of it;
 * routes that grant something check it in D1, worker/http/route-kit.ts grantingCaller). A personal
 * API token is a session with scopes: it reaches only the routes declared for tokens, with the scope
 * each needs (worker/tokens/scopes.ts), and its last use is noted in the background.
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { sessionForToken, SESSION_COOKIE } from '../auth';
import { apiError } from '../errors';
import type { AppEnv } from './route-kit';
import { scopeFor } from '../tokens/scopes';
import { touchToken } from '../tokens/store';

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
    if (session?.scopes) {
      // A personal API token: only the routes declared for tokens, with the scope each needs (worker/tokens/scopes.ts).
      const path = new URL(c.req.url).pathname.replace(/^\/api(?=\/)/, '');
      const needed = scopeFor(c.req.method, path);
      if (!needed) return c.json(apiError('token_not_allowed', `A personal API token cannot call ${c.req.method} ${path}: log in with your password for that.`), 403);
      if (!session.scopes.includes(needed)) return c.json(apiError('insufficient_scope', `This token lacks the "${needed}" scope that ${c.req.method} ${path} needs.`, { needed }), 403);
      try { c.executionCtx.waitUntil(touchToken(c.env.DB, session.sessionHash).catch((e) => console.error('token last use', e))); } catch { /* no execution context (a unit test) */ }
    }
    await next();
  };
}
