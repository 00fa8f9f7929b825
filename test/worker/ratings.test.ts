/**
 * Ratings: a finished rated match changes its players' Glicko-2 ratings exactly once, even when
 * the object's D1 flush is retried after a batch that did commit, and when two matches of one
 * player are applied at the same moment; a seat that left loses, and only it.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { moveDeadline, playToEnd, raw, register, settle, type Client } from './helpers';
import type { MatchRoom } from '../../worker/match/room';
import { applyRatings, type RatingJob } from '../../worker/ratings/apply';
import { newRating, rateMatch, type Rating } from '../../worker/ratings/glicko2';

const stubOf = (id: string) => env.MATCHES.get(env.MATCHES.idFromName(id));

interface RatingRow { user_id: string; rating: number; rd: number; volatility: number; games: number; version: number }
async function ratingOf(userId: string, game: string): Promise<RatingRow | null> {
  return env.DB.prepare('SELECT * FROM ratings WHERE user_id = ? AND game = ?').bind(userId, game).first<RatingRow>();
}
async function userId(c: Client): Promise<string> {
  return (await c.call('GET', '/api/me')).body.user.id;
}
async function historyOf(matchId: string) {
  return (await env.DB.prepare('SELECT * FROM rating_history WHERE match_id = ? ORDER BY seat').bind(matchId).all<any>()).results;
}

async function twoPlayerMatch(body: Record<string, unknown> = {}) {
  const a = await register('ra'), b = await register('rb');
  const created = await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, ...body });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  return { a, b, id, created: created.body };
}

describe('a rated match', () => {
  it('is rated by default; its end updates both ratings once, even when the flush is retried after a batch that committed', async () => {
    const { a, b, id, created } = await twoPlayerMatch();
    expect(created.rated).toBe(true);
    // The ratings batch reaches D1, then D1 goes away before the answer: the flush fails and the
    // queue keeps the ratings write to retry it later, though it did commit.
    await runInDurableObject(stubOf(id), async (o: MatchRoom) => {
      const real = (o as any).db as D1Database;
      (o as any).realDb = real;
      let ratingsRead = false, down = false;
      const gone = async () => { throw new Error('D1 is unreachable'); };
      (o as any).db = {
        prepare: (sql: string) => {
          if (down) return { bind: () => ({ first: gone, all: gone, run: gone }) };
          if (sql.includes('FROM ratings WHERE game')) ratingsRead = true;
          return real.prepare(sql);
        },
        batch: async (s: D1PreparedStatement[]) => {
          if (down) return gone();
          const out = await real.batch(s);
          if (ratingsRead) { down = true; throw new Error('answer lost'); }
          return out;
        },
      };
    });
    const final = await playToEnd(id, [a, b], (n) => Math.floor(Math.random() * n));
    await settle(id);
    const [ua, ub] = [await userId(a), await userId(b)];
    const once = [await ratingOf(ua, 'sengoku'), await ratingOf(ub, 'sengoku')];
    expect(once.map((r) => r?.games)).toEqual([1, 1]);
    const queued = await runInDurableObject(stubOf(id), async (o: MatchRoom, st) => {
      (o as any).db = (o as any).realDb;
      st.storage.sql.exec('UPDATE d1_queue SET next_at = 0');
      return st.storage.sql.exec<{ kind: string }>('SELECT kind FROM d1_queue').toArray().map((r) => r.kind);
    });
    expect(queued).toContain('ratings');
    await settle(id);
    await settle(id);
    const twice = [await ratingOf(ua, 'sengoku'), await ratingOf(ub, 'sengoku')];
    expect(twice).toEqual(once);
    expect(await runInDurableObject(stubOf(id), async (_o, st) => st.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM d1_queue').toArray()[0]!.n)).toBe(0);

    // The values are Glicko-2's for this result, from newcomers' ratings.
    const place = (seat: number) => final.result.ranking.find((r: any) => r.seat === seat).place as number;
    const expected = rateMatch([0, 1].map((s) => ({ ...newRating(), place: place(s), left: false })));
    const seatOf = (u: string) => final.seats.findIndex((s: any) => s.username === u);
    expect(twice[0]!.rating).toBeCloseTo(expected[seatOf(a.username)]!.rating, 6);
    expect(twice[1]!.rating).toBeCloseTo(expected[seatOf(b.username)]!.rating, 6);
    const history = await historyOf(id);
    expect(history.length).toBe(2);
    expect(history.every((h: any) => h.rating_before === 1500 && h.rd_before === 350 && h.left === 0)).toBe(true);
  });

  it('an unrated match changes no rating', async () => {
    const { a, b, id, created } = await twoPlayerMatch({ rated: false });
    expect(created.rated).toBe(false);
    await playToEnd(id, [a, b]);
    await settle(id);
    expect(await ratingOf(await userId(a), 'sengoku')).toBeNull();
    expect(await env.DB.prepare('SELECT 1 FROM rated_matches WHERE match_id = ?').bind(id).first()).toBeNull();
  });

  it('refuses a "rated" that is not a boolean', async () => {
    const a = await register('rx');
    const res = await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, rated: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^rated:/);
  });
});

describe('two matches of one player applied at the same moment', () => {
  it('both count: the loser of the race reads again and applies on top', async () => {
    const [u, v, w] = await Promise.all([register('cu'), register('cv'), register('cw')]);
    const [iu, iv, iw] = await Promise.all([userId(u), userId(v), userId(w)]);
    const game = 'white-castle-duel';
    // u already has a rating, so both matches update (not create) the same row.
    await applyRatings(env.DB, { matchId: `seed${iu}`.slice(0, 16), game, at: 1, seats: [{ seat: 0, userId: iu, place: 1, left: false }, { seat: 1, userId: iw, place: 2, left: false }] });
    const start = (await ratingOf(iu, game))!;
    const startW = (await ratingOf(iw, game))!;
    const job1: RatingJob = { matchId: 'a1'.padEnd(16, '0'), game, at: 2, seats: [{ seat: 0, userId: iu, place: 1, left: false }, { seat: 1, userId: iv, place: 2, left: false }] };
    const job2: RatingJob = { matchId: 'a2'.padEnd(16, '0'), game, at: 3, seats: [{ seat: 0, userId: iw, place: 1, left: false }, { seat: 1, userId: iu, place: 2, left: false }] };

    // Both read u's row before either writes: a real race, not a lucky order.
    let reads = 0, release!: () => void;
    const bothRead = new Promise<void>((r) => { release = r; });
    const racing: D1Database = {
      prepare: (sql: string) => {
        const st = env.DB.prepare(sql);
        return {
          bind: (...vals: unknown[]) => {
            const bound = st.bind(...vals);
            return {
              real: bound, first: () => bound.first(), run: () => bound.run(),
              all: async () => { const r = await bound.all(); if (sql.includes('FROM ratings WHERE game') && ++reads >= 2) release(); return r; },
            };
          },
        };
      },
      batch: async (s: any[]) => { await bothRead; return env.DB.batch(s.map((x) => x.real)); },
    } as unknown as D1Database;
    const results = await Promise.all([applyRatings(racing, job1), applyRatings(racing, job2)]);
    expect(results.map((r) => r.applied)).toEqual([true, true]);
    expect(reads).toBeGreaterThanOrEqual(3); // one of them had to read again

    const after = (await ratingOf(iu, game))!;
    expect(after.games).toBe(3);
    expect(after.version).toBe(start.version + 2);
    // u's rating is one of the two sequential orders, never one match lost.
    const asRating = (r: RatingRow): Rating => ({ rating: r.rating, rd: r.rd, volatility: r.volatility });
    const win = (me: Rating) => rateMatch([{ ...me, place: 1, left: false }, { ...newRating(), place: 2, left: false }])[0]!;
    const lossToW = (me: Rating, wr: Rating) => rateMatch([{ ...wr, place: 1, left: false }, { ...me, place: 2, left: false }])[1]!;
    const order1 = lossToW(win(asRating(start)), asRating(startW));
    const order2 = win(lossToW(asRating(start), asRating(startW)));
    const close = (x: Rating) => Math.abs(x.rating - after.rating) < 1e-6 && Math.abs(x.rd - after.rd) < 1e-6;
    expect(close(order1) || close(order2)).toBe(true);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM rating_history WHERE user_id = ?").bind(iu).first<{ n: number }>())!.n).toBe(3);

    // A third application of either match changes nothing.
    expect(await applyRatings(env.DB, job1)).toEqual({ applied: false });
    expect(await ratingOf(iu, game)).toEqual(after);
  });

  it('two first matches of a newcomer at once: the second insert of the row fails, is read again, and counts', async () => {
    const [u, v, w] = await Promise.all([register('nu'), register('nv'), register('nw')]);
    const [iu, iv, iw] = await Promise.all([userId(u), userId(v), userId(w)]);
    const jobs: RatingJob[] = [iv, iw].map((o, i) => ({ matchId: `n${i}${iu}`.slice(0, 16), game: 'white-castle-duel', at: 10 + i, seats: [{ seat: 0, userId: iu, place: 1, left: false }, { seat: 1, userId: o, place: 2, left: false }] }));
    await Promise.all(jobs.map((j) => applyRatings(env.DB, j)));
    expect((await ratingOf(iu, 'white-castle-duel'))!.games).toBe(2);
  });
});

describe('a seat that left', () => {
  it('loses to every seat that stayed; the others keep their own result between them', async () => {
    const [a, b, c] = [await register('la'), await register('lb'), await register('lc')];
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 3, timer: { moveSeconds: 3600 } })).body.id as string;
    for (const x of [b, c]) expect((await x.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    // b never plays: each of b's turns runs out and the bot plays it.
    let final: any = null;
    for (let guard = 0; guard < 3000 && !final; guard++) {
      const m = (await a.call('GET', `/api/matches/${id}`)).body;
      if (m.status === 'finished') { final = m; break; }
      const bSeat = m.seats.find((s: any) => s.username === b.username).seat;
      if (m.awaiting.includes(bSeat)) {
        await runInDurableObject(stubOf(id), async (o: MatchRoom) => { moveDeadline(o, Date.now() - 1); await o.alarm(); });
        continue;
      }
      const seat = m.awaiting[0];
      const player = [a, c].find((x) => m.seats[seat].username === x.username)!;
      const moves = (await player.call('GET', `/api/matches/${id}/moves`)).body as unknown[];
      const res = await player.call('POST', `/api/matches/${id}/moves`, { move: moves[Math.floor(Math.random() * moves.length)], version: m.version });
      expect(res.status, res.text).toBe(200);
    }
    expect(final).not.toBeNull();
    await settle(id);
    const history = await historyOf(id);
    const bSeat = final.seats.find((s: any) => s.username === b.username).seat;
    const place = (seat: number) => final.result.ranking.find((r: any) => r.seat === seat).place as number;
    const [sa, sc] = [a, c].map((x) => final.seats.find((s: any) => s.username === x.username).seat as number);
    const between = place(sa!) < place(sc!) ? 1 : place(sa!) > place(sc!) ? 0 : 0.5;
    const bySeat = (s: number) => history.find((h: any) => h.seat === s);
    expect(bySeat(bSeat)).toMatchObject({ left: 1, score: 0 });
    expect(bySeat(sa!)).toMatchObject({ left: 0, score: (1 + between) / 2 });
    expect(bySeat(sc!)).toMatchObject({ left: 0, score: (1 + 1 - between) / 2 });
    expect(bySeat(bSeat).rating_after).toBeLessThan(1500);
  });
});

describe('the leaderboard', () => {
  it('lists established ratings ranked, then provisional ones marked; my own ratings on /api/me/ratings', async () => {
    const [p, q, r] = await Promise.all([register('lp'), register('lq'), register('lr')]);
    const [ip, iq, ir] = await Promise.all([userId(p), userId(q), userId(r)]);
    const game = 'rising-sun';
    await applyRatings(env.DB, { matchId: `lb${ip}`.slice(0, 16), game, at: Date.now(), seats: [ir, iq, ip].map((u, i) => ({ seat: i, userId: u, place: i + 1, left: false })) });
    // q has played enough for a settled rating (below the provisional deviation), though lower than r's.
    await env.DB.prepare('UPDATE ratings SET rd = 60, games = 30 WHERE user_id = ? AND game = ?').bind(iq, game).run();
    const res = await p.call('GET', `/api/games/${game}/leaderboard`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
    expect(res.body.game).toBe(game);
    expect(res.body.provisionalRd).toBe(110);
    expect(res.body.players.map((x: any) => [x.username, x.rank, x.provisional])).toEqual([
      [q.username, 1, false], [r.username, null, true], [p.username, null, true],
    ]);
    expect(Object.keys(res.body.players[0]).sort()).toEqual(['games', 'provisional', 'rank', 'rating', 'rd', 'updatedAt', 'username']);
    expect(Number.isInteger(res.body.players[1].rating)).toBe(true);
    expect(res.body.players[1].rating).toBeGreaterThan(1500);
    expect((await p.call('GET', `/api/games/${game}/leaderboard?limit=1`)).body.players.length).toBe(1);
    // Nothing private: no user id, no volatility.
    expect(res.text).not.toContain(ip);
    expect(res.text).not.toContain('volatility');

    const mine = await r.call('GET', '/api/me/ratings');
    expect(mine.status).toBe(200);
    expect(mine.body.ratings).toEqual([expect.objectContaining({ game, games: 1, provisional: true })]);

    // A deleted account leaves the leaderboard (its history stays for the others' records).
    expect((await p.call('DELETE', '/api/me', { confirm: p.username })).status).toBe(200);
    const after = await raw('GET', `/api/games/${game}/leaderboard`);
    expect(after.body.players.map((x: any) => x.username)).toEqual([q.username, r.username]);
  });

  it('answers hostile parameters with a JSON 4xx', async () => {
    for (const limit of ['0', '51', 'abc', '-1', '1e3', '', '9999', '1.5', '%00', '50;DROP']) {
      const res = await raw('GET', `/api/games/sengoku/leaderboard?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.error).toBe('bad_request');
    }
    for (const game of ['nope', 'SENGOKU', '..%2F..%2Fapi', 'x'.repeat(300), '%27%20OR%201%3D1', '__proto__']) {
      const res = await raw('GET', `/api/games/${game}/leaderboard`);
      expect(res.status, game).toBe(404);
      expect(res.body.error).toBe('not_found');
    }
    expect((await raw('POST', '/api/games/sengoku/leaderboard', {})).status).toBe(405);
    expect((await raw('GET', '/api/me/ratings')).status).toBe(401);
    // (No test of this file rates NIHON.)
    const empty = await raw('GET', '/api/games/nihon/leaderboard');
    expect(empty.body).toEqual({ game: 'nihon', provisionalRd: 110, players: [] });
  });

  it('a player idle for two years shows a grown deviation and is provisional again; the next match starts from it', async () => {
    const idle = await register('idle');
    const active = await register('actv');
    const ids = await Promise.all([idle, active].map(async (c) => (await c.call('GET', '/api/me')).body.user.id as string));
    const now = Date.now();
    const twoYears = 24 * 30 * 24 * 3_600_000;
    for (const [id, at] of [[ids[0]!, now - twoYears], [ids[1]!, now]] as const) {
      await env.DB.prepare(`INSERT INTO ratings (user_id, game, rating, rd, volatility, games, version, last_match_id, updated_at) VALUES (?, 'rising-sun', 1800, 100, 0.06, 30, 1, 'old', ?)`).bind(id, at).run();
    }
    const board = (await raw('GET', '/api/games/rising-sun/leaderboard')).body.players as any[];
    const idleRow = board.find((p) => p.username === idle.username);
    const activeRow = board.find((p) => p.username === active.username);
    // RD 100 after 24 idle months: √((100/173.7178)² + 24 × 0.06²) × 173.7178 = 112.3 (see test/engine/glicko2.test.ts).
    expect(idleRow).toMatchObject({ rd: 112, provisional: true, rank: null });
    expect(activeRow).toMatchObject({ rd: 100, provisional: false });
    expect(board.indexOf(activeRow)).toBeLessThan(board.indexOf(idleRow));
    expect((await idle.call('GET', '/api/me/ratings')).body.ratings[0]).toMatchObject({ game: 'rising-sun', rd: 112, provisional: true });
    // The next rated match starts from the grown deviation (rating_history keeps what it started from).
    const job: RatingJob = { matchId: `idle-${now}`, game: 'rising-sun', at: now, seats: [
      { seat: 0, userId: ids[0]!, place: 1, left: false }, { seat: 1, userId: ids[1]!, place: 2, left: false }] };
    expect(await applyRatings(env.DB, job)).toEqual({ applied: true });
    const history = await env.DB.prepare('SELECT user_id, rd_before FROM rating_history WHERE match_id = ?').bind(job.matchId).all<{ user_id: string; rd_before: number }>();
    expect(Math.round(history.results.find((h) => h.user_id === ids[0])!.rd_before)).toBe(112);
    expect(Math.round(history.results.find((h) => h.user_id === ids[1])!.rd_before)).toBe(100);
  });
});
