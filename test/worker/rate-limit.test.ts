/** Fault test for issue 12, item 7: a password guesser, an account factory and a message flood get 429. */
import { describe, expect, it } from 'vitest';
import { raw, register } from './helpers';

describe('rate limits', () => {
  it('150 login attempts: 429 after the tenth in a minute, with Retry-After and a clear message', async () => {
    const victim = await register('rl');
    const ip = { 'CF-Connecting-IP': '203.0.113.9' };
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof raw>> | null = null;
    for (let i = 0; i < 150; i++) {
      const res = await raw('POST', '/api/auth/login', { username: victim.username, password: `wrong password ${i}` }, ip);
      statuses.push(res.status);
      if (res.status === 429) limited ??= res;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(limited!.body).toMatchObject({ error: 'rate_limited', retryAfter: 60 });
    expect(limited!.body.message).toMatch(/Too many login attempts.*try again in 60 seconds/);
    expect(limited!.headers.get('Retry-After')).toBe('60');
    // The right password from that address waits too; another address still gets its tries.
    expect((await raw('POST', '/api/auth/login', { username: victim.username, password: 'correct horse battery' }, ip)).status).toBe(429);
    expect((await raw('POST', '/api/auth/login', { username: victim.username, password: 'correct horse battery' }, { 'CF-Connecting-IP': '198.51.100.4' })).status).toBe(200);
  });

  it('registration: 10 accounts a minute per address', async () => {
    const ip = { 'CF-Connecting-IP': '203.0.113.10' };
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await raw('POST', '/api/auth/register', { username: `flood${i}_${Date.now() % 1e6}`, password: 'a long passphrase' }, ip)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
  });

  it('messages: 30 a minute per account', async () => {
    const alice = await register('rm');
    const id = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await alice.call('POST', `/api/matches/${id}/messages`, { text: `spam ${i}` })).status);
    expect(statuses.filter((s) => s === 201).length).toBe(30);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    expect((await alice.call('GET', `/api/matches/${id}/messages`)).body.length).toBe(30);
  });
});
