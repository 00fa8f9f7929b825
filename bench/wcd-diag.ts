/**
 * Where the White Castle Duel bots' points come from, on the `tune` seed set only: the final score
 * sheet's parts (clan points, coins and seals, resources, flags, katanas, kabutos, cranes), their
 * medians, for a policy against the heuristic bot: the planned step everywhere (`planned`), the
 * heuristic's look at the lantern move then planned steps (`look`), each in a redrawn world (`-real`:
 * on the real state, hidden cards read), the hard search (`hard`; BUDGET=playouts,depth
 * for another budget) or the heuristic itself. A tuning aid (docs/bots.md): never on held-out seeds.
 *
 *   npx tsx bench/wcd-diag.ts <policy = planned|look|two|two-all|planned-real|look-real|hard|hard-planned|heuristic> [games = 12] [from = 0]
 */
import { budgetFor, searchMove } from '../worker/engine/search-bot';
import { GAMES } from '../worker/games/registry';
import { botMove, lookaheadMove, plannedMove } from '../worker/games/white-castle-duel/bot';
import { endgameEstimate } from '../worker/games/white-castle-duel/estimate';
import { judgeTwoTurns, plannedTwoTurnMove } from '../worker/games/white-castle-duel/plan';
import { determinize } from '../worker/games/white-castle-duel/search';
import type { ScoreBreakdown } from '../worker/games/white-castle-duel/scoring';
import type { WcdMove, WcdState } from '../worker/games/white-castle-duel/state';
import { playTuneGame } from './wcd-tune-game';

const game = GAMES['white-castle-duel'] as any;
const policy = process.argv[2] ?? 'planned';
const n = Number(process.argv[3] ?? 12);
const from = Number(process.argv[4] ?? 0);

function move(s: WcdState, seat: number, random: () => number) {
  if (policy === 'heuristic') return botMove(s, seat, random);
  // `hard-planned`: the hard bot as it was, its steps after the first move planned by the end of the turn.
  if (policy === 'hard-planned') return searchMove<WcdState, WcdMove>({ ...game, followMove: (x: WcdState, k: number, r: () => number) => plannedMove(x, k, r, endgameEstimate) }, s, seat, random, budgetFor(game, 'hard'));
  if (policy === 'hard') return searchMove<WcdState, WcdMove>(game, s, seat, random, process.env.BUDGET ? { playouts: Number(process.env.BUDGET.split(',')[0]), depth: Number(process.env.BUDGET.split(',')[1]) } : budgetFor(game, 'hard'));
  // In a redrawn world, as the search bot must play: on the real state its look at the rest of the
  // turn reads hidden cards (planned on the real state: median 41 where the honest one made 39).
  const world = policy.endsWith('-real') ? s : determinize(s, seat, random);
  if (policy.startsWith('look') && s.turn?.stage === 'start') return lookaheadMove(world, seat, random, endgameEstimate);
  // The hard bot's judgement without its playouts: first moves two turns ahead (plan.ts), the
  // rest of the turn planned (`two`) or judged two turns ahead too (`two-all`; FOLLOW=k candidates).
  if (policy.startsWith('two') && s.turn?.stage === 'start') return judgeTwoTurns(world, seat, random, endgameEstimate)[0]?.move ?? plannedMove(world, seat, random, endgameEstimate);
  if (policy.startsWith('two-all')) return plannedTwoTurnMove(world, seat, random, endgameEstimate, Number(process.env.FOLLOW ?? 3));
  return plannedMove(world, seat, random, endgameEstimate);
}

// The CPU of the tested seat's moves (the process's, not the wall clock): its first moves (the
// searched ones, as bench:bots times them), the steps after them, and whole turns.
const cpu = { first: [] as number[], follow: [] as number[], turn: [] as number[] };
function timedMove(s: WcdState, seat: number, random: () => number) {
  const t0 = process.cpuUsage();
  const m = move(s, seat, random);
  const used = process.cpuUsage(t0);
  const ms = (used.user + used.system) / 1000;
  if (s.turn?.stage === 'start') { cpu.first.push(ms); cpu.turn.push(ms); } else { cpu.follow.push(ms); if (cpu.turn.length) cpu.turn[cpu.turn.length - 1]! += ms; }
  return m;
}

const parts = ['total', 'clanPoints', 'coinsSeals', 'resources', 'flags', 'katanas', 'kabutos', 'cranes'] as const;
const rows: Record<string, number>[] = [];
let wins = 0;
for (let g = from; g < from + n; g++) {
  const { seat, result: r } = playTuneGame(g, timedMove);
  if (r.winners.includes(seat)) wins++;
  const b = r.ranking.find((x) => x.seat === seat)!.breakdown as ScoreBreakdown;
  const o = r.ranking.find((x) => x.seat !== seat)!.score;
  const row = { total: b.total, clanPoints: b.clanPoints, coinsSeals: b.coinsSeals, resources: b.resources, flags: b.flags.points, katanas: b.katanas.points, kabutos: b.kabutos.points, cranes: b.cranes.points };
  rows.push(row);
  console.log(g, `vs ${o}`, JSON.stringify(row), `flags ${b.flags.count}x${b.flags.multiplier} kat ${b.katanas.count}x${b.katanas.multiplier} kab ${b.kabutos.count}x${b.kabutos.multiplier} cranes ${b.cranes.blue}x${b.cranes.white} step ${b.courtierStep} seals ${b.sealsPlaced}`);
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mean = (xs: number[]) => +(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1);
console.log(policy, `wins ${wins}/${n}`, parts.map((k) => `${k} ${med(rows.map((r) => r[k]!))}/${mean(rows.map((r) => r[k]!))}`).join(' · '));
const ms = (xs: number[]) => `median ${Math.round(med(xs) ?? 0)} ms, max ${Math.round(Math.max(0, ...xs))} ms`;
console.log(`CPU: first move ${ms(cpu.first)} · a step after it ${ms(cpu.follow)} · a whole turn ${ms(cpu.turn)}`);
