/** Which log entries catch-up shows (CatchUp.tsx): a plain function, tested without a page. */
import type { LogEntry } from './types';

/**
 * The log entries after this seat's own last move. A seat that never moved (a replacement who just
 * took it, a player whose first turn has not come) gets what happened since this reader last looked
 * (`seenVersion`: an entry at index i made version i + 1), or since the start.
 */
export function sinceLastMove(log: LogEntry[], seat: number, seenVersion: number | null = null): LogEntry[] {
  let last = -1;
  log.forEach((e, i) => { if (e.seat === seat && e.by === 'player') last = i; });
  if (last >= 0) return log.slice(last + 1);
  return log.filter((e) => e.index >= (seenVersion ?? 0));
}
