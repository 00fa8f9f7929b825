/// <reference lib="dom" />
/**
 * Bots at the table in a browser: Alice creates a White Castle Duel from the create form with the
 * bot in the second seat; the match starts at once, unrated, the seat is marked; she moves and the
 * bot answers on her open page without a reload. Then she opens a Sengoku table, seats the bot in a
 * free seat from the match page, and on a running match hands the bot's seat to Bob, who takes it
 * from the page. Audits and screenshots in EN, FR and DE at phone and desktop width
 * (test-results/boards/bot-seats-*.png).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { registerAccount, type Server } from './server';
import { openShared } from './shared-server';
import { apiAsOn } from './api-as';
import { DESKTOP, PHONE, auditBoard } from './board-audit';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const apiAs = apiAsOn(() => server);

describe('bots at the table', () => {
  it('a creator plays against the bot from the create form; the bot answers live', async () => {
    const ctx = await browser.newContext(PHONE);
    const alice = await ctx.newPage();
    const name = `ba${Date.now().toString(36).slice(-6)}`;
    await registerAccount(alice, server.url, name);
    await alice.goto(`${server.url}/matches/?new=white-castle-duel`);
    await alice.locator('#create-form').waitFor({ state: 'visible' });
    await alice.locator('#create-bots').selectOption('1');
    await alice.locator('#create-form button[type=submit]').click();
    await alice.waitForURL(/\/match\/\?id=/);
    const id = new URL(alice.url()).searchParams.get('id')!;
    await alice.locator('#seats [data-bot="1"]').waitFor();
    expect(await alice.locator('#seats li[data-seat="1"]').textContent()).toContain('Bot 2');
    const snap = (await apiAs(ctx, 'GET', `/api/matches/${id}`)).body;
    expect(snap).toMatchObject({ status: 'active', rated: false, bots: [1] });
    // Alice plays her turns; three times the bot answers on her open page, which follows without a reload.
    const botSteps = async () => ((await apiAs(ctx, 'GET', `/api/matches/${id}/log`)).body as any[]).filter((e) => e.by === 'botseat').length;
    // Bot steps so far: each answer must add to them (counted only once the bot has answered, never in between).
    let seenBot = await botSteps();
    for (let answers = 0; answers < 3;) {
      const m = (await apiAs(ctx, 'GET', `/api/matches/${id}`)).body;
      if (m.awaiting.includes(0)) {
        const legal = (await apiAs(ctx, 'GET', `/api/matches/${id}/moves`)).body as unknown[];
        expect((await apiAs(ctx, 'POST', `/api/matches/${id}/moves`, { move: legal[0], version: m.version })).status).toBe(200);
        continue;
      }
      // The bot answers from the match's alarm; then Alice's open page, never reloaded, shows it.
      for (let i = 0; i < 40 && !(await apiAs(ctx, 'GET', `/api/matches/${id}`)).body.awaiting.includes(0); i++) await alice.waitForTimeout(500);
      const now = await botSteps();
      expect(now).toBeGreaterThan(seenBot);
      seenBot = now;
      answers++;
      await alice.waitForFunction((n) => document.querySelectorAll('#log li.bot').length >= n, answers, { timeout: 20_000 });
      await alice.locator('#turn[data-mine="yes"]').waitFor({ timeout: 20_000 });
    }
    const log = (await apiAs(ctx, 'GET', `/api/matches/${id}/log`)).body as any[];
    expect(log.filter((e) => e.by === 'botseat').length).toBeGreaterThanOrEqual(3);
    expect(await auditBoard(alice, { name: 'bot-seats-play-en-phone', phone: true })).toEqual([]);
    await ctx.close();
  });

  it('seats the bot from the match page, hands its seat to a person mid-match, who takes it', async () => {
    const actx = await browser.newContext(DESKTOP), bctx = await browser.newContext(PHONE);
    const alice = await actx.newPage(), bob = await bctx.newPage();
    const stamp = Date.now().toString(36).slice(-5);
    await registerAccount(alice, server.url, `bha${stamp}`);
    await registerAccount(bob, server.url, `bhb${stamp}`);
    // An open Sengoku table: the creator seats the bot in both free seats from the page; it starts.
    const id = (await apiAs(actx, 'POST', '/api/matches', { game: 'sengoku', players: 3 })).body.id as string;
    await alice.goto(`${server.url}/fr/match/?id=${id}`);
    await alice.locator('[data-fill-bot="1"]').click();
    await alice.locator('#seats [data-bot="1"]').waitFor();
    expect(await auditBoard(alice, { name: 'bot-seats-open-fr-desktop', phone: false })).toEqual([]);
    await alice.locator('[data-fill-bot="2"]').click();
    await alice.locator('#seats [data-bot="2"]').waitFor();
    await alice.locator('#board').waitFor();
    expect((await apiAs(actx, 'GET', `/api/matches/${id}`)).body).toMatchObject({ status: 'active', bots: [1, 2], rated: false });
    // Mid-match she hands seat 3 to a person; Bob opens the link and takes it.
    await alice.locator('[data-handover="2"]').click();
    await alice.locator('[data-handed="2"]').waitFor();
    await bob.goto(`${server.url}/de/match/?id=${id}`);
    await bob.locator('#take-seat-link').click();
    await bob.locator('#take-bot-seat').waitFor();
    expect(await auditBoard(bob, { name: 'bot-seats-take-de-phone', phone: true })).toEqual([]);
    await bob.locator('#take-bot-seat').click();
    await bob.locator('#seats li[data-seat="2"]', { hasText: `bhb${stamp}` }).waitFor({ timeout: 20_000 });
    expect((await apiAs(bctx, 'GET', `/api/matches/${id}`)).body).toMatchObject({ you: { seat: 2 }, bots: [1], handOver: [] });
    // Alice's page sees it too.
    await alice.locator('#seats li[data-seat="2"]', { hasText: `bhb${stamp}` }).waitFor({ timeout: 20_000 });
    await alice.locator('[data-handed="2"]').waitFor({ state: 'detached' });
    // The create form's bot choice in each language.
    for (const [lang, opts, width] of (['en', 'fr', 'de'] as const).flatMap((l) => [[l, PHONE, 'phone'], [l, DESKTOP, 'desktop']] as const)) {
      const c = await browser.newContext(opts);
      const p = await c.newPage();
      await registerAccount(p, server.url, `bc${lang}${width[0]}${stamp}`);
      await p.goto(`${server.url}${lang === 'en' ? '' : `/${lang}`}/matches/?new=rising-sun`);
      await p.locator('#create-bots').waitFor();
      expect(await p.locator('#create-bots option').count()).toBe(3);
      // The longest words of the level choice, shown: they fit a phone without sideways scroll.
      await p.locator('#create-bot-level').selectOption('hard');
      expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${lang}: no sideways scroll`).toBe(true);
      await p.locator('#create-form').screenshot({ path: `test-results/boards/bot-seats-create-${lang}-${width}.png` });
      await c.close();
    }
    await actx.close(); await bctx.close();
  });
});
