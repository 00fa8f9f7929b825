/**
 * A session that has ended (logout, password reset, deleted account) is refused by every route
 * that grants something new, also in matches the account never sat in, and a match that seats the
 * user later refuses it too, without D1 on a move's path (worker/auth.ts Revocations).
 */
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { raw, register, settle, type Client } from './helpers';
import { tokenIn, verifiedEmail, waitForMail } from './mail-helpers';
import { MAX_LOGIN_SESSIONS } from '../../worker/accounts/session-cap';
import type { MatchRoom } from '../../worker/match/room';

const PASSWORD = 'correct horse battery';

/** A second session of the same account (a second device): its bearer token. */
async function login(c: Client, password = PASSWORD): Promise<Client> {
  const res = await raw('POST', '/api/auth/login', { username: c.username, password });
  expect(res.status).toBe(200);
  const auth = { Authorization: `Bearer ${res.body.token}` };
  return { username: c.username, cookie: '', token: res.body.token, call: (method, path, body, headers = {}) => raw(method, path, body, { ...auth, ...headers }) };
}

const bearer = (token: string): Client => ({ username: '', cookie: '', token, call: (method, path, body, headers = {}) => raw(method, path, body, { Authorization: `Bearer ${token}`, ...headers }) });

async function openMatch(owner: Client, body: object = { game: 'sengoku', players: 2 }): Promise<string> {
  const res = await owner.call('POST', '/api/matches', body);
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

/** Everything that grants something new, asked with `stale`: each must answer 401. */
async function expectEveryGrantRefused(stale: Client, host: Client): Promise<void> {
  const other = await openMatch(host);
  const withBot = await openMatch(host, { game: 'sengoku', players: 3, bots: [1] });
  const refused = async (what: string, res: Promise<{ status: number; body: any }>) => {
    const r = await res;
    expect(r.status, what).toBe(401);
    expect(r.body.error, what).toBe('unauthenticated');
  };
  await refused('join a match never sat in', stale.call('POST', `/api/matches/${other}/join`, {}));
  await refused('create a match', stale.call('POST', '/api/matches', { game: 'sengoku', players: 2 }));
  await refused('quick play', stale.call('POST', '/api/lobby/quick', { game: 'sengoku' }));
  await refused('take a bot seat', stale.call('POST', `/api/matches/${withBot}/seats/1/handover`));
  await refused('subscribe a hook', stale.call('POST', `/api/matches/${other}/hooks`, { kind: 'webhook', url: 'http://127.0.0.1:9/hook' }));
  await refused('own ratings', stale.call('GET', '/api/me/ratings'));
  // The header's badge counts nothing for an ended session.
  const badge = await stale.call('GET', '/api/me/waiting.svg');
  expect(badge.headers.get('X-Tenka-Waiting')).toBe('0');
  // Nothing was granted: the match still has its free seat and no new match was made for the account.
  const snap = (await host.call('GET', `/api/matches/${other}`)).body;
  expect(snap.seats.filter((s: any) => s.username).map((s: any) => s.username)).toEqual([host.username]);
}

/** The account joins `id` with `fresh`; the ended `stale` session is refused there for moves, messages and sockets. */
async function expectRefusedInNewMatch(stale: Client, fresh: Client, host: Client): Promise<void> {
  const id = await openMatch(host);
  // A socket the ended session opened before the seat was granted (the match did not know it yet)
  // watches as a spectator; once the account holds a seat there, it must not get that seat's view.
  const early = await SELF.fetch(`http://localhost/api/matches/${id}/ws`, { headers: { Upgrade: 'websocket', Authorization: `Bearer ${stale.token}` } });
  expect(early.status).toBe(101);
  const socket = early.webSocket!;
  const after: string[] = [];
  let closedWith = 0;
  socket.accept();
  socket.addEventListener('close', (e) => { closedWith = e.code; });
  expect((await fresh.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  socket.addEventListener('message', (e) => { after.push(String(e.data)); });
  await settle(id);
  const m = (await host.call('GET', `/api/matches/${id}`)).body;
  expect(m.status).toBe('active');
  const staleMoves = await stale.call('GET', `/api/matches/${id}/moves`);
  expect(staleMoves.status).toBe(401);
  const freshMoves = await fresh.call('GET', `/api/matches/${id}/moves`);
  expect(freshMoves.status).toBe(200);
  const seat = m.seats.find((s: any) => s.username === fresh.username).seat;
  if (m.awaiting.includes(seat)) {
    expect((await stale.call('POST', `/api/matches/${id}/moves`, { move: freshMoves.body[0], version: m.version })).status).toBe(401);
  }
  expect((await stale.call('POST', `/api/matches/${id}/messages`, { text: 'not me' })).status).toBe(401);
  const ws = await SELF.fetch(`http://localhost/api/matches/${id}/ws`, { headers: { Upgrade: 'websocket', Authorization: `Bearer ${stale.token}` } });
  expect(ws.status).toBe(401);
  // The live session plays on.
  expect((await fresh.call('POST', `/api/matches/${id}/messages`, { text: 'me' })).status).toBe(201);
  await new Promise((r) => setTimeout(r, 50));
  // The early socket was closed as revoked, and nothing it got after the join names a seat of its own.
  expect(closedWith).toBe(4001);
  for (const m of after) expect(JSON.parse(m).match?.you ?? null).toBeNull();
}

describe('an ended session grants nothing, anywhere', () => {
  it('after a logout: refused by every granting route, and by a match the account joins later with another session', async () => {
    const host = await register('eh');
    const a = await register('el');
    const second = await login(a);
    // Something of the account's that the badge would count, and a rating row to read.
    expect((await a.call('POST', '/api/auth/logout')).status).toBe(200);
    await expectEveryGrantRefused(a, host);
    await expectRefusedInNewMatch(a, second, host);
  });

  it('after a logout: a match object that failed the call is told again, and refuses the token a moment later', async () => {
    const host = await register('fh');
    const a = await register('fl');
    const id = await openMatch(host);
    expect((await a.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    expect((await a.call('GET', `/api/matches/${id}/moves`)).status).toBe(200);
    // The match object fails its first call (an object resetting): the logout still answers, and
    // the match learns it from the retry, or the ended token would go on playing there.
    // (RPC calls the class's method, so the class is patched, for this object only, and restored.)
    const stub = env.MATCHES.get(env.MATCHES.idFromName(id));
    let failed = 0;
    let restore = () => {};
    await runInDurableObject(stub, async (room: MatchRoom) => {
      const o = room as any;
      const proto = Object.getPrototypeOf(o);
      const real = proto.revokeSession;
      proto.revokeSession = function (this: unknown, ...args: unknown[]) {
        if (this === o && failed++ === 0) return Promise.reject(new Error('object reset'));
        return real.apply(this, args);
      };
      restore = () => { proto.revokeSession = real; };
    });
    try {
      const out = await a.call('POST', '/api/auth/logout');
      expect(out.status, out.text).toBe(200);
      let status = 0;
      for (let waited = 0; waited < 8000 && status !== 401; waited += 250) {
        await new Promise((r) => setTimeout(r, 250));
        status = (await a.call('GET', `/api/matches/${id}/moves`)).status;
      }
      expect(failed, 'the first call failed, a retry came').toBeGreaterThanOrEqual(2);
      expect(status, 'the match refuses the ended session after the retry').toBe(401);
    } finally {
      restore();
    }
  });

  it('after a password reset: the old sessions are refused in matches joined afterwards', async () => {
    const host = await register('rh');
    const a = await register('rl');
    const email = await verifiedEmail(a);
    expect((await raw('POST', '/api/auth/forgot', { email })).status).toBe(200);
    const token = tokenIn((await waitForMail(email, /password/))!, 'token')!;
    expect((await raw('POST', '/api/auth/reset', { token, password: 'a brand new passphrase' })).status).toBe(200);
    await expectEveryGrantRefused(a, host);
    const fresh = await login(a, 'a brand new passphrase');
    await expectRefusedInNewMatch(a, fresh, host);
  });

  it('after the account is deleted: its token takes no seat', async () => {
    const host = await register('dh');
    const b = await register('dl');
    const token = b.token;
    expect((await b.call('DELETE', '/api/me', { confirm: b.username })).status).toBe(200);
    await expectEveryGrantRefused(bearer(token), host);
  });

  it('the referee seats a replacement whose earlier sessions have ended: they are refused at that table', async () => {
    const referee = await register('xr');
    const p1 = await register('xa');
    const p2 = await register('xb');
    const newcomer = await register('xn');
    const second = await login(newcomer);
    expect((await newcomer.call('POST', '/api/auth/logout')).status).toBe(200);
    const id = await openMatch(referee, { game: 'sengoku', players: 2, referee: true });
    expect((await p1.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    expect((await p2.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    const m = (await referee.call('GET', `/api/matches/${id}`)).body;
    const seat = m.seats.find((s: any) => s.username === p2.username).seat;
    const replaced = await referee.call('POST', `/api/matches/${id}/referee`, { action: 'replace', seat, username: newcomer.username });
    expect(replaced.status, replaced.text).toBe(200);
    expect((await newcomer.call('GET', `/api/matches/${id}/moves`)).status).toBe(401);
    expect((await second.call('GET', `/api/matches/${id}/moves`)).status).toBe(200);
  });

  it(`at most ${MAX_LOGIN_SESSIONS} login sessions are kept: a login past it ends the oldest, in the account's matches too`, async () => {
    const host = await register('ch');
    const a = await register('cl');
    const id = await openMatch(host);
    expect((await a.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    await settle(id);
    expect((await a.call('GET', `/api/matches/${id}/moves`)).status).toBe(200);
    const userId = (await a.call('GET', '/api/me')).body.user.id as string;
    const first = (await env.DB.prepare('SELECT min(created_at) AS t FROM sessions WHERE user_id = ?').bind(userId).first<{ t: number }>())!.t;
    await new Promise((r) => setTimeout(r, MAX_LOGIN_SESSIONS + 20));
    // Logins and logouts since (every other one logged out): the account's first session is now the oldest of the cap.
    const now = Date.now();
    await env.DB.batch(Array.from({ length: MAX_LOGIN_SESSIONS - 1 }, (_, i) => env.DB.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at, ended_at) VALUES (?, ?, ?, ?, ?)')
      .bind(crypto.randomUUID(), userId, first + 1 + i, now + 86_400_000, i % 2 ? first + 2 + i : null)));
    const fresh = await login(a);
    const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ?').bind(userId).first<{ n: number }>())!.n;
    expect(await count()).toBe(MAX_LOGIN_SESSIONS);
    // The first session ended everywhere: D1's routes, the match it holds a seat in; the new one plays on.
    expect((await a.call('GET', '/api/me')).status).toBe(401);
    expect((await a.call('GET', `/api/matches/${id}/moves`)).status).toBe(401);
    expect((await fresh.call('GET', `/api/matches/${id}/moves`)).status).toBe(200);
    expect((await fresh.call('GET', '/api/me')).status).toBe(200);
  });
});
