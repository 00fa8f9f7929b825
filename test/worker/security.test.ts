/**
 * Fault tests for issue 12: hook URLs (item 9), JSON errors (item 10), body limits (item 5, the API
 * part). Each one failed on main before the fix.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, raw, register } from './helpers';

describe('hook URLs reach only public hosts', () => {
  // kind, url: every one refused with 400 "url: …".
  const REFUSED: [string, string][] = [
    ['webhook', 'https://127.0.0.2/hook'],                            // loopback
    ['webhook', 'https://127.1/hook'],                                // loopback, short form
    ['webhook', 'https://2130706433/hook'],                           // loopback, decimal
    ['webhook', 'https://0x7f.1/hook'],                               // loopback, hex
    ['webhook', 'https://0x7f000001/hook'],                           // loopback, one hex number
    ['webhook', 'https://0177.0.0.1/hook'],                           // loopback, octal
    ['webhook', 'https://0/hook'],                                    // 0.0.0.0
    ['webhook', 'https://localhost/hook'],                            // reserved name
    ['webhook', 'https://api.localhost/hook'],                        // *.localhost
    ['webhook', 'https://LOCALHOST./hook'],                           // trailing dot, upper case
    ['webhook', 'https://10.1.2.3/hook'],                             // private
    ['webhook', 'https://172.16.0.9/hook'],                           // private
    ['webhook', 'https://192.168.1.1:8443/hook'],                     // private, other port
    ['webhook', 'https://100.64.0.1/hook'],                           // carrier-grade NAT
    ['webhook', 'https://169.254.169.254/latest/meta-data/'],         // link-local: cloud metadata
    ['webhook', 'https://metadata.google.internal/computeMetadata/v1/'], // metadata by name
    ['webhook', 'https://[::1]/hook'],                                // IPv6 loopback
    ['webhook', 'https://[0:0:0:0:0:0:0:1]/hook'],                    // IPv6 loopback, long form
    ['webhook', 'https://[::ffff:127.0.0.1]/hook'],                   // IPv4-mapped IPv6
    ['webhook', 'https://[fd00::1]/hook'],                            // IPv6 unique local
    ['webhook', 'https://[fe80::1]/hook'],                            // IPv6 link-local
    ['webhook', 'https://printer.local/hook'],                        // mDNS
    ['webhook', 'https://db.internal/hook'],                          // *.internal
    ['webhook', 'https://intranet/hook'],                             // single-label name
    ['webhook', 'https://bot:secret@example.com/hook'],               // userinfo
    ['discord', 'https://discord.com:8443/api/webhooks/1/abc'],       // Discord on another port
    ['discord', 'https://discord.com.evil.example/api/webhooks/1/abc'], // not Discord's host
    ['discord', 'https://x@discord.com/api/webhooks/1/abc'],          // userinfo on Discord
  ];

  it(`refuses all ${REFUSED.length} internal, reserved or disguised URLs with 400`, async () => {
    expect(REFUSED.length).toBe(28);
    const alice = await register('su');
    const id = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    const accepted: string[] = [];
    for (const [kind, url] of REFUSED) {
      const res = await alice.call('POST', `/api/matches/${id}/hooks`, { kind, url });
      if (res.status !== 400 || !/^url: /.test(res.body.message)) accepted.push(`${kind} ${url} → ${res.status} ${res.text}`);
    }
    expect(accepted).toEqual([]);
    expect((await alice.call('GET', `/api/matches/${id}/hooks`)).body).toEqual([]);
    // Still accepted: a public https host (any port), the configured test hosts.
    for (const [kind, url] of [['webhook', 'https://bots.example.com:8443/tenka'], ['discord', `${env.FAKE_DISCORD_URL}/api/webhooks/1/ok`], ['webhook', `${env.FAKE_DISCORD_URL}/hook/x`]]) {
      const res = await alice.call('POST', `/api/matches/${id}/hooks`, { kind, url });
      expect(res.status, `${url}: ${res.text}`).toBe(201);
    }
  });
});

describe('every API answer is JSON', () => {
  it('a malformed Referer is not a 500 on any page', async () => {
    for (const path of ['/', '/account/', '/matches/', '/rules/', '/no-such-page']) {
      for (const referer of ['::::', 'http://[bad', 'not a url', '%%%']) {
        const res = await SELF.fetch(`${BASE}${path}`, { headers: { Referer: referer, 'Accept-Language': 'fr' }, redirect: 'manual' });
        await res.arrayBuffer();
        expect(res.status, `${path} with Referer ${referer}`).toBeLessThan(500);
      }
    }
  });

  it('unknown /api routes answer a JSON 404', async () => {
    for (const [method, path] of [['GET', '/api/nope'], ['POST', '/api/nope'], ['GET', '/api/matches/0123456789abcdef/nope'], ['GET', '/api/auth'], ['DELETE', '/api/'], ['GET', '/api/matches/x/y/z']]) {
      const res = await raw(method!, path!);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
      expect(res.body.error).toBe('not_found');
    }
  });

  it('wrong methods on known API routes answer a JSON 405 with Allow', async () => {
    const alice = await register('sm');
    const id = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    const cases: [string, string, string][] = [
      ['GET', '/api/auth/login', 'POST'], ['PUT', '/api/auth/register', 'POST'], ['POST', '/api/health', 'GET'],
      ['PATCH', '/api/me', 'GET, DELETE'], ['GET', '/api/auth/forgot', 'POST'], ['PATCH', '/api/matches', 'GET, POST'], ['PUT', `/api/matches/${id}/moves`, 'GET, POST'],
      ['DELETE', `/api/matches/${id}`, 'GET'], ['GET', `/api/matches/${id}/join`, 'POST'], ['POST', `/api/matches/${id}/export`, 'GET'],
      ['GET', `/api/matches/${id}/hooks/abc`, 'DELETE'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await alice.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.body.error).toBe('method_not_allowed');
      for (const m of allow.split(', ')) expect(res.headers.get('Allow')).toContain(m);
    }
  });
});

describe('body limits before the match object', () => {
  it('a 1 MB field and a 5000-deep field in a move: clear 4xx, nothing stored', async () => {
    const alice = await register('sl');
    const bob = await register('sk');
    const id = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    await bob.call('POST', `/api/matches/${id}/join`, {});
    const before = (await alice.call('GET', `/api/matches/${id}`)).body;
    const log = (await alice.call('GET', `/api/matches/${id}/log`)).text;
    const mover = [alice, bob].find((c) => before.seats[before.awaiting[0]].username === c.username)!;
    const legal = (await mover.call('GET', `/api/matches/${id}/moves`)).body[0];

    const big = await mover.call('POST', `/api/matches/${id}/moves`, { move: { ...legal, junk: 'x'.repeat(1 << 20) }, version: before.version });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ error: 'payload_too_large' });
    expect(big.body.message).toMatch(/64 KB/);

    const deep = `{"move":${JSON.stringify(legal).slice(0, -1)},"junk":${'['.repeat(5000)}${']'.repeat(5000)}},"version":${before.version}}`;
    const deepRes = await mover.call('POST', `/api/matches/${id}/moves`, deep);
    expect(deepRes.status).toBe(400);
    expect(deepRes.body).toMatchObject({ error: 'bad_request' });
    expect(deepRes.body.message).toMatch(/deeper than 32/);

    // Chunked (no Content-Length): the cap holds while streaming.
    const stream = new ReadableStream({ start(ctl) { for (let i = 0; i < 100; i++) ctl.enqueue(new TextEncoder().encode('x'.repeat(10_000))); ctl.close(); } });
    const chunked = await SELF.fetch(`${BASE}/api/matches/${id}/messages`, { method: 'POST', body: stream, headers: { 'Content-Type': 'application/json', Cookie: mover.cookie }, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    await chunked.arrayBuffer();

    const after = (await alice.call('GET', `/api/matches/${id}`)).body;
    expect(after.version).toBe(before.version);
    expect((await alice.call('GET', `/api/matches/${id}/log`)).text).toBe(log);
    // The legal move itself still goes through.
    expect((await mover.call('POST', `/api/matches/${id}/moves`, { move: legal, version: before.version })).status).toBe(200);
  });
});
