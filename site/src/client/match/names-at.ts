/**
 * The seat names as they stood at a log entry. A seat its player left since (resigned, replaced
 * after missed deadlines, account deleted) is named by who held it then, not by the bot or the
 * replacement holding it now: "Bo resigns" and the game's own line of that step name Bo.
 */
import type { Snapshot } from './types';

type Departed = NonNullable<Snapshot['departed']>[number];

/** Whether the departure came after the entry (`version`: from which the seat was no longer theirs; older records only have a time). */
const after = (d: Departed, index: number, at: number | undefined) => (d.version !== undefined ? index < d.version : at !== undefined && d.at >= at);

export function namesAt(seatNames: string[], departed: Departed[] | undefined, index: number, at?: number): string[] {
  if (!departed?.length) return seatNames;
  return seatNames.map((name, seat) => {
    // The first departure from this seat after the entry: its player held the seat then.
    let then: Departed | undefined;
    for (const d of departed) if (d.seat === seat && after(d, index, at) && (!then || d.at < then.at)) then = d;
    return then ? then.username : name;
  });
}
