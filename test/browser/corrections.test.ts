/// <reference lib="dom" />
/**
 * Correction sets in Chromium against `wrangler dev` (docs/games.md, "Correction sets"): a creator writes
 * a set that changes one White Castle Duel influence card (its cost) on /corrections/, opens its
 * link (the shipped and the corrected value side by side), pastes the link into "Data edition"
 * when creating a match on My matches; the match header names the edition; a second player joins;
 * the corrected card shows the corrected cost with the mark "corrected by this table" wherever it
 * lies on top of a deck, and the match plays with it (a move is made and the card keeps its
 * corrected value). The set's page and the match are looked at in EN, FR and DE at 390 px and on a
 * desktop (axe, no sideways scroll, no English left; screenshots).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { registerAccount, type Server } from './server';
import { colon } from '../../worker/engine/colon';
import { openShared } from './shared-server';
import { axeViolations, DESKTOP, keepScreenshot, PHONE, sidewaysOverflow, untranslated } from './board-audit';
import { influenceCard } from '../../worker/games/white-castle-duel/data';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const CARD = 'I-B01';
const NAME = influenceCard(CARD).name;
const SET = { title: 'Heron Banner as printed in our copy', description: 'Photo of card I-B01 from our second printing.',
  changes: [{ component: 'influence', id: CARD, field: 'cost', value: { coins: 7 }, source: 'photo of our copy', confidence: 'one-source' }] };
const MARK = { en: '✎ corrected by this table (photo of our copy)', fr: '✎ corrigé par cette table (photo of our copy)', de: '✎ von diesem Tisch korrigiert (photo of our copy)' } as const;
const COST = { en: 'Cost: 7 coins', fr: 'Coût : 7 pièces', de: 'Kosten: 7 Münzen' } as const;
const EDITION = { en: 'Data edition', fr: 'Édition des données', de: 'Datenausgabe' } as const;

const call = (page: Page, method: string, path: string, body?: unknown) => page.evaluate(async ([m, p, b]) => {
  const res = await fetch(p as string, { method: m as string, headers: { 'Content-Type': 'application/json' }, body: b === undefined ? undefined : JSON.stringify(b) });
  return { status: res.status, body: await res.json().catch(() => null) };
}, [method, path, body] as const) as Promise<{ status: number; body: any }>;

/** The deck slots whose top card is the corrected one, as the seat sees them. */
async function decksWithCard(page: Page, id: string): Promise<number[]> {
  const m = await call(page, 'GET', `/api/matches/${id}/page`);
  return (m.body.match.view.castle.decks as { deck: number; top: string | null }[]).filter((d) => d.top === CARD).map((d) => d.deck);
}

describe('correction sets in the browser', () => {
  it('a creator writes a set changing one card, creates a match with it; the card shows the corrected value and its mark, and the match plays', async () => {
    const ctx = await browser.newContext(DESKTOP);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const creator = `corr${Date.now() % 1_000_000}`;
    expect(await registerAccount(page, server.url, creator)).toBe(creator);

    // Write the set on /corrections/: its page shows the shipped and the corrected cost.
    await page.goto(`${server.url}/corrections/`);
    await page.locator('#corr-form textarea').fill(JSON.stringify(SET));
    await page.locator('#corr-form button[type=submit]').click();
    await page.waitForURL(/\/corrections\/\?id=[0-9a-f]{16}$/);
    const link = page.url();
    const setId = link.slice(-16);
    const row = page.locator(`#set-changes tbody tr[data-id="${CARD}"]`);
    await row.waitFor();
    expect(await row.locator('td').nth(2).textContent()).toBe(JSON.stringify(influenceCard(CARD).cost));
    expect(await row.locator('td').nth(3).textContent()).toBe('{"coins":7}');

    // A second player (another browser) will join.
    const other = await browser.newContext(DESKTOP);
    const otherPage = await other.newPage();
    const second = `corq${Date.now() % 1_000_000}`;
    expect(await registerAccount(otherPage, server.url, second)).toBe(second);

    // Create the match on My matches with the set's link in "Data edition".
    await page.goto(`${server.url}/matches/`);
    await page.locator('#create-form').waitFor({ state: 'visible' });
    await page.locator('#game-select').selectOption('white-castle-duel');
    await page.locator('#create-corrections').fill('not a link');
    await page.locator('#create-form button[type=submit]').click();
    await page.locator('#create-form .error').filter({ hasText: 'Data edition' }).waitFor();
    await page.locator('#create-corrections').fill(link);
    await page.locator('#create-form button[type=submit]').click();
    await page.waitForURL(/\/match\/\?id=/);
    let matchId = new URL(page.url()).searchParams.get('id')!;
    await page.locator('#data-edition').waitFor();
    expect(await page.locator('#data-edition').textContent()).toBe(`✎ ${EDITION.en}: ${SET.title}`);
    expect(await page.locator('#data-edition').getAttribute('href')).toBe(`/corrections/?id=${setId}`);
    expect((await call(otherPage, 'POST', `/api/matches/${matchId}/join`, {})).status).toBe(200);

    // The card lies on top of a deck in about one match in twelve: make more with the same set (by
    // the API, as a bot would) until it does, so the page can show it.
    for (let i = 0; i < 80 && !(await decksWithCard(page, matchId)).length; i++) {
      const made = await call(page, 'POST', '/api/matches', { game: 'white-castle-duel', players: 2, corrections: setId });
      expect(made.status).toBe(201);
      matchId = made.body.id;
      expect((await call(otherPage, 'POST', `/api/matches/${matchId}/join`, {})).status).toBe(200);
    }
    const [deck] = await decksWithCard(page, matchId);
    expect(deck).toBeDefined();

    for (const lang of ['en', 'fr', 'de'] as const) {
      for (const [width, size] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        const view = await browser.newContext(size);
        await view.addCookies((await ctx.cookies()).map((c) => ({ ...c })));
        const p = await view.newPage();
        p.on('pageerror', (e) => errors.push(String(e)));
        await p.goto(`${server.url}${lang === 'en' ? '' : `/${lang}`}/match/?id=${matchId}`);
        const card = p.locator('#wcd-decks .kit-card', { hasText: NAME[lang] });
        await card.waitFor();
        expect(await card.textContent()).toContain(COST[lang]);
        expect(await card.locator('.kit-card-note').textContent()).toBe(`${MARK[lang]} · ${(await card.locator('.kit-card-note').textContent())!.split(' · ')[1]}`);
        expect(await card.locator('.kit-card-note').textContent()).toContain(MARK[lang]);
        expect(await p.locator('#data-edition').textContent()).toBe(`✎ ${EDITION[lang]}${colon(lang)}${SET.title}`);
        expect(await sidewaysOverflow(p)).toBe(0);
        expect(await axeViolations(p, '#wcd-decks')).toEqual([]);
        if (lang !== 'en') expect(await untranslated(p, [], [], '#wcd-decks')).toEqual([]);
        await card.scrollIntoViewIfNeeded();
        await keepScreenshot(p, `corrections-match-${lang}-${width}`);
        await card.screenshot({ path: `test-results/boards/corrections-card-${lang}-${width}.png` });
        await p.goto(`${server.url}${lang === 'en' ? '' : `/${lang}`}/corrections/?id=${setId}`);
        await p.locator('#set-changes tbody tr').first().waitFor();
        expect(await sidewaysOverflow(p)).toBe(0);
        expect(await axeViolations(p)).toEqual([]);
        await keepScreenshot(p, `corrections-set-${lang}-${width}`);
        await view.close();
      }
    }

    // The match plays with it: a move is made, and the card keeps its corrected cost.
    const state = await call(page, 'GET', `/api/matches/${matchId}/page`);
    const seatUser = state.body.match.seats.find((s: any) => s.seat === state.body.match.awaiting[0]).username;
    const mover = seatUser === creator ? page : otherPage;
    const legal = (await call(mover, 'GET', `/api/matches/${matchId}/moves`)).body as any[];
    expect((await call(mover, 'POST', `/api/matches/${matchId}/moves`, { move: legal[0], version: state.body.match.version })).status).toBe(200);
    await page.goto(`${server.url}/match/?id=${matchId}`);
    const after = page.locator('#wcd-decks .kit-card', { hasText: NAME.en });
    if (await after.count()) expect(await after.first().textContent()).toContain(COST.en);
    expect(errors).toEqual([]);
    await ctx.close();
    await other.close();
  });
});
