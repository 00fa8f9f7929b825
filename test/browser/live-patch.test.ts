/// <reference lib="dom" />
/**
 * The match page takes its live updates as patches (issue 32): it opens its socket with
 * `?patch=1`, and when moves are made elsewhere (here: by the player through the API, and by the
 * bot seats) it follows them from the patches alone, without fetching the page again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { registerAccount, type Server } from './server';
import { openShared } from './shared-server';
import { apiAsOn } from './api-as';

let server: Server;
let browser: Browser;
beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());
const apiAs = apiAsOn(() => server);

const versionOnPage = (page: import('playwright-core').Page) => page.evaluate(() => Number(/\/\s*(\d+)/.exec(document.querySelector('#replay-status')?.textContent ?? '')?.[1] ?? -1));

describe('the match page applies patches', () => {
  it('follows moves made elsewhere from the socket\'s patches alone', async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await ctx.newPage();
      const name = `lp${Date.now().toString(36).slice(-8)}`;
      expect(await registerAccount(page, server.url, name)).toBe(name);
      const made = await apiAs(ctx, 'POST', '/api/matches', { game: 'sengoku', players: 2, bots: [1] });
      expect(made.status).toBeLessThan(300);
      const id = made.body.id as string;
      const sockets: string[] = [];
      const frames: string[] = [];
      page.on('websocket', (ws) => { sockets.push(ws.url()); ws.on('framereceived', (f) => frames.push(String(f.payload))); });
      let pageFetches = 0;
      page.on('request', (r) => { if (/\/api\/matches\/[^/]+\/page$/.test(new URL(r.url()).pathname)) pageFetches++; });
      await page.goto(`${server.url}/match/?id=${id}`);
      await page.locator('#replay-status').waitFor();
      await expect.poll(() => frames.some((f) => f.startsWith('{"type":"hello"'))).toBe(true);
      expect(sockets.every((u) => u.endsWith('/ws?patch=1'))).toBe(true);
      const fetchesAtLoad = pageFetches;

      // Moves made elsewhere: the player's own through the API, then the bot's answers.
      for (let i = 0; i < 4; i++) {
        const m = (await apiAs(ctx, 'GET', `/api/matches/${id}`)).body;
        if (m.status !== 'active') break;
        if (!m.awaiting.includes(0)) { await new Promise((r) => setTimeout(r, 300)); continue; }
        const moves = (await apiAs(ctx, 'GET', `/api/matches/${id}/moves`)).body as unknown[];
        expect((await apiAs(ctx, 'POST', `/api/matches/${id}/moves`, { move: moves[0], version: m.version })).status).toBe(200);
        await expect.poll(() => versionOnPage(page), { timeout: 30_000 }).toBeGreaterThan(m.version);
      }
      const now = (await apiAs(ctx, 'GET', `/api/matches/${id}`)).body.version as number;
      await expect.poll(() => versionOnPage(page), { timeout: 30_000 }).toBe(now);
      expect(frames.filter((f) => f.includes('"patch":{')).length).toBeGreaterThan(0);
      expect(pageFetches, 'no page fetch while the patches applied').toBe(fetchesAtLoad);
    } finally {
      await ctx.close();
    }
  }, 90_000);
});
