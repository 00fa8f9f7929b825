/// <reference lib="dom" />
/**
 * The White Castle Duel in two browsers: Alice on a phone (390x844), Bob on a desktop. Both
 * register, Alice creates a match, Bob joins by the invite link, and they play the whole match to
 * final scoring through the board only (castle spaces, cards of the table and domains, the
 * choices under the prompt, the confirm dialog of moves that cannot be taken back), with live
 * updates over WebSockets. A stretch of the match is played by keyboard alone. In every phase the
 * test reaches, both pages pass the board audit (no sideways scroll, axe, text and target sizes
 * on the phone), and the French and German pages show no English of the board and no raw id.
 * Screenshots go to test-results/boards/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { CHROMIUM_ARGS, chromiumPath, registered, type Server } from './server';
import { sharedServer } from './shared-server';
import { DESKTOP, PHONE, auditBoard, axeViolations, keepScreenshot, pressByKeyboard, untranslated } from './board-audit';
import { englishWords } from '../../worker/games/white-castle-duel/ui/words';

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = sharedServer();
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  mkdirSync('test-results', { recursive: true });
});
afterAll(async () => {
  if (process.env.WCD_LOGS) console.log(server?.logs.join('').split('\n').filter((l) => !/\] (GET|POST) /.test(l)).join('\n'));
  await browser?.close();
  await server?.stop();
});

/** Ids of the engine and its data that must never show on the page (ids of cards and tiles, phases, move types). */
const RAW_IDS = [
  ...['A', 'B', 'C', 'D', 'E', 'F'].map((l) => `SR-${l}`), 'MC1', 'MC2', 'MC3', 'ML1', 'ML2', 'ML3',
  'I-B01', 'I-G01', 'I-C01', 'LC-C1', 'LC-B1', 'LC-W1', 'GT1', 'GT2', 'TB1', 'TE1', 'SC1', 'SC2',
  'start-cards', 'end-turn', 'lantern-card', 'start-card', 'first-game', 'coinOrSeal', 'anyResource',
];
const EXTRA_ENGLISH = englishWords();

const version = (page: Page) => page.locator('#replay-status').textContent();
const BOARD_READY = '#board .wcd #wcd-castle svg';

/** Reload a page, waiting for `wrangler dev` if it is rebuilding the Worker. */
async function reload(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.reload();
      await page.locator(BOARD_READY).waitFor({ timeout: 30_000 });
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
  phase: string;
  round: string;
  task: string;
  tokens: number;
  candidates: Candidate[];
}

/** The board's clickable things: its own (`wcd-act`) and the kit's list of an opened group. */
const CLICKABLE = '#board .wcd-act, #board #wcd-choices .kit-move';

function look(page: Page): Promise<Look> {
  return page.evaluate((sel) => {
    const all = Array.from(document.querySelectorAll<HTMLElement | SVGElement>(sel));
    const wcd = document.querySelector('.wcd');
    return {
      mine: !!document.querySelector('#turn[data-mine=yes]'),
      result: !!document.querySelector('#result'),
      version: document.querySelector('#replay-status')?.textContent ?? '',
      phase: wcd?.getAttribute('data-phase') ?? '',
      round: wcd?.getAttribute('data-round') ?? '',
      task: wcd?.getAttribute('data-task') ?? '',
      tokens: document.querySelectorAll('#wcd-castle [data-token]').length,
      candidates: all.map((e, i) => ({
        i,
        move: e.getAttribute('data-move') ?? (e.classList.contains('kit-move') ? 'chosen' : ''),
        narrow: e.getAttribute('data-narrow') === '1',
        where: e.classList.contains('kit-move') ? 'choices' : e.getAttribute('data-where') ?? '',
      })),
    };
  }, CLICKABLE);
}

/**
 * One action of the player on this page, by mouse or by keyboard alone. Candidates are the board's
 * clickable things (never Undo or Convert); the choice prefers doing things over declining them, so
 * that the whole board gets exercised and the game moves on.
 */
async function act(page: Page, seen: Look, pick: (n: number) => number, stats: Record<string, number>, keyboard: boolean): Promise<boolean> {
  const candidates = seen.candidates.filter((c) => c.move !== 'undo' && c.move !== 'convert' && c.move !== '');
  if (candidates.length === 0) return false;
  // Inside an opened group, answer it.
  let pool = candidates.filter((c) => c.where === 'choices');
  if (!pool.length) {
    const doing = candidates.filter((c) => c.move !== 'decline' && c.move !== 'skip' && c.move !== 'end-turn' && c.move !== 'exchange');
    const rare = candidates.filter((c) => c.move === 'exchange');
    const r = pick(100);
    if (rare.length && r < 4) pool = rare;
    else if (doing.length && r < 85) {
      const onBoard = doing.filter((c) => c.where === 'table' || c.where === 'domain');
      pool = onBoard.length && pick(100) < 75 ? onBoard : doing;
    } else pool = candidates.filter((c) => c.move !== 'exchange' && c.move !== 'end-turn');
    if (!pool.length) pool = candidates;
  }
  const direct = pool.filter((c) => !c.narrow);
  if (direct.length && direct.length < pool.length && pick(100) < 60) pool = direct;
  const choice = pool[pick(pool.length)]!;
  const how = keyboard ? 'key' : 'click';
  stats[`${choice.where}:${choice.move}`] = (stats[`${choice.where}:${choice.move}`] ?? 0) + 1;
  stats[how] = (stats[how] ?? 0) + 1;
  const selector = `:is(${CLICKABLE}) >> nth=${choice.i}`;
  try {
    if (keyboard) await pressByKeyboard(page, selector);
    else await page.locator(CLICKABLE).nth(choice.i).click({ timeout: 3_000 });
  } catch (e) {
    if (keyboard && /Tab never reached/.test(String(e))) throw e;
    stats.missed = (stats.missed ?? 0) + 1;
    return true;
  }
  // Moves that cannot be taken back ask first: confirm in the dialog.
  const dialog = page.locator('dialog[open] [data-confirm=yes]');
  if (await dialog.count()) {
    stats.confirmed = (stats.confirmed ?? 0) + 1;
    if (keyboard) await pressByKeyboard(page, 'dialog[open] [data-confirm=yes]', 'Enter', 10);
    else await dialog.click();
  } else if (choice.narrow) {
    // A narrowing click opens a choice among a few moves (nothing is sent yet).
    await page.locator('#wcd-choices').waitFor({ timeout: 30_000 });
    expect(await version(page)).toBe(seen.version);
    return true;
  }
  try {
    await page.waitForFunction((v) => document.querySelector('#replay-status')?.textContent !== v, seen.version, { timeout: 8_000, polling: 25 });
  } catch {
    const refusal = await page.locator('#refusal').textContent().catch(() => null);
    if (refusal) {
      await keepScreenshot(page, 'white-castle-duel-failure');
      throw new Error(`the server refused a move offered by the board (${JSON.stringify(choice)}): ${refusal}`);
    }
    // On a loaded machine the confirmation may open after the check above looked for it: the move
    // then waits in the dialog, not on the server. Confirm it now.
    const pending = page.locator('dialog[open] [data-confirm=yes]');
    if (await pending.count()) {
      stats.confirmedLate = (stats.confirmedLate ?? 0) + 1;
      await pending.click();
    }
    // On a loaded machine (CI runs two browser lanes) a live update may come late: wait for it
    // without reloading, so that only an update that never comes counts as a recovery.
    const late = await page.waitForFunction((v) => document.querySelector('#replay-status')?.textContent !== v, seen.version, { timeout: 30_000, polling: 100 }).then(() => true, () => false);
    if (late) {
      stats.late = (stats.late ?? 0) + 1;
      return true;
    }
    // `wrangler dev` rebuilds the Worker whenever a file of the tree changes: reload and go on.
    stats.recoveries = (stats.recoveries ?? 0) + 1;
    if (process.env.WCD_PROGRESS) console.log('no update after', JSON.stringify(choice), seen.task);
    await reload(page);
    // A lost live update is one the server made: the reloaded page is at a later version. The same
    // version means the click sent nothing (it met a redraw), which the next look plays again.
    if ((await version(page)) !== seen.version) stats.lostUpdates = (stats.lostUpdates ?? 0) + 1;
  }
  return true;
}

describe('a White Castle Duel match in two browsers', () => {
  it('registers, creates, joins by link and plays to final scoring through the board, on a phone and a desktop', async () => {
    const started = Date.now();
    const aliceContext = await browser.newContext(PHONE);
    const alice = await aliceContext.newPage();
    const bob = await (await browser.newContext(DESKTOP)).newPage();
    const errors: string[] = [];
    for (const p of [alice, bob]) {
      p.on('pageerror', (e) => errors.push(String(e)));
      p.on('console', (m) => { if (m.type() === 'error' && !/status of 401/.test(m.text())) errors.push(`console: ${m.text()}`); });
    }
    const suffix = Date.now() % 100000;
    await registered(alice, server.url, `alice${suffix}`);
    await registered(bob, server.url, `bob${suffix}`);

    await alice.goto(`${server.url}/matches/?new=white-castle-duel`);
    await alice.locator('#create-form').waitFor({ state: 'visible' });
    expect(await alice.locator('#game-select').inputValue()).toBe('white-castle-duel');
    await alice.selectOption('#players-select', '2');
    await alice.locator('#create-form button[type=submit]').click();
    await alice.waitForURL(/\/match\/\?id=/);
    const invite = await alice.locator('#invite-link').inputValue();
    expect(invite).toMatch(/\/match\/\?id=[0-9a-f]{16}$/);
    const matchId = new URL(invite).searchParams.get('id')!;

    await bob.goto(invite);
    await bob.locator('#join').click();
    await bob.locator(BOARD_READY).waitFor();
    await alice.locator(BOARD_READY).waitFor({ timeout: 30_000 });

    // The board: six locations, three decks and six action tiles on the castle, the fan track with
    // both seats, both paths, the gardens and yards, both domains and the score.
    for (const page of [alice, bob]) {
      expect(await page.locator('#wcd-castle [data-location]').count()).toBe(6);
      expect(await page.locator('#wcd-castle [data-deck]').count()).toBe(3);
      expect(await page.locator('#wcd-castle [data-slot]').count()).toBe(6);
      expect(await page.locator('#wcd-fan .kit-seat-mark').count()).toBe(2);
      expect(await page.locator('.wcd .climb-step').count()).toBe(14);
      expect(await page.locator('.wcd .garden-column').count()).toBe(6);
      expect(await page.locator('.wcd .yard').count()).toBe(2);
      expect(await page.locator('.wcd-domain').count()).toBe(2);
      expect(await page.locator('#wcd-score [data-total]').count()).toBe(2);
    }
    // Data below two sources says so on the card by its glyph (never colour alone); the board says
    // once what the glyphs mean, with a link to what is known and how a group corrects it.
    const notes = await alice.locator('.wcd .kit-card-note').allTextContents();
    expect(notes).toContain('●○');
    expect(notes).toContain('○');
    expect(notes.filter((n) => n.includes('invented'))).toEqual([]);
    expect(await alice.locator('#wcd-data-note').count()).toBe(1);
    expect(await alice.locator('#wcd-data-link').getAttribute('href')).toBe('/rules/white-castle-duel/data/provenance/');
    // The prompt and the choices come before the map.
    expect(await alice.evaluate(() => {
      const p = document.querySelector('#board-prompt')!, m = document.querySelector('#wcd-castle')!;
      return !!(p.compareDocumentPosition(m) & Node.DOCUMENT_POSITION_FOLLOWING);
    })).toBe(true);

    // The starting-card draft: the picker sees the cards as buttons, the other sees them without.
    const picker = (await alice.locator('#turn[data-mine=yes]').count()) ? alice : bob;
    const watcher = picker === alice ? bob : alice;
    await picker.locator('button.wcd-startcard').first().waitFor();
    expect(await picker.locator('button.wcd-startcard').count()).toBe(3);
    expect(await watcher.locator('.wcd-startcard').count()).toBe(3);
    expect(await watcher.locator('button.wcd-startcard').count()).toBe(0);

    /** Audits both pages (and the French and German pages of Alice's seat) once per phase. */
    const audited = new Set<string>();
    /** What the whole page (outside the board: header, seats, log, replay) still shows: reported, not failed. */
    const outside = new Set<string>();
    /**
     * Why a page scrolls sideways: the innermost elements sticking out on the right, and whether
     * they are in the board. The page's own column (seats, log, replay...) is the lead's: what sticks
     * out there is reported, not failed; anything of the board sticking out fails.
     */
    const sticking = (page: Page) => page.evaluate(() => {
      const describe = (e: Element) => `${e.tagName.toLowerCase()}.${(e.getAttribute('class') ?? '').replace(/ +/g, '.')} "${(e.textContent ?? '').slice(0, 40)}" ${Math.round(e.getBoundingClientRect().right)}`;
      // The board alone, held to the screen's width: does anything of it stick out of it?
      const board = document.querySelector<HTMLElement>('#board')!;
      const before = board.style.cssText;
      board.style.maxWidth = `${document.documentElement.clientWidth - 24}px`;
      const edge = board.getBoundingClientRect().right + 1;
      const mine = [...board.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > edge && !e.closest('.kit-map-scroll svg'));
      board.style.cssText = before;
      if (mine.length) return mine.filter((e) => !mine.some((o) => o !== e && e.contains(o))).map((e) => ({ inBoard: true, what: describe(e) }));
      const limit = document.documentElement.clientWidth + 1;
      const out = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > limit && !e.closest('#board'));
      return out.filter((e) => !out.some((o) => o !== e && e.contains(o))).map((e) => ({ inBoard: false, what: describe(e) }));
    });
    const checked = async (page: Page, problems: string[], label: string) => {
      if (!problems.some((p) => /sideways/.test(p))) return problems;
      const leaves = await sticking(page);
      if (leaves.some((l) => l.inBoard)) return [...problems, ...leaves.map((l) => `${l.inBoard ? 'board' : 'page'}: ${l.what}`)];
      for (const l of leaves) outside.add(`${label}: sideways scroll from the page: ${l.what}`);
      return problems.filter((p) => !/sideways/.test(p));
    };
    const audit = async (phase: string, languages: boolean) => {
      if (audited.has(phase)) return;
      audited.add(phase);
      await alice.locator(BOARD_READY).waitFor();
      const phone = await checked(alice, await auditBoard(alice, { name: `white-castle-duel-${phase}-en-phone`, phone: true, extraEnglish: EXTRA_ENGLISH, rawIds: RAW_IDS, include: '#board' }), `${phase} phone`);
      expect(phone, `${phase} phone`).toEqual([]);
      expect(await checked(bob, await auditBoard(bob, { name: `white-castle-duel-${phase}-en-desktop`, phone: false, extraEnglish: EXTRA_ENGLISH, rawIds: RAW_IDS, include: '#board' }), `${phase} desktop`), `${phase} desktop`).toEqual([]);
      if (!languages) return;
      for (const lang of ['fr', 'de']) {
        const page = await aliceContext.newPage();
        page.on('pageerror', (e) => errors.push(`${lang}: ${String(e)}`));
        await page.goto(`${server.url}/${lang}/match/?id=${matchId}`);
        await page.locator(BOARD_READY).waitFor({ timeout: 30_000 });
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        const problems = await checked(page, await auditBoard(page, { name: `white-castle-duel-${phase}-${lang}-phone`, phone: true, extraEnglish: EXTRA_ENGLISH, rawIds: RAW_IDS, include: '#board' }), `${phase} ${lang}`);
        expect(problems, `${phase} ${lang}`).toEqual([]);
        for (const p of [...await untranslated(page, EXTRA_ENGLISH, RAW_IDS), ...(await axeViolations(page)).map((v) => `axe ${v}`)]) outside.add(`${lang}: ${p}`);
        await page.close();
      }
    };
    await audit('start', true);

    const pick = rng(20251121);
    const stats: Record<string, number> = {};
    let moves = 0, liveChecked = false, idleSince = Date.now();
    for (let guard = 0; guard < 2000; guard++) {
      const [a, b] = await Promise.all([look(alice), look(bob)]);
      if (a.result && b.result) break;
      const page = a.mine ? alice : b.mine ? bob : null;
      if (!page) {
        // Neither page shows a turn: a late live update (30 s on a loaded machine) or a lost one.
        if (Date.now() - idleSince > 30_000) {
          stats.recoveries = (stats.recoveries ?? 0) + 1;
          const before = await Promise.all([version(alice), version(bob)]);
          await Promise.all([reload(alice), reload(bob)]);
          const after = await Promise.all([version(alice), version(bob)]);
          if (after.some((v, i) => v !== before[i])) stats.lostUpdates = (stats.lostUpdates ?? 0) + 1;
          idleSince = Date.now();
        }
        await Promise.race([alice, bob].map((p) => p.waitForSelector('#turn[data-mine=yes], #result', { timeout: 1_000 }).catch(() => null)));
        continue;
      }
      idleSince = Date.now();
      const seen = page === alice ? a : b;
      const other = page === alice ? bob : alice;
      // The player whose turn it is always has something to press.
      expect(seen.candidates.length, 'nothing to press on the board of the player to play').toBeGreaterThan(0);
      if (seen.phase === 'play' && seen.round === '1' && seen.task === 'slots') await audit('round1-spaces', false);
      if (seen.phase === 'play' && seen.round === '2') await audit('round2', true);
      // Moves 30 to 45 (both seats, phone and desktop) are played by keyboard alone.
      const keyboard = moves >= 30 && moves < 45;
      if (await act(page, seen, pick, stats, keyboard)) moves++;
      if (process.env.WCD_PROGRESS && moves % 25 === 0) console.log(`${moves} actions, ${Math.round((Date.now() - started) / 1000)} s, round ${seen.round}`, JSON.stringify(stats));
      // Live update: the first token placed on one page shows on the other without a reload.
      if (!liveChecked && seen.task === 'start') {
        const now = await page.locator('#wcd-castle [data-token]').count();
        if (now !== seen.tokens) {
          await other.waitForFunction((n) => document.querySelectorAll('#wcd-castle [data-token]').length === n, now, { timeout: 30_000 });
          // The other page marks where the last move happened (the location that got the token).
          expect(await other.locator('#wcd-castle [data-location] .kit-last').count()).toBe(1);
          liveChecked = true;
        }
      }
    }
    await alice.locator('#result').waitFor({ timeout: 20_000 });
    await bob.locator('#result').waitFor({ timeout: 20_000 });
    await audit('over', true);
    expect(liveChecked).toBe(true);
    expect(moves).toBeGreaterThan(60);
    for (const page of [alice, bob]) {
      expect(await page.locator('#result tr').count()).toBe(3);
      expect(await page.locator('.wcd[data-over=yes]').count()).toBe(1);
    }
    const totals = await alice.locator('#wcd-score [data-total]').allTextContents();
    const resultScores = await alice.locator('#result tr td:nth-child(3)').allTextContents();
    expect([...resultScores].sort()).toEqual([...totals].sort());
    expect(await version(bob)).toBe(await version(alice));
    const kinds = new Set(Object.keys(stats).map((k) => k.split(':')[1]));
    for (const k of ['start-card', 'place', 'take', 'end-turn']) expect(kinds.has(k), `played ${k}`).toBe(true);
    const onPictures = Object.entries(stats).filter(([k]) => /^(table|domain):/.test(k)).reduce((n, [, v]) => n + v, 0);
    expect(onPictures).toBeGreaterThan(30);
    expect(stats.key ?? 0).toBeGreaterThanOrEqual(15);
    expect(stats.confirmed ?? 0).toBeGreaterThan(10);
    for (const phase of ['start', 'round1-spaces', 'round2', 'over']) expect(audited.has(phase), `audited ${phase}`).toBe(true);
    if (outside.size) console.log('outside the board (the page\'s own parts):', [...outside]);
    const reloads = server.logs.join('').split(/\n/).filter((l) => /reload|rebuil|restart|change/i.test(l)).length;
    console.log(`white castle duel: ${moves} actions in ${Math.round((Date.now() - started) / 1000)} s; server reloads seen: ${reloads}`, stats);
    // Live updates lost (the page had to reload to see a move the server made): a few at most, and
    // only where wrangler dev rebuilt the Worker under the page. Clicks that met a redraw are not counted.
    expect(stats.lostUpdates ?? 0, 'live updates lost').toBeLessThanOrEqual(Math.max(3, 3 * reloads));
    expect(errors).toEqual([]);
  }, 1_500_000);
});
