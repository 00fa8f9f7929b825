/// <reference lib="dom" />
/**
 * Two people in two browsers: both register, Alice (on a phone, 390x844) creates a Sengoku match,
 * Bob (on a desktop, 1366x768) joins by the invite link, and they play it to the end through the
 * board only (live updates over WebSockets): a stretch by keyboard alone (draft, rolls, deploys, a
 * card narrowed by a province of the map), the rest by clicking. In every phase reached, the board
 * passes the audit (axe, no sideways scroll, readable text, big enough targets) in English, and
 * the French and German pages show no English word of the board and no raw engine id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { registered, type Server } from './server';
import { openShared } from './shared-server';
import { auditBoard, DESKTOP, PHONE, pressByKeyboard } from './board-audit';
import { ENGLISH_WORDS } from '../../worker/games/sengoku/ui/words';
import boardData from '../../worker/games/sengoku/data/board.json';
import tacticData from '../../worker/games/sengoku/data/tactics.json';
import daimyoData from '../../worker/games/sengoku/data/daimyo.json';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const CARDS = [...tacticData.cards, ...daimyoData.cards];
/** The board's English: its own words, card names and effects that the other languages translate. */
const EXTRA_ENGLISH = [
  ...ENGLISH_WORDS,
  'Roll the dice', 'Reroll all three dice', 'Zoom in', 'Fit the map', 'Your choices', 'Your turn', 'Waiting for',
  ...CARDS.filter((c) => c.name.en !== c.name.fr && c.name.en !== c.name.de).map((c) => c.name.en),
  ...CARDS.map((c) => c.effect.en.slice(0, 40)),
];
/** Raw ids that must never show: province ids, and card ids that are not plain words. */
const RAW_IDS = [...boardData.provinces.map((p) => p.id), ...CARDS.map((c) => c.id).filter((id) => id.includes('-'))];

async function audit(page: Page, name: string, phone: boolean): Promise<void> {
  // axe on the board only: the page around it (log, messages, hooks) is the match page's job.
  expect(await auditBoard(page, { name, phone, include: '#board', extraEnglish: EXTRA_ENGLISH, rawIds: RAW_IDS })).toEqual([]);
}

const mine = async (page: Page) => (await page.locator('#board-prompt[data-mine=yes]').count()) > 0;
const version = (page: Page) => page.locator('#replay-status').textContent();
async function waitForNewVersion(page: Page, before: string | null) {
  await page.waitForFunction((v) => document.querySelector('#replay-status')?.textContent !== v, before);
}

type How = 'click' | 'keyboard';
/** Press a control the way this stretch of the match is played: a click, or Tab until focused then Enter. */
async function press(page: Page, selector: string, how: How) {
  if (how === 'keyboard') await pressByKeyboard(page, selector);
  else {
    // A province far out on the phone's map: pan to it first, as a finger would (the map scrolls inside its own box).
    // A province is tapped on its ring, where a finger would (its group also holds its label and pieces).
    const first = page.locator(selector).first();
    const target = selector.includes('.province') ? first.locator('.ring') : first;
    await target.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
    // Let the page settle after the pan (the prompt above the map may grow or shrink as the turn changes).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
    await target.click();
  }
}

/** Confirm the modal dialog of an irreversible move (a card, a Daimyo taken in the draft). */
let auditedConfirm = false;
async function confirm(page: Page, how: How) {
  await page.locator('dialog[open] [data-confirm=yes]').waitFor();
  // Once, on the phone: the open dialog passes the audit too.
  if (!auditedConfirm && page.viewportSize()?.width === PHONE.viewport.width) {
    await audit(page, 'sengoku-confirm-en-phone', true);
    auditedConfirm = true;
  }
  await press(page, 'dialog[open] [data-confirm=yes]', how);
}

/**
 * One step of whoever's turn it is on this page: a card (narrowed on the map) when asked and
 * possible, else the last plain choice (a deploy rather than the reroll; the roll; the draft).
 */
async function act(page: Page, how: How, preferCard: boolean): Promise<'card' | 'move' | null> {
  if (!(await mine(page))) return null;
  const before = await version(page);
  if (preferCard) {
    const card = page.locator('#tactic-fan button.sengoku-card:not([disabled]), #own-daimyo button.sengoku-card:not([disabled])').first();
    if (await card.count()) {
      const id = await card.getAttribute('data-card');
      await press(page, `button.sengoku-card[data-card="${id}"]`, how);
      await page.locator('#card-options').waitFor();
      // Narrow by choosing a highlighted province on the map (an SVG button).
      const lit = page.locator('#sengoku-map .province[role=button]');
      if (await lit.count()) {
        await press(page, '#sengoku-map .province[role=button]', how);
        await page.locator('#card-options .chip[aria-pressed=true]').first().waitFor();
        expect(await page.locator('#sengoku-map .province.picked').count()).toBe(1);
      }
      await press(page, '#card-moves .kit-move', how);
      await confirm(page, how);
      await waitForNewVersion(page, before);
      return 'card';
    }
  }
  const last = page.locator('#turn-moves li:last-child .kit-move');
  if (!(await last.count())) return null;
  const needsConfirm = (await last.getAttribute('aria-haspopup')) === 'dialog';
  await press(page, '#turn-moves li:last-child .kit-move', how);
  if (needsConfirm) await confirm(page, how);
  await waitForNewVersion(page, before);
  return 'move';
}

describe('a Sengoku match in two browsers, a phone and a desktop', () => {
  it('registers, creates, joins by link and plays to the end through the board, by keyboard and by clicks, audited in EN/FR/DE', async () => {
    const aliceCtx = await browser.newContext(PHONE);
    const bobCtx = await browser.newContext(DESKTOP);
    const alice = await aliceCtx.newPage();
    const bob = await bobCtx.newPage();
    const errors: string[] = [];
    for (const p of [alice, bob]) p.on('pageerror', (e) => errors.push(String(e)));
    const suffix = Date.now() % 100000;
    await registered(alice, server.url, `alice${suffix}`);
    await registered(bob, server.url, `bob${suffix}`);

    await alice.goto(`${server.url}/matches/?new=sengoku`);
    await alice.locator('#create-form').waitFor({ state: 'visible' });
    await alice.selectOption('#players-select', '2');
    await alice.locator('input[name="opt:advanced"]').check();
    await alice.locator('#create-form button[type=submit]').click();
    await alice.waitForURL(/\/match\/\?id=/);
    const invite = await alice.locator('#invite-link').inputValue();
    expect(invite).toMatch(/\/match\/\?id=[0-9a-f]{16}$/);
    const matchId = invite.split('id=')[1]!;
    const seedHash = await alice.locator('#seed-hash').textContent();
    expect(seedHash).toMatch(/^[0-9a-f]{64}$/);

    await bob.goto(invite);
    await bob.locator('#join').click();
    await bob.locator('#sengoku-map').waitFor();
    // Alice's page learns of the start over the WebSocket, without a reload.
    await alice.locator('#sengoku-map').waitFor({ timeout: 30_000 });

    // Table talk: Bob writes to Alice privately; it reaches her page live.
    await bob.selectOption('#message-to', { label: `alice${suffix}` });
    await bob.locator('#message-text').fill('Shall we leave Kyoto alone?');
    await bob.locator('#message-form button[type=submit]').click();
    await alice.locator('#messages li', { hasText: 'Shall we leave Kyoto alone?' }).waitFor({ timeout: 30_000 });

    // The advanced rules begin with the Daimyo draft: the offer is on the board, the prompt first.
    expect(await alice.locator('#daimyo-offer .sengoku-card[data-card]').count()).toBeGreaterThan(0);
    const drafter = (await mine(alice)) ? alice : bob;
    expect(await drafter.locator('#turn-moves .kit-move').count()).toBeGreaterThan(0);
    // On the phone, what to do now comes before the map and is above the fold.
    const promptBox = await alice.locator('#board-prompt').boundingBox();
    const mapBox = await alice.locator('#sengoku-map').boundingBox();
    expect(promptBox!.y).toBeLessThan(mapBox!.y);
    expect(promptBox!.y + promptBox!.height).toBeLessThan(844);
    // Armies and castles are told apart by shape as well as colour.
    expect(await alice.locator('#sengoku-players [data-seat-shape], .sengoku-players .kit-seat-mark').count()).toBeGreaterThanOrEqual(2);
    await audit(alice, 'sengoku-draft-en-phone', true);
    await audit(bob, 'sengoku-draft-en-desktop', false);

    // The same board in French (phone) and German (desktop): no English, no raw id.
    const aliceFr = await aliceCtx.newPage();
    await aliceFr.goto(`${server.url}/fr/match/?id=${matchId}`);
    await aliceFr.locator('#sengoku-map').waitFor();
    await audit(aliceFr, 'sengoku-draft-fr-phone', true);
    const bobDe = await bobCtx.newPage();
    await bobDe.goto(`${server.url}/de/match/?id=${matchId}`);
    await bobDe.locator('#sengoku-map').waitFor();
    await audit(bobDe, 'sengoku-draft-de-desktop', false);
    await aliceFr.close();
    await bobDe.close();

    // Keyboard alone: the draft, then turns of deployment, one of them a card narrowed on the map.
    let moves = 0, cards = 0, keyboardCards = 0;
    let auditedDice = false, auditedOptions = false, sawLastMarked = false;
    // Until a card was played by keyboard too (whether one is playable depends on the dice: a few more turns if needed).
    for (let guard = 0; guard < 140 && (moves < 10 || (keyboardCards === 0 && moves < 24)); guard++) {
      const page = (await mine(alice)) ? alice : (await mine(bob)) ? bob : null;
      if (!page) { await alice.waitForTimeout(150); continue; }
      const phone = page === alice;
      // Audit the board in mid-turn: with dice rolled, and with a card's options open.
      if (!auditedDice && (await page.locator('.sengoku-dice').count())) {
        await audit(page, `sengoku-dice-en-${phone ? 'phone' : 'desktop'}`, phone);
        auditedDice = true;
      }
      if (!auditedOptions && moves >= 4 && (await page.locator('#tactic-fan button.sengoku-card:not([disabled])').count())) {
        await pressByKeyboard(page, '#tactic-fan button.sengoku-card:not([disabled])');
        await page.locator('#card-options').waitFor();
        await audit(page, `sengoku-card-options-en-${phone ? 'phone' : 'desktop'}`, phone);
        auditedOptions = true;
        await pressByKeyboard(page, '#cancel-card');
        await page.locator('#card-options').waitFor({ state: 'detached' });
      }
      const done = await act(page, 'keyboard', keyboardCards === 0 && moves >= 4);
      if (done) moves++;
      if (done === 'card') { cards++; keyboardCards++; }
      // The last move is marked on the map (a deploy names its province) for the player who made it.
      if (done && (await page.locator('#sengoku-map .ring.kit-last').count())) sawLastMarked = true;
    }
    expect(sawLastMarked).toBe(true);
    expect(auditedConfirm).toBe(true);
    // Armies on the map are told apart by shape as well as colour (circle: first seat, square: second);
    // which seats still have armies out depends on the dice, so every army drawn must carry one of the two.
    const shapes = await bob.locator('#sengoku-map .army [data-seat-shape]').evaluateAll((els) => els.map((e) => e.getAttribute('data-seat-shape')));
    expect(shapes.length).toBeGreaterThan(0);
    expect(shapes.every((s) => s === 'circle' || s === 'square')).toBe(true);
    expect(moves).toBeGreaterThanOrEqual(10);
    expect(keyboardCards).toBe(1);
    expect(auditedDice).toBe(true);

    // Mid-game in French and German, with armies on the map and a card played.
    const midFr = await aliceCtx.newPage();
    await midFr.goto(`${server.url}/fr/match/?id=${matchId}`);
    await midFr.locator('#sengoku-map .army').first().waitFor();
    await audit(midFr, 'sengoku-deployment-fr-phone', true);
    await midFr.close();
    const midDe = await bobCtx.newPage();
    await midDe.goto(`${server.url}/de/match/?id=${matchId}`);
    await midDe.locator('#sengoku-map .army').first().waitFor();
    await audit(midDe, 'sengoku-deployment-de-desktop', false);
    await midDe.close();
    await audit(alice, 'sengoku-deployment-en-phone', true);
    await audit(bob, 'sengoku-deployment-en-desktop', false);

    // By clicks, to the end: now and then a card, narrowed by clicking a province of the map.
    for (let guard = 0; guard < 400; guard++) {
      if (await alice.locator('#result').count() && await bob.locator('#result').count()) break;
      const page = (await mine(alice)) ? alice : (await mine(bob)) ? bob : null;
      if (!page) { await alice.waitForTimeout(150); continue; }
      // Until two cards are played, one is chosen whenever the dice allow one (waiting for every fifth
      // move left the second card to chance: a run once ended with one); after that now and then.
      const done = await act(page, 'click', cards < 2 || (cards < 3 && moves % 5 === 0));
      if (done) moves++;
      if (done === 'card') cards++;
    }
    await alice.locator('#result').waitFor({ timeout: 20_000 });
    await bob.locator('#result').waitFor({ timeout: 20_000 });
    expect(moves).toBeGreaterThan(20);
    expect(cards).toBeGreaterThanOrEqual(2);
    // The board says the war is over; the castles are won or discarded on the map.
    expect(await alice.locator('#board-prompt[data-mine=no]').count()).toBe(1);
    expect(await alice.locator('#sengoku-map .province.resolved').count()).toBe(11);
    await audit(alice, 'sengoku-finished-en-phone', true);
    await audit(bob, 'sengoku-finished-en-desktop', false);
    const endDe = await aliceCtx.newPage();
    await endDe.goto(`${server.url}/de/match/?id=${matchId}`);
    await endDe.locator('#sengoku-map').waitFor();
    await audit(endDe, 'sengoku-finished-de-phone', true);
    await endDe.close();

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
    expect(await alice.locator('#sengoku-map .army').count()).toBe(0);
    await alice.locator('button[data-replay=live]').click();

    // My matches: the finished match is listed.
    await bob.goto(`${server.url}/matches/`);
    await bob.locator('#my-matches').waitFor();
    expect(await bob.locator('#my-matches tr[data-match]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
