/**
 * The durable queue under mail and Web Push (worker/match/durable-queue.ts), on real Durable Object
 * SQLite: leases, retries with backoff up to the policy's last try, a final refusal dropped at
 * once, a batch pinned through its retries, and a restarted object that finds its queue as it was.
 * (mail.test.ts, mail-provider.test.ts and push.test.ts cover the channels built on it.)
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MatchRoom } from '../../worker/match/room';
import { migrateStorage } from '../../worker/match/migrations';
import { backoffMs, givesUp, LEASE_MS, SeatQueue, type QueuedSeat, type RetryPolicy, type SeatQueueTables } from '../../worker/match/durable-queue';

const stubOf = (id: string) => env.MATCHES.get(env.MATCHES.idFromName(id));
const MAIL: SeatQueueTables = { events: 'mail_events', seats: 'mail_seat', batched: true };
const PUSH: SeatQueueTables = { events: 'push_events', seats: 'push_seat', batched: false };
const POLICY: RetryPolicy = { baseMs: 1_000, maxMs: 5_000, maxAttempts: 4 };
const T0 = 1_800_000_000_000;

let objects = 0;
/** A fresh object with the match storage's tables, and a queue over them. */
async function withQueue<T>(tables: SeatQueueTables, fn: (q: SeatQueue, sql: SqlStorage) => T, id = `dq-${++objects}-${Math.random()}`, policy = POLICY): Promise<T> {
  return runInDurableObject(stubOf(id), (_o: MatchRoom, state) => {
    migrateStorage(state.storage);
    return fn(new SeatQueue(state.storage.sql, tables, policy), state.storage.sql);
  });
}

const seatRow = (sql: SqlStorage, table: string, seat: number) => sql.exec<QueuedSeat>(`SELECT * FROM ${table} WHERE seat = ?`, seat).toArray()[0];

describe('the durable queue under mail and push', () => {
  it('backs off doubling up to its cap, and gives up at the policy\'s last try', () => {
    expect([0, 1, 2, 3, 4].map((a) => backoffMs(POLICY, a))).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
    expect([0, 1, 2, 3].map((a) => givesUp(POLICY, a))).toEqual([false, false, false, true]);
    expect(givesUp({ ...POLICY, maxAttempts: null }, 1_000)).toBe(false);
  });

  it('leases a due seat once, sends it, and waits for the next event', async () => {
    await withQueue(PUSH, (q, sql) => {
      q.add(0, 'turn', T0, 1);
      q.add(0, 'message', T0 + 5, 2, { from: 1, text: 'hi' });
      q.add(1, 'turn', T0 + 10_000, 2);
      expect(q.pending()).toBe(3);
      expect(q.nextAt()).toBe(T0);
      const due = q.lease(T0);
      expect(due.map((d) => [d.seat.seat, d.events.map((e) => e.kind)])).toEqual([[0, ['turn', 'message']]]);
      expect(JSON.parse(due[0]!.events[1]!.data)).toEqual({ from: 1, text: 'hi' });
      // Leased: a second alarm meanwhile neither sends it again nor spins.
      expect(q.lease(T0 + 1)).toEqual([]);
      expect(q.nextAt()).toBe(T0 + 10_000);
      q.drop(due[0]!.events.map((e) => e.id));
      q.settle(0, T0 + 2);
      expect(q.pending(0)).toBe(0);
      expect(seatRow(sql, 'push_seat', 0)).toMatchObject({ next_at: T0 + 2, attempts: 0 });
      expect(q.lease(T0 + LEASE_MS + 10_000).map((d) => d.seat.seat)).toEqual([1]);
    });
  });

  it('an outage keeps the events and retries with backoff; a batched channel retries the same batch; the last try gives up', async () => {
    await withQueue(MAIL, (q, sql) => {
      q.add(0, 'turn', T0, 1);
      let [leased] = q.lease(T0);
      const batch = leased!.events.at(-1)!.id;
      expect(q.failed(0, leased!.seat.attempts, T0, { batchMax: batch })).toBe('retry');
      expect(seatRow(sql, 'mail_seat', 0)).toMatchObject({ attempts: 1, batch_max: batch, next_at: T0 + 1_000 });
      // An event that comes meanwhile neither brings the retry forward nor joins the batch in flight.
      q.add(0, 'message', T0 + 10, 2, { from: 1, text: 'later' });
      expect(q.nextAt()).toBe(T0 + 1_000);
      expect(q.lease(T0 + 999)).toEqual([]);
      let now = T0 + 1_000;
      for (let attempts = 1; attempts < 3; attempts++) {
        [leased] = q.lease(now);
        expect(leased!.events.map((e) => e.kind)).toEqual(['turn']);
        expect(q.failed(0, leased!.seat.attempts, now, { batchMax: batch })).toBe('retry');
        now += backoffMs(POLICY, attempts);
        expect(seatRow(sql, 'mail_seat', 0)).toMatchObject({ attempts: attempts + 1, next_at: now });
      }
      [leased] = q.lease(now);
      expect(q.failed(0, leased!.seat.attempts, now, { batchMax: batch })).toBe('gave_up');
      // Given up: that batch is gone, and the seat's later event goes as usual.
      expect(seatRow(sql, 'mail_seat', 0)).toMatchObject({ attempts: 0, batch_max: null, next_at: now });
      expect(q.lease(now).map((d) => d.events.map((e) => e.kind))).toEqual([['message']]);
    });
  });

  it('a channel without a try limit retries for as long as the outage lasts', async () => {
    await withQueue(PUSH, (q, sql) => {
      q.add(2, 'phase', T0, 1, { phase: 'spring' });
      let now = T0;
      for (let attempts = 0; attempts < 12; attempts++) {
        const [leased] = q.lease(now);
        expect(q.failed(2, leased!.seat.attempts, now)).toBe('retry');
        now += backoffMs(POLICY, attempts);
      }
      expect(seatRow(sql, 'push_seat', 2)).toMatchObject({ attempts: 12, next_at: now });
      expect(q.pending(2)).toBe(1);
    }, undefined, { ...POLICY, maxAttempts: null });
  });

  it('a final refusal (a 4xx) drops the batch at once, with no retry, and the next event goes as usual', async () => {
    await withQueue(MAIL, (q, sql) => {
      q.add(1, 'turn', T0, 1);
      q.done(1, q.lease(T0)[0]!.events.at(-1)!.id, T0, T0); // a first mail went
      q.add(1, 'turn', T0 + 100, 2);
      const [leased] = q.lease(T0 + 100);
      q.done(1, leased!.events.at(-1)!.id, T0 + 100); // refused: dropped, nothing sent
      expect(q.pending(1)).toBe(0);
      expect(seatRow(sql, 'mail_seat', 1)).toMatchObject({ attempts: 0, batch_max: null, last_at: T0, next_at: T0 + 100 });
      q.add(1, 'ended', T0 + 200, 3);
      expect(q.lease(T0 + 200).map((d) => d.events.map((e) => e.kind))).toEqual([['ended']]);
    });
  });

  it('a seat whose user has the channel off queues nothing', async () => {
    await runInDurableObject(stubOf('dq-off'), (_o: MatchRoom, state) => {
      migrateStorage(state.storage);
      const q = new SeatQueue(state.storage.sql, PUSH, POLICY, (seat) => seat === 0);
      q.add(0, 'turn', T0, 1);
      q.add(1, 'turn', T0, 1);
      expect([q.pending(0), q.pending(1)]).toEqual([1, 0]);
    });
  });

  it('a restarted object finds its queue as it was: events, retry count and pinned batch', async () => {
    const id = 'dq-restart';
    const batch = await withQueue(MAIL, (q) => {
      q.add(0, 'turn', T0, 1);
      q.add(1, 'message', T0, 1, { from: 0, text: 'kept' });
      const leased = q.lease(T0).find((d) => d.seat.seat === 0)!;
      const upTo = leased.events.at(-1)!.id;
      q.failed(0, 0, T0, { batchMax: upTo });
      return upTo;
    }, id);
    // Thrown away, as after an eviction or a deploy: the next call constructs the object again.
    await runInDurableObject(stubOf(id), (_o: MatchRoom, state) => { state.abort('restart for the test'); }).catch(() => {});
    await withQueue(MAIL, (q, sql) => {
      expect(q.pending()).toBe(2);
      expect(seatRow(sql, 'mail_seat', 0)).toMatchObject({ attempts: 1, batch_max: batch, next_at: T0 + 1_000 });
      // Seat 1 was leased by the object before the restart: due again once its lease ran out.
      expect(q.lease(T0 + 1).map((d) => d.seat.seat)).toEqual([]);
      const due = q.lease(T0 + LEASE_MS);
      expect(due.map((d) => [d.seat.seat, d.events.map((e) => e.kind)])).toEqual([[0, ['turn']], [1, ['message']]]);
    }, id);
  });
});
