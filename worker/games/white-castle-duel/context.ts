/**
 * What every rule file shares: rejections (`fail`), the caps, the context of one move being applied
 * (state copy, seat, events, whether hidden information was revealed) and who is to play.
 */
import type { GameEvent, Seat } from '../../engine/contract';
import { BOARD, type ActionKind, type Effect } from './data';
import type { PlayerState, WcdState } from './state';

export class MoveError extends Error {
  constructor(public code: string, message: string, public rule: string) {
    super(message);
  }
}
export function fail(code: string, message: string, rule: string): never {
  throw new MoveError(code, message, rule);
}

export const CAP = BOARD.caps;
export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
export const TURNS_PER_ROUND = BOARD.turnsPerPlayerPerRound * 2;

export function actionTileEffect(kind: ActionKind): Effect | undefined {
  return BOARD.actionTiles.find((t) => t.id === kind)?.effect;
}

export interface Ctx {
  s: WcdState;
  seat: Seat;
  events: GameEvent[];
  revealed: boolean;
}
export const me = (ctx: Ctx): PlayerState => ctx.s.players[ctx.seat]!;
export const emit = (ctx: Ctx, e: GameEvent): void => {
  ctx.events.push(e);
};

// ---------------------------------------------------------------------------------------------
// Who plays

export function awaiting(s: WcdState): Seat[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'start-cards') return s.startPicker === null ? [] : [s.startPicker];
  return s.turn ? [s.turn.seat] : [];
}

export function seatOfTurn(s: WcdState, turnInRound: number): Seat {
  return turnInRound % 2 === 0 ? s.firstPlayer : other(s.firstPlayer);
}
