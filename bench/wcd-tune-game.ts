/**
 * One White Castle Duel game of the `tune` seed set (bench/seed-sets.ts) for the tuning aids
 * (bench/wcd-diag.ts, bench/tune-wcd.ts): game `g` deals its seeds, the seat `g % 2` plays `move`
 * and the other the heuristic bot. Only the tune set: these aids are never run on held-out seeds.
 */
import type { GameResult, Seat } from '../worker/engine/contract';
import { randomSource } from '../worker/engine/rng';
import { GAMES } from '../worker/games/registry';
import { botMove } from '../worker/games/white-castle-duel/bot';
import type { WcdMove, WcdState } from '../worker/games/white-castle-duel/state';
import { seedsOf } from './seed-sets';

const game = GAMES['white-castle-duel'] as any;
const options = game.parseOptions(undefined, 2).options;

export type TuneMove = (s: WcdState, seat: Seat, random: () => number) => WcdMove;

/** Plays tune game `g` to its end: the tested seat and the game's result. */
export function playTuneGame(g: number, move: TuneMove): { seat: Seat; result: GameResult } {
  const seat = g % 2;
  const seeds = seedsOf('tune', game.id, g);
  let s: WcdState = game.setup({ players: 2, options, seed: seeds.deal });
  const random = randomSource(seeds.moves);
  while (!game.result(s)) {
    const m = game.awaiting(s)[0] as Seat;
    s = game.applyMove(s, m, m === seat ? move(s, m, random) : botMove(s, m, random)).state;
  }
  return { seat, result: game.result(s) };
}
