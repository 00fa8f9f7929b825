/// <reference lib="dom" />
/**
 * Spectators in real browsers: Carol, a stranger on a 390 px phone, finds a public White Castle Duel
 * in the lobby's Watch list and watches it; her page says she is watching, has no message box, and
 * follows the players' moves live; Alice's page (a player, desktop) counts her. A NIHON referee
 * forbids watching from the console and the spectator's page says so, with no board. The spectator
 * page passes the audit (axe, no sideways scroll, no English on /fr/ and /de/) in EN, FR and DE at
 * phone and desktop width; screenshots in test-results/boards/spectator-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { registerAccount, type Server } from './server';
import { openShared } from './shared-server';
import { apiAsOn } from './api-as';
import { DESKTOP, PHONE, auditBoard } from './board-audit';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const apiAs = apiAsOn(() => server);

/** The awaited seat plays its first legal move (through the API, as the player's own browser would). */
async function playOne(id: string, seats: Map<number, BrowserContext>) {
  const any = seats.get(0)!;
  const m = (await apiAs(any, 'GET', `/api/matches/${id}`)).body;
  const ctx = seats.get(m.awaiting[0])!;
  const legal = (await apiAs(ctx, 'GET', `/api/matches/${id}/moves`)).body as unknown[];
  expect((await apiAs(ctx, 'POST', `/api/matches/${id}/moves`, { move: legal[0], version: m.version })).status).toBe(200);
  return m.version + 1;
}

describe('spectators', () => {
  it('a stranger on a phone watches a public match live from the lobby; the players see the count', async () => {
    const actx = await browser.newContext(DESKTOP), bctx = await browser.newContext(DESKTOP), cctx = await browser.newContext(PHONE);
    const alice = await actx.newPage(), bob = await bctx.newPage(), carol = await cctx.newPage();
    const stamp = Date.now().toString(36).slice(-5);
    await registerAccount(alice, server.url, `sa${stamp}`);
    await registerAccount(bob, server.url, `sb${stamp}`);
    await registerAccount(carol, server.url, `sc${stamp}`);
    const id = (await apiAs(actx, 'POST', '/api/matches', { game: 'white-castle-duel', players: 2, public: true })).body.id as string;
    expect((await apiAs(bctx, 'POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    const seats = new Map<number, BrowserContext>([[0, actx], [1, bctx]]);
    await playOne(id, seats);
    await alice.goto(`${server.url}/match/?id=${id}`);
    await alice.locator('#board').waitFor();
    expect(await alice.locator('#watchers').count()).toBe(0);

    // Carol finds it in the lobby's Watch list and opens it.
    await carol.goto(`${server.url}/lobby/?game=white-castle-duel`);
    const item = carol.locator(`#watch-list li[data-watch="${id}"]`);
    await item.waitFor();
    expect(await item.textContent()).toContain(`sa${stamp}`);
    await item.locator('a').click();
    await carol.waitForURL(new RegExp(`/match/\\?id=${id}`));
    await carol.locator('#watch-banner').waitFor();
    await carol.locator('#board').waitFor();
    expect(await carol.locator('#watch-banner').textContent()).toContain('You are watching');
    expect(await carol.locator('#message-form').count()).toBe(0);
    await carol.locator('#live.on').waitFor();

    // Alice's page counts her, live.
    await alice.locator('#watchers', { hasText: '1 watching' }).waitFor({ timeout: 20_000 });
    expect(await alice.locator('#watch-banner').count()).toBe(0);

    // The players move; Carol's page follows without a reload.
    const before = await carol.locator('#log li').count();
    await playOne(id, seats);
    await playOne(id, seats);
    await carol.waitForFunction((n) => document.querySelectorAll('#log li').length >= n + 2, before, { timeout: 20_000 });
    expect(await auditBoard(carol, { name: 'spectator-watch-en-phone', phone: true, skipAxe: false })).toEqual([]);

    // Carol leaves: the count goes away on Alice's page.
    await carol.close();
    await alice.locator('#watchers').waitFor({ state: 'detached', timeout: 20_000 });

    // The spectator page in French and German, phone and desktop.
    for (const lang of ['fr', 'de']) {
      for (const [size, opts] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
        const c = await browser.newContext(opts);
        const p = await c.newPage();
        await p.goto(`${server.url}/${lang}/match/?id=${id}`);
        await p.locator('#watch-banner').waitFor();
        await p.locator('#board').waitFor();
        expect(await p.locator('#watch-banner').textContent()).toContain(lang === 'fr' ? 'Vous regardez' : 'Sie schauen');
        expect(await auditBoard(p, { name: `spectator-watch-${lang}-${size}`, phone: size === 'phone' })).toEqual([]);
        await c.close();
      }
    }
    // And the lobby's Watch list in each language.
    for (const lang of ['en', 'fr', 'de']) {
      const c = await browser.newContext(PHONE);
      const p = await c.newPage();
      await p.goto(`${server.url}${lang === 'en' ? '' : `/${lang}`}/lobby/?game=white-castle-duel`);
      await p.locator(`#watch-list li[data-watch="${id}"]`).waitFor();
      await p.locator('#watch').screenshot({ path: `test-results/boards/spectator-lobby-${lang}-phone.png` });
      await c.close();
    }
    await actx.close(); await bctx.close(); await cctx.close();
  });

  it('a NIHON referee forbids watching from the console: the spectator page says so and shows no board', async () => {
    const rctx = await browser.newContext(DESKTOP), sctx = await browser.newContext(PHONE);
    const ref = await rctx.newPage(), spectator = await sctx.newPage();
    const stamp = Date.now().toString(36).slice(-5);
    await registerAccount(ref, server.url, `nr${stamp}`);
    const id = (await apiAs(rctx, 'POST', '/api/matches', { game: 'nihon', players: 2, referee: true })).body.id as string;
    for (const n of ['n1', 'n2']) {
      const c = await browser.newContext(DESKTOP);
      const p = await c.newPage();
      await registerAccount(p, server.url, `${n}${stamp}`);
      expect((await apiAs(c, 'POST', `/api/matches/${id}/join`, {})).status).toBe(200);
      await c.close();
    }
    // By default NIHON is shown one turn late.
    await spectator.goto(`${server.url}/de/match/?id=${id}`);
    await spectator.locator('#watch-banner').waitFor();
    expect(await spectator.locator('#watch-banner').textContent()).toContain('verzögert');
    // The referee forbids it from the console (a confirmation first).
    await ref.goto(`${server.url}/match/?id=${id}`);
    await ref.locator('#referee-watch-mode').waitFor();
    expect(await ref.locator('#referee-watch-mode').inputValue()).toBe('delayed');
    await ref.locator('#referee-watch-mode').selectOption('forbidden');
    await ref.locator('[data-referee="spectators"]').click();
    await ref.locator('dialog[open] button[data-confirm="yes"]').click();
    await spectator.locator('#watch-banner', { hasText: 'Spielleitung' }).waitFor({ timeout: 20_000 });
    expect(await spectator.locator('#board').count()).toBe(0);
    expect(await spectator.locator('#log').count()).toBe(0);
    expect(await auditBoard(spectator, { name: 'spectator-forbidden-de-phone', phone: true })).toEqual([]);
    await rctx.close(); await sctx.close();
  });
});
