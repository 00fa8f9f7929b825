/**
 * Fault test for issue 12, item 7: a password guesser, an account factory and a message flood get
 * 429. And the writes that a script would repeat: opening matches and quick play, the account
 * writes that call into every match of the user, the profile, the unsubscribe link (per address and
 * per link) and correction sets. This file alone runs with wrangler.toml's limits (the `worker-limits`
 * project of vitest.config.ts); the other worker files lift the ones they meet only by going fast.
 */
import { describe, expect, it } from 'vitest';
import { raw, register, type Client } from './helpers';
import { newSubscription } from './push-helpers';

type Res = Awaited<ReturnType<typeof raw>>;

/**
 * The limiter's windows are minutes of the wall clock: a test that counts to a limit starts with at
 * least 20 seconds of its window left, so that the count is not cut in two.
 */
async function freshWindow(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 20_000) await new Promise((r) => setTimeout(r, left + 200));
}

/** A 429 as every limit answers it: a clear code and message, and Retry-After. */
function expectLimited(res: Res, what: RegExp): void {
  expect(res.status, res.text).toBe(429);
  expect(res.body).toMatchObject({ error: 'rate_limited', retryAfter: 60 });
  expect(res.body.message).toMatch(what);
  expect(res.headers.get('Retry-After')).toBe('60');
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('rate limits', () => {
  it('150 login attempts: 429 after the tenth in a minute, with Retry-After and a clear message', async () => {
    const victim = await register('rl');
    const ip = { 'CF-Connecting-IP': '203.0.113.9' };
    const minute = () => Math.floor(Date.now() / 60_000);
    await freshWindow();
    // Each attempt with the wall-clock minute it was sent and answered in: on a loaded machine the
    // 150 can cross a minute (stop 36), where the count starts again; one that straddles two is not judged.
    const tries: { status: number; window: number | null }[] = [];
    let limited: Res | null = null;
    for (let i = 0; i < 150; i++) {
      const before = minute();
      const res = await raw('POST', '/api/auth/login', { username: victim.username, password: `wrong password ${i}` }, ip);
      tries.push({ status: res.status, window: minute() === before ? before : null });
      if (res.status === 429) limited ??= res;
    }
    expect(tries.slice(0, 10).map((t) => t.status)).toEqual(Array(10).fill(401));
    expect(tries[10]!.status).toBe(429);
    const windows = new Map<number, number[]>();
    for (const t of tries) if (t.window !== null) windows.set(t.window, [...(windows.get(t.window) ?? []), t.status]);
    for (const [w, statuses] of windows) {
      // In every minute: wrong passwords are answered until ten, then only 429s.
      const answered = statuses.filter((s) => s === 401).length;
      expect(answered, `minute ${w}`).toBeLessThanOrEqual(10);
      expect(statuses.slice(statuses.indexOf(429) >= 0 ? statuses.indexOf(429) : statuses.length).every((s) => s === 429), `minute ${w}: ${statuses.join(',')}`).toBe(true);
    }
    expect(limited!.body).toMatchObject({ error: 'rate_limited', retryAfter: 60 });
    expect(limited!.body.message).toMatch(/Too many login attempts.*try again in 60 seconds/);
    expect(limited!.headers.get('Retry-After')).toBe('60');
    // The right password from that address waits too, in a minute whose ten are spent (spent again
    // here if the loop crossed a minute); another address still gets its tries.
    for (let round = 0; ; round++) {
      const before = minute();
      let spent = false;
      for (let i = 0; i < 11 && !spent; i++) spent = (await raw('POST', '/api/auth/login', { username: victim.username, password: `wrong again ${i}` }, ip)).status === 429;
      expect(spent).toBe(true);
      const right = await raw('POST', '/api/auth/login', { username: victim.username, password: 'correct horse battery' }, ip);
      if (minute() !== before && round < 2) continue;
      expect(right.status).toBe(429);
      break;
    }
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

  it('opening matches: 10 a minute per account, POST /api/matches and quick play together', async () => {
    await freshWindow();
    const a = await register('rc');
    const made: Res[] = [];
    for (let i = 0; i < 10; i++) made.push(await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 }));
    expect(made.map((r) => r.status)).toEqual(Array(10).fill(201));
    expectLimited(await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 }), /Too many new matches.*try again in 60 seconds/);
    expectLimited(await a.call('POST', '/api/lobby/quick', { game: 'white-castle-duel' }), /Too many new matches/);
    // Another account is not held back.
    expect((await (await register('rd')).call('POST', '/api/matches', { game: 'sengoku', players: 2 })).status).toBe(201);
  });

  it('thirty quick plays in a row: the eleventh is refused', async () => {
    await freshWindow();
    const a = await register('rq');
    const statuses: number[] = [];
    let limited: Res | null = null;
    for (let i = 0; i < 30; i++) {
      const res = await a.call('POST', '/api/lobby/quick', { game: 'white-castle-duel', lang: 'de' });
      statuses.push(res.status);
      if (res.status === 429) limited ??= res;
    }
    expect(statuses.slice(0, 10).every((s) => s === 200 || s === 201), statuses.join(',')).toBe(true);
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expectLimited(limited!, /Too many new matches/);
  });

  it('the account writes that reach every match: 6 a minute per account, all of them together', async () => {
    await freshWindow();
    const a = await register('rf');
    const other = await register('rg');
    const sub = await newSubscription();
    const declared = await a.call('POST', '/api/me/absences', { from: day(3), to: day(4), timeZone: 'UTC', mode: 'extend' });
    expect(declared.status, declared.text).toBe(201);
    const absence = declared.body.absence.id as string;
    const allowed: [string, string, unknown?][] = [
      ['PUT', '/api/me/notifications', { settings: { email: false } }],
      ['PUT', `/api/me/absences/${absence}`, { from: day(3), to: day(5), timeZone: 'UTC', mode: 'extend' }],
      ['POST', '/api/me/push', { endpoint: sub.endpoint, keys: sub.keys }],
      ['DELETE', '/api/me/push', { endpoint: sub.endpoint }],
      ['DELETE', '/api/me/email', { password: 'correct horse battery' }],
    ];
    for (const [method, path, body] of allowed) {
      const res = await a.call(method, path, body);
      expect(res.status, `${method} ${path} ${res.text}`).toBeLessThan(300);
    }
    // Six in the minute: every one of these routes is refused now, before it reaches a match.
    const refused: [string, string, unknown?][] = [
      ...allowed,
      ['POST', '/api/me/absences', { from: day(20), to: day(21), timeZone: 'UTC', mode: 'extend' }],
      ['DELETE', `/api/me/absences/${absence}`],
      ['DELETE', '/api/me', { confirm: a.username }],
    ];
    for (const [method, path, body] of refused) expectLimited(await a.call(method, path, body), /Too many changes that reach all your matches.*try again in 60 seconds/);
    expect((await a.call('GET', '/api/me/absences')).body.absences[0].to).toBe(day(5));
    // Another account is not held back.
    expect((await other.call('PUT', '/api/me/notifications', { settings: { email: false } })).status).toBe(200);
  });

  it('profile and per-match notification changes: 30 a minute per account', async () => {
    await freshWindow();
    const a = await register('rp');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = i % 3 === 0 ? await a.call('PUT', '/api/me/notifications/0123456789abcdef', { email: i % 2 === 0 })
        : await a.call('PATCH', '/api/me/profile', { showRatings: i % 2 === 0 });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(30).fill(200));
    expectLimited(await a.call('PATCH', '/api/me/profile', { showRatings: true }), /Too many profile, notification and correction set changes/);
    expectLimited(await a.call('DELETE', '/api/me/notifications/0123456789abcdef'), /Too many profile, notification and correction set changes/);
  });

  it('match actions (seats, resignations, proposals, hooks): 60 a minute per account, all together; seen marks apart', async () => {
    await freshWindow();
    const a = await register('ra');
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    const statuses: number[] = [];
    // A hook added and removed, thirty times: 60 actions, none refused by the limit.
    for (let i = 0; i < 30; i++) {
      const added = await a.call('POST', `/api/matches/${id}/hooks`, { kind: 'webhook', url: `http://127.0.0.1:9/hook${i}` });
      expect(added.status, added.text).toBe(201);
      statuses.push(added.status);
      statuses.push((await a.call('DELETE', `/api/matches/${id}/hooks/${added.body?.id ?? 'none'}`)).status);
    }
    expect(statuses.filter((s) => s >= 500 || s === 429), statuses.join(',')).toEqual([]);
    // The 61st action of any kind waits: leaving, taking a seat.
    expectLimited(await a.call('POST', `/api/matches/${id}/leave`), /Too many match actions/);
    expectLimited(await a.call('POST', `/api/matches/${id}/seats/1/take`), /Too many match actions/);
    // Seen marks (sent by an open page after every move) are counted apart, at the moves' rate.
    expect((await a.call('POST', `/api/matches/${id}/seen`, { version: 0, message: 0 })).status).toBeLessThan(300);
    // Another account is not held back.
    const b = await register('rb');
    expect((await b.call('POST', `/api/matches/${id}/join`)).status).toBeLessThan(300);
  });

  it('the unsubscribe link (no login): 3 a minute per link, 20 a minute per address', async () => {
    await freshWindow();
    // One link from many addresses: the fourth use is refused.
    const link = `/api/mail/unsubscribe?t=forged.${'A'.repeat(43)}${Date.now()}`;
    const perLink: Res[] = [];
    for (let i = 0; i < 5; i++) perLink.push(await raw('POST', link, undefined, { 'CF-Connecting-IP': `198.51.100.${10 + i}` }));
    expect(perLink.slice(0, 3).map((r) => r.status)).toEqual([400, 400, 400]);
    expectLimited(perLink[3]!, /Too many uses of this unsubscribe link/);
    expect(perLink[4]!.status).toBe(429);
    // Many links from one address: the twenty-first is refused.
    const ip = { 'CF-Connecting-IP': '203.0.113.77' };
    const perIp: Res[] = [];
    for (let i = 0; i < 22; i++) perIp.push(await raw('POST', `/api/mail/unsubscribe?t=forged${i}.${Date.now()}`, undefined, ip));
    expect(perIp.slice(0, 20).map((r) => r.status)).toEqual(Array(20).fill(400));
    expectLimited(perIp[20]!, /Too many unsubscribe requests from your address/);
    // The page behind the link (GET changes nothing) is not counted.
    expect((await raw('GET', link)).status).toBe(400);
  });

  it('correction sets: 5 a minute per account', async () => {
    await freshWindow();
    const a: Client = await register('rs');
    const set = { title: 'Our copy', changes: [{ component: 'influence', id: 'I-B02', field: 'icons', value: { flag: 1 }, source: 'photo of our copy', confidence: 'one-source' }] };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await a.call('POST', '/api/corrections', { game: 'white-castle-duel', set: { ...set, title: `Our copy ${i}` } })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expectLimited(await a.call('POST', '/api/corrections', { game: 'white-castle-duel', set }), /Too many correction sets/);
  });

  it('personal API tokens: 600 requests a minute per token, whatever the route; the next token of the account still works', async () => {
    await freshWindow();
    const a: Client = await register('rt');
    const make = async (name: string) => (await a.call('POST', '/api/me/tokens', { name, scopes: ['read'] })).body.token as string;
    const [first, second] = [await make('first'), await make('second')];
    const statuses: number[] = [];
    for (let i = 0; i < 605; i++) statuses.push((await raw('GET', i % 2 ? '/api/health' : '/api/games', undefined, { Authorization: `Bearer ${first}` })).status);
    expect(statuses.slice(0, 600).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(600)).toEqual(Array(5).fill(429));
    expectLimited(await raw('GET', '/api/me', undefined, { Authorization: `Bearer ${first}` }), /Too many requests with this API token/);
    expect((await raw('GET', '/api/me', undefined, { Authorization: `Bearer ${second}` })).status).toBe(200);
    // The account's login session is not that token.
    expect((await a.call('GET', '/api/me')).status).toBe(200);
  });
});
