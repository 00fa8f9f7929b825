import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { playToEnd, raw, register, settle, moveDeadline } from './helpers';
import type { MatchRoom } from '../../worker/match/room';
import { KV } from '../../worker/match/keys';

async function sha256Hex(text: string) {
  const d = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(d), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function seedOf(id: string): Promise<string> {
  const stub = env.MATCHES.get(env.MATCHES.idFromName(id));
  return runInDurableObject(stub, async (_obj: MatchRoom, state) => {
    const row = state.storage.sql.exec<{ value: string }>('SELECT value FROM kv WHERE key = ?', KV.meta.name).toArray()[0]!;
    return JSON.parse(row.value).seed as string;
  });
}

describe('a full match over HTTP', () => {
  it('two users register, create, join and play Sengoku to the end; the result and archive are kept', async () => {
    const alice = await register('alice');
    const bob = await register('bob');
    const created = await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2, options: { advanced: true } });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('open');
    expect(created.body.you).toEqual({ seat: 0 });
    expect(created.body.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(created.body.seed).toBeUndefined();
    const id = created.body.id as string;

    const listed = await alice.call('GET', '/api/matches');
    expect(listed.body.map((m: any) => m.id)).toContain(id);

    const joined = await bob.call('POST', `/api/matches/${id}/join`, {});
    expect(joined.status).toBe(200);
    expect(joined.body.status).toBe('active');
    expect(joined.body.you).toEqual({ seat: 1 });
    expect(joined.body.awaiting.length).toBeGreaterThan(0);

    // Where it is my turn: exactly the awaited seats' users see yourTurn.
    const [la, lb] = await Promise.all([alice.call('GET', '/api/matches'), bob.call('GET', '/api/matches')]);
    const turnA = la.body.find((m: any) => m.id === id).yourTurn, turnB = lb.body.find((m: any) => m.id === id).yourTurn;
    expect(turnA).toBe(joined.body.awaiting.includes(0));
    expect(turnB).toBe(joined.body.awaiting.includes(1));

    const versions: number[] = [];
    const final = await playToEnd(id, [alice, bob], (n) => Math.floor(Math.random() * n), (res) => versions.push(res.body.version));
    expect(versions).toEqual(versions.map((_, i) => i + 1));
    expect(final.status).toBe('finished');
    expect(final.result.winners.length).toBeGreaterThan(0);
    expect(final.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(await sha256Hex(final.seed)).toBe(final.seedHash);

    const exp = await alice.call('GET', `/api/matches/${id}/export`);
    expect(exp.status).toBe(200);
    expect(exp.body.seed).toBe(final.seed);
    expect(exp.body.moves.length).toBe(final.version);
    expect(exp.body.result).toEqual(final.result);

    // The index and the archive follow through the object's queue, flushed by its alarm.
    await settle(id);
    const archived = await env.DB.prepare('SELECT r2_key, gzip_bytes, export FROM match_archive WHERE match_id = ?').bind(id).first<{ r2_key: string; gzip_bytes: number; export: string | null }>();
    expect(archived!.export).toBeNull();
    expect(archived!.gzip_bytes).toBeGreaterThan(0);
    const inR2 = await env.ARCHIVE.get(archived!.r2_key);
    const fromR2 = JSON.parse(await new Response(inR2!.body.pipeThrough(new DecompressionStream('gzip'))).text());
    expect(fromR2.seed).toBe(final.seed);
    expect(fromR2.moves.length).toBe(final.version);
    const download = await alice.call('GET', `/api/matches/${id}/archive`);
    expect(download.status).toBe(200);
    expect(download.body.moves.length).toBe(final.version);
    const indexed = await env.DB.prepare('SELECT status, result FROM matches WHERE id = ?').bind(id).first<{ status: string; result: string }>();
    expect(indexed!.status).toBe('finished');
    expect(JSON.parse(indexed!.result)).toEqual(final.result);

    // Replay: the view after 0 moves is the start, after all moves the end.
    const start = await alice.call('GET', `/api/matches/${id}/history/0`);
    expect(start.status).toBe(200);
    const end = await alice.call('GET', `/api/matches/${id}/history/${final.version}`);
    expect(end.body.view).toEqual(final.view);
    expect(start.body.view).not.toEqual(final.view);
  });
});

describe('errors leave the match unchanged', () => {
  it('produces every documented error', async () => {
    const alice = await register('ea');
    const bob = await register('eb');
    const carol = await register('ec');

    // 400: malformed JSON, a missing field, a bad player count, bad options, a bad timer.
    const badJson = await alice.call('POST', '/api/matches', '{not json');
    expect(badJson.status).toBe(400);
    expect(badJson.body.error).toBe('bad_request');
    const missing = await alice.call('POST', '/api/matches', { players: 2 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('game');
    const badPlayers = await alice.call('POST', '/api/matches', { game: 'sengoku', players: 7 });
    expect(badPlayers.status).toBe(400);
    expect(badPlayers.body.message).toContain('players');
    const badOptions = await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2, options: { advanced: 'yes' } });
    expect(badOptions.status).toBe(400);
    expect(badOptions.body.message).toContain('advanced');
    const badTimer = await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2, timer: { moveSeconds: 60 } });
    expect(badTimer.status).toBe(400);
    expect(badTimer.body.message).toContain('timer.moveSeconds');
    const badUser = await raw('POST', '/api/auth/register', { username: 'x', password: 'short' });
    expect(badUser.status).toBe(400);
    expect(badUser.body.message).toContain('username');

    // 401
    const anon = await raw('POST', '/api/matches', { game: 'sengoku', players: 2 });
    expect(anon.status).toBe(401);
    expect(anon.body.error).toBe('unauthenticated');
    expect((await raw('GET', '/api/me')).status).toBe(401);
    expect((await raw('POST', '/api/auth/login', { username: alice.username, password: 'wrong password' })).status).toBe(401);

    // 404
    expect((await alice.call('GET', '/api/matches/0123456789abcdef')).body.error).toBe('not_found');
    expect((await alice.call('GET', '/api/matches/nonsense')).status).toBe(404);

    const created = await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2 });
    const id = created.body.id;
    // 409: moves before the start
    const early = await alice.call('POST', `/api/matches/${id}/moves`, { move: { type: 'roll' }, version: 0 });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('not_started');
    await bob.call('POST', `/api/matches/${id}/join`, {});
    expect((await carol.call('POST', `/api/matches/${id}/join`, {})).body.error).toBe('not_open');

    const before = await alice.call('GET', `/api/matches/${id}`);
    const mover = before.body.awaiting[0] === 0 ? alice : bob;
    const other = mover === alice ? bob : alice;
    const legal = (await mover.call('GET', `/api/matches/${id}/moves`)).body;
    expect(legal.length).toBeGreaterThan(0);
    expect((await other.call('GET', `/api/matches/${id}/moves`)).body).toEqual([]);

    const attempts = [
      { who: carol, body: { move: legal[0], version: 0 }, status: 403, error: 'not_a_player' },
      { who: other, body: { move: legal[0], version: 0 }, status: 403, error: 'not_your_turn' },
      { who: mover, body: { move: legal[0], version: 5 }, status: 409, error: 'stale_version' },
      { who: mover, body: { move: { type: 'deploy', die: 9 }, version: 0 }, status: 422, error: 'illegal_move' },
      { who: mover, body: { move: { type: 'no-such-move' }, version: 0 }, status: 422, error: 'illegal_move' },
      { who: mover, body: { move: 'roll', version: 0 }, status: 400, error: 'bad_request' },
      { who: mover, body: { move: { type: 'roll' } }, status: 400, error: 'bad_request' },
    ];
    for (const a of attempts) {
      const res = await a.who.call('POST', `/api/matches/${id}/moves`, a.body);
      expect(res.status, JSON.stringify(a.body)).toBe(a.status);
      expect(res.body.error).toBe(a.error);
      expect(typeof res.body.message).toBe('string');
    }
    const illegal = await mover.call('POST', `/api/matches/${id}/moves`, { move: { type: 'deploy', die: 9 }, version: 0 });
    expect(illegal.body.rule).toMatch(/^sengoku\//);

    // Another site's page may not act with the user's cookie.
    const csrf = await mover.call('POST', `/api/matches/${id}/moves`, { move: legal[0], version: 0 }, { Origin: 'https://evil.example' });
    expect(csrf.status).toBe(403);
    expect(csrf.body.error).toBe('forbidden_origin');

    const after = await alice.call('GET', `/api/matches/${id}`);
    expect(after.body.version).toBe(before.body.version);
    expect(after.body.view).toEqual(before.body.view);
    expect((await alice.call('GET', `/api/matches/${id}/log`)).body.filter((e: any) => e.index >= 0)).toEqual([]);

    // The export waits for the end.
    expect((await alice.call('GET', `/api/matches/${id}/export`)).body.error).toBe('not_finished');
    // Usernames are unique whatever the case.
    const dup = await raw('POST', '/api/auth/register', { username: alice.username.toUpperCase(), password: 'another password' });
    expect(dup.status).toBe(409);
  });
});

describe('deadlines', () => {
  it('a deadline alarm fired twice plays once, and the log says the bot moved', async () => {
    const alice = await register('ta');
    const bob = await register('tb');
    const created = await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2, timer: { moveSeconds: 3600 } });
    const id = created.body.id;
    await bob.call('POST', `/api/matches/${id}/join`, {});
    const before = await alice.call('GET', `/api/matches/${id}`);
    expect(before.body.deadline).toBeGreaterThan(Date.now() + 3500_000);
    const expiredSeat = before.body.awaiting[0];

    const stub = env.MATCHES.get(env.MATCHES.idFromName(id));
    // One alarm, set for the reminder before the deadline (half-way for a timer under a day).
    const alarmAt = await runInDurableObject(stub, async (_obj: MatchRoom, state) => state.storage.getAlarm());
    expect(alarmAt).toBe(before.body.deadline - 1800_000);
    // Early alarm: nothing happens before the deadline.
    await runInDurableObject(stub, async (obj: MatchRoom) => { await obj.alarm(); });
    expect((await alice.call('GET', `/api/matches/${id}`)).body.version).toBe(before.body.version);

    // Move the deadline into the past, then fire the alarm twice.
    await runInDurableObject(stub, async (obj: MatchRoom) => {
      moveDeadline(obj, Date.now() - 1000);
      await obj.alarm();
    });
    const once = await alice.call('GET', `/api/matches/${id}`);
    expect(once.body.version).toBeGreaterThan(before.body.version);
    expect(once.body.awaiting).not.toContain(expiredSeat);
    await runInDurableObject(stub, async (obj: MatchRoom) => { await obj.alarm(); });
    const twice = await alice.call('GET', `/api/matches/${id}`);
    expect(twice.body.version).toBe(once.body.version);
    expect(twice.body.view).toEqual(once.body.view);

    const log = (await alice.call('GET', `/api/matches/${id}/log`)).body.filter((e: any) => e.index >= 0);
    expect(log.length).toBe(once.body.version);
    expect(log.every((e: any) => e.by === 'bot' && e.seat === expiredSeat)).toBe(true);
    // The new deadline is for the next seat, and the alarm follows it.
    expect(twice.body.deadline).toBeGreaterThan(Date.now() + 3500_000);
    expect(await runInDurableObject(stub, async (_obj: MatchRoom, state) => state.storage.getAlarm())).toBe(twice.body.deadline - 1800_000);
  });
});

describe('the seed stays secret until the end', () => {
  it('appears in no view, log entry, legal-move list or socket message before the end', async () => {
    const alice = await register('sa');
    const bob = await register('sb');
    const id = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2, options: { advanced: true } })).body.id;
    const seed = await seedOf(id);
    expect(seed).toMatch(/^[0-9a-f]{64}$/);

    const ws = await SELF.fetch(`http://localhost/api/matches/${id}/ws`, { headers: { Upgrade: 'websocket', Cookie: alice.cookie } });
    expect(ws.status).toBe(101);
    const socket = ws.webSocket!;
    const messages: string[] = [];
    socket.accept();
    socket.addEventListener('message', (e) => { messages.push(String(e.data)); });

    await bob.call('POST', `/api/matches/${id}/join`, {});
    const seen: string[] = [];
    await playToEnd(id, [alice, bob], (n) => Math.floor(Math.random() * n), async () => {});
    // Re-walk: everything visible mid-game was captured by the sockets; check the API outputs at the end-1 state via history.
    const final = await alice.call('GET', `/api/matches/${id}`);
    const finishedSeed: string | undefined = final.body.seed;
    expect(finishedSeed).toBe(seed);
    for (let step = 0; step < final.body.version; step += 7) {
      seen.push((await alice.call('GET', `/api/matches/${id}/history/${step}`)).text);
      seen.push((await bob.call('GET', `/api/matches/${id}/history/${step}`)).text);
    }
    await new Promise((r) => setTimeout(r, 50));
    socket.close();
    expect(messages.length).toBeGreaterThan(final.body.version / 2);
    const updatesBeforeEnd = messages.filter((m) => !m.includes('"status":"finished"'));
    expect(updatesBeforeEnd.length).toBeGreaterThan(0);
    for (const m of [...updatesBeforeEnd, ...seen]) expect(m.includes(seed)).toBe(false);
    // and the state's generator is never in a view
    for (const m of updatesBeforeEnd) expect(m).not.toMatch(/"rng"/);
  });

  it('answers the snapshot, log and moves of a running match without the seed', async () => {
    const alice = await register('sc');
    const bob = await register('sd');
    const id = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    await bob.call('POST', `/api/matches/${id}/join`, {});
    const seed = await seedOf(id);
    for (let i = 0; i < 10; i++) {
      const m = await alice.call('GET', `/api/matches/${id}`);
      const player = m.body.awaiting[0] === 0 ? alice : bob;
      const moves = await player.call('GET', `/api/matches/${id}/moves`);
      const res = await player.call('POST', `/api/matches/${id}/moves`, { move: moves.body[0], version: m.body.version });
      for (const text of [m.text, moves.text, res.text, (await alice.call('GET', `/api/matches/${id}/log`)).text, (await raw('GET', `/api/matches/${id}`)).text]) {
        expect(text.includes(seed)).toBe(false);
      }
    }
  });
});
