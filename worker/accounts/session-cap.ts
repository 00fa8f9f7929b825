/**
 * Login sessions kept per account. A logged-out session stays in D1, ended, until it would have
 * expired, and is handed to every match the account joins afterwards (worker/auth.ts Revocations);
 * without a cap, logging in and out in a loop would grow that list, and D1, without end. Past the
 * cap, a login ends the oldest sessions as a password reset ends them all: their rows go, the
 * instant is kept on the account, and each match the user sits in is told. Personal API tokens have
 * their own caps (worker/tokens/store.ts) and are left alone.
 */
import { deleteUserSessions } from '../auth';
import type { Env } from '../env';
import { matchRoom } from '../match/room';
import { tellMatches } from '../match/tell-matches';

/** Login sessions per account, live and ended (until they expire). */
export const MAX_LOGIN_SESSIONS = 100;

/** After a login: the sessions beyond the newest MAX_LOGIN_SESSIONS end (none most of the time; one D1 read either way). */
export async function capLoginSessions(env: Env, userId: string): Promise<void> {
  // The oldest session kept, and how many login sessions are older than it, in one read.
  const oldestKept = await env.DB.prepare(
    `SELECT kept.created_at AS created_at,
       (SELECT count(*) FROM sessions s WHERE s.user_id = ?1 AND s.created_at < kept.created_at AND s.id NOT IN (SELECT session_hash FROM api_tokens WHERE user_id = ?1)) AS over
     FROM (SELECT created_at FROM sessions WHERE user_id = ?1 AND expires_at > ?2 AND id NOT IN (SELECT session_hash FROM api_tokens WHERE user_id = ?1)
           ORDER BY created_at DESC LIMIT 1 OFFSET ?3) AS kept`,
  ).bind(userId, Date.now(), MAX_LOGIN_SESSIONS - 1).first<{ created_at: number; over: number }>();
  if (!oldestKept?.over) return;
  // Every login session issued before the oldest one kept ends (a match dates a login session by its expiry).
  const before = oldestKept.created_at;
  await deleteUserSessions(env.DB, userId, before, { tokens: false });
  const rows = await env.DB.prepare('SELECT DISTINCT match_id FROM match_seats WHERE user_id = ?').bind(userId).all<{ match_id: string }>();
  await tellMatches(rows.results.map((r) => r.match_id), (id) => matchRoom(env, id).revokeUser(userId, before));
}
