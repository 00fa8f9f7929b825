/// <reference lib="dom" />
/**
 * The match page around the board, as a phone and a desktop see it, in three languages: the
 * language switch keeps the match, the tab title says whose turn it is and changes live, a refused
 * move is explained in the reader's language, the page has no axe violation and no English on
 * /fr/ and /de/, and nothing scrolls sideways at 360 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { registerAccount, type Server } from './server';
import { openShared } from './shared-server';
import { DESKTOP, PHONE, keepScreenshot, sidewaysOverflow, untranslated } from './board-audit';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(async ([m, p, b]) => {
    const res = await fetch(p as string, { method: m as string, headers: b ? { 'Content-Type': 'application/json' } : {}, body: b ? JSON.stringify(b) : undefined });
    return { status: res.status, body: (await res.json()) as any };
  }, [method, path, body] as const) as Promise<{ status: number; body: any }>;

async function axeOutsideBoard(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: page as any }).exclude('#board').analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

describe('the match page', () => {
  it('keeps the match across languages, titles the tab by turn, explains refusals in the page language, and passes axe', async () => {
    const alice = await (await browser.newContext(DESKTOP)).newPage();
    const bob = await (await browser.newContext(PHONE)).newPage();
    const errors: string[] = [];
    for (const p of [alice, bob]) p.on('pageerror', (e) => errors.push(String(e)));
    const suffix = Date.now() % 100000;
    expect(await registerAccount(alice, server.url, `mpa${suffix}`)).toBe(`mpa${suffix}`);
    expect(await registerAccount(bob, server.url, `mpb${suffix}`)).toBe(`mpb${suffix}`);
    const created = await api(alice, 'POST', '/api/matches', { game: 'sengoku', players: 2 });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    // Bob opens the invite in French on his phone and joins.
    await bob.goto(`${server.url}/fr/match/?id=${id}`);
    await bob.locator('#join').click();
    await bob.locator('#board').waitFor();
    await alice.goto(`${server.url}/match/?id=${id}`);
    await alice.locator('#board').waitFor();

    // The language links keep ?id=: German is the same match, not "this match does not exist".
    expect(await bob.locator('nav.langs a[hreflang=de]').getAttribute('href')).toBe(`/de/match/?id=${id}`);
    await bob.locator('nav.langs a[hreflang=de]').click();
    await bob.waitForURL(`**/de/match/?id=${id}`);
    await bob.locator('#board').waitFor();
    expect(await bob.locator('.error').count()).toBe(0);

    // The tab title: "(1) …" for the seat awaited, not for the other; it changes live when the turn passes.
    const awaited = async (p: Page) => (await p.locator('#turn[data-mine=yes]').count()) > 0;
    await alice.waitForFunction(() => document.title.includes('Tenka') && !document.title.startsWith('Tenka'));
    const [mover, waiter] = (await awaited(alice)) ? [alice, bob] : [bob, alice];
    expect(await awaited(mover)).toBe(true);
    await mover.waitForFunction(() => document.title.startsWith('(1) '));
    expect(await waiter.title()).not.toMatch(/^\(1\)/);
    const legal = (await api(mover, 'GET', `/api/matches/${id}/moves`)).body as unknown[];
    const version = (await api(mover, 'GET', `/api/matches/${id}`)).body.version;
    expect((await api(mover, 'POST', `/api/matches/${id}/moves`, { move: legal[0], version })).status).toBe(200);
    if (!(await awaited(mover))) await waiter.waitForFunction(() => document.title.startsWith('(1) '), undefined, { timeout: 30_000 });
    expect(await bob.title()).toMatch(/Sengoku/);
    expect(await alice.title()).toMatch(/Sengoku/);

    // A refused move, in German on the phone: the code's words, the English detail folded away.
    // (Bob is a bot author: developer mode shows the raw move box, a tool hidden from players.)
    expect(await bob.locator('#raw-move-box').count()).toBe(0);
    await bob.evaluate(() => localStorage.setItem('tenka:developer', '1'));
    await bob.reload();
    await bob.locator('#raw-move-box summary').click();
    await bob.locator('#raw-move').fill('{"type":"nonsense","__proto__":{"x":1}}');
    await bob.locator('#raw-move-send').click();
    await bob.locator('#refusal').waitFor();
    const refusal = await bob.locator('#refusal').innerText();
    expect(refusal).toMatch(/Abgelehnt|Ungültig|Unzulässig|nicht am Zug/);
    expect(await untranslated(bob)).toEqual([]);

    await keepScreenshot(alice, 'match-page-en-desktop');
    // axe, outside the board (each board has its own audit), on both pages; no sideways scroll on the phone.
    expect(await axeOutsideBoard(alice)).toEqual([]);
    expect(await axeOutsideBoard(bob)).toEqual([]);
    for (const lang of ['fr', 'de', 'en']) {
      // One load: the page's data comes in the page itself (worker/http/match-inline.ts): no call for
      // it; only the games' list, cacheable, and the socket.
      const calls: string[] = [];
      // (The header's waiting-count image is every page's, not the match page's data.)
      const count = (r: { url(): string }) => { const u = new URL(r.url()); if (u.pathname.startsWith('/api/') && u.pathname !== '/api/me/waiting.svg') calls.push(u.pathname); };
      bob.on('request', count);
      await bob.goto(`${server.url}${lang === 'en' ? '' : `/${lang}`}/match/?id=${id}`);
      await bob.locator('#board').waitFor();
      await bob.waitForTimeout(300);
      bob.off('request', count);
      // (The socket is not an HTTP request to Playwright: only the games' list remains; the seats'
      // reliability comes after the first draw, with the page's extras, cached a minute.)
      const drawn = calls.filter((p) => !p.endsWith('/reliability'));
      expect(drawn.filter((p) => p.startsWith(`/api/matches/${id}`))).toEqual([]);
      expect(drawn.length).toBeLessThanOrEqual(1);
      await keepScreenshot(bob, `match-page-${lang}-phone`);
      expect(await axeOutsideBoard(bob)).toEqual([]);
      expect(await untranslated(bob)).toEqual([]);
      expect(await sidewaysOverflow(bob)).toBe(0);
    }
    await bob.setViewportSize({ width: 360, height: 740 });
    expect(await sidewaysOverflow(bob)).toBe(0);

    // The board draws first (issue 32, a warm visit on a phone): the log and the messages, and the
    // header's count of waiting matches (an image and a document of its own), come in a later
    // draw. Noted in the page by the DOM changes' batches in which each appeared.
    await bob.addInitScript(() => {
      const w = window as unknown as { __order: Record<string, number> };
      w.__order = {};
      let batch = 0;
      new MutationObserver(() => {
        batch++;
        const seen = { board: document.querySelector('#board *'), log: document.querySelector('#log'), messages: document.querySelector('#messages'), badge: document.querySelector('#waiting-badge[src]') };
        for (const [k, el] of Object.entries(seen)) if (el && w.__order[k] === undefined) w.__order[k] = batch;
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });
    });
    await bob.goto(`${server.url}/match/?id=${id}`);
    await bob.locator('#log').waitFor();
    await bob.locator('#waiting-badge[src]').waitFor({ state: 'attached' });
    const order = await bob.evaluate(() => (window as unknown as { __order: Record<string, number> }).__order);
    // The badge's src is in the page as served on other pages; here it has none until the board drew.
    expect(order.board, JSON.stringify(order)).toBeGreaterThan(0);
    for (const later of ['log', 'messages', 'badge']) expect(order[later], `${later} after the board: ${JSON.stringify(order)}`).toBeGreaterThan(order.board!);
    // The page as served says "…" until the match draws; none of it stays (it was left below the page).
    expect(await bob.locator('#match-root #loading').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps "My matches" live, and heads the match page with what happened since the last move', async () => {
    const alice = await (await browser.newContext(DESKTOP)).newPage();
    const bob = await (await browser.newContext(PHONE)).newPage();
    const suffix = Date.now() % 100000;
    await registerAccount(alice, server.url, `lva${suffix}`);
    await registerAccount(bob, server.url, `lvb${suffix}`);
    const created = await api(alice, 'POST', '/api/matches', { game: 'sengoku', players: 2, timer: { moveSeconds: 86400 } });
    const id = created.body.id as string;
    expect((await api(bob, 'POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    await bob.goto(`${server.url}/fr/matches/`);
    const row = bob.locator(`#my-matches tr[data-match="${id}"]`);
    await row.waitFor();
    // Whoever is awaited moves until the turn is Bob's, then until it is not: his list follows live.
    const awaitedSeat = async () => (await api(alice, 'GET', `/api/matches/${id}`)).body.awaiting[0] as number;
    const moveFor = async (p: Page) => {
      const legal = (await api(p, 'GET', `/api/matches/${id}/moves`)).body as unknown[];
      const version = (await api(p, 'GET', `/api/matches/${id}`)).body.version;
      expect((await api(p, 'POST', `/api/matches/${id}/moves`, { move: legal[0], version })).status).toBe(200);
    };
    for (let i = 0; i < 20 && (await awaitedSeat()) !== 1; i++) await moveFor(alice);
    await bob.locator(`#my-matches tr[data-match="${id}"][data-your-turn=yes]`).waitFor({ timeout: 30_000 });
    await bob.waitForFunction(() => document.title.startsWith('(1) '));
    expect(await row.locator('td.deadline time').count()).toBe(1);
    expect(await row.locator('td.deadline').innerText()).toMatch(/dans|heure|jour|minute/);
    for (let i = 0; i < 20 && (await awaitedSeat()) === 1; i++) await moveFor(bob);
    await bob.locator(`#my-matches tr[data-match="${id}"][data-your-turn=no]`).waitFor({ timeout: 30_000 });
    await bob.waitForFunction(() => !document.title.startsWith('('));
    expect(await axeOutsideBoard(bob)).toEqual([]);
    await keepScreenshot(bob, 'my-matches-fr-phone');
    expect(await sidewaysOverflow(bob)).toBe(0);
    // Catch-up: Bob looks at the match (this browser keeps what it showed), goes back to his list;
    // Alice plays until it is Bob's turn again and writes to the table.
    await bob.goto(`${server.url}/fr/match/?id=${id}`);
    await bob.locator('#board').waitFor();
    await bob.waitForTimeout(300);
    await bob.goto(`${server.url}/fr/matches/`);
    for (let i = 0; i < 20 && (await awaitedSeat()) !== 1; i++) await moveFor(alice);
    expect((await api(alice, 'POST', `/api/matches/${id}/messages`, { text: 'À toi !', to: null })).status).toBe(201);
    // The first draw makes no date formatter (issue 32: the first one a page makes costs a slow
    // phone ~0.1 s): the header's deadline and the catch-up's times come in the draw after the
    // board's. Noted in the page: whether the board had drawn when the first one was made.
    await bob.addInitScript(() => {
      const w = window as unknown as { __formatters: string[] };
      w.__formatters = [];
      const note = (name: string) => { if (!document.querySelector('#board *')) w.__formatters.push(name); };
      for (const name of ['DateTimeFormat', 'RelativeTimeFormat'] as const) {
        const Real = Intl[name] as unknown as new (...a: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Real, { construct(target, args) { note(name); return new target(...args); } });
      }
      for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
        const real = Date.prototype[name];
        Date.prototype[name] = function (this: Date, ...args: unknown[]) { note(name); return (real as (...a: unknown[]) => string).apply(this, args); };
      }
    });
    await bob.goto(`${server.url}/fr/match/?id=${id}`);
    // What happened since his last move heads the page; what is new is marked; the message is counted unread.
    await bob.locator('#catch-up li').first().waitFor();
    expect(await bob.locator('#catch-up-title').innerText()).toBe('Depuis votre dernier coup');
    expect(await bob.locator('#catch-up-unread').innerText()).toContain('1');
    // The times came after the board: no formatter before it, and the header's deadline and the card's times are filled in.
    expect(await bob.evaluate(() => (window as unknown as { __formatters: string[] }).__formatters)).toEqual([]);
    await bob.waitForFunction(() => !!document.querySelector('#deadline time')?.textContent && !!document.querySelector('#catch-up li time')?.textContent);
    expect(await bob.locator('#catch-up li time.when').first().innerText()).toMatch(/maintenant|minute|il y a/);
    expect(await bob.locator('#log li.new').count()).toBeGreaterThan(0);
    expect(await bob.locator('#messages li.new').count()).toBe(1);
    expect(await bob.locator('#unread-count').count()).toBe(1);
    // The tab's icon and title say it is his turn; log lines and messages carry their times, in French.
    expect(await bob.locator('link[rel=icon][data-turn=yes]').count()).toBe(1);
    await bob.waitForFunction(() => document.title.startsWith('(1) '));
    expect(await bob.locator('#log li time.when').first().innerText()).toMatch(/maintenant|minute|il y a/);
    expect(await bob.locator('#messages li time.when').first().innerText()).toMatch(/maintenant|minute|il y a/);
    expect(await axeOutsideBoard(bob)).toEqual([]);
    expect(await untranslated(bob)).toEqual([]);
    await keepScreenshot(bob, 'catch-up-fr-phone');
    // Mails for this match only: "never" is kept by the account (per-match override), "as in my settings" removes it.
    await bob.locator('#match-mail summary').click();
    await bob.locator('#match-mail-choice').selectOption('none');
    await bob.locator('#match-mail [role=status]', { hasText: 'Enregistré' }).waitFor();
    expect((await api(bob, 'GET', `/api/me/notifications/${id}`)).body.override).toEqual({ email: false });
    expect(await axeOutsideBoard(bob)).toEqual([]);
    await bob.locator('#match-mail-choice').selectOption('default');
    await bob.waitForFunction(async (mid) => ((await (await fetch(`/api/me/notifications/${mid}`)).json()) as { override: unknown }).override === null, id);
  });
});

