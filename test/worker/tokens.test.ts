/**
 * Personal API tokens (worker/tokens/): shown once, listed without the token, scopes enforced on
 * every route of the app (a walk over its route list: a route neither declared nor refused fails
 * here), never able to reach password, address, tokens or sessions, revoked at once everywhere,
 * also in a match the token already played in and on its open socket; caps and hostile bodies.
 * The per-token rate limit is in rate-limit.test.ts (the project with wrangler.toml's limits).
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../worker/api';
import { scopeFor, SCOPES } from '../../worker/tokens/scopes';
import { MAX_TOKENS } from '../../worker/tokens/store';
import { raw, register, settle, type Client } from './helpers';
import { tokenIn, verifiedEmail, waitForMail } from './mail-helpers';

const bearer = (token: string, username = ''): Client => ({
  username, cookie: '', token, call: (method, path, body, headers = {}) => raw(method, path, body, { Authorization: `Bearer ${token}`, ...headers }),
});

async function makeToken(owner: Client, scopes: string[], name = 'my bot'): Promise<string> {
  const res = await owner.call('POST', '/api/me/tokens', { name, scopes });
  expect(res.status, res.text).toBe(201);
  return res.body.token;
}

async function openMatch(owner: Client, body: object = { game: 'sengoku', players: 2 }): Promise<string> {
  const res = await owner.call('POST', '/api/matches', body);
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

describe('personal API tokens', () => {
  it('are shown once: the list names them, with scopes and dates, never the token', async () => {
    const a = await register('tk');
    const made = await a.call('POST', '/api/me/tokens', { name: 'Sengoku bot', scopes: ['play', 'read', 'play'] });
    expect(made.status, made.text).toBe(201);
    expect(made.headers.get('Cache-Control')).toBe('no-store');
    expect(made.body).toMatchObject({ name: 'Sengoku bot', scopes: ['read', 'play'], lastUsedAt: null });
    expect(made.body.token).toMatch(/^pat1\./);
    const token = made.body.token as string;
    expect((await bearer(token).call('GET', '/api/me')).body.user.username).toBe(a.username);
    await new Promise((r) => setTimeout(r, 100));
    const list = await a.call('GET', '/api/me/tokens');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(token);
    expect(list.text).not.toContain(token.split('.')[2]);
    expect(list.body.tokens).toEqual([expect.objectContaining({ id: made.body.id, name: 'Sengoku bot', scopes: ['read', 'play'], createdAt: made.body.createdAt })]);
    expect(list.body.tokens[0].lastUsedAt).toBeGreaterThanOrEqual(made.body.createdAt);
    // No route answers it again: not the list, not a second creation, not /me.
    expect((await a.call('GET', '/api/me')).text).not.toContain(token);
  });

  it('refuse hostile names and scopes', async () => {
    const a = await register('th');
    const bad: unknown[] = [
      { name: 'x'.repeat(61), scopes: ['read'] },
      { name: 'x'.repeat(100_000), scopes: ['read'] },
      { name: '', scopes: ['read'] },
      { name: '   ', scopes: ['read'] },
      { name: 'line\nbreak', scopes: ['read'] },
      { name: 'zero\u200bwidth', scopes: ['read'] },
      { name: { __proto__: { admin: true } }, scopes: ['read'] },
      { name: 'ok', scopes: [] },
      { name: 'ok', scopes: 'read' },
      { name: 'ok', scopes: ['admin'] },
      { name: 'ok', scopes: ['__proto__'] },
      { name: 'ok', scopes: ['constructor'] },
      { name: 'ok', scopes: ['read'.repeat(1000)] },
      { name: 'ok', scopes: Array(100).fill('read') },
      { name: 'ok', scopes: [['read']] },
      { name: 'ok', scopes: ['read'], admin: true },
      JSON.parse('{"name":"ok","scopes":["read"],"__proto__":{"scopes":["manage"]}}'),
      { name: 'ok', scopes: ['read'], nested: JSON.parse('['.repeat(200) + ']'.repeat(200)) },
    ];
    for (const body of bad) {
      const res = await a.call('POST', '/api/me/tokens', body);
      expect([400, 413], `${JSON.stringify(body).slice(0, 80)}: ${res.text}`).toContain(res.status);
    }
    // A name that merely looks like a key is a name.
    const odd = await a.call('POST', '/api/me/tokens', { name: '__proto__', scopes: ['read'] });
    expect(odd.status).toBe(201);
    expect((await a.call('GET', '/api/me/tokens')).body.tokens.map((t: any) => t.name)).toEqual(['__proto__']);
    // Forged tokens: a session token's body under the personal prefix, a changed scope list.
    const [, body, sig] = odd.body.token.split('.');
    const payload = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/')));
    const forged = btoa(JSON.stringify({ ...payload, scp: [...SCOPES] })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect((await bearer(`pat1.${forged}.${sig}`).call('POST', '/api/matches', { game: 'sengoku', players: 2 })).status).toBe(401);
    expect((await bearer(`v1.${body}.${sig}`).call('POST', '/api/matches', { game: 'sengoku', players: 2 })).status).toBe(401);
  });

  it(`are capped at ${MAX_TOKENS} per account`, async () => {
    const a = await register('tc');
    for (let i = 0; i < MAX_TOKENS; i++) await makeToken(a, ['read'], `t${i}`);
    const over = await a.call('POST', '/api/me/tokens', { name: 'one more', scopes: ['read'] });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe('token_limit');
    const first = (await a.call('GET', '/api/me/tokens')).body.tokens[0];
    expect((await a.call('DELETE', `/api/me/tokens/${first.id}`)).status).toBe(200);
    expect((await a.call('POST', '/api/me/tokens', { name: 'one more', scopes: ['read'] })).status).toBe(201);
  });

  it('cannot change the password, address, tokens or sessions, whatever their scopes', async () => {
    const a = await register('tn');
    const all = bearer(await makeToken(a, [...SCOPES]));
    const refused: [string, string, unknown?][] = [
      ['POST', '/api/me/tokens', { name: 'more', scopes: ['read'] }],
      ['GET', '/api/me/tokens'],
      ['DELETE', '/api/me/tokens/0123456789abcdef'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/login', { username: a.username, password: 'correct horse battery' }],
      ['PUT', '/api/me/email', { email: 'x@example.com', password: 'correct horse battery' }],
      ['DELETE', '/api/me/email'],
      ['POST', '/api/auth/reset', { token: 'x', password: 'another passphrase' }],
      ['DELETE', '/api/me', { password: 'correct horse battery' }],
      ['PATCH', '/api/me/profile', { bio: 'hacked' }],
      ['POST', '/api/me/absences', {}],
    ];
    for (const [method, path, body] of refused) {
      const res = await all.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error, `${method} ${path}`).toBe('token_not_allowed');
    }
    expect((await a.call('GET', '/api/me')).status).toBe(200);
  });

  it('need the declared scope on every route of the app; undeclared routes refuse them', async () => {
    const owner = await register('ts');
    const id = await openMatch(owner);
    const fill = (path: string) => path
      .replace(':id', id).replace(':seat', '1').replace(':game', 'sengoku').replace(':name', owner.username)
      .replace(':step', '0').replace(':matchId', id).replace(/:[A-Za-z]+/g, 'x').replace(/\/\*$/, '');
    const routes = [...new Map(createApi().routes.filter((r) => r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, r])).values()];
    expect(routes.length).toBeGreaterThan(60);
    const tokens = Object.fromEntries(await Promise.all(SCOPES.map(async (s) => [s, await makeToken(owner, [s], s)] as const)));
    const everything = await makeToken(owner, [...SCOPES], 'all');
    let declared = 0;
    for (const r of routes) {
      const path = fill(r.path);
      const needed = scopeFor(r.method, path.replace(/^\/api/, '') || path);
      const label = `${r.method} ${r.path}`;
      if (!needed) {
        const res = await bearer(everything).call(r.method, `/api${path}`, r.method === 'GET' ? undefined : {});
        expect(res.status, label).toBe(403);
        expect(res.body.error, label).toBe('token_not_allowed');
        continue;
      }
      declared++;
      for (const other of SCOPES.filter((s) => s !== needed)) {
        const res = await bearer(tokens[other]!).call(r.method, `/api${path}`, r.method === 'GET' ? undefined : {});
        expect(res.status, `${label} with ${other}`).toBe(403);
        expect(res.body, `${label} with ${other}`).toMatchObject({ error: 'insufficient_scope', needed });
      }
      const allowed = await bearer(tokens[needed]!).call(r.method, `/api${path}`, r.method === 'GET' ? undefined : {});
      expect(['insufficient_scope', 'token_not_allowed', 'unauthenticated'], `${label} with ${needed}: ${allowed.text.slice(0, 200)}`).not.toContain(allowed.body?.error);
    }
    expect(declared).toBeGreaterThan(40);
  });

  it('revoked: refused at once everywhere, also in the match it played in and on its open socket', async () => {
    const host = await register('rh');
    const a = await register('rb');
    const made = await a.call('POST', '/api/me/tokens', { name: 'bot', scopes: ['read', 'play', 'chat', 'manage'] });
    const bot = bearer(made.body.token, a.username);
    const id = await openMatch(host);
    expect((await bot.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    await settle(id);
    // The token plays until it is the host's turn.
    for (let guard = 0; guard < 40; guard++) {
      const m = (await bot.call('GET', `/api/matches/${id}`)).body;
      const mine = m.seats.find((s: any) => s.username === a.username).seat;
      const mover = m.awaiting.includes(mine) ? bot : host;
      const moves = (await mover.call('GET', `/api/matches/${id}/moves`)).body;
      const res = await mover.call('POST', `/api/matches/${id}/moves`, { move: moves[0], version: m.version });
      expect(res.status, res.text).toBe(200);
      if (mover === bot && guard > 2) break;
    }
    expect((await bot.call('POST', `/api/matches/${id}/messages`, { text: 'gg' })).status).toBe(201);
    const live = await SELF.fetch(`http://localhost/api/matches/${id}/ws`, { headers: { Upgrade: 'websocket', Authorization: `Bearer ${bot.token}` } });
    expect(live.status).toBe(101);
    let closedWith = 0;
    live.webSocket!.accept();
    live.webSocket!.addEventListener('close', (e) => { closedWith = e.code; });

    expect((await a.call('DELETE', `/api/me/tokens/${made.body.id}`)).status).toBe(200);
    expect((await a.call('DELETE', `/api/me/tokens/${made.body.id}`)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 50));
    expect(closedWith).toBe(4001);
    const m = (await host.call('GET', `/api/matches/${id}`)).body;
    const mine = m.seats.find((s: any) => s.username === a.username).seat;
    const refused: [string, string, unknown?][] = [
      ['GET', '/api/me'],
      ['GET', '/api/matches'],
      ['GET', `/api/matches/${id}/moves`],
      ['POST', `/api/matches/${id}/moves`, { move: (await a.call('GET', `/api/matches/${id}/moves`)).body[0] ?? { type: 'pass' }, version: m.version }],
      ['POST', `/api/matches/${id}/messages`, { text: 'still here' }],
      ['POST', `/api/matches/${id}/resign`, { version: m.version }],
      ['POST', '/api/matches', { game: 'sengoku', players: 2 }],
      ['POST', `/api/matches/${await openMatch(host)}/join`, {}],
    ];
    for (const [method, path, body] of refused) {
      const res = await bot.call(method, path, body);
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(401);
    }
    const again = await SELF.fetch(`http://localhost/api/matches/${id}/ws`, { headers: { Upgrade: 'websocket', Authorization: `Bearer ${bot.token}` } });
    expect(again.status).toBe(401);
    // The seat is still the account's: its login session plays on.
    expect((await a.call('GET', `/api/matches/${id}`)).body.seats[mine].username).toBe(a.username);
    expect((await a.call('GET', '/api/me/tokens')).body.tokens).toEqual([]);
  });

  it('end at a password reset in the matches the account sits in, and in a match it joins afterwards', async () => {
    const host = await register('ph');
    const later = await register('pl');
    const a = await register('pr');
    const email = await verifiedEmail(a);
    const thief = bearer(await makeToken(a, ['read', 'play', 'chat', 'manage'], 'planted'), a.username);
    const id = await openMatch(host);
    expect((await thief.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    await settle(id);
    expect((await thief.call('GET', `/api/matches/${id}/moves`)).status).toBe(200);
    expect((await raw('POST', '/api/auth/forgot', { email })).status).toBe(200);
    const reset = tokenIn((await waitForMail(email, /password/))!, 'token')!;
    expect((await raw('POST', '/api/auth/reset', { token: reset, password: 'a brand new passphrase' })).status).toBe(200);
    // The match it sat in refuses it, without asking D1.
    expect((await thief.call('GET', `/api/matches/${id}/moves`)).status).toBe(401);
    expect((await thief.call('POST', `/api/matches/${id}/messages`, { text: 'still here' })).status).toBe(401);
    // A match the owner joins afterwards with a new login refuses it too.
    const login = await raw('POST', '/api/auth/login', { username: a.username, password: 'a brand new passphrase' });
    const owner = bearer(login.body.token, a.username);
    const next = await openMatch(later);
    expect((await owner.call('POST', `/api/matches/${next}/join`, {})).status).toBe(200);
    expect((await owner.call('GET', `/api/matches/${next}/moves`)).status).toBe(200);
    expect((await thief.call('GET', `/api/matches/${next}/moves`)).status).toBe(401);
  });

  it('end with the account\'s other sessions at a password reset or account deletion', async () => {
    const a = await register('rd');
    const token = await makeToken(a, ['read']);
    expect((await a.call('DELETE', '/api/me', { confirm: a.username })).status).toBe(200);
    expect((await bearer(token).call('GET', '/api/me')).status).toBe(401);
  });
});
