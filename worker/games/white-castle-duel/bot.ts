/**
 * The built-in bot: a greedy player. For the lantern move it plays the rest of the turn greedily
 * for every option and keeps the best; every other step picks the move whose resulting position
 * looks best. It never undoes and only uses what `legalMoves` offers.
 */
import type { Seat } from '../../engine/contract';
import { BOARD, RESOURCES, influenceCard } from './data';
import { applyMove, legalMoves, scoreOf } from './rules';
import type { WcdMove, WcdState } from './state';

/** How good a position looks for a seat (end-game points plus the promise of what it holds). */
/** Weights of the position estimate (tuned by self-play: resources, coins/seals, lantern cards, unimproved icons, expected multipliers, courtier step). */
const W = { res: 1, coin: 0.9, lc: 0.8, unimp: 0.8, flag: 2, kat: 2.5, kab: 3.5, crane: 2.5, step: 2.5 };
export function positionValue(s: WcdState, seat: Seat): number {
  const p = s.players[seat]!;
  const sc = scoreOf(s, seat);
  const turnsLeft = s.phase === 'over' ? 0 : (2 - s.round) * BOARD.turnsPerPlayerPerRound + (BOARD.turnsPerPlayerPerRound - p.turns[(s.round - 1) as 0 | 1]);
  const f = Math.min(1, turnsLeft / 4);
  const icons = { ...sc.icons };
  // Unimproved cards may still be improved.
  for (const c of p.influence) if (!c.improved) for (const [k, n] of Object.entries(influenceCard(c.card).icons)) icons[k as keyof typeof icons] += W.unimp * f * (n ?? 0);
  let v = sc.clanPoints + (1 - f) * (sc.coinsSeals + sc.resources);
  v += icons.flag * Math.max(sc.flags.multiplier, W.flag * f);
  v += icons.katana * Math.max(sc.katanas.multiplier, W.kat * f);
  v += icons.kabuto * Math.max(sc.kabutos.multiplier, W.kab * f);
  v += Math.max(icons.blueCrane * icons.whiteCrane, (icons.blueCrane + icons.whiteCrane) * W.crane * f);
  const lanternCards = p.lanterns.coral.length + p.lanterns.black.length + p.lanterns.white.length;
  v += f * (W.res * RESOURCES.reduce((a, r) => a + p[r], 0) + W.coin * (p.coins + p.seals) + 0.3 * Math.min(p.exchange, 1) + W.lc * lanternCards);
  v += f * (W.step * p.courtier.step + 1.5 * s.yards.basic.seals.filter((x) => x === seat).length + 2.5 * s.yards.elite.seals.filter((x) => x === seat).length);
  return v;
}

/** A position's worth for a seat: the heuristic's `positionValue`, or the search's end-game estimate (estimate.ts). */
export type PositionValue = (s: WcdState, seat: Seat) => number;

function greedyPick(s: WcdState, seat: Seat, moves: WcdMove[], noise: () => number, value: PositionValue): WcdMove {
  let best = moves[0]!;
  let bestValue = -Infinity;
  for (const m of moves) {
    const r = applyMove(s, seat, m);
    if (!r.ok) continue;
    // A step that leaves the turn with a pending decision is judged as it stands.
    const v = value(r.state, seat) + noise();
    if (v > bestValue) {
      bestValue = v;
      best = m;
    }
  }
  return best;
}

const usable = (moves: WcdMove[]): WcdMove[] => moves.filter((m) => m.type !== 'undo' && m.type !== 'convert');

/** Play the rest of the current turn greedily and return the position before ending it. */
function rollout(s: WcdState, seat: Seat, value: PositionValue, limit = 40): WcdState {
  let st = s;
  for (let i = 0; i < limit; i++) {
    if (!st.turn || st.turn.seat !== seat) return st;
    const moves = usable(legalMoves(st, seat));
    if (moves.length === 0 || (moves.length === 1 && moves[0]!.type === 'end-turn')) return st;
    const m = moves.length === 1 ? moves[0]! : greedyPick(st, seat, moves.filter((x) => x.type !== 'end-turn'), () => 0, value);
    const r = applyMove(st, seat, m);
    if (!r.ok) return st;
    st = r.state;
  }
  return st;
}

/**
 * Each lantern move (place or take) among `moves`, judged by the position after the rest of the
 * turn is played greedily; a move refused in `s` is left out. The bot's look-ahead, and the search's
 * choice of candidates (search.ts).
 */
export function judgeLanternMoves(s: WcdState, seat: Seat, moves: WcdMove[], value: PositionValue = positionValue): { move: WcdMove; value: number }[] {
  const out: { move: WcdMove; value: number }[] = [];
  for (const move of moves) {
    if (move.type !== 'place' && move.type !== 'take') continue;
    const r = applyMove(s, seat, move);
    if (r.ok) out.push({ move, value: value(rollout(r.state, seat, value), seat) });
  }
  return out;
}

/** The greedy step alone (no look-ahead on the lantern move): the search bot's cheap playout policy. */
export function greedyMove(s: WcdState, seat: Seat, random: () => number, value: PositionValue = positionValue): WcdMove {
  const all = legalMoves(s, seat);
  let moves = usable(all);
  if (moves.length === 0) moves = all.filter((m) => m.type !== 'undo');
  if (moves.length <= 1) return moves[0] ?? all[0]!;
  return greedyPick(s, seat, moves, () => random() * 0.05, value);
}

/**
 * Each of `moves` judged by where it leads: the option, then the rest of the turn played greedily,
 * the position before the turn ends judged by `value` (ending the turn now: the position as it
 * stands); a move refused in `s` is left out. At the turn's start this weighs an exchange of action
 * tiles beside the lantern moves (judgeLanternMoves leaves it out): the search's candidates
 * (search.ts) and the planned step below.
 */
export function judgeSteps(s: WcdState, seat: Seat, moves: WcdMove[], value: PositionValue): { move: WcdMove; value: number }[] {
  const out: { move: WcdMove; value: number }[] = [];
  for (const move of moves) {
    const r = applyMove(s, seat, move);
    if (r.ok) out.push({ move, value: move.type === 'end-turn' ? value(s, seat) : value(rollout(r.state, seat, value), seat) });
  }
  return out;
}

/** The moves a planning bot weighs: never undo, a conversion only when nothing else is offered. */
export function plannedOptions(s: WcdState, seat: Seat): WcdMove[] {
  const all = legalMoves(s, seat);
  const moves = usable(all);
  return moves.length > 0 ? moves : all.filter((m) => m.type !== 'undo');
}

/**
 * Every step judged by where it leads (`judgeSteps`). The search bot's own steps after its lantern
 * move (search.ts `followMove`): a greedy step that looks only at the position it leaves spends an
 * action on what looks good now, not on what the turn can build (measured on the tune seeds: median
 * score 33 greedy, 36 planned).
 */
export function plannedMove(s: WcdState, seat: Seat, random: () => number, value: PositionValue): WcdMove {
  const all = legalMoves(s, seat);
  if (all.length === 0) throw new Error(`seat ${seat} has no legal move`);
  const moves = plannedOptions(s, seat);
  if (moves.length <= 1) return moves[0] ?? all[0]!;
  let best = moves[0]!;
  let bestValue = -Infinity;
  for (const judged of judgeSteps(s, seat, moves, value)) {
    const v = judged.value + random() * 0.05;
    if (v > bestValue) {
      bestValue = v;
      best = judged.move;
    }
  }
  return best;
}

/** The heuristic bot's move: its look-ahead on the lantern move, greedy steps after it. */
export function botMove(s: WcdState, seat: Seat, random: () => number): WcdMove {
  return lookaheadMove(s, seat, random, positionValue);
}

/** The bot's policy with a given position value: the look-ahead on the lantern move, greedy steps after it. */
export function lookaheadMove(s: WcdState, seat: Seat, random: () => number, value: PositionValue): WcdMove {
  const all = legalMoves(s, seat);
  if (all.length === 0) throw new Error(`seat ${seat} has no legal move`);
  let moves = usable(all);
  if (moves.length === 0) {
    // Only conversions (or undo) are offered: convert rather than undo.
    moves = all.filter((m) => m.type !== 'undo');
    if (moves.length === 0) return all[0]!;
  }
  if (moves.length === 1) return moves[0]!;
  const noise = (): number => random() * 0.05;
  if (s.phase === 'play' && s.turn?.stage === 'start') {
    let best: WcdMove = moves.find((m) => m.type === 'place' || m.type === 'take')!;
    let bestValue = -Infinity;
    for (const judged of judgeLanternMoves(s, seat, moves, value)) {
      const v = judged.value + noise();
      if (v > bestValue) {
        bestValue = v;
        best = judged.move;
      }
    }
    return best;
  }
  return greedyPick(s, seat, moves, noise, value);
}
