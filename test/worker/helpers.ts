import { env, runInDurableObject, SELF } from 'cloudflare:test';
import type { MatchRoom } from '../../worker/match/room';

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
