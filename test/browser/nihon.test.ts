/// <reference lib="dom" />
/**
 * A six-clan NIHON match in seven browsers: a referee and six players register, the referee
 * creates the match with the referee seat, the players join by the invite link, and they play
 * three turns through the board only: turn 1 every clan orders through its sheet and marks it
 * final through the confirm dialog (the turn resolves early), turn 2 one clan sends nothing and the referee applies the
 * deadline (the report says it missed the turn), turn 3 as usual. Each clan's page shows its own
 * map and report; no page, API response or socket message of a clan carries another clan's orders,
 * and no page shows another clan's unseen armies or characters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { registered, type Server } from './server';
import { openShared } from './shared-server';
import { PROVINCES } from '../../worker/games/nihon/data/map';
import { auditBoard } from './board-audit';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const CLANS = ['joroya', 'nokamura', 'ruchemon', 'shisuke', 'utachi', 'yamana'];

interface Player { page: Page; name: string; seat: number; traffic: string[] }

/** The version of the match the page shows ("Step n / v"). */
async function versionOf(page: Page): Promise<number> {
  const text = (await page.locator('#replay-status').textContent()) ?? '';
  return Number(/\/\s*(\d+)/.exec(text)?.[1] ?? -1);
}
async function waitVersion(page: Page, v: number) {
  const check = (timeout: number) => page.waitForFunction((v) => new RegExp(`/\\s*${v}(\\D|$)`).test(document.querySelector('#replay-status')?.textContent ?? ''), v, { timeout });
  try { await check(8_000); } catch {
    // The page's socket may be reconnecting (a loaded machine): a reload is what a person would do.
    await page.reload();
    await page.locator('.nihon').waitFor();
    await check(30_000);
  }
}
/** Do one thing on the board and wait until the server answered it (the version moved on). */
async function step(page: Page, action: () => Promise<unknown>): Promise<number> {
  const before = await versionOf(page);
  await action();
  await page.waitForFunction((v) => { const m = /\/\s*(\d+)/.exec(document.querySelector('#replay-status')?.textContent ?? ''); return !!m && Number(m[1]) > v; }, before, { timeout: 20_000 });
  await page.locator('.nihon:not(.busy)').waitFor();
  const refused = await page.locator('#refusal').count();
  expect(refused ? await page.locator('#refusal').textContent() : '').toBe('');
  return versionOf(page);
}
/** "Mark final" asks first (the turn may resolve at once): open the dialog and confirm. */
async function markFinal(page: Page) {
  await page.locator('#nh-final-actions [data-move-type=mark-final]').click();
  await page.locator('dialog[open] [data-confirm=yes]').click();
}
async function syncAll(pages: Page[], v: number) {
  await Promise.all(pages.map((p) => waitVersion(p, v)));
}

/** The match snapshot as this page's user receives it from the API. */
async function snapshotOf(page: Page, id: string): Promise<any> {
  return page.evaluate(async (id) => (await fetch(`/api/matches/${id}`)).json(), id);
}

describe('a NIHON match: a referee and six clans in seven browsers', () => {
  it('plays three turns through the board, each clan seeing only its own', async () => {
    const started = Date.now();
    const log = (m: string) => process.stdout.write(`[nihon ${((Date.now() - started) / 1000).toFixed(1)}s] ${m}\n`);
    const suffix = Date.now() % 100000;
    const errors: string[] = [];
    const refPage = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
    refPage.on('pageerror', (e) => errors.push(`referee: ${e}`));
    const players: Player[] = [];
    for (let i = 0; i < 6; i++) {
      const page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
      const p: Player = { page, name: `clan${i}x${suffix}`, seat: i, traffic: [] };
      page.on('pageerror', (e) => errors.push(`${p.name}: ${e}`));
      // Everything the clan's browser receives: API responses and socket frames.
      page.on('response', async (r) => { if (r.url().includes('/api/')) { try { p.traffic.push(await r.text()); } catch { /* body gone */ } } });
      page.on('websocket', (ws) => ws.on('framereceived', (f) => p.traffic.push(String(f.payload))));
      players.push(p);
    }
    await Promise.all([registered(refPage, server.url, `referee${suffix}`), ...players.map((p) => registered(p.page, server.url, p.name))]);
    try {

    log('registered');
    // The referee creates the match: NIHON preselects the referee seat and the Sunday/Thursday schedule.
    await refPage.goto(`${server.url}/matches/?new=nihon`);
    await refPage.locator('#create-form').waitFor({ state: 'visible' });
    await refPage.selectOption('#players-select', '6');
    expect(await refPage.locator('#create-referee').isChecked()).toBe(true);
    expect(await refPage.locator('#schedule-weekly').isChecked()).toBe(true);
    await refPage.locator('#create-form button[type=submit]').click();
    await refPage.waitForURL(/\/match\/\?id=/);
    const invite = await refPage.locator('#invite-link').inputValue();
    const matchId = new URL(invite).searchParams.get('id')!;

    log('created');
    // Six players join by the link, in seat order (clans are assigned in the rulebook's order).
    for (const p of players) {
      await p.page.goto(invite);
      await p.page.locator('#join').click();
      await p.page.locator('#join').waitFor({ state: 'detached' });
    }
    const pages = [refPage, ...players.map((p) => p.page)];
    await Promise.all(pages.map((p) => p.locator('.nihon .nihon-map').waitFor({ timeout: 20_000 })));
    for (const p of players) {
      expect(await p.page.locator(`.nh-clan[data-clan=${CLANS[p.seat]}]`).count()).toBe(1);
      expect(await p.page.locator('.nihon[data-turn="1"]').count()).toBe(1);
    }
    expect(await refPage.locator('.nihon[data-seat=referee]').count()).toBe(1);
    await players[0]!.page.screenshot({ path: 'test-results/nihon-turn1-start.png', fullPage: true });

    log('joined');
    // ---- Turn 1: every clan orders through its sheet, then marks final.
    let v = await versionOf(refPage);
    for (const p of players) {
      const page = p.page;
      await waitVersion(page, v);
      // A province: name a governor (and, for two clans, order extra taxes).
      log(`turn 1: ${p.name} starts`);
      const full = p.seat === 0 || p.seat === 3;
      const provUnit = await page.locator('.nh-sheet [data-unit^="prov:"]:has(select[data-field=governor] option:nth-child(2))').first().getAttribute('data-unit');
      v = await step(page, () => page.locator(`.nh-sheet [data-unit="${provUnit}"] select[data-field=governor]`).selectOption({ index: 1 }));
      if (full) v = await step(page, () => page.locator(`.nh-sheet [data-unit="${provUnit}"] select[data-field=prov-order]`).selectOption('taxes'));
      // A character (not the governor): move somewhere, picked on the map or from the list.
      const charUnit = await page.locator('.nh-sheet [data-unit^="char:"]').nth(3).getAttribute('data-unit');
      const row = page.locator(`.nh-sheet [data-unit="${charUnit}"]`);
      await row.locator('select[data-field=kind]').selectOption('move');
      if (p.seat % 2 === 0) {
        await row.locator('[data-pick]').click();
        await page.locator('.nh-pickbar').waitFor();
        v = await step(page, () => page.locator('.nihon-map .prov.pick').nth(2).click());
      } else {
        v = await step(page, () => row.locator('select[data-field=target]').selectOption({ index: 2 }));
      }
      expect(await page.locator(`.nh-sheet [data-unit="${charUnit}"] select[data-field=kind]`).inputValue()).toBe('move');
      expect(await page.locator('.nihon-map .char-move').count()).toBe(1);
      // A new army raised in a province of the clan.
      v = await step(page, () => page.locator('select[data-field=new-army]').selectOption({ index: 1 }));
      await page.locator('.nh-panel[data-panel^="army:"]').waitFor();
      // One samurai recruited (an empty army is dissolved at the end of the turn).
      v = await step(page, () => page.locator('.nh-panel [data-recruit=samurai] [data-step=plus]').click());
      if (full) {
        // A path drawn by clicking the map, with its movement cost.
        await page.locator('.nh-panel [data-army-order=move]').click();
        await page.locator('.nihon-map .prov.pick').first().waitFor();
        v = await step(page, () => page.locator('.nihon-map .prov.pick').first().click());
        const path = page.locator('.nihon-map .army-path');
        expect(await path.count()).toBe(1);
        expect(Number(await path.getAttribute('data-cost'))).toBeGreaterThan(0);
        expect(await page.locator('.nh-panel [data-path-text]').textContent()).toMatch(/MP/);
        // The forecast follows the sheet: the recruit and the extra taxes are in it.
        expect(await page.locator('[data-ledger-line=recruitment]').count()).toBe(1);
        expect(await page.locator('[data-ledger-line=extraTaxes]').count()).toBe(1);
        expect(await page.locator('[data-ledger=expected]').textContent()).toMatch(/koku/);
        if (p.seat === 0) await page.screenshot({ path: 'test-results/nihon-turn1-sheet.png', fullPage: true });
        // Back home: the step is undone and the army stands in garrison.
        v = await step(page, () => page.locator('.nh-panel [data-path-undo]').click());
        expect(await page.locator('.nihon-map .army-path').count()).toBe(0);
        v = await step(page, () => page.locator('.nh-panel [data-army-order=garrison]').click());
      }
      v = await step(page, () => markFinal(page));
      log(`turn 1: ${p.name} final (version ${v})`);
    }
    log('turn 1 orders given');
    // The last mark resolved the turn at once.
    await syncAll(pages, v);
    for (const page of pages) await page.locator('.nihon[data-turn="2"]').waitFor({ timeout: 20_000 });
    for (const p of players) {
      await p.page.locator('[data-tab=report]').click();
      await p.page.locator('.nh-report[data-report-turn="1"]').waitFor();
      expect(await p.page.locator('[data-report=prestige] tr[data-prestige]').count()).toBe(6);
      expect(await p.page.locator('[data-report=honour] tr[data-honour]').count()).toBe(6);
      // Its own army now stands on its map; the sheet is empty for the new turn.
      expect(await p.page.locator(`.nihon-map .army[data-clan="${p.seat}"]`).count()).toBeGreaterThan(0);
      expect(await p.page.locator('[data-report=missed]').count()).toBe(0);
    }
    await players[1]!.page.screenshot({ path: 'test-results/nihon-turn2-report.png', fullPage: true });
    await checkFog(refPage, players, matchId);

    log('turn 1 resolved');
    // ---- Turn 2: five clans order; Yamana sends nothing; the referee applies the deadline.
    for (const p of players.slice(0, 5)) {
      const page = p.page;
      await waitVersion(page, v);
      await page.locator('[data-tab=orders]').click();
      const unit = await page.locator('.nh-sheet [data-unit^="char:"]').nth(1).getAttribute('data-unit');
      v = await step(page, () => page.locator(`.nh-sheet [data-unit="${unit}"] select[data-field=kind]`).selectOption('spy'));
      expect(await page.locator(`.nh-sheet [data-unit="${unit}"] select[data-field=kind]`).inputValue()).toBe('spy');
      v = await step(page, () => markFinal(page));
    }
    await waitVersion(refPage, v);
    await refPage.locator('.nihon[data-turn="2"]').waitFor();
    // The referee sees every sheet: five final ones and none from Yamana.
    expect(await refPage.locator('[data-ref-clan] [data-order]').count()).toBe(5);
    expect(await refPage.locator('[data-ref-clan="5"] [data-no-sheet]').count()).toBe(1);
    await refPage.screenshot({ path: 'test-results/nihon-referee-turn2.png', fullPage: true });
    // The referee's console in the board passes the board audit too.
    expect(await auditBoard(refPage, { name: 'nihon-referee-en-desktop', phone: false, include: '#board' })).toEqual([]);
    log('turn 2 orders given');
    // Every referee action asks first: cancelling changes nothing, confirming resolves the turn.
    await refPage.locator('[data-referee=resolve]').click();
    await refPage.locator('dialog[open] [data-confirm=no]').click();
    expect(await versionOf(refPage)).toBe(v);
    await refPage.locator('[data-referee=resolve]').click();
    await refPage.locator('dialog[open] [data-confirm=yes]').click();
    for (const page of pages) await page.locator('.nihon[data-turn="3"]').waitFor({ timeout: 20_000 });
    v = await versionOf(refPage);
    for (const p of players) {
      await p.page.locator('[data-tab=report]').click();
      await p.page.locator('.nh-report[data-report-turn="2"]').waitFor();
      expect(await p.page.locator('[data-report=missed] [data-missed="5"]').count()).toBe(1);
      expect(await p.page.locator('[data-report=missed]').textContent()).toContain('Yamana');
      expect(await p.page.locator('[data-report=missed] [data-missed]').count()).toBe(1);
    }
    await players[5]!.page.screenshot({ path: 'test-results/nihon-turn3-missed.png', fullPage: true });

    log('turn 2 resolved by the referee');
    // ---- Turn 3: every clan orders; while the drafts stand, nobody sees another's; then all final.
    for (const p of players) {
      const page = p.page;
      await waitVersion(page, v);
      await page.locator('[data-tab=orders]').click();
      const unit = await page.locator('.nh-sheet [data-unit^="char:"]').nth(4).getAttribute('data-unit');
      const row = page.locator(`.nh-sheet [data-unit="${unit}"]`);
      await row.locator('select[data-field=kind]').selectOption('move');
      v = await step(page, () => row.locator('select[data-field=target]').selectOption({ index: 1 + p.seat }));
    }
    await syncAll(pages, v);
    const ref = await snapshotOf(refPage, matchId);
    const sheets = ref.view.sheets as any[];
    expect(sheets.filter(Boolean).length).toBe(6);
    for (const p of players) {
      const own = await snapshotOf(p.page, matchId);
      expect(own.view.sheets).toBeUndefined();
      expect(JSON.stringify(own.view.me.sheet)).toBe(JSON.stringify(sheets[p.seat]));
      const html = await p.page.content();
      for (const [j, sheet] of sheets.entries()) {
        if (j === p.seat) continue;
        for (const [charId, order] of Object.entries(sheet.characters ?? {})) {
          // Another clan's order: neither on the page nor in anything the browser received.
          const fragment = `"${charId}":${JSON.stringify(order)}`;
          expect(p.traffic.some((t) => t.includes(fragment)), `${p.name} received ${fragment}`).toBe(false);
          expect(html.includes(`data-order="char:${charId}"`)).toBe(false);
          expect(html.includes(`data-char-move="${charId}"`)).toBe(false);
        }
      }
    }
    log('turn 3 drafts checked');
    await checkFog(refPage, players, matchId);
    await refPage.locator('[data-tab=sheets]').click();
    expect(await refPage.locator('[data-ref-clan] [data-order]').count()).toBe(6);
    expect(await refPage.locator('.nihon-map .char-move').count()).toBe(6);
    await refPage.screenshot({ path: 'test-results/nihon-referee-turn3.png', fullPage: true });
    await refPage.goto(refPage.url().replace('/match/', '/de/match/'));
    await refPage.locator('.nihon[data-seat=referee] .nihon-map').waitFor();
    await refPage.locator('[data-tab=sheets]').click();
    expect(await auditBoard(refPage, { name: 'nihon-referee-de-desktop', phone: false, include: '#board', rawIds: ['seek-minor', 'mark-final', 'sheet-saved'] })).toEqual([]);
    await refPage.goto(refPage.url().replace('/de/match/', '/match/'));
    await refPage.locator('.nihon[data-seat=referee] .nihon-map').waitFor();
    for (const p of players) {
      await waitVersion(p.page, v);
      v = await step(p.page, () => markFinal(p.page));
    }
    await syncAll(pages, v);
    for (const page of pages) await page.locator('.nihon[data-turn="4"]').waitFor({ timeout: 20_000 });
    for (const p of players) {
      await p.page.locator('[data-tab=report]').click();
      await p.page.locator('.nh-report[data-report-turn="3"]').waitFor();
      expect(await p.page.locator('[data-report=missed]').count()).toBe(0);
    }
    await checkFog(refPage, players, matchId);
    await players[2]!.page.screenshot({ path: 'test-results/nihon-turn4.png', fullPage: true });
    await refPage.screenshot({ path: 'test-results/nihon-referee-turn4.png', fullPage: true });

    log('turn 3 resolved');
    // History: the replay shows the map of turn 1 as this clan saw it then.
    const page0 = players[0]!.page;
    await page0.locator('button[data-replay=start]').click();
    await page0.locator('.nihon[data-turn="1"]').waitFor();
    expect(await page0.locator('.nihon-map .army').count()).toBe(0);
    await page0.locator('button[data-replay=live]').click();
    await page0.locator('.nihon[data-turn="4"]').waitFor();

    expect(errors).toEqual([]);
    // No limit on the time here (the test's timeout is the only one): a loaded machine makes the
    // test slower, not red. The log's times and the durations reporter show where it went.
    log('done');
    } catch (e) {
      // What each page showed when it failed.
      await refPage.screenshot({ path: 'test-results/nihon-failed-referee.png', fullPage: true }).catch(() => {});
      for (const p of players) await p.page.screenshot({ path: `test-results/nihon-failed-${p.seat}.png`, fullPage: true }).catch(() => {});
      throw e;
    }
  }, 600_000);
});

/** Unseen armies and characters of other clans (from the referee's view) are on no clan's page. */
async function checkFog(refPage: Page, players: Player[], matchId: string) {
  const ref = (await snapshotOf(refPage, matchId)).view;
  const provinceNames = new Set(PROVINCES.map((p) => p.name));
  let hidden = 0;
  for (const p of players) {
    const own = (await snapshotOf(p.page, matchId)).view;
    const seenArmies = new Set(own.armies.map((a: any) => a.id));
    const seenChars = new Set(own.characters.map((c: any) => c.id));
    const board = (await p.page.locator('#board').innerHTML());
    const text = await p.page.locator('body').innerText();
    for (const a of ref.armies) {
      if (a.clan === p.seat || seenArmies.has(a.id)) continue;
      hidden++;
      expect(board.includes(`data-army="${a.id}"`), `${p.name} shows ${a.id}`).toBe(false);
    }
    for (const c of ref.characters) {
      if (c.clan === p.seat || seenChars.has(c.id)) continue;
      hidden++;
      expect(board.includes(`data-here-char="${c.id}"`)).toBe(false);
      if (!provinceNames.has(c.name)) expect(text.includes(c.name), `${p.name} names ${c.name}`).toBe(false);
    }
    // Provinces the clan does not see carry the red eye and show no revolt, castle or army there.
    const unseen = Object.values(own.provinces).filter((x: any) => x.vision === 0).map((x: any) => x.id);
    expect(unseen.length).toBeGreaterThan(0);
    for (const id of unseen.slice(0, 5)) {
      const g = p.page.locator(`.nihon-map [data-label="${id}"]`);
      expect(await g.locator('.red-eye').count()).toBe(1);
      expect(await g.locator('.army, .revolt, .castle').count()).toBe(0);
    }
  }
  expect(hidden).toBeGreaterThan(0);
}
