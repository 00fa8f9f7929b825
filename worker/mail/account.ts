/**
 * The account's e-mail routes (docs/players.md, "E-mail and notifications"): add or change the address
 * (verified by a mailed link, 24 h), forgot / reset password (1 h; the same answer whether or not
 * an account has that address; a reset ends every session), notification settings and per-match
 * overrides, one-click unsubscribe (signed link, no login), deleting the account, and the local
 * mail capture (MAIL_CAPTURE=1 or TENKA_DEBUG=1 only).
 *
 * Tokens are 32 random bytes, mailed once, stored as SHA-256, single use (an UPDATE … WHERE
 * used_at IS NULL claims one atomically) and expiring. A token names the address it was mailed
 * to: it works only while the account still has that address, and a change or removal of the
 * address (which asks for the current password) deletes every pending link.
 */
import { Hono, type Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import type { Lang } from '../engine/contract';
import { drizzle } from 'drizzle-orm/d1';
import { checkPassword, deleteUserSessions, hashPassword, PBKDF2_ITERATIONS, randomHex, SESSION_COOKIE, sha256Hex, toBase64, verifyValue, } from '../auth';
import { apiError, errorResponse, } from '../errors';
import type { Env, User } from '../env';
import { tellMatches } from '../match/tell-matches';
import { matchRoom } from '../match/room';
import { isEmail, MailRefused, mailerFor, type Mail } from './mailer';
import { noteMailFailure } from '../match/mail';
import { count } from '../ops/metrics';
import { DEFAULT_SETTINGS, overrideSchema, parseSettings, settingsSchema } from './settings';
import { asLang, LANGS, mt, pagePath } from './text';
import { pushOn, syncPush } from '../push/api';
import { describeZodError, isError, openUser, validate, type AppEnv } from '../http/route-kit';
import type { MiddlewareHandler } from 'hono';


export const VERIFY_TTL_MS = 24 * 3_600_000;
export const RESET_TTL_MS = 3_600_000;
const MATCH_ID = /^[0-9a-f]{16}$/;

const langField = z.enum(LANGS).optional();
const emailField = z.string().trim().min(3, 'at least 3 characters').max(254, 'at most 254 characters').refine(isEmail, 'an e-mail address such as name@example.com');
const password = z.string().min(8, 'at least 8 characters').max(200, 'at most 200 characters');
const tokenField = z.string().regex(/^[0-9a-f]{64}$/, 'the token from the mailed link (64 hex characters)');
/** The account's current password, asked before its address changes or goes (a stolen session alone cannot plant an address and then reset the password). */
const currentPassword = z.string().min(1, 'your current password').max(200, 'at most 200 characters');


const originOf = (c: Context<AppEnv>) => c.env.SITE_ORIGIN ?? new URL(c.req.url).origin;

interface MailRow { user_id: string; email: string | null; email_key: string | null; verified_at: number | null; lang: string; settings: string | null; deleted_at: number | null; mail_failed_at: number | null; mail_failure: string | null }

export async function mailRow(d1: D1Database, userId: string): Promise<MailRow | null> {
  return d1.prepare('SELECT * FROM user_mail WHERE user_id = ?').bind(userId).first<MailRow>();
}

/** The account's e-mail part of GET /api/me. */
export async function mailSummary(d1: D1Database, userId: string) {
  const row = await mailRow(d1, userId);
  return {
    // `failure`: the last mail to this address the provider refused (or given up on after a day of
    // outage), with the provider's reason; null once a mail went through or the address changed.
    email: row?.email ? { address: row.email, verified: !!row.verified_at, failure: row.mail_failed_at ? { at: row.mail_failed_at, reason: row.mail_failure ?? '' } : null } : null,
    lang: asLang(row?.lang),
    notifications: parseSettings(row?.settings),
  };
}

/** Whether the user has a verified address with mail on (what their matches are told). */
export async function mailOn(d1: D1Database, userId: string): Promise<boolean> {
  const row = await mailRow(d1, userId);
  return !!(row?.email && row.verified_at && !row.deleted_at && parseSettings(row.settings).email);
}

/** Tell every match of the user whether to queue mail and pushes for them (after a change of address or settings). */
async function syncMatches(env: Env, userId: string): Promise<void> {
  const on = await mailOn(env.DB, userId);
  const push = await pushOn(env.DB, userId);
  const rows = await env.DB.prepare('SELECT DISTINCT match_id FROM match_seats WHERE user_id = ?').bind(userId).all<{ match_id: string }>();
  await tellMatches(rows.results.map((r) => r.match_id), (id) => Promise.all([matchRoom(env, id).setMailUser(userId, on), matchRoom(env, id).setPushUser(userId, push)]));
}

/** At registration: the language mails will be written in (the page's). */
export async function initMail(d1: D1Database, userId: string, lang: Lang): Promise<void> {
  await d1.prepare('INSERT OR IGNORE INTO user_mail (user_id, lang) VALUES (?, ?)').bind(userId, lang).run();
}

async function newToken(d1: D1Database, userId: string, purpose: 'verify' | 'reset', email: string | null, ttl: number): Promise<string> {
  const token = randomHex(32);
  const now = Date.now();
  await d1.batch([
    // Expired tokens of the user go; a new reset voids the earlier reset links.
    d1.prepare('DELETE FROM mail_tokens WHERE user_id = ? AND (expires_at <= ? OR purpose = ?)').bind(userId, now, purpose),
    d1.prepare('INSERT INTO mail_tokens (token_hash, user_id, purpose, email, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(await sha256Hex(token), userId, purpose, email, now, now + ttl),
  ]);
  return token;
}

/** Claim a token once: null when unknown, used, expired or of another purpose. */
async function claimToken(d1: D1Database, token: string, purpose: 'verify' | 'reset'): Promise<{ user_id: string; email: string | null } | null> {
  const now = Date.now();
  return d1.prepare(`UPDATE mail_tokens SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id, email`)
    .bind(now, await sha256Hex(token), purpose, now).first<{ user_id: string; email: string | null }>();
}

async function verificationMail(c: Context<AppEnv>, user: User, email: string, lang: Lang): Promise<Mail> {
  const token = await newToken(c.env.DB, user.id, 'verify', email, VERIFY_TTL_MS);
  return {
    to: email, subject: mt(lang, 'verifySubject'), idempotencyKey: `verify:${token.slice(0, 16)}`,
    text: mt(lang, 'verifyBody', { user: user.username, email, link: `${originOf(c)}${pagePath(lang, '/account/')}?verify=${token}` }),
  };
}

/** Every session of the user ends: the D1 rows (account routes) and in each of their matches. */
async function endAllSessions(env: Env, userId: string, before: number, abandon: boolean): Promise<void> {
  const tokens = await deleteUserSessions(env.DB, userId, before);
  const rows = await env.DB.prepare('SELECT DISTINCT match_id FROM match_seats WHERE user_id = ?').bind(userId).all<{ match_id: string }>();
  await Promise.all(rows.results.map((r) => (abandon ? matchRoom(env, r.match_id).abandonSeat(userId, before) : matchRoom(env, r.match_id).revokeUser(userId, before, tokens))));
}

/** The caller must be logged in before anything is said about the body (a stranger learns nothing of its schema). */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await openUser(c);
  if (isError(user)) return errorResponse(user);
  await next();
};

/** The current password of a logged-in user, checked (PBKDF2, as a login). */
async function passwordMatches(c: Context<AppEnv>, user: User, pw: string): Promise<boolean> {
  return (await checkPassword(drizzle(c.env.DB), user.username, pw))?.id === user.id;
}
const wrongPassword = () => apiError('wrong_password', 'password: this is not your current password.');

/** Every link mailed to the account's address (verification and password reset) dies with it. */
const voidMailedLinks = (d1: D1Database, userId: string) => d1.prepare('DELETE FROM mail_tokens WHERE user_id = ?').bind(userId);

/**
 * Send a mail of the account routes (verification). A refusal for good is kept with the provider's
 * reason (Account shows it) and counted (`mail_refused`); a mail accepted forgets an earlier one.
 * Returns the failure, or null once sent.
 */
async function sendAccountMail(env: Env, userId: string, mail: Mail): Promise<{ at: number; reason: string } | null> {
  const at = Date.now();
  try {
    await mailerFor(env, env.DB).send(mail);
    await noteMailFailure(env.DB, userId, null);
    return null;
  } catch (e) {
    if (e instanceof MailRefused) {
      count(env, 'mail_refused', { detail: `verification: ${e.reason}`.slice(0, 200) });
      await noteMailFailure(env.DB, userId, e.reason, at);
      return { at, reason: e.reason };
    }
    console.error('verification mail', (e as Error).message);
    return { at, reason: (e as Error).message.slice(0, 200) };
  }
}

const invalidToken = (what: string) => apiError('invalid_token', `This ${what} link is not valid: it was used already, has expired or was replaced by a newer one.`);

export function mailApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  // ---- the address -----------------------------------------------------------------------

  api.put('/me/email', signedIn, validate(z.object({ email: emailField, password: currentPassword, lang: langField }).strict()), async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const { email, password: pw, lang: asked } = c.req.valid('json');
    if (!(await passwordMatches(c, user, pw))) return errorResponse(wrongPassword());
    const row = await mailRow(c.env.DB, user.id);
    const lang = asked ?? asLang(row?.lang);
    // A changed address voids the links mailed to the earlier one (verification and password reset),
    // and the note of a mail refused at the earlier address.
    await c.env.DB.batch([
      c.env.DB.prepare(`INSERT INTO user_mail (user_id, email, email_key, verified_at, lang) VALUES (?, ?, ?, NULL, ?)
        ON CONFLICT(user_id) DO UPDATE SET email = excluded.email, email_key = excluded.email_key, verified_at = NULL, lang = excluded.lang, mail_failed_at = NULL, mail_failure = NULL`)
        .bind(user.id, email, email.toLowerCase(), lang),
      voidMailedLinks(c.env.DB, user.id),
    ]);
    await syncMatches(c.env, user.id);
    const failure = await sendAccountMail(c.env, user.id, await verificationMail(c, user, email, lang));
    return c.json({ email: { address: email, verified: false, failure }, verificationSent: !failure });
  });

  api.post('/me/email/resend', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const row = await mailRow(c.env.DB, user.id);
    if (!row?.email) return c.json(apiError('bad_request', 'email: add an address first.'), 400);
    if (row.verified_at) return c.json({ email: { address: row.email, verified: true }, verificationSent: false });
    const failure = await sendAccountMail(c.env, user.id, await verificationMail(c, user, row.email, asLang(row.lang)));
    return c.json({ email: { address: row.email, verified: false, failure }, verificationSent: !failure });
  });

  api.delete('/me/email', signedIn, validate(z.object({ password: currentPassword }).strict()), async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    if (!(await passwordMatches(c, user, c.req.valid('json').password))) return errorResponse(wrongPassword());
    await c.env.DB.batch([
      c.env.DB.prepare('UPDATE user_mail SET email = NULL, email_key = NULL, verified_at = NULL WHERE user_id = ?').bind(user.id),
      voidMailedLinks(c.env.DB, user.id),
    ]);
    await syncMatches(c.env, user.id);
    return c.json({ email: null });
  });

  // The mailed link opens the account page, which posts the token here (no login needed).
  api.post('/auth/verify-email', validate(z.object({ token: tokenField }).strict()), async (c) => {
    const claimed = await claimToken(c.env.DB, c.req.valid('json').token, 'verify');
    if (!claimed) return errorResponse(invalidToken('verification'));
    const done = await c.env.DB.prepare('UPDATE user_mail SET verified_at = ? WHERE user_id = ? AND email = ? RETURNING email')
      .bind(Date.now(), claimed.user_id, claimed.email).first<{ email: string }>();
    if (!done) return errorResponse(invalidToken('verification'));
    await syncMatches(c.env, claimed.user_id);
    return c.json({ email: { address: done.email, verified: true } });
  });

  // ---- passwords -------------------------------------------------------------------------

  api.post('/auth/forgot', validate(z.object({ email: emailField, lang: langField }).strict()), async (c) => {
    const { email, lang } = c.req.valid('json');
    const answer = { ok: true, message: 'If an account has this verified address, a link to reset its password is on its way (valid 1 hour).' };
    // The same answer, at about the same time, whether or not an account has this address: the
    // lookup and the mail happen after the answer.
    c.executionCtx.waitUntil((async () => {
      const rows = await c.env.DB.prepare(`SELECT m.user_id, m.email, m.lang, u.username FROM user_mail m JOIN users u ON u.id = m.user_id
        WHERE m.email_key = ? AND m.verified_at IS NOT NULL AND m.deleted_at IS NULL LIMIT 5`).bind(email.toLowerCase()).all<{ user_id: string; email: string; lang: string; username: string }>();
      const mailer = mailerFor(c.env, c.env.DB);
      for (const r of rows.results) {
        const l = asLang(r.lang ?? lang);
        // The link names the address it goes to: it dies if the account's address changes.
        const token = await newToken(c.env.DB, r.user_id, 'reset', r.email.toLowerCase(), RESET_TTL_MS);
        await mailer.send({
          to: r.email, subject: mt(l, 'resetSubject'), idempotencyKey: `reset:${token.slice(0, 16)}`,
          text: mt(l, 'resetBody', { user: r.username, link: `${originOf(c)}${pagePath(l, '/account/reset/')}?token=${token}` }),
        }).catch(async (e) => {
          // One account's refused mail does not stop the others'; the reason is kept and counted.
          if (!(e instanceof MailRefused)) throw e;
          count(c.env, 'mail_refused', { detail: `reset: ${e.reason}`.slice(0, 200) });
          await noteMailFailure(c.env.DB, r.user_id, e.reason);
        });
      }
    })().catch((e) => console.error('forgot password', e)));
    return c.json(answer);
  });

  api.post('/auth/reset', validate(z.object({ token: tokenField, password }).strict()), async (c) => {
    const { token, password: pw } = c.req.valid('json');
    const claimed = await claimToken(c.env.DB, token, 'reset');
    if (!claimed) return errorResponse(invalidToken('password reset'));
    // Only while the account still has, verified, the address the link was mailed to.
    const owner = await c.env.DB.prepare('SELECT 1 AS ok FROM user_mail WHERE user_id = ? AND email_key = ? AND verified_at IS NOT NULL AND deleted_at IS NULL')
      .bind(claimed.user_id, claimed.email ?? '').first<{ ok: number }>();
    if (!owner) return errorResponse(invalidToken('password reset'));
    const salt = toBase64(crypto.getRandomValues(new Uint8Array(16)));
    const now = Date.now();
    await c.env.DB.prepare(`UPDATE users SET password_hash = ?, salt = ?, iterations = ? WHERE id = ? AND id NOT IN (SELECT user_id FROM user_mail WHERE deleted_at IS NOT NULL)`)
      .bind(await hashPassword(pw, salt), salt, PBKDF2_ITERATIONS, claimed.user_id).run();
    await c.env.DB.prepare(`DELETE FROM mail_tokens WHERE user_id = ? AND purpose = 'reset'`).bind(claimed.user_id).run();
    // Whoever had the old password is logged out everywhere, and their browsers get no more pushes.
    await endAllSessions(c.env, claimed.user_id, now + 1, false);
    await c.env.DB.prepare('DELETE FROM push_subscriptions WHERE user_id = ?').bind(claimed.user_id).run();
    await syncPush(c.env, claimed.user_id);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ ok: true });
  });

  // ---- notification settings -------------------------------------------------------------

  api.put('/me/notifications', validate(z.object({ settings: settingsSchema.partial().optional(), lang: langField }).strict()), async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const body = c.req.valid('json');
    const row = await mailRow(c.env.DB, user.id);
    const merged = settingsSchema.safeParse({ ...parseSettings(row?.settings), ...(body.settings ?? {}) });
    if (!merged.success) return c.json(apiError('bad_request', describeZodError(merged.error)), 400);
    const lang = body.lang ?? asLang(row?.lang);
    await c.env.DB.prepare(`INSERT INTO user_mail (user_id, lang, settings) VALUES (?, ?, ?)
      ON CONFLICT(user_id) DO UPDATE SET lang = excluded.lang, settings = excluded.settings`).bind(user.id, lang, JSON.stringify(merged.data)).run();
    await syncMatches(c.env, user.id);
    return c.json({ lang, notifications: merged.data });
  });

  api.get('/me/notifications/:matchId', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    if (!MATCH_ID.test(c.req.param('matchId'))) return c.json(apiError('not_found', 'No such match.'), 404);
    const row = await c.env.DB.prepare('SELECT settings FROM match_mail_overrides WHERE user_id = ? AND match_id = ?').bind(user.id, c.req.param('matchId')).first<{ settings: string }>();
    return c.json({ override: row ? JSON.parse(row.settings) : null });
  });

  api.put('/me/notifications/:matchId', validate(overrideSchema), async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    if (!MATCH_ID.test(c.req.param('matchId'))) return c.json(apiError('not_found', 'No such match.'), 404);
    const override = c.req.valid('json');
    await c.env.DB.prepare(`INSERT INTO match_mail_overrides (user_id, match_id, settings) VALUES (?, ?, ?)
      ON CONFLICT(user_id, match_id) DO UPDATE SET settings = excluded.settings`).bind(user.id, c.req.param('matchId'), JSON.stringify(override)).run();
    return c.json({ override });
  });

  api.delete('/me/notifications/:matchId', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    await c.env.DB.prepare('DELETE FROM match_mail_overrides WHERE user_id = ? AND match_id = ?').bind(user.id, c.req.param('matchId')).run();
    return c.json({ override: null });
  });

  // ---- one-click unsubscribe (RFC 8058): a signed link, no login -------------------------

  const page = (lang: Lang, body: string, status: 200 | 400 = 200) => new Response(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Tenka</title></head><body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`,
    { status, headers: {
      'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Frame-Options': 'DENY',
      // Its own policy (kept by http/security-headers.ts): one inline style, no script, a form to here.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    } });
  const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const unsubToken = async (c: Context<AppEnv>) => {
    const t = c.req.query('t') ?? '';
    return t.length < 700 ? verifyValue<{ u: string; m: string | null }>(c.env.DB, c.env.SESSION_SECRET, t) : null;
  };

  // GET shows a button (a link scanner's GET changes nothing); POST (the button, or the mail
  // client's List-Unsubscribe-Post) unsubscribes.
  api.get('/mail/unsubscribe', async (c) => {
    const v = await unsubToken(c);
    const lang = asLang((v && (await mailRow(c.env.DB, v.u))?.lang) ?? 'en');
    if (!v) {
      // A browser gets a page; anything else the API's JSON refusal.
      if ((c.req.header('Accept') ?? '').includes('text/html')) return page(lang, `<p>${mt(lang, 'unsubBad')}</p>`, 400);
      return c.json(apiError('bad_request', 't: not a valid unsubscribe link.'), 400);
    }
    return page(lang, `<form method="post" action="/api/mail/unsubscribe?t=${esc(c.req.query('t')!)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${mt(lang, 'unsubConfirm')}</button></form>`);
  });

  api.post('/mail/unsubscribe', async (c) => {
    const v = await unsubToken(c);
    if (!v || typeof v.u !== 'string' || (v.m !== null && !MATCH_ID.test(String(v.m)))) return c.json(apiError('bad_request', 't: not a valid unsubscribe link.'), 400);
    const row = await mailRow(c.env.DB, v.u);
    if (v.m) {
      await c.env.DB.prepare(`INSERT INTO match_mail_overrides (user_id, match_id, settings) VALUES (?, ?, ?)
        ON CONFLICT(user_id, match_id) DO UPDATE SET settings = excluded.settings`).bind(v.u, v.m, JSON.stringify({ email: false })).run();
    } else if (row) {
      await c.env.DB.prepare('UPDATE user_mail SET settings = ? WHERE user_id = ?').bind(JSON.stringify({ ...parseSettings(row.settings), email: false }), v.u).run();
      await syncMatches(c.env, v.u);
    }
    const lang = asLang(row?.lang);
    if ((c.req.header('Accept') ?? '').includes('text/html')) return page(lang, `<p>${mt(lang, 'unsubDone')}</p>`);
    return c.json({ ok: true, scope: v.m ? { match: v.m } : 'all' });
  });

  // ---- deleting the account ---------------------------------------------------------------

  api.delete('/me', validate(z.object({ confirm: z.string().max(64) }).strict()), async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    if (c.req.valid('json').confirm !== user.username) return c.json(apiError('bad_request', `confirm: type your username ("${user.username}") to delete the account.`), 400);
    const now = Date.now();
    // The row stays (its username stays reserved, the matches' history names it) with no password
    // that any input can match ("!" is no PBKDF2 output), no address, no links.
    await c.env.DB.batch([
      c.env.DB.prepare(`UPDATE users SET password_hash = '!', salt = '' WHERE id = ?`).bind(user.id),
      c.env.DB.prepare(`INSERT INTO user_mail (user_id, deleted_at) VALUES (?, ?)
        ON CONFLICT(user_id) DO UPDATE SET email = NULL, email_key = NULL, verified_at = NULL, settings = NULL, deleted_at = excluded.deleted_at`).bind(user.id, now),
      c.env.DB.prepare('DELETE FROM mail_tokens WHERE user_id = ?').bind(user.id),
      c.env.DB.prepare('DELETE FROM match_mail_overrides WHERE user_id = ?').bind(user.id),
      c.env.DB.prepare('DELETE FROM discord_links WHERE user_id = ?').bind(user.id),
      c.env.DB.prepare('DELETE FROM push_subscriptions WHERE user_id = ?').bind(user.id),
      c.env.DB.prepare('DELETE FROM discord_link_codes WHERE user_id = ?').bind(user.id),
    ]);
    // Each match: the sessions end, the seat goes to the bot at its deadline; nothing else changes.
    await endAllSessions(c.env, user.id, now + 1, true);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ ok: true, deleted: user.username });
  });

  // ---- the local capture (never in production) ---------------------------------------------

  const captureOn = (c: Context<AppEnv>) => c.env.MAIL_CAPTURE === '1' || c.env.TENKA_DEBUG === '1';

  api.get('/debug/mail', async (c) => {
    if (!captureOn(c)) return c.json(apiError('not_found', 'No route GET /api/debug/mail.'), 404);
    const to = c.req.query('to');
    const rows = await (to
      ? c.env.DB.prepare('SELECT * FROM mail_capture WHERE `to` = ? ORDER BY id').bind(to)
      : c.env.DB.prepare('SELECT * FROM mail_capture ORDER BY id DESC LIMIT 200')).all<{ id: number; to: string; subject: string; text: string; html: string | null; headers: string; created_at: number }>();
    return c.json(rows.results.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, html: r.html, headers: JSON.parse(r.headers), at: r.created_at })));
  });

  api.get('/debug/mail/view', async (c) => {
    if (!captureOn(c)) return c.json(apiError('not_found', 'No route GET /api/debug/mail/view.'), 404);
    const rows = await c.env.DB.prepare('SELECT * FROM mail_capture ORDER BY id DESC LIMIT 100').all<{ id: number; to: string; subject: string; text: string; created_at: number }>();
    const items = rows.results.map((r) => `<article class="mail" data-to="${esc(r.to)}"><h2>${esc(r.subject)}</h2><p>To: ${esc(r.to)} · ${new Date(r.created_at).toISOString()}</p><pre>${esc(r.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`);
    return page('en', `<h1>Local mail capture</h1><p>Nothing here left the machine (MAIL_CAPTURE=1).</p>${items.join('') || '<p>No mail yet.</p>'}`);
  });

  return api;
}

export { DEFAULT_SETTINGS, LANGS };
