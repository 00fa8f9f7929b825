/**
 * Bots at the table (docs/bots.md "Bots at the table"): the creator seats the bot at creation or later,
 * the bot plays from the alarm (logged "botseat"), such matches are unrated and absent from D1's
 * seat rows; a bot's seat handed to a person mid-match goes to the first who joins (one of two
 * racing); the bot keeps its seat across a restart; hostile input is refused.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { register, type Client } from './helpers';
import { getGame } from '../../worker/games/registry';
import { stateAt } from '../../worker/match/archive';
import type { MatchRoom } from '../../worker/match/room';

const stubOf = (id: string) => env.MATCHES.get(env.MATCHES.idFromName(id));
/**
 * Run the match's alarm now: the versions it moved the match from and to, read inside the object
 * (the alarm the runtime schedules itself 1.5 s after a bot seat is awaited may have run before:
 * its steps are not counted as this alarm's, which a snapshot read from outside could not tell).
 * The scheduled alarm is cancelled first, and none is armed while this one runs: on a busy machine
 * it could otherwise fire while this one runs, and the two alarms' moves would be counted as one's
 * (the runtime never runs two at once; only this direct call can).
 */
const alarm = (id: string) => runInDurableObject(stubOf(id), async (o: MatchRoom) => {
  const core = (o as any).core;
  const storage = core.ctx.storage;
  await storage.deleteAlarm();
  // While this alarm runs it may not arm the next one: its writes to D1 may take longer than the
  // bot's 1.5 s on a loaded machine, and that alarm's moves would land inside this one's window.
  // playOn runs every alarm by hand, so none is needed in between.
  const kept = Object.getOwnPropertyDescriptor(storage, 'setAlarm');
  storage.setAlarm = async () => {};
  try {
    const from = core.version as number;
    // The alarm plays its bot steps before its first await (runAlarm): the version read right
    // after the call is this alarm's alone, whatever else runs while it then awaits D1 (stop 36: a
    // runtime alarm already in flight when noRuntimeAlarms ran can still land in that await).
    const running = o.alarm();
    const to = core.version as number;
    await running;
    expect(await storage.getAlarm(), 'no alarm armed while this one ran').toBeNull();
    return [from, to] as [number, number];
  } finally {
    if (kept) Object.defineProperty(storage, 'setAlarm', kept);
    else delete storage.setAlarm;
    await storage.deleteAlarm();
  }
});
/**
 * From now on the runtime runs no alarm of this match; the test runs each by hand. Stopping the
 * arming only while a hand-run alarm runs is not enough: that alarm's deliveries settle in the
 * background and re-arm it afterwards (alarm.ts), and the runtime's alarm then runs while the next
 * hand-run one awaits D1, its moves landing inside that one's window (stop 35: 4 searched moves).
 */
const noRuntimeAlarms = (id: string) => runInDurableObject(stubOf(id), async (o: MatchRoom) => {
  const storage = (o as any).core.ctx.storage;
  storage.setAlarm = async () => {};
  await storage.deleteAlarm();
});
const snap = async (c: Client, id: string) => (await c.call('GET', `/api/matches/${id}`)).body;

let seed = 0xb07;
const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000);

/** The person plays their turns (a random legal move; NIHON marks its sheet final now and then), the alarm plays the bots'. */
async function playOn(id: string, person: Client, mySeat: number, until: (m: any) => boolean = (m) => m.status === 'finished') {
  let botTurns = 0;
  /** Each alarm's versions: [before, after]. */
  const alarms: [number, number][] = [];
  for (let guard = 0; guard < 4000; guard++) {
    const m = await snap(person, id);
    if (until(m)) return { m, botTurns, alarms };
    if (m.awaiting.includes(mySeat)) {
      let legal = ((await person.call('GET', `/api/matches/${id}/moves`)).body as any[]).filter((x) => !['undo', 'gift', 'offerDeal', 'unmark-final'].includes(x.type));
      const final = legal.find((x) => x.type === 'mark-final');
      if (final && rnd() < 0.3) legal = [final];
      const res = await person.call('POST', `/api/matches/${id}/moves`, { move: legal[Math.floor(rnd() * legal.length)], version: m.version });
      expect(res.status, res.text).toBe(200);
    } else {
      const window = await alarm(id);
      const after = await snap(person, id);
      expect(after.version, 'the alarm played the awaited bot seats').toBeGreaterThan(m.version);
      botTurns++;
      alarms.push(window);
    }
  }
  throw new Error('the match did not end');
}

describe('bots at the table', () => {
  for (const gameId of ['white-castle-duel', 'sengoku', 'rising-sun', 'nihon'] as const) {
    it(`${gameId}: the creator plays a whole match against bots in every other seat, unrated`, async () => {
      const game = getGame(gameId)!;
      const n = game.minPlayers;
      const alice = await register('bsa');
      const bots = Array.from({ length: n - 1 }, (_, i) => i + 1);
      const made = await alice.call('POST', '/api/matches', { game: gameId, players: n, bots, ...(gameId === 'nihon' ? { options: { turnLimit: 2 } } : {}) });
      expect(made.status, made.text).toBe(201);
      // Every seat taken at creation: the match starts at once, unrated.
      expect(made.body).toMatchObject({ status: 'active', rated: false, bots, handOver: [] });
      expect(made.body.seats.map((s: any) => s.username)).toEqual([alice.username, ...bots.map((b) => `Bot ${b + 1}`)]);
      const { m, botTurns } = await playOn(made.body.id, alice, 0);
      expect(botTurns).toBeGreaterThan(0);
      expect(m.result.ranking).toHaveLength(n);
      const log = (await alice.call('GET', `/api/matches/${m.id}/log`)).body as any[];
      expect(new Set(log.filter((e) => e.seat > 0).map((e) => e.by))).toEqual(new Set(['botseat']));
      // The bots have no account: D1 knows the creator's seat only, and no rating moved.
      const seatsRows = (await env.DB.prepare('SELECT seat, user_id FROM match_seats WHERE match_id = ?').bind(m.id).all()).results;
      expect(seatsRows).toEqual([{ seat: 0, user_id: expect.any(String) }]);
      const rated = await env.DB.prepare('SELECT COUNT(*) AS n FROM rated_matches WHERE match_id = ?').bind(m.id).first<{ n: number }>();
      expect(rated?.n ?? 0).toBe(0);
      // A rematch seats the bots again: the creator's click starts it.
      const again = await alice.call('POST', `/api/matches/${m.id}/rematch`);
      expect(again.status, again.text).toBe(200);
      expect(again.body).toMatchObject({ status: 'active', bots, rated: false });
    });
  }

  it('fills a free seat of an open match later (the match turns unrated); a person takes the last seat and it starts', async () => {
    const [alice, bob, eve] = [await register('bfa'), await register('bfb'), await register('bfe')];
    const id = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 3, public: true })).body.id;
    expect((await snap(alice, id)).rated).toBe(true);
    expect((await eve.call('POST', `/api/matches/${id}/seats/2/bot`)).body.error).toBe('not_creator');
    const filled = await alice.call('POST', `/api/matches/${id}/seats/2/bot`);
    expect(filled.status, filled.text).toBe(200);
    expect(filled.body).toMatchObject({ status: 'open', rated: false, bots: [2] });
    expect((await alice.call('POST', `/api/matches/${id}/seats/2/bot`)).body.error).toBe('seat_taken');
    expect((await alice.call('POST', `/api/matches/${id}/seats/0/bot`)).body.error).toBe('seat_taken');
    // The lobby counts the bot's seat as taken; My matches marks it.
    const listed = (await alice.call('GET', '/api/lobby?game=sengoku')).body.matches.find((x: any) => x.id === id);
    expect(listed).toMatchObject({ seatsTaken: 2, players: 3, rated: false });
    const mine = (await alice.call('GET', '/api/matches')).body.find((x: any) => x.id === id);
    expect(mine).toMatchObject({ bots: [2] });
    expect(mine.seats[2].username).toBe('Bot 3');
    expect((await bob.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    const started = await snap(alice, id);
    expect(started).toMatchObject({ status: 'active', rated: false, bots: [2] });
    expect(started.seats.map((s: any) => s.username)).toEqual([alice.username, bob.username, 'Bot 3']);
    expect((await alice.call('POST', `/api/matches/${id}/seats/1/bot`)).body.error).toBe('not_open');
    // Before the start, handing over just frees the seat.
    const id2 = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 3, bots: [1] })).body.id;
    const freed = await alice.call('POST', `/api/matches/${id2}/seats/1/handover`);
    expect(freed.body).toMatchObject({ status: 'open', bots: [] });
    expect(freed.body.seats[1].username).toBeNull();
  });

  it('hands a bot seat to a person mid-match: the bot plays until one of two racing joiners takes it, then stops', async () => {
    const [alice, bob, carol, eve] = [await register('bha'), await register('bhb'), await register('bhc'), await register('bhe')];
    const id = (await alice.call('POST', '/api/matches', { game: 'white-castle-duel', players: 2, bots: [1] })).body.id;
    await playOn(id, alice, 0, (m) => m.version >= 4);
    expect((await eve.call('POST', `/api/matches/${id}/seats/1/handover`)).body.error).toBe('not_creator');
    expect((await alice.call('POST', `/api/matches/${id}/seats/0/handover`)).body.error).toBe('bad_request');
    const handed = await alice.call('POST', `/api/matches/${id}/seats/1/handover`);
    expect(handed.body).toMatchObject({ status: 'active', bots: [1], handOver: [1] });
    // Until someone joins, the bot still plays.
    await playOn(id, alice, 0, (m) => m.version >= 8);
    const [b, c] = await Promise.all([bob.call('POST', `/api/matches/${id}/join`, {}), carol.call('POST', `/api/matches/${id}/join`, {})]);
    expect([b.status, c.status].sort()).toEqual([200, 409]);
    const winner = b.status === 200 ? bob : carol;
    expect([b, c].find((r) => r.status === 409)!.body.error).toBe('match_full');
    const now = await snap(alice, id);
    expect(now).toMatchObject({ bots: [], handOver: [] });
    expect(now.seats[1].username).toBe(winner.username);
    expect((await winner.call('GET', `/api/matches/${id}`)).body.you).toEqual({ seat: 1 });
    // The person's turn is theirs: the alarm no longer plays seat 1.
    await playOn(id, alice, 0, (m) => m.awaiting.includes(1));
    const waiting = await snap(alice, id);
    await alarm(id);
    expect((await snap(alice, id)).version).toBe(waiting.version);
    const legal = (await winner.call('GET', `/api/matches/${id}/moves`)).body as unknown[];
    expect((await winner.call('POST', `/api/matches/${id}/moves`, { move: legal[0], version: waiting.version })).status).toBe(200);
    // And the seat row is in D1 now.
    const rows = (await env.DB.prepare('SELECT seat FROM match_seats WHERE match_id = ? ORDER BY seat').bind(id).all()).results;
    expect(rows.map((r: any) => r.seat)).toEqual([0, 1]);
  });

  it('a restarted match object still plays its bot seat, from the alarm it set', async () => {
    const alice = await register('bra');
    const id = (await alice.call('POST', '/api/matches', { game: 'white-castle-duel', players: 2, bots: [1] })).body.id;
    await playOn(id, alice, 0, (m) => m.awaiting.includes(1));
    const waiting = await snap(alice, id);
    await runInDurableObject(stubOf(id), async (o: MatchRoom, state) => {
      const at = await state.storage.getAlarm();
      expect(at).not.toBeNull();
      expect(at! - Date.now()).toBeLessThan(3000);
      const fresh = new (o.constructor as new (s: DurableObjectState, e: unknown) => MatchRoom)(state, env);
      await new Promise((r) => setTimeout(r, 0));
      await fresh.alarm();
      const after = await fresh.snapshot(null);
      expect(after.ok && after.value.version).toBeGreaterThan(waiting.version);
    });
  });

  it('a bot seat at the hard level searches (Sengoku): it plays the whole match from the alarm', async () => {
    const alice = await register('bsh');
    const made = await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2, bots: [1], botLevel: 'hard' });
    expect(made.body).toMatchObject({ status: 'active', botLevel: 'hard', bots: [1] });
    const { m, botTurns } = await playOn(made.body.id, alice, 0);
    expect(botTurns).toBeGreaterThan(3);
    expect(m.result.ranking).toHaveLength(2);
    for (const bad of ['impossible', '', 3, null]) expect((await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2, bots: [1], botLevel: bad })).status).toBe(400);
  }, 240_000); // Sengoku's hard level plays 300 playouts to the end per move; the suite runs beside it in CI.

  for (const gameId of ['rising-sun', 'nihon'] as const) {
    it(`${gameId}: bot seats at the medium level search, a few searched moves per alarm`, async () => {
      const n = getGame(gameId)!.minPlayers;
      const alice = await register('bsm');
      const bots = Array.from({ length: n - 1 }, (_, i) => i + 1);
      const made = await alice.call('POST', '/api/matches', { game: gameId, players: n, bots, botLevel: 'medium', ...(gameId === 'nihon' ? { options: { turnLimit: 2 } } : {}) });
      expect(made.body).toMatchObject({ status: 'active', botLevel: 'medium', bots });
      await noRuntimeAlarms(made.body.id);
      const { m, botTurns, alarms } = await playOn(made.body.id, alice, 0);
      expect(m.result.ranking).toHaveLength(n);
      expect(botTurns).toBeGreaterThan(0);
      // After the end each bot step is marked searched where the game's own searchPoint says so in
      // the state before it (the match's own replay, stateAt): the count the clock bounds (a guess
      // by move type could count steps the searchPoint leaves to the heuristic). Read inside the
      // object: a player's export withholds other clans' private steps (alliance words).
      const game = getGame(gameId)!;
      const exp = await runInDurableObject(stubOf(m.id), async (o: MatchRoom) => {
        const core = (o as any).core;
        const moves = core.store.steps(0, Number.MAX_SAFE_INTEGER) as { index: number; seat: number; by: string }[];
        const searched = moves.filter((x) => x.by === 'botseat' && (!game.searchPoint || game.searchPoint(stateAt(core, x.index), x.seat))).map((x) => x.index);
        return { moves, searched };
      });
      exp.moves.forEach((x, i) => expect(x.index, 'the steps in order from 0').toBe(i));
      const searchedAt = new Set(exp.searched);
      let most = 0;
      for (const [from, to] of alarms) {
        for (const seat of bots) most = Math.max(most, exp.moves.filter((x) => x.index >= from && x.index < to && x.seat === seat && searchedAt.has(x.index)).length);
      }
      expect(most).toBeGreaterThan(0);
      expect(most, 'searched moves of one seat in one alarm').toBeLessThanOrEqual(3);
    }, 240_000); // ~20 s alone (Rising Sun's searches); the whole suite runs beside it in CI.
  }

  it('refuses hostile bot seats', async () => {
    const alice = await register('bxa');
    const bad = [
      { bots: [0] }, { bots: [5] }, { bots: [-1] }, { bots: [1, 1] }, { bots: ['1'] }, { bots: [1.5] }, { bots: '__proto__' },
      { bots: { __proto__: [1] } }, { bots: Array.from({ length: 11 }, (_, i) => i) }, { bots: [1, 2], players: 3, referee: true, all: true },
    ];
    for (const extra of bad) {
      const { all, ...rest } = extra as any;
      const body = all ? { game: 'sengoku', players: 2, referee: true, bots: [0, 1] } : { game: 'sengoku', players: 3, ...rest };
      const res = await alice.call('POST', '/api/matches', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('bad_request');
    }
    const id = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 3 })).body.id;
    for (const seat of ['abc', '99', '-1', '__proto__', '1e1']) {
      const res = await alice.call('POST', `/api/matches/${id}/seats/${seat}/bot`);
      expect(res.status, seat).toBe(400);
    }
    // A referee's match: one seat at least stays a person's.
    const ref = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2, referee: true, bots: [0] })).body.id;
    expect((await alice.call('POST', `/api/matches/${ref}/seats/1/bot`)).body.error).toBe('bad_request');
  });
});
