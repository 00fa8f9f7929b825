/**
 * The life of a match (worker/match/lifecycle.ts): leave, cancel, resign, end by agreement, expiry,
 * replacement seats, and the races between them and the match's own alarm. Every path through the
 * public API, as a client would take it.
 */
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MatchRoom } from '../../worker/match/room';
import { moveDeadline, raw, register, settle, type Client } from './helpers';
import { deliverAt, verifiedEmail, waitForMail } from './mail-helpers';

const DAY = 86_400_000;
const stubOf = (id: string) => env.MATCHES.get(env.MATCHES.idFromName(id));
const snap = async (c: Client, id: string) => (await c.call('GET', `/api/matches/${id}`)).body;

async function open(owner: Client, body: object = {}): Promise<string> {
  const res = await owner.call('POST', '/api/matches', { game: 'sengoku', players: 2, ...body });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

async function started(players: number, body: object = {}): Promise<{ id: string; clients: Client[] }> {
  const clients: Client[] = [];
  for (let i = 0; i < players; i++) clients.push(await register('lc'));
  const id = await open(clients[0]!, { players, ...body });
  for (const c of clients.slice(1)) expect((await c.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  await settle(id);
  return { id, clients };
}

/** Change the match's meta through its own writer (a test standing in for the passing of days). */
async function patchMeta(id: string, patch: Record<string, unknown>): Promise<void> {
  await runInDurableObject(stubOf(id), async (o: MatchRoom) => {
    const core = (o as any).core;
    core.commit({ ...core.live, meta: { ...core.meta, ...patch } });
  });
}

const listedInLobby = async (c: Client, id: string) => ((await c.call('GET', '/api/lobby?game=sengoku')).body.matches as any[]).some((m) => m.id === id);
const mine = async (c: Client, id: string) => ((await c.call('GET', '/api/matches')).body as any[]).find((m) => m.id === id);

describe('leaving and cancelling an open match', () => {
  it('a player leaves (the seat is free again); the creator who leaves passes the table on; the last one out cancels it', async () => {
    const a = await register('la');
    const b = await register('lb');
    const id = await open(a, { players: 3, public: true });
    expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    const left = await b.call('POST', `/api/matches/${id}/leave`);
    expect(left.status, left.text).toBe(200);
    expect(left.body.you).toBeNull();
    expect((await snap(a, id)).seats.map((s: any) => s.username)).toEqual([a.username, null, null]);
    // A repeat changes nothing and answers as the leave did (it was 403 not_a_player).
    const again = await b.call('POST', `/api/matches/${id}/leave`);
    expect(again.status, again.text).toBe(200);
    expect(again.body.you).toBeNull();
    expect((await snap(a, id)).seats.map((s: any) => s.username)).toEqual([a.username, null, null]);
    // B joins again, then the creator leaves: B holds the table now.
    expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    expect((await a.call('POST', `/api/matches/${id}/leave`)).status).toBe(200);
    const after = await snap(b, id);
    expect(after).toMatchObject({ status: 'open', youCreated: true });
    expect(after.can).toMatchObject({ leave: true, cancel: true });
    expect(await mine(a, id)).toBeUndefined();
    // The last person out: the match is cancelled and leaves the lobby.
    const last = await b.call('POST', `/api/matches/${id}/leave`);
    expect(last.status).toBe(200);
    await settle(id);
    expect((await snap(a, id))).toMatchObject({ status: 'cancelled', ending: { how: 'cancelled', why: 'empty', result: null } });
    expect(await listedInLobby(a, id)).toBe(false);
  });

  it('the creator cancels before the start; nobody else may; a started match only by its referee or all players', async () => {
    const a = await register('ca');
    const b = await register('cb');
    const id = await open(a, { players: 3, public: true });
    expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    expect((await b.call('POST', `/api/matches/${id}/cancel`, {})).body.error).toBe('not_creator');
    const cancelled = await a.call('POST', `/api/matches/${id}/cancel`, {});
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await a.call('POST', `/api/matches/${id}/cancel`, {})).body.error).toBe('not_open');
    expect((await b.call('POST', `/api/matches/${id}/join`, {})).body.error).toBe('already_seated');
    await settle(id);
    expect(await listedInLobby(a, id)).toBe(false);
    expect((await mine(b, id)).status).toBe('cancelled');

    const { id: running, clients } = await started(2);
    expect((await clients[0]!.call('POST', `/api/matches/${running}/cancel`, {})).body.error).toBe('not_referee');
    const referee = await register('cr');
    const refereed = await open(referee, { referee: true });
    for (const c of clients) expect((await c.call('POST', `/api/matches/${refereed}/join`, {})).status).toBe(200);
    expect((await snap(referee, refereed)).can.cancel).toBe(true);
    expect((await referee.call('POST', `/api/matches/${refereed}/cancel`, {})).body.status).toBe('cancelled');
    // Past the window even the referee cannot.
    const late = await open(referee, { referee: true });
    for (const c of clients) await c.call('POST', `/api/matches/${late}/join`, {});
    await patchMeta(late, { startedAt: Date.now() - 8 * DAY });
    expect((await referee.call('POST', `/api/matches/${late}/cancel`, {})).body.error).toBe('not_open');
  });

  it('leave racing the last join that starts the match: either the match starts with the joiner, or the leaver is gone and it stays open', async () => {
    for (let round = 0; round < 4; round++) {
      const a = await register('ra');
      const b = await register('rb');
      const c = await register('rc');
      const id = await open(a, { players: 3 });
      await b.call('POST', `/api/matches/${id}/join`, {});
      const [leave, join] = await Promise.all([b.call('POST', `/api/matches/${id}/leave`), c.call('POST', `/api/matches/${id}/join`, {})]);
      expect(join.status).toBe(200);
      const m = await snap(a, id);
      if (leave.status === 200) expect(m).toMatchObject({ status: 'open' });
      else expect(m.status).toBe('active');
      expect(m.seats.filter((s: any) => s.username).length).toBe(m.status === 'active' ? 3 : 2);
    }
  });
});

describe('resigning', () => {
  it('in a duel the other player wins at once, named in the result; the version is named; ratings count it', async () => {
    const { id, clients: [a, b] } = await started(2);
    const m = await snap(a!, id);
    expect(m.can).toMatchObject({ resign: true, leave: false });
    expect((await a!.call('POST', `/api/matches/${id}/resign`, { version: m.version + 1 })).body.error).toBe('stale_version');
    expect((await a!.call('POST', `/api/matches/${id}/resign`, {})).status).toBe(400);
    const res = await a!.call('POST', `/api/matches/${id}/resign`, { version: m.version });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'finished', ending: { how: 'resign' } });
    const seatA = m.seats.find((s: any) => s.username === a!.username).seat;
    const seatB = 1 - seatA;
    expect(res.body.result.winners).toEqual([seatB]);
    expect(res.body.result.ranking.at(-1)).toMatchObject({ seat: seatA, resigned: true });
    // A second tap names an old version and changes nothing.
    expect((await a!.call('POST', `/api/matches/${id}/resign`, { version: m.version })).body.error).toBe('not_open');
    const log = (await b!.call('GET', `/api/matches/${id}/log`)).body as any[];
    expect(log.at(-1)).toMatchObject({ by: 'end', events: [{ type: 'match-ended', how: 'resign' }] });
    await settle(id);
    await settle(id);
    const rows = (await b!.call('GET', `/api/matches/${id}/ratings`)).body.ratings as any[];
    expect(rows.find((r) => r.seat === seatB).after).toBeGreaterThan(rows.find((r) => r.seat === seatB).before);
    expect(rows.find((r) => r.seat === seatA).after).toBeLessThan(rows.find((r) => r.seat === seatA).before);
  });

  it('in a three-player match the seat goes to the bot and is offered to a replacement; the leaver cannot come back; one of two takers wins', async () => {
    const { id, clients: [a, b, c] } = await started(3, { public: true });
    const m = await snap(a!, id);
    const seatB = m.seats.find((s: any) => s.username === b!.username).seat;
    const res = await b!.call('POST', `/api/matches/${id}/resign`, { version: m.version });
    expect(res.status, res.text).toBe(200);
    const after = await snap(a!, id);
    expect(after.status).toBe('active');
    expect(after.bots).toContain(seatB);
    expect(after.handOver).toContain(seatB);
    expect(after.departed).toMatchObject([{ seat: seatB, username: b!.username, how: 'resigned' }]);
    // From the version after the resignation's step the seat is the bot's: that step is still the player's.
    const resignStep = ((await a!.call('GET', `/api/matches/${id}/log`)).body as any[]).find((e) => e.by === 'resign');
    expect(after.departed[0].version).toBe(resignStep.index + 1);
    await settle(id);
    const listed = (await a!.call('GET', '/api/lobby/replacements?game=sengoku')).body.seats as any[];
    expect(listed).toContainEqual(expect.objectContaining({ match: id, seat: seatB, game: 'sengoku' }));
    // The resigned player gets nothing of the seat any more.
    expect((await b!.call('GET', `/api/matches/${id}/moves`)).body.error).toBe('not_a_player');
    // A second tap on Resign (the same version) changes nothing: a conflict, as in a duel.
    const again = await b!.call('POST', `/api/matches/${id}/resign`, { version: m.version });
    expect([again.status, again.body.error]).toEqual([409, 'stale_version']);
    expect((await snap(a!, id)).departed).toHaveLength(1);
    expect((await b!.call('POST', `/api/matches/${id}/seats/${seatB}/take`)).body.error).toBe('left_match');
    expect((await b!.call('POST', `/api/matches/${id}/join`, {})).body.error).toBe('left_match');
    expect((await c!.call('POST', `/api/matches/${id}/seats/${seatB}/take`)).body.error).toBe('already_seated');
    const x = await register('lx');
    const y = await register('ly');
    const [tx, ty] = await Promise.all([x.call('POST', `/api/matches/${id}/seats/${seatB}/take`), y.call('POST', `/api/matches/${id}/seats/${seatB}/take`)]);
    expect([tx.status, ty.status].sort()).toEqual([200, 409]);
    const winner = tx.status === 200 ? x : y;
    const taken = await snap(winner, id);
    expect(taken.you).toEqual({ seat: seatB });
    expect(taken.handOver).not.toContain(seatB);
    await settle(id);
    expect(((await a!.call('GET', '/api/lobby/replacements')).body.seats as any[]).some((s) => s.match === id)).toBe(false);
  });

  it('a resigned player\'s open socket gets nothing of the seat afterwards: a spectator\'s view, no moves, no private events', async () => {
    const { id, clients: [a, b, c] } = await started(3, { options: { advanced: true } });
    const ws = await SELF.fetch(`http://localhost/api/matches/${id}/ws`, { headers: { Upgrade: 'websocket', Cookie: b!.cookie } });
    expect(ws.status).toBe(101);
    const socket = ws.webSocket!;
    const before: any[] = [], after: any[] = [];
    let resigned = false;
    socket.accept();
    socket.addEventListener('message', (e) => { (resigned ? after : before).push(JSON.parse(String(e.data))); });
    const m = await snap(a!, id);
    const seatB = m.seats.find((s: any) => s.username === b!.username).seat;
    await new Promise((r) => setTimeout(r, 50));
    // Before: the seat's own view reached the socket (the positive control of the check below).
    expect(before.some((x) => x.match?.you?.seat === seatB)).toBe(true);
    resigned = true;
    expect((await b!.call('POST', `/api/matches/${id}/resign`, { version: m.version })).status).toBe(200);
    // The others play on (the bot plays the resigned seat from the alarm).
    for (let i = 0; i < 12; i++) {
      const now = await snap(a!, id);
      if (now.status !== 'active') break;
      const seat = now.awaiting[0];
      const mover = [a!, c!].find((x) => now.seats[seat]?.username === x.username);
      if (!mover) { await settle(id); continue; }
      const moves = (await mover.call('GET', `/api/matches/${id}/moves`)).body as any[];
      await mover.call('POST', `/api/matches/${id}/moves`, { move: moves[0], version: now.version });
    }
    await new Promise((r) => setTimeout(r, 100));
    socket.close();
    const updates = after.filter((x) => x.match);
    expect(updates.length).toBeGreaterThan(1);
    for (const u of updates) {
      expect(u.match.you).toBeNull();
      expect(u.legal ?? []).toEqual([]);
      // The view is exactly a spectator's at that version (what a stranger may read), never the seat's.
      const spectator = (await raw('GET', `/api/matches/${id}/history/${u.match.version}`)).body;
      expect(u.match.view).toEqual(spectator.view);
      for (const e of u.events ?? []) expect(e.visibleTo === undefined || !e.visibleTo.includes(seatB) || e.visibleTo.length > 1).toBe(true);
    }
  });

  it('after a replacement takes the seat and plays it, the old holder\'s socket still gets a spectator\'s view only (Rising Sun: hidden hands)', async () => {
    const { id, clients: [a, b, c] } = await started(3, { game: 'rising-sun' });
    const ws = await SELF.fetch(`http://localhost/api/matches/${id}/ws`, { headers: { Upgrade: 'websocket', Cookie: b!.cookie } });
    const socket = ws.webSocket!;
    const got: any[] = [];
    let resigned = false;
    socket.accept();
    socket.addEventListener('message', (e) => { if (resigned) got.push(JSON.parse(String(e.data))); });
    const m = await snap(a!, id);
    const seatB = m.seats.find((s: any) => s.username === b!.username).seat;
    resigned = true;
    expect((await b!.call('POST', `/api/matches/${id}/resign`, { version: m.version })).status).toBe(200);
    const x = await register('lz');
    expect((await x.call('POST', `/api/matches/${id}/seats/${seatB}/take`)).status).toBe(200);
    // Everyone plays on, the replacement too: its seat's private view now belongs to someone else.
    let xMoved = 0;
    for (let i = 0; i < 24; i++) {
      const now = await snap(a!, id);
      if (now.status !== 'active') break;
      const mover = [a!, c!, x].find((p) => now.awaiting.some((s: number) => now.seats[s]?.username === p.username));
      if (!mover) { await settle(id); continue; }
      const moves = (await mover.call('GET', `/api/matches/${id}/moves`)).body as any[];
      const res = await mover.call('POST', `/api/matches/${id}/moves`, { move: moves.find((mv) => mv.type !== 'undo') ?? moves[0], version: now.version });
      if (res.status === 200 && mover === x) xMoved++;
    }
    await new Promise((r) => setTimeout(r, 100));
    socket.close();
    expect(xMoved, 'the replacement played the seat').toBeGreaterThan(0);
    // Positive control: the replacement's own view of the seat differs from a spectator's (hidden hands).
    const mine = (await x.call('GET', `/api/matches/${id}`)).body;
    const stranger = (await raw('GET', `/api/matches/${id}/history/${mine.version}`)).body;
    expect(mine.view).not.toEqual(stranger.view);
    const updates = got.filter((u) => u.match);
    expect(updates.length).toBeGreaterThan(2);
    for (const u of updates) {
      expect(u.match.you).toBeNull();
      expect(u.legal ?? []).toEqual([]);
      expect(u.match.view).toEqual((await raw('GET', `/api/matches/${id}/history/${u.match.version}`)).body.view);
      for (const e of u.events ?? []) expect(e.visibleTo === undefined || !e.visibleTo.includes(seatB) || e.visibleTo.length > 1).toBe(true);
    }
  });

  it('resign racing the deadline alarm: the bot plays the expired turn or the resignation ends it, never both, never twice', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, clients: [a] } = await started(2, { timer: { moveSeconds: 3600 } });
      const m = await snap(a!, id);
      await runInDurableObject(stubOf(id), async (o: MatchRoom) => moveDeadline(o, Date.now() - 1));
      const [res] = await Promise.all([
        a!.call('POST', `/api/matches/${id}/resign`, { version: m.version }),
        runInDurableObject(stubOf(id), async (o: MatchRoom) => { await o.alarm(); }),
      ]);
      const end = await snap(a!, id);
      if (res.status === 200) expect(end).toMatchObject({ status: 'finished', ending: { how: 'resign' } });
      else expect(res.body.error).toBe('stale_version');
      const log = (await a!.call('GET', `/api/matches/${id}/log`)).body as any[];
      expect(log.filter((e) => e.by === 'end').length).toBe(res.status === 200 ? 1 : 0);
    }
  });
});

describe('ending by agreement', () => {
  it('one proposes, the other accepts: the match ends with the standings of the moment; a refusal withdraws it; no draw where the game has none', async () => {
    const { id, clients: [a, b] } = await started(2);
    let m = await snap(a!, id);
    expect(m.can.propose).toContain('end');
    if (!m.can.propose.includes('draw')) expect((await a!.call('POST', `/api/matches/${id}/end`, { version: m.version, accept: true, kind: 'draw' })).status).toBe(400);
    expect((await b!.call('POST', `/api/matches/${id}/end`, { version: m.version, accept: false })).body.error).toBe('no_proposal');
    const proposed = await a!.call('POST', `/api/matches/${id}/end`, { version: m.version, accept: true });
    expect(proposed.status, proposed.text).toBe(200);
    expect(proposed.body.proposal).toMatchObject({ kind: 'end', accepted: [proposed.body.you.seat] });
    m = await snap(b!, id);
    expect(m.can.answer).toBe(true);
    // Refused: gone for both.
    expect((await b!.call('POST', `/api/matches/${id}/end`, { version: m.version, accept: false })).body.proposal).toBeNull();
    expect((await snap(a!, id)).proposal).toBeNull();
    // Its author withdraws it: gone for both.
    expect((await a!.call('POST', `/api/matches/${id}/end`, { version: m.version, accept: true })).body.proposal).toMatchObject({ kind: 'end' });
    expect((await a!.call('POST', `/api/matches/${id}/end`, { version: m.version, accept: false })).body.proposal).toBeNull();
    expect((await snap(b!, id)).proposal).toBeNull();
    // Proposed again and accepted.
    await a!.call('POST', `/api/matches/${id}/end`, { version: m.version, accept: true });
    const cancelling = await b!.call('POST', `/api/matches/${id}/end`, { version: m.version, accept: true, kind: 'cancel' });
    expect(cancelling.body.error).toBe('proposal_pending');
    const agreed = await b!.call('POST', `/api/matches/${id}/end`, { version: m.version, accept: true });
    expect(agreed.status, agreed.text).toBe(200);
    expect(agreed.body).toMatchObject({ status: 'finished', ending: { how: 'agreement' } });
    expect(agreed.body.result.ranking).toHaveLength(2);
  });

  it('the players agree to cancel a match just started: cancelled, no result, no rating', async () => {
    const { id, clients: [a, b] } = await started(2);
    const m = await snap(a!, id);
    await a!.call('POST', `/api/matches/${id}/end`, { version: m.version, accept: true, kind: 'cancel' });
    const res = await b!.call('POST', `/api/matches/${id}/end`, { version: m.version, accept: true, kind: 'cancel' });
    expect(res.body).toMatchObject({ status: 'cancelled', ending: { how: 'cancelled', why: 'players', result: null }, result: null });
    await settle(id);
    expect((await mine(a!, id)).status).toBe('cancelled');
    // It keeps its log (the set-up at least), and changes no rating.
    const log = await b!.call('GET', `/api/matches/${id}/log`);
    expect(log.status).toBe(200);
    expect((log.body as any[]).length).toBeGreaterThan(0);
    expect((await b!.call('GET', `/api/matches/${id}/ratings`)).body.ratings).toEqual([]);
  });

  it('a proposal lapses at the next deadline; an acceptance racing the deadline is either in time or refused', async () => {
    const { id, clients: [a, b] } = await started(2, { timer: { moveSeconds: 3600 } });
    const m = await snap(a!, id);
    await a!.call('POST', `/api/matches/${id}/end`, { version: m.version, accept: true });
    const p = (await snap(b!, id)).proposal;
    expect(p.lapsesAt).toBe(m.deadline);
    await runInDurableObject(stubOf(id), async (o: MatchRoom) => moveDeadline(o, Date.now() - 1));
    const [accept] = await Promise.all([
      b!.call('POST', `/api/matches/${id}/end`, { version: m.version, accept: true }),
      runInDurableObject(stubOf(id), async (o: MatchRoom) => { await o.alarm(); }),
    ]);
    const end = await snap(a!, id);
    if (accept.status === 200 && accept.body.status === 'finished') expect(end.status).toBe('finished');
    else expect(end.status).toBe('active');
    // After the deadline the old proposal is gone whatever happened.
    if (end.status === 'active') expect(end.proposal).toBeNull();
  });
});

describe('expiry of an open match', () => {
  it('the match object\'s own alarm expires an open match past its days; it leaves the lobby; a join after that is refused', async () => {
    const a = await register('ea');
    const b = await register('eb');
    const id = await open(a, { players: 2, public: true, expireDays: 3 });
    const m = await snap(a, id);
    expect(m.expiresAt).toBe(m.createdAt + 3 * DAY);
    expect((await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, expireDays: 0 })).status).toBe(400);
    expect((await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, expireDays: 61 })).status).toBe(400);
    await settle(id);
    expect(await listedInLobby(a, id)).toBe(true);
    await patchMeta(id, { createdAt: Date.now() - 3 * DAY - 1 });
    const [, join] = await Promise.all([
      runInDurableObject(stubOf(id), async (o: MatchRoom) => { await o.alarm(); }),
      b.call('POST', `/api/matches/${id}/join`, {}),
    ]);
    const end = await snap(a, id);
    // Expiry racing a join: the join came first (the match started) or it is refused.
    if (join.status === 200) expect(end.status).toBe('active');
    else {
      expect(join.body.error).toBe('not_open');
      expect(end).toMatchObject({ status: 'expired', ending: { how: 'expired' }, expiresAt: null });
      await settle(id);
      expect(await listedInLobby(a, id)).toBe(false);
    }
  });
});

describe('the creator is told of an expiry', () => {
  it('by mail, in their language: the match expired, its seats not all taken', async () => {
    const a = await register('em');
    const email = await verifiedEmail(a, undefined, 'fr');
    const id = await open(a, { players: 2, expireDays: 1 });
    await patchMeta(id, { createdAt: Date.now() - DAY - 1 });
    await runInDurableObject(stubOf(id), async (o: MatchRoom) => { await o.alarm(); });
    expect((await snap(a, id)).status).toBe('expired');
    // Sent by the alarm's own delivery, or by the next one.
    await deliverAt(id, Date.now() + 2 * 3600_000);
    const mail = await waitForMail(email, /expiré/);
    expect(mail?.subject).toMatch(/la partie a expiré/);
  });
});

describe('missed deadlines', () => {
  it('after the table\'s number of missed deadlines in a row the seat is offered to a replacement; the player\'s own move resets the count', async () => {
    const { id, clients: [a] } = await started(3, { timer: { moveSeconds: 3600 }, replaceAfterMisses: 2, public: true });
    expect((await snap(a!, id)).replaceAfterMisses).toBe(2);
    for (let i = 0; i < 12; i++) {
      const m = await snap(a!, id);
      if (m.departed.length) break;
      await runInDurableObject(stubOf(id), async (o: MatchRoom) => { moveDeadline(o, Date.now() - 1); await o.alarm(); });
    }
    const m = await snap(a!, id);
    expect(m.departed.length).toBeGreaterThan(0);
    expect(m.departed[0]).toMatchObject({ how: 'missed' });
    // The step that passed the last deadline missed is still the player's; from the next version the seat is the bot's.
    const log = (await a!.call('GET', `/api/matches/${id}/log?limit=500`)).body as any[];
    const lastMissed = log.filter((e) => e.seat === m.departed[0].seat && e.by !== 'player' && e.index < m.departed[0].version).at(-1);
    expect(lastMissed, 'a step of the missing player before the departure').toBeTruthy();
    expect(m.departed[0].version).toBe(lastMissed.index + 1);
    expect(m.handOver).toContain(m.departed[0].seat);
  });
});

describe('what the API refuses', () => {
  it('anonymous callers get 401; hostile bodies 400; unknown matches 404', async () => {
    const a = await register('ha');
    const id = await open(a);
    // Who calls is checked before the body: a stranger learns nothing of the schema.
    for (const path of ['leave', 'cancel', 'resign', 'end', 'seats/1/take']) {
      expect((await raw('POST', `/api/matches/${id}/${path}`, {})).status, path).toBe(401);
    }
    for (const body of [{ version: -1 }, { version: 'x' }, { version: 1, extra: 1 }, { __proto__: { version: 1 } }, { version: 1e20 }]) {
      expect((await a.call('POST', `/api/matches/${id}/resign`, body)).status).toBe(400);
    }
    expect((await a.call('POST', `/api/matches/${id}/end`, { version: 0, accept: 'yes' })).status).toBe(400);
    expect((await a.call('POST', `/api/matches/${id}/end`, { version: 0, accept: true, kind: 'x'.repeat(10_000) })).status).toBe(400);
    expect((await a.call('POST', '/api/matches/0123456789abcdef/resign', { version: 0 })).status).toBe(404);
    expect((await a.call('POST', `/api/matches/${id}/seats/99x/take`)).status).toBe(400);
    expect((await a.call('GET', '/api/lobby/replacements?game=chess')).status).toBe(400);
    expect((await SELF.fetch(`http://localhost/api/lobby/replacements?rated=maybe`)).status).toBe(400);
  });
});
