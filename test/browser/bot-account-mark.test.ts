/// <reference lib="dom" />
/**
 * A bot account's mark on the pages (docs/bots.md "Bot accounts"): the account declares itself a
 * bot, opens a public table (the lobby's open tables), plays a public match with a person (the
 * lobby's watch list, the match's seats, the person's "My matches"), which ends rated (the leaderboard) and its profile. Each
 * page in EN, FR and DE at phone and desktop width shows the mark in its language beside the
 * name, and the person's name carries none (screenshots test-results/boards/bot-account-*.png).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { localized, registered, type Server } from './server';
import { openShared } from './shared-server';
import { apiAsOn } from './api-as';
import { DESKTOP, PHONE, auditBoard } from './board-audit';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const apiAs = apiAsOn(() => server);
const MARK = { en: 'bot', fr: 'bot', de: 'Bot' } as const;
const VIEWS = (['en', 'fr', 'de'] as const).flatMap((l) => [[l, PHONE, 'phone'], [l, DESKTOP, 'desktop']] as const);

/** The mark in `scope` (a row, a seat, the heading), in the page's language, with its tooltip. */
async function markedBeside(page: Page, scope: string, lang: keyof typeof MARK): Promise<void> {
  const mark = page.locator(`${scope} .bot-account`).first();
  await mark.waitFor({ timeout: 20_000 });
  expect((await mark.textContent())?.trim()).toBe(MARK[lang]);
  expect(await mark.getAttribute('title')).toBeTruthy();
}

describe('the bot account mark', () => {
  it('is shown beside a bot account on the lobby, the match, the leaderboard and the profile', async () => {
    const stamp = Date.now().toString(36).slice(-6);
    const botCtx = await browser.newContext(DESKTOP), personCtx = await browser.newContext(DESKTOP);
    const botPage = await botCtx.newPage(), personPage = await personCtx.newPage();
    const [botName, personName] = [`bk${stamp}`, `pk${stamp}`];
    await registered(botPage, server.url, botName);
    await registered(personPage, server.url, personName);
    expect((await apiAs(botCtx, 'POST', '/api/me/bot', { confirm: botName })).status).toBe(200);
    // An open public table (the lobby's list) and a running public match with the person (watch list, seats).
    const open = (await apiAs(botCtx, 'POST', '/api/matches', { game: 'white-castle-duel', players: 2, public: true })).body;
    const played = (await apiAs(botCtx, 'POST', '/api/matches', { game: 'white-castle-duel', players: 2, public: true })).body;
    expect((await apiAs(personCtx, 'POST', `/api/matches/${played.id}/join`, {})).status).toBe(200);
    await botCtx.close();
    const personState = await personCtx.storageState();

    const problems: string[] = [];
    const visit = async (lang: keyof typeof MARK, opts: typeof PHONE | typeof DESKTOP, width: string, page: string, path: string, ready: (p: Page) => Promise<void>, as?: Awaited<ReturnType<typeof personCtx.storageState>>) => {
      const ctx = await browser.newContext({ ...opts, ...(as ? { storageState: as } : {}) });
      const p = await ctx.newPage();
      await p.goto(`${server.url}${localized(lang, path)}`);
      await ready(p);
      problems.push(...(await auditBoard(p, { name: `bot-account-${page}-${lang}-${width}`, phone: width === 'phone' })).map((x) => `${page} ${lang} ${width}: ${x}`));
      await ctx.close();
    };
    for (const [lang, opts, width] of VIEWS) {
      await visit(lang, opts, width, 'lobby', '/lobby/?game=white-castle-duel', async (p) => {
        await markedBeside(p, `[data-match="${open.id}"]`, lang);
        await markedBeside(p, `[data-watch="${played.id}"]`, lang);
        expect(await p.locator(`[data-watch="${played.id}"] .bot-account`).count()).toBe(1);
      });
      await visit(lang, opts, width, 'match', `/match/?id=${played.id}`, async (p) => {
        await markedBeside(p, '#seats li[data-seat="0"]', lang);
        expect(await p.locator('#seats li[data-seat="1"] .bot-account').count()).toBe(0);
      });
      // The person's "My matches": the bot account's name is marked, once, in the match's row
      // (a phone hides the players' column, names and marks alike).
      await visit(lang, opts, width, 'my-matches', '/matches/', async (p) => {
        if (width === 'desktop') await markedBeside(p, `tr[data-match="${played.id}"]`, lang);
        else await p.locator(`tr[data-match="${played.id}"]`).waitFor({ timeout: 20_000 });
        expect(await p.locator(`tr[data-match="${played.id}"] .bot-account`).count()).toBe(1);
      }, personState);
    }
    // The person resigns: the match ends rated, both on the leaderboard.
    const version = (await apiAs(personCtx, 'GET', `/api/matches/${played.id}`)).body.version;
    expect((await apiAs(personCtx, 'POST', `/api/matches/${played.id}/resign`, { version })).status).toBe(200);
    await personCtx.close();
    for (const [lang, opts, width] of VIEWS) {
      await visit(lang, opts, width, 'leaderboard', '/leaderboard/?game=white-castle-duel', async (p) => {
        await markedBeside(p, `tr[data-user="${botName}"]`, lang);
        expect(await p.locator(`tr[data-user="${personName}"] .bot-account`).count()).toBe(0);
      });
      await visit(lang, opts, width, 'profile', `/profile/?u=${botName}`, async (p) => markedBeside(p, 'h1', lang));
    }
    expect(problems).toEqual([]);
  });
});
