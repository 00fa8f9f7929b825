/**
 * Accounts: registration, login, logout and `/me` (the account's own summary). Passwords and
 * sessions themselves live in worker/auth.ts; e-mail, resets and deletion in worker/mail/account.ts.
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { drizzle } from 'drizzle-orm/d1';
import { eq } from 'drizzle-orm';
import { discordLinks, users } from '../db/schema';
import { discordDmConfigured } from '../push/discord-dm';
import { checkPassword, createSession, createUser, endSession, SESSION_COOKIE, SESSION_DAYS } from '../auth';
import { apiError, errorResponse } from '../errors';
import { matchRoom } from '../match/room';
import { initMail, mailSummary } from '../mail/account';
import { isError, openUser, validate, type AppEnv } from '../http/route-kit';
import { capLoginSessions } from './session-cap';
import { tellMatches, tellWithRetries } from '../match/tell-matches';
import { count } from '../ops/metrics';

/** When a match that failed to hear of a logout is told again (within the 30 s a Worker may finish after its answer). */
export const LOGOUT_RETRY_MS = [1_000, 4_000, 12_000];
import { LANGS } from '../engine/contract';

const credentials = z.object({
  username: z.string().min(3, 'at least 3 characters').max(24, 'at most 24 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "_" and "-" only'),
  password: z.string().min(8, 'at least 8 characters').max(200, 'at most 200 characters'),
}).strict();

function sessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true, sameSite: 'Lax', path: '/', secure: new URL(c.req.url).protocol === 'https:',
    maxAge: SESSION_DAYS * 86400,
  });
}

export function accountsApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.post('/auth/register', validate(credentials.extend({ lang: z.enum(LANGS).optional() }).strict()), async (c) => {
    const { username, password, lang } = c.req.valid('json');
    const db = drizzle(c.env.DB);
    const user = await createUser(db, username, password);
    if (!user) {
      // Taken as it is (case aside), or a look-alike of an existing name (l/I/1, O/0…: accounts/username-skeleton.ts).
      const exact = await db.select({ id: users.id }).from(users).where(eq(users.usernameKey, username.toLowerCase())).get();
      return c.json(apiError('username_taken', exact ? `The username "${username}" is taken.` : `The username "${username}" is too close to an existing name (letters such as l, I and 1 or O and 0 look alike): choose another.`), 409);
    }
    // Mails will be written in the language of the page the account was made on.
    await initMail(c.env.DB, user.id, lang ?? 'en');
    const { token } = await createSession(c.env.DB, c.env.SESSION_SECRET, user);
    sessionCookie(c, token);
    return c.json({ user, token }, 201);
  });

  api.post('/auth/login', validate(credentials), async (c) => {
    const { username, password } = c.req.valid('json');
    const db = drizzle(c.env.DB);
    const user = await checkPassword(db, username, password);
    if (!user) return c.json(apiError('bad_credentials', 'Wrong username or password.'), 401);
    const { token } = await createSession(c.env.DB, c.env.SESSION_SECRET, user);
    // At most MAX_LOGIN_SESSIONS kept: past it, the oldest end (accounts/session-cap.ts).
    await capLoginSessions(c.env, user.id);
    sessionCookie(c, token);
    return c.json({ user, token });
  });

  api.post('/auth/logout', async (c) => {
    const session = c.get('session');
    if (session) {
      await endSession(c.env.DB, session.sessionId);
      // Every match of the user refuses this session from now on and closes its sockets; a match
      // that seats the user later learns it with the seat (worker/auth.ts Revocations).
      // Each call bounded in time (a stuck match object does not hold the logout); one that failed
      // is told again after the answer (LOGOUT_RETRY_MS), or it would take the token's moves.
      const rows = await c.env.DB.prepare('SELECT DISTINCT match_id FROM match_seats WHERE user_id = ?').bind(session.user.id).all<{ match_id: string }>();
      const revoke = (id: string) => matchRoom(c.env, id).revokeSession(session.sessionHash, session.expiresAt);
      const first = await tellMatches(rows.results.map((r) => r.match_id), revoke);
      if (first.failed) {
        const [wait, ...later] = LOGOUT_RETRY_MS;
        c.executionCtx.waitUntil(new Promise((r) => setTimeout(r, wait)).then(() => tellWithRetries(first.failedIds, revoke, later)).then((last) => {
          if (last.failed) count(c.env, 'error', { detail: `logout: ${last.failed} match(es) not told` });
        }));
      }
    }
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ ok: true });
  });

  api.get('/me', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const link = await drizzle(c.env.DB).select().from(discordLinks).where(eq(discordLinks.userId, user.id)).get();
    const mail = await mailSummary(c.env.DB, user.id);
    // Direct messages: "unlinked", "unconfigured" (no bot token here), "blocked" (Discord refused one: link again), "on" or "off" (settings).
    const dm = !link ? 'unlinked' : !discordDmConfigured(c.env) ? 'unconfigured' : link.dmBlockedAt ? 'blocked' : mail.notifications.discord ? 'on' : 'off';
    const bot = await c.env.DB.prepare('SELECT bot_since FROM users WHERE id = ?').bind(user.id).first<{ bot_since: number | null }>();
    return c.json({ user, bot: bot?.bot_since != null, discord: { linked: !!link, dm }, ...mail });
  });

  return api;
}
