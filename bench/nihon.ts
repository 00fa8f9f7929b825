/**
 * NIHON benchmark: adjudication time of a full six-clan turn at turns 1, 50 and 100 of a bot-played
 * game, and the serialized state size at turn 100. Run: npx tsx bench/nihon.ts
 */
import { availableParallelism } from 'node:os';
import { randomSource } from '../worker/engine/rng';
import { nihon, randomSheet, resolveTurn } from '../worker/games/nihon/index';
import type { NihonState } from '../worker/games/nihon/types';
import { BENCH_HEAD, today, writeFigures } from './figures';

const seed = process.argv[2] ?? 'bench-nihon-1';
const rnd = randomSource(`${seed}-bot`);
const opts = nihon.parseOptions({}, 6);
if (!opts.ok) throw new Error(opts.message);
// Play to turn 100 even if someone becomes Shogun earlier: the bench measures the engine, not the game.
let s: NihonState = nihon.setup({ players: 6, options: { ...opts.options, victoryPrestige: 999 }, seed });
const times: Record<number, number> = {};
const counts: Record<number, number> = {};
const measure = (st: NihonState) => {
  // Median of 15 adjudications of the same turn (resolveTurn is pure).
  const ts: number[] = [];
  for (let i = 0; i < 15; i++) { const t0 = performance.now(); resolveTurn(st); ts.push(performance.now() - t0); }
  ts.sort((a, b) => a - b);
  return ts[7]!;
};
for (let turn = 1; turn <= 100 && s.phase === 'orders'; turn++) {
  const withSheets: NihonState = { ...s, sheets: s.clans.map((_, i) => (s.clans[i]!.status === 'abandoned' ? null : randomSheet(s, i, rnd))) };
  if (turn === 1 || turn === 50 || turn === 100) {
    // The measured turns order every character, army, fleet and governed province.
    const full: NihonState = { ...s, sheets: s.clans.map((_, i) => randomSheet(s, i, rnd, { full: true })) };
    times[turn] = measure(full);
    const n = full.sheets.reduce((k, sh) => k + Object.keys(sh?.characters ?? {}).length + Object.keys(sh?.armies ?? {}).length + (sh?.fleets?.length ?? 0) + Object.keys(sh?.provinces ?? {}).length, 0);
    counts[turn] = n;
  }
  s = resolveTurn(withSheets).state;
}
const lines = [
  ...[1, 50, 100].map((t) => `turn ${t}: ${times[t]?.toFixed(2) ?? 'n/a'} ms to adjudicate the six-clan turn (${counts[t] ?? 0} orders; median of 15)`),
  `state size after turn 100: ${(JSON.stringify(s).length / 1024).toFixed(1)} KB (turn ${s.turn - 1} resolved, phase ${s.phase})`,
];
for (const line of lines) console.log(line);
writeFigures('bench.md', BENCH_HEAD, 'nihon', [
  `## NIHON adjudication (\`npx tsx bench/nihon.ts ${seed}\`, ${today()}, ${availableParallelism()} cores)`,
  '',
  '```',
  ...lines,
  '```',
].join('\n'));
