/**
 * The match runtime under faults: a repeated referee action, a seat given away or a logout with a
 * socket open, a write over the storage limit, D1 failing after the object committed, and the
 * move path's D1 round trips (none). Each of these stalled, doubled or leaked before the runtime
 * was split into worker/match/.
 */
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { verifyExport } from '../../scripts/verify-export';
import { commitmentOf } from '../../worker/engine/export';
import { guardD1, D1ValueTooLargeError } from '../../worker/db/guard';
import type { MatchRoom } from '../../worker/match/room';
import { ValueTooLargeError } from '../../worker/match/store';
import { playWholeMatch, register, settle, type Client, moveDeadline } from './helpers';
import { KV } from '../../worker/match/keys';

const stubOf = (id: string) => env.MATCHES.get(env.MATCHES.idFromName(id));

async function refereedSengoku(timer = 86400) {
  const ref = await register('rt');
  const [a, b] = [await register('ra'), await register('rb')];
  const id = (await ref.call('POST', '/api/matches', { game: 'sengoku', players: 2, referee: true, timer: { moveSeconds: timer } })).body.id as string;
  await a.call('POST', `/api/matches/${id}/join`, {});
  await b.call('POST', `/api/matches/${id}/join`, {});
  return { ref, a, b, id };
}

async function openSocket(id: string, who: Client) {
  const res = await SELF.fetch(`http://localhost/api/matches/${id}/ws`, { headers: { Upgrade: 'websocket', Cookie: who.cookie } });
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const messages: any[] = [];
  let closed: number | null = null;
  ws.addEventListener('message', (e) => { if (e.data !== 'pong') messages.push(JSON.parse(String(e.data))); });
  ws.addEventListener('close', (e) => { closed = e.code; });
  ws.accept();
  return { ws, messages, closed: () => closed };
}

const tick = (ms = 30) => new Promise((r) => setTimeout(r, ms));

describe('idempotent referee actions', () => {
  it('a double click on "apply the deadline now" applies it once', async () => {
    const { ref, id } = await refereedSengoku();
    const v = (await ref.call('GET', `/api/matches/${id}`)).body.version;
    const resolve = () => ref.call<any>('POST', `/api/matches/${id}/referee`, { action: 'resolve', version: v });
    const [r1, r2] = await Promise.all([resolve(), resolve()]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    expect([r1, r2].find((r) => r.status === 409)!.body.error).toBe('stale_version');
    const log = (await ref.call('GET', `/api/matches/${id}/log`)).body as any[];
    // One deadline: the bot finished one seat's turn once (not the next seat's turn too).
    expect(new Set(log.filter((e) => e.by === 'bot').map((e) => e.seat)).size).toBe(1);
    expect((await ref.call('POST', `/api/matches/${id}/referee`, { action: 'resolve' })).status).toBe(400); // the version is required
  });

  it('a click racing the alarm applies one deadline', async () => {
    const { ref, id } = await refereedSengoku();
    const before = (await ref.call('GET', `/api/matches/${id}`)).body;
    // The deadline falls due; the alarm runs it; the referee's click (made on the same version) comes second.
    await runInDurableObject(stubOf(id), async (o: MatchRoom) => moveDeadline(o, Date.now() - 1));
    const [click] = await Promise.all([
      ref.call('POST', `/api/matches/${id}/referee`, { action: 'resolve', version: before.version }),
      runInDurableObject(stubOf(id), async (o: MatchRoom) => { await o.alarm(); }),
    ]);
    const after = (await ref.call('GET', `/api/matches/${id}`)).body;
    const log = (await ref.call('GET', `/api/matches/${id}/log`)).body as any[];
    const botSeats = new Set(log.filter((e) => e.by === 'bot').map((e) => e.seat));
    expect(botSeats.size).toBe(1);
    expect(after.version).toBeGreaterThan(before.version);
    if (click.status !== 200) expect(click.body.error).toBe('stale_version');
  });
});

describe('sockets follow seats and sessions', () => {
  it('a replaced player\'s open socket gets nothing of the seat after the change', async () => {
    const { ref, a, id } = await refereedSengoku();
    const c = await register('rc');
    const sock = await openSocket(id, a);
    await tick();
    expect(sock.messages[0].match.you).toEqual({ seat: 0 });
    const replaced = await ref.call('POST', `/api/matches/${id}/referee`, { action: 'replace', seat: 0, username: c.username });
    expect(replaced.status).toBe(200);
    await tick();
    const after = sock.messages.slice(1);
    expect(after.length).toBeGreaterThan(0);
    for (const m of after) {
      expect(m.match.you).toBeNull();
      expect(m.legal ?? []).toEqual([]);
    }
    const spectator = (await SELF.fetch(`http://localhost/api/matches/${id}`).then((r) => r.json())) as any;
    expect(after.at(-1).match.view).toEqual(spectator.view);
    sock.ws.close();
  });

  it('a logout closes the session\'s sockets and the match refuses its token at once', async () => {
    const { a, id } = await refereedSengoku();
    const sock = await openSocket(id, a);
    await tick();
    expect((await a.call('POST', '/api/auth/logout')).status).toBe(200);
    await tick();
    expect(sock.closed()).toBe(4001);
    const stale = await a.call('GET', `/api/matches/${id}/moves`);
    expect(stale.status).toBe(401);
    expect((await a.call('POST', `/api/matches/${id}/moves`, { move: { type: 'roll' }, version: 0 })).status).toBe(401);
    expect((await a.call('GET', '/api/me')).status).toBe(401);
  });

  it('a socket from another site is refused', async () => {
    const { a, id } = await refereedSengoku();
    const res = await SELF.fetch(`http://localhost/api/matches/${id}/ws`, { headers: { Upgrade: 'websocket', Cookie: a.cookie, Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});

describe('storage limits and the D1 queue', () => {
  it('a write over the Durable Object limit changes neither storage nor memory', async () => {
    const { ref, id } = await refereedSengoku();
    const before = (await ref.call('GET', `/api/matches/${id}`)).body;
    await runInDurableObject(stubOf(id), async (o: MatchRoom, st) => {
      const core = (o as any).core;
      const live = core.live;
      expect(() => core.commit({ ...live, state: { junk: 'x'.repeat(2_000_000) }, version: live.version + 1 })).toThrow(ValueTooLargeError);
      expect(core.live).toBe(live);
      expect(JSON.parse(st.storage.sql.exec<{ value: string }>('SELECT value FROM kv WHERE key = ?', KV.version.name).toArray()[0]!.value)).toBe(before.version);
    });
    const after = (await ref.call('GET', `/api/matches/${id}`)).body;
    expect(after.version).toBe(before.version);
    expect(after.view).toEqual(before.view);
  });

  it('D1 refuses nothing silently: a value over the limit is an error before it is sent', async () => {
    const db = guardD1(env.DB);
    expect(() => db.prepare('SELECT ?').bind('x'.repeat(900_001))).toThrow(D1ValueTooLargeError);
    expect(await db.prepare('SELECT ? AS v').bind('small').first('v')).toBe('small');
  });

  it('a D1 failure after the object committed keeps the index write queued until it succeeds', async () => {
    const { a, b, id } = await refereedSengoku();
    await settle(id);
    const m = (await a.call('GET', `/api/matches/${id}`)).body;
    const mover = m.awaiting[0] === 0 ? a : b;
    // D1 goes down for the object; the move is still answered (it never waited on D1).
    await runInDurableObject(stubOf(id), async (o: MatchRoom) => {
      (o as any).realDb = (o as any).db;
      (o as any).db = { prepare: (o as any).db.prepare, batch: async () => { throw new Error('D1 is down'); } };
    });
    const moves = (await mover.call('GET', `/api/matches/${id}/moves`)).body;
    const played = await mover.call('POST', `/api/matches/${id}/moves`, { move: moves[0], version: m.version });
    expect(played.status).toBe(200);
    await settle(id);
    const stale = await env.DB.prepare('SELECT version FROM matches WHERE id = ?').bind(id).first<{ version: number }>();
    expect(stale!.version).toBe(m.version);
    // The index row and the seat holders' records (the move met its deadline: worker/match/holders.ts).
    const queued = await runInDurableObject(stubOf(id), async (_o: MatchRoom, st) => st.storage.sql.exec<{ kind: string }>('SELECT kind FROM d1_queue ORDER BY kind').toArray().map((r) => r.kind));
    expect(queued).toEqual(['holders', 'index']);
    // D1 is back: the retry (its backoff made due now) writes the index.
    await runInDurableObject(stubOf(id), async (o: MatchRoom, st) => {
      (o as any).db = (o as any).realDb;
      st.storage.sql.exec('UPDATE d1_queue SET next_at = 0');
    });
    await settle(id);
    const caught = await env.DB.prepare('SELECT version FROM matches WHERE id = ?').bind(id).first<{ version: number }>();
    expect(caught!.version).toBe(played.body.version);
  });

  it('a D1 write that never answers is given up after a timeout and stays queued for a retry', async () => {
    const { id } = await refereedSengoku();
    await settle(id);
    await runInDurableObject(stubOf(id), async (o: MatchRoom, st) => {
      const queue = (o as any).core.queue;
      queue.enqueue({ key: 'probe', kind: 'index', payload: {} });
      const started = Date.now();
      const res = await queue.flush({ apply: () => new Promise(() => {}) }, Date.now() + 1000, 50);
      expect(res).toEqual({ sent: 0, failed: true });
      expect(Date.now() - started).toBeLessThan(5000);
      const row = st.storage.sql.exec<{ attempts: number; next_at: number }>('SELECT attempts, next_at FROM d1_queue').toArray()[0]!;
      expect(row.attempts).toBe(1);
      expect(row.next_at).toBeGreaterThan(Date.now());
      st.storage.sql.exec(`DELETE FROM d1_queue WHERE key = 'probe'`);
    });
  });

  it('a move makes no D1 round trip on its path', async () => {
    const { a, b, id } = await refereedSengoku();
    await settle(id);
    const stats = async () => (await (await SELF.fetch(`http://localhost/api/debug/d1?match=${id}`)).json()) as any;
    for (let i = 0; i < 5; i++) {
      const m = (await a.call('GET', `/api/matches/${id}`)).body;
      if (m.status !== 'active') break;
      const mover = m.awaiting[0] === 0 ? a : b;
      const moves = (await mover.call('GET', `/api/matches/${id}/moves`)).body;
      const before = await stats();
      const res = await mover.call('POST', `/api/matches/${id}/moves`, { move: moves[0], version: m.version });
      expect(res.status).toBe(200);
      const after = await stats();
      expect(after.worker.onPath - before.worker.onPath).toBe(0);
      if (after.object && after.object.isolate !== after.worker.isolate) expect(after.object.onPath - before.object.onPath).toBe(0);
    }
  });
});

describe('paged log and messages', () => {
  it('pages by version cursor, and refuses malformed cursors', async () => {
    const { ref, a, b, id } = await refereedSengoku();
    for (let i = 0; i < 4; i++) {
      const m = (await a.call('GET', `/api/matches/${id}`)).body;
      const mover = m.awaiting[0] === 0 ? a : b;
      const moves = (await mover.call('GET', `/api/matches/${id}/moves`)).body;
      await mover.call('POST', `/api/matches/${id}/moves`, { move: moves[0], version: m.version });
    }
    const all = (await ref.call('GET', `/api/matches/${id}/log`)).body as any[];
    const page = (await ref.call('GET', `/api/matches/${id}/log?after=1&limit=2`)).body as any[];
    expect(page.map((e) => e.index)).toEqual([1, 2]);
    expect(page).toEqual(all.filter((e) => e.index === 1 || e.index === 2));
    expect((await ref.call('GET', `/api/matches/${id}/log?after=-1`)).status).toBe(400);
    expect((await ref.call('GET', `/api/matches/${id}/log?limit=0`)).status).toBe(400);
    await a.call('POST', `/api/matches/${id}/messages`, { text: 'one' });
    await a.call('POST', `/api/matches/${id}/messages`, { text: 'two' });
    const msgs = (await ref.call('GET', `/api/matches/${id}/messages`)).body as any[];
    const after = (await ref.call('GET', `/api/matches/${id}/messages?after=${msgs[0].id}`)).body as any[];
    expect(after.map((x) => x.text)).toEqual(['two']);
  });
});

describe('private after the end', () => {
  it('Rising Sun deal terms stay with the two clans in the log and the export, once the match is over', async () => {
    const SECRET = 'SECRET-TERMS-4417';
    const { m, id, clients, seatOf } = await playWholeMatch('rising-sun', 3, async (matchId, cs, seats) => {
      const from = cs.find((c) => seats.get(c.username) === 0)!;
      const snap = (await from.call('GET', `/api/matches/${matchId}`)).body;
      const res = await from.call('POST', `/api/matches/${matchId}/moves`, { move: { type: 'offerDeal', to: 1, terms: SECRET, coins: 0, ronin: 0 }, version: snap.version });
      expect(res.status, res.text).toBe(200);
    });
    expect(m.status).toBe('finished');
    const bySeat = (s: number) => clients.find((c) => seatOf.get(c.username) === s)!;
    for (const path of ['log', 'export']) {
      expect((await bySeat(2).call('GET', `/api/matches/${id}/${path}`)).text).not.toContain(SECRET);
      expect((await bySeat(0).call('GET', `/api/matches/${id}/${path}`)).text).toContain(SECRET);
      expect((await bySeat(1).call('GET', `/api/matches/${id}/${path}`)).text).toContain(SECRET);
      expect((await SELF.fetch(`http://localhost/api/matches/${id}/${path}`).then((r) => r.text()))).not.toContain(SECRET);
    }
    const outsider = (await bySeat(2).call('GET', `/api/matches/${id}/export`)).body;
    expect(outsider.redacted).toBeGreaterThan(0);
    // The verifier: a party to the deal checks the commitment to it; an outsider's replay stops, in words, at the first step it does not hold.
    const party = (await bySeat(0).call('GET', `/api/matches/${id}/export`)).body;
    const offer = party.moves.find((x: any) => x.move?.terms === SECRET);
    expect(offer.commitment).toBe(commitmentOf(offer.salt, offer.move));
    const partyReport = verifyExport(party);
    expect(partyReport.problems).toEqual([]);
    const hidden = outsider.moves.find((x: any) => x.redacted);
    expect(hidden).toMatchObject({ commitment: offer.commitment });
    expect(hidden.salt).toBeUndefined();
    const outsiderReport = verifyExport(outsider);
    expect(outsiderReport.problems).toEqual([]);
    expect(outsiderReport.complete).toBe(false);
    expect(outsiderReport.stopped).toMatch(/is private to other seats.*The replay stops there/);
  });
});
