/**
 * What the search bot (worker/engine/search-bot.ts) needs of the White Castle Duel:
 * - a world the seat cannot tell from the real one: only the top card of each influence deck, the
 *   lantern row and the top merchandise tiles are seen, so the hidden influence cards are dealt
 *   again among the decks (each keeps its size), the lantern deck and the merchandise piles below
 *   their tops are shuffled, and the generator gets a new seed;
 * - a position's worth: the end-game estimate (estimate.ts: what the score sheet will be worth at
 *   the end), the seat's against its opponent's;
 * - the lantern moves worth a search: the best few by the bot's look at the rest of the turn and
 *   then at its next turn (plan.ts), judged by that estimate (`searchCandidates`);
 * - a cheap playout move: the greedy step by the estimate, without the look-ahead on the lantern
 *   move (the look-ahead makes a step ten times slower, which a search pays thousands of times);
 * - the steps of its own turn after the lantern move (`followMove`): by the estimate too, not by the
 *   heuristic's cruder value, each judged two turns ahead like the first move (plan.ts).
 */
import type { Seat } from '../../engine/contract';
import { rngFrom, shuffleWith } from '../../engine/rng';
import { greedyMove } from './bot';
import { endgameEstimate } from './estimate';
import { judgeTwoTurns, plannedTwoTurnMove } from './plan';
import { result } from './rules';
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

/** Points of final score that fill the points half of a playout's worth (the rulebook's example ends at 57; past it a point counts no more). */
export const REWARD_POINTS = 100;

/**
 * A playout's worth (search-bot.ts `reward`): half winning, half the seat's own final score (its
 * end-game estimate where the playout stopped). With the common worth (a win 0.9, a margin that
 * saturates) a bot far ahead saw every move win alike and stopped caring for points; here a point
 * is worth 1/200 however far ahead it is, and a win still about 100 points.
 */
export function searchReward(s: WcdState, seat: Seat): number {
  const r = result(s);
  const mine = r ? r.ranking.find((x) => x.seat === seat)!.score : endgameEstimate(s, seat);
  const theirs = r ? r.ranking.find((x) => x.seat !== seat)!.score : endgameEstimate(s, 1 - seat);
  const win = r ? (r.winners.includes(seat) ? 1 / r.winners.length : 0) : 0.5 + Math.tanh((mine - theirs) / 10) / 2;
  return 0.5 * win + 0.5 * Math.min(1, Math.max(0, mine / REWARD_POINTS));
}

/** The search is spent on the turn's first move, the lantern placement that decides the turn; its steps follow the bot's greedy look. */
export function searchPoint(s: WcdState, seat: Seat): boolean {
  return s.phase === 'play' && s.turn?.seat === seat && s.turn.stage === 'start';
}

export function playoutMove(s: WcdState, seat: Seat, random: () => number): WcdMove {
  return greedyMove(s, seat, random, endgameEstimate);
}

/**
 * The steps of its own turn after the first move (in a redrawn world: search-bot.ts passes one),
 * judged two turns ahead like the first move (plan.ts `plannedTwoTurnMove`): judged by the end of
 * the turn, a well's point always beat the food or pearls that pay for a garden or a courtier step
 * at the next turn.
 */
export function followMove(s: WcdState, seat: Seat, random: () => number): WcdMove {
  return plannedTwoTurnMove(s, seat, random, endgameEstimate);
}

/**
 * The turn's first moves worth playouts: each lantern move, and each exchange of action tiles the
 * seat may make before it, judged as the planned step judges it (the rest of the turn played
 * greedily), in a redrawn world; the best six judged again two turns ahead (plan.ts
 * `judgeTwoTurns`: where the seat stands at its next turn), and the best few of those kept. Fewer candidates, more playouts each: with
 * six to ten, a medium search spread its playouts too thin to beat the heuristic. Leaving the
 * exchange out (the lantern moves alone) cost the planned policy 4 points of median score on the
 * tune seeds (36 against 40 over 48 games).
 */
export function searchCandidates(s: WcdState, seat: Seat, random: () => number): WcdMove[] {
  const world = determinize(s, seat, random);
  const judged = judgeTwoTurns(world, seat, random, endgameEstimate);
  const best = judged[0]?.value ?? 0;
  return judged.filter((x) => x.value >= best - CANDIDATE_MARGIN).slice(0, LANTERN_CANDIDATES).map((x) => x.move);
}
