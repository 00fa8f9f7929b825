/// <reference lib="dom" />
/**
 * The White Castle Duel in two browsers: both register, Alice creates a match, Bob joins by the
 * invite link, and they play the whole match to final scoring by clicking the board only (castle
 * locations, decks, gardens, yards, stairs, lantern cards, domain areas and the prompt's buttons),
 * with live updates over WebSockets. Screenshots go to test-results/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { CHROMIUM_ARGS, chromiumPath, registerAccount, startServer, type Server } from './server';

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => {
  if (process.env.WCD_LOGS) console.log(server?.logs.join('').split('\n').filter((l) => !/\] (GET|POST) /.test(l)).join('\n'));
  await browser?.close();
  await server?.stop();
});

async function registerIn(page: Page, username: string) {
  expect(await registerAccount(page, server.url, username)).toBe(username);
}

const version = (page: Page) => page.locator('#replay-status').textContent();

/** Reload a page, waiting for `wrangler dev` if it is rebuilding the Worker. */
async function reload(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.reload();
      await page.locator('svg.wcd-table').waitFor({ timeout: 15_000 });
      return;
    } catch (e) {
      if (attempt >= 30) throw e;
      await page.waitForTimeout(2_000);
    }
  }
}

/** A small deterministic generator, so that a failing run can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s % n;
  };
}

interface Candidate { i: number; move: string; narrow: boolean; where: string }

/** What the test needs to know of a page, in one round trip. */
interface Look {
  mine: boolean;
  result: boolean;
  version: string;
  round: string;
  task: string;
  tokens: number;
  other: string[];
  candidates: Candidate[];
}

function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const all = Array.from(document.querySelectorAll<HTMLElement | SVGElement>('#board .wcd-act'));
    const choices = document.querySelector('#wcd-choices');
    return {
      mine: !!document.querySelector('#turn[data-mine=yes]'),
      result: !!document.querySelector('#result'),
      version: document.querySelector('#replay-status')?.textContent ?? '',
      round: document.querySelector('.wcd')?.getAttribute('data-round') ?? '',
      task: document.querySelector('.wcd-prompt .task')?.getAttribute('data-task') ?? '',
      tokens: document.querySelectorAll('.wcd-table [data-token]').length,
      other: Array.from(document.querySelectorAll('#wcd-other button')).map((b) => b.getAttribute('data-json') ?? ''),
      candidates: all.map((e, i) => ({
        i,
        move: e.getAttribute('data-move') ?? '',
        narrow: e.getAttribute('data-narrow') === '1',
        where: choices?.contains(e) ? 'choices' : e.closest('svg.wcd-table') ? 'table' : e.closest('.wcd-domain') ? 'domain' : e.closest('#wcd-other') ? 'other' : 'prompt',
      })),
    };
  });
}

/**
 * One click of the player to play on this page. Candidates are the board's clickable elements
 * (never Undo, Convert or the fallback list, which must stay empty); the choice prefers doing
 * things over declining them, so that the whole board gets exercised and the game moves on.
 */
async function act(page: Page, seen: Look, pick: (n: number) => number, stats: Record<string, number>): Promise<boolean> {
  const candidates = seen.candidates.filter((c) => c.move !== 'undo' && c.move !== 'convert' && c.where !== 'other');
  if (candidates.length === 0) return false;
  // Inside an open choice, answer it.
  let pool = candidates.filter((c) => c.where === 'choices');
  if (!pool.length) {
    const doing = candidates.filter((c) => c.move !== 'decline' && c.move !== 'skip' && c.move !== 'end-turn' && c.move !== 'exchange');
    const rare = candidates.filter((c) => c.move === 'exchange');
    // Mostly act on the board; sometimes decline, skip or swap tiles; end the turn when it is all that is left.
    const r = pick(100);
    if (rare.length && r < 4) pool = rare;
    else if (doing.length && r < 85) {
      const onBoard = doing.filter((c) => c.where === 'table' || c.where === 'domain');
      pool = onBoard.length && pick(100) < 75 ? onBoard : doing;
    } else pool = candidates.filter((c) => c.move !== 'exchange' && c.move !== 'end-turn');
    if (!pool.length) pool = candidates;
  }
  // Two-step choices (a deck with several ways to pay…) are fine, but one click is quicker.
  const direct = pool.filter((c) => !c.narrow);
  if (direct.length && direct.length < pool.length && pick(100) < 60) pool = direct;
  const choice = pool[pick(pool.length)]!;
  stats[`${choice.where}:${choice.move}`] = (stats[`${choice.where}:${choice.move}`] ?? 0) + 1;
  // By position: the page may draw the same state again meanwhile (its own refresh and the
  // socket's both follow a move), which gives the same elements in the same order.
  try {
    await page.locator('#board .wcd-act').nth(choice.i).click({ timeout: 3_000 });
  } catch {
    stats.missed = (stats.missed ?? 0) + 1;
    return true;
  }
  if (choice.narrow) {
    // A narrowing click opens a choice among a few moves (nothing is sent yet).
    await page.locator('#wcd-choices').waitFor({ timeout: 5_000 });
    expect(await version(page)).toBe(seen.version);
    return true;
  }
  try {
    await page.waitForFunction((v) => document.querySelector('#replay-status')?.textContent !== v, seen.version, { timeout: 8_000, polling: 25 });
  } catch (e) {
    const refusal = await page.locator('#refusal').textContent().catch(() => null);
    if (refusal) {
      await page.screenshot({ path: 'test-results/white-castle-duel-failure.png', fullPage: true });
      throw new Error(`the server refused a move offered by the board (${JSON.stringify(choice)}): ${refusal}`);
    }
    // `wrangler dev` rebuilds the Worker whenever a file of the tree changes (other work goes on
    // in the same tree), dropping sockets and requests in flight: reload the page and go on.
    stats.recoveries = (stats.recoveries ?? 0) + 1;
    await reload(page);
  }
  return true;
}

describe('a White Castle Duel match in two browsers', () => {
  it('registers, creates, joins by link and plays to final scoring through the board', async () => {
    const started = Date.now();
    const contextOptions = { viewport: { width: 1400, height: 1000 } };
    const alice = await (await browser.newContext(contextOptions)).newPage();
    const bob = await (await browser.newContext(contextOptions)).newPage();
    const errors: string[] = [];
    for (const p of [alice, bob]) {
      p.on('pageerror', (e) => errors.push(String(e)));
      // (The account page asks who is signed in before registering: that 401 is expected.)
      p.on('console', (m) => { if (m.type() === 'error' && !/status of 401/.test(m.text())) errors.push(`console: ${m.text()}`); });
    }
    const suffix = Date.now() % 100000;
    await registerIn(alice, `alice${suffix}`);
    await registerIn(bob, `bob${suffix}`);

    await alice.goto(`${server.url}/matches/?new=white-castle-duel`);
    await alice.locator('#create-form').waitFor({ state: 'visible' });
    expect(await alice.locator('#game-select').inputValue()).toBe('white-castle-duel');
    await alice.selectOption('#players-select', '2');
    await alice.locator('#create-form button[type=submit]').click();
    await alice.waitForURL(/\/match\/\?id=/);
    const invite = await alice.locator('#invite-link').inputValue();
    expect(invite).toMatch(/\/match\/\?id=[0-9a-f]{16}$/);

    await bob.goto(invite);
    await bob.locator('#join').click();
    await bob.locator('svg.wcd-table').waitFor();
    // Alice's page learns of the start over the WebSocket, without a reload.
    await alice.locator('svg.wcd-table').waitFor({ timeout: 15_000 });

    // The table: three floors, six locations, three decks with their top card, six action tiles,
    // the fan track, both stairs, the gardens and yards, and both domains with a score.
    for (const page of [alice, bob]) {
      expect(await page.locator('.wcd-table [data-location]').count()).toBe(6);
      expect(await page.locator('.wcd-table [data-deck]').count()).toBe(3);
      expect(await page.locator('.wcd-table .action-slot').count()).toBe(6);
      expect(await page.locator('.wcd-table [data-fan-track] .fan-marker').count()).toBe(2);
      expect(await page.locator('.wcd-table .climb-step').count()).toBe(14);
      expect(await page.locator('.wcd-table .garden-column').count()).toBe(6);
      expect(await page.locator('.wcd-table .yard').count()).toBe(2);
      expect(await page.locator('.wcd-domain').count()).toBe(2);
      expect(await page.locator('#wcd-score [data-total]').count()).toBe(2);
    }
    // Provisional data says so in its tooltip.
    const tips = await alice.locator('.wcd-table title').allTextContents();
    expect(tips.some((t) => /Provisional data/.test(t))).toBe(true);

    // The starting-card draft: the picker sees clickable cards, the other sees them without buttons.
    const picker = (await alice.locator('#turn[data-mine=yes]').count()) ? alice : bob;
    const watcher = picker === alice ? bob : alice;
    await picker.locator('button.wcd-startcard').first().waitFor();
    expect(await picker.locator('button.wcd-startcard').count()).toBe(3);
    expect(await watcher.locator('.wcd-startcard').count()).toBe(3);
    expect(await watcher.locator('button.wcd-startcard').count()).toBe(0);
    await picker.screenshot({ path: 'test-results/white-castle-duel-start.png', fullPage: true });

    const pick = rng(20251121);
    const stats: Record<string, number> = {};
    let moves = 0, midShot = false, liveChecked = false, idleSince = Date.now();
    for (let guard = 0; guard < 2000; guard++) {
      const [a, b] = await Promise.all([look(alice), look(bob)]);
      if (a.result && b.result) break;
      const page = a.mine ? alice : b.mine ? bob : null;
      if (!page) {
        // Nobody to play for a while: an update was lost while a socket reconnected (see act()).
        if (Date.now() - idleSince > 5_000) {
          stats.recoveries = (stats.recoveries ?? 0) + 1;
          await Promise.all([reload(alice), reload(bob)]);
          idleSince = Date.now();
        }
        await Promise.race([alice, bob].map((p) => p.waitForSelector('#turn[data-mine=yes], #result', { timeout: 1_000 }).catch(() => null)));
        continue;
      }
      idleSince = Date.now();
      const seen = page === alice ? a : b;
      const other = page === alice ? bob : alice;
      // Every legal move is reachable from the pictures and the prompt: the fallback list stays empty.
      if (seen.other.length) {
        await page.screenshot({ path: 'test-results/white-castle-duel-failure.png', fullPage: true });
        expect(seen.other, 'legal moves left without a picture or button').toEqual([]);
      }
      if (!midShot && seen.round === '2') {
        midShot = true;
        await page.screenshot({ path: 'test-results/white-castle-duel-mid.png', fullPage: true });
      }
      if (await act(page, seen, pick, stats)) moves++;
      // Live update: the first token placed on one page shows on the other without a reload.
      if (!liveChecked && seen.task === 'start') {
        const now = await page.locator('.wcd-table [data-token]').count();
        if (now !== seen.tokens) {
          await other.waitForFunction((n) => document.querySelectorAll('.wcd-table [data-token]').length === n, now, { timeout: 10_000 });
          liveChecked = true;
        }
      }
    }
    await alice.locator('#result').waitFor({ timeout: 20_000 });
    await bob.locator('#result').waitFor({ timeout: 20_000 });
    expect(liveChecked).toBe(true);
    expect(moves).toBeGreaterThan(60);
    // Both pages show the final result and the final score on the board.
    for (const page of [alice, bob]) {
      expect(await page.locator('#result tr').count()).toBe(3);
      expect(await page.locator('.wcd-prompt [data-over=yes]').count()).toBe(1);
    }
    const totals = await alice.locator('#wcd-score [data-total]').allTextContents();
    const resultScores = await alice.locator('#result tr td:nth-child(3)').allTextContents();
    expect([...resultScores].sort()).toEqual([...totals].sort());
    await alice.screenshot({ path: 'test-results/white-castle-duel-end.png', fullPage: true });
    // Both pages followed the whole match live.
    expect(await version(bob)).toBe(await version(alice));
    // Many kinds of clicks were used, most of them on the pictures (castle, table, domains).
    const kinds = new Set(Object.keys(stats).map((k) => k.split(':')[1]));
    for (const k of ['start-card', 'place', 'take', 'end-turn']) expect(kinds.has(k), `clicked ${k}`).toBe(true);
    const onPictures = Object.entries(stats).filter(([k]) => /^(table|domain):/.test(k)).reduce((n, [, v]) => n + v, 0);
    expect(onPictures).toBeGreaterThan(30);
    const reloads = server.logs.join('').split(/\n/).filter((l) => /reload|rebuil|restart|change/i.test(l)).length;
    console.log(`white castle duel: ${moves} clicks in ${Math.round((Date.now() - started) / 1000)} s; server reloads seen: ${reloads}`, stats);
    // Recoveries only happen when the server restarted under us.
    expect(stats.recoveries ?? 0).toBeLessThanOrEqual(Math.max(3, 3 * reloads));
    expect(errors).toEqual([]);
  });
});
