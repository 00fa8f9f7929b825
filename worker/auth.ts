/**
 * Accounts and sessions: PBKDF2-SHA256 password hashes (random 16-byte salt, 100,000 iterations,
 * the most Workers' WebCrypto allows) and opaque session tokens kept in D1 as their SHA-256.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { sessions, users } from './db/schema';
import type { User } from './env';

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
      id: user.id, username, usernameKey: username.toLowerCase(), passwordHash, salt,
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
  return { id: row.id, username: row.username };
}

export async function createSession(db: DrizzleD1Database, userId: string): Promise<{ token: string; expiresAt: number }> {
  const token = randomHex(32);
  const expiresAt = Date.now() + SESSION_DAYS * 86_400_000;
  await db.insert(sessions).values({ id: await sha256Hex(token), userId, createdAt: Date.now(), expiresAt });
  return { token, expiresAt };
}

export async function userForToken(db: DrizzleD1Database, token: string): Promise<User | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const row = await db
    .select({ id: users.id, username: users.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, await sha256Hex(token)), gt(sessions.expiresAt, Date.now())))
    .get();
  return row ?? null;
}

export async function deleteSession(db: DrizzleD1Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, await sha256Hex(token)));
}
