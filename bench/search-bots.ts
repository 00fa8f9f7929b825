/**
 * Search bot against the heuristic bot (docs/bots.md "Search bots"): N games per game, seats alternating
 * (in games for 3+ players one search seat among heuristic ones: a win is finishing first, to
 * compare with 1/players). Prints the search seat's win rate with a 95% interval (Wilson), its
 * median score and the heuristic's, and the search's time per searched move (median and max).
 *
 *   npx tsx bench/search-bots.ts [games per game = 40] [level = medium] [game ids…]
 *   PLAYERS=4 npx tsx bench/search-bots.ts …   (a table of 4 where the game allows it; default its minimum)
 *   BUDGET=96,20 npx tsx bench/search-bots.ts …  (playouts and depth instead of the level's: to tune a game's levels)
 *
 * Each game's figures (without BUDGET: a level's own) also replace that game, table size and level's
 * row of docs/figures/search-bots.md, which the docs link to instead of typing the numbers.
 */
import { GAMES } from '../worker/games/registry';
import { randomSource } from '../worker/engine/rng';
import { budgetFor, searchMove, type SearchLevel } from '../worker/engine/search-bot';
import { today, writeFigureRow } from './figures';

const HEAD = `<!-- Written by \`npm run bench:bots\` (bench/search-bots.ts): each run replaces the rows of the games and level it measured. Do not edit by hand. -->
# Search bots against the heuristic bot

Measured by \`npm run bench:bots -- <games> <level> <game ids>\` (bench/search-bots.ts; \`PLAYERS=4\` for a
bigger table): seeded games, seats rotating, 95% Wilson interval; on a shared machine, so the times
are upper bounds. In a game of three or more, "wins" is finishing first, and "pairings won" the
search seat against each heuristic seat. See docs/bots.md "Search bots".

| game | level (playouts, depth) | search's wins (games) | 95% interval | pairings won | median score, search vs heuristic | time per searched move (median, max) | measured |
|---|---|---|---|---|---|---|---|
`;
const time = (ms: number) => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(1)} s`);

const n = Number(process.argv[2] ?? 40);
const level = (process.argv[3] ?? 'medium') as SearchLevel;
const only = process.argv.slice(4);

const wilson = (k: number, m: number) => {
  const z = 1.96, p = k / m, d = 1 + z * z / m;
  const c = (p + z * z / (2 * m)) / d, h = (z * Math.sqrt(p * (1 - p) / m + z * z / (4 * m * m))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
};
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.floor(s.length / 2)]! : NaN; };

for (const game of Object.values(GAMES)) {
  if (only.length && !only.includes(game.id)) continue;
  if (!game.determinize) { console.log(`${game.id}: no search support yet`); continue; }
  const [playouts, depth] = (process.env.BUDGET ?? '').split(',').map(Number);
  const budget = playouts && depth ? { playouts, depth } : budgetFor(game, level);
  const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, Number(process.env.PLAYERS ?? game.minPlayers)));
  const opts = game.parseOptions(undefined, players);
  if (!opts.ok) throw new Error(opts.message);
  let wins = 0, pairs = 0, pairWins = 0;
  const mine: number[] = [], theirs: number[] = [], times: number[] = [];
  for (let g = 0; g < n; g++) {
    const searchSeat = g % players;
    let s: any = game.setup({ players, options: opts.options, seed: `bench-${game.id}-${g}` });
    const random = randomSource(`moves-${g}`);
    for (let step = 0; step < 5000 && !game.result(s); step++) {
      const seat = game.awaiting(s)[0];
      if (seat === undefined) { s = game.onDeadline!(s, []).state; continue; }
      let move;
      if (seat === searchSeat) {
        const t0 = performance.now();
        move = searchMove(game, s, seat, random, budget);
        // Timed where it searches (elsewhere it plays its heuristic's move at once).
        if (!game.searchPoint || game.searchPoint(s, seat)) times.push(performance.now() - t0);
      } else move = game.botMove(s, seat, random);
      const res = game.applyMove(s, seat, move);
      if (!res.ok) throw new Error(`${game.id}: ${res.rejection.message}`);
      s = res.state;
    }
    const result = game.result(s)!;
    if (result.winners.includes(searchSeat)) wins += 1 / result.winners.length;
    // Pairwise, as the ratings count a multiplayer result: the search seat against each heuristic seat.
    const placeOf = (seat: number) => result.ranking.find((r) => r.seat === seat)!.place;
    for (const r of result.ranking) {
      if (r.seat === searchSeat) continue;
      pairs++;
      const d = placeOf(r.seat) - placeOf(searchSeat);
      pairWins += d > 0 ? 1 : d === 0 ? 0.5 : 0;
    }
    mine.push(result.ranking.find((r) => r.seat === searchSeat)!.score);
    theirs.push(...result.ranking.filter((r) => r.seat !== searchSeat).map((r) => r.score));
  }
  const [lo = 0, hi = 1] = wilson(wins, n);
  const [plo = 0, phi = 1] = wilson(pairWins, pairs);
  const pairwise = players > 2 ? ` · beats a heuristic seat in ${(100 * pairWins / pairs).toFixed(0)}% of ${pairs} pairings (95% ${(100 * plo).toFixed(0)}-${(100 * phi).toFixed(0)}%)` : '';
  console.log(`${game.id.padEnd(18)} ${players} players, ${level} (${budget.playouts} playouts, depth ${Math.min(budget.depth, game.searchDepth ?? Infinity)}): search wins ${(100 * wins / n).toFixed(0)}% of ${n} (95% ${(100 * lo).toFixed(0)}-${(100 * hi).toFixed(0)}%; baseline ${(100 / players).toFixed(0)}%)${pairwise}`
    + ` · median score ${median(mine)} vs heuristic ${median(theirs)} · ms per searched move median ${median(times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}`);
  if (process.env.BUDGET) continue; // a tuning run: not a level's figures
  const depthShown = game.searchDepth !== undefined && game.searchDepth < budget.depth ? `${game.searchDepth} steps` : `${budget.depth}`;
  const pct = (k: number, m: number) => `${(100 * k / m).toFixed(0)}%`;
  const range = (a: number, b: number) => `${(100 * a).toFixed(0)}–${(100 * b).toFixed(0)}%`;
  writeFigureRow('search-bots.md', HEAD, [
    `${game.id} (${players} players)`,
    `${level} (${budget.playouts}, ${depthShown})`,
    `${pct(wins, n)} (${n})`,
    range(lo, hi),
    players > 2 ? `${pct(pairWins, pairs)} of ${pairs} (${range(plo, phi)})` : '',
    `${median(mine)} vs ${median(theirs)}`,
    `${time(median(times))}, ${time(Math.max(...times))}`,
    today(),
  ], (cells) => `${cells[0]}|${(cells[1] ?? '').split(' ')[0]}`);
}
