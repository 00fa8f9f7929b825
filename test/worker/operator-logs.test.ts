/**
 * The operator's view: one JSON line per request the Worker answers and per alarm of a match
 * object, and the counters (moves, deadlines applied, notification failures, errors) as they are
 * sent to Workers Analytics Engine. Lines are read from the console of the Worker's isolate.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from './discord-helpers';
import { moveDeadline, raw, register, type Client } from './helpers';
import type { MatchRoom } from '../../worker/match/room';
import { counted, type Counter, type CounterFields } from '../../worker/ops/metrics';

const stub = (id: string) => env.MATCHES.get(env.MATCHES.idFromName(id));

let lines: Record<string, any>[] = [];
let counts: { what: Counter; fields: CounterFields; n: number }[] = [];
beforeEach(() => {
  lines = [];
  counts = [];
  const keep = (...args: unknown[]) => {
    if (typeof args[0] !== 'string' || !args[0].startsWith('{')) return;
    try { lines.push(JSON.parse(args[0])); } catch { /* not a JSON line */ }
  };
  vi.spyOn(console, 'log').mockImplementation(keep);
  vi.spyOn(console, 'error').mockImplementation(keep);
  counted.sink = (what, fields, n) => counts.push({ what, fields, n });
});
afterEach(() => {
  vi.restoreAllMocks();
  counted.sink = null;
});

const requests = () => lines.filter((l) => l.type === 'request');

async function startMatch(hooks: string[] = []): Promise<{ id: string; players: Client[] }> {
  const a = await register('ol');
  const b = await register('om');
  const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, timer: { moveSeconds: 3600 } })).body.id as string;
  for (const url of hooks) expect((await a.call('POST', `/api/matches/${id}/hooks`, { kind: 'webhook', url })).status).toBe(201);
  expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  return { id, players: [a, b] };
}

async function playOne(id: string, players: Client[]) {
  const m = (await players[0]!.call('GET', `/api/matches/${id}`)).body;
  const p = players.find((c) => m.seats[m.awaiting[0]].username === c.username)!;
  const move = (await p.call('GET', `/api/matches/${id}/moves`)).body[0];
  expect((await p.call('POST', `/api/matches/${id}/moves`, { move, version: m.version })).status).toBe(200);
}

describe('request lines', () => {
  it('one JSON line per request: method, route pattern, status, duration, match; never the query', async () => {
    const { id, players } = await startMatch();
    lines = [];
    await playOne(id, players);
    await raw('GET', '/api/mail/unsubscribe?token=SECRET-TOKEN-123');
    await raw('GET', '/rules/');
    await raw('GET', '/api/no/such/route');

    const move = requests().find((l) => l.method === 'POST' && l.route === '/api/matches/:id/moves')!;
    expect(Object.keys(move).sort()).toEqual(['match', 'method', 'ms', 'route', 'status', 'type']);
    expect(move).toMatchObject({ type: 'request', status: 200, match: id });
    expect(move.ms).toBeGreaterThanOrEqual(0);
    expect(requests().find((l) => l.route === '/api/matches/:id' && l.method === 'GET')).toMatchObject({ status: 200, match: id });
    expect(requests().find((l) => l.path === '/rules/')).toMatchObject({ method: 'GET', status: 200, route: '/*' });
    expect(requests().find((l) => l.status === 404)).toMatchObject({ method: 'GET', route: '/api/*' });
    expect(JSON.stringify(lines)).not.toContain('SECRET-TOKEN-123');
    // Six requests (three of the move, three above), six lines.
    expect(requests()).toHaveLength(6);
    // The Analytics Engine binding is there (a no-op locally) and took the point without failing.
    expect((env as unknown as { METRICS?: unknown }).METRICS).toBeDefined();
    expect(lines.filter((l) => l.type === 'metrics_failed')).toEqual([]);
    // The move was counted, with its match and game.
    expect(counts.filter((c) => c.what === 'move')).toEqual([{ what: 'move', fields: { match: id, game: 'sengoku' }, n: 1 }]);
  });

  it('a server error is logged with its message and counted', async () => {
    const { id, players } = await startMatch();
    // A match object that cannot be opened (its storage upgrade fails): every call answers 500.
    await runInDurableObject(stub(id), (_o: MatchRoom, state) => {
      const sql = state.storage.sql;
      sql.exec('DROP INDEX moves_by_seat');
      sql.exec('ALTER TABLE moves RENAME TO moves_old');
      sql.exec('CREATE TABLE moves (idx INTEGER PRIMARY KEY, seat INTEGER NOT NULL)');
      sql.exec('UPDATE storage_version SET version = 1');
    });
    // Thrown away (as after an eviction): the next call constructs it again.
    await runInDurableObject(stub(id), (_o: MatchRoom, state) => { state.abort('restart'); }).catch(() => {});
    lines = [];
    counts = [];
    expect((await players[0]!.call('GET', `/api/matches/${id}`)).status).toBe(500);
    const line = requests().find((l) => l.status === 500)!;
    expect(line).toMatchObject({ type: 'request', method: 'GET', route: '/api/matches/:id', match: id });
    expect(line.error).toContain('StorageMigrationError');
    expect(counts.find((c) => c.what === 'error')).toMatchObject({ fields: { route: '/api/matches/:id', match: id } });
  });
});

describe('alarm lines and counters', () => {
  it('an alarm that applies a deadline: one line with what it did, and the deadline counted', async () => {
    const { id } = await startMatch();
    lines = [];
    counts = [];
    await runInDurableObject(stub(id), async (obj: MatchRoom) => {
      moveDeadline(obj, Date.now() - 1000);
      await obj.alarm();
    });
    const alarm = lines.find((l) => l.type === 'alarm')!;
    expect(Object.keys(alarm).sort()).toEqual(['did', 'match', 'ms', 'type']);
    expect(alarm.match).toBe(id);
    expect(alarm.did).toContain('deadline');
    expect(alarm.ms).toBeGreaterThanOrEqual(0);
    expect(counts.filter((c) => c.what === 'deadline')).toEqual([{ what: 'deadline', fields: { match: id, game: 'sengoku' }, n: 1 }]);
  });

  it('a hook that fails is counted as a notification failure', async () => {
    const { id, players } = await startMatch([`${env.FAKE_DISCORD_URL}/hook/fail-ops`]);
    await playOne(id, players);
    await runInDurableObject(stub(id), async (obj: MatchRoom) => { await obj.alarm(); });
    await waitFor(async () => counts.some((c) => c.what === 'notification_failed'), 5000);
    const failure = counts.find((c) => c.what === 'notification_failed')!;
    expect(failure.fields).toMatchObject({ match: id, game: 'sengoku', detail: 'webhook: HTTP 500' });
    expect(lines.some((l) => l.type === 'count' && l.counter === 'notification_failed' && l.match === id)).toBe(true);
  });
});
