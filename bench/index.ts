/**
 * `npm run bench`: prints figures, asserts nothing (machines here are noisy; compare the ratios
 * measured side by side in one run).
 *  1. Random complete Sengoku playouts per second, 2 and 4 players (pure engine, in Node).
 *  2. The runtime (bench/runtime.ts), under wrangler dev with local D1 and with D1 made remote
 *     (+30 ms a round trip): a move's HTTP round trip beside a no-op call into the same object
 *     by the same routes (p50/p99 over at least 1000 moves each), D1 round trips on a move's
 *     path and amortised, socket bytes per move for one open page, and a long NIHON match
 *     (page bytes at move 10 vs 1000, replay at step 10 vs 1200, its archive).
 * It ends with the lines of issue 13's "Done when", in that form, to track them run after run.
 */
import { availableParallelism } from 'node:os';
import { randomSource } from '../worker/engine/rng';
import { sengoku } from '../worker/games/sengoku';
import { BENCH_HEAD as HEAD, today, writeFigures } from './figures';
import { measureRuntime, pct } from './runtime';

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

/** What this script prints, also written to docs/figures/bench.md at the end. */
const lines: string[] = [];
const say = (line: string) => { console.log(line); lines.push(line); };

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
say('Sengoku engine, random complete playouts per second (one core):');
for (const [players, advanced] of [[2, false], [4, false], [2, true], [4, true]] as const) {
  say(`  ${players} players, ${advanced ? 'advanced' : 'basic   '}: ${playouts(players, advanced, seconds).toFixed(0)} games/s`);
}

say('The runtime under wrangler dev (local D1, then D1 made remote: +30 ms per round trip):');
const { local, remote, nihon, pageBytes } = await measureRuntime(Number(process.env.BENCH_MOVES ?? 1000));
const f = (x: number) => `${x.toFixed(2)} ms`;
const x = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
for (const [label, r] of [['local D1', local], ['remote D1 (+30 ms)', remote]] as const) {
  say(`HTTP round trips, ${label}, ${r.moveTimes.length} Sengoku moves over ${r.matches} matches:`);
  say(`  move (validate, apply, log, persist, queue the index write, broadcast): p50 ${f(pct(r.moveTimes, 50))}  p99 ${f(pct(r.moveTimes, 99))}`);
  say(`  no-op GET /api/matches/:id/ping into the same object:                    p50 ${f(pct(r.noopTimes, 50))}  p99 ${f(pct(r.noopTimes, 99))}`);
  say(`  ratio move / no-op: p50 ${x(pct(r.moveTimes, 50), pct(r.noopTimes, 50))}  p99 ${x(pct(r.moveTimes, 99), pct(r.noopTimes, 99))}`);
  say(`  D1 round trips: ${r.onPath} on requests' paths, ${r.total} in all (alarm flushes included) for ${r.moveTimes.length} moves`);
}
say('Socket bytes one open page receives per move (the update delta; the page fetches nothing else):');
for (const [game, b] of Object.entries(pageBytes)) say(`  ${game}: ${(b / 1024).toFixed(1)} KB`);
say(`NIHON, 6 clans, ${nihon.turns} turns, ${nihon.steps} steps through the API in ${nihon.seconds.toFixed(0)} s:`);
say(`  clan page bytes per move: ${(nihon.bytesAt10 / 1024).toFixed(1)} KB around move 10, ${(nihon.bytesAt1000 / 1024).toFixed(1)} KB around move 1000`);
say(`  replay view (GET /history/:step, p50 of 15): step 10 ${f(nihon.replay10)}, step 1200 ${f(nihon.replay1200)}, step ${nihon.worstStep} (49 steps past a checkpoint) ${f(nihon.replayWorst)}`);
say(`  NIHON replay step ${nihon.worstStep} / step 10: ${x(nihon.replayWorst, nihon.replay10)}`);
say(`  archive: ${(nihon.exportBytes / 1024).toFixed(0)} KB of JSON, in R2 as ${nihon.archiveKey}; D1 round trips: ${nihon.onPath} on paths, ${nihon.total} in all for ${nihon.steps} steps`);
const moves = local.moveTimes.length + remote.moveTimes.length + nihon.steps;
const pathTrips = local.onPath + remote.onPath + nihon.onPath;
const allTrips = local.total + remote.total + nihon.total;
say(`D1 round trips per move for the whole deployment (queue flush included): ${(allTrips / moves).toFixed(3)}`);
say(`move/no-op p50 local D1: ${x(pct(local.moveTimes, 50), pct(local.noopTimes, 50))}`);
say(`move/no-op p50 remote D1 (+30 ms): ${x(pct(remote.moveTimes, 50), pct(remote.noopTimes, 50))}`);
say(`D1 queries on a move's path: ${pathTrips}`);
say(`page bytes per move, move 1000 / move 10: ${x(nihon.bytesAt1000, nihon.bytesAt10)}`);
say(`NIHON replay step 1200 / step 10: ${x(nihon.replay1200, nihon.replay10)}`);

writeFigures('bench.md', HEAD, 'runtime', [
  `## Engine and runtime (\`npx tsx bench/index.ts\`, ${today()}, ${availableParallelism()} cores)`,
  '',
  '```',
  ...lines,
  '```',
].join('\n'));
