/**
 * Bot accounts (docs/bots.md "Bot accounts"): an account declares itself a bot once, by its login
 * session (a personal token cannot), and never goes back: its seats, lobby rows and profile carry
 * the mark from then on. Declared between matches only, so every seat it holds says the same.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { apiError, errorResponse } from '../errors';
import { isError, openUser, validate, type AppEnv } from '../http/route-kit';

export function botAccountApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.post('/me/bot', validate(z.object({ confirm: z.string().max(64) }).strict()), async (c) => {
    const user = await openUser(c);
    if (isError(user)) return errorResponse(user);
    if (c.req.valid('json').confirm !== user.username) return c.json(apiError('bad_request', `confirm: type your username ("${user.username}") to make this account a bot, for good.`), 400);
    const seated = await c.env.DB.prepare(
      `SELECT 1 FROM match_seats s JOIN matches m ON m.id = s.match_id WHERE s.user_id = ? AND m.status IN ('open', 'active') LIMIT 1`,
    ).bind(user.id).first();
    if (seated) return c.json(apiError('bad_request', 'Finish or leave your open and running matches first: a bot account is declared between matches.'), 400);
    const made = await c.env.DB.prepare('UPDATE users SET bot_since = ? WHERE id = ? AND bot_since IS NULL RETURNING bot_since').bind(Date.now(), user.id).first<{ bot_since: number }>();
    if (!made) return c.json(apiError('already_bot', 'This account is already a bot account.'), 409);
    return c.json({ ok: true, botSince: made.bot_since });
  });

  return api;
}
