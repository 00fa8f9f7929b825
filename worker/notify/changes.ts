/**
 * What is worth telling the outside world after a state change, computed from public facts only:
 * the match status, whose turn it is, the game's phase key, deadlines and the final ranking. No
 * view, hand, bid, order or event text ever goes into a notification, so nothing hidden can leak.
 * One state change gives at most one notification (its `kinds` say what happened).
 */
import type { GameResult, Seat } from '../engine/contract';

export interface PublicSummary {
  matchId: string;
  game: string;
  gameName: string;
  status: 'open' | 'active' | 'finished' | 'cancelled' | 'expired';
  version: number;
  seats: (string | null)[];
  awaiting: Seat[];
  phase: string | null;
  deadline: number | null;
  result: GameResult | null;
  url: string;
}

export type NotificationKind = 'match.started' | 'turn' | 'phase' | 'deadline.reminder' | 'match.finished';

export interface Notification {
  kinds: NotificationKind[];
  /** Seats being told it is their turn (or that their deadline is near). */
  seatsToAct: Seat[];
  /** The phase that ended, when `phase` is among the kinds. */
  previousPhase: string | null;
  match: PublicSummary;
  at: number;
}

export function diff(before: PublicSummary | null, after: PublicSummary, at: number): Notification | null {
  const kinds: NotificationKind[] = [];
  if (before?.status !== 'active' && after.status === 'active') kinds.push('match.started');
  if (after.status === 'finished' && before?.status !== 'finished') kinds.push('match.finished');
  const newlyAwaited = after.status === 'active' ? after.awaiting.filter((s) => !(before?.awaiting ?? []).includes(s) || before?.status !== 'active') : [];
  if (newlyAwaited.length) kinds.push('turn');
  const phaseChanged = before !== null && before.status === 'active' && after.phase !== before.phase && after.status === 'active';
  if (phaseChanged) kinds.push('phase');
  if (!kinds.length) return null;
  return { kinds, seatsToAct: newlyAwaited, previousPhase: phaseChanged ? before!.phase : null, match: after, at };
}

export function reminder(summary: PublicSummary, at: number): Notification {
  return { kinds: ['deadline.reminder'], seatsToAct: [...summary.awaiting], previousPhase: null, match: summary, at };
}

/** When to remind seats of a deadline: 12 hours before, or half-way for timers shorter than a day. */
export function reminderTime(deadline: number, moveSeconds: number): number {
  return deadline - Math.min(12 * 3600_000, (moveSeconds * 1000) / 2);
}
