/**
 * Web Push routes (docs/players.md, "Web Push"): the VAPID public key browsers subscribe with, and a
 * user's subscriptions (one per browser, keyed by endpoint, at most MAX_DEVICES per user).
 *
 *   GET    /api/push/key   {publicKey}                       (publicKey null when push is not configured)
 *   GET    /api/me/push    {devices, endpoints}
 *   POST   /api/me/push    PushSubscription JSON → 201 {endpoint, devices}
 *   DELETE /api/me/push    {endpoint} → {removed, devices}
 *
 * After a change each of the user's matches is told whether to queue pushes for them, so a move
 * never asks D1 (as with mail).
 */
import { Hono, } from 'hono';
import { z } from 'zod';
import { apiError, errorResponse, } from '../errors';
import type { Env, } from '../env';
import { matchRoom } from '../match/room';
import { tellMatches } from '../match/tell-matches';
import { parseSettings } from '../mail/settings';
import { pushConfigured } from './send';
import { checkPushEndpoint, isP256Point, MAX_ENDPOINT, subscriptionSchema } from './subscription';
import { isError, openUser, validate, type AppEnv } from '../http/route-kit';


/** Browsers per user: a new one beyond this replaces the oldest. */
export const MAX_DEVICES = 10;


/**
 * Whether the user's matches should queue pushes for them: a subscribed browser with push on, or
 * a linked Discord account with DMs on and not refused (DMs ride the push queue: discord-dm.ts).
 */
export async function pushOn(d1: D1Database, userId: string): Promise<boolean> {
  const row = await d1.prepare(`SELECT (SELECT COUNT(*) FROM push_subscriptions WHERE user_id = ?1) AS n,
      (SELECT COUNT(*) FROM discord_links WHERE user_id = ?1 AND dm_blocked_at IS NULL) AS dm, m.settings, m.deleted_at
    FROM (SELECT 1) LEFT JOIN user_mail m ON m.user_id = ?1`).bind(userId).first<{ n: number; dm: number; settings: string | null; deleted_at: number | null }>();
  if (!row || row.deleted_at) return false;
  const s = parseSettings(row.settings);
  return (row.n > 0 && s.push) || (row.dm > 0 && s.discord);
}

/** Tell every match of the user whether to queue pushes for them. */
export async function syncPush(env: Env, userId: string): Promise<void> {
  const on = await pushOn(env.DB, userId);
  const rows = await env.DB.prepare('SELECT DISTINCT match_id FROM match_seats WHERE user_id = ?').bind(userId).all<{ match_id: string }>();
  await tellMatches(rows.results.map((r) => r.match_id), (id) => matchRoom(env, id).setPushUser(userId, on));
}

async function devices(d1: D1Database, userId: string): Promise<string[]> {
  const rows = await d1.prepare('SELECT endpoint FROM push_subscriptions WHERE user_id = ? ORDER BY created_at').bind(userId).all<{ endpoint: string }>();
  return rows.results.map((r) => r.endpoint);
}

export function pushApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get('/push/key', (c) => {
    // Not configured is an answer, not an error: every page that offers push asks, and a 404 would
    // be a console error on each of them on a deployment without VAPID keys.
    if (!pushConfigured(c.env)) return c.json({ publicKey: null }, 200, { 'Cache-Control': 'public, max-age=300' });
    return c.json({ publicKey: c.env.VAPID_PUBLIC_KEY }, 200, { 'Cache-Control': 'public, max-age=300' });
  });

  api.get('/me/push', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const endpoints = await devices(c.env.DB, user.id);
    return c.json({ devices: endpoints.length, endpoints });
  });

  api.post('/me/push', validate(subscriptionSchema), async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    if (!pushConfigured(c.env)) return c.json(apiError('not_found', 'Web Push is not configured on this server.'), 404);
    const sub = c.req.valid('json');
    const problem = checkPushEndpoint(c.env, sub.endpoint);
    if (problem) return c.json(apiError('bad_request', `endpoint: ${problem}`), 400);
    if (!(await isP256Point(sub.keys.p256dh))) return c.json(apiError('bad_request', 'keys.p256dh: not a point on the P-256 curve'), 400);
    const now = Date.now();
    const before = await c.env.DB.prepare('SELECT user_id FROM push_subscriptions WHERE endpoint = ?').bind(sub.endpoint).first<{ user_id: string }>();
    // The same browser subscribed again (or by another account on it): the endpoint is the key.
    await c.env.DB.prepare(`INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT(endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at`)
      .bind(sub.endpoint, user.id, sub.keys.p256dh, sub.keys.auth, now).run();
    let endpoints = await devices(c.env.DB, user.id);
    if (endpoints.length > MAX_DEVICES) {
      const old = endpoints.slice(0, endpoints.length - MAX_DEVICES);
      await c.env.DB.batch(old.map((e) => c.env.DB.prepare('DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?').bind(e, user.id)));
      endpoints = endpoints.slice(-MAX_DEVICES);
    }
    await syncPush(c.env, user.id);
    // Another account had this browser: it may have no browser left.
    if (before && before.user_id !== user.id) await syncPush(c.env, before.user_id);
    return c.json({ endpoint: sub.endpoint, devices: endpoints.length }, 201);
  });

  api.delete('/me/push', validate(z.object({ endpoint: z.string().min(1).max(MAX_ENDPOINT, `at most ${MAX_ENDPOINT} characters`) }).strict()), async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const res = await c.env.DB.prepare('DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ? RETURNING endpoint')
      .bind(c.req.valid('json').endpoint, user.id).first<{ endpoint: string }>();
    await syncPush(c.env, user.id);
    return c.json({ removed: !!res, devices: (await devices(c.env.DB, user.id)).length });
  });

  return api;
}
