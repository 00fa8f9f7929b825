/// <reference lib="dom" />
/**
 * The match page's first draw from the Worker (issue 32, docs/architecture.md "The first draw from
 * the Worker"): the page arrives with its board drawn (worker/http/match-first-draw.ts), the same
 * markup the page's own script draws first, and a tap on a move before that script has run is kept
 * and played once it has (site/src/client/match/early-tap.js).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import type { Server } from './server';
import { openShared } from './shared-server';
import { apiAsOn } from './api-as';
import { freshMatch } from './fresh-match';
import { PHONE } from './board-audit';
import { GAMES } from '../../worker/games/registry';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const apiAs = apiAsOn(() => server);
const ROOT_OPEN = /<div id="match-root"[^>]*>/;

/** The match page's HTML split at its `#match-root`: what is before its content, the content, what is after. */
function cutRoot(html: string): { before: string; inner: string; after: string } {
  const open = ROOT_OPEN.exec(html);
  if (!open) throw new Error('no #match-root in the page');
  const start = open.index + open[0].length;
  // The rendered markup escapes every `<` of its texts and attributes: counting the div tags finds the root's end.
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { before: html.slice(0, open.index), inner: html.slice(start, m.index), after: html.slice(m.index + '</div>'.length) };
  }
  throw new Error('#match-root is not closed');
}

/**
 * The page's own first draw, as its script draws it into an empty root: the page is served without
 * the Worker's draw, and `#match-root`'s content is read at the first change the script makes.
 */
async function clientFirstDraw(page: Page, url: string): Promise<{ server: string; client: string }> {
  let server = '';
  const handler = async (route: Route) => {
    const res = await route.fetch();
    const { before, inner, after } = cutRoot(await res.text());
    server = inner;
    await route.fulfill({ response: res, body: `${before}<div id="match-root"><p class="muted" id="loading">…</p></div>${after}` });
  };
  await page.route((u) => u.pathname.endsWith('/match/'), handler);
  await page.addInitScript(() => {
    const w = window as unknown as { __clientDraw?: string };
    new MutationObserver((_, observer) => {
      const root = document.getElementById('match-root');
      if (!root || root.querySelector('#loading') || !root.firstChild) return;
      w.__clientDraw = root.innerHTML;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __clientDraw?: string }).__clientDraw !== undefined, null, { timeout: 30_000 });
  const client = await page.evaluate(() => (window as unknown as { __clientDraw: string }).__clientDraw);
  await page.unroute((u) => u.pathname.endsWith('/match/'), handler);
  return { server, client };
}

/** Both markups through the browser's own parser and serializer; style attributes left out (the policy blocks them in HTML; the script sets them). */
const normalized = (page: Page, html: string) => page.evaluate((s) => {
  const t = document.createElement('template');
  t.innerHTML = s;
  for (const el of t.content.querySelectorAll('[style]')) el.removeAttribute('style');
  return t.innerHTML;
}, html);

describe('the match page\'s first draw from the Worker', () => {
  for (const game of Object.values(GAMES)) {
    it(`${game.id}: the page arrives drawn, and the Worker's draw is the page's own first draw (EN, FR, DE)`, async () => {
      const phone = await browser.newContext(PHONE);
      try {
        const { page, id } = await freshMatch(server, phone, game.id, game.minPlayers, 'sd');
        for (const lang of ['en', 'fr', 'de']) {
          const url = `${server.url}${lang === 'en' ? '' : `/${lang}`}/match/?id=${id}`;
          // As served: the root says it holds the Worker's draw, with the board and the header in it.
          const raw = await (await page.request.get(url)).text();
          expect(ROOT_OPEN.exec(raw)?.[0], lang).toContain('data-first-draw="server"');
          const { inner } = cutRoot(raw);
          expect(inner, lang).toContain('id="board"');
          expect(inner, lang).toContain('id="turn"');
          const { server: drawn, client } = await clientFirstDraw(page, url);
          expect(await normalized(page, drawn), `${game.id} ${lang}`).toBe(await normalized(page, client));
        }
      } finally {
        await phone.close();
      }
    }, 180_000);
  }

  it('a tap on a move before the page\'s script has run is kept, marked, and played once it has', async () => {
    const phone = await browser.newContext(PHONE);
    try {
      const { page, id } = await freshMatch(server, phone, 'rising-sun', 3, 'et');
      // The tea ceremony awaits every seat at once: the bots' "ready" first, so that the page's data
      // (and the version its tap is sent with) is the match's last.
      for (let i = 0; i < 300 && JSON.stringify((await apiAs(phone, 'GET', `/api/matches/${id}`)).body.awaiting) !== '[0]'; i++) await new Promise((r) => setTimeout(r, 100));
      const before = (await apiAs(phone, 'GET', `/api/matches/${id}`)).body.version as number;
      // The page's modules are held back until the tap is made (the early-tap script is not).
      let release!: () => void;
      const held = new Promise<void>((resolve) => { release = resolve; });
      await page.route((u) => u.pathname.startsWith('/_astro/') && u.pathname.endsWith('.js') && !u.pathname.includes('early-tap'), async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.url}/match/?id=${id}`, { waitUntil: 'commit' });
      const ready = page.locator('#board button[data-play=\'{"type":"ready"}\']:not([disabled])');
      await ready.waitFor({ state: 'visible', timeout: 30_000 });
      await page.locator('html[data-taps="kept"]').waitFor({ state: 'attached', timeout: 30_000 });
      await ready.click();
      // Kept and marked, not played yet: the page's script has not run.
      await expect.poll(() => ready.evaluate((el) => el.classList.contains('early-tap')), { timeout: 10_000 }).toBe(true);
      expect((await apiAs(phone, 'GET', `/api/matches/${id}`)).body.version).toBe(before);
      const moved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/matches\/[^/]+\/moves$/.test(r.url()), { timeout: 30_000 });
      release();
      expect((await moved).status()).toBe(200);
      await page.locator('html[data-taps="live"]').waitFor({ state: 'attached' });
      expect(await page.locator('.early-tap').count()).toBe(0);
      const log = (await apiAs(phone, 'GET', `/api/matches/${id}/log`)).body as { index: number; seat: number; by: string }[];
      expect(log.filter((e) => e.index >= 0 && e.seat === 0 && e.by === 'player')).toHaveLength(1);
    } finally {
      await phone.close();
    }
  }, 120_000);
});
