/**
 * Reliability and completion figures (docs/_incoming/reliability.md): the seat holders' records
 * counted by the match object (worker/match/holders.ts) and written to D1 by its queue's flush, the
 * figures on the profile, the lobby and a match's reliability route, a table's minimum
 * reliability, and the completion of a game's matches per timer class.
 */
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MatchRoom } from '../../worker/match/room';
import { syncHolders, tallyDeadlines } from '../../worker/match/holders';
import type { MatchMeta } from '../../worker/match/types';
import { moveDeadline, register, settle, type Client } from './helpers';

const DAY = 86_400_000;
const stubOf = (id: string) => env.MATCHES.get(env.MATCHES.idFromName(id));
const snap = async (c: Client, id: string) => (await c.call('GET', `/api/matches/${id}`)).body;
const userId = async (c: Client) => (await env.DB.prepare('SELECT id FROM users WHERE username = ?').bind(c.username).first<{ id: string }>())!.id;

async function started(players: number, body: object = {}, game = 'sengoku'): Promise<{ id: string; clients: Client[] }> {
  const clients: Client[] = [];
  for (let i = 0; i < players; i++) clients.push(await register('rl'));
  const res = await clients[0]!.call('POST', '/api/matches', { game, players, ...body });
  expect(res.status, res.text).toBe(201);
  const id = res.body.id as string;
  for (const c of clients.slice(1)) expect((await c.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  await settle(id);
  return { id, clients };
}

interface D1Holder { holder: number; seat: number; user_id: string; how: string; deadlines_met: number; deadlines_missed: number; joined_at: number; left_at: number | null; game: string; timer_kind: string }
const d1Holders = async (id: string) => (await env.DB.prepare('SELECT * FROM seat_holders WHERE match_id = ? ORDER BY holder').bind(id).all<D1Holder>()).results;
const objHolders = async (id: string) => runInDurableObject(stubOf(id), async (o: MatchRoom) => (o as any).core.holders() as any[]);
/** The deadline passes: the object's alarm lets the bot play the awaited seats. */
const deadlinePasses = (id: string) => runInDurableObject(stubOf(id), async (o: MatchRoom) => { moveDeadline(o, Date.now() - 1); await o.alarm(); });

/** History for a user, as the flush of earlier matches would have left it. */
async function seedHistory(uid: string, rows: { met: number; missed: number; how: string; leftAt?: number | null }[], game = 'sengoku') {
  const now = Date.now();
  await env.DB.batch(rows.map((r, i) => env.DB.prepare(
    `INSERT INTO seat_holders (match_id, holder, seat, user_id, game, timer_kind, joined_at, left_at, how, deadlines_met, deadlines_missed)
     VALUES (?, 0, 0, ?, ?, 'moves', ?, ?, ?, ?, ?)`,
  ).bind(`seed${uid.slice(0, 8)}${i}`, uid, game, now - 30 * DAY, r.leftAt === undefined ? now - DAY : r.leftAt, r.how, r.met, r.missed)));
}

describe('deadlines met and missed', () => {
  it('a move under the deadline meets it, the bot playing at the deadline misses it; counted in the object, written to D1 by the alarm only', async () => {
    const { id, clients } = await started(2, { timer: { moveSeconds: 3600 } });
    const [a, b] = clients as [Client, Client];
    // The start opened a record per player, flushed with the join.
    const first = await d1Holders(id);
    expect(first.map((h) => [h.seat, h.how, h.deadlines_met, h.deadlines_missed, h.game, h.timer_kind]))
      .toEqual([[0, 'playing', 0, 0, 'sengoku', 'moves'], [1, 'playing', 0, 0, 'sengoku', 'moves']]);
    const m = await snap(a, id);
    const seat = m.awaiting[0] as number;
    const mover = m.seats[seat].username === a.username ? a : b;
    const moves = (await mover.call('GET', `/api/matches/${id}/moves`)).body as unknown[];
    // The move, straight into the object: its records change in the move's commit, its D1 rows wait in the queue.
    const onPath = await runInDurableObject(stubOf(id), async (o: MatchRoom) => {
      const played = await o.play(await userId(mover), moves[0], m.version);
      const core = (o as any).core;
      const queued = core.ctx.storage.sql.exec(`SELECT kind, payload FROM d1_queue WHERE kind = 'holders'`).toArray() as { payload: string }[];
      return { played, holders: core.holders(), queued: queued.map((q) => JSON.parse(q.payload).holders) };
    });
    expect(onPath.played.ok).toBe(true);
    expect(onPath.holders.find((h: any) => h.seat === seat)).toMatchObject({ met: 1, missed: 0, how: 'playing' });
    expect(onPath.queued).toHaveLength(1);
    expect(onPath.queued[0].find((h: any) => h.seat === seat).met).toBe(1);
    // D1 still has the rows of before the move: nothing on the move's path wrote them.
    expect((await d1Holders(id)).find((h) => h.seat === seat)!.deadlines_met).toBe(0);
    await settle(id);
    expect((await d1Holders(id)).find((h) => h.seat === seat)!.deadlines_met).toBe(1);
    // The next deadline passes: the bot plays whoever is awaited, once counted however many steps it takes.
    const waiting = (await snap(a, id)).awaiting as number[];
    await deadlinePasses(id);
    await settle(id);
    const rows = await d1Holders(id);
    for (const s of waiting) expect(rows.find((h) => h.seat === s)!.deadlines_missed).toBe(1);
    expect(rows.reduce((n, h) => n + h.deadlines_missed, 0)).toBe(waiting.length);
    expect(rows.reduce((n, h) => n + h.deadlines_met, 0)).toBe(1);
  });

  it('a match without a timer has no deadline due; a resignation and a replacement each keep their own record', async () => {
    const untimed = await started(2);
    const u = await snap(untimed.clients[0]!, untimed.id);
    const um = untimed.clients.find((c) => u.seats[u.awaiting[0]].username === c.username)!;
    const uMoves = (await um.call('GET', `/api/matches/${untimed.id}/moves`)).body as unknown[];
    expect((await um.call('POST', `/api/matches/${untimed.id}/moves`, { move: uMoves[0], version: u.version })).status).toBe(200);
    expect((await objHolders(untimed.id)).every((h) => h.met === 0 && h.missed === 0)).toBe(true);

    // Three players; a seat is offered to a replacement after one missed deadline.
    const { id, clients } = await started(3, { timer: { moveSeconds: 3600 }, replaceAfterMisses: 1, public: true });
    await deadlinePasses(id);
    const after = await snap(clients[0]!, id);
    expect(after.departed.length).toBeGreaterThan(0);
    const gone = after.departed[0];
    const newcomer = await register('rn');
    const took = await newcomer.call('POST', `/api/matches/${id}/seats/${gone.seat}/take`);
    expect(took.status, took.text).toBe(200);
    // Someone still seated resigns (the match goes on with the others).
    const m = await snap(clients[0]!, id);
    const stayer = clients.find((c) => c.username !== gone.username && m.seats.some((s: any) => s.username === c.username))!;
    const resigned = await stayer.call('POST', `/api/matches/${id}/resign`, { version: m.version });
    expect(resigned.status, resigned.text).toBe(200);
    await settle(id);
    const rows = await d1Holders(id);
    const ids = new Map<string, string>();
    for (const c of [...clients, newcomer]) ids.set(await userId(c), c.username);
    const named = rows.map((h) => ({ ...h, name: ids.get(h.user_id) }));
    const missedOne = named.find((h) => h.name === gone.username)!;
    expect(missedOne).toMatchObject({ seat: gone.seat, how: 'missed', deadlines_missed: 1 });
    expect(missedOne.left_at).not.toBeNull();
    const replacement = named.find((h) => h.name === newcomer.username)!;
    expect(replacement).toMatchObject({ seat: gone.seat, how: 'playing', deadlines_met: 0, deadlines_missed: 0, left_at: null });
    expect(replacement.holder).toBeGreaterThan(missedOne.holder);
    expect(named.find((h) => h.name === stayer.username)).toMatchObject({ how: 'resigned' });
    expect(rows).toHaveLength(4);
    // The player replaced after misses has left one match; the figures say so.
    const p = (await clients[0]!.call('GET', `/api/users/${gone.username}/profile`)).body;
    expect(p.reliability).toMatchObject({ matchesLeft: 1, deadlinesDue: 1, deadlinesMet: 0, share: null, completion: null });
  });
});

describe('the records\' rules', () => {
  it('one count per deadline; a turn the bot finished is missed; a replaced holder is closed, a cancelled match closes all', () => {
    const u = (id: string) => ({ id, username: id });
    const meta = (patch: Partial<MatchMeta>): MatchMeta => ({ id: 'm', game: 'sengoku', players: 2, seats: [u('p'), u('q')], status: 'active', startedAt: 1, departed: [], ...patch } as MatchMeta);
    const start = syncHolders(null, meta({ status: 'open' }), meta({}), 5)!;
    expect(start.map((h) => [h.seat, h.userId, h.how, h.joinedAt])).toEqual([[0, 'p', 'playing', 1], [1, 'q', 'playing', 1]]);
    // Two moves under one deadline: met once; the bot finishing that turn: missed instead.
    let h = tallyDeadlines(start, [{ seat: 0, userId: 'p', key: 'k1', kind: 'met' }]);
    h = tallyDeadlines(h, [{ seat: 0, userId: 'p', key: 'k1', kind: 'met' }]);
    expect(h[0]).toMatchObject({ met: 1, missed: 0 });
    h = tallyDeadlines(h, [{ seat: 0, userId: 'p', key: 'k1', kind: 'missed' }, { seat: 0, userId: 'p', key: 'k1', kind: 'missed' }]);
    expect(h[0]).toMatchObject({ met: 0, missed: 1 });
    h = tallyDeadlines(h, [{ seat: 0, userId: 'p', key: 'k2', kind: 'met' }, { seat: 1, userId: 'someone-else', key: 'k2', kind: 'met' }]);
    expect(h.map((x) => [x.met, x.missed])).toEqual([[1, 1], [0, 0]]);
    expect(tallyDeadlines(h, [])).toBe(h);
    // The referee gives seat 1 to r: q's record closes (removed), r's opens from zero.
    const replaced = syncHolders(h, meta({}), meta({ seats: [u('p'), u('r')] }), 9)!;
    expect(replaced.map((x) => [x.seat, x.userId, x.how, x.leftAt])).toEqual([[0, 'p', 'playing', null], [1, 'q', 'removed', 9], [1, 'r', 'playing', null]]);
    expect(syncHolders(replaced, meta({ seats: [u('p'), u('r')] }), meta({ seats: [u('p'), u('r')] }), 10)).toBe(replaced);
    const cancelled = syncHolders(replaced, meta({ seats: [u('p'), u('r')] }), meta({ seats: [u('p'), u('r')] as any, status: 'cancelled' }), 11)!;
    expect(cancelled.map((x) => x.how)).toEqual(['cancelled', 'removed', 'cancelled']);
    // An open match keeps no records.
    expect(syncHolders(null, null, meta({ status: 'open' }), 1)).toBeNull();
  });
});

describe('the figures', () => {
  it('the profile shows them within its privacy; the lobby shows the creator\'s; a match\'s route its players\'', async () => {
    const alice = await register('ra');
    const reader = await register('rr');
    const uid = await userId(alice);
    await seedHistory(uid, [
      { met: 5, missed: 1, how: 'finished' }, { met: 3, missed: 1, how: 'finished' }, { met: 0, missed: 0, how: 'finished' },
      { met: 0, missed: 0, how: 'resigned' }, { met: 0, missed: 0, how: 'cancelled' },
      // Over a year ago: out of the window.
      { met: 0, missed: 9, how: 'missed', leftAt: Date.now() - 400 * DAY },
    ]);
    const p = await reader.call('GET', `/api/users/${alice.username}/profile`);
    expect(p.status).toBe(200);
    expect(p.body.reliability).toEqual({ deadlinesMet: 8, deadlinesDue: 10, share: 80, matchesFinished: 3, matchesLeft: 1, completion: 75 });
    // In the lobby: the creator's share.
    const made = await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2, public: true });
    const row = ((await reader.call('GET', '/api/lobby?game=sengoku')).body.matches as any[]).find((x) => x.id === made.body.id);
    expect(row.creatorReliability).toBe(80);
    const seats = await reader.call('GET', `/api/matches/${made.body.id}/reliability`);
    expect(seats.status).toBe(200);
    expect(seats.body.seats).toEqual([{ seat: 0, share: 80, deadlinesDue: 10, completion: 75 }]);
    // History hidden: the figures with it (the owner still sees theirs).
    await alice.call('PATCH', '/api/me/profile', { showHistory: false });
    expect((await reader.call('GET', `/api/users/${alice.username}/profile`)).body.reliability).toBeNull();
    expect((await alice.call('GET', `/api/users/${alice.username}/profile`)).body.reliability.share).toBe(80);
    expect(((await reader.call('GET', '/api/lobby?game=sengoku')).body.matches as any[]).find((x) => x.id === made.body.id).creatorReliability).toBeNull();
    expect((await reader.call('GET', `/api/matches/${made.body.id}/reliability`)).body.seats).toEqual([]);
    // A hidden profile shows nothing at all.
    await alice.call('PATCH', '/api/me/profile', { visibility: 'hidden', showHistory: true });
    const hidden = await reader.call('GET', `/api/users/${alice.username}/profile`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.reliability).toBeUndefined();
    expect((await reader.call('GET', `/api/matches/${made.body.id}/reliability`)).body.seats).toEqual([]);
    // Too little history: null shares, the counts still there.
    const fresh = await register('rf');
    expect((await reader.call('GET', `/api/users/${fresh.username}/profile`)).body.reliability)
      .toEqual({ deadlinesMet: 0, deadlinesDue: 0, share: null, matchesFinished: 0, matchesLeft: 0, completion: null });
  });

  it('a table\'s minimum reliability refuses a player below it and admits one with too little history', async () => {
    const creator = await register('rc');
    expect((await creator.call('POST', '/api/matches', { game: 'sengoku', players: 3, minReliability: 101 })).status).toBe(400);
    const made = await creator.call('POST', '/api/matches', { game: 'sengoku', players: 3, minReliability: 90, public: true });
    expect(made.status, made.text).toBe(201);
    expect(made.body.minReliability).toBe(90);
    const low = await register('rlow');
    await seedHistory(await userId(low), [{ met: 6, missed: 4, how: 'finished' }]);
    const refused = await low.call('POST', `/api/matches/${made.body.id}/join`, {});
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'reliability_too_low', minReliability: 90, reliability: 60 });
    // Quick play passes over the table it may not join.
    const quick = await low.call('POST', '/api/lobby/quick', { game: 'sengoku', players: 3 });
    expect(quick.body.match.id).not.toBe(made.body.id);
    const good = await register('rgood');
    await seedHistory(await userId(good), [{ met: 19, missed: 1, how: 'finished' }]);
    expect((await good.call('POST', `/api/matches/${made.body.id}/join`, {})).status).toBe(200);
    const newcomer = await register('rnew');
    const admitted = await newcomer.call('POST', `/api/matches/${made.body.id}/join`, {});
    expect(admitted.status, admitted.text).toBe(200);
    expect(admitted.body.status).toBe('active');
  });

  it('a replacement below the table\'s minimum is refused the seat', async () => {
    const { id, clients } = await started(3, { timer: { moveSeconds: 3600 }, replaceAfterMisses: 1, minReliability: 50 });
    expect(clients).toHaveLength(3);
    await deadlinePasses(id);
    const gone = (await snap(clients[0]!, id)).departed[0];
    const low = await register('rtl');
    await seedHistory(await userId(low), [{ met: 1, missed: 9, how: 'missed' }]);
    const refused = await low.call('POST', `/api/matches/${id}/seats/${gone.seat}/take`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('reliability_too_low');
    expect((await (await register('rtn')).call('POST', `/api/matches/${id}/seats/${gone.seat}/take`)).status).toBe(200);
  });
});

describe('completion per game and timer class', () => {
  it('the share of started matches that finished, and their median length, per timer class', async () => {
    const game = 'white-castle-duel';
    // Played here: two matches ended by a resignation (finished), one cancelled by agreement, with a 1-hour timer.
    for (let i = 0; i < 2; i++) {
      const { id, clients } = await started(2, { timer: { moveSeconds: 3600 } }, game);
      const v = (await snap(clients[0]!, id)).version;
      expect((await clients[0]!.call('POST', `/api/matches/${id}/resign`, { version: v })).status).toBe(200);
      await settle(id);
    }
    const { id, clients } = await started(2, { timer: { moveSeconds: 3600 } }, game);
    const v = (await snap(clients[0]!, id)).version;
    expect((await clients[0]!.call('POST', `/api/matches/${id}/end`, { version: v, accept: true, kind: 'cancel' })).status).toBe(200);
    expect((await clients[1]!.call('POST', `/api/matches/${id}/end`, { version: v, accept: true, kind: 'cancel' })).body.status).toBe('cancelled');
    await settle(id);
    // Older matches of the index (a 4-day timer and no timer), and one started too long ago.
    const now = Date.now();
    const owner = await userId(clients[0]!);
    const put = (mid: string, status: string, kind: string, seconds: number | null, startedAgo: number, days: number | null) => env.DB.prepare(
      `INSERT INTO matches (id, game, status, players, options, move_seconds, created_by, created_at, updated_at, version, awaiting, deadline, seed_hash, result, finished_at, timer_kind, started_at)
       VALUES (?, ?, ?, 2, '{}', ?, ?, ?, ?, 1, '[]', NULL, 'x', NULL, ?, ?, ?)`,
    ).bind(mid, game, status, seconds, owner, now - startedAgo - DAY, now, days === null ? null : now - startedAgo + days * DAY, kind, now - startedAgo);
    await env.DB.batch([
      put('c0mpl00000000001', 'finished', 'moves', 4 * 86400, 100 * DAY, 10),
      put('c0mpl00000000002', 'finished', 'moves', 5 * 86400, 100 * DAY, 30),
      put('c0mpl00000000003', 'finished', 'moves', 4 * 86400, 100 * DAY, 20),
      put('c0mpl00000000004', 'cancelled', 'moves', 4 * 86400, 100 * DAY, null),
      put('c0mpl00000000005', 'active', 'moves', 4 * 86400, 100 * DAY, null),
      put('c0mpl00000000006', 'finished', 'moves', 4 * 86400, 400 * DAY, 5),
      put('c0mpl00000000007', 'finished', 'none', null, 50 * DAY, 3),
    ]);
    const res = await SELF.fetch(`http://localhost/api/games/${game}/completion`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    const body = await res.json() as any;
    expect(body.game).toBe(game);
    const cls = (timer: string, c: string | null) => body.classes.find((x: any) => x.timer === timer && x.class === c);
    expect(cls('moves', 'upTo1Day')).toMatchObject({ started: 3, finished: 2, share: 66 });
    expect(cls('moves', 'upTo1Day').medianDays).toBeLessThan(0.1);
    expect(cls('moves', 'over3Days')).toEqual({ timer: 'moves', class: 'over3Days', started: 4, finished: 3, share: 75, medianDays: 20 });
    expect(cls('none', null)).toMatchObject({ started: 1, finished: 1, share: 100, medianDays: 3 });
    expect(cls('calendar', null)).toEqual({ timer: 'calendar', class: null, started: 0, finished: 0, share: null, medianDays: null });
    expect(cls('moves', 'upTo3Days').started).toBe(0);
    expect((await SELF.fetch('http://localhost/api/games/chess/completion')).status).toBe(404);
  });
});
