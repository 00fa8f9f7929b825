/**
 * `npm run bench`: prints figures, asserts nothing (machines here are noisy; compare the ratios
 * measured side by side in one run).
 *  1. Random complete Sengoku playouts per second, 2 and 4 players (pure engine, in Node).
 *  2. A move's HTTP round trip into the local Durable Object (wrangler dev: validate, apply,
 *     log, persist, index in D1, broadcast) against a no-op call into the same object by the same
 *     route, p50 and p99 over at least 1000 moves, and their ratio.
 */
import { randomSource } from '../worker/engine/rng';
import { sengoku } from '../worker/games/sengoku';
import { startServer } from '../test/browser/server';

function playouts(players: number, advanced: boolean, seconds: number): number {
  const random = randomSource(`bench-${players}-${advanced}`);
  const end = performance.now() + seconds * 1000;
  let games = 0;
  while (performance.now() < end) {
    let state = sengoku.setup({ players, options: { advanced }, seed: `bench-${games}` });
    while (!sengoku.result(state)) {
      const seat = sengoku.awaiting(state)[0]!;
      const moves = sengoku.legalMoves(state, seat);
      const res = sengoku.applyMove(state, seat, moves[Math.floor(random() * moves.length)]!);
      if (!res.ok) throw new Error(res.rejection.message);
      state = res.state;
    }
    games++;
  }
  return games / seconds;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function http() {
  const server = await startServer();
  try {
    const call = async (method: string, path: string, cookie?: string, body?: unknown) => {
      const res = await fetch(`${server.url}${path}`, {
        method, headers: { ...(cookie ? { Cookie: cookie } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { res, json: await res.json() as any };
    };
    const users: { name: string; cookie: string }[] = [];
    for (const name of [`benchA${Date.now() % 1e6}`, `benchB${Date.now() % 1e6}`]) {
      const { res } = await call('POST', '/api/auth/register', undefined, { username: name, password: 'benchmark password' });
      users.push({ name, cookie: res.headers.get('Set-Cookie')!.split(';')[0]! });
    }
    const moveTimes: number[] = [], noopTimes: number[] = [];
    const random = randomSource('bench-http');
    let matchesPlayed = 0;
    while (moveTimes.length < 1000) {
      const id = (await call('POST', '/api/matches', users[0]!.cookie, { game: 'sengoku', players: 2 })).json.id;
      await call('POST', `/api/matches/${id}/join`, users[1]!.cookie, {});
      for (;;) {
        const m = (await call('GET', `/api/matches/${id}`, users[0]!.cookie)).json;
        if (m.status === 'finished') break;
        const player = users[m.awaiting[0]]!;
        const legal = (await call('GET', `/api/matches/${id}/moves`, player.cookie)).json;
        const move = legal[Math.floor(random() * legal.length)];
        // Interleave the two measures so both see the same machine load.
        let t = performance.now();
        await call('GET', `/api/matches/${id}/ping`, player.cookie);
        noopTimes.push(performance.now() - t);
        t = performance.now();
        const { res } = await call('POST', `/api/matches/${id}/moves`, player.cookie, { move, version: m.version });
        moveTimes.push(performance.now() - t);
        if (res.status !== 200) throw new Error(`move refused: ${res.status}`);
      }
      matchesPlayed++;
    }
    return { moveTimes, noopTimes, matchesPlayed };
  } finally {
    await server.stop();
  }
}

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
console.log('Sengoku engine, random complete playouts per second (one core):');
for (const [players, advanced] of [[2, false], [4, false], [2, true], [4, true]] as const) {
  console.log(`  ${players} players, ${advanced ? 'advanced' : 'basic   '}: ${playouts(players, advanced, seconds).toFixed(0)} games/s`);
}
const { moveTimes, noopTimes, matchesPlayed } = await http();
const f = (x: number) => `${x.toFixed(2)} ms`;
console.log(`HTTP round trips into the local Durable Object (wrangler dev), ${moveTimes.length} moves over ${matchesPlayed} matches:`);
console.log(`  move (validate, apply, log, persist, D1 index, broadcast): p50 ${f(pct(moveTimes, 50))}  p99 ${f(pct(moveTimes, 99))}`);
console.log(`  no-op call into the same object:                          p50 ${f(pct(noopTimes, 50))}  p99 ${f(pct(noopTimes, 99))}`);
console.log(`  ratio move / no-op: p50 ${(pct(moveTimes, 50) / pct(noopTimes, 50)).toFixed(2)}x  p99 ${(pct(moveTimes, 99) / pct(noopTimes, 99)).toFixed(2)}x`);
