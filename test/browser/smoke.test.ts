/// <reference lib="dom" />
/**
 * The quick smoke of every game's match page (`npm test`; the whole matches played by clicking
 * are in `npm run test:full`). For each game of the registry, so that a new game gets one without
 * a new line: a player registers on a phone (390x844), creates a match whose other seats are bots
 * (it starts at once), opens its page, waits for their turn, makes ONE move by clicking the
 * board (confirming the dialog when the move asks first), and the API shows the version moved on
 * with the player's step in the log. The page passes the board audit on the phone (no sideways
 * scroll, axe, text and target sizes; screenshot test-results/boards/smoke-<game>-phone.png) and
 * loads at desktop width too (smoke-<game>-desktop.png).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registerAccount, type Server } from './server';
import { openShared } from './shared-server';
import { apiAsOn } from './api-as';
import { DESKTOP, PHONE, auditBoard, keepScreenshot, sidewaysOverflow } from './board-audit';
import { GAMES } from '../../worker/games/registry';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const apiAs = apiAsOn(() => server);

/**
 * Where the first move is made: the controls to click in turn. Every board lists its plain
 * choices with the kit's MovePicker (`button.kit-move`), and that is the default: a new game whose
 * first choice is there needs no line here. Boards whose first choice starts at a control of
 * their own say which.
 */
const KIT_BUTTON = 'button.kit-move:not([disabled])';
const KIT_MOVE = `#board ${KIT_BUTTON}`;
const FIRST_MOVE: Record<string, string[]> = {
  // The starting-card draft: a card on offer opens the choice under the prompt, with its move.
  'white-castle-duel': ['#board button.wcd-startcard.wcd-act:not([disabled])', `#wcd-choices ${KIT_BUTTON}`],
  // The Tea Ceremony: "ready" (its buttons carry the move they play in data-play).
  'rising-sun': ['#board button[data-play=\'{"type":"ready"}\']:not([disabled])'],
};

/** The page's match version ("Move 12 / 12" -> 12). */
const versionOnPage = async (page: Page) => Number(/\/\s*(\d+)/.exec((await page.locator('#replay-status').textContent()) ?? '')?.[1] ?? -1);

/**
 * Click the controls in turn as a player would; a move that cannot be taken back opens the confirm
 * dialog first: confirm it. Resolves to the HTTP status of the move the page sent.
 */
async function playByClick(page: Page, selectors: string[]): Promise<number> {
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && /^\/api\/matches\/[^/]+\/moves$/.test(new URL(r.url()).pathname), { timeout: 20_000 });
  sent.catch(() => {}); // awaited below; a failing click must not leave it unhandled
  for (const selector of selectors) {
    const target = page.locator(selector).first();
    await target.waitFor({ state: 'visible', timeout: 30_000 });
    await target.click();
  }
  const confirm = page.locator('dialog[open] [data-confirm=yes]');
  const asked = confirm.waitFor({ timeout: 20_000 }).then(() => 'asked' as const);
  asked.catch(() => {});
  if ((await Promise.race([sent.then(() => 'sent' as const), asked]).catch(() => null)) === 'asked') await confirm.click();
  const res = await sent.catch(() => null);
  expect(res, `clicking ${selectors.join(' then ')} sent no move (POST …/moves)`).not.toBeNull();
  return res!.status();
}

describe('every game\'s match page: load, one move on a phone, audit', () => {
  for (const [n, game] of Object.values(GAMES).entries()) {
    it(`${game.id}: a phone player makes the first move against bots; the page passes the audit`, async () => {
      const errors: string[] = [];
      const phone: BrowserContext = await browser.newContext(PHONE);
      try {
        const page = await phone.newPage();
        page.on('pageerror', (e) => errors.push(String(e)));
        const name = `sm${n}${Date.now().toString(36).slice(-6)}`;
        expect(await registerAccount(page, server.url, name)).toBe(name);

        // The other seats are bots: the match starts at once. A game refereed by default is played here.
        const bots = Array.from({ length: game.minPlayers - 1 }, (_, i) => i + 1);
        const created = await apiAs(phone, 'POST', '/api/matches', { game: game.id, players: game.minPlayers, bots, ...(game.defaults?.referee ? { referee: false } : {}) });
        expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
        const id = created.body.id as string;
        expect((await apiAs(phone, 'GET', `/api/matches/${id}`)).body).toMatchObject({ status: 'active', you: { seat: 0 }, bots });

        // The page shows it is this player's turn (a bot may move first: its alarm answers in seconds).
        await page.goto(`${server.url}/match/?id=${id}`);
        await page.locator('#turn[data-mine="yes"]').waitFor({ timeout: 30_000 });
        const clicks = FIRST_MOVE[game.id] ?? [KIT_MOVE];
        await page.locator(clicks[0]!).first().waitFor({ state: 'visible', timeout: 30_000 });
        expect(await auditBoard(page, { name: `smoke-${game.id}-phone`, phone: true, include: '#board' })).toEqual([]);

        // One move, by clicking the board.
        const before = (await apiAs(phone, 'GET', `/api/matches/${id}`)).body.version as number;
        const onPage = await versionOnPage(page);
        expect(await playByClick(page, clicks)).toBe(200);
        const after = (await apiAs(phone, 'GET', `/api/matches/${id}`)).body.version as number;
        expect(after).toBeGreaterThan(before);
        const log = (await apiAs(phone, 'GET', `/api/matches/${id}/log`)).body as { index: number; seat: number; by: string }[];
        expect(log.filter((e) => e.index >= 0 && e.seat === 0 && e.by === 'player')).toHaveLength(1);
        // The page follows its own move, refuses nothing, and still fits the phone.
        await page.waitForFunction((v) => Number(/\/\s*(\d+)/.exec(document.querySelector('#replay-status')?.textContent ?? '')?.[1] ?? -1) > v, onPage, { timeout: 30_000 });
        expect(await page.locator('#refusal').count()).toBe(0);
        expect(await sidewaysOverflow(page)).toBe(0);

        // The same match at desktop width: it loads, fits, and a screenshot is kept.
        const desk = await browser.newContext({ ...DESKTOP, storageState: await phone.storageState() });
        try {
          const wide = await desk.newPage();
          wide.on('pageerror', (e) => errors.push(`desktop: ${String(e)}`));
          await wide.goto(`${server.url}/match/?id=${id}`);
          // The board's own part (loaded after the page): a control or its map.
          await wide.locator('#board').locator('svg, button').first().waitFor({ state: 'visible' });
          await wide.locator('#replay-status').waitFor();
          expect(await sidewaysOverflow(wide)).toBe(0);
          await keepScreenshot(wide, `smoke-${game.id}-desktop`);
        } finally {
          await desk.close();
        }
        expect(errors).toEqual([]);
      } finally {
        await phone.close();
      }
    }, 120_000);
  }
});
