/**
 * Web Push notifications of a match, queued in the object's SQLite like the mail (worker/match/
 * mail.ts): written in the same transaction as the change that caused them, sent later by the
 * alarm, never on a move's path. Two stages, so a user's several browsers are each served once
 * (the first is durable-queue.ts's queue, the same as mail's):
 *
 *   push_events  what each seat is to be told (turn, deadline, phase, message, ended)
 *   push_seat    per seat: when to look again (rate rule, quiet hours, D1 down)
 *   push_kind    per seat and kind: when the last push of that kind went (the rate rule)
 *   push_out     one push for one browser (endpoint, keys, the payload fixed at fan-out): removed
 *                once the push service accepted it, or when it answers 404/410 (subscription gone)
 *
 * A failed push_out row (5xx, 429, timeout) backs off (30 s doubling, at most 1 h) and is tried
 * again with the same payload; after MAX_ATTEMPTS or once older than the push's TTL it is dropped.
 */
import type { Seat } from '../engine/contract';
import type { Notification } from '../notify/changes';
import type { MailKind } from '../mail/settings';
import { backoffMs, givesUp, LEASE_MS, SeatQueue, type QueuedEvent, type RetryPolicy } from '../match/durable-queue';

export const PUSH_RETRY_BASE_MS = 30_000;
export const PUSH_RETRY_MAX_MS = 3_600_000;
export const PUSH_MAX_ATTEMPTS = 10;
/** A push older than this is not worth sending any more (and is its TTL at the push service). */
export const PUSH_TTL_S = 24 * 3600;
/** A push to one browser: tried PUSH_MAX_ATTEMPTS times at most. */
const OUT_RETRY: RetryPolicy = { baseMs: PUSH_RETRY_BASE_MS, maxMs: PUSH_RETRY_MAX_MS, maxAttempts: PUSH_MAX_ATTEMPTS };
/** A seat whose fan-out met D1 down: its events are kept however long it lasts. */
const SEAT_RETRY: RetryPolicy = { ...OUT_RETRY, maxAttempts: null };

export type PushEventRow = QueuedEvent;
export type PushOutRow = { id: number; user_id: string; endpoint: string; p256dh: string; auth: string; payload: string; urgency: string; created_at: number; next_at: number; attempts: number };

export class PushQueue {
  /** Stage 1: what each seat is to be told (push_events, push_seat), the same durable queue as mail's. */
  readonly seats: SeatQueue;

  /** `pushable(seat)`: the seat's user has a subscribed browser with push on, as last told by the API. */
  constructor(private readonly sql: SqlStorage, pushable: (seat: Seat) => boolean = () => true) {
    // Its tables are made by the object's storage migrations (worker/match/migrations.ts, version 3).
    this.seats = new SeatQueue(sql, { events: 'push_events', seats: 'push_seat', batched: false }, SEAT_RETRY, pushable);
  }

  /** Queue one event for a seat (inside the change's transaction). */
  add(seat: Seat, kind: MailKind, at: number, version: number, data: Record<string, unknown> = {}): void {
    this.seats.add(seat, kind, at, version, data);
  }

  /** The push events of a change, from its public notification (turn, phase, the end). */
  fromNotification(n: Notification, seated: Seat[], version: number): void {
    this.seats.fromNotification(n, seated, version);
  }

  nextAt(): number | null {
    const a = this.seats.nextAt();
    const b = this.sql.exec<{ t: number | null }>('SELECT MIN(next_at) AS t FROM push_out').toArray()[0]?.t;
    const times = [a, b].filter((t): t is number => typeof t === 'number');
    return times.length ? Math.min(...times) : null;
  }

  /** What is queued: events not yet fanned out, pushes not yet accepted, and their failed tries. */
  pending(): { events: number; out: number; tries: number } {
    const out = this.sql.exec<{ n: number; tries: number | null }>('SELECT COUNT(*) AS n, SUM(attempts) AS tries FROM push_out').toArray()[0]!;
    return { events: this.seats.pending(), out: out.n, tries: out.tries ?? 0 };
  }

  /** Forget everything queued (push is not configured on this deployment). */
  clear(): void {
    this.seats.clear();
    this.sql.exec('DELETE FROM push_out');
  }

  // ---- stage 1: events → one push per browser (the seats' leases, drops and retries: this.seats) --

  lastSent(seat: Seat, kind: MailKind): number | null {
    return this.sql.exec<{ last_at: number }>('SELECT last_at FROM push_kind WHERE seat = ? AND kind = ?', seat, kind).toArray()[0]?.last_at ?? null;
  }

  /** The pushes of one kind for one seat, one row per browser; the kind's clock restarts. */
  fanOut(seat: Seat, kind: MailKind, rows: Omit<PushOutRow, 'id' | 'next_at' | 'attempts'>[], now: number): void {
    for (const r of rows) {
      this.sql.exec('INSERT INTO push_out (user_id, endpoint, p256dh, auth, payload, urgency, created_at, next_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        r.user_id, r.endpoint, r.p256dh, r.auth, r.payload, r.urgency, r.created_at, now);
    }
    this.sql.exec('INSERT INTO push_kind (seat, kind, last_at) VALUES (?, ?, ?) ON CONFLICT(seat, kind) DO UPDATE SET last_at = excluded.last_at', seat, kind, now);
  }

  // ---- stage 2: one push to one browser ---------------------------------------------------------

  /** Pushes due now, leased before anything is awaited (a second alarm does not send them again). */
  leaseOut(now: number): PushOutRow[] {
    const rows = this.sql.exec<PushOutRow>('SELECT * FROM push_out WHERE next_at <= ? ORDER BY id LIMIT 50', now).toArray();
    for (const r of rows) this.sql.exec('UPDATE push_out SET next_at = ? WHERE id = ?', now + LEASE_MS, r.id);
    return rows;
  }

  /** Accepted by the push service, or not to be sent: gone. */
  outDone(id: number): void {
    this.sql.exec('DELETE FROM push_out WHERE id = ?', id);
  }

  /** Every queued push to a browser whose subscription is gone. */
  endpointGone(endpoint: string): void {
    this.sql.exec('DELETE FROM push_out WHERE endpoint = ?', endpoint);
  }

  /** A failure: the same payload again later, or dropped once it is too old or tried too often. */
  outFailed(row: PushOutRow, now: number): 'retry' | 'dropped' {
    if (givesUp(OUT_RETRY, row.attempts) || now - row.created_at >= PUSH_TTL_S * 1000) {
      this.outDone(row.id);
      return 'dropped';
    }
    this.sql.exec('UPDATE push_out SET attempts = attempts + 1, next_at = ? WHERE id = ?', now + backoffMs(OUT_RETRY, row.attempts), row.id);
    return 'retry';
  }
}
