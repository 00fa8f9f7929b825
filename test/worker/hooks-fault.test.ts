/**
 * Fault tests for the outbox (issue 12, items 1, 2 and 9's redirect): a hook that never answers, a
 * hook that always fails, a hook that redirects. The match's clock and the other hooks must not
 * care, the alarm must not spin, and a redirect is never followed.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fakeRequests, waitFor } from './discord-helpers';
import { register, type Client, moveDeadline } from './helpers';
import type { MatchRoom } from '../../worker/match/room';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stub = (id: string) => env.MATCHES.get(env.MATCHES.idFromName(id));

async function startMatch(hooks: string[], timer = false): Promise<{ id: string; tag: string; players: Client[] }> {
  const a = await register('hf');
  const b = await register('hg');
  const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, ...(timer ? { timer: { moveSeconds: 3600 } } : {}) })).body.id;
  const tag = id.slice(0, 8);
  for (const url of hooks) {
    const res = await a.call('POST', `/api/matches/${id}/hooks`, { kind: 'webhook', url: url.replace('TAG', tag) });
    expect(res.status, res.text).toBe(201);
  }
  expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  return { id, tag, players: [a, b] };
}

async function playOne(id: string, players: Client[]) {
  const m = (await players[0]!.call('GET', `/api/matches/${id}`)).body;
  const seat = m.awaiting[0];
  const p = players.find((c) => m.seats[seat].username === c.username)!;
  const move = (await p.call('GET', `/api/matches/${id}/moves`)).body[0];
  const res = await p.call('POST', `/api/matches/${id}/moves`, { move, version: m.version });
  expect(res.status, res.text).toBe(200);
}

describe('hooks cannot stall, spin or be redirected', () => {
  it('a hook that never answers: the deadline still fires on time, the other hook is served at once, the request times out', async () => {
    const { id, tag, players } = await startMatch([`${env.SILENT_HOOK_URL}/hook/silent-TAG`, `${env.FAKE_DISCORD_URL}/hook/ok-TAG`], true);
    // The other hook hears of the start although the silent one (queued first) hangs.
    await waitFor(async () => (await fakeRequests()).some((r) => r.path === `/hook/ok-${tag}` && r.body.includes('match.started')), 3000);
    await sleep(300);
    const before = (await players[0]!.call('GET', `/api/matches/${id}`)).body;
    // Bring the deadline to 2 s from now.
    const due = Date.now() + 2000;
    await runInDurableObject(stub(id), async (obj: MatchRoom, state) => {
      moveDeadline(obj, due);
      await state.storage.setAlarm(due);
    });
    const fired = await waitFor(async () => {
      const m = (await players[0]!.call('GET', `/api/matches/${id}`)).body;
      return m.version > before.version && Date.now();
    }, 8000).catch(() => null);
    expect(fired, 'the deadline never fired').not.toBeNull();
    expect(fired! - due).toBeLessThan(2000);
    // The silent request was given up after HOOK_TIMEOUT_MS (1.5 s in tests) and is waiting to retry.
    const silentRow = await waitFor(() => runInDurableObject(stub(id), (_o: MatchRoom, state) => {
      const rows = state.storage.sql.exec<{ attempts: number; next_at: number }>('SELECT attempts, next_at FROM outbox ORDER BY id').toArray();
      return rows[0] && rows[0].attempts >= 1 ? rows[0] : null;
    }), 5000);
    expect(silentRow.next_at).toBeGreaterThan(Date.now() + 20_000);
  });

  it('a hook that always fails: one try, then a backoff; the alarm does not spin on the messages queued behind it', async () => {
    const { id, tag, players } = await startMatch([`${env.FAKE_DISCORD_URL}/hook/fail-TAG`]);
    for (let i = 0; i < 6; i++) await playOne(id, players);
    await waitFor(async () => (await fakeRequests()).some((r) => r.path === `/hook/fail-${tag}`), 3000);
    await sleep(300);
    const queued = await runInDurableObject(stub(id), (_o: MatchRoom, state) => state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM outbox').one().n);
    expect(queued).toBeGreaterThanOrEqual(2); // messages are waiting behind the failed one
    // Over 2 s the alarm stays set ~30 s ahead (the backoff), never "now".
    for (let i = 0; i < 10; i++) {
      const alarm = await runInDurableObject(stub(id), (_o: MatchRoom, state) => state.storage.getAlarm());
      expect(alarm, 'the alarm is re-armed for now (spinning)').not.toBeNull();
      expect(alarm! - Date.now()).toBeGreaterThan(20_000);
      await sleep(200);
    }
    expect((await fakeRequests()).filter((r) => r.path === `/hook/fail-${tag}`).length).toBe(1);
  });

  it('a redirect is not followed: nothing (and no signature) reaches the redirect target', async () => {
    const { tag } = await startMatch([`${env.FAKE_DISCORD_URL}/hook/redirect-TAG`]);
    await waitFor(async () => (await fakeRequests()).some((r) => r.path === `/hook/redirect-${tag}`), 3000);
    await sleep(1000);
    const landed = (await fakeRequests()).filter((r) => r.path.startsWith('/landed'));
    expect(landed.filter((r) => r.path.includes(tag))).toEqual([]);
    expect(landed.some((r) => r.headers['x-tenka-signature'] || r.headers['webhook-signature'])).toBe(false);
  });
});
