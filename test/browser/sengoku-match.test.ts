/// <reference lib="dom" />
/**
 * Two people in two browsers: both register, Alice creates a Sengoku match, Bob joins by the
 * invite link, and they play it to the end through the UI only (live updates over WebSockets).
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
  await browser?.close();
  await server?.stop();
});

async function registerIn(page: Page, username: string) {
  expect(await registerAccount(page, server.url, username)).toBe(username);
}

/** One step of whoever's turn it is on this page: a card first when asked, else roll/deploy. */
async function act(page: Page, preferCard: boolean): Promise<boolean> {
  if ((await page.locator('#turn[data-mine=yes]').count()) === 0) return false;
  const version = await page.locator('#replay-status').textContent();
  if (preferCard) {
    const card = page.locator('#tactic-fan .sengoku-card:not([disabled])').first();
    if (await card.count()) {
      await card.click();
      await page.locator('#card-options').waitFor();
      // Narrow by clicking a highlighted province on the map, then take the first option.
      const lit = page.locator('.sengoku-map .province.lit').first();
      if (await lit.count()) await lit.click();
      await page.locator('#card-options .option').first().click();
      await page.waitForFunction((v) => document.querySelector('#replay-status')?.textContent !== v, version);
      return true;
    }
  }
  const button = page.locator('button[data-move=deploy], button[data-move=roll], .sengoku-card:not([disabled])[data-card]').first();
  if (!(await button.count())) return false;
  await button.click();
  await page.waitForFunction((v) => document.querySelector('#replay-status')?.textContent !== v, version);
  return true;
}

describe('a Sengoku match in two browsers', () => {
  it('registers, creates, joins by link and plays to the end through the UI', async () => {
    const alice = await (await browser.newContext()).newPage();
    const bob = await (await browser.newContext()).newPage();
    const errors: string[] = [];
    for (const p of [alice, bob]) p.on('pageerror', (e) => errors.push(String(e)));
    const suffix = Date.now() % 100000;
    await registerIn(alice, `alice${suffix}`);
    await registerIn(bob, `bob${suffix}`);

    await alice.goto(`${server.url}/matches/?new=sengoku`);
    await alice.locator('#create-form').waitFor({ state: 'visible' });
    await alice.selectOption('#players-select', '2');
    await alice.locator('input[name="opt:advanced"]').check();
    await alice.locator('#create-form button[type=submit]').click();
    await alice.waitForURL(/\/match\/\?id=/);
    const invite = await alice.locator('#invite-link').inputValue();
    expect(invite).toMatch(/\/match\/\?id=[0-9a-f]{16}$/);
    const seedHash = await alice.locator('#seed-hash').textContent();
    expect(seedHash).toMatch(/^[0-9a-f]{64}$/);

    await bob.goto(invite);
    await bob.locator('#join').click();
    await bob.locator('.sengoku-map').waitFor();
    // Alice's page learns of the start over the WebSocket, without a reload.
    await alice.locator('.sengoku-map').waitFor({ timeout: 15_000 });
    await alice.screenshot({ path: 'test-results/sengoku-start.png', fullPage: true });

    // Table talk: Bob writes to Alice privately; it reaches her page live.
    await bob.selectOption('#message-to', { label: `alice${suffix}` });
    await bob.locator('#message-text').fill('Shall we leave Kyoto alone?');
    await bob.locator('#message-form button[type=submit]').click();
    await alice.locator('#messages li', { hasText: 'Shall we leave Kyoto alone?' }).waitFor({ timeout: 10_000 });

    // The advanced rules begin with the Daimyo draft: the offer is on the board.
    expect(await alice.locator('.sengoku-card[data-card]').count()).toBeGreaterThan(0);

    let moves = 0, cardsPlayed = 0;
    for (let guard = 0; guard < 400; guard++) {
      if (await alice.locator('#result').count() && await bob.locator('#result').count()) break;
      const page = (await alice.locator('#turn[data-mine=yes]').count()) ? alice : (await bob.locator('#turn[data-mine=yes]').count()) ? bob : null;
      if (!page) { await alice.waitForTimeout(150); continue; }
      const played = await act(page, cardsPlayed < 2 && moves % 5 === 0);
      if (played) { moves++; if (moves % 5 === 1) cardsPlayed = await page.locator('td', { hasText: /Scout|Navy|Ninja|Support|Rebel|Exile|Prisoner|Decoy|Retreat|Squad|Kyoto|Mountains/ }).count(); }
    }
    await alice.locator('#result').waitFor({ timeout: 20_000 });
    await bob.locator('#result').waitFor({ timeout: 20_000 });
    expect(moves).toBeGreaterThan(10);
    // The end: result table, seed revealed (its hash is the one published), export link.
    const seed = await alice.locator('#seed').textContent();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(seed!).digest('hex')).toBe(seedHash);
    expect(await alice.locator('#export-link').getAttribute('href')).toContain('/export');
    expect(await alice.locator('#result tr').count()).toBe(3);
    // The log tells the story with rule links; the replay control steps back to the start.
    expect(await alice.locator('#log li[data-type=battle]').count()).toBeGreaterThan(0);
    expect(await alice.locator('#log a.rule-link').count()).toBeGreaterThan(5);
    await alice.locator('button[data-replay=start]').click();
    await alice.waitForFunction(() => /^\D*0 \//.test(document.querySelector('#replay-status')?.textContent ?? ''));
    expect(await alice.locator('.sengoku-map .army').count()).toBe(0);
    await alice.locator('button[data-replay=live]').click();
    await alice.screenshot({ path: 'test-results/sengoku-end.png', fullPage: true });

    // My matches: the finished match is listed.
    await bob.goto(`${server.url}/matches/`);
    await bob.locator('#my-matches').waitFor();
    expect(await bob.locator('#my-matches tr[data-match]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
