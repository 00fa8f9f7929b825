/// <reference lib="dom" />
/**
 * The rough edges players met (issue #32), on a 390 px phone in English, French and German:
 * - every player page (home, lobby, account, profile, each game's match page as a player and as a
 *   spectator) shows no "(s)" plural, no server sentence, no raw field name, no text under 11 px,
 *   and no touch target under 24x24 px (axe's target-size rule, WCAG 2.2);
 * - a refusal reads as friendly words in the page's language, the server's sentence folded in a
 *   <details> (the absence form's "to: an absence lasts at most 60 days."; a refused move);
 * - the raw JSON move box is a developer's tool (?dev=1), not on a player's page;
 * - the boards open fitted to the phone's width; the home page's links are apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { localized, registerAccount, type Server } from './server';
import { openShared } from './shared-server';
import { apiAsOn } from './api-as';
import { PHONE, keepScreenshot, smallText, untranslated } from './board-audit';
import { GAMES } from '../../worker/games/registry';

let server: Server;
let browser: Browser;
beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());
const apiAs = apiAsOn(() => server);
const LANGS = ['en', 'fr', 'de'] as const;
/** Open a page as a link inside the site would (an unprefixed English page otherwise redirects to the language last read). */
const open = (p: Page, path: string) => p.goto(`${server.url}${path}`, { referer: `${server.url}/` });

/** What a player must never read: "(s)" plurals, a field name before a colon, developer words. */
async function developerWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const out: string[] = [];
  for (const m of text.matchAll(/\S*[A-Za-zÀ-ÿ]\((s|n|en|e|er)\)/g)) out.push(`"(s)" plural: ${m[0]}`);
  for (const m of text.matchAll(/(^|\n)\s*(to|from|move|version|body|timeZone|sheet): [a-z]/g)) out.push(`raw field name: ${m[0].trim()}`);
  for (const m of text.matchAll(/Advanced: send a move as JSON|The match is at version \d+|only public facts are shown[\s\S]*only public facts are shown/g)) out.push(`developer words: ${m[0].slice(0, 60)}`);
  return out;
}

/** Touch targets under 24x24 px (axe target-size) and text under 11 px anywhere on the page. */
async function smallThings(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page: page as any }).withRules(['target-size']).analyze();
  const targets = axe.violations.flatMap((v) => v.nodes.map((n) => `target-size: ${n.target.join(' ')}`));
  const text = (await smallText(page, 'body', 11)).map((t) => `small text: ${t}`);
  // A select cut by the screen's edge or by a box that scrolls sideways (the NIHON sheet's province order).
  const clipped = await page.evaluate(() => [...document.querySelectorAll('select')].flatMap((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0) return [];
    let right = document.documentElement.clientWidth;
    for (let a = el.parentElement; a; a = a.parentElement) {
      const o = getComputedStyle(a).overflowX;
      if (o === 'auto' || o === 'scroll' || o === 'hidden') right = Math.min(right, a.getBoundingClientRect().right);
    }
    return r.right > right + 1 ? [`clipped select: ${el.getAttribute('aria-label') ?? el.id ?? ''} (${Math.round(r.right)} > ${Math.round(right)})`] : [];
  }));
  return [...targets, ...text, ...clipped];
}

describe('the rough edges, at 390 px in EN, FR and DE', () => {
  let phone: BrowserContext, watcher: BrowserContext, page: Page, name: string;
  const matches: Record<string, string> = {};

  beforeAll(async () => {
    phone = await browser.newContext(PHONE);
    watcher = await browser.newContext(PHONE);
    page = await phone.newPage();
    name = `rough${Date.now().toString(36).slice(-6)}`;
    expect(await registerAccount(page, server.url, name)).toBe(name);
    for (const game of Object.values(GAMES)) {
      const bots = Array.from({ length: game.minPlayers - 1 }, (_, i) => i + 1);
      const created = await apiAs(phone, 'POST', '/api/matches', { game: game.id, players: game.minPlayers, bots, ...(game.defaults?.referee ? { referee: false } : {}) });
      expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
      matches[game.id] = created.body.id;
    }
  }, 120_000);
  afterAll(async () => { await phone?.close(); await watcher?.close(); });

  it('player pages: no "(s)", no server sentence or field name, no text under 11 px, no target under 24x24 px', async () => {
    const problems: string[] = [];
    const spectator = await watcher.newPage();
    for (const lang of LANGS) {
      const pages: [Page, string][] = [
        [page, '/'], [page, '/lobby/'], [page, '/account/'], [page, `/profile/?u=${name}`],
        ...Object.values(matches).flatMap((id): [Page, string][] => [[page, `/match/?id=${id}`], [spectator, `/match/?id=${id}`]]),
      ];
      for (const [p, path] of pages) {
        await open(p, localized(lang, path));
        if (path.startsWith('/match/')) await p.locator('#board').locator('svg, button').first().waitFor({ state: 'visible', timeout: 30_000 });
        else await p.waitForLoadState('networkidle');
        const where = `${lang} ${p === spectator ? 'spectator ' : ''}${path}`;
        problems.push(...(await developerWords(p)).map((x) => `${where}: ${x}`));
        problems.push(...(await smallThings(p)).map((x) => `${where}: ${x}`));
        if (lang !== 'en') problems.push(...(await untranslated(p)).map((x) => `${where}: ${x}`));
        if (path.startsWith('/match/') && p === page) expect(await p.locator('#raw-move-box').count(), where).toBe(0);
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it('boards read as a whole open fitted to the phone: the whole map in view, nothing cut on the right', async () => {
    // The White Castle Duel's castle and NIHON's map (MapView opensFitted); Sengoku's and Rising
    // Sun's open where their names and pieces are big enough to tap (the target-size check above).
    for (const [game, id] of Object.entries(matches).filter(([g]) => g === 'white-castle-duel' || g === 'nihon')) {
      await open(page, `/match/?id=${id}`);
      // Every game's board draws its map in the kit's MapView.
      const scroll = page.locator('#board .kit-map-scroll').first();
      await scroll.waitFor({ timeout: 30_000 });
      await page.waitForTimeout(300);
      const fit = await scroll.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(fit.scroll, `${game}: the map is wider than its box at load`).toBeLessThanOrEqual(fit.client + 1);
      await scroll.screenshot({ path: `test-results/boards/rough-map-${game}-phone.png` });
      if (game === 'white-castle-duel') await page.locator('#wcd-data-note').screenshot({ path: 'test-results/boards/rough-wcd-data-note-phone.png' });
    }
  }, 300_000);

  it('refusals: the friendly words in each language, the server sentence folded under them', async () => {
    for (const lang of LANGS) {
      // An absence of 100 days: the server says "to: an absence lasts at most 60 days."
      await open(page, localized(lang, '/account/'));
      const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
      await page.locator('#absence-form input[name=from]').fill(day(2));
      await page.locator('#absence-form input[name=to]').fill(day(100));
      await page.locator('#absence-form button[type=submit]').click();
      const error = page.locator('#absence-form .error');
      await error.locator('details').waitFor({ state: 'attached' });
      const shown = await error.innerText();
      expect(shown).toMatch({ en: /An absence lasts at most 60 days/, fr: /Une absence dure au plus 60 jours/, de: /Eine Abwesenheit dauert höchstens 60 Tage/ }[lang]);
      expect(shown).not.toMatch(/to: /);
      expect(await error.locator('details span[lang=en]').textContent()).toMatch(/60 days/);
      await keepScreenshot(page, `rough-absence-refused-${lang}-phone`);

      // A refused move (developer mode's raw box): the words, the rule link, the detail folded.
      await open(page, localized(lang, `/match/?id=${matches.sengoku}&dev=1`));
      await page.locator('#raw-move-box summary').click();
      await page.locator('#raw-move').fill('{"type":"nonsense","__proto__":{"x":1}}');
      await page.locator('#raw-move-send').click();
      const refusal = page.locator('#refusal');
      await refusal.waitFor();
      const words = await refusal.innerText();
      expect(words).toMatch({ en: /Illegal move|It is not your turn|could not apply|Invalid request/, fr: /Coup illégal|pas votre tour|n’a pas pu|Requête/, de: /Unzulässig|nicht am Zug|konnte|Ungültig/ }[lang]);
      await refusal.screenshot({ path: `test-results/boards/rough-refusal-${lang}-phone.png` });
      const detail = await refusal.locator('details span[lang=en]').textContent();
      expect(detail && words.includes(detail)).toBeFalsy();
      // The developer's tool stays off once asked off.
      await open(page, localized(lang, `/match/?id=${matches.sengoku}&dev=0`));
      await page.locator('#board').locator('svg, button').first().waitFor({ state: 'visible' });
      expect(await page.locator('#raw-move-box').count()).toBe(0);
    }
  }, 300_000);

  it('the home page lists each game\'s links apart, for the eye and for a screen reader', async () => {
    await open(page, '/');
    const card = page.locator('.game').first();
    expect(await card.locator('.game-links li').count()).toBe(3);
    await card.screenshot({ path: 'test-results/boards/rough-home-card-phone.png' });
    // And on a desktop, in each language: the cards, and a Sengoku map with its top province whole.
    const desk = await browser.newContext({ viewport: { width: 1366, height: 768 }, storageState: await phone.storageState() });
    try {
      const wide = await desk.newPage();
      for (const lang of LANGS) {
        await open(wide, localized(lang, '/'));
        await wide.locator('.games').screenshot({ path: `test-results/boards/rough-home-${lang}-desktop.png` });
      }
      await open(wide, `/match/?id=${matches.sengoku}`);
      await wide.locator('#board .kit-map-scroll').waitFor();
      await wide.locator('#board .kit-map-scroll').screenshot({ path: 'test-results/boards/rough-map-sengoku-desktop.png' });
    } finally {
      await desk.close();
    }
    expect(await card.innerText()).not.toMatch(/rulesLeaderboard|règlesClassement|RegelnRangliste/i);
  });
});
