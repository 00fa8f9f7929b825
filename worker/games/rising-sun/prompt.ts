/** The shape of a step that waits for moves (a "prompt"), shared by all rule modules. */
import type { Rejection, Seat } from '../../engine/contract';
import type { Ctx } from './core';
import type { RsMove, RsState, Task } from './types';

export type TaskOf<K extends Task['t']> = Extract<Task, { t: K }>;

export interface Prompt<T extends Task = Task> {
  /** Seats awaited now. */
  seats(s: RsState, task: T): Seat[];
  /** Move types this step takes. */
  types: readonly RsMove['type'][];
  /** Seats that may still send a move here although they are not awaited (e.g. changing a submitted bid). */
  accepts?(s: RsState, task: T, seat: Seat, move: RsMove): boolean;
  /** A superset of the legal moves; legalMoves keeps those `check` accepts. */
  candidates(s: RsState, task: T, seat: Seat): RsMove[];
  /** Why the move is refused here, or null when it is legal. Never mutates. */
  check(s: RsState, task: T, seat: Seat, move: RsMove): Rejection | null;
  /** Carry the (checked) move out on the context's private state. */
  apply(ctx: Ctx, task: T, seat: Seat, move: RsMove): void;
}

export const rej = (code: string, message: string, rule: string): Rejection => ({ code, message, rule });
export const PASS: RsMove = { type: 'pass' };
/** Remove the task at the front of the queue (the one being answered). */
export function done(ctx: Ctx): void { ctx.s.queue.shift(); }
