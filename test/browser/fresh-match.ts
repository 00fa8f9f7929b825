/** A fresh match for a browser test: a new player on `ctx`, the other seats bots, awaiting that player. */
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { registerAccount, type Server } from './server';
import { apiAsOn } from './api-as';

/** The match `id` of `game` whose seat 0 is a new player of `ctx` (logged in on `page`), the others bots, once seat 0 is awaited. */
export async function freshMatch(server: Server, ctx: BrowserContext, game: string, players: number, prefix = 'fm'): Promise<{ page: Page; id: string }> {
  const apiAs = apiAsOn(() => server);
  const page = await ctx.newPage();
  const name = `${prefix}${Date.now().toString(36).slice(-7)}`;
  expect(await registerAccount(page, server.url, name)).toBe(name);
  const bots = Array.from({ length: players - 1 }, (_, i) => i + 1);
  const created = await apiAs(ctx, 'POST', '/api/matches', { game, players, bots, referee: false });
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  const id = created.body.id as string;
  for (let i = 0; i < 300 && !((await apiAs(ctx, 'GET', `/api/matches/${id}`)).body.awaiting ?? []).includes(0); i++) await new Promise((r) => setTimeout(r, 100));
  return { page, id };
}
