/// <reference lib="dom" />
/**
 * Resigning in each game, clicked on its match page (docs/players.md "The life of a match"; the
 * White Castle Duel's is in lifecycle.test.ts): Sengoku between two (the other player wins at
 * once), Rising Sun and NIHON among three (the seat goes to the bot and looks for a player; the
 * match goes on). Each time the confirmation names the step, the log says who resigned in words
 * (not the bare event type, nor the bot now in the seat), and the page is audited. EN, FR and DE at 390 px and desktop width;
 * screenshots in test-results/boards/resign-*.png.
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
const go = (page: Page, lang: string, path: string) => page.goto(at(lang, path), { referer: `${server.url}/` });
const stamp = () => Date.now().toString(36).slice(-5) + Math.floor(Math.random() * 36).toString(36);
type Player = { ctx: BrowserContext; page: Page; name: string };

async function player(prefix: string, device: typeof PHONE | typeof DESKTOP): Promise<Player> {
  const ctx = await browser.newContext(device);
  const page = await ctx.newPage();
  const name = `${prefix}${stamp()}`;
  expect(await registerAccount(page, server.url, name)).toBe(name);
  return { ctx, page, name };
}

async function started(game: string, who: Player[], body: object = {}): Promise<string> {
  const res = await apiAs(who[0]!.ctx, 'POST', '/api/matches', { game, players: who.length, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  for (const p of who.slice(1)) expect((await apiAs(p.ctx, 'POST', `/api/matches/${res.body.id}/join`, {})).status).toBe(200);
  return res.body.id;
}

const snapOf = async (p: Player, id: string) => (await apiAs(p.ctx, 'GET', `/api/matches/${id}`)).body;
const shot = (page: Page, selector: string, name: string) => page.locator(selector).first().screenshot({ path: `test-results/boards/resign-${name}.part.png` });

/** The player resigns from the page's card: a confirmation naming the step, then yes. */
async function resignOnPage(p: Player, id: string, lang: string, phone: boolean, asked: string, name: string): Promise<void> {
  const version = (await snapOf(p, id)).version;
  await go(p.page, lang, `/match/?id=${id}`);
  await p.page.locator('#life [data-life=resign]').waitFor({ timeout: 30_000 });
  await p.page.locator('#life [data-life=resign]').click();
  await p.page.locator('dialog[open]').waitFor();
  expect(await p.page.locator('dialog[open]').textContent()).toContain(asked.replace('{v}', String(version)));
  expect(await auditBoard(p.page, { name: `resign-${name}-dialog`, phone, skipAxe: true })).toEqual([]);
  await shot(p.page, 'dialog[open]', `${name}-dialog`);
  await p.page.locator('dialog[open] [data-confirm=yes]').click();
}

/**
 * The log's line for the resignation, once it is in words: the page draws its log with its first
 * data, and the platform's words come a moment later with the page's extras (Log.tsx), so the
 * line holds only its time until then. Its text after 30 s if the words never come.
 */
async function logLine(page: Page, type = 'seat-resigned'): Promise<string> {
  const line = page.locator(`#log li[data-type="${type}"]`);
  await line.first().waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForFunction((t) => {
    const li = document.querySelector(`#log li[data-type="${t}"]`);
    const when = li?.querySelector('time')?.textContent ?? '';
    return (li?.textContent ?? '').replace(when, '').trim().length > 0;
  }, type, { timeout: 30_000 }).catch(() => {});
  return (await line.first().textContent()) ?? '';
}

describe('resigning in each game, from its page', () => {
  it('Sengoku between two, on a desktop in German: the other player wins at once; the log says who resigned', async () => {
    const a = await player('sa', DESKTOP), b = await player('sb', PHONE);
    const id = await started('sengoku', [a, b]);
    await resignOnPage(a, id, 'de', false, 'Bei Schritt {v} aufgeben?', 'sengoku-de-desktop');
    await a.page.locator('#ending-note[data-how=resign]').waitFor({ timeout: 30_000 });
    expect(await a.page.locator('#ending-note').textContent()).toBe(`${a.name} hat aufgegeben.`);
    // Between two, the resignation ends the match in one step: the log's last line says who.
    expect(await logLine(a.page, 'match-ended')).toContain(`Aufgabe von ${a.name}: die Partie endet.`);
    // The game's state still names a seat to move; the board says no one's turn any more.
    expect(await a.page.locator('#board-prompt').count()).toBe(0);
    expect(await a.page.locator('.sengoku-player.to-play').count()).toBe(0);
    const m = await snapOf(b, id);
    const seatB = m.seats.find((s: any) => s.username === b.name).seat;
    expect(m).toMatchObject({ status: 'finished', ending: { how: 'resign' }, result: { winners: [seatB] } });
    expect(await auditBoard(a.page, { name: 'resign-sengoku-de-desktop', phone: false })).toEqual([]);
    await shot(a.page, '.side .card:has(#ending-note)', 'sengoku-result-de-desktop');
    // The winner's phone-width page in English says it too.
    await go(b.page, 'en', `/match/?id=${id}`);
    await b.page.locator('#ending-note[data-how=resign]').waitFor({ timeout: 30_000 });
    expect(await b.page.locator('#ending-note').textContent()).toBe(`${a.name} resigned.`);
    expect(await logLine(b.page, 'match-ended')).toContain(`Resignation of ${a.name}: the match ends.`);
    expect(await auditBoard(b.page, { name: 'resign-sengoku-en-phone', phone: true })).toEqual([]);
    await shot(b.page, '.side .card:has(#ending-note)', 'sengoku-result-en-phone');
    await a.ctx.close(); await b.ctx.close();
  }, 180_000);

  it('Rising Sun among three, on a phone in French: the seat goes to the bot and looks for a player; the match goes on', async () => {
    const a = await player('ua', PHONE), b = await player('ub', PHONE), c = await player('uc', DESKTOP);
    const id = await started('rising-sun', [a, b, c]);
    await resignOnPage(b, id, 'fr', true, 'Abandonner à l’étape {v}', 'rising-sun-fr-phone');
    // The resigner's page: no seat of theirs any more, no way out left to take, the seat says who left.
    await b.page.locator('#seats [data-how=resigned]').waitFor({ timeout: 30_000 });
    expect(await b.page.locator('#life [data-life=resign]').count()).toBe(0);
    expect(await logLine(b.page)).toContain(`${b.name} abandonne.`);
    const m = await snapOf(a, id);
    const seatB = m.departed[0].seat;
    expect(m).toMatchObject({ status: 'active', departed: [{ username: b.name, how: 'resigned' }] });
    expect(m.bots).toContain(seatB);
    expect(await auditBoard(b.page, { name: 'resign-rising-sun-fr-phone', phone: true })).toEqual([]);
    await shot(b.page, '#seats', 'rising-sun-seats-fr-phone');
    // Another player, on a desktop in English: the seat looks for a player; the log says it.
    await go(c.page, 'en', `/match/?id=${id}`);
    await c.page.locator(`#seats [data-looking="${seatB}"]`).waitFor({ timeout: 30_000 });
    expect(await c.page.locator(`#seats li[data-seat="${seatB}"]`).textContent()).toContain(`${b.name} resigned`);
    expect(await logLine(c.page)).toContain(`${b.name} resigns.`);
    expect(await auditBoard(c.page, { name: 'resign-rising-sun-en-desktop', phone: false })).toEqual([]);
    await shot(c.page, '#seats', 'rising-sun-seats-en-desktop');
    for (const p of [a, b, c]) await p.ctx.close();
  }, 180_000);

  it('NIHON among three, on a phone in English: the clan is abandoned by its rule, the seat looks for a player; German on a desktop', async () => {
    const a = await player('na', DESKTOP), b = await player('nb', DESKTOP), c = await player('nc', PHONE);
    const id = await started('nihon', [a, b, c], { referee: false });
    await resignOnPage(c, id, 'en', true, 'Resign at step {v}?', 'nihon-en-phone');
    await c.page.locator('#seats [data-how=resigned]').waitFor({ timeout: 30_000 });
    expect(await c.page.locator('#life [data-life=resign]').count()).toBe(0);
    // (The resigner reads NIHON as a spectator now: a spectator's log runs behind the match, so the line is for the players.)
    const m = await snapOf(a, id);
    const seatC = m.departed[0].seat;
    expect(m).toMatchObject({ status: 'active', departed: [{ username: c.name, how: 'resigned' }] });
    expect(m.handOver).toContain(seatC);
    expect(await auditBoard(c.page, { name: 'resign-nihon-en-phone', phone: true })).toEqual([]);
    await shot(c.page, '#seats', 'nihon-seats-en-phone');
    await go(a.page, 'de', `/match/?id=${id}`);
    await a.page.locator(`#seats [data-looking="${seatC}"]`).waitFor({ timeout: 30_000 });
    expect(await logLine(a.page)).toContain(`${c.name} gibt auf.`);
    // NIHON's own line of that step names the clan's player then, not the seat's holder now.
    expect(await logLine(a.page, 'clan-abandoned')).toContain(c.name);
    // So does catch-up's line of it (this player never moved: catch-up shows the match so far).
    expect(await a.page.locator('#catch-up').textContent()).toContain(`${c.name} hat den Kampf`);
    expect(await auditBoard(a.page, { name: 'resign-nihon-de-desktop', phone: false })).toEqual([]);
    await shot(a.page, '#seats', 'nihon-seats-de-desktop');
    for (const p of [a, b, c]) await p.ctx.close();
  }, 240_000);
});
