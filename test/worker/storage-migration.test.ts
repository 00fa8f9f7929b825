/**
 * The match object's storage migrations (worker/match/migrations.ts) on real Durable Object
 * storage: an object written before versions existed is upgraded when it is constructed again and
 * plays on with its log and messages intact; a failing step is rolled back whole and named.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { register, type Client } from './helpers';
import type { MatchRoom } from '../../worker/match/room';
import { migrateStorage, STORAGE_STEPS, STORAGE_VERSION, StorageMigrationError, storageVersion } from '../../worker/match/migrations';

const stubOf = (id: string) => env.MATCHES.get(env.MATCHES.idFromName(id));

/** The object is thrown away (as after an eviction or a deploy): the next call constructs it again. */
async function restart(id: string): Promise<void> {
  await runInDurableObject(stubOf(id), (_o: MatchRoom, state) => { state.abort('restart for the test'); }).catch(() => {});
}

const inObject = <T>(id: string, fn: (sql: SqlStorage, storage: DurableObjectStorage) => T) =>
  runInDurableObject(stubOf(id), (_o: MatchRoom, state) => fn(state.storage.sql, state.storage));

async function playMoves(id: string, clients: Client[], n: number): Promise<number> {
  let version = 0;
  for (let i = 0; i < n; i++) {
    const m = (await clients[0]!.call('GET', `/api/matches/${id}`)).body;
    const player = clients.find((c) => m.seats[m.awaiting[0]].username === c.username)!;
    const moves = (await player.call('GET', `/api/matches/${id}/moves`)).body as unknown[];
    const res = await player.call('POST', `/api/matches/${id}/moves`, { move: moves[0], version: m.version });
    expect(res.status).toBe(200);
    version = res.body.version;
  }
  return version;
}

async function newMatch(): Promise<{ id: string; clients: Client[] }> {
  const clients = [await register('mig'), await register('mig')];
  const id = (await clients[0]!.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id as string;
  expect((await clients[1]!.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  return { id, clients };
}

const columns = (sql: SqlStorage, table: string) => sql.exec<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`).toArray().map((r) => r.name);
const indexes = (sql: SqlStorage) => sql.exec<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%'`).toArray().map((r) => r.name);

describe('match object storage migrations', () => {
  it('a new match is created at the latest version', async () => {
    const { id } = await newMatch();
    expect(STORAGE_VERSION).toBeGreaterThanOrEqual(2);
    expect(await inObject(id, (sql) => storageVersion(sql))).toBe(STORAGE_VERSION);
    expect(await inObject(id, (sql) => indexes(sql))).toContain('moves_by_seat');
  });

  it('an object written before versions existed is upgraded at construction, without loss, and plays on', async () => {
    const { id, clients } = await newMatch();
    const played = await playMoves(id, clients, 6);
    expect((await clients[0]!.call('POST', `/api/matches/${id}/messages`, { text: 'before the upgrade' })).status).toBe(201);
    const logBefore = (await clients[0]!.call('GET', `/api/matches/${id}/log`)).body as unknown[];
    expect(logBefore.length).toBeGreaterThan(0);

    // Make it exactly what the release before versions left: its tables, no version, no index.
    await inObject(id, (sql) => {
      sql.exec('DROP TABLE storage_version');
      sql.exec('DROP INDEX moves_by_seat');
      expect(storageVersion(sql)).toBe(0);
    });
    await restart(id);

    // The first call constructs the object again: the upgrade runs before it is answered.
    const snap = await clients[0]!.call('GET', `/api/matches/${id}`);
    expect(snap.status).toBe(200);
    expect(snap.body.version).toBe(played);
    expect(await inObject(id, (sql) => [storageVersion(sql), indexes(sql).includes('moves_by_seat')])).toEqual([STORAGE_VERSION, true]);
    expect((await clients[0]!.call('GET', `/api/matches/${id}/log`)).body).toEqual(logBefore);
    const messages = (await clients[1]!.call('GET', `/api/matches/${id}/messages`)).body as { text: string }[];
    expect(messages.map((m) => m.text)).toEqual(['before the upgrade']);

    // The match plays on, and the moves land in the upgraded tables.
    expect(await playMoves(id, clients, 3)).toBe(played + 3);
    expect(await inObject(id, (sql) => sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM moves').toArray()[0]!.n)).toBe(played + 3);
  });

  it('a failing step is rolled back whole, leaves the version as it was and names itself; a fixed step then runs once', async () => {
    const { id, clients } = await newMatch();
    await playMoves(id, clients, 2);
    const failing = { to: STORAGE_VERSION + 1, what: 'a column and a broken statement', up: (sql: SqlStorage) => {
      sql.exec('ALTER TABLE moves ADD COLUMN note TEXT');
      sql.exec('INSERT INTO no_such_table VALUES (1)');
    } };
    const error = await inObject(id, (_sql, storage) => {
      try { migrateStorage(storage, [...STORAGE_STEPS, failing]); return null; } catch (e) { return { name: (e as Error).name, message: (e as Error).message, isIt: e instanceof StorageMigrationError }; }
    });
    expect(error).toMatchObject({ name: 'StorageMigrationError', isIt: true });
    expect(error!.message).toContain(`step to version ${STORAGE_VERSION + 1} (a column and a broken statement) failed`);
    expect(error!.message).toContain(`stays at version ${STORAGE_VERSION}`);
    expect(error!.message).toMatch(/no such table/);
    expect(await inObject(id, (sql) => [storageVersion(sql), columns(sql, 'moves').includes('note')])).toEqual([STORAGE_VERSION, false]);

    const fixed = { ...failing, up: (sql: SqlStorage) => sql.exec('ALTER TABLE moves ADD COLUMN note TEXT') };
    const first = await inObject(id, (_sql, storage) => migrateStorage(storage, [...STORAGE_STEPS, fixed]));
    expect(first).toMatchObject({ from: STORAGE_VERSION, to: STORAGE_VERSION + 1 });
    expect(first.ran.map((s) => s.to)).toEqual([STORAGE_VERSION + 1]);
    // Idempotent: nothing runs again (a second ALTER would throw "duplicate column").
    expect((await inObject(id, (_sql, storage) => migrateStorage(storage, [...STORAGE_STEPS, fixed]))).ran).toEqual([]);
    expect(await inObject(id, (sql) => columns(sql, 'moves').includes('note'))).toBe(true);
    // Code that knows fewer steps (a rollback) leaves the newer object as it is.
    expect(await inObject(id, (_sql, storage) => migrateStorage(storage))).toMatchObject({ from: STORAGE_VERSION + 1, ran: [] });
  });

  it('an object whose upgrade fails at construction refuses calls with the step named, and stays at its version', async () => {
    const { id, clients } = await newMatch();
    await playMoves(id, clients, 2);
    // Damage the object so that step 2 (the index on moves.seat, by) cannot run: a moves table without `by`.
    await inObject(id, (sql) => {
      sql.exec('DROP INDEX moves_by_seat');
      sql.exec('ALTER TABLE moves RENAME TO moves_old');
      sql.exec('CREATE TABLE moves (idx INTEGER PRIMARY KEY, seat INTEGER NOT NULL)');
      sql.exec('UPDATE storage_version SET version = 1');
    });
    await restart(id);
    const refused = await stubOf(id).ping().then(() => 'answered', (e: Error) => e.message);
    expect(refused).toContain('step to version 2');
    expect(refused).toContain('stays at version 1');
    const res = await clients[0]!.call('GET', `/api/matches/${id}`);
    expect(res.status).toBe(500);
  });
});
