/// <reference lib="dom" />
/**
 * The public lobby in two browsers: Alice on a desktop opens a public match from My matches; Bob,
 * a stranger on a 390 px phone, finds it in the lobby (filtered by game), joins with one click and
 * lands on the match; Alice's open page sees the match start. The lobby (a list, and the empty
 * state) passes the audit (axe, no sideways scroll, no English on /fr/ and /de/) in EN, FR and DE
 * at phone and desktop width; screenshots in test-results/boards/lobby-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { localized, registerAccount, twoPlayers, type Server } from './server';
import { openShared } from './shared-server';
import { apiAsOn } from './api-as';
import { DESKTOP, PHONE, auditBoard } from './board-audit';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const apiAs = apiAsOn(() => server);

describe('public lobby', () => {
  it('a stranger on a phone finds a public match in the lobby and joins it in one click; the creator sees it start', async () => {
    const { actx, bctx, alice, bob, an, bn } = await twoPlayers(browser, server.url);

    // Alice opens a public White Castle Duel match, table in French.
    await alice.goto(`${server.url}/matches/?new=white-castle-duel`);
    await alice.locator('#create-form').waitFor({ state: 'visible' });
    expect(await alice.locator('#create-public').isChecked()).toBe(false);
    await alice.locator('#create-public').check();
    await alice.locator('#create-lang').selectOption('fr');
    await alice.locator('#create-form button[type=submit]').click();
    await alice.waitForURL(/\/match\/\?id=/);
    const id = new URL(alice.url()).searchParams.get('id')!;
    await alice.locator('#invite-link').waitFor({ state: 'visible' });

    // Bob follows the header's link to the lobby and filters by game and table language.
    await bob.goto(`${server.url}/`);
    await bob.locator('header nav a[href="/lobby/"]').click();
    await bob.waitForURL(/\/lobby\/$/);
    await bob.locator('#lobby[aria-busy="false"]').waitFor();
    await bob.locator('#lobby-filters select[name=game]').selectOption('white-castle-duel');
    await bob.locator('#lobby-filters select[name=lang]').selectOption('fr');
    const card = bob.locator(`li[data-match="${id}"]`);
    await card.waitFor({ state: 'visible' });
    expect(await card.locator('.seats').textContent()).toContain('1');
    expect(await card.textContent()).toContain(an);
    expect(await bob.locator('.lobby-count').textContent()).toBe('1 open match');
    expect(new URL(bob.url()).search).toContain('game=white-castle-duel');
    expect(await auditBoard(bob, { name: 'lobby-join-phone-en', phone: true })).toEqual([]);
    await card.locator('button[data-join]').click();
    await bob.waitForURL(new RegExp(`/match/\\?id=${id}`));

    // Alice's page, open all along, sees Bob take the seat and the match start (no invite link any more).
    await alice.locator('#seats li[data-seat="1"]', { hasText: bn }).waitFor({ timeout: 20_000 });
    await alice.locator('#invite-link').waitFor({ state: 'detached', timeout: 20_000 });
    expect((await apiAs(actx, 'GET', `/api/matches/${id}`)).body.status).toBe('active');
    // The started match has left the lobby.
    await bob.goto(`${server.url}/lobby/?game=white-castle-duel`);
    await bob.locator('#lobby[aria-busy="false"]').waitFor();
    expect(await bob.locator(`li[data-match="${id}"]`).count()).toBe(0);

    // Quick play on the phone: no open Rising Sun match, so one is opened for Bob, public, in the page's language.
    await bob.locator('button[data-quick="rising-sun"]').click();
    await bob.waitForURL(/\/match\/\?id=/);
    const quickId = new URL(bob.url()).searchParams.get('id')!;
    expect((await apiAs(bctx, 'GET', `/api/matches/${quickId}`)).body).toMatchObject({ game: 'rising-sun', public: true, lang: 'en', status: 'open' });
    // Alice's quick play for the same game takes a seat in it.
    expect((await apiAs(actx, 'POST', '/api/lobby/quick', { game: 'rising-sun' })).body).toMatchObject({ created: false, match: { id: quickId } });
    await actx.close(); await bctx.close();
  });

  it("filters on the chosen game's own options: the selects appear with the game, the address keeps them, the list follows", async () => {
    const ctx = await browser.newContext(PHONE);
    const page = await ctx.newPage();
    const name = `opt${Date.now().toString(36).slice(-6)}`;
    expect(await registerAccount(page, server.url, name)).toBe(name);
    const advanced = (await apiAs(ctx, 'POST', '/api/matches', { game: 'sengoku', players: 3, public: true, options: { advanced: true } })).body.id;
    const basic = (await apiAs(ctx, 'POST', '/api/matches', { game: 'sengoku', players: 3, public: true })).body.id;
    await page.goto(`${server.url}/fr/lobby/`);
    await page.locator('#lobby[aria-busy="false"]').waitFor();
    expect(await page.locator('#lobby-options select').count()).toBe(0);
    await page.locator('#lobby-filters select[name=game]').selectOption('sengoku');
    const option = page.locator('#lobby-options select[name="opt.advanced"]');
    await option.waitFor();
    expect(await option.locator('option').allTextContents()).toEqual(['Tous', 'Oui', 'Non']);
    await option.selectOption('true');
    await page.waitForURL(/opt\.advanced=true/);
    // The list reloads for the new address (busy while it does).
    await page.locator('#lobby[aria-busy="false"]').waitFor();
    await page.locator(`li.lobby-match[data-match="${advanced}"]`).waitFor();
    expect(await page.locator(`li.lobby-match[data-match="${basic}"]`).count()).toBe(0);
    // A shared link opens with the same filters.
    await page.goto(`${server.url}/fr/lobby/?game=sengoku&opt.advanced=false`);
    await page.locator('#lobby[aria-busy="false"]').waitFor();
    expect(await page.locator('#lobby-options select[name="opt.advanced"]').inputValue()).toBe('false');
    await page.locator(`li.lobby-match[data-match="${basic}"]`).waitFor();
    expect(await page.locator(`li.lobby-match[data-match="${advanced}"]`).count()).toBe(0);
    await page.locator('#lobby-filters').screenshot({ path: 'test-results/boards/lobby-options-fr-phone.png' });
    await ctx.close();
  });

  it("an older answer never replaces the list of the filters chosen after it (a game, then its option, answered out of order)", async () => {
    const ctx = await browser.newContext(PHONE);
    const page = await ctx.newPage();
    const name = `ooo${Date.now().toString(36).slice(-6)}`;
    expect(await registerAccount(page, server.url, name)).toBe(name);
    const advanced = (await apiAs(ctx, 'POST', '/api/matches', { game: 'sengoku', players: 3, public: true, options: { advanced: true } })).body.id;
    const basic = (await apiAs(ctx, 'POST', '/api/matches', { game: 'sengoku', players: 3, public: true })).body.id;
    await page.goto(`${server.url}/lobby/`);
    await page.locator('#lobby[aria-busy="false"]').waitFor();
    // The game's list (no option yet) is held back until the option's list has been answered.
    let optionAnswered!: () => void;
    const optionDone = new Promise<void>((resolve) => { optionAnswered = resolve; });
    const isGameOnly = (u: string) => u.includes('/api/lobby?') && u.includes('game=sengoku') && !u.includes('opt.');
    await page.route((u) => isGameOnly(u.href), async (route) => { await optionDone; await route.continue(); });
    page.on('response', (r) => { if (r.url().includes('opt.advanced=true')) optionAnswered(); });
    const lateAnswer = page.waitForResponse((r) => isGameOnly(r.url()));
    await page.locator('#lobby-filters select[name=game]').selectOption('sengoku');
    await page.locator('#lobby-options select[name="opt.advanced"]').selectOption('true');
    await lateAnswer;
    // The option's list is drawn (on a loaded machine, maybe only now); then the late answer's
    // handler gets its turn, and the list is still the option's.
    await page.locator(`li.lobby-match[data-match="${advanced}"]`).waitFor({ timeout: 20_000 });
    await page.evaluate('new Promise((r) => setTimeout(r, 300))');
    expect(await page.locator('#lobby').getAttribute('aria-busy')).toBe('false');
    expect(await page.locator(`li.lobby-match[data-match="${advanced}"]`).count()).toBe(1);
    expect(await page.locator(`li.lobby-match[data-match="${basic}"]`).count()).toBe(0);
    await ctx.close();
  });

  it('the lobby, with matches and empty, passes the audit in EN, FR and DE at phone and desktop width', async () => {
    const ctx = await browser.newContext(DESKTOP);
    const page = await ctx.newPage();
    const stamp = Date.now().toString(36).slice(-5);
    await registerAccount(page, server.url, `carol${stamp}`);
    expect((await apiAs(ctx, 'POST', '/api/matches', { game: 'nihon', players: 4, public: true, lang: 'de', timer: { moveSeconds: 86400 } })).status).toBe(201);
    expect((await apiAs(ctx, 'POST', '/api/matches', { game: 'sengoku', players: 3, public: true, rated: false, schedule: { kind: 'every', hours: 48 } })).status).toBe(201);
    await ctx.close();
    for (const lang of ['en', 'fr', 'de']) {
      for (const [size, opts] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
        const c = await browser.newContext(opts);
        const p = await c.newPage();
        await registerAccount(p, server.url, `d${lang}${size.slice(0, 1)}${stamp}`);
        await p.goto(`${server.url}${localized(lang, '/lobby/')}`);
        await p.locator('#lobby[aria-busy="false"]').waitFor();
        expect(await p.locator('li.lobby-match').count()).toBeGreaterThanOrEqual(2);
        expect(await auditBoard(p, { name: `lobby-${lang}-${size}`, phone: size === 'phone' })).toEqual([]);
        // The empty state: a filter nothing matches.
        await p.goto(`${server.url}${localized(lang, '/lobby/?game=white-castle-duel&timer=calendar')}`);
        await p.locator('#lobby-empty').waitFor();
        expect(await auditBoard(p, { name: `lobby-empty-${lang}-${size}`, phone: size === 'phone' })).toEqual([]);
        await c.close();
      }
    }
  });
});
