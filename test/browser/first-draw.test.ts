/// <reference lib="dom" />
/**
 * The board's first draw on a phone is what is above its first move (issue 32, docs/architecture.md
 * "The match page's first load"): NIHON's and Rising Sun's maps are below the prompt and the moves
 * to tap, and their places (NIHON ~1,200 SVG elements, Rising Sun's with its shrines, tracks and
 * clans ~580) come in the draw after the first one is painted. Noted in the page at the DOM change
 * in which the first move control appeared: the map's box is there already (nothing above it moves
 * when its places come), its places are not; then they come.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { Server } from './server';
import { openShared } from './shared-server';
import { freshMatch as freshMatchOn } from './fresh-match';
import { PHONE } from './board-audit';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

/** Per game: its first move control, a map place, and what else waits for the painted first draw. */
const CASES = [
  { game: 'nihon', players: 2, move: '#board button.kit-move:not([disabled])', place: '#board g.prov', later: [] as string[] },
  { game: 'rising-sun', players: 3, move: '#board button[data-play=\'{"type":"ready"}\']:not([disabled])', place: '#board g.rs-province', later: ['#board .rs-info', '#board .rs-shrine'] },
];

/** A fresh match of `game` whose seat 0 is the phone's new player (the others bots), awaiting that player. */
const freshMatch = (phone: BrowserContext, game: string, players: number) => freshMatchOn(server, phone, game, players, 'fd');

describe('the board\'s first draw on a phone', () => {
  it('nihon: after the first move, the map\'s places, the rest of the map and the order sheet come in draws of their own', async () => {
    // One draw for all of them was one long task (~0.5-0.7 s at 4x on a slow phone) that a tap on
    // the first move, right after it showed, waited for. Each DOM change the page makes is noted
    // (a MutationObserver's callback comes once per draw): the parts must come in three of them.
    const phone = await browser.newContext(PHONE);
    try {
      const { page, id } = await freshMatch(phone, 'nihon', 2);
      await page.addInitScript(() => {
        const w = window as unknown as { __states?: string[] };
        w.__states = [];
        new MutationObserver(() => {
          const has = (s: string) => (document.querySelector(s) ? '1' : '0');
          const state = `${has('#board button.kit-move')}${has('#board g.prov')}${has('#board .nihon-map g.labels')}${has('#nh-open-sheet')}`;
          if (w.__states!.at(-1) !== state) w.__states!.push(state);
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${server.url}/match/?id=${id}`);
      await page.locator('#nh-open-sheet').waitFor({ state: 'attached' });
      const states = await page.evaluate(() => (window as unknown as { __states: string[] }).__states);
      // move, places, the rest of the map, the sheet: each state in turn, none skipped.
      const seen = ['1000', '1100', '1110', '1111'].map((s) => states.indexOf(s));
      expect(seen.every((i) => i >= 0), `states seen: ${states.join(' ')}`).toBe(true);
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    } finally {
      await phone.close();
    }
  }, 120_000);

  for (const c of CASES) {
    it(`${c.game}: the first move comes before the map's places, in a box already sized`, async () => {
      const phone = await browser.newContext(PHONE);
      try {
        const { page, id } = await freshMatch(phone, c.game, c.players);
        await page.addInitScript(({ move, place, later }) => {
          const w = window as unknown as { __first?: { places: number; later: number; mapHeight: number } };
          new MutationObserver((_, observer) => {
            if (!document.querySelector(move)) return;
            // The Worker's draw comes with the HTML, which can be parsed before the stylesheet has
            // come (nothing is painted before it): measured once the map's styles apply.
            const scroll = document.querySelector('#board .kit-map-scroll');
            if (scroll && getComputedStyle(scroll).overflow !== 'auto') return;
            const map = document.querySelector('#board .kit-map-scroll svg');
            w.__first = { places: document.querySelectorAll(place).length, later: later.filter((s) => document.querySelector(s)).length, mapHeight: map?.getBoundingClientRect().height ?? 0 };
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true, attributes: true });
        }, { move: c.move, place: c.place, later: c.later });
        await page.goto(`${server.url}/match/?id=${id}`);
        await page.locator(c.place).first().waitFor({ state: 'attached' });
        const first = await page.evaluate(() => (window as unknown as { __first?: unknown }).__first);
        expect(first, 'the first move control appeared').toBeDefined();
        const { places, later, mapHeight } = first as { places: number; later: number; mapHeight: number };
        expect(places, 'map places in the first draw').toBe(0);
        expect(later, 'parts below the map in the first draw').toBe(0);
        // The map's box has its height from the first draw: the same as once its places are drawn.
        const drawnHeight = await page.locator('#board .kit-map-scroll svg').first().evaluate((el) => el.getBoundingClientRect().height);
        expect(mapHeight).toBeGreaterThan(100);
        expect(Math.abs(mapHeight - drawnHeight)).toBeLessThan(1);
        for (const s of c.later) await page.locator(s).first().waitFor({ state: 'attached' });
      } finally {
        await phone.close();
      }
    }, 120_000);
  }
});
