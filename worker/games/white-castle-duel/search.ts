/**
 * What the search bot (worker/engine/search-bot.ts) needs of the White Castle Duel:
 * - a world the seat cannot tell from the real one: only the top card of each influence deck, the
 *   lantern row and the top merchandise tiles are seen, so the hidden influence cards are dealt
 *   again among the decks (each keeps its size), the lantern deck and the merchandise piles below
 *   their tops are shuffled, and the generator gets a new seed;
 * - a position's worth: the end-game estimate (estimate.ts: what the score sheet will be worth at
 *   the end), the seat's against its opponent's;
 * - the lantern moves worth a search: the best few by the bot's look at the rest of the turn,
 *   judged by that estimate (`searchCandidates`);
 * - a cheap playout move: the greedy step by the estimate, without the look-ahead on the lantern
 *   move (the look-ahead makes a step ten times slower, which a search pays thousands of times);
 * - the steps of its own turn after the lantern move: greedy by the estimate too (`followMove`),
 *   not by the heuristic's cruder value.
 */
import type { Seat } from '../../engine/contract';
import { rngFrom, shuffleWith } from '../../engine/rng';
import { greedyMove, judgeLanternMoves, plannedMove } from './bot';
import { endgameEstimate } from './estimate';
import { legalMoves } from './rules';
import type { WcdMove, WcdState } from './state';

/** Lantern moves the search weighs: the heuristic's best few (its look at the rest of the turn), so the playouts split among moves worth the doubt. */
export const LANTERN_CANDIDATES = 3;
/**
 * How far below the best a lantern move may be judged and still get playouts. A win is worth
 * far more to a playout than a few points, so among moves that all win the playouts hardly tell
 * them apart and the most visited is near chance: a move the estimate puts clearly ahead is played
 * without a search, and the playouts decide only between moves it cannot separate.
 */
export const CANDIDATE_MARGIN = 2;

export function determinize(s: WcdState, seat: Seat, random: () => number): WcdState {
  void seat;
  // Sorted before shuffling: the redrawn world must not depend on the real order of what is hidden.
  const hidden = shuffleWith(random, s.castle.decks.flatMap((d) => d.slice(1)).sort());
  let at = 0;
  const decks = s.castle.decks.map((d) => (d.length ? [d[0]!, ...hidden.slice(at, (at += d.length - 1))] : []));
  const tail = (pile: string[]) => (pile.length ? [pile[0]!, ...shuffleWith(random, pile.slice(1).sort())] : []);
  return {
    ...s,
    rng: rngFrom(random),
    castle: { ...s.castle, decks },
    lanternDeck: shuffleWith(random, [...s.lanternDeck].sort()),
    merchandise: { common: tail(s.merchandise.common), luxury: tail(s.merchandise.luxury) },
  };
}

export function evaluate(s: WcdState, seat: Seat): number {
  return endgameEstimate(s, seat) - endgameEstimate(s, 1 - seat);
}

/** The search is spent on the turn's first move, the lantern placement that decides the turn; its steps follow the bot's greedy look. */
export function searchPoint(s: WcdState, seat: Seat): boolean {
  return s.phase === 'play' && s.turn?.seat === seat && s.turn.stage === 'start';
}

export function playoutMove(s: WcdState, seat: Seat, random: () => number): WcdMove {
  return greedyMove(s, seat, random, endgameEstimate);
}

export function followMove(s: WcdState, seat: Seat, random: () => number): WcdMove {
  return plannedMove(s, seat, random, endgameEstimate);
}

/**
 * The lantern moves worth playouts: each judged as the heuristic judges it (the rest of the turn
 * played greedily), in a redrawn world, and the best few kept. Fewer candidates, more playouts
 * each: with six to ten, a medium search spread its playouts too thin to beat the heuristic.
 */
export function searchCandidates(s: WcdState, seat: Seat, random: () => number): WcdMove[] {
  const world = determinize(s, seat, random);
  const judged = judgeLanternMoves(world, seat, legalMoves(s, seat), endgameEstimate).sort((a, b) => b.value - a.value);
  const best = judged[0]?.value ?? 0;
  return judged.filter((x) => x.value >= best - CANDIDATE_MARGIN).slice(0, LANTERN_CANDIDATES).map((x) => x.move);
}
