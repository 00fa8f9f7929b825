/**
 * The runtime's figures, measured against the real Worker under `wrangler dev` (see issue 13):
 * - a move's HTTP round trip beside the no-op `GET /api/matches/:id/ping` (same routes, same
 *   object, no D1), interleaved, p50/p99, once with local D1 and once with every D1 round trip
 *   made 30 ms slower (`D1_EXTRA_LATENCY_MS`, applied by worker/db/guard.ts);
 * - D1 round trips on a move's path and for the whole deployment (the alarm's queue flush
 *   included), from the guard's counters (`GET /api/debug/d1`, TENKA_DEBUG=1);
 * - bytes of the socket messages one open page receives per move (it applies the deltas and
 *   fetches nothing else), per game, and at move ~10 vs ~1000 of a long NIHON match;
 * - the replay view of a NIHON match at step 10 vs step 1200.
 */
import { createRequire } from 'node:module';
import { randomSource } from '../worker/engine/rng';
import { startServer, type Server } from '../test/browser/server';

// `ws` is in node_modules (no types installed); Node 22's global WebSocket cannot send a Cookie.
const WS = createRequire(import.meta.url)('ws') as any;

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

interface User { name: string; cookie: string }
interface Counters { onPath: number; background: number; queued: number }

class Api {
  constructor(readonly url: string) {}

  async call(method: string, path: string, cookie?: string, body?: unknown): Promise<{ status: number; json: any; bytes: number; headers: Headers }> {
    const res = await fetch(`${this.url}${path}`, {
      method, headers: { ...(cookie ? { Cookie: cookie } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let json: any = null;
    try { json = JSON.parse(text); } catch { json = text; }
    return { status: res.status, json, bytes: Buffer.byteLength(text), headers: res.headers };
  }

  async register(prefix: string): Promise<User> {
    const name = `${prefix}${Math.floor(Math.random() * 1e9)}`.slice(0, 24);
    const r = await fetch(`${this.url}/api/auth/register`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: name, password: 'benchmark password' }),
    });
    if (r.status !== 201) throw new Error(`register: ${r.status} ${await r.text()}`);
    return { name, cookie: r.headers.get('Set-Cookie')!.split(';')[0]! };
  }

  /** The guard's counters: the Worker's and the match object's; counted once when they share an isolate. */
  async d1(matchId: string): Promise<Counters> {
    const { json } = await this.call('GET', `/api/debug/d1?match=${matchId}`);
    if (!json?.worker) throw new Error(`GET /api/debug/d1: ${JSON.stringify(json)} (TENKA_DEBUG=1?)`);
    const w = json.worker, o = json.object;
    const same = !o || o.isolate === w.isolate;
    return {
      onPath: w.onPath + (same ? 0 : o.onPath),
      background: w.background + (same ? 0 : o.background),
      queued: o?.queued ?? 0,
    };
  }

  /** Wait until the match object's D1 queue is empty (the alarm flushed it). */
  async drained(matchId: string, timeoutMs = 15_000): Promise<Counters> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const c = await this.d1(matchId);
      if (c.queued === 0 || Date.now() > end) return c;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** One open match page: a socket as `user`, counting the bytes of each update by the version it brings. */
class Page {
  readonly byVersion = new Map<number, number>();
  updates = 0;
  updateBytes = 0;
  private ws: any;

  static async open(api: Api, matchId: string, user: User): Promise<Page> {
    const p = new Page();
    const ws = new WS(`${api.url.replace(/^http/, 'ws')}/api/matches/${matchId}/ws`, { headers: { Cookie: user.cookie } });
    p.ws = ws;
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (data: Buffer | string) => {
        const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
        const msg = JSON.parse(String(data));
        if (msg.type === 'hello') resolve();
        if (msg.type === 'update') {
          p.updates++;
          p.updateBytes += bytes;
          p.byVersion.set(msg.version, (p.byVersion.get(msg.version) ?? 0) + bytes);
        }
      });
      ws.on('error', reject);
    });
    return p;
  }

  /** Wait until the update for `version` arrived. */
  async sawVersion(version: number, timeoutMs = 5000): Promise<boolean> {
    const end = Date.now() + timeoutMs;
    while (!this.byVersion.has(version)) {
      if (Date.now() > end) return false;
      await new Promise((r) => setTimeout(r, 5));
    }
    return true;
  }

  close(): void { try { this.ws.close(); } catch { /* closed */ } }
}

export interface MoveRun {
  moveTimes: number[]; noopTimes: number[]; matches: number;
  /** D1 round trips while the moves were played, on requests' paths, and in all (flush included, after the last move). */
  onPath: number; total: number;
  /** Bytes per move of the socket updates one open page (seat 0) received. */
  pageBytesPerMove: number;
}

/**
 * Random matches of `game` played through the API until `moves` moves were made: before each move
 * a no-op ping into the same object, so both see the same machine load.
 */
export async function playMoves(api: Api, game: string, players: User[], moves: number, seed: string, maxPerMatch = Infinity): Promise<MoveRun> {
  const random = randomSource(seed);
  const out: MoveRun = { moveTimes: [], noopTimes: [], matches: 0, onPath: 0, total: 0, pageBytesPerMove: 0 };
  let pageBytes = 0, pageMoves = 0;
  while (out.moveTimes.length < moves) {
    const created = await api.call('POST', '/api/matches', players[0]!.cookie, { game, players: players.length });
    if (created.status !== 201) throw new Error(`create ${game}: ${created.status} ${JSON.stringify(created.json)}`);
    const id = created.json.id as string;
    for (const p of players.slice(1)) await api.call('POST', `/api/matches/${id}/join`, p.cookie, {});
    const page = await Page.open(api, id, players[0]!);
    const before = await api.drained(id);
    let made = 0;
    for (;;) {
      const m = (await api.call('GET', `/api/matches/${id}`, players[0]!.cookie)).json;
      if (m.status === 'finished' || !m.awaiting?.length || made >= maxPerMatch || out.moveTimes.length >= moves) break;
      const player = players.find((p) => p.name === m.seats[m.awaiting[0]].username)!;
      const legal = (await api.call('GET', `/api/matches/${id}/moves`, player.cookie)).json as unknown[];
      const move = legal[Math.floor(random() * legal.length)];
      let t = performance.now();
      await api.call('GET', `/api/matches/${id}/ping`, player.cookie);
      out.noopTimes.push(performance.now() - t);
      t = performance.now();
      const res = await api.call('POST', `/api/matches/${id}/moves`, player.cookie, { move, version: m.version });
      out.moveTimes.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`${game} move refused: ${res.status} ${JSON.stringify(res.json)}`);
      await page.sawVersion(res.json.version);
      made++;
    }
    const during = await api.d1(id);
    const after = await api.drained(id);
    out.onPath += during.onPath - before.onPath;
    out.total += after.onPath + after.background - before.onPath - before.background;
    pageBytes += page.updateBytes;
    pageMoves += made;
    page.close();
    out.matches++;
  }
  out.pageBytesPerMove = pageBytes / Math.max(1, pageMoves);
  return out;
}

export interface NihonRun {
  steps: number; turns: number; seconds: number;
  /** Average socket bytes per step for clan 0's page over the turn holding step ~10 and step ~1000. */
  bytesAt10: number; bytesAt1000: number;
  replay10: number; replay1200: number; replayWorst: number; worstStep: number;
  exportBytes: number; archiveKey: string | null; onPath: number; total: number;
}

/**
 * A long refereed six-clan NIHON match through the API: each turn every clan sends one order (a
 * random one of its legal `order` steps) and marks its sheet final: 12 steps a turn, 101 turns.
 */
export async function nihonLong(api: Api, turnLimit = 101): Promise<NihonRun> {
  const t0 = performance.now();
  const random = randomSource('bench-nihon-long');
  const ref = await api.register('bref');
  const clans: User[] = [];
  for (let i = 0; i < 6; i++) clans.push(await api.register(`bclan${i}`));
  const created = await api.call('POST', '/api/matches', ref.cookie, { game: 'nihon', players: 6, referee: true, options: { victoryPrestige: 999, turnLimit } });
  if (created.status !== 201) throw new Error(`create nihon: ${created.status} ${JSON.stringify(created.json)}`);
  const id = created.json.id as string;
  for (const c of clans) {
    const j = await api.call('POST', `/api/matches/${id}/join`, c.cookie, {});
    if (j.status !== 200) throw new Error(`join: ${j.status}`);
  }
  const page = await Page.open(api, id, clans[0]!);
  const before = await api.drained(id);
  let onPathDuring = 0;
  let version = (await api.call('GET', `/api/matches/${id}`, ref.cookie)).json.version as number;
  const turnSpans: { from: number; to: number }[] = [];
  const post = async (c: User, move: unknown) => {
    const t = performance.now();
    const res = await api.call('POST', `/api/matches/${id}/moves`, c.cookie, { move, version });
    if (res.status === 200) {
      version = res.json.version;
      await page.sawVersion(version);
    }
    return { res, ms: performance.now() - t };
  };
  let status = 'active';
  let turns = 0;
  while (status === 'active') {
    const from = version;
    for (const c of clans) {
      const legal = (await api.call('GET', `/api/matches/${id}/moves`, c.cookie)).json as { type: string }[];
      const orders = legal.filter((m) => m.type === 'order');
      let sent = false;
      for (let attempt = 0; attempt < 4 && orders.length && !sent; attempt++) {
        const { res } = await post(c, orders[Math.floor(random() * orders.length)]);
        sent = res.status === 200;
      }
      if (!sent) {
        const { res } = await post(c, { type: 'submit-orders', sheet: {} });
        if (res.status !== 200) throw new Error(`submit-orders: ${res.status} ${JSON.stringify(res.json)}`);
      }
      const { res } = await post(c, { type: 'mark-final' });
      if (res.status !== 200) throw new Error(`mark-final: ${res.status} ${JSON.stringify(res.json)}`);
    }
    turnSpans.push({ from, to: version });
    turns++;
    status = (await api.call('GET', `/api/matches/${id}`, ref.cookie)).json.status;
    if (turns > turnLimit + 2) throw new Error('the NIHON match did not end');
  }
  const seconds = (performance.now() - t0) / 1000;
  onPathDuring = (await api.d1(id)).onPath - before.onPath;
  const after = await api.drained(id);
  page.close();
  const perStep = (step: number) => {
    const at = Math.min(step, turnSpans[turnSpans.length - 1]!.to);
    const span = turnSpans.find((s) => s.from < at && at <= s.to)!;
    let bytes = 0;
    for (let v = span.from + 1; v <= span.to; v++) bytes += page.byVersion.get(v) ?? 0;
    return bytes / (span.to - span.from);
  };
  // Replay: step 10 (from the set-up), step 1200 (a checkpoint), and the worst case of the match
  // (the step farthest from a checkpoint: 49 steps past one).
  const far = Math.min(1200, version);
  const worstStep = Math.max(1, Math.floor((version - 1) / 50) * 50 - 1);
  const samples: Record<number, number[]> = { 10: [], [far]: [], [worstStep]: [] };
  for (let i = 0; i < 15; i++) {
    for (const step of [10, far, worstStep]) {
      const t = performance.now();
      const r = await api.call('GET', `/api/matches/${id}/history/${step}`, ref.cookie);
      if (r.status !== 200) throw new Error(`history/${step}: ${r.status}`);
      samples[step]!.push(performance.now() - t);
    }
  }
  const archive = await api.call('GET', `/api/matches/${id}/archive`, ref.cookie);
  if (archive.status !== 200) throw new Error(`archive: ${archive.status} ${JSON.stringify(archive.json).slice(0, 200)}`);
  return {
    steps: version, turns, seconds,
    bytesAt10: perStep(10), bytesAt1000: perStep(1000),
    replay10: pct(samples[10]!, 50), replay1200: pct(samples[far]!, 50), replayWorst: pct(samples[worstStep]!, 50), worstStep,
    exportBytes: archive.bytes, archiveKey: archive.headers.get('X-Tenka-Archive'),
    onPath: onPathDuring, total: after.onPath + after.background - before.onPath - before.background,
  };
}

export async function withServer<T>(vars: Record<string, string>, fn: (api: Api, server: Server) => Promise<T>): Promise<T> {
  const server = await startServer({ vars });
  try {
    return await fn(new Api(server.url), server);
  } finally {
    await server.stop();
  }
}

export interface RuntimeFigures {
  local: MoveRun; remote: MoveRun; nihon: NihonRun;
  pageBytes: Record<string, number>;
}

/** Both servers, one after the other; Sengoku moves on both, the rest on the local one. */
export async function measureRuntime(moves = 1000, log: (s: string) => void = console.log): Promise<RuntimeFigures> {
  const pageBytes: Record<string, number> = {};
  const { local, nihon } = await withServer({ TENKA_DEBUG: '1', RATE_LIMITS: 'off' }, async (api) => {
    const users = [await api.register('benchA'), await api.register('benchB')];
    const local = await playMoves(api, 'sengoku', users, moves, 'bench-http');
    log(`  local D1: ${local.moveTimes.length} Sengoku moves over ${local.matches} matches`);
    pageBytes.sengoku = local.pageBytesPerMove;
    try {
      pageBytes['white-castle-duel'] = (await playMoves(api, 'white-castle-duel', users, 100, 'bench-wcd', 100)).pageBytesPerMove;
      const three = [...users, await api.register('benchC')];
      pageBytes['rising-sun'] = (await playMoves(api, 'rising-sun', three, 100, 'bench-rs', 100)).pageBytesPerMove;
    } catch (e) { log(`  (page bytes of the other games not measured: ${(e as Error).message.slice(0, 200)})`); }
    log('  playing a 101-turn six-clan NIHON match through the API…');
    const nihon = await nihonLong(api, Number(process.env.BENCH_NIHON_TURNS ?? 101));
    pageBytes.nihon = (nihon.bytesAt10 + nihon.bytesAt1000) / 2;
    log(`  NIHON: ${nihon.steps} steps over ${nihon.turns} turns in ${nihon.seconds.toFixed(0)} s`);
    return { local, nihon };
  });
  const remote = await withServer({ TENKA_DEBUG: '1', RATE_LIMITS: 'off', D1_EXTRA_LATENCY_MS: '30' }, async (api) => {
    const users = [await api.register('benchA'), await api.register('benchB')];
    const remote = await playMoves(api, 'sengoku', users, moves, 'bench-http-remote');
    log(`  remote D1 (+30 ms): ${remote.moveTimes.length} Sengoku moves over ${remote.matches} matches`);
    return remote;
  });
  return { local, remote, nihon, pageBytes };
}
