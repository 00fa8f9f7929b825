/**
 * Personal API tokens in D1. A token is a session of its own (a `sessions` row under the SHA-256
 * of its id, signed as `pat1.<payload>.<sig>` with its scopes, worker/auth.ts), so it is checked
 * by signature alone on a move's path, and revoking it is a logout of that session: the row is
 * marked ended and every match of the account is told at once (the match objects refuse it and
 * close its sockets; a match that seats the account later learns it with the seat). The token
 * itself is shown once, at creation, and never stored.
 */
import { randomHex, sha256Hex, signSessionToken } from '../auth';
import type { Env, User } from '../env';
import { matchRoom } from '../match/room';
import type { Scope } from './scopes';

/** Live tokens per account. */
export const MAX_TOKENS = 20;
/**
 * Tokens kept per account, live and revoked (a revoked one stays, ended, until it would have
 * expired, so that matches seating the account later refuse it): creating and revoking in a loop
 * cannot grow the revocations every match is handed.
 */
export const MAX_TOKEN_ROWS = 100;
export const TOKEN_DAYS = 365;

export interface TokenSummary { id: string; name: string; scopes: Scope[]; createdAt: number; expiresAt: number; lastUsedAt: number | null }

interface TokenRow { id: string; name: string; scopes: string; created_at: number; expires_at: number; last_used_at: number | null }

const summary = (r: TokenRow): TokenSummary => ({
  id: r.id, name: r.name, scopes: r.scopes.split(',').filter(Boolean) as Scope[], createdAt: r.created_at, expiresAt: r.expires_at, lastUsedAt: r.last_used_at,
});

/** A new token, or null when the account has reached a cap (both counted in the same statement as the insert). */
export async function createToken(env: Env, user: User, name: string, scopes: Scope[]): Promise<{ token: string; summary: TokenSummary } | null> {
  const now = Date.now();
  const id = randomHex(8);
  const sessionId = randomHex(16);
  const sessionHash = await sha256Hex(sessionId);
  const expiresAt = now + TOKEN_DAYS * 86_400_000;
  const inserted = await env.DB.prepare(
    `INSERT INTO api_tokens (id, user_id, session_hash, name, scopes, created_at, expires_at)
     SELECT ?, ?, ?, ?, ?, ?, ? WHERE
       (SELECT count(*) FROM api_tokens WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?) < ? AND
       (SELECT count(*) FROM api_tokens WHERE user_id = ? AND expires_at > ?) < ?
     RETURNING id, name, scopes, created_at, expires_at, last_used_at`,
  ).bind(id, user.id, sessionHash, name, scopes.join(','), now, expiresAt, user.id, now, MAX_TOKENS, user.id, now, MAX_TOKEN_ROWS).first<TokenRow>();
  if (!inserted) return null;
  await env.DB.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').bind(sessionHash, user.id, now, expiresAt).run();
  // Expired rows go when the account makes a new one (their sessions expire by themselves).
  await env.DB.prepare('DELETE FROM api_tokens WHERE user_id = ? AND expires_at <= ?').bind(user.id, now).run();
  const token = await signSessionToken(env.DB, env.SESSION_SECRET, 'pat1', { sid: sessionId, uid: user.id, un: user.username, exp: expiresAt, scp: scopes });
  return { token, summary: summary(inserted) };
}

/** The account's live tokens, newest first: names, scopes, dates; never the token. */
export async function listTokens(d1: D1Database, userId: string): Promise<TokenSummary[]> {
  const rows = await d1.prepare(
    'SELECT id, name, scopes, created_at, expires_at, last_used_at FROM api_tokens WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC, id',
  ).bind(userId, Date.now()).all<TokenRow>();
  return rows.results.map(summary);
}

/** Revokes one of the account's tokens everywhere at once; false when it has no such live token. */
export async function revokeToken(env: Env, userId: string, id: string): Promise<boolean> {
  const now = Date.now();
  const row = await env.DB.prepare('UPDATE api_tokens SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL RETURNING session_hash, expires_at')
    .bind(now, id, userId).first<{ session_hash: string; expires_at: number }>();
  if (!row) return false;
  await env.DB.prepare('UPDATE sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL').bind(now, row.session_hash).run();
  const matches = await env.DB.prepare('SELECT DISTINCT match_id FROM match_seats WHERE user_id = ?').bind(userId).all<{ match_id: string }>();
  await Promise.all(matches.results.map((r) => matchRoom(env, r.match_id).revokeSession(row.session_hash, row.expires_at)));
  return true;
}

/** The token's last use, at most once a minute (in the background: never holds a request). */
export async function touchToken(d1: D1Database, sessionHash: string): Promise<void> {
  const now = Date.now();
  await d1.prepare('UPDATE api_tokens SET last_used_at = ? WHERE session_hash = ? AND (last_used_at IS NULL OR last_used_at < ?)').bind(now, sessionHash, now - 60_000).run();
}
