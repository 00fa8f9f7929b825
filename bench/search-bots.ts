/**
 * The bots' strength, measured on named seed sets (docs/bots.md "Measuring the bots"): each level's
 * bot against the game's heuristic bot, N games per game and level, seats rotating (in games for 3+
 * players one measured seat among heuristic ones: a win is finishing first, to compare with
 * 1/players, and each pairing is counted as the ratings count it). Prints the measured seat's win
 * rate with a 95% Wilson interval, its median score and the heuristic's, and the time per searched
 * move (median and max); writes the row of docs/figures/bots.md for each game, level and seed set.
 *
 *   npm run bench:bots -- --seeds heldout --games 100 --level hard [game ids…]
 *   --level easy,medium,hard (or all) · --players 4 (a bigger table where the game allows it)
 *   --minutes N: stop cleanly after the game that passes N minutes of wall clock (the row says
 *   "k of N asked, stopped early"); the games and levels not reached are not written
 *   BUDGET=96,20 npm run bench:bots -- --seeds tune …  (a budget instead of the level's, to tune;
 *   refused on the held-out set, and never written to the docs)
 */
import { GAMES } from '../worker/games/registry';
import { randomSource } from '../worker/engine/rng';
import { budgetFor, easyMove, searchMove, type BotLevel } from '../worker/engine/search-bot';
import type { GameDefinition } from '../worker/engine/contract';
import { today, writeFigureRow } from './figures';
import { SEED_SETS, isSeedSet, seedsOf, type SeedSet } from './seed-sets';

const HEAD = `<!-- Written by \`npm run bench:bots\` (bench/search-bots.ts): each run replaces the rows of the games, levels and seed set it measured. Do not edit by hand. -->
# The bots against the heuristic bot

Measured by \`npm run bench:bots -- --seeds <set> --games <n> --level <levels> <game ids>\`
(bench/search-bots.ts): each level's bot in one seat, the game's heuristic bot in the others, seats
rotating, 95% Wilson interval. Seed sets (bench/seed-sets.ts): \`tune\`, the games tuning may use;
\`heldout\`, games no tuning and no test ever used. In a game of three or more, "wins" is finishing
first, and "pairings won" the bot's seat against each heuristic seat. Times are the CPU time of one searched
move (the process's, not the wall clock) on a shared 2-core machine. See docs/bots.md "Measuring the bots".

| game | level (playouts, depth) | seeds | wins against the heuristic (games) | 95% interval | pairings won | median score, bot vs heuristic | CPU per searched move (median, max) | measured |
|---|---|---|---|---|---|---|---|---|
`;

const LEVELS: BotLevel[] = ['easy', 'medium', 'hard'];

function parseArgs(argv: string[]) {
  const flags: Record<string, string> = {};
  const games: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) flags[a.slice(2)] = argv[++i] ?? '';
    else games.push(a);
  }
  const seeds = flags.seeds ?? 'heldout';
  if (!isSeedSet(seeds)) throw new Error(`--seeds: one of ${Object.keys(SEED_SETS).join(', ')}`);
  const n = Number(flags.games ?? 100);
  if (!Number.isInteger(n) || n < 1) throw new Error('--games: a whole number of games');
  const levelArg = flags.level ?? 'hard';
  const levels = (levelArg === 'all' ? LEVELS : levelArg.split(',')) as BotLevel[];
  for (const l of levels) if (!LEVELS.includes(l)) throw new Error(`--level: ${LEVELS.join(', ')} or all`);
  const [playouts, depth] = (process.env.BUDGET ?? '').split(',').map(Number);
  const budget = playouts && depth ? { playouts, depth } : undefined;
  if (budget && seeds === 'heldout') throw new Error('BUDGET is a tuning run: the held-out seeds are never used for tuning (use --seeds tune)');
  const players = flags.players ?? process.env.PLAYERS;
  const minutes = flags.minutes === undefined ? Infinity : Number(flags.minutes);
  if (!(minutes > 0)) throw new Error('--minutes: a positive number of minutes');
  return { seeds: seeds as SeedSet, n, levels, games, budget, minutes, players: players === undefined ? undefined : Number(players) };
}

export const wilson = (k: number, m: number): [number, number] => {
  const z = 1.96, p = k / m, d = 1 + z * z / m;
  const c = (p + z * z / (2 * m)) / d, h = (z * Math.sqrt(p * (1 - p) / m + z * z / (4 * m * m))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
};
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.floor(s.length / 2)]! : NaN; };
const time = (ms: number) => (!Number.isFinite(ms) ? '—' : ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(1)} s`);
const pct = (k: number, m: number) => `${(100 * k / m).toFixed(0)}%`;
const range = (a: number, b: number) => `${(100 * a).toFixed(0)}–${(100 * b).toFixed(0)}%`;

interface Tally { wins: number; pairs: number; pairWins: number; mine: number[]; theirs: number[]; times: number[] }

/** One seeded game: the level's bot in `seat`, the heuristic elsewhere. */
function playGame(game: GameDefinition<any, any>, players: number, options: unknown, level: BotLevel, budget: { playouts: number; depth: number }, seeds: SeedSet, g: number, t: Tally): void {
  const seat = g % players;
  const { deal, moves } = seedsOf(seeds, game.id, g);
  let s: any = game.setup({ players, options, seed: deal });
  const random = randomSource(moves);
  for (let step = 0; step < 20000 && !game.result(s); step++) {
    const mover = game.awaiting(s)[0];
    if (mover === undefined) { s = game.onDeadline!(s, []).state; continue; }
    let move;
    if (mover !== seat) move = game.botMove(s, mover, random);
    else if (level === 'easy') move = easyMove(game, s, mover, random);
    else {
      // CPU time, not the wall clock: on a loaded machine the clock measures the neighbours.
      const t0 = process.cpuUsage();
      move = searchMove(game, s, mover, random, budget);
      const used = process.cpuUsage(t0);
      // Timed where it searches (elsewhere it plays its heuristic's move at once).
      if (!game.searchPoint || game.searchPoint(s, mover)) t.times.push((used.user + used.system) / 1000);
    }
    const res = game.applyMove(s, mover, move);
    if (!res.ok) throw new Error(`${game.id}: ${res.rejection.message}`);
    s = res.state;
  }
  const result = game.result(s);
  if (!result) throw new Error(`${game.id} game ${g}: no end after 20000 steps`);
  if (result.winners.includes(seat)) t.wins += 1 / result.winners.length;
  const placeOf = (x: number) => result.ranking.find((r) => r.seat === x)!.place;
  for (const r of result.ranking) {
    if (r.seat === seat) continue;
    t.pairs++;
    const d = placeOf(r.seat) - placeOf(seat);
    t.pairWins += d > 0 ? 1 : d === 0 ? 0.5 : 0;
  }
  t.mine.push(result.ranking.find((r) => r.seat === seat)!.score);
  t.theirs.push(...result.ranking.filter((r) => r.seat !== seat).map((r) => r.score));
}

/** Print (at the end) and write the row of the games played so far (`done` of the `args.n` asked). */
function report(id: string, players: number, shown: string, args: ReturnType<typeof parseArgs>, done: number, t: Tally, last: boolean): void {
  const [lo, hi] = wilson(t.wins, done);
  const [plo, phi] = wilson(t.pairWins, t.pairs);
  if (last) {
    const pairwise = players > 2 ? ` · pairings ${pct(t.pairWins, t.pairs)} of ${t.pairs} (95% ${range(plo, phi)})` : '';
    console.log(`${id.padEnd(18)} ${players} players, ${shown}, seeds ${args.seeds}: wins ${pct(t.wins, done)} of ${done} (95% ${range(lo, hi)}; baseline ${(100 / players).toFixed(0)}%)${pairwise}`
      + ` · median score ${median(t.mine)} vs heuristic ${median(t.theirs)} · CPU per searched move median ${time(median(t.times))}, max ${time(Math.max(...t.times))}`);
  }
  if (args.budget) return; // a tuning run: not a level's figures
  writeFigureRow('bots.md', HEAD, [
    `${id} (${players} players)`, shown, `${args.seeds}`, `${pct(t.wins, done)} (${done}${done < args.n ? ` of ${args.n} asked, stopped early` : ''})`, range(lo, hi),
    players > 2 ? `${pct(t.pairWins, t.pairs)} of ${t.pairs} (${range(plo, phi)})` : '',
    `${median(t.mine)} vs ${median(t.theirs)}`, `${time(median(t.times))}, ${time(Math.max(...t.times))}`, today(),
  ], (cells) => `${cells[0]}|${(cells[1] ?? '').split(' ')[0]}|${cells[2]}`);
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const stopAt = Date.now() + args.minutes * 60_000;
  for (const game of Object.values(GAMES) as GameDefinition<any, any>[]) {
    if (args.games.length && !args.games.includes(game.id)) continue;
    const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, args.players ?? game.minPlayers));
    const opts = game.parseOptions(undefined, players);
    if (!opts.ok) throw new Error(opts.message);
    for (const level of args.levels) {
      if (level !== 'easy' && !game.determinize) { console.log(`${game.id}: no search support`); continue; }
      const budget = level === 'easy' ? { playouts: 0, depth: 0 } : args.budget ?? budgetFor(game, level);
      const t: Tally = { wins: 0, pairs: 0, pairWins: 0, mine: [], theirs: [], times: [] };
      const shown = level === 'easy' ? 'easy (heuristic, slips)' : `${level} (${budget.playouts}, ${game.searchDepth !== undefined && game.searchDepth < budget.depth ? `${game.searchDepth} steps` : budget.depth})`;
      for (let g = 0; g < args.n; g++) {
        playGame(game, players, opts.options, level, budget, args.seeds, g, t);
        // The row is written after every game: a run stopped early leaves the games it played, said so.
        const out = Date.now() >= stopAt;
        report(game.id, players, shown, args, g + 1, t, g + 1 === args.n || out);
        if (out) { console.log(`--minutes ${args.minutes}: stopped after ${g + 1} of ${args.n} games`); return; }
      }
    }
  }
}

main();
