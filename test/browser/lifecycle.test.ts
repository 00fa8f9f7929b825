/// <reference lib="dom" />
/**
 * Every match ends well, in a browser (docs/players.md "The life of a match"): resign a duel (a
 * confirmation, then the result says who resigned), leave and cancel an open match made from the
 * create form (expiry and replacement fields), propose and accept a draw in two browsers, decline a
 * rematch (only once offered, confirmed), and take a seat a player left from the lobby's list.
 * Set-ups go through the API; what a test is about is clicked. EN, FR and DE at 390 px and
 * desktop width, audited; screenshots in test-results/boards/lifecycle-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registerAccount, type Server } from './server';
import { openShared } from './shared-server';
import { apiAsOn } from './api-as';
import { DESKTOP, PHONE, auditBoard } from './board-audit';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const apiAs = apiAsOn(() => server);
const at = (lang: string, path: string) => `${server.url}${lang === 'en' ? '' : `/${lang}`}${path}`;
/** Open a page in a language: from inside the site (a referer), so an unprefixed English address is not redirected to the last language read. */
const go = (page: Page, lang: string, path: string) => page.goto(at(lang, path), { referer: `${server.url}/` });
const stamp = () => Date.now().toString(36).slice(-5) + Math.floor(Math.random() * 36).toString(36);

/** A player: a browser context (phone or desktop) with an account logged in. */
async function player(prefix: string, device: typeof PHONE | typeof DESKTOP): Promise<{ ctx: BrowserContext; page: Page; name: string }> {
  const ctx = await browser.newContext(device);
  const page = await ctx.newPage();
  const name = `${prefix}${stamp()}`;
  expect(await registerAccount(page, server.url, name)).toBe(name);
  return { ctx, page, name };
}

/** A running match of `game` between these players, made through the API (the first creates, the others join). */
async function started(game: string, who: { ctx: BrowserContext }[], body: object = {}): Promise<string> {
  const res = await apiAs(who[0]!.ctx, 'POST', '/api/matches', { game, players: who.length, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  for (const p of who.slice(1)) expect((await apiAs(p.ctx, 'POST', `/api/matches/${res.body.id}/join`, {})).status).toBe(200);
  return res.body.id;
}

const snapOf = async (p: { ctx: BrowserContext }, id: string) => (await apiAs(p.ctx, 'GET', `/api/matches/${id}`)).body;
const confirm = (page: Page) => page.locator('dialog[open] [data-confirm=yes]').click();

/** A close-up of one new part of the page, to look at: test-results/boards/lifecycle-<name>.part.png. */
async function part(page: Page, selector: string, name: string): Promise<void> {
  await page.locator(selector).first().screenshot({ path: `test-results/boards/lifecycle-${name}.part.png` });
}

/** Audit the page in each language (the same address under /fr/ and /de/); returns the problems found. */
async function auditLangs(page: Page, path: string, name: string, phone: boolean, wait: string, langs = ['en', 'fr', 'de'], close = wait): Promise<string[]> {
  const problems: string[] = [];
  for (const lang of langs) {
    await go(page, lang, path);
    await page.locator(wait).first().waitFor();
    problems.push(...(await auditBoard(page, { name: `lifecycle-${name}-${lang}-${phone ? 'phone' : 'desktop'}`, phone })).map((p) => `${lang}: ${p}`));
    await part(page, close, `${name}-${lang}-${phone ? 'phone' : 'desktop'}`);
  }
  return problems;
}

describe('the ways out of a match', () => {
  it('a player resigns a duel on a phone: a confirmation, then the result says who resigned', async () => {
    const a = await player('rs', PHONE), b = await player('rt', PHONE);
    const id = await started('white-castle-duel', [a, b]);
    await go(a.page, 'en', `/match/?id=${id}`);
    await a.page.locator('#life [data-life=resign]').waitFor();
    expect(await a.page.locator('#life [data-life=leave]').count()).toBe(0);
    expect(await auditBoard(a.page, { name: 'lifecycle-life-card-en-phone', phone: true })).toEqual([]);
    await part(a.page, '#life', 'life-card-en-phone');
    await a.page.locator('#life [data-life=resign]').click();
    await a.page.locator('dialog[open]').waitFor();
    expect(await a.page.locator('dialog[open]').textContent()).toContain('Resign at step');
    expect(await auditBoard(a.page, { name: 'lifecycle-resign-dialog-en-phone', phone: true, skipAxe: true })).toEqual([]);
    await part(a.page, 'dialog[open]', 'resign-dialog-en-phone');
    await confirm(a.page);
    await a.page.locator('#ending-note[data-how=resign]').waitFor({ timeout: 20_000 });
    expect(await a.page.locator('#ending-note').textContent()).toBe(`${a.name} resigned.`);
    expect(await a.page.locator('#life').count()).toBe(0);
    // The game's state still names a seat to move; the board says no one's turn any more.
    expect(await a.page.locator('#board-prompt').count()).toBe(0);
    expect(await snapOf(b, id)).toMatchObject({ status: 'finished', ending: { how: 'resign' } });
    // The other player's page says it in every language; and the seat shows who left.
    expect(await auditLangs(b.page, `/match/?id=${id}`, 'resigned', true, '#ending-note', ['en', 'fr', 'de'], '#seats')).toEqual([]);
    await part(b.page, '.side .card:has(#ending-note)', 'resigned-result-de-phone');
    expect(await b.page.locator('#seats li:has([data-how=resigned])').textContent()).toContain(`${a.name} · hat aufgegeben`);
    await a.ctx.close(); await b.ctx.close();
  });

  it('an open match made from the create form: a player leaves, then the creator cancels it (FR)', async () => {
    const a = await player('lc', DESKTOP), b = await player('ld', PHONE);
    await go(a.page, 'fr', '/matches/?new=sengoku');
    await a.page.locator('#create-form').waitFor({ state: 'visible' });
    expect(await a.page.locator('#create-expire-days').inputValue()).toBe('14');
    expect(await a.page.locator('#create-replace-after').inputValue()).toBe('0');
    await a.page.locator('#players-select').selectOption('3');
    await a.page.locator('#create-expire-days').fill('3');
    await a.page.locator('#create-replace-after').fill('2');
    await a.page.locator('#create-expire-days').scrollIntoViewIfNeeded();
    expect(await auditBoard(a.page, { name: 'lifecycle-create-fr-desktop', phone: false })).toEqual([]);
    await part(a.page, '#create-form', 'create-fr-desktop');
    // (Enter on the button: right after the full-page screenshot a click there only focuses it.)
    await a.page.locator('#create-form button[type=submit]').press('Enter');
    await a.page.waitForURL(/\/match\/\?id=/);
    const id = new URL(a.page.url()).searchParams.get('id')!;
    const made = await snapOf(a, id);
    expect(made).toMatchObject({ status: 'open', replaceAfterMisses: 2 });
    expect(made.expiresAt - made.createdAt).toBe(3 * 86_400_000);
    await a.page.locator('#life #expires').waitFor();
    await part(a.page, '#life', 'open-life-fr-desktop');

    // Bob joins (the API), then leaves from his phone: his seat is free again.
    expect((await apiAs(b.ctx, 'POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    await go(b.page, 'fr', `/match/?id=${id}`);
    await b.page.locator('#life [data-life=leave]').click();
    expect(await b.page.locator('dialog[open]').textContent()).toContain('Quitter cette partie');
    expect(await auditBoard(b.page, { name: 'lifecycle-leave-dialog-fr-phone', phone: true, skipAxe: true })).toEqual([]);
    await part(b.page, 'dialog[open]', 'leave-dialog-fr-phone');
    await confirm(b.page);
    await b.page.locator('#join').waitFor({ timeout: 20_000 });
    expect((await snapOf(a, id)).seats.filter((s: any) => s.username).length).toBe(1);
    expect(await auditBoard(b.page, { name: 'lifecycle-left-fr-phone', phone: true })).toEqual([]);

    // Alice, whose page followed, cancels: the banner says so plainly.
    await a.page.locator('#seats li', { hasText: b.name }).waitFor({ state: 'detached', timeout: 20_000 });
    await a.page.locator('#life [data-life=cancel]').click();
    await confirm(a.page);
    await a.page.locator('#life-banner[data-status=cancelled]').waitFor({ timeout: 20_000 });
    expect(await a.page.locator('#life-banner').textContent()).toContain('annulée par son créateur');
    expect(await auditBoard(a.page, { name: 'lifecycle-cancelled-fr-desktop', phone: false })).toEqual([]);
    await part(a.page, '#life-banner', 'cancelled-fr-desktop');
    expect(await auditLangs(a.page, `/match/?id=${id}`, 'cancelled', false, '#life-banner', ['de'])).toEqual([]);
    // My matches lists it with the ended ones, with its status word.
    await go(a.page, 'fr', '/matches/');
    const row = a.page.locator(`#my-matches tr[data-match="${id}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('cancelled');
    expect(await row.locator('.status').textContent()).toBe('Annulée');
    expect(await auditBoard(a.page, { name: 'lifecycle-my-matches-fr-desktop', phone: false })).toEqual([]);
    await part(a.page, '#my-matches', 'my-matches-fr-desktop');
    await a.ctx.close(); await b.ctx.close();
  });

  it('a player proposes a draw on a phone, the other accepts on a desktop (DE), live', async () => {
    const a = await player('pa', PHONE), b = await player('pb', DESKTOP);
    const id = await started('white-castle-duel', [a, b]);
    await go(a.page, 'de', `/match/?id=${id}`);
    await go(b.page, 'de', `/match/?id=${id}`);
    await b.page.locator('#life [data-life=propose]').waitFor();
    await a.page.locator('#life-kind').selectOption('draw');
    await a.page.locator('#life [data-life=propose]').click();
    expect(await a.page.locator('dialog[open]').textContent()).toContain('ein Unentschieden');
    await confirm(a.page);
    await a.page.locator('#proposal [data-life=withdraw]').waitFor({ timeout: 20_000 });
    expect(await auditBoard(a.page, { name: 'lifecycle-proposal-de-phone', phone: true })).toEqual([]);
    await part(a.page, '#life', 'proposal-de-phone');
    // Bob's page, never reloaded, shows who proposed what, with Accept and Refuse.
    await b.page.locator('#proposal [data-life=accept]').waitFor({ timeout: 20_000 });
    expect(await b.page.locator('#proposal').textContent()).toContain(`${a.name} schlägt vor: ein Unentschieden.`);
    expect(await b.page.locator('#life [data-life=propose]').count()).toBe(0);
    expect(await auditBoard(b.page, { name: 'lifecycle-proposal-de-desktop', phone: false })).toEqual([]);
    await part(b.page, '#life', 'proposal-de-desktop');
    await b.page.locator('#proposal [data-life=accept]').click();
    await confirm(b.page);
    await b.page.locator('#ending-note[data-how=draw]').waitFor({ timeout: 20_000 });
    await a.page.locator('#ending-note[data-how=draw]').waitFor({ timeout: 20_000 });
    expect(await a.page.locator('#ending-note').textContent()).toBe('Unentschieden, im Einvernehmen.');
    expect(await snapOf(a, id)).toMatchObject({ status: 'finished', ending: { how: 'draw' }, proposal: null });
    expect(await auditBoard(b.page, { name: 'lifecycle-draw-de-desktop', phone: false })).toEqual([]);
    await part(b.page, '.side .card:has(#ending-note)', 'draw-de-desktop');
    // The proposal in the other languages, on a match where one waits.
    const id2 = await started('white-castle-duel', [a, b]);
    const v = (await snapOf(a, id2)).version;
    expect((await apiAs(a.ctx, 'POST', `/api/matches/${id2}/end`, { version: v, accept: true, kind: 'end' })).status).toBe(200);
    expect(await auditLangs(b.page, `/match/?id=${id2}`, 'proposal', false, '#proposal [data-life=accept]', ['en', 'fr'], '#life')).toEqual([]);
    await a.ctx.close(); await b.ctx.close();
  });

  it('"Decline" a rematch appears only once one is offered, and asks first (FR phone)', async () => {
    const a = await player('ra', DESKTOP), b = await player('rb', PHONE);
    const id = await started('white-castle-duel', [a, b]);
    expect((await apiAs(a.ctx, 'POST', `/api/matches/${id}/resign`, { version: (await snapOf(a, id)).version })).status).toBe(200);
    await go(b.page, 'fr', `/match/?id=${id}`);
    await b.page.locator('#rematch-offer').waitFor();
    expect(await b.page.locator('#rematch-decline').count()).toBe(0);
    expect((await apiAs(a.ctx, 'POST', `/api/matches/${id}/rematch`)).status).toBeLessThan(300);
    await b.page.reload();
    await b.page.locator('#rematch-decline').click();
    expect(await b.page.locator('dialog[open]').textContent()).toContain('Refuser la revanche');
    expect(await auditBoard(b.page, { name: 'lifecycle-rematch-decline-fr-phone', phone: true, skipAxe: true })).toEqual([]);
    await part(b.page, 'dialog[open]', 'rematch-decline-fr-phone');
    await confirm(b.page);
    await b.page.locator('#rematch-declined').waitFor({ timeout: 20_000 });
    expect(await auditLangs(b.page, `/match/?id=${id}`, 'rematch-declined', true, '#rematch-declined', ['fr', 'de', 'en'], '#rematch')).toEqual([]);
    await a.ctx.close(); await b.ctx.close();
  });

  it('a stranger takes a seat a player resigned, from the lobby\'s list (three players, public)', async () => {
    const a = await player('va', DESKTOP), b = await player('vb', DESKTOP), c = await player('vc', DESKTOP);
    const d = await player('vd', DESKTOP);
    const id = await started('sengoku', [a, b, c], { public: true, lang: 'de' });
    const m = await snapOf(b, id);
    const seat = m.seats.find((s: any) => s.username === b.name).seat;
    expect((await apiAs(b.ctx, 'POST', `/api/matches/${id}/resign`, { version: m.version })).status).toBe(200);
    // The match page: the seat says who left and looks for a player; the stranger sees "Take this seat", the leaver does not.
    expect(await auditLangs(d.page, `/match/?id=${id}`, 'seat-looking', false, `[data-take-seat="${seat}"]`, ['de', 'fr'], '#seats')).toEqual([]);
    await go(b.page, 'en', `/match/?id=${id}`);
    await b.page.locator(`#seats [data-looking="${seat}"]`).waitFor();
    expect(await b.page.locator('[data-take-seat]').count()).toBe(0);
    // The lobby lists the seat (the index follows the match: reload until it does).
    const row = d.page.locator(`#replacements li[data-vacancy="${id}:${seat}"]`);
    for (let i = 0; i < 20 && !(await row.count()); i++) {
      await go(d.page, 'en', '/lobby/?game=sengoku&lang=de');
      await d.page.locator('#replace-list > *').first().waitFor();
    }
    expect(await row.textContent()).toContain(`Seat ${seat + 1} of 3`);
    expect(await auditBoard(d.page, { name: 'lifecycle-lobby-en-desktop', phone: false })).toEqual([]);
    await part(d.page, '#replacements', 'lobby-en-desktop');
    expect(await auditLangs(d.page, '/lobby/?game=sengoku&lang=de', 'lobby', false, `#replacements li[data-vacancy="${id}:${seat}"]`, ['fr', 'de'], '#replacements')).toEqual([]);
    // Another filter: nothing broken when the list is empty.
    const phone = await browser.newContext(PHONE);
    const empty = await phone.newPage();
    await go(empty, 'de', '/lobby/?game=nihon&rated=true');
    await empty.locator('#replace-empty').waitFor();
    expect(await auditBoard(empty, { name: 'lifecycle-lobby-empty-de-phone', phone: true })).toEqual([]);
    await part(empty, '#replacements', 'lobby-empty-de-phone');
    await phone.close();
    await go(d.page, 'en', '/lobby/?game=sengoku&lang=de');
    await row.locator('[data-take]').click();
    expect(await d.page.locator('dialog[open]').textContent()).toContain(`Take seat ${seat + 1}`);
    expect(await auditBoard(d.page, { name: 'lifecycle-lobby-take-dialog-en-desktop', phone: false, skipAxe: true })).toEqual([]);
    await part(d.page, 'dialog[open]', 'lobby-take-dialog-en-desktop');
    await confirm(d.page);
    await d.page.waitForURL(new RegExp(`/match/\\?id=${id}`));
    await d.page.locator(`#seats li[data-seat="${seat}"]`, { hasText: d.name }).waitFor({ timeout: 20_000 });
    expect(await snapOf(d, id)).toMatchObject({ status: 'active', you: { seat } });
    for (const p of [a, b, c, d]) await p.ctx.close();
  });
});
