/**
 * Absences inside the match object (docs/players.md, "Absences"). The API pushes each seated user's windows
 * here when they are declared or changed (and at create/join), so the clock never asks D1: a move's
 * path reads them from the object's own storage.
 *
 * - `extend`: a deadline that falls inside an awaited seat's window moves past it, by the part of
 *   the window after the deadline was set (the clock stops while the player is away), but never by
 *   more than what is left of that seat's allowance in this match (`absenceDays`, counted per seat).
 *   The extension is recomputed from the deadline's own time (`baseAt`) whenever the absences or the
 *   awaited seats change, so cancelling an absence gives back the allowance and the normal deadline.
 * - `standin`: while the window runs, the seat is played by the timeout policy (the bot, or the
 *   game's deadline rule with standing orders for games that have one) as soon as it is awaited.
 */
import type { GameEvent, Seat } from '../engine/contract';
import type { MatchCore } from './core';
import type { Deadline, MatchMeta } from './types';
import { KV } from './keys';

export type AbsenceMode = 'extend' | 'standin';

export interface AbsenceWindow { id: string; startsAt: number; endsAt: number; mode: AbsenceMode }

/** What the object keeps per user: the windows as last pushed, and the push's revision (older pushes lose). */
export interface UserAbsences { rev: number; windows: AbsenceWindow[] }

/** The allowance choices offered at creation, in days per seat per match. */
export const ABSENCE_DAY_CHOICES = [0, 3, 7, 14] as const;
/** A week: enough for a usual holiday, short enough that the others do not wait a month. */
export const DEFAULT_ABSENCE_DAYS = 7;
/** A stand-in seat is played this long after it becomes awaited (in the alarm, not on the mover's path). */
export const STANDIN_DELAY_MS = 1000;
const DAY_MS = 86_400_000;

/** What the other players are told of a seat's absences: the window and its mode, no reason (none is kept). */
export interface SeatAway { seat: Seat; from: number; until: number; mode: AbsenceMode }

export interface AbsenceSummary {
  /** Days of extension each seat may use in this match. */
  allowanceDays: number;
  /** Per seat, the extension used so far (ms). */
  usedMs: number[];
  /** Windows not yet over, of every seat (the client shows "away until" once `from` has passed). */
  away: SeatAway[];
}

export const allowanceMs = (meta: MatchMeta): number => (meta.absenceDays ?? DEFAULT_ABSENCE_DAYS) * DAY_MS;

function all(core: MatchCore): Record<string, UserAbsences> {
  return core.store.exists() ? core.store.get(KV.absences) ?? {} : {};
}

function used(core: MatchCore): Record<string, number> {
  return core.store.get(KV.absenceUsed) ?? {};
}

/**
 * Store a user's windows as pushed by the API. A push older than the one kept is ignored (two
 * changes racing to the object), and windows already over are dropped. Returns whether it changed.
 */
export function storeAbsences(core: MatchCore, userId: string, windows: AbsenceWindow[], rev: number, now = Date.now()): boolean {
  const current = all(core);
  if ((current[userId]?.rev ?? -1) > rev) return false;
  const next = { ...current, [userId]: { rev, windows: windows.filter((w) => w.endsAt > now).sort((a, b) => a.startsAt - b.startsAt) } };
  core.store.put(KV.absences, next);
  return true;
}

export function windowsOfSeat(core: MatchCore, seat: Seat, meta: MatchMeta = core.meta): AbsenceWindow[] {
  const id = meta.seats[seat]?.id;
  return id ? all(core)[id]?.windows ?? [] : [];
}

const covering = (windows: AbsenceWindow[], mode: AbsenceMode, at: number) => windows.find((w) => w.mode === mode && w.startsAt <= at && at < w.endsAt);

/**
 * Extend the current deadline for the awaited seats whose `extend` window it falls in (within
 * their allowance), or take back an extension that no longer applies. Call inside the change's
 * transaction, after the deadline was set. Idempotent: a second call with nothing new writes nothing.
 */
export function extendForAbsences(core: MatchCore): void {
  const d = core.deadline();
  const live = core.live;
  if (!d || !live || live.meta.status !== 'active' || live.meta.paused) return;
  // An extension of ours is recognised by its time: if the referee moved the deadline since, theirs is the base.
  const ours = d.absence && d.absence.at === d.at ? d.absence : null;
  const baseAt = ours?.baseAt ?? d.at;
  const spent = { ...used(core) };
  for (const [seat, ms] of Object.entries(ours?.charged ?? {})) spent[seat] = Math.max(0, (spent[seat] ?? 0) - ms);
  const allowance = allowanceMs(live.meta);
  const charged: Record<string, number> = {};
  let shift = 0;
  for (const seat of core.awaitingIn(live)) {
    const w = covering(windowsOfSeat(core, seat, live.meta), 'extend', baseAt);
    if (!w) continue;
    const wanted = w.endsAt - Math.max(w.startsAt, d.setAt ?? w.startsAt);
    const given = Math.max(0, Math.min(wanted, allowance - (spent[seat] ?? 0)));
    if (given <= 0) continue;
    charged[seat] = given;
    spent[seat] = (spent[seat] ?? 0) + given;
    shift = Math.max(shift, given);
  }
  const at = baseAt + shift;
  if (at === d.at && JSON.stringify(charged) === JSON.stringify(ours?.charged ?? {})) return;
  const { absence: _old, ...rest } = d;
  core.store.put(KV.deadline, { ...rest, at, ...(shift > 0 ? { absence: { baseAt, at, charged } } : {}) } satisfies Deadline);
  core.store.put(KV.absenceUsed, spent);
}

/** Awaited seats whose player is away with a stand-in now. */
export function standInSeats(core: MatchCore, now = Date.now()): Seat[] {
  const live = core.live;
  if (!live || live.meta.status !== 'active' || live.meta.paused) return [];
  return core.awaitingIn(live).filter((seat) => covering(windowsOfSeat(core, seat, live.meta), 'standin', now));
}

/** When the alarm must next look at stand-ins: soon if one is awaited now, else when the next stand-in window opens. */
export function nextStandInAt(core: MatchCore, now = Date.now()): number | null {
  const live = core.live;
  if (!live || live.meta.status !== 'active' || live.meta.paused || core.gameOf(live.meta).onDeadline) return null;
  // A seat the bot could not move (no move offered) is not retried every second: only after a change.
  if (standInSeats(core, now).length) return core.store.get(KV.standInStuck) === live.version ? null : now + STANDIN_DELAY_MS;
  const starts = live.meta.seats.flatMap((_, seat) => windowsOfSeat(core, seat, live.meta))
    .filter((w) => w.mode === 'standin' && w.startsAt > now).map((w) => w.startsAt);
  return starts.length ? Math.min(...starts) : null;
}

/**
 * Play the stand-in seats' turns (the alarm). Games with their own deadline rule keep the seat's
 * standing orders until the deadline instead: that is their timeout policy.
 */
export function playStandIns(core: MatchCore, botPlays: (seat: Seat, rule: string) => GameEvent[], now = Date.now()): GameEvent[] {
  if (!core.live || core.game.onDeadline) return [];
  const from = core.version;
  const events = standInSeats(core, now).flatMap((seat) => botPlays(seat, 'platform/absence'));
  if (core.version === from && standInSeats(core, now).length) core.store.put(KV.standInStuck, from);
  return events;
}

export function absenceSummary(core: MatchCore, now = Date.now()): AbsenceSummary {
  const meta = core.meta;
  const spent = used(core);
  return {
    allowanceDays: meta.absenceDays ?? DEFAULT_ABSENCE_DAYS,
    usedMs: meta.seats.map((_, seat) => spent[seat] ?? 0),
    away: meta.seats.flatMap((_, seat) => windowsOfSeat(core, seat, meta)
      .filter((w) => w.endsAt > now).map((w) => ({ seat, from: w.startsAt, until: w.endsAt, mode: w.mode }))),
  };
}
