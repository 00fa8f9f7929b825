/**
 * Rate limits on the routes a script would hammer, with the Workers Rate Limiting binding
 * (`[[ratelimits]]` in wrangler.toml; miniflare runs it locally, so `npm start` and the tests
 * have it too). No D1 query, no extra round trip to a Durable Object.
 *   POST /auth/login            10 a minute per username and IP
 *   POST /auth/register         10 a minute per IP
 *   POST /matches/:id/messages  30 a minute per account
 *   POST /matches/:id/moves     300 a minute per account
 * IP-keyed limits need CF-Connecting-IP, which Cloudflare (and `wrangler dev`) always set.
 * Over the limit: 429 `{error: "rate_limited", message, retryAfter}` with Retry-After (seconds).
 * `RATE_LIMITS=off` (a var) turns them off: for `npm run bench`, which plays 1000 moves a minute
 * from two accounts under `wrangler dev`. Never set it in production.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from '../errors';

/** The binding's shape (period 10 or 60 s is fixed in wrangler.toml; it does not say when it resets). */
export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export interface RateLimitBindings {
  RL_LOGIN?: RateLimiter;
  RL_REGISTER?: RateLimiter;
  RL_MESSAGES?: RateLimiter;
  RL_MOVES?: RateLimiter;
  RL_MAIL?: RateLimiter;
  RL_MAIL_IP?: RateLimiter;
}

/** The windows are a minute long; without a reset time from the binding, a full window is the honest wait. */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

interface Rule {
  binding: keyof RateLimitBindings;
  what: string;
  /** The key, or null when this request is not counted (no IP known, not signed in). */
  key(c: Context, ip: string | null, userId: string | null): Promise<string | null> | string | null;
}

const RULES: { method: string; path: RegExp; rule: Rule }[] = [
  {
    method: 'POST', path: /^\/api\/auth\/login\/?$/,
    rule: {
      binding: 'RL_LOGIN', what: 'login attempts for this account from your address',
      key: async (c, ip) => {
        const body = await c.req.json().catch(() => null) as { username?: unknown } | null;
        const username = typeof body?.username === 'string' ? body.username.toLowerCase().slice(0, 64) : '';
        return `${ip ?? '-'}|${username}`;
      },
    },
  },
  { method: 'POST', path: /^\/api\/auth\/register\/?$/, rule: { binding: 'RL_REGISTER', what: 'new accounts from your address', key: (_c, ip) => ip } },
  { method: 'POST', path: /^\/api\/matches\/[^/]+\/messages\/?$/, rule: { binding: 'RL_MESSAGES', what: 'messages from your account', key: (_c, _ip, user) => user } },
  // Routes that send mail, per account; and per IP the ones that need no login (forgot, reset, verify).
  { method: 'PUT', path: /^\/api\/me\/email\/?$/, rule: { binding: 'RL_MAIL', what: 'e-mail changes from your account', key: (_c, _ip, user) => user } },
  { method: 'POST', path: /^\/api\/me\/email\/resend\/?$/, rule: { binding: 'RL_MAIL', what: 'verification mails from your account', key: (_c, _ip, user) => user } },
  { method: 'POST', path: /^\/api\/auth\/(forgot|reset|verify-email)\/?$/, rule: { binding: 'RL_MAIL_IP', what: 'password and e-mail requests from your address', key: (_c, ip) => ip } },
  { method: 'POST', path: /^\/api\/matches\/[^/]+\/moves\/?$/, rule: { binding: 'RL_MOVES', what: 'moves from your account', key: (_c, _ip, user) => user } },
];

export function rateLimited(c: Context, what: string): Response {
  const retryAfter = RATE_LIMIT_PERIOD_SECONDS;
  return c.json(
    apiError('rate_limited', `Too many ${what}; try again in ${retryAfter} seconds.`, { retryAfter }),
    429, { 'Retry-After': String(retryAfter) },
  );
}

/** Runs after the session middleware (`user` set) and the body limits (the body is cached). */
export function rateLimits(): MiddlewareHandler<{ Bindings: RateLimitBindings & { RATE_LIMITS?: string }; Variables: { user: { id: string } | null } }> {
  return async (c, next) => {
    if (c.env.RATE_LIMITS === 'off') return next();
    const pathname = new URL(c.req.url).pathname;
    const hit = RULES.find((r) => r.method === c.req.method && r.path.test(pathname));
    const limiter = hit && c.env[hit.rule.binding];
    if (!hit || !limiter) return next();
    const ip = c.req.header('CF-Connecting-IP') ?? null;
    const key = await hit.rule.key(c, ip, c.get('user')?.id ?? null);
    if (key === null) return next();
    let ok = true;
    try {
      ok = (await limiter.limit({ key: `${hit.rule.binding}:${key}` })).success;
    } catch (e) {
      console.error('rate limiter unavailable', e); // fail open: a limiter outage must not lock everyone out
    }
    if (!ok) return rateLimited(c, hit.rule.what);
    return next();
  };
}
