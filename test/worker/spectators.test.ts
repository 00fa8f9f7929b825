/**
 * Spectators (docs/players.md "Spectators"): in every game, a visitor and a logged-in stranger watch a public
 * match played to its end through the API (NIHON: three turns, delayed by one turn as its default).
 * At every step, everything they receive — the snapshot, the page, the log, history views, messages,
 * and every socket message — is checked against the engine: each view is exactly the public view
 * (`view(state, null)`) of the version it claims (of the delayed version for NIHON), no event is
 * private to a seat, no log entry carries a move, no private message, no seed before the end.
 * Then the seats' own views are replayed after the end, and refused before it.
 */
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { raw, register, type Client } from './helpers';
import { getGame } from '../../worker/games/registry';
import { stateAt } from '../../worker/match/archive';
import type { MatchRoom } from '../../worker/match/room';
import { KV } from '../../worker/match/keys';

const stub = (id: string) => env.MATCHES.get(env.MATCHES.idFromName(id));
const core = (obj: MatchRoom) => (obj as any).core;
/** The engine's public view at a version, from the object's own log. */
async function publicViewAt(id: string, version: number): Promise<unknown> {
  return runInDurableObject(stub(id), (obj: MatchRoom) => {
    const c = core(obj);
    const state = version === c.version ? c.state : stateAt(c, version);
    return JSON.parse(JSON.stringify(c.game.view(state, null)));
  });
}
async function seatViewAt(id: string, version: number, seat: number): Promise<unknown> {
  return runInDurableObject(stub(id), (obj: MatchRoom) => {
    const c = core(obj);
    return JSON.parse(JSON.stringify(c.game.view(stateAt(c, version), seat)));
  });
}

interface Watcher { label: string; client: Client | null; socket: WebSocket; got: any[] }

async function watch(id: string, client: Client | null, label: string): Promise<Watcher> {
  const res = await SELF.fetch(`http://localhost/api/matches/${id}/ws`, { headers: { Upgrade: 'websocket', ...(client ? { Cookie: client.cookie } : {}) } });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const got: any[] = [];
  socket.accept();
  socket.addEventListener('message', (e) => { if (e.data !== 'pong') got.push(JSON.parse(String(e.data))); });
  return { label, client, socket, got };
}

const get = (w: { client: Client | null }, path: string) => (w.client ? w.client.call('GET', path) : raw('GET', path));

/** Nothing of a seat in what a spectator received: no private event, no move in the log, no seed. */
function checkPublicOnly(where: string, body: any, finished: boolean) {
  const text = JSON.stringify(body);
  if (!finished) expect(/"seed"\s*:/.test(text), `${where}: the seed`).toBe(false);
  const logs: any[] = [...(body?.log ?? []), ...(Array.isArray(body) && body[0]?.events ? body : [])];
  for (const e of logs) {
    if (!finished) expect(e.move, `${where}: a move in the log`).toBeUndefined();
    for (const ev of e.events ?? []) expect(ev.visibleTo, `${where}: a private event ${ev.type}`).toBeUndefined();
  }
  for (const ev of body?.events ?? []) expect(ev.visibleTo, `${where}: a private event ${ev.type}`).toBeUndefined();
  expect(text.includes('SECRET-'), `${where}: a private message`).toBe(false);
}

async function playPublicMatch(gameId: string, opts: { turns?: number; check: (id: string, step: number, finished: boolean) => Promise<void> }) {
  const game = getGame(gameId)!;
  const n = game.minPlayers;
  const players: Client[] = [];
  for (let i = 0; i < n; i++) players.push(await register(`sp${gameId.slice(0, 3)}`));
  const referee = game.defaults?.referee ? await register('spref') : null;
  const creator = referee ?? players[0]!;
  const made = await creator.call('POST', '/api/matches', { game: gameId, players: n, public: true, ...(referee ? { referee: true } : {}) });
  expect(made.status, made.text).toBe(201);
  const id = made.body.id as string;
  for (const p of players.slice(referee ? 0 : 1)) expect((await p.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  const seatOf = new Map<string, number>();
  const snap0 = (await players[0]!.call('GET', `/api/matches/${id}`)).body;
  for (const s of snap0.seats) seatOf.set(s.username, s.seat);
  // A private message between two seats, and a public one: spectators get only the public one.
  const [p0, p1] = [players[0]!, players[1]!];
  expect((await p0.call('POST', `/api/matches/${id}/messages`, { text: 'SECRET-deal', to: [seatOf.get(p1.username)!] })).status).toBe(201);
  expect((await p0.call('POST', `/api/matches/${id}/messages`, { text: 'good luck all' })).status).toBe(201);
  let seed = 0x5eed;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000);
  let step = 0;
  let startTurn: string | null = null;
  let turns = 0;
  for (let guard = 0; guard < 3000; guard++) {
    const m = (await p0.call('GET', `/api/matches/${id}`)).body;
    if (m.status === 'finished') { await opts.check(id, step, true); return { id, players, referee, seatOf, game }; }
    if (opts.turns !== undefined) {
      const turn = (m.view as any)?.turn ?? null;
      if (turn !== startTurn) { startTurn = turn; turns++; }
      if (turns > opts.turns) return { id, players, referee, seatOf, game };
    }
    const seat = m.awaiting[Math.floor(rnd() * m.awaiting.length)];
    const player = players.find((p) => seatOf.get(p.username) === seat)!;
    let legal = ((await player.call('GET', `/api/matches/${id}/moves`)).body as any[]).filter((x) => !['undo', 'gift', 'offerDeal', 'unmark-final'].includes(x.type));
    // NIHON: a few order steps, then the sheet marked final, so turns resolve.
    const final = legal.find((x) => x.type === 'mark-final');
    if (final && rnd() < 0.3) legal = [final];
    expect(legal.length, `${gameId}: an awaited seat without a move`).toBeGreaterThan(0);
    const move = legal[Math.floor(rnd() * legal.length)];
    const res = await player.call('POST', `/api/matches/${id}/moves`, { move, version: m.version });
    expect(res.status, res.text).toBe(200);
    step++;
    await opts.check(id, step, false);
  }
  throw new Error(`${gameId} did not end`);
}

for (const gameId of ['white-castle-duel', 'sengoku', 'rising-sun'] as const) {
  describe(`spectators of ${gameId}`, () => {
    it('see exactly the public view at every step, no seat\'s private facts, live; seats\' own replays only after the end', async () => {
      let watchers: Watcher[] = [];
      let lastChecked = -1;
      const stranger = await register('spstr');
      const result = await playPublicMatch(gameId, {
        check: async (id, step, ended) => {
          if (!watchers.length) watchers = [await watch(id, null, 'visitor'), await watch(id, stranger, 'stranger')];
          // The full set of routes every few steps (and at the end); the snapshot at every step.
          const full = ended || step % 7 === 1;
          for (const w of watchers) {
            const snap = (await get(w, `/api/matches/${id}`)).body;
            const finished = snap.status === 'finished';
            expect(snap.you).toBeNull();
            expect(snap.view, `${w.label} snapshot @${snap.version}`).toEqual(await publicViewAt(id, snap.version));
            expect(snap.spectators).toMatchObject({ mode: 'live', watching: 2 });
            checkPublicOnly(`${w.label} snapshot`, snap, finished);
            if (!full) continue;
            const page = (await get(w, `/api/matches/${id}/page`)).body;
            expect(page.legal).toEqual([]);
            expect(page.match.view).toEqual(await publicViewAt(id, page.match.version));
            checkPublicOnly(`${w.label} page`, page, finished);
            expect(page.messages.map((x: any) => x.text)).toEqual(['good luck all']);
            const log = (await get(w, `/api/matches/${id}/log`)).body;
            checkPublicOnly(`${w.label} log`, { log }, finished);
            const back = Math.max(0, snap.version - 3);
            const hist = (await get(w, `/api/matches/${id}/history/${back}`)).body;
            expect(hist.view, `${w.label} history @${back}`).toEqual(await publicViewAt(id, back));
            const exp = await get(w, `/api/matches/${id}/export`);
            if (!finished) expect(exp.body.error).toBe('not_finished');
            // A seat's own view before the end: refused to a spectator.
            if (!finished) expect((await get(w, `/api/matches/${id}/history/${back}?as=0`)).body.error).toBe('seat_view_private');
            expect((await (w.client ?? { call: (m: string, p: string, b: unknown) => raw(m, p, b) }).call('POST', `/api/matches/${id}/messages`, { text: 'hi' })).status).toBeGreaterThanOrEqual(401);
          }
          lastChecked = step;
        },
      });
      expect(lastChecked).toBeGreaterThan(10);
      const { id, players, seatOf } = result;
      await new Promise((r) => setTimeout(r, 50));
      // Every socket message: the public view of its version, public events, no move in the log.
      for (const w of watchers) {
        const updates = w.got.filter((m) => m.type === 'update');
        expect(updates.length, `${w.label} live updates`).toBeGreaterThan(10);
        for (const u of updates.slice(-6)) expect(u.match.view).toEqual(await publicViewAt(id, u.match.version));
        for (const u of w.got) checkPublicOnly(`${w.label} socket ${u.type}`, u.type === 'update' ? { ...u, match: { ...u.match, seed: undefined } } : u, u.type === 'update' && u.match.status === 'finished');
        expect(w.got.filter((m) => m.type === 'message').map((m) => m.message.text)).toEqual([]);
      }
      // After the end: anyone replays any seat's own view, which is that seat's engine view then.
      const seat1 = seatOf.get(players[1]!.username)!;
      for (const at of [1, 5]) {
        const mine = await raw('GET', `/api/matches/${id}/history/${at}?as=${seat1}`);
        expect(mine.status, mine.text).toBe(200);
        expect(mine.body).toMatchObject({ step: at, as: seat1 });
        expect(mine.body.view).toEqual(await seatViewAt(id, at, seat1));
      }
      for (const bad of ['__proto__', '-1', '99', '1e3', '']) {
        expect((await raw('GET', `/api/matches/${id}/history/1?as=${encodeURIComponent(bad)}`)).status, `as=${bad}`).toBe(400);
      }
      // Closing a socket: the players' count goes down.
      watchers[0]!.socket.close();
      await new Promise((r) => setTimeout(r, 100));
      expect((await players[0]!.call('GET', `/api/matches/${id}`)).body.spectators.watching).toBe(1);
      watchers[1]!.socket.close();
    });
  });
}

describe('spectators of NIHON (fog of war)', () => {
  it('see the public view one turn late by default; the referee makes it live or forbids it; they never post', async () => {
    const stranger = await register('spnstr');
    let watcher: Watcher | null = null;
    let checks = 0;
    const { id, referee, players } = await playPublicMatch('nihon', {
      turns: 3,
      check: async (matchId) => {
        watcher ??= await watch(matchId, stranger, 'stranger');
        const snap = (await stranger.call('GET', `/api/matches/${matchId}`)).body;
        expect(snap.spectators.mode).toBe('delayed');
        const asOf = snap.spectators.asOf as number;
        expect(asOf).toBeLessThanOrEqual(snap.version);
        // One turn late: what is shown is older than the start of the current turn.
        const starts = await runInDurableObject(stub(matchId), (obj: MatchRoom) => core(obj).store.get(KV.phaseStarts) as number[]);
        expect(asOf).toBe(starts.length >= 2 ? starts[starts.length - 2] : 0);
        expect(snap.view).toEqual(await publicViewAt(matchId, asOf));
        checkPublicOnly('nihon snapshot', snap, false);
        const log = (await stranger.call('GET', `/api/matches/${matchId}/log`)).body as any[];
        expect(Math.max(-1, ...log.map((e) => e.index))).toBeLessThan(Math.max(asOf, 0));
        checkPublicOnly('nihon log', { log }, false);
        // Beyond the moment shown: refused.
        expect((await stranger.call('GET', `/api/matches/${matchId}/history/${asOf + 1}`)).status).toBe(400);
        checks++;
      },
    });
    expect(checks).toBeGreaterThan(5);
    const version = (await players[0]!.call('GET', `/api/matches/${id}`)).body.version;
    // Players are not delayed.
    const player = (await players[0]!.call('GET', `/api/matches/${id}`)).body;
    expect(player.spectators.asOf).toBeUndefined();
    // Hostile policies are refused.
    for (const body of [{ mode: 'delayed' }, { mode: 'delayed', phases: 0 }, { mode: 'delayed', phases: 11 }, { mode: 'delayed', phases: '2' }, { mode: 'never' }, { mode: 'live', __proto__: { x: 1 }, extra: 1 }]) {
      const res = await referee!.call('POST', `/api/matches/${id}/referee`, { action: 'spectators', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await players[0]!.call('POST', `/api/matches/${id}/referee`, { action: 'spectators', mode: 'live' })).body.error).toBe('not_referee');
    // Live: the current public view.
    expect((await referee!.call('POST', `/api/matches/${id}/referee`, { action: 'spectators', mode: 'live' })).status).toBe(200);
    const live = (await stranger.call('GET', `/api/matches/${id}`)).body;
    expect(live.spectators).toMatchObject({ mode: 'live' });
    expect(live.view).toEqual(await publicViewAt(id, version));
    // Forbidden: the seats and the status only; every other read 403.
    expect((await referee!.call('POST', `/api/matches/${id}/referee`, { action: 'spectators', mode: 'forbidden' })).status).toBe(200);
    const shut = (await stranger.call('GET', `/api/matches/${id}`)).body;
    expect(shut.view).toBeNull();
    expect(shut.spectators.mode).toBe('forbidden');
    for (const path of ['/log', '/messages', '/history/1']) {
      const res = await stranger.call('GET', `/api/matches/${id}${path}`);
      expect([res.status, res.body.error], path).toEqual([403, 'spectating_forbidden']);
    }
    const page = (await raw('GET', `/api/matches/${id}/page`)).body;
    expect([page.match.view, page.log, page.messages]).toEqual([null, [], []]);
    expect((await stranger.call('POST', `/api/matches/${id}/messages`, { text: 'psst' })).body.error).toBe('not_a_player');
    // The watcher's socket is told of the change and sees no view.
    await new Promise((r) => setTimeout(r, 50));
    const lastUpdate = watcher!.got.filter((m) => m.type === 'update').at(-1);
    expect(lastUpdate.match.view).toBeNull();
    expect(lastUpdate.fromVersion).toBeUndefined();
    // The players still see everything of theirs.
    expect((await players[0]!.call('GET', `/api/matches/${id}/log`)).status).toBe(200);
    watcher!.socket.close();
  });
});

describe('the lobby\'s Watch list', () => {
  it('lists public matches in play (not private ones, not open ones), filters by game, refuses bad parameters', async () => {
    const [a, b] = [await register('wla'), await register('wlb')];
    const pub = (await a.call('POST', '/api/matches', { game: 'white-castle-duel', players: 2, public: true })).body.id;
    const priv = (await a.call('POST', '/api/matches', { game: 'white-castle-duel', players: 2 })).body.id;
    const open = (await a.call('POST', '/api/matches', { game: 'white-castle-duel', players: 2, public: true })).body.id;
    await b.call('POST', `/api/matches/${pub}/join`, {});
    await b.call('POST', `/api/matches/${priv}/join`, {});
    const list = await raw('GET', '/api/lobby/live?game=white-castle-duel');
    expect(list.status).toBe(200);
    const ids = list.body.matches.map((m: any) => m.id);
    expect(ids).toContain(pub);
    expect(ids).not.toContain(priv);
    expect(ids).not.toContain(open);
    expect(list.body.matches.find((m: any) => m.id === pub)).toMatchObject({ game: 'white-castle-duel', players: 2, seats: [{ seat: 0 }, { seat: 1 }] });
    expect((await raw('GET', '/api/lobby/live?game=sengoku')).body.matches.map((m: any) => m.id)).not.toContain(pub);
    for (const q of ['?game=__proto__', '?game=nope', '?game=sengoku&game=nihon', '?x=1', `?game=${'a'.repeat(5000)}`]) {
      const res = await raw('GET', `/api/lobby/live${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toBe('bad_request');
    }
  });
});
