/**
 * The log as lines to read: one line per event, except draft edits. A seat that edits a pending
 * choice ten times (an order sheet, a bid) reads as one line, the last edit, with the number of
 * changes: the game names which event types are such edits (its text module's GROUPED_EVENTS).
 */
import type { GameEvent } from '../../../../worker/engine/contract';
import type { LogEntry } from './types';

export interface LogLine {
  key: string;
  /** The log entry (the step) the line belongs to: what the replay jumps to. */
  index: number;
  seat: number;
  by: string;
  at: number;
  event: GameEvent;
  /** How many edits this line stands for (1 = a plain line). */
  count: number;
}

export function logLines(log: LogEntry[], grouped: readonly string[] = []): LogLine[] {
  const drafts = new Set(grouped);
  const out: LogLine[] = [];
  for (const entry of log) {
    const isDraft = entry.events.length > 0 && entry.events.every((e) => drafts.has(e.type));
    const prev = out[out.length - 1];
    if (isDraft && entry.events.length === 1 && prev && prev.seat === entry.seat && prev.event.type === entry.events[0]!.type && drafts.has(prev.event.type)) {
      out[out.length - 1] = { ...prev, key: `${entry.index}:0`, index: entry.index, at: entry.at, event: entry.events[0]!, count: prev.count + 1 };
      continue;
    }
    entry.events.forEach((event, i) => out.push({ key: `${entry.index}:${i}`, index: entry.index, seat: entry.seat, by: entry.by, at: entry.at, event, count: 1 }));
  }
  return out;
}
