/**
 * Every D1 call of the platform goes through this wrapper. It enforces Cloudflare's limit on a
 * value (the local emulator does not: without this a 1.5 MB export passed every test and failed
 * in production), counts round trips (on a request's path or in the background, for the bench
 * and docs/operators.md "Capacity on paper") and, for the bench only, adds a delay per round trip to
 * emulate a D1 that sits in another region.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** D1 refuses a value over 1,000,000 bytes; we refuse earlier, with a message that says what. */
export const D1_VALUE_LIMIT = 900_000;

export class D1ValueTooLargeError extends Error {}

let isolateId: string | null = null;

/**
 * Round trips to D1 in this isolate: on a request's path, or in background work (alarms). The
 * isolate id is drawn on first read: workerd refuses random values in the global scope (the
 * Worker would not start under `wrangler dev`).
 */
export const d1Stats = {
  get isolate(): string { return (isolateId ??= crypto.randomUUID()); },
  onPath: 0, background: 0, statements: 0,
};

const scope = new AsyncLocalStorage<'background'>();

/** Run work off any request's path (an alarm's queue flush): its D1 calls count as background. */
export function inBackground<T>(fn: () => Promise<T>): Promise<T> {
  return scope.run('background', fn);
}

const encoder = new TextEncoder();

function checkValue(sql: string, value: unknown): void {
  let bytes = 0;
  if (typeof value === 'string') bytes = value.length > D1_VALUE_LIMIT / 3 ? encoder.encode(value).length : 0;
  else if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) bytes = (value as ArrayBuffer).byteLength;
  if (bytes > D1_VALUE_LIMIT) {
    throw new D1ValueTooLargeError(`a D1 value of ${bytes} bytes (over ${D1_VALUE_LIMIT}) in: ${sql.slice(0, 80)}`);
  }
}

const real = new WeakMap<object, D1PreparedStatement>();
const wrapped = new WeakMap<D1Database, D1Database>();
const guarded = new WeakSet<object>();

async function roundTrip<T>(latencyMs: number, statements: number, fn: () => Promise<T>): Promise<T> {
  if (scope.getStore() === 'background') d1Stats.background++;
  else d1Stats.onPath++;
  d1Stats.statements += statements;
  if (latencyMs > 0) await new Promise((r) => setTimeout(r, latencyMs));
  return fn();
}

function wrapStatement(stmt: D1PreparedStatement, sql: string, latencyMs: number): D1PreparedStatement {
  const w = {
    bind(...values: unknown[]) {
      for (const v of values) checkValue(sql, v);
      return wrapStatement(stmt.bind(...values), sql, latencyMs);
    },
    first: (col?: string) => roundTrip(latencyMs, 1, () => (col === undefined ? stmt.first() : stmt.first(col))),
    run: () => roundTrip(latencyMs, 1, () => stmt.run()),
    all: () => roundTrip(latencyMs, 1, () => stmt.all()),
    raw: (opts?: { columnNames?: boolean }) => roundTrip(latencyMs, 1, () => stmt.raw(opts as { columnNames: true })),
  } as unknown as D1PreparedStatement;
  real.set(w, stmt);
  return w;
}

/** The guarded D1 of an environment. `extraLatencyMs` emulates a remote database (bench only). */
export function guardD1(db: D1Database, extraLatencyMs = 0): D1Database {
  const known = wrapped.get(db);
  if (known) return known;
  if (guarded.has(db)) return db;
  const w = {
    prepare: (sql: string) => wrapStatement(db.prepare(sql), sql, extraLatencyMs),
    batch: (stmts: D1PreparedStatement[]) => roundTrip(extraLatencyMs, stmts.length, () => db.batch(stmts.map((s) => real.get(s) ?? s))),
    exec: (sql: string) => roundTrip(extraLatencyMs, 1, () => db.exec(sql)),
    dump: () => db.dump(),
    withSession: (...args: unknown[]) => (db as any).withSession(...args),
  } as unknown as D1Database;
  guarded.add(w);
  wrapped.set(db, w);
  return w;
}
