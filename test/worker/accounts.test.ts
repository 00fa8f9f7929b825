import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { hashPassword, PBKDF2_ITERATIONS } from '../../worker/auth';
import { skeletonSql } from '../../worker/accounts/username-skeleton';
import { raw, register } from './helpers';

describe('accounts', () => {
  it('registers with a hashed password and an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await raw('POST', '/api/auth/register', { username: 'Hanako', password: 'a long passphrase' });
    expect(res.status).toBe(201);
    const cookie = res.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/); // plain http here; https adds Secure
    const row = await env.DB.prepare("SELECT password_hash, salt, iterations FROM users WHERE username_key = 'hanako'").first<any>();
    expect(row.iterations).toBe(100000);
    expect(row.password_hash).not.toContain('passphrase');
    expect(atob(row.salt).length).toBe(16);
    const session = await env.DB.prepare('SELECT id FROM sessions').all<{ id: string }>();
    expect(session.results.some((s) => s.id === res.body.token)).toBe(false); // stored hashed
  });

  it('an account hashed with older parameters still logs in and is rehashed with the current ones', async () => {
    const u = await register('rehash');
    const key = u.username.toLowerCase();
    const password = 'correct horse battery';
    // As an earlier version would have stored it: another salt, 1,000 iterations.
    const oldSalt = 'b2xkLXNhbHQtMTYtYnl0ZQ==';
    const oldHash = await hashPassword(password, oldSalt, 1000);
    await env.DB.prepare('UPDATE users SET password_hash = ?, salt = ?, iterations = 1000 WHERE username_key = ?').bind(oldHash, oldSalt, key).run();
    const row = () => env.DB.prepare('SELECT password_hash, salt, iterations FROM users WHERE username_key = ?').bind(key).first<any>();

    // A wrong password neither logs in nor touches the stored hash.
    expect((await raw('POST', '/api/auth/login', { username: u.username, password: 'wrong horse battery' })).status).toBe(401);
    expect(await row()).toEqual({ password_hash: oldHash, salt: oldSalt, iterations: 1000 });

    expect((await raw('POST', '/api/auth/login', { username: u.username, password })).status).toBe(200);
    const upgraded = await row();
    expect(upgraded.iterations).toBe(PBKDF2_ITERATIONS);
    expect(upgraded.salt).not.toBe(oldSalt);
    expect(upgraded.password_hash).toBe(await hashPassword(password, upgraded.salt, PBKDF2_ITERATIONS));
    // And the upgraded hash logs in, without another rewrite.
    expect((await raw('POST', '/api/auth/login', { username: u.username, password })).status).toBe(200);
    expect(await row()).toEqual(upgraded);
  });

  it('logs in, answers /me by cookie and bearer token, and logs out', async () => {
    const u = await register('login');
    const login = await raw('POST', '/api/auth/login', { username: u.username, password: 'correct horse battery' });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('Set-Cookie')!.split(';')[0]!;
    expect((await raw('GET', '/api/me', undefined, { Cookie: cookie })).body.user.username).toBe(u.username);
    expect((await raw('GET', '/api/me', undefined, { Authorization: `Bearer ${login.body.token}` })).body.user.username).toBe(u.username);
    expect((await raw('POST', '/api/auth/logout', undefined, { Cookie: cookie })).status).toBe(200);
    expect((await raw('GET', '/api/me', undefined, { Cookie: cookie })).status).toBe(401);
    // the other session (from register) is still valid
    expect((await u.call('GET', '/api/me')).status).toBe(200);
  });

  it('refuses a username that looks like an existing one (case, O/0, l/I/1); logins keep the exact name', async () => {
    const r = String(Math.floor(Math.random() * 1e6)).replace(/[015]/g, '7');
    const first = await raw('POST', '/api/auth/register', { username: `Oli_${r}`, password: 'a long passphrase' });
    expect(first.status, first.text).toBe(201);
    for (const lookalike of [`OLI_${r}`, `0li_${r}`, `Ol1_${r}`, `01I_${r}`, `oLi-${r}`]) {
      const res = await raw('POST', '/api/auth/register', { username: lookalike, password: 'a long passphrase' });
      expect(res.status, lookalike).toBe(409);
      expect(res.body.error).toBe('username_taken');
      if (lookalike !== `OLI_${r}`) expect(res.body.message).toMatch(/too close to an existing/);
    }
    expect((await raw('POST', '/api/auth/register', { username: `Oli_${r}x`, password: 'a long passphrase' })).status).toBe(201);
    // Logins: the exact name, in any case; a look-alike is no way in.
    expect((await raw('POST', '/api/auth/login', { username: `oli_${r}`, password: 'a long passphrase' })).status).toBe(200);
    expect((await raw('POST', '/api/auth/login', { username: `0li_${r}`, password: 'a long passphrase' })).status).toBe(401);
  });

  it('the skeleton migration fills existing rows; of two existing look-alikes the older keeps the bare skeleton', async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.includes('username_skeleton'));
    expect(migration, 'a migration named …username_skeleton').toBeTruthy();
    const r = String(Math.floor(Math.random() * 1e6)).replace(/[015]/g, '7');
    // Rows as they were before the migration: no skeleton.
    const insert = (id: string, name: string, at: number) => env.DB.prepare(
      `INSERT INTO users (id, username, username_key, password_hash, salt, iterations, created_at) VALUES (?, ?, ?, '!', '', 1, ?)`).bind(id, name, name.toLowerCase(), at);
    await env.DB.batch([insert(`old-${r}`, `Bo0l_${r}`, 1), insert(`new-${r}`, `BOOI_${r}`, 2), insert(`alone-${r}`, `Solo_${r}`, 3)]);
    // The migration's SQL is the Worker's skeleton.
    expect(migration!.queries.join('\n')).toContain(skeletonSql('`username`'));
    // Run again as on the day it shipped (the index comes back with the last statement).
    await env.DB.prepare('DROP INDEX IF EXISTS users_username_skeleton_unique').run();
    for (const q of migration!.queries.filter((q) => !/ALTER TABLE/i.test(q))) await env.DB.prepare(q).run();
    const rows = await env.DB.prepare(`SELECT id, username_skeleton AS s FROM users WHERE id IN (?, ?, ?) ORDER BY created_at`).bind(`old-${r}`, `new-${r}`, `alone-${r}`).all<{ id: string; s: string }>();
    expect(rows.results).toEqual([{ id: `old-${r}`, s: `bool_${r}` }, { id: `new-${r}`, s: `bool_${r}#new-${r}` }, { id: `alone-${r}`, s: `solo_${r}` }]);
    // Registration compares with the SQL's skeletons.
    expect((await raw('POST', '/api/auth/register', { username: `b0ol_${r}`, password: 'a long passphrase' })).status).toBe(409);
  });

  it('serves https with a Secure cookie', async () => {
    const { SELF } = await import('cloudflare:test');
    const res = await SELF.fetch('https://localhost/api/auth/register', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'secure_user', password: 'a long passphrase' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('Set-Cookie')).toMatch(/Secure/);
  });

  it('lists the games', async () => {
    const res = await raw('GET', '/api/games');
    const sengoku = res.body.find((g: any) => g.id === 'sengoku');
    expect(sengoku.minPlayers).toBe(2);
    expect(sengoku.maxPlayers).toBe(4);
    expect(sengoku.options.map((o: any) => o.key)).toContain('advanced');
  });
});
