/**
 * The rules of The White Castle Duel: set-up, legal moves, move application and final scoring.
 *
 * A turn is a sequence of small steps. Pending work lives in `turn.queue` (front first): effects
 * that resolve by themselves (fixed gains, a lantern of a given colour) and decisions that wait for
 * a move of the active player (which coins and seals to keep, a well benefit, a lantern card...).
 * When the queue is empty, the player resolves or declines the actions next to the location of
 * the lantern token, then ends the turn. Undo replays the turn's steps from a checkpoint taken at
 * the start of the turn and after every reveal of hidden information.
 *
 * This module is the entry point the rest of the game imports: it applies a move (checks, undo,
 * checkpoints) and re-exports the other parts, each in its own file: `setup.ts`, `legal-moves.ts`,
 * `parse.ts` (untrusted moves), `diagnose.ts` (why a move is refused), `turn.ts` (the steps of a
 * turn), `castle-actions.ts`, `effects.ts` (gains, caps, lanterns), `settle.ts` (the queue),
 * `payments.ts`, `scoring.ts`, and `context.ts` (what they all share).
 */
import { jsonEqual, reject, type ApplyResult, type Seat } from '../../engine/contract';
import { awaiting, fail, MoveError, type Ctx } from './context';
import { diagnose } from './diagnose';
import { legalMoves } from './legal-moves';
import { parseMove } from './parse';
import { RULE } from './rule-ids';
import type { WcdMove, WcdState } from './state';
import { execute } from './turn';

// What the game's other modules and the tests use, so that they need not know which file holds what.
export { actionTileEffect, awaiting, other, seatOfTurn } from './context';
export { canPlace, decisionMoves, legalMoves } from './legal-moves';
export { costEn, describeTaskEn } from './diagnose';
export { canonPay, keepOptions, payments } from './payments';
export { effectsToTasks, usefulBenefits } from './effects';
export { iconsOf, result, scoreOf, sealsPlaced, type ScoreBreakdown } from './scoring';
export { parseMove } from './parse';
export { setupState } from './setup';
export { taskRule } from './settle';

// ---------------------------------------------------------------------------------------------
// Applying a move, checkpoints and undo

/** Deep copy of a JSON value (much faster than structuredClone for the small state objects). */
export function deepClone<T>(x: T): T {
  if (x === null || typeof x !== 'object') return x;
  if (Array.isArray(x)) return x.map(deepClone) as T;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(x)) out[k] = deepClone((x as Record<string, unknown>)[k]);
  return out as T;
}

function cloneState(s: WcdState): WcdState {
  const { checkpoint, ...rest } = s;
  const copy = deepClone(rest) as WcdState;
  copy.checkpoint = checkpoint;
  return copy;
}

/** A checkpoint shares structure with the (never mutated) state it was taken from. */
function snapshot(s: WcdState): WcdState {
  return { ...s, checkpoint: null, turnMoves: [] };
}

function undo(state: WcdState, seat: Seat): ApplyResult<WcdState> {
  if (!state.turn || state.turnMoves.length === 0 || !state.checkpoint) {
    fail('nothing-to-undo', 'There is no step of this turn to undo (undo never goes back past a revealed card).', RULE.undo);
  }
  const base = state.checkpoint;
  let st: WcdState = { ...base, checkpoint: base, turnMoves: [] };
  const moves = state.turnMoves.slice(0, -1);
  for (const m of moves) {
    const r = applyMove(st, seat, m);
    if (!r.ok) throw new Error(`undo replay failed: ${r.rejection.message}`);
    st = r.state;
  }
  return { ok: true, state: st, events: [{ type: 'undo', seat, undone: state.turnMoves[state.turnMoves.length - 1], rule: RULE.undo }] };
}

export function applyMove(state: WcdState, seat: Seat, raw: WcdMove): ApplyResult<WcdState> {
  try {
    if (state.phase === 'over') fail('game-over', 'The game is over.', RULE.gameOver);
    if (typeof seat !== 'number' || !awaiting(state).includes(seat)) {
      fail('not-your-turn', `It is not seat ${String(seat)}'s turn (waiting for seat ${awaiting(state).join(', ')}).`, RULE.turnOrder);
    }
    const move = parseMove(raw);
    if (move.type === 'undo') return undo(state, seat);
    const legal = legalMoves(state, seat);
    if (!legal.some((x) => jsonEqual(x, move))) diagnose(state, seat, move);
    const s = cloneState(state);
    const ctx: Ctx = { s, seat, events: [], revealed: false };
    execute(ctx, move);
    if (move.type === 'end-turn' || move.type === 'start-card') {
      s.turnMoves = [];
      s.checkpoint = s.turn ? snapshot(s) : null;
    } else if (ctx.revealed) {
      s.turnMoves = [];
      s.checkpoint = snapshot(s);
    } else {
      s.turnMoves = [...state.turnMoves, move];
    }
    return { ok: true, state: s, events: ctx.events };
  } catch (e) {
    if (e instanceof MoveError) return reject(e.code, e.message, e.rule);
    throw e;
  }
}
