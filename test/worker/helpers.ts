import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import type { MatchRoom } from '../../worker/match/room';
import { KV } from '../../worker/match/keys';

export const BASE = 'http://localhost';

export interface Client {
  username: string;
  cookie: string;
  token: string;
  call<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T; text: string; headers: Headers }>;
}

export async function raw(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const res = await SELF.fetch(`${BASE}${path}`, init);
  const text = await res.text();
  let parsed: any = null;
  try { parsed = JSON.parse(text); } catch { parsed = text; }
  return { status: res.status, body: parsed, text, headers: res.headers };
}

let counter = 0;
export async function register(prefix = 'user'): Promise<Client> {
  const username = `${prefix}${++counter}${Math.floor(Math.random() * 1e6)}`.slice(0, 24);
  const res = await raw('POST', '/api/auth/register', { username, password: 'correct horse battery' });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  const cookie = res.headers.get('Set-Cookie')!.split(';')[0]!;
  return {
    username, cookie, token: res.body.token,
    call: (method, path, body, headers = {}) => raw(method, path, body, { Cookie: cookie, ...headers }),
  };
}

/** Play a match to its end through the HTTP API, each seat taking its first (or random) legal move. */
export async function playToEnd(matchId: string, clients: Client[], pick: (n: number) => number = () => 0, onStep?: (res: any) => void) {
  for (let guard = 0; guard < 2000; guard++) {
    const m = await clients[0]!.call('GET', `/api/matches/${matchId}`);
    if (m.body.status === 'finished') return m.body;
    const seat = m.body.awaiting[0];
    const player = clients.find((c) => m.body.seats[seat].username === c.username)!;
    const moves = (await player.call('GET', `/api/matches/${matchId}/moves`)).body as unknown[];
    if (!moves.length) throw new Error('an awaited seat has no legal move');
    const move = moves[pick(moves.length)];
    const res = await player.call('POST', `/api/matches/${matchId}/moves`, { move, version: m.body.version });
    if (res.status !== 200) throw new Error(`move refused: ${res.status} ${res.text}`);
    onStep?.(res);
  }
  throw new Error('the match did not end');
}

/** Run the match object's alarm now: the D1 queue (index, seats, archive) and the outbox are flushed. */
export async function settle(matchId: string): Promise<void> {
  const stub = env.MATCHES.get(env.MATCHES.idFromName(matchId));
  await runInDurableObject(stub, async (obj: MatchRoom) => { await obj.alarm(); });
}

/**
 * Every game with a board, played to its final scoring through the public HTTP API only: the
 * clients know nothing but the legal moves the server lists (random choices among them).
 */
export async function playWholeMatch(game: string, players: number, atStart?: (id: string, clients: Client[], seatOf: Map<string, number>) => Promise<void>) {
  const clients: Client[] = [];
  for (let i = 0; i < players; i++) clients.push(await register(`${game.slice(0, 4)}${players}`));
  const id = (await clients[0]!.call('POST', '/api/matches', { game, players })).body.id;
  for (const c of clients.slice(1)) expect((await c.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  const seatOf = new Map<string, number>();
  let moves = 0;
  for (let guard = 0; guard < 5000; guard++) {
    const m = (await clients[0]!.call('GET', `/api/matches/${id}`)).body;
    if (m.status === 'finished') return { m, moves, id, clients, seatOf };
    if (!seatOf.size) {
      for (const s of m.seats) seatOf.set(s.username, s.seat);
      await atStart?.(id, clients, seatOf);
      continue;
    }
    const seat = m.awaiting[0];
    const player = clients.find((c) => seatOf.get(c.username) === seat)!;
    const legal = ((await player.call('GET', `/api/matches/${id}/moves`)).body as any[])
      // Keep the match moving: no undo, no gifts (free moves that never end a wait).
      .filter((x) => !['undo', 'gift', 'offerDeal'].includes(x.type));
    expect(legal.length).toBeGreaterThan(0);
    const move = legal[Math.floor(Math.random() * legal.length)];
    const res = await player.call('POST', `/api/matches/${id}/moves`, { move, version: m.version });
    expect(res.status, res.text).toBe(200);
    moves++;
  }
  throw new Error(`${game} did not end`);
}


/**
 * Move a match's deadline to `at` (a test standing in for the passing of time). Through the object's
 * own store, which keeps its values in memory: a raw SQL update would not be seen by the object.
 */
export function moveDeadline(obj: MatchRoom, at: number): void {
  const store = (obj as any).core.store;
  store.put(KV.deadline, { ...store.get(KV.deadline), at });
}
