/**
 * The search bot's look two turns ahead (search.ts `searchCandidates`): a first move of the turn is
 * judged by where the seat stands at the start of its *next* turn, not at the end of this one. The
 * rest of this turn is planned (bot.ts `plannedMove`), the opponent's turn played by the heuristic
 * bot, then the seat's next turn judged by its best first move (`judgeSteps`). A turn that gathers
 * resources or takes a lantern spot the next turn needs is worth what that next turn can build,
 * which the estimate at the end of one turn misses. Measured on the tune seeds: the planned policy
 * in a redrawn world (48 games), median score 40, mean 40 judging by one turn, 42 and 43 with the
 * best six re-judged two turns ahead (all of them: 41 and 42); the hard bot side by side (36 games,
 * bench/wcd-diag.ts hard), median 38 and mean 40 without it, 42 and 43 with it. The steps after the
 * first move are judged the same way (`plannedTwoTurnMove`, the search's `followMove`): on the same
 * 48 games without playouts (bench/wcd-diag.ts two, two-all), median 42, mean 42.5 planning them by
 * the end of the turn, 46 and 45.6 judging the best three two turns ahead (3.1 points a game, give or
 * take 1.6; the best five: no better).
 */
import type { Seat } from '../../engine/contract';
import { botMove, judgeSteps, plannedMove, plannedOptions, type PositionValue } from './bot';
import { applyMove } from './rules';
import type { WcdMove, WcdState } from './state';

/** First moves re-judged two turns ahead: the best few by one turn's look (each costs a whole round of play). */
export const TWO_TURN_CANDIDATES = 6;

/** A bound on the moves played until the seat's next turn (a round's turn takes a dozen at most). */
const MOVE_LIMIT = 200;

/** Plays on from `s` until the seat's next turn starts or the game ends: its own steps planned, the opponent's by the heuristic. */
function untilNextTurn(s: WcdState, seat: Seat, random: () => number, value: PositionValue): WcdState {
  let st = s;
  for (let i = 0; i < MOVE_LIMIT; i++) {
    const who = st.turn?.seat;
    if (st.phase !== 'play' || who === undefined) return st;
    if (who === seat && st.turn!.stage === 'start' && st !== s) return st;
    const move = who === seat ? plannedMove(st, seat, random, value) : botMove(st, who, random);
    const r = applyMove(st, who, move);
    if (!r.ok) return st;
    st = r.state;
  }
  return st;
}

/** The worth of a position at the start of the seat's turn: its best first move's (the rest of that turn played greedily). */
function turnWorth(s: WcdState, seat: Seat, value: PositionValue): number {
  if (s.phase !== 'play' || s.turn?.seat !== seat) return value(s, seat);
  const judged = judgeSteps(s, seat, plannedOptions(s, seat), value);
  return judged.length ? Math.max(...judged.map((x) => x.value)) : value(s, seat);
}

/**
 * The turn's first moves judged two turns ahead, in `world` (a redrawn world: the opponent's turn
 * draws from it): the best `TWO_TURN_CANDIDATES` by one turn's look, each played, the rest of the
 * round played on, and the seat's next turn judged by its best first move. Best first.
 */
export function judgeTwoTurns(world: WcdState, seat: Seat, random: () => number, value: PositionValue, candidates = TWO_TURN_CANDIDATES,
  options: WcdMove[] = plannedOptions(world, seat)): { move: WcdMove; value: number }[] {
  const firstLook = judgeSteps(world, seat, options, value).sort((a, b) => b.value - a.value);
  const out: { move: WcdMove; value: number }[] = [];
  for (const { move } of firstLook.slice(0, candidates)) {
    const r = applyMove(world, seat, move);
    if (r.ok) out.push({ move, value: turnWorth(untilNextTurn(r.state, seat, random, value), seat, value) });
  }
  return out.sort((a, b) => b.value - a.value);
}

/** Steps of the turn after its first move re-judged two turns ahead: the best few by the turn's look. */
export const FOLLOW_TWO_TURN_CANDIDATES = 3;

/**
 * A step of the seat's turn after its first move, judged two turns ahead like the first move
 * (`judgeTwoTurns`): the planned step judges a well's benefit, a declined action or a payment by the
 * end of this turn, where a point always outweighs the food or pearls that would pay for a garden or
 * a courtier step at the next one.
 */
export function plannedTwoTurnMove(world: WcdState, seat: Seat, random: () => number, value: PositionValue, candidates = FOLLOW_TWO_TURN_CANDIDATES): WcdMove {
  const moves = plannedOptions(world, seat);
  if (moves.length <= 1) return moves[0] ?? plannedMove(world, seat, random, value);
  const judged = judgeTwoTurns(world, seat, random, value, candidates, moves);
  return judged[0]?.move ?? plannedMove(world, seat, random, value);
}
