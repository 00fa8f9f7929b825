/**
 * The match object's own storage (its SQLite database): a small key-value table (meta, state,
 * version and the other keys of keys.ts, each read and written through its typed descriptor), the move log, state checkpoints for replay, and the table talk (the tables are made
 * and upgraded by migrations.ts). Every value is
 * checked against the Durable Object limit before it is written, so the local emulator (which
 * does not enforce it) cannot hide a value that Cloudflare would refuse.
 */
import type { GameEvent, Move, Seat } from '../engine/contract';
import type { LoggedBy, LoggedStep } from '../engine/replay';
import type { Key } from './keys';
import type { MatchMessage } from './types';

/** Cloudflare refuses a Durable Object SQLite value over 2 MB; we stop earlier, with a clear error. */
export const DO_VALUE_LIMIT = 1_800_000;

export class ValueTooLargeError extends Error {
  constructor(what: string, bytes: number) {
    super(`${what} is ${bytes} bytes, over the ${DO_VALUE_LIMIT}-byte limit of a stored value`);
  }
}

const encoder = new TextEncoder();

/** JSON of a value, refused when it would not fit in one stored value. */
export function storable(what: string, value: unknown): string {
  const json = JSON.stringify(value);
  // A string's UTF-8 size is at most 3 bytes per UTF-16 unit: measure only when it could matter.
  if (json.length * 3 > DO_VALUE_LIMIT) {
    const bytes = encoder.encode(json).length;
    if (bytes > DO_VALUE_LIMIT) throw new ValueTooLargeError(what, bytes);
  }
  return json;
}

export interface StoredStep extends LoggedStep { index: number; at: number; events: GameEvent[] }

export class MatchStore {
  constructor(private readonly storage: DurableObjectStorage) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  /** Whether this object holds a match: a lookup of an unknown id must not create storage. */
  exists(): boolean {
    return this.sql.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kv'`).toArray().length > 0;
  }

  /**
   * The kv values as last read or written, parsed: a move reads the deadline, the hooks and the
   * last announcement several times. Writes inside a transaction are kept apart until it commits,
   * so a transaction that throws (and is rolled back) leaves the cache as it was.
   */
  private cache = new Map<string, unknown>();
  private pending: Map<string, unknown> | null = null;

  transaction<T>(fn: () => T): T {
    if (this.pending) return fn(); // nested: part of the outer transaction
    this.pending = new Map();
    try {
      const out = this.storage.transactionSync(fn);
      for (const [k, v] of this.pending) this.cache.set(k, v);
      return out;
    } finally {
      this.pending = null;
    }
  }

  /** A kv value (null when the key was never written, or deleted). */
  get<T>(key: Key<T>): T | null {
    const name = key.name;
    if (this.pending?.has(name)) return this.pending.get(name) as T | null;
    if (this.cache.has(name)) return this.cache.get(name) as T | null;
    const row = this.sql.exec<{ value: string }>('SELECT value FROM kv WHERE key = ?', name).toArray()[0];
    const value = row ? (JSON.parse(row.value) as T) : null;
    this.cache.set(name, value);
    return value;
  }

  put<T>(key: Key<T>, value: T): void {
    this.sql.exec('INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)', key.name, storable(key.name, value));
    // The platform never changes a value after writing it (each change makes new objects), so the
    // object itself is kept.
    this.remember(key.name, value);
  }

  delete<T>(key: Key<T>): void {
    this.sql.exec('DELETE FROM kv WHERE key = ?', key.name);
    this.remember(key.name, null);
  }

  private remember(name: string, value: unknown): void {
    (this.pending ?? this.cache).set(name, value);
  }

  // ---- the move log ------------------------------------------------------------------------

  appendStep(index: number, step: LoggedStep, at: number, events: GameEvent[]): void {
    this.sql.exec('INSERT INTO moves (idx, seat, move, by, at, events) VALUES (?, ?, ?, ?, ?, ?)',
      index, step.seat, storable(`move ${index}`, step.move), step.by, at, storable(`events of move ${index}`, events));
  }

  /** Steps with index in [from, to), in order. */
  steps(from = 0, to = Number.MAX_SAFE_INTEGER): StoredStep[] {
    return this.sql
      .exec<{ idx: number; seat: number; move: string; by: string; at: number; events: string }>(
        'SELECT * FROM moves WHERE idx >= ? AND idx < ? ORDER BY idx', from, to)
      .toArray()
      .map((r) => ({ index: r.idx, seat: r.seat as Seat, move: JSON.parse(r.move) as Move, by: r.by as LoggedBy, at: r.at, events: JSON.parse(r.events) as GameEvent[] }));
  }

  /** Who made each seat's last step ('player', 'bot', …): a seat whose last step was the bot's left the match to its timer. */
  lastStepBy(): Map<Seat, LoggedBy> {
    const rows = this.sql.exec<{ seat: number; by: string }>(
      'SELECT seat, by FROM moves m WHERE idx = (SELECT MAX(idx) FROM moves WHERE seat = m.seat)').toArray();
    return new Map(rows.map((r) => [r.seat as Seat, r.by as LoggedBy]));
  }

  // ---- checkpoints (replay in at most CHECKPOINT_EVERY engine steps) -----------------------

  putCheckpoint(step: number, state: unknown): void {
    this.sql.exec('INSERT OR REPLACE INTO checkpoints (step, state) VALUES (?, ?)', step, storable(`checkpoint ${step}`, state));
  }

  /** The latest checkpoint at or before `step`. */
  checkpointAtOrBefore(step: number): { step: number; state: unknown } | null {
    const row = this.sql.exec<{ step: number; state: string }>(
      'SELECT step, state FROM checkpoints WHERE step <= ? ORDER BY step DESC LIMIT 1', step).toArray()[0];
    return row ? { step: row.step, state: JSON.parse(row.state) } : null;
  }

  // ---- table talk ----------------------------------------------------------------------------

  addMessage(at: number, from: Seat, to: Seat[] | null, text: string): number {
    this.sql.exec('INSERT INTO messages (at, from_seat, to_seats, text) VALUES (?, ?, ?, ?)', at, from, to ? JSON.stringify(to) : null, text);
    return this.sql.exec<{ id: number }>('SELECT last_insert_rowid() AS id').toArray()[0]!.id;
  }

  messages(afterId = 0, limit = -1): MatchMessage[] {
    return this.sql.exec<{ id: number; at: number; from_seat: number; to_seats: string | null; text: string }>(
      'SELECT * FROM messages WHERE id > ? ORDER BY id LIMIT ?', afterId, limit).toArray()
      .map((r) => ({ id: r.id, at: r.at, from: r.from_seat, to: r.to_seats ? (JSON.parse(r.to_seats) as Seat[]) : null, text: r.text }));
  }
}
