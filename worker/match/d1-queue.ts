/**
 * The durable queue of everything the match object writes elsewhere after a change: the D1 index
 * row, seat rows, the seat holders' records (holders.ts), the archive. A change enqueues its write in the object's own SQLite in the same
 * transaction as the change (so it is never lost: a crash after the commit leaves it queued), and
 * the alarm flushes the queue in one D1 batch, after the player had their answer. A failed flush
 * stays queued and is retried with backoff; nothing on a move's path waits for D1.
 *
 * Writes are coalesced by key: the index row keeps only its latest content (a later write of the
 * same key replaces an earlier one still queued), so a burst of moves costs one D1 batch.
 */
export interface QueuedWrite {
  /** Coalescing key: one queued write per key. */
  key: string;
  /** What the flush does with it (the host turns it into D1 statements, or an R2 upload). */
  kind: 'index' | 'seats' | 'holders' | 'archive' | 'ratings';
  payload: unknown;
}

type Row = { key: string; kind: QueuedWrite['kind']; payload: string; rev: number; attempts: number; next_at: number };

export const QUEUE_RETRY_BASE_MS = 5_000;
export const QUEUE_RETRY_MAX_MS = 10 * 60_000;
export const QUEUE_FLUSH_TIMEOUT_MS = 15_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer after ${ms} ms`)), ms); });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface FlushHost {
  /** Carry out the queued writes (in order of kind: index, seats, holders, archive, ratings). Throws on failure. */
  apply(writes: QueuedWrite[]): Promise<void>;
}

export class D1Queue {
  constructor(private readonly storage: DurableObjectStorage) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  /**
   * Queue a write (call inside the change's transaction); replaces a queued write of the same key.
   * A replacement keeps the earlier due time: under a stream of moves the flush still comes
   * ~FLUSH_DELAY_MS after the first unflushed change (it would otherwise be pushed back by every
   * move, and the index would not be written until play paused).
   */
  enqueue(write: QueuedWrite, now = Date.now()): void {
    this.sql.exec(
      `INSERT INTO d1_queue (key, kind, payload, rev, attempts, next_at) VALUES (?, ?, ?, 1, 0, ?)
       ON CONFLICT(key) DO UPDATE SET kind = excluded.kind, payload = excluded.payload, rev = rev + 1, attempts = 0,
         next_at = CASE WHEN d1_queue.attempts = 0 THEN MIN(d1_queue.next_at, excluded.next_at) ELSE excluded.next_at END`,
      write.key, write.kind, JSON.stringify(write.payload), now);
  }

  pending(): number {
    return this.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM d1_queue').toArray()[0]!.n;
  }

  nextAt(): number | null {
    const t = this.sql.exec<{ t: number | null }>('SELECT MIN(next_at) AS t FROM d1_queue').toArray()[0]?.t;
    return typeof t === 'number' ? t : null;
  }

  /**
   * Send every due write in one go. A write replaced while the batch was in flight (a newer rev)
   * stays queued for the next flush; the ones sent are removed only once D1 confirmed them.
   */
  async flush(host: FlushHost, now = Date.now(), timeoutMs = QUEUE_FLUSH_TIMEOUT_MS): Promise<{ sent: number; failed: boolean }> {
    const order = { index: 0, seats: 1, holders: 2, archive: 3, ratings: 4 } as const;
    const rows = this.sql.exec<Row>('SELECT * FROM d1_queue WHERE next_at <= ?', now).toArray()
      .sort((a, b) => order[a.kind] - order[b.kind]);
    if (!rows.length) return { sent: 0, failed: false };
    try {
      // A D1 batch or R2 upload that hangs must not hold the queue for ever: after the timeout it
      // counts as failed and is retried (the writes are idempotent upserts, so a late success is harmless).
      await withTimeout(host.apply(rows.map((r) => ({ key: r.key, kind: r.kind, payload: JSON.parse(r.payload) }))), timeoutMs);
    } catch (e) {
      console.error('d1 queue flush failed:', (e as Error).message);
      for (const r of rows) {
        const wait = Math.min(QUEUE_RETRY_MAX_MS, QUEUE_RETRY_BASE_MS * 2 ** r.attempts);
        this.sql.exec('UPDATE d1_queue SET attempts = attempts + 1, next_at = ? WHERE key = ? AND rev = ?', Date.now() + wait, r.key, r.rev);
      }
      return { sent: 0, failed: true };
    }
    for (const r of rows) this.sql.exec('DELETE FROM d1_queue WHERE key = ? AND rev = ?', r.key, r.rev);
    return { sent: rows.length, failed: false };
  }
}
