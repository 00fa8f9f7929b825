/// <reference lib="dom" />
/**
 * Ratings and rematch in two browsers: Alice on a desktop, Bob on a 390 px phone. Alice creates a
 * rated Sengoku match on My matches, Bob joins, the match is played to its end through the API;
 * Alice offers a rematch on the finished match's page, Bob's page shows the offer live and he
 * accepts with one click; both reach the new match, which plays. The leaderboard page shows both
 * new ratings, and My matches shows each player's own. Every page passes the audit (axe, no
 * sideways scroll, no English on /fr/ and /de/) in EN, FR and DE, with screenshots kept in
 * test-results/boards/ratings-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { localized, twoPlayers, type Server } from './server';
import { openShared } from './shared-server';
import { apiAsOn } from './api-as';
import { auditBoard } from './board-audit';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const apiAs = apiAsOn(() => server);

async function playToEnd(id: string, players: { ctx: BrowserContext; name: string }[]) {
  for (let guard = 0; guard < 3000; guard++) {
    const m = (await apiAs(players[0]!.ctx, 'GET', `/api/matches/${id}`)).body;
    if (m.status === 'finished') return m;
    const who = players.find((p) => p.name === m.seats[m.awaiting[0]].username)!;
    const moves = (await apiAs(who.ctx, 'GET', `/api/matches/${id}/moves`)).body;
    const res = await apiAs(who.ctx, 'POST', `/api/matches/${id}/moves`, { move: moves[(guard * 7) % moves.length], version: m.version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  throw new Error('the match did not end');
}

async function audit(page: Page, name: string, phone: boolean) {
  // What this feature added, close up (the full page is kept by auditBoard).
  const card = page.locator('#rematch');
  if (await card.count()) await card.screenshot({ path: `test-results/boards/ratings-${name}-card.png` });
  else await page.screenshot({ path: `test-results/boards/ratings-${name}-top.png` });
  expect(await auditBoard(page, { name: `ratings-${name}`, phone })).toEqual([]);
}

describe('ratings, leaderboard and rematch', () => {
  it('a finished rated match → rematch offered and accepted → the rematch plays; the leaderboard shows the new ratings', async () => {
    const { actx, bctx, alice, bob, an, bn } = await twoPlayers(browser, server.url);

    // Alice creates the match on My matches: "Rated" is ticked by default.
    await alice.goto(`${server.url}/matches/?new=sengoku`);
    await alice.locator('#create-form').waitFor({ state: 'visible' });
    expect(await alice.locator('#create-rated').isChecked()).toBe(true);
    await alice.locator('#create-form button[type=submit]').click();
    await alice.waitForURL(/\/match\/\?id=/);
    const id = new URL(alice.url()).searchParams.get('id')!;
    expect((await apiAs(bctx, 'POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    const final = await playToEnd(id, [{ ctx: actx, name: an }, { ctx: bctx, name: bn }]);
    expect(final.rated).toBe(true);

    // Both open the finished match: the result says it was rated, and each may offer a rematch.
    await alice.goto(`${server.url}/match/?id=${id}`);
    await bob.goto(`${server.url}/match/?id=${id}`);
    for (const p of [alice, bob]) {
      await p.locator('#rematch-offer').waitFor();
      await p.locator('#rated-note').waitFor();
      // The end of the match: the chart (one line per seat), the key moments, the new ratings.
      await p.locator('#end-chart polyline[data-seat-line="1"]').waitFor();
      expect(await p.locator('#end-moments li').count()).toBeGreaterThan(0);
      await p.locator('#end-ratings [data-rating-seat="1"]').waitFor({ timeout: 30_000 });
      expect(await p.locator('#end-ratings').textContent()).toContain(an);
    }
    // Bob watches the replay from Alice's own seat (her view as she saw it), then jumps to a key moment.
    const aliceSeat = final.seats.findIndex((s: any) => s.username === an);
    const asAlice = () => bob.waitForResponse((r) => r.url().includes('/history/') && r.url().endsWith(`?as=${aliceSeat}`));
    let asked = asAlice();
    await bob.locator('#watch-as').selectOption(String(aliceSeat));
    expect((await asked).status()).toBe(200);
    asked = asAlice();
    await bob.locator('#end-moments button').first().click();
    const seen = await (await asked).json() as { view: unknown; as: number };
    expect(seen.as).toBe(aliceSeat);
    await bob.locator('#end-of-match').screenshot({ path: 'test-results/boards/end-of-match-en-phone.png' });
    await alice.locator('#end-of-match').screenshot({ path: 'test-results/boards/end-of-match-en-desktop.png' });
    // Back to the live page (a replay dims the log's later lines).
    await bob.goto(`${server.url}/match/?id=${id}`);
    await bob.locator('#end-chart').waitFor();
    await audit(alice, 'finished-en-desktop', false);
    await alice.locator('#rematch-offer').click();
    await alice.locator('#rematch-link').waitFor();
    // Bob's page learns of the offer live (no reload) and he accepts with one click.
    await bob.locator('#rematch-accept').waitFor({ timeout: 30_000 });
    await audit(bob, 'offer-en-phone', true);
    await bob.locator('#rematch-accept').click();
    await bob.locator('#rematch-state').filter({ hasText: 'started' }).waitFor({ timeout: 30_000 });
    await bob.locator('#rematch-link').click();
    await bob.waitForURL(/\/match\/\?id=/);
    const newId = new URL(bob.url()).searchParams.get('id')!;
    expect(newId).not.toBe(id);
    await bob.locator('#board svg').first().waitFor({ timeout: 30_000 });
    // Alice's page follows the rematch's state and takes her there.
    await alice.locator('#rematch-state').filter({ hasText: 'started' }).waitFor({ timeout: 30_000 });
    await alice.locator('#rematch-link').click();
    await alice.waitForURL(new RegExp(newId));
    await alice.locator('#board svg').first().waitFor({ timeout: 30_000 });
    // The rematch plays: same seats, a move is accepted.
    const m = (await apiAs(actx, 'GET', `/api/matches/${newId}`)).body;
    expect(m).toMatchObject({ status: 'active', rematchOf: id, rated: true });
    expect(m.seats.map((s: any) => s.username)).toEqual(final.seats.map((s: any) => s.username));
    const mover = m.seats[m.awaiting[0]].username === an ? actx : bctx;
    const moves = (await apiAs(mover, 'GET', `/api/matches/${newId}/moves`)).body;
    expect((await apiAs(mover, 'POST', `/api/matches/${newId}/moves`, { move: moves[0], version: m.version })).status).toBe(200);

    // The leaderboard shows both new ratings (the winner's above 1500), in every language, phone and desktop.
    const winner = final.seats[final.result.winners[0]].username as string;
    const loser = winner === an ? bn : an;
    for (const lang of ['en', 'fr', 'de']) {
      for (const [page, phone] of [[alice, false], [bob, true]] as const) {
        await page.goto(`${server.url}${localized(lang, '/leaderboard/?game=sengoku')}`);
        await page.locator(`#leaderboard-table tr[data-user="${winner}"]`).waitFor({ timeout: 30_000 });
        const rating = async (u: string) => Number((await page.locator(`tr[data-user="${u}"] td.rating`).innerText()).match(/\d+/)![0]);
        expect(await rating(winner)).toBeGreaterThan(1500);
        expect(await rating(loser)).toBeLessThan(1500);
        await audit(page, `leaderboard-${lang}-${phone ? 'phone' : 'desktop'}`, phone);
        await page.goto(`${server.url}${localized(lang, '/matches/')}`);
        await page.locator('#my-ratings li[data-game=sengoku]').waitFor();
        await audit(page, `my-matches-${lang}-${phone ? 'phone' : 'desktop'}`, phone);
        // The finished match with its rematch card.
        await page.goto(`${server.url}${localized(lang, `/match/?id=${id}`)}`);
        await page.locator('#rematch-link').waitFor();
        await audit(page, `rematch-${lang}-${phone ? 'phone' : 'desktop'}`, phone);
      }
    }
    await actx.close();
    await bctx.close();
  });
});
