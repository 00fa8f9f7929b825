/// <reference lib="dom" />
/**
 * Reliability and completion figures in browsers (docs/_incoming/reliability.md). History made
 * through the API, honestly: three timed Sengoku matches in which both players move in time (each
 * turn a deadline met), then Bob resigns (Alice played them to the end, Bob left them). Then:
 * Bob's profile says his figures; a newcomer's own profile says "not enough history yet"; a lobby
 * row shows the creator's share; the match page shows each seat's badge and the table's minimum;
 * the create form says how often Sengoku's matches finish with the chosen timer and sends the
 * minimum; a refused join is explained with both figures. EN, FR and DE at 390 px and desktop;
 * screenshots in test-results/boards/reliability-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { localized, registerAccount, twoPlayers, type Server } from './server';
import { openShared } from './shared-server';
import { apiAsOn } from './api-as';
import { PHONE, auditBoard } from './board-audit';
import { RELIABILITY_STRINGS_FOR_SCAN } from '../../site/src/i18n/reliability';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const apiAs = apiAsOn(() => server);
const extraEnglish = RELIABILITY_STRINGS_FOR_SCAN();
const NBSP = '\u00a0';

describe('reliability figures', () => {
  it('profile, lobby, seats and the create form show the figures; a minimum is shown and explained', async () => {
    const { actx, bctx, alice, bob, an, bn } = await twoPlayers(browser, server.url, ['rla', 'rlb']);
    for (let k = 0; k < 3; k++) {
      const id = (await apiAs(actx, 'POST', '/api/matches', { game: 'sengoku', players: 2, timer: { moveSeconds: 86_400 } })).body.id;
      expect((await apiAs(bctx, 'POST', `/api/matches/${id}/join`, {})).status).toBe(200);
      // Moves in time until the turn passed six times (three deadlines met each at least).
      let switches = 0, last = -1, m: any;
      for (let guard = 0; guard < 300 && switches < 6; guard++) {
        m = (await apiAs(actx, 'GET', `/api/matches/${id}`)).body;
        const seat = m.awaiting[0];
        if (seat !== last) { switches++; last = seat; }
        const ctx = m.seats[seat].username === an ? actx : bctx;
        const moves = (await apiAs(ctx, 'GET', `/api/matches/${id}/moves`)).body;
        expect((await apiAs(ctx, 'POST', `/api/matches/${id}/moves`, { move: moves[(guard * 7) % moves.length], version: m.version })).status).toBe(200);
      }
      m = (await apiAs(bctx, 'GET', `/api/matches/${id}`)).body;
      expect((await apiAs(bctx, 'POST', `/api/matches/${id}/resign`, { version: m.version })).status).toBe(200);
    }
    // The records reach D1 with each match's queue: wait for them on the API.
    let rb: any;
    for (let i = 0; i < 120; i++) {
      rb = (await apiAs(actx, 'GET', `/api/users/${bn}/profile`)).body.reliability;
      const ra = (await apiAs(actx, 'GET', `/api/users/${an}/profile`)).body.reliability;
      if (rb?.matchesLeft === 3 && ra?.matchesFinished === 3 && rb.share !== null && ra.share !== null) break;
      await alice.waitForTimeout(500);
    }
    expect(rb).toMatchObject({ share: 100, matchesFinished: 0, matchesLeft: 3, completion: 0 });
    expect(rb.deadlinesDue).toBeGreaterThanOrEqual(5);

    // Alice (desktop, English) reads Bob's profile.
    await alice.goto(`${server.url}/profile/?u=${bn}`);
    await alice.locator('#profile-reliability').waitFor();
    expect(await alice.locator('#reliability-share').textContent()).toBe(`Reliability 100${NBSP}%: ${rb.deadlinesMet} of ${rb.deadlinesDue} deadlines met in the last year`);
    expect(await alice.locator('#reliability-completion').textContent()).toBe(`Completion 0${NBSP}%: 0 of 3 matches played to the end`);
    expect(await auditBoard(alice, { name: 'reliability-profile-en-desktop', phone: false })).toEqual([]);

    // Carol, new, on a phone in French: her own profile has too little history.
    const cctx = await browser.newContext(PHONE);
    const carol = await cctx.newPage();
    const cn = `rlc${Date.now().toString(36).slice(-5)}`;
    expect(await registerAccount(carol, server.url, cn)).toBe(cn);
    await carol.goto(`${server.url}${localized('fr', `/profile/?u=${cn}`)}`);
    await carol.locator('#profile-reliability').waitFor();
    expect(await carol.locator('#reliability-share').getAttribute('data-share')).toBe('none');
    expect(await carol.locator('#reliability-share').textContent()).toContain('pas encore assez d’historique');
    expect(await carol.locator('#reliability-completion').textContent()).toContain('pas encore assez d’historique');
    expect(await auditBoard(carol, { name: 'reliability-profile-fr-phone', phone: true, extraEnglish })).toEqual([]);

    // Alice's create form (English, desktop): the completion line follows the timer; she asks for 80 %.
    await alice.goto(`${server.url}/matches/?new=sengoku`);
    await alice.locator('#create-form').waitFor({ state: 'visible' });
    const line = alice.locator('#completion-line');
    await alice.locator('#completion-line[data-timer-class="none"]').waitFor();
    expect(await line.textContent()).toContain('without a timer');
    await alice.locator('#create-form input[name=timerKind][value=set]').check();
    await alice.locator('#completion-line[data-timer-class="upTo1Day"]').waitFor();
    expect(await line.textContent()).toMatch(new RegExp(`^Sengoku.* at up to one day a move: 100${NBSP}% of matches finish, median 0 days$`));
    await alice.locator('#create-form input[name=timerAmount]').fill('3');
    await alice.locator('#create-form select[name=timerUnit]').selectOption('86400');
    await alice.locator('#completion-line[data-timer-class="upTo3Days"]').waitFor();
    expect(await line.textContent()).toContain('at up to three days a move: not enough finished matches yet');
    await alice.locator('#create-form input[name=timerAmount]').fill('24');
    await alice.locator('#create-form select[name=timerUnit]').selectOption('3600');
    await alice.locator('#create-min-reliability').fill('80');
    await alice.locator('#create-public').check();
    expect(await auditBoard(alice, { name: 'reliability-create-en-desktop', phone: false })).toEqual([]);
    await alice.locator('#create-form button[type=submit]').click();
    await alice.waitForURL(/\/match\/\?id=/);
    const id = new URL(alice.url()).searchParams.get('id')!;
    expect((await apiAs(actx, 'GET', `/api/matches/${id}`)).body.minReliability).toBe(80);

    // Bob's create form in French on his phone: the same line in French.
    await bob.goto(`${server.url}${localized('fr', '/matches/?new=sengoku')}`);
    await bob.locator('#create-form').waitFor({ state: 'visible' });
    await bob.locator('#create-form input[name=timerKind][value=set]').check();
    await bob.locator('#completion-line[data-timer-class="upTo1Day"]').waitFor();
    expect(await bob.locator('#completion-line').textContent()).toContain(`à un jour par coup au plus : 100${NBSP}% des parties vont jusqu’au bout`);
    expect(await auditBoard(bob, { name: 'reliability-create-fr-phone', phone: true, extraEnglish })).toEqual([]);

    // Carol in German: the lobby row shows Alice's share; the match page her badge and the minimum.
    await carol.goto(`${server.url}${localized('de', '/lobby/?game=sengoku')}`);
    const row = carol.locator(`li[data-match="${id}"]`);
    await row.waitFor();
    expect(await row.locator('.rel-badge').textContent()).toBe(`Zuverlässigkeit 100${NBSP}%`);
    // A refusal as the server words it (Carol has too little history to be refused for real).
    await carol.route(`**/api/matches/${id}/join`, (r) => r.fulfill({ status: 403, contentType: 'application/json',
      body: JSON.stringify({ error: 'reliability_too_low', message: 'This match asks for a reliability of at least 80%; yours is 72%.', minReliability: 80, reliability: 72 }) }));
    await row.locator('button[data-join]').click();
    await carol.locator('#lobby-error', { hasText: 'mindestens 80' }).waitFor();
    expect(await carol.locator('#lobby-error').textContent()).toBe(`Diese Partie verlangt eine Zuverlässigkeit von mindestens 80${NBSP}%; deine liegt bei 72${NBSP}% (eingehaltene Fristen im letzten Jahr).`);
    expect(await auditBoard(carol, { name: 'reliability-lobby-de-phone', phone: true, extraEnglish })).toEqual([]);
    await carol.unroute(`**/api/matches/${id}/join`);

    await carol.goto(`${server.url}${localized('de', `/match/?id=${id}`)}`);
    await carol.locator('#seats li[data-seat="0"] .rel-badge').waitFor();
    expect(await carol.locator('#seats li[data-seat="0"] .rel-badge').textContent()).toBe(`Zuverlässigkeit 100${NBSP}%`);
    expect(await carol.locator('#min-reliability').textContent()).toBe(`Erfordert Zuverlässigkeit ≥ 80${NBSP}%`);
    expect(await auditBoard(carol, { name: 'reliability-match-de-phone', phone: true, extraEnglish })).toEqual([]);
    // With too little history she may join all the same.
    await carol.locator('#join').click();
    await carol.locator('#seats li[data-seat="1"]', { hasText: cn }).waitFor();
    await carol.locator('#seats li[data-seat="1"] .rel-badge[data-reliability="new"]').waitFor();
    expect(await carol.locator('#seats li[data-seat="1"] .rel-badge').textContent()).toBe('neu');

    // Alice on her desktop: the started match's seats, in English.
    await alice.goto(`${server.url}/match/?id=${id}`);
    await alice.locator('#seats li[data-seat="1"] .rel-badge').waitFor();
    expect(await alice.locator('#seats li[data-seat="0"] .rel-badge').getAttribute('title')).toMatch(/^reliability 100\u00a0% \(\d+ deadlines in the last year\), completion 100\u00a0%$/);
    expect(await auditBoard(alice, { name: 'reliability-match-en-desktop', phone: false, skipAxe: true })).toEqual([]);
    await Promise.all([actx.close(), bctx.close(), cctx.close()]);
  }, 240_000);
});
