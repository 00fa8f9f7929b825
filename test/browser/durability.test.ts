/**
 * Issue 13: "durability (kill -9 mid-match) loses no acknowledged move and no queued index
 * write". The real server (`wrangler dev`, real sockets) plays a Sengoku match; right after a
 * move is acknowledged, while its D1 index write is still queued in the match object (held there
 * for the test; the alarm flushes it ~200 ms later by default), the whole process group is killed with SIGKILL. Restarted on the
 * same state directory, the match holds every acknowledged move (log, version, an open socket's
 * hello) and the D1 index catches up by itself: the queue and the alarm were durable.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type Server } from './server';

let server: Server | null = null;
afterAll(async () => { await server?.stop(); });

async function call(url: string, method: string, path: string, cookie?: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method, headers: { ...(cookie ? { Cookie: cookie } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json: any = null;
  try { json = JSON.parse(text); } catch { json = text; }
  return { status: res.status, json, headers: res.headers };
}

describe('kill -9 mid-match', () => {
  it('loses no acknowledged move and no queued index write', async () => {
    // The first server holds index writes for an hour, so the kill surely finds the last one
    // queued (at 200 ms a loaded machine flushed it before the test could look); the restarted
    // one is back at the default, and the object re-arms its alarm when it wakes.
    const vars = { TENKA_DEBUG: '1' };
    server = await startServer({ vars: { ...vars, INDEX_FLUSH_DELAY_MS: String(3600_000) } });
    const { stateDir } = server;
    let url = server.url;
    const users: { name: string; cookie: string }[] = [];
    for (const p of ['durA', 'durB']) {
      const name = `${p}${Math.floor(Math.random() * 1e6)}`;
      const r = await call(url, 'POST', '/api/auth/register', undefined, { username: name, password: 'a long passphrase' });
      expect(r.status).toBe(201);
      users.push({ name, cookie: r.headers.get('Set-Cookie')!.split(';')[0]! });
    }
    const created = await call(url, 'POST', '/api/matches', users[0]!.cookie, { game: 'sengoku', players: 2 });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect((await call(url, 'POST', `/api/matches/${id}/join`, users[1]!.cookie, {})).status).toBe(200);

    // Play until 12 moves are acknowledged (or the match ends), killing right after the last one.
    const acked: { version: number; move: unknown; seat: number }[] = [];
    let queuedAtKill = -1;
    for (let i = 0; i < 12; i++) {
      const m = (await call(url, 'GET', `/api/matches/${id}`, users[0]!.cookie)).json;
      if (m.status !== 'active') break;
      const seat = m.awaiting[0] as number;
      const player = users.find((u) => u.name === m.seats[seat].username)!;
      const legal = (await call(url, 'GET', `/api/matches/${id}/moves`, player.cookie)).json as unknown[];
      const move = legal[0];
      const res = await call(url, 'POST', `/api/matches/${id}/moves`, player.cookie, { move, version: m.version });
      expect(res.status).toBe(200);
      acked.push({ version: res.json.version, move, seat });
    }
    // The index write of the last move is still queued in the object (flushed ~200 ms after a change).
    queuedAtKill = (await call(url, 'GET', `/api/debug/d1?match=${id}`)).json.object.queued;
    await server.kill();
    const last = acked[acked.length - 1]!;
    expect(acked.length).toBeGreaterThan(0);

    // Restart on the same state (the port too: the pages would reconnect there).
    const port = Number(new URL(url).port);
    server = await startServer({ vars, stateDir, port });
    url = server.url;

    // Every acknowledged move is there: the version, and the log entry by entry.
    const after = (await call(url, 'GET', `/api/matches/${id}`, users[0]!.cookie)).json;
    expect(after.version).toBe(last.version);
    const log = (await call(url, 'GET', `/api/matches/${id}/log?after=0`, users[0]!.cookie)).json as { index: number; seat: number }[];
    expect(log.map((e) => e.index)).toEqual(acked.map((a) => a.version - 1));
    expect(log.map((e) => e.seat)).toEqual(acked.map((a) => a.seat));

    // An open page gets the same version on its socket's hello.
    const hello = await new Promise<any>((resolve, reject) => {
      const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/matches/${id}/ws`);
      ws.onmessage = (e) => { resolve(JSON.parse(String(e.data))); ws.close(); };
      ws.onerror = () => reject(new Error('socket failed'));
    });
    expect(hello.type).toBe('hello');
    expect(hello.match.version).toBe(last.version);

    // The D1 index catches up on its own (the queued write and the alarm survived the kill).
    let indexed: any = null;
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      const mine = (await call(url, 'GET', '/api/matches', users[0]!.cookie)).json as any[];
      indexed = mine.find((x) => x.id === id);
      if (indexed?.version === last.version) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(indexed?.version, `index after restart (queued at kill: ${queuedAtKill})`).toBe(last.version);
    expect((await call(url, 'GET', `/api/debug/d1?match=${id}`)).json.object.queued).toBe(0);
    // The kill came while the index write was still queued (else this test proved nothing about the queue).
    expect(queuedAtKill).toBeGreaterThan(0);
  });
});
