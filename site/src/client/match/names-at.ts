/**
 * The seat names as they stood at a log entry's time. A seat its player left since (resigned,
 * replaced after missed deadlines, account deleted) is named by who held it then, not by the bot or
 * the replacement holding it now: "Bo resigns" and the game's own line of that step name Bo.
 */
import type { Snapshot } from './types';

type Departed = NonNullable<Snapshot['departed']>[number];

export function namesAt(seatNames: string[], departed: Departed[] | undefined, at: number | undefined): string[] {
  if (!departed?.length || at === undefined) return seatNames;
  return seatNames.map((name, seat) => {
    // The first departure from this seat at or after the entry (the step that ends a seat is dated with it).
    let then: Departed | undefined;
    for (const d of departed) if (d.seat === seat && d.at >= at && (!then || d.at < then.at)) then = d;
    return then ? then.username : name;
  });
}
