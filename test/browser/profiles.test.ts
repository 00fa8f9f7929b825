/// <reference lib="dom" />
/**
 * Profiles in browsers: after a rated match, Alice sets her profile on the Account page (favourite
 * games, who may read it); Bob, on a phone, follows her name from the leaderboard to her profile
 * and sees her rating chart, games and recent result; when she hides her history and then the whole
 * profile, Bob sees less, then nothing. Audits and screenshots in EN, FR and DE at phone and
 * desktop width (test-results/boards/profile-*.png).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { twoPlayers, type Server } from './server';
import { openShared } from './shared-server';
import { apiAsOn } from './api-as';
import { DESKTOP, PHONE, auditBoard } from './board-audit';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const apiAs = apiAsOn(() => server);

describe('profiles', () => {
  it('a player sets her profile; another finds it from the leaderboard and sees what she shows', async () => {
    const { actx, bctx, alice, bob, an } = await twoPlayers(browser, server.url, ['pa', 'pb']);
    // A rated Sengoku match, played to its end.
    const id = (await apiAs(actx, 'POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    expect((await apiAs(bctx, 'POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    for (let guard = 0; guard < 3000; guard++) {
      const m = (await apiAs(actx, 'GET', `/api/matches/${id}`)).body;
      if (m.status === 'finished') break;
      const ctx = m.seats[m.awaiting[0]].username === an ? actx : bctx;
      const moves = (await apiAs(ctx, 'GET', `/api/matches/${id}/moves`)).body;
      expect((await apiAs(ctx, 'POST', `/api/matches/${id}/moves`, { move: moves[(guard * 7) % moves.length], version: m.version })).status).toBe(200);
    }
    // The rating lands a moment after the end (the match's queue): wait for it on the API, then
    // open the leaderboard (not before: the page's fetch of it may be cached for 30 s).
    for (let i = 0; i < 120 && !(await apiAs(bctx, 'GET', '/api/games/sengoku/leaderboard?limit=50')).body.players.some((p: any) => p.username === an); i++) await bob.waitForTimeout(500);
    await bob.goto(`${server.url}/leaderboard/?game=sengoku`);
    await bob.locator(`tr[data-user="${an}"]`).waitFor({ timeout: 30_000 });

    // Alice: favourites and "logged-in players only" on the Account page.
    await alice.goto(`${server.url}/account/`);
    await alice.locator('#profile-form').waitFor();
    // The form is filled from GET /api/me/profile once the page knows who is signed in.
    await alice.locator('#profile-form input[name=visibility][value=public]:checked').waitFor();
    await alice.locator('#profile-form input[name=favourite][value=nihon]').check();
    await alice.locator('#profile-form input[name=favourite][value=sengoku]').check();
    await alice.locator('#profile-form input[name=visibility][value=users]').check();
    await alice.locator('#profile-form button[type=submit]').click();
    await alice.locator('#flash', { hasText: 'Profile saved' }).waitFor();
    expect(await auditBoard(alice, { name: 'profile-account-en-desktop', phone: false })).toEqual([]);
    expect((await apiAs(actx, 'GET', '/api/me/profile')).body).toEqual({ visibility: 'users', showRatings: true, showHistory: true, favourites: ['sengoku', 'nihon'] });

    // Bob follows her name from the leaderboard.
    await bob.locator(`tr[data-user="${an}"] a`).click();
    await bob.waitForURL(/\/profile\/\?u=/);
    await bob.locator('#profile-ratings [data-game="sengoku"] .rating-chart svg [data-point]').waitFor({ state: 'attached' }); // (a round cap on a zero-length segment: no box)
    // One rated match on a 390 px phone: a rise or a fall from where it started (two values, two
    // points of the line), its values readable (HTML text, not SVG text shrunk with the viewBox).
    const chart = bob.locator('#profile-ratings [data-game="sengoku"] .rating-chart');
    const axis = await chart.locator('.chart-axis span').allTextContents();
    expect(axis).toHaveLength(2);
    expect(axis[0]).not.toBe(axis[1]);
    expect((await chart.locator('polyline').getAttribute('points'))!.split(' ')).toHaveLength(2);
    expect(await chart.locator('.chart-axis span').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(11);
    await chart.screenshot({ path: 'test-results/boards/rough-rating-chart-phone.png' });
    expect(await bob.locator('#profile-favourites li').allTextContents()).toEqual(['Sengoku: Provinces at War', 'Nihon']);
    expect(await bob.locator('#profile-games tr[data-game="sengoku"] td').nth(1).textContent()).toBe('1');
    expect(await bob.locator(`#profile-recent li[data-match="${id}"]`).count()).toBe(1);
    expect(await auditBoard(bob, { name: 'profile-en-phone', phone: true })).toEqual([]);
    // A visitor (not logged in) is asked to log in.
    const vctx = await browser.newContext(PHONE);
    const visitor = await vctx.newPage();
    await visitor.goto(`${server.url}/de/profile/?u=${an}`);
    await visitor.locator('#profile-login').waitFor();
    await vctx.close();

    // History hidden, then the whole profile.
    expect((await apiAs(actx, 'PATCH', '/api/me/profile', { showHistory: false })).status).toBe(200);
    await bob.reload();
    await bob.locator('#profile-games p.muted').waitFor();
    expect(await bob.locator('#profile-recent li').count()).toBe(0);
    expect(await bob.locator('#profile-ratings svg').count()).toBe(1);
    expect((await apiAs(actx, 'PATCH', '/api/me/profile', { visibility: 'hidden' })).status).toBe(200);
    await bob.reload();
    await bob.locator('#profile-missing').waitFor();
    // Alice still sees hers, in full, marked as her own.
    await alice.goto(`${server.url}/fr/profile/?u=${an}`);
    await alice.locator('#profile-own').waitFor();
    await alice.locator('#profile-recent li').first().waitFor();
    expect((await apiAs(actx, 'PATCH', '/api/me/profile', { visibility: 'public', showHistory: true })).status).toBe(200);
    for (const [lang, opts, size] of [['fr', DESKTOP, 'desktop'], ['de', PHONE, 'phone'], ['en', DESKTOP, 'desktop']] as const) {
      const c = await browser.newContext(opts);
      const p = await c.newPage();
      await p.goto(`${server.url}${lang === 'en' ? '' : `/${lang}`}/profile/?u=${an}`);
      await p.locator('#profile-ratings svg').waitFor();
      expect(await auditBoard(p, { name: `profile-${lang}-${size}`, phone: size === 'phone' })).toEqual([]);
      await c.close();
    }
    for (const lang of ['fr', 'de']) {
      await alice.goto(`${server.url}/${lang}/account/`);
      await alice.locator('#profile-form input[name=visibility]:checked').waitFor();
      expect(await auditBoard(alice, { name: `profile-account-${lang}-desktop`, phone: false })).toEqual([]);
    }
    await actx.close(); await bctx.close();
  });
});
