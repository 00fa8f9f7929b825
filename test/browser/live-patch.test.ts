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

  it('catches up when an update came while it waited for its resync (CI, loaded: the page stayed two versions behind)', async () => {
    // Between the page and the server (Playwright's socket route): the update of Alice's move is
    // spoiled (its patch cannot apply), so the page fetches itself and asks for a resync; that
    // request is held until Bob's move has been sent to the page, which drops it (a resync is
    // awaited). The resync's answer then holds Bob's move, which the page's own fetch had not.
    const actx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const bctx = await browser.newContext();
    try {
      const page = await actx.newPage();
      const stamp = Date.now().toString(36).slice(-7);
      expect(await registerAccount(page, server.url, `lpa${stamp}`)).toBe(`lpa${stamp}`);
      const bpage = await bctx.newPage();
      expect(await registerAccount(bpage, server.url, `lpb${stamp}`)).toBe(`lpb${stamp}`);
      const made = await apiAs(actx, 'POST', '/api/matches', { game: 'sengoku', players: 2 });
      expect(made.status).toBeLessThan(300);
      const id = made.body.id as string;
      expect((await apiAs(bctx, 'POST', `/api/matches/${id}/join`, {})).status).toBe(200);

      let spoil = false;
      let holdResync = false;
      const heldRequests: Array<() => void> = [];
      const toPage: string[] = [];
      await page.routeWebSocket(/\/ws\?patch=1$/, (ws) => {
        const upstream = ws.connectToServer();
        ws.onMessage((m) => {
          if (holdResync && m === '{"type":"resync"}') heldRequests.push(() => upstream.send(m));
          else upstream.send(m);
        });
        upstream.onMessage((m) => {
          let text = String(m);
          if (spoil && text.includes('"patch":{"base":')) {
            spoil = false;
            holdResync = true;
            text = text.replace('"patch":{"base":', '"patch":{"base":-1,"spoiled":');
          }
          toPage.push(text);
          ws.send(text);
        });
      });
      await page.goto(`${server.url}/match/?id=${id}`);
      await page.locator('#replay-status').waitFor();
      await expect.poll(() => toPage.some((f) => f.startsWith('{"type":"hello"')), { timeout: 30_000 }).toBe(true);

      /** One move by whoever is awaited (the first legal one), through the API. */
      const moveByAwaited = async () => {
        const m = (await apiAs(actx, 'GET', `/api/matches/${id}`)).body;
        const ctx = m.awaiting.includes(0) ? actx : bctx;
        const moves = (await apiAs(ctx, 'GET', `/api/matches/${id}/moves`)).body as unknown[];
        expect((await apiAs(ctx, 'POST', `/api/matches/${id}/moves`, { move: moves[0], version: m.version })).status).toBe(200);
        return m.version + 1;
      };
      spoil = true;
      const refetched = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/matches/${id}/page`, { timeout: 30_000 });
      const first = await moveByAwaited();
      await refetched;
      await expect.poll(() => versionOnPage(page), { timeout: 30_000 }).toBe(first);
      expect(holdResync, 'the update was spoiled').toBe(true);
      // The next move reaches the page while its resync is held: dropped.
      const framesBefore = toPage.length;
      const second = await moveByAwaited();
      await expect.poll(() => toPage.slice(framesBefore).some((f) => f.includes(`"version":${second}`)), { timeout: 30_000 }).toBe(true);
      expect(heldRequests.length, 'the page asked for a resync').toBe(1);
      holdResync = false;
      for (const send of heldRequests.splice(0)) send();
      // The resync's answer is at the second move's version: the page catches up.
      await expect.poll(() => versionOnPage(page), { timeout: 30_000 }).toBe(second);
      expect((await apiAs(actx, 'GET', `/api/matches/${id}`)).body.version).toBe(second);
    } finally {
      await actx.close();
      await bctx.close();
    }
  }, 150_000);
});
