/**
 * Accounts and sessions: PBKDF2-SHA256 password hashes (random 16-byte salt, 100,000 iterations,
 * the most Workers' WebCrypto allows) and signed session tokens. Each account row keeps its salt
 * and iteration count beside the hash: a login checks with the stored count, then rehashes with
 * the current one when they differ, so PBKDF2_ITERATIONS can change without locking anyone out.
 * One hash costs ~13 ms of CPU in workerd (`npm run bench:auth`): more than the Workers Free plan's
 * 10 ms per request, hence Workers Paid (docs/operators.md "Deploy to Cloudflare").
 *
 * A token (`v1.<payload>.<HMAC-SHA256>`) names its session, user and expiry, so a request is
 * authenticated with WebCrypto alone: no D1 round trip on a move's path. The session row stays in
 * D1 (as the SHA-256 of its id) for revocation: account routes check it, and a logout tells every
 * match of the user, whose objects refuse the session from then on and close its sockets.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import { sessions, users } from './db/schema';
import type { User } from './env';
import { usernameSkeleton } from './accounts/username-skeleton';

export const PBKDF2_ITERATIONS = 100_000;
export const SESSION_COOKIE = 'tenka_session';
export const SESSION_DAYS = 30;

const enc = new TextEncoder();

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = '';
  for (const b of u8) s += String.fromCharCode(b);
  return btoa(s);
}

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return Array.from(u8, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function randomHex(byteCount: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(byteCount)));
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', enc.encode(text)));
}

export async function hashPassword(password: string, saltB64: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const key = await crypto.subtle.importKey('raw', enc.encode(password), 'PBKDF2', false, ['deriveBits']);
  const salt = Uint8Array.from(atob(saltB64), (c) => c.charCodeAt(0));
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return toBase64(bits);
}

/** Constant-time comparison, so a wrong password takes as long whatever its prefix. */
function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function createUser(db: DrizzleD1Database, username: string, password: string): Promise<User | null> {
  const salt = toBase64(crypto.getRandomValues(new Uint8Array(16)));
  const passwordHash = await hashPassword(password, salt);
  const user = { id: crypto.randomUUID(), username };
  try {
    await db.insert(users).values({
      id: user.id, username, usernameKey: username.toLowerCase(), usernameSkeleton: usernameSkeleton(username), passwordHash, salt,
      iterations: PBKDF2_ITERATIONS, createdAt: Date.now(),
    });
  } catch (e) {
    if (String((e as Error)?.message ?? e).includes('UNIQUE') || String((e as any)?.cause?.message ?? '').includes('UNIQUE')) return null;
    throw e;
  }
  return user;
}

export async function checkPassword(db: DrizzleD1Database, username: string, password: string): Promise<User | null> {
  const row = await db.select().from(users).where(eq(users.usernameKey, username.toLowerCase())).get();
  // Hash even when the user does not exist, so timing does not reveal which usernames exist.
  const hash = await hashPassword(password, row?.salt ?? 'AAAAAAAAAAAAAAAAAAAAAA==', row?.iterations ?? PBKDF2_ITERATIONS);
  if (!row || !sameString(hash, row.passwordHash)) return null;
  if (row.iterations !== PBKDF2_ITERATIONS) await rehash(db, row.id, row.passwordHash, password);
  return { id: row.id, username: row.username };
}

/** The password just proven, hashed again with today's parameters (unless it changed meanwhile). */
async function rehash(db: DrizzleD1Database, userId: string, oldHash: string, password: string): Promise<void> {
  const salt = toBase64(crypto.getRandomValues(new Uint8Array(16)));
  const passwordHash = await hashPassword(password, salt);
  await db.update(users).set({ passwordHash, salt, iterations: PBKDF2_ITERATIONS })
    .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
}

/**
 * A verified session: who, which session (and its SHA-256, the form D1 and the match objects keep
 * of an ended session), until when.
 */
export interface Session {
  user: User; sessionId: string; sessionHash: string; expiresAt: number;
  /** A personal API token's scopes (worker/tokens/); absent for a login session, which may do anything. */
  scopes?: string[];
}

/** The prefixes of signed tokens: a login session's, and a personal API token's (signed apart, never mistaken). */
export type TokenKind = 'v1' | 'pat1';

const b64url = (bytes: Uint8Array) => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

let signingKey: { secret: string; key: Promise<CryptoKey> } | null = null;

/** The HMAC key of session tokens: SESSION_SECRET, else a random key made once and kept in D1. */
async function sessionKey(d1: D1Database, configured: string | undefined): Promise<CryptoKey> {
  const secret = configured ?? await storedSecret(d1);
  if (signingKey?.secret !== secret) {
    signingKey = { secret, key: crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']) };
  }
  return signingKey.key;
}

let storedSecretCache: Promise<string> | null = null;
function storedSecret(d1: D1Database): Promise<string> {
  storedSecretCache ??= (async () => {
    await d1.prepare('INSERT OR IGNORE INTO app_secrets (name, value) VALUES (?, ?)').bind('session-hmac', randomHex(32)).run();
    const row = await d1.prepare('SELECT value FROM app_secrets WHERE name = ?').bind('session-hmac').first<{ value: string }>();
    return row!.value;
  })().catch((e) => { storedSecretCache = null; throw e; });
  return storedSecretCache;
}

export async function createSession(d1: D1Database, secret: string | undefined, user: User): Promise<{ token: string; expiresAt: number; sessionId: string }> {
  const sessionId = randomHex(16);
  const expiresAt = Date.now() + SESSION_DAYS * 86_400_000;
  await drizzle(d1).insert(sessions).values({ id: await sha256Hex(sessionId), userId: user.id, createdAt: Date.now(), expiresAt });
  return { token: await signSessionToken(d1, secret, 'v1', { sid: sessionId, uid: user.id, un: user.username, exp: expiresAt }), expiresAt, sessionId };
}

/** The signed form of a session (a login's `v1`, or a personal API token's `pat1` with its scopes `scp`). */
export async function signSessionToken(d1: D1Database, secret: string | undefined, kind: TokenKind, payload: { sid: string; uid: string; un: string; exp: number; scp?: string[] }): Promise<string> {
  const body = b64url(enc.encode(JSON.stringify(payload)));
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', await sessionKey(d1, secret), enc.encode(`${kind}.${body}`)));
  return `${kind}.${body}.${b64url(sig)}`;
}

/**
 * The session a token proves. Signed tokens are checked with WebCrypto only; the opaque tokens
 * of earlier versions (64 hex) are still looked up in D1.
 */
export async function sessionForToken(d1: D1Database, secret: string | undefined, token: string): Promise<Session | null> {
  const m = /^(v1|pat1)\.([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (m) {
    let ok = false;
    try { ok = await crypto.subtle.verify('HMAC', await sessionKey(d1, secret), fromB64url(m[3]!), enc.encode(`${m[1]}.${m[2]}`)); } catch { ok = false; }
    if (!ok) return null;
    let p: { sid?: unknown; uid?: unknown; un?: unknown; exp?: unknown; scp?: unknown };
    try { p = JSON.parse(new TextDecoder().decode(fromB64url(m[2]!))); } catch { return null; }
    if (typeof p.sid !== 'string' || typeof p.uid !== 'string' || typeof p.un !== 'string' || typeof p.exp !== 'number' || p.exp <= Date.now()) return null;
    const session: Session = { user: { id: p.uid, username: p.un }, sessionId: p.sid, sessionHash: await sha256Hex(p.sid), expiresAt: p.exp };
    if (m[1] === 'pat1') {
      // A personal token always carries its scopes; one without them is refused, never taken for a full session.
      if (!Array.isArray(p.scp) || !p.scp.every((x) => typeof x === 'string')) return null;
      session.scopes = p.scp as string[];
    }
    return session;
  }
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const id = await sha256Hex(token);
  const row = await drizzle(d1)
    .select({ id: users.id, username: users.username, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, Date.now()), isNull(sessions.endedAt)))
    .get();
  return row ? { user: { id: row.id, username: row.username }, sessionId: token, sessionHash: id, expiresAt: row.expiresAt } : null;
}

/** Whether a session is still open in D1 (account routes; per-match routes ask the match object). */
export async function sessionIsOpen(d1: D1Database, sessionId: string): Promise<boolean> {
  const row = await d1.prepare('SELECT expires_at FROM sessions WHERE id = ? AND ended_at IS NULL').bind(await sha256Hex(sessionId)).first<{ expires_at: number }>();
  return !!row && row.expires_at > Date.now();
}

/**
 * What a match object must know of a user's ended sessions to refuse them without asking D1: the
 * sessions ended one by one (logout; SHA-256 of their ids, with the expiry after which they would
 * be refused anyway) and the instant before which every session of the user ended (a password
 * reset). Handed to a match with every seat it grants the user: a match the user never sat in
 * was not told of the logout, and a move's path never reads D1.
 */
export interface Revocations { sessions: Record<string, number>; before: number | null }

/** A logout: the row is kept, marked ended, until it would have expired (the revocations above). */
export async function endSession(d1: D1Database, sessionId: string): Promise<void> {
  await d1.prepare('UPDATE sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL').bind(Date.now(), await sha256Hex(sessionId)).run();
}

/**
 * The open session of a request and its user's revocations, in one round trip to D1; null when the
 * session has ended (logout, reset, deleted account) or expired.
 */
export async function openSessionWithRevocations(d1: D1Database, session: Session): Promise<(Revocations & { bot: boolean }) | null> {
  const now = Date.now();
  const [own, ended, user] = await d1.batch([
    d1.prepare('SELECT expires_at FROM sessions WHERE id = ? AND ended_at IS NULL AND expires_at > ?').bind(session.sessionHash, now),
    d1.prepare('SELECT id, expires_at FROM sessions WHERE user_id = ? AND ended_at IS NOT NULL AND expires_at > ?').bind(session.user.id, now),
    d1.prepare('SELECT sessions_ended_before, bot_since FROM users WHERE id = ?').bind(session.user.id),
  ]);
  if (!own?.results.length || !user?.results.length) return null;
  const sessionsEnded = Object.fromEntries((ended!.results as { id: string; expires_at: number }[]).map((r) => [r.id, r.expires_at]));
  const row = user.results[0] as { sessions_ended_before: number | null; bot_since: number | null };
  return { sessions: sessionsEnded, before: row.sessions_ended_before ?? null, bot: row.bot_since !== null };
}

/** Another user's revocations (the referee seats them): the same facts, without a session of theirs. */
export async function revocationsOf(d1: D1Database, userId: string): Promise<Revocations> {
  const [ended, user] = await d1.batch([
    d1.prepare('SELECT id, expires_at FROM sessions WHERE user_id = ? AND ended_at IS NOT NULL AND expires_at > ?').bind(userId, Date.now()),
    d1.prepare('SELECT sessions_ended_before FROM users WHERE id = ?').bind(userId),
  ]);
  return {
    sessions: Object.fromEntries((ended!.results as { id: string; expires_at: number }[]).map((r) => [r.id, r.expires_at])),
    before: (user?.results[0] as { sessions_ended_before: number | null } | undefined)?.sessions_ended_before ?? null,
  };
}

/** An HMAC-signed value with the session key (the unsubscribe links: they work without login). */
export async function signValue(d1: D1Database, secret: string | undefined, value: unknown): Promise<string> {
  const payload = b64url(enc.encode(JSON.stringify(value)));
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', await sessionKey(d1, secret), enc.encode(`s1.${payload}`)));
  return `${payload}.${b64url(sig)}`;
}

export async function verifyValue<T>(d1: D1Database, secret: string | undefined, token: string): Promise<T | null> {
  const m = /^([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  try {
    if (!(await crypto.subtle.verify('HMAC', await sessionKey(d1, secret), fromB64url(m[2]!), enc.encode(`s1.${m[1]}`)))) return null;
    return JSON.parse(new TextDecoder().decode(fromB64url(m[1]!))) as T;
  } catch { return null; }
}

/**
 * Every session of a user issued before `before` ends (a password reset, a deleted account): the
 * login sessions' D1 rows go (created strictly before, as a match compares), and the instant is kept on the account, so a match that seats the
 * user later refuses those sessions too (Revocations). A personal API token's session is kept,
 * marked ended, until it would have expired, like a revoked token's: a match tells a session's age
 * from its expiry and a login's 30 days, which says nothing of a token's (365 days), so `before`
 * alone would not end it there. Returns the tokens' sessions just ended (SHA-256 of their ids, and
 * expiry), for the matches the user sits in to be told.
 */
export async function deleteUserSessions(d1: D1Database, userId: string, before = Date.now(), opts = { tokens: true }): Promise<Record<string, number>> {
  const now = Date.now();
  const tokenSessions = 'SELECT session_hash FROM api_tokens WHERE user_id = ?';
  const logins = [
    d1.prepare(`DELETE FROM sessions WHERE user_id = ? AND created_at < ? AND id NOT IN (${tokenSessions})`).bind(userId, before, userId),
    d1.prepare('UPDATE users SET sessions_ended_before = max(coalesce(sessions_ended_before, 0), ?) WHERE id = ?').bind(before, userId),
  ];
  if (!opts.tokens) {
    await d1.batch(logins);
    return {};
  }
  const [ended] = await d1.batch([
    d1.prepare(`UPDATE sessions SET ended_at = ? WHERE user_id = ? AND created_at < ? AND ended_at IS NULL AND id IN (${tokenSessions}) RETURNING id, expires_at`)
      .bind(now, userId, before, userId),
    // Personal API tokens end with the other sessions (worker/tokens/): revoked, kept until they would have expired.
    d1.prepare('UPDATE api_tokens SET revoked_at = ? WHERE user_id = ? AND created_at < ? AND revoked_at IS NULL').bind(now, userId, before),
    ...logins,
  ]);
  return Object.fromEntries(((ended?.results ?? []) as { id: string; expires_at: number }[]).map((r) => [r.id, r.expires_at]));
}
