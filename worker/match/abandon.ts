/**
 * The account behind a seat was deleted: its sessions end in this match and its seat goes to the
 * timeout policy (the bot plays it at its deadline) and is offered to a replacement (lifecycle.ts);
 * before the start the seat is simply free again. The match, its log and messages stay.
 */
import type { MatchCore } from './core';
import { resetDeadline } from './clock';
import { revokeUser } from './live';
import { storeAbsences } from './absence';

/** `changed`: the pages must be told; `freed`: the D1 seat rows changed (flush them now). */
export function abandonSeat(core: MatchCore, userId: string, before: number): { seats: number[]; changed: boolean; freed: boolean } {
  revokeUser(core, userId, before);
  if (!core.live) return { seats: [], changed: false, freed: false };
  core.setMailUser(userId, false);
  core.setPushUser(userId, false);
  // A deleted account is away for good: its seat follows the timeout policy, not its absences.
  storeAbsences(core, userId, [], Number.MAX_SAFE_INTEGER);
  const seats = core.meta.seats.flatMap((s, i) => (s?.id === userId ? [i] : []));
  if (seats.length && core.meta.status === 'open') {
    core.commit({ ...core.live, meta: { ...core.meta, seats: core.meta.seats.map((s) => (s?.id === userId ? null : s)) } }, { seatsChanged: true });
    return { seats, changed: true, freed: true };
  }
  if (!seats.length || core.meta.status !== 'active') return { seats, changed: false, freed: false };
  // The seat is offered to a replacement (lifecycle.ts vacantSeats); the timeout policy plays it meanwhile.
  const user = core.meta.seats[seats[0]!]!;
  const departed = [...(core.meta.departed ?? []), ...seats.map((seat) => ({ seat, user, how: 'deleted' as const, at: Date.now(), version: core.version }))];
  core.commit({ ...core.live, meta: { ...core.meta, departed, abandoned: [...new Set([...(core.meta.abandoned ?? []), ...seats])] } }, { also: () => resetDeadline(core) });
  return { seats, changed: true, freed: false };
}
