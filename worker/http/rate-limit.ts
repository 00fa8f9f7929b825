/**
 * Rate limits on the routes a script would hammer, with the Workers Rate Limiting binding
 * (`[[ratelimits]]` in wrangler.toml; miniflare runs it locally, so `npm start` and the tests
 * have it too). No D1 query, no extra round trip to a Durable Object. Every write is limited; the
 * ones that call into every match of the user (one request, N Durable Object calls) hardest.
 *   POST /auth/login                      10 a minute per username and IP
 *   POST /auth/register                   10 a minute per IP
 *   POST /matches/:id/messages            30 a minute per account
 *   POST /matches/:id/moves               300 a minute per account
 *   PUT /me/email, POST /me/email/resend  5 a minute per account (they send mail)
 *   POST /auth/forgot, reset, verify-email 10 a minute per IP
 *   POST /matches, POST /lobby/quick      10 a minute per account, together (RL_CREATE)
 *   PUT /me/notifications, POST/PUT/DELETE /me/absences, POST/DELETE /me/push, DELETE /me/email,
 *   DELETE /me                            6 a minute per account, together (RL_FANOUT: they reach every match)
 *   PATCH /me/profile, PUT/DELETE /me/notifications/:matchId, DELETE /corrections/:id,
 *   POST /matches/:id/mail-tags/revoke
 *                                         30 a minute per account (RL_WRITES)
 *   POST /mail/unsubscribe                20 a minute per IP and 3 a minute per link (no login)
 *   POST /corrections                     5 a minute per account
 *   the match actions: join, leave, cancel, resign, end, seats/:seat/take, /bot and /handover, rematch (and
 *   decline), referee, hooks (add, remove), the Discord link (code, unlink)
 *                                         60 a minute per account, together (RL_MATCH_ACTIONS)
 *   POST /matches/:id/seen                300 a minute per account, a count of its own in RL_MOVES
 *                                         (an open match page marks every new version as seen)
 *   POST /me/tokens, DELETE /me/tokens/:id, POST /me/bot
 *                                         30 a minute per account (RL_WRITES)
 *   every request with a personal API token 600 a minute per token (RL_TOKENS), beside the rules above
 *   inbound mail (the email() handler)    20 a minute per seat and per sender (RL_MAIL_IN; over: ignored)
 * Not counted: POST /auth/logout (ends the caller's own session) and POST /discord/interactions
 * (signed by Discord, which has its own limits). test/scripts/api-docs.test.ts checks that
 * every other write route the Worker registers meets a rule here.
 * A request may meet several rules (the unsubscribe link): each counts it, the first refusal answers.
 * IP-keyed limits need CF-Connecting-IP, which Cloudflare (and `wrangler dev`) always set.
 * Over the limit: 429 `{error: "rate_limited", message, retryAfter}` with Retry-After (seconds).
 * `RATE_LIMITS=off` (a var) turns them off: for `npm run bench`, which plays 1000 moves a minute
 * from two accounts under `wrangler dev`. Never set it in production.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from '../errors';
import { sha256Hex } from '../auth';

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
  RL_CREATE?: RateLimiter;
  RL_FANOUT?: RateLimiter;
  RL_WRITES?: RateLimiter;
  RL_UNSUB_IP?: RateLimiter;
  RL_UNSUB_TOKEN?: RateLimiter;
  RL_CORRECTIONS?: RateLimiter;
  RL_MATCH_ACTIONS?: RateLimiter;
  /** Answered turn mails (worker/mail/inbound.ts): per seat and per sender. */
  RL_MAIL_IN?: RateLimiter;
  RL_TOKENS?: RateLimiter;
}

/** The windows are a minute long; without a reset time from the binding, a full window is the honest wait. */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

interface Rule {
  binding: keyof RateLimitBindings;
  what: string;
  /** The key, or null when this request is not counted (no IP known, not signed in). */
  key(c: Context<any>, ip: string | null, userId: string | null): Promise<string | null> | string | null;
}

const byAccount = (binding: keyof RateLimitBindings, what: string): Rule => ({ binding, what, key: (_c, _ip, user) => user });
const CREATE = byAccount('RL_CREATE', 'new matches (created or by quick play) from your account');
const FANOUT = byAccount('RL_FANOUT', 'changes that reach all your matches (notification settings, absences, push, address, account)');
const WRITES = byAccount('RL_WRITES', 'profile, notification and correction set changes from your account');
const MATCH_ACTIONS = byAccount('RL_MATCH_ACTIONS', 'match actions (seats, resignations, proposals, hooks) from your account');

/** The writes a route declares on one match: each acts on a seat, a proposal or a hook (one Durable Object call). */
const MATCH_ACTION_PATHS = [
  /^\/api\/matches\/[^/]+\/(join|leave|cancel|resign|end|rematch|rematch\/decline|referee|hooks)\/?$/,
  /^\/api\/matches\/[^/]+\/seats\/[^/]+\/(take|bot|handover)\/?$/,
  /^\/api\/matches\/[^/]+\/hooks\/[^/]+\/?$/,
  /^\/api\/discord\/(link-code|link)\/?$/,
];

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
  // An open page marks each new version seen, as fast as moves come: the moves' rate, counted apart.
  { method: 'POST', path: /^\/api\/matches\/[^/]+\/seen\/?$/, rule: { binding: 'RL_MOVES', what: 'seen marks from your account', key: (_c, _ip, user) => (user ? `${user}|seen` : null) } },
  // Opening matches, both ways (quick play opens one when none fits); see also the cap of open public matches (lobby/create.ts).
  { method: 'POST', path: /^\/api\/matches\/?$/, rule: CREATE },
  { method: 'POST', path: /^\/api\/lobby\/quick\/?$/, rule: CREATE },
  // The account writes that reach every match of the user.
  { method: 'PUT', path: /^\/api\/me\/notifications\/?$/, rule: FANOUT },
  { method: 'POST', path: /^\/api\/me\/absences\/?$/, rule: FANOUT },
  { method: 'PUT', path: /^\/api\/me\/absences\/[^/]+\/?$/, rule: FANOUT },
  { method: 'DELETE', path: /^\/api\/me\/absences\/[^/]+\/?$/, rule: FANOUT },
  { method: 'POST', path: /^\/api\/me\/push\/?$/, rule: FANOUT },
  { method: 'DELETE', path: /^\/api\/me\/push\/?$/, rule: FANOUT },
  { method: 'DELETE', path: /^\/api\/me\/email\/?$/, rule: FANOUT },
  { method: 'DELETE', path: /^\/api\/me\/?$/, rule: FANOUT },
  // The other account writes.
  { method: 'PATCH', path: /^\/api\/me\/profile\/?$/, rule: WRITES },
  { method: 'PUT', path: /^\/api\/me\/notifications\/[^/]+\/?$/, rule: WRITES },
  { method: 'DELETE', path: /^\/api\/me\/notifications\/[^/]+\/?$/, rule: WRITES },
  // The mailed unsubscribe link needs no login: per address, and per link (a link passed around
  // or replayed from many addresses). Its page (GET) changes nothing and is not counted.
  { method: 'POST', path: /^\/api\/mail\/unsubscribe\/?$/, rule: { binding: 'RL_UNSUB_IP', what: 'unsubscribe requests from your address', key: (_c, ip) => ip } },
  {
    method: 'POST', path: /^\/api\/mail\/unsubscribe\/?$/,
    rule: { binding: 'RL_UNSUB_TOKEN', what: 'uses of this unsubscribe link', key: async (c) => sha256Hex((c.req.query('t') ?? '').slice(0, 1000)) },
  },
  { method: 'DELETE', path: /^\/api\/corrections\/[^/]+\/?$/, rule: WRITES },
  { method: 'POST', path: /^\/api\/matches\/[^/]+\/mail-tags\/revoke\/?$/, rule: WRITES },
  { method: 'POST', path: /^\/api\/me\/tokens\/?$/, rule: WRITES },
  { method: 'POST', path: /^\/api\/me\/bot\/?$/, rule: WRITES },
  { method: 'DELETE', path: /^\/api\/me\/tokens\/[^/]+\/?$/, rule: WRITES },
  { method: 'POST', path: /^\/api\/corrections\/?$/, rule: { binding: 'RL_CORRECTIONS', what: 'correction sets from your account', key: (_c, _ip, user) => user } },
  ...MATCH_ACTION_PATHS.flatMap((path) => ['POST', 'DELETE'].map((method) => ({ method, path, rule: MATCH_ACTIONS }))),
];

/**
 * The bindings a request meets besides the per-token one (for the coverage test: every write route
 * meets at least one that counts session-held calls too).
 */
export function limitsOf(method: string, pathname: string): (keyof RateLimitBindings)[] {
  return RULES.filter((r) => r.method === method && r.path.test(pathname) && r.rule !== PER_TOKEN).map((r) => r.rule.binding);
}

/** Every request made with a personal API token, whatever the route, per token (its session's hash). */
const PER_TOKEN: Rule = {
  binding: 'RL_TOKENS', what: 'requests with this API token',
  key: (c) => {
    const s = c.get('session') as { scopes?: string[]; sessionHash: string } | null;
    return s?.scopes ? s.sessionHash : null;
  },
};
const TOKEN_RULES = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map((method) => ({ method, path: /^\/api\//, rule: PER_TOKEN }));
RULES.push(...TOKEN_RULES);

export function rateLimited(c: Context, what: string): Response {
  const retryAfter = RATE_LIMIT_PERIOD_SECONDS;
  return c.json(
    apiError('rate_limited', `Too many ${what}; try again in ${retryAfter} seconds.`, { retryAfter }),
    429, { 'Retry-After': String(retryAfter) },
  );
}

/** Runs after the session middleware (`user` set) and the body limits (the body is cached). */
export function rateLimits(): MiddlewareHandler<{ Bindings: RateLimitBindings & { RATE_LIMITS?: string }; Variables: { user: { id: string } | null; session: { scopes?: string[]; sessionHash: string } | null } }> {
  return async (c, next) => {
    if (c.env.RATE_LIMITS === 'off') return next();
    const pathname = new URL(c.req.url).pathname;
    const hits = RULES.filter((r) => r.method === c.req.method && r.path.test(pathname));
    const ip = c.req.header('CF-Connecting-IP') ?? null;
    for (const { rule } of hits) {
      const limiter = c.env[rule.binding];
      if (!limiter) continue;
      const key = await rule.key(c, ip, c.get('user')?.id ?? null);
      if (key === null) continue;
      let ok = true;
      try {
        ok = (await limiter.limit({ key: `${rule.binding}:${key}` })).success;
      } catch (e) {
        console.error('rate limiter unavailable', e); // fail open: a limiter outage must not lock everyone out
      }
      if (!ok) return rateLimited(c, rule.what);
    }
    return next();
  };
}
