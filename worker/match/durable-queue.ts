/**
 * The one durable queue under the match's mail (mail.ts) and Web Push (worker/push/queue.ts): what
 * each seat is to be told, kept in the object's SQLite in the same transaction as the change that
 * caused it, and sent later by the alarm. Two tables per channel (made by migrations.ts):
 *
 *   <events>  one row per thing to tell a seat: turn, deadline, phase, message, ended
 *   <seats>   per seat: when to look again (next_at) and the tries that failed in a row (attempts);
 *             a batched channel (mail) also pins the batch in flight (batch_max: retried whole,
 *             under the same idempotency key) and keeps when the last one went (last_at)
 *
 * The mechanism both channels share: a seat's events are leased before anything is awaited (a
 * second alarm meanwhile neither sends them again nor spins); once sent, or refused for good (a
 * 4xx: the caller decides, since each provider says it its own way), they are removed and the
 * seat waits for its next event; an outage backs off (doubling, capped) and keeps them, and a
 * channel with a try limit gives them up after it. Nothing lives in memory: an object restarted
 * (evicted, redeployed) finds its queue as it was.
 */
import type { Seat } from '../engine/contract';
import type { MailKind } from '../mail/settings';
import type { Notification } from '../notify/changes';

/** How a channel retries through an outage. */
export interface RetryPolicy {
  /** The wait after the first failure; it doubles with each failure after it. */
  baseMs: number;
  /** The longest wait. */
  maxMs: number;
  /** The try at which the channel gives up (null: it never does). */
  maxAttempts: number | null;
}

/** The wait after a failure, when `attempts` tries had already failed before it. */
export const backoffMs = (policy: RetryPolicy, attempts: number): number => Math.min(policy.maxMs, policy.baseMs * 2 ** attempts);

/** Whether the try after `attempts` failures, now failed too, is the last the policy allows. */
export const givesUp = (policy: RetryPolicy, attempts: number): boolean => policy.maxAttempts !== null && attempts + 1 >= policy.maxAttempts;

/** A seat leased this long is not due again (longer than any send takes). */
export const LEASE_MS = 60_000;

/** A channel's tables; `batched` when its seats table has batch_max and last_at (mail). */
export interface SeatQueueTables { events: string; seats: string; batched: boolean }

export type QueuedEvent = { id: number; seat: number; kind: MailKind; at: number; version: number; data: string };
export type QueuedSeat = { seat: number; next_at: number; attempts: number; batch_max?: number | null; last_at?: number | null };

export class SeatQueue<SeatRow extends QueuedSeat = QueuedSeat> {
  /**
   * `wanted(seat)`: whether the seat's user has this channel on, as last told by the API (kept in
   * the object, so a move needs no D1 lookup and seats without the channel queue nothing).
   */
  constructor(
    private readonly sql: SqlStorage,
    private readonly tables: SeatQueueTables,
    private readonly retry: RetryPolicy,
    private readonly wanted: (seat: Seat) => boolean = () => true,
  ) {}

  /** Queue one event for a seat (inside the change's transaction). */
  add(seat: Seat, kind: MailKind, at: number, version: number, data: Record<string, unknown> = {}): void {
    if (!this.wanted(seat)) return;
    const { events, seats, batched } = this.tables;
    this.sql.exec(`INSERT INTO ${events} (seat, kind, at, version, data) VALUES (?, ?, ?, ?, ?)`, seat, kind, at, version, JSON.stringify(data));
    // Look at the seat again now (batching may push it back), unless a retry (or a pinned batch) is waiting.
    const idle = batched ? `${seats}.attempts = 0 AND ${seats}.batch_max IS NULL` : `${seats}.attempts = 0`;
    this.sql.exec(`INSERT INTO ${seats} (seat, next_at) VALUES (?, ?) ON CONFLICT(seat) DO UPDATE SET
      next_at = CASE WHEN ${idle} THEN MIN(${seats}.next_at, excluded.next_at) ELSE ${seats}.next_at END`, seat, at);
  }

  /** The events of a change, from its public notification (turn, phase, the end). */
  fromNotification(n: Notification, seated: Seat[], version: number): void {
    for (const s of n.kinds.includes('turn') ? n.seatsToAct : []) this.add(s, 'turn', n.at, version);
    if (n.kinds.includes('phase')) for (const s of seated) this.add(s, 'phase', n.at, version, { phase: n.previousPhase });
    if (n.kinds.includes('match.finished')) for (const s of seated) this.add(s, 'ended', n.at, version);
  }

  /** When a seat with events is next due, if any. */
  nextAt(): number | null {
    const { events, seats } = this.tables;
    const t = this.sql.exec<{ t: number | null }>(
      `SELECT MIN(s.next_at) AS t FROM ${seats} s WHERE EXISTS (SELECT 1 FROM ${events} e WHERE e.seat = s.seat)`).toArray()[0]?.t;
    return typeof t === 'number' ? t : null;
  }

  /** Events queued (of one seat, or of all). */
  pending(seat?: Seat): number {
    const { events } = this.tables;
    return seat === undefined
      ? this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM ${events}`).toArray()[0]!.n
      : this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM ${events} WHERE seat = ?`, seat).toArray()[0]!.n;
  }

  /** Seats due now with their events (a pinned batch: only its own), leased before anything is awaited. */
  lease(now: number): { seat: SeatRow; events: QueuedEvent[] }[] {
    const { events, seats } = this.tables;
    const due = this.sql.exec<SeatRow>(
      `SELECT * FROM ${seats} s WHERE next_at <= ? AND EXISTS (SELECT 1 FROM ${events} e WHERE e.seat = s.seat)`, now).toArray();
    return due.map((s) => {
      this.sql.exec(`UPDATE ${seats} SET next_at = ? WHERE seat = ?`, now + LEASE_MS, s.seat);
      const pinned = s.batch_max ?? null;
      const rows = pinned === null
        ? this.sql.exec<QueuedEvent>(`SELECT * FROM ${events} WHERE seat = ? ORDER BY id`, s.seat)
        : this.sql.exec<QueuedEvent>(`SELECT * FROM ${events} WHERE seat = ? AND id <= ? ORDER BY id`, s.seat, pinned);
      return { seat: s, events: rows.toArray() };
    });
  }

  /** These events are handled (sent, refused, not to be sent): gone. */
  drop(ids: number[]): void {
    for (const id of ids) this.sql.exec(`DELETE FROM ${this.tables.events} WHERE id = ?`, id);
  }

  /**
   * The seat's events up to `upTo` are handled: gone, and the seat waits for its next event. `sentAt`:
   * when the one that went was accepted (a batched channel keeps it for its batching); null when
   * nothing went (refused, given up, not wanted).
   */
  done(seat: Seat, upTo: number, now: number, sentAt: number | null = null): void {
    this.sql.exec(`DELETE FROM ${this.tables.events} WHERE seat = ? AND id <= ?`, seat, upTo);
    this.settle(seat, now, sentAt);
  }

  /** The seat's failures are over: look at it again at `at` (with no pinned batch). */
  settle(seat: Seat, at: number, sentAt: number | null = null): void {
    const { seats, batched } = this.tables;
    if (batched) this.sql.exec(`UPDATE ${seats} SET attempts = 0, batch_max = NULL, next_at = ?, last_at = COALESCE(?, last_at) WHERE seat = ?`, at, sentAt, seat);
    else this.sql.exec(`UPDATE ${seats} SET attempts = 0, next_at = ? WHERE seat = ?`, at, seat);
  }

  /** Not due yet (batching, quiet hours): look again at `at`, a retry's count and batch kept. */
  wait(seat: Seat, at: number): void {
    this.sql.exec(`UPDATE ${this.tables.seats} SET next_at = ? WHERE seat = ?`, at, seat);
  }

  /**
   * A try failed through an outage, after `attempts` earlier ones: back off and keep the events (a
   * batched channel pins the batch up to `batchMax`, so the retry carries the same idempotency key);
   * or, at the policy's last try, give up the events leased (up to `upTo`): the seat's later
   * events go as usual.
   */
  failed(seat: Seat, attempts: number, now: number, { batchMax = null, upTo = batchMax }: { batchMax?: number | null; upTo?: number | null } = {}): 'retry' | 'gave_up' {
    const { seats, batched } = this.tables;
    if (givesUp(this.retry, attempts)) {
      if (upTo !== null) this.done(seat, upTo, now);
      else this.settle(seat, now);
      return 'gave_up';
    }
    const at = now + backoffMs(this.retry, attempts);
    if (batched) this.sql.exec(`UPDATE ${seats} SET attempts = attempts + 1, batch_max = COALESCE(?, batch_max), next_at = ? WHERE seat = ?`, batchMax, at, seat);
    else this.sql.exec(`UPDATE ${seats} SET attempts = attempts + 1, next_at = ? WHERE seat = ?`, at, seat);
    return 'retry';
  }

  /** Forget every queued event (the channel is not configured on this deployment). */
  clear(): void {
    this.sql.exec(`DELETE FROM ${this.tables.events}`);
  }
}
