/**
 * Seat holders: who held which seat of a running match, how their time there ended, and how many
 * deadlines they met or missed (docs/_incoming/reliability.md). The figures of a player's
 * reliability are summed from these records in D1 (worker/reliability/figures.ts).
 *
 * A holder is a user in a seat of a started match: every person seated when it starts, and each
 * one who takes a seat later (a replacement, a bot seat handed over, the referee's replacement) is
 * a new holder with a record of their own: nobody inherits another's misses.
 *
 * The records live in the object's storage (kv key `holders`) and change only inside `commit`,
 * with the step that changed them; the D1 rows follow through the queue (kind `holders`), written
 * by the alarm's flush. Counting costs nothing on the move's path but a kv write when a record
 * changed: the deadline is already read there, and no D1 is touched.
 *
 * A deadline is "due" for a holder when their seat is awaited under a running deadline (a timer or
 * a calendar; a match with no timer has none). It is met when the holder's own move is made under
 * it (before the bot played for them), missed when the deadline passed and the timeout policy
 * played for the seat (the bot's `bot` step, or the game's own `deadline` step naming the seat).
 * Each deadline counts once per holder: several moves under one deadline (a phase, a kind of wait)
 * are one deadline met, and a deadline whose turn the holder began but the bot finished is missed.
 * Not counted: a stand-in playing for a declared absence (`standin`), a bot seat, a deleted
 * account's seat, free moves out of turn.
 */
import type { Seat } from '../engine/contract';
import { isBot } from './bot-seats';
import type { MatchMeta } from './types';

/** How a holder's time in the match ended (`playing`: not yet). */
export type HolderHow = 'playing' | 'finished' | 'resigned' | 'missed' | 'deleted' | 'removed' | 'cancelled';

export interface Holder {
  seat: Seat;
  userId: string;
  joinedAt: number;
  leftAt: number | null;
  how: HolderHow;
  met: number;
  missed: number;
  /** The deadline last counted for this holder, and how: each deadline counts once. */
  key?: string;
  last?: 'met' | 'missed';
}

/** One deadline outcome of a step, computed by applyStep before the seats change. */
export interface DeadlineTally { seat: Seat; userId: string; key: string; kind: 'met' | 'missed' }

/** What the queue carries to D1: every holder of the match, with what D1 filters on. */
export interface HoldersWrite { matchId: string; game: string; timerKind: string; holders: Holder[] }

const isPerson = (u: MatchMeta['seats'][number] | undefined): u is NonNullable<MatchMeta['seats'][number]> => !!u && !isBot(u);

function openRecord(holders: Holder[], seat: Seat, userId: string): number {
  return holders.findIndex((h) => h.seat === seat && h.userId === userId && h.leftAt === null);
}

/** Count the step's deadlines on the open records (a copy when anything changed). */
export function tallyDeadlines(holders: Holder[], tally: DeadlineTally[]): Holder[] {
  let out = holders;
  for (const t of tally) {
    const i = openRecord(out, t.seat, t.userId);
    if (i < 0) continue;
    const h = out[i]!;
    let next: Holder | null = null;
    if (h.key !== t.key) {
      next = t.kind === 'met' ? { ...h, met: h.met + 1, key: t.key, last: 'met' } : { ...h, missed: h.missed + 1, key: t.key, last: 'missed' };
    } else if (t.kind === 'missed' && h.last === 'met') {
      // Begun by the player, finished by the bot at the deadline: the deadline was missed.
      next = { ...h, met: h.met - 1, missed: h.missed + 1, last: 'missed' };
    }
    if (next) {
      if (out === holders) out = [...holders];
      out[i] = next;
    }
  }
  return out;
}

const DEPARTURE_HOW: Record<NonNullable<MatchMeta['departed']>[number]['how'], HolderHow> = { resigned: 'resigned', missed: 'missed', deleted: 'deleted' };

/**
 * Follow the seats from `before` to `next`: records open when a match starts (or a person takes a
 * seat of a running one), and close when the holder departs, is replaced, or the match ends.
 * `holders` null: an object from before holders were kept; a running match starts counting now.
 * Returns `holders` itself (the same array, or null) when nothing changed.
 */
export function syncHolders(holders: Holder[] | null, before: MatchMeta | null, next: MatchMeta, now: number): Holder[] | null {
  let out: Holder[] = holders ?? [];
  let changed = false;
  const close = (i: number, how: HolderHow, at: number) => {
    if (!changed) { out = [...out]; changed = true; }
    out[i] = { ...out[i]!, leftAt: at, how };
  };
  const open = (seat: Seat, userId: string, at: number) => {
    if (!changed) { out = [...out]; changed = true; }
    out.push({ seat, userId, joinedAt: at, leftAt: null, how: 'playing', met: 0, missed: 0 });
  };
  const wasRunning = before?.status === 'active';
  if (next.status === 'active' && (!wasRunning || holders === null)) {
    // The start (or the first change seen by an object from before holders were kept).
    const at = holders === null && wasRunning ? now : next.startedAt ?? now;
    next.seats.forEach((u, seat) => { if (isPerson(u) && openRecord(out, seat, u.id) < 0 && !(next.abandoned ?? []).includes(seat)) open(seat, u.id, at); });
    return changed ? out : holders;
  }
  if (!wasRunning || !before) return holders;
  // Departures first: a resignation, a seat left after misses, a deleted account.
  for (const d of (next.departed ?? []).slice((before.departed ?? []).length)) {
    const i = openRecord(out, d.seat, d.user.id);
    if (i >= 0) close(i, DEPARTURE_HOW[d.how], d.at);
  }
  // Seats that changed hands: a holder still open there was replaced (the referee's replace).
  next.seats.forEach((u, seat) => {
    const prev = before.seats[seat];
    if (prev?.id === u?.id) return;
    if (isPerson(prev)) {
      const i = openRecord(out, seat, prev.id);
      if (i >= 0) close(i, 'removed', now);
    }
    if (isPerson(u) && next.status === 'active') open(seat, u.id, now);
  });
  if (next.status !== 'active') {
    const how: HolderHow = next.status === 'finished' ? 'finished' : 'cancelled';
    out.forEach((h, i) => { if (h.leftAt === null) close(i, how, now); });
  }
  return changed ? out : holders;
}

/** The D1 statements of a holders write: each record upserted whole (replaying a write is harmless). */
export function holderStatements(db: D1Database, w: HoldersWrite): D1PreparedStatement[] {
  return w.holders.map((h, i) => db.prepare(
    `INSERT INTO seat_holders (match_id, holder, seat, user_id, game, timer_kind, joined_at, left_at, how, deadlines_met, deadlines_missed)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(match_id, holder) DO UPDATE SET left_at = excluded.left_at, how = excluded.how, timer_kind = excluded.timer_kind,
       deadlines_met = excluded.deadlines_met, deadlines_missed = excluded.deadlines_missed`,
  ).bind(w.matchId, i, h.seat, h.userId, w.game, w.timerKind, h.joinedAt, h.leftAt, h.how, h.met, h.missed));
}
