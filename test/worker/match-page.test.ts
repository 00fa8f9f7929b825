/**
 * GET /api/matches/:id/page: what the match page draws, in one call, each part exactly what its
 * own route answers for the caller (a player, the referee, a spectator); and the language cookie
 * kept fresh when a page is served from the browser's cache (304).
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, raw, register } from './helpers';

describe('GET /api/matches/:id/page', () => {
  it('answers snapshot, log, messages, legal moves and user in one call, as the separate routes do', async () => {
    const alice = await register('pga');
    const bob = await register('pgb');
    const created = await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2 });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await bob.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    await alice.call('POST', `/api/matches/${id}/messages`, { text: 'hello', to: null });
    for (const [who, other] of [[alice, bob], [bob, alice]] as const) {
      const page = await who.call('GET', `/api/matches/${id}/page`);
      expect(page.status).toBe(200);
      expect(page.body.user.username).toBe(who.username);
      expect(page.body.match).toEqual((await who.call('GET', `/api/matches/${id}`)).body);
      expect(page.body.log).toEqual((await who.call('GET', `/api/matches/${id}/log`)).body);
      expect(page.body.messages).toEqual((await who.call('GET', `/api/matches/${id}/messages`)).body);
      expect(page.body.legal).toEqual((await who.call('GET', `/api/matches/${id}/moves`)).body);
      expect(page.body.referee).toBeNull();
      void other;
    }
    // Whoever is awaited has moves; the page of a spectator (no session) has none and no user.
    const anon = await raw('GET', `/api/matches/${id}/page`);
    expect(anon.status).toBe(200);
    expect(anon.body.user).toBeNull();
    expect(anon.body.legal).toEqual([]);
    expect(anon.body.match.you).toBeNull();
  });

  it('gives the referee the console and no legal moves', async () => {
    const ref = await register('pgr');
    const created = await ref.call('POST', '/api/matches', { game: 'nihon', players: 6, referee: true, schedule: { kind: 'weekly', days: [0, 4], time: '00:00', timeZone: 'Europe/Paris' } });
    expect(created.status).toBe(201);
    const page = await ref.call('GET', `/api/matches/${created.body.id}/page`);
    expect(page.status).toBe(200);
    expect(page.body.referee).toEqual((await ref.call('GET', `/api/matches/${created.body.id}/referee`)).body);
    expect(page.body.legal).toEqual([]);
  });

  it('answers 404 for a match that does not exist, and a malformed id', async () => {
    expect((await raw('GET', '/api/matches/0123456789abcdef/page')).status).toBe(404);
    expect((await raw('GET', '/api/matches/__proto__/page')).status).toBe(404);
  });
});

describe('the language cookie', () => {
  it('is refreshed when a page comes from the browser cache (304), not only on 200', async () => {
    const first = await SELF.fetch(`${BASE}/de/rules/`);
    expect(first.status).toBe(200);
    expect(first.headers.get('Set-Cookie')).toContain('tenka_lang=de');
    const etag = first.headers.get('ETag');
    await first.arrayBuffer();
    expect(etag).toBeTruthy();
    const again = await SELF.fetch(`${BASE}/de/rules/`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Set-Cookie')).toContain('tenka_lang=de');
  });
});
