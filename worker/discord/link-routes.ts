/**
 * Linking a Discord account: a one-time code the user types as `/link code:<code>` in Discord
 * (worker/discord/commands.ts takes it), and unlinking. The interactions endpoint itself is
 * worker/discord/interactions.ts.
 */
import { Hono } from 'hono';
import { drizzle } from 'drizzle-orm/d1';
import { eq } from 'drizzle-orm';
import { discordLinkCodes, discordLinks } from '../db/schema';
import { sha256Hex } from '../auth';
import { errorResponse } from '../errors';
import { syncPush } from '../push/api';
import { isError, openUser, type AppEnv } from '../http/route-kit';

export function discordLinkApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  // A one-time code for `/link code:<code>` in Discord (15 minutes; stored hashed).
  api.post('/discord/link-code', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const code = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => alphabet[b % alphabet.length]).join('');
    const expiresAt = Date.now() + 15 * 60_000;
    const db = drizzle(c.env.DB);
    await db.delete(discordLinkCodes).where(eq(discordLinkCodes.userId, user.id));
    await db.insert(discordLinkCodes).values({ codeHash: await sha256Hex(code), userId: user.id, expiresAt });
    return c.json({ code, expiresAt, command: `/link code:${code}` }, 201);
  });

  api.delete('/discord/link', async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    await drizzle(c.env.DB).delete(discordLinks).where(eq(discordLinks.userId, user.id));
    // No more DMs: the user's matches stop queueing for them unless a browser still wants pushes.
    await syncPush(c.env, user.id);
    return c.json({ ok: true });
  });

  return api;
}
