/**
 * Profiles (docs/players.md "Profiles"): after a rated match, a player's profile shows games played and
 * won, the recent result, the rating and its history (the rating_history rows themselves); the
 * owner decides who reads it (everyone, logged-in users, nobody) and whether ratings and history
 * show; favourite games are validated; hostile names and bodies are refused.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { playWholeMatch, raw, register, settle } from './helpers';

describe('profiles', () => {
  it('shows a played rated match, and exactly what its owner lets each reader see', async () => {
    const { id, clients, m } = await playWholeMatch('sengoku', 2);
    await settle(id);
    const [alice, bob] = clients as [typeof clients[0], typeof clients[0]];
    const aliceSeat = m.seats.find((s: any) => s.username === alice.username).seat;
    const profile = await raw('GET', `/api/users/${alice.username.toUpperCase()}/profile`);
    expect(profile.status, profile.text).toBe(200);
    const p = profile.body;
    expect(p).toMatchObject({ username: alice.username, own: false, favourites: [], current: [] });
    expect(p.settings).toBeUndefined();
    expect(p.games).toEqual([{ game: 'sengoku', played: 1, won: m.result.winners.includes(aliceSeat) ? 1 : 0 }]);
    expect(p.recent[0]).toMatchObject({ id, game: 'sengoku', seat: aliceSeat, won: m.result.winners.includes(aliceSeat) });
    // The rating and its history are the rating rows themselves.
    const rows = (await env.DB.prepare("SELECT at, rating_before, rating_after FROM rating_history WHERE user_id = (SELECT id FROM users WHERE username = ?) AND game = 'sengoku' ORDER BY at").bind(alice.username).all<{ at: number; rating_before: number; rating_after: number }>()).results;
    expect(rows).toHaveLength(1);
    const sengoku = p.ratings.find((r: any) => r.game === 'sengoku');
    expect(sengoku.history).toEqual(rows.map((r) => ({ at: r.at, rating: Math.round(r.rating_after), before: Math.round(r.rating_before) })));
    expect(sengoku.rating).toBe(Math.round(rows[0]!.rating_after));

    // Logged-in users only.
    expect((await alice.call('PATCH', '/api/me/profile', { visibility: 'users' })).body).toMatchObject({ visibility: 'users', showRatings: true, showHistory: true });
    expect((await raw('GET', `/api/users/${alice.username}/profile`)).status).toBe(401);
    expect((await bob.call('GET', `/api/users/${alice.username}/profile`)).status).toBe(200);
    // Ratings and history left out.
    await alice.call('PATCH', '/api/me/profile', { showRatings: false, showHistory: false, favourites: ['nihon', 'sengoku'] });
    const less = (await bob.call('GET', `/api/users/${alice.username}/profile`)).body;
    expect(less).toMatchObject({ ratings: null, games: null, recent: null, current: null, favourites: ['nihon', 'sengoku'] });
    // The owner still reads it all, with the settings.
    const own = (await alice.call('GET', `/api/users/${alice.username}/profile`)).body;
    expect(own.own).toBe(true);
    expect(own.ratings).not.toBeNull();
    expect(own.settings).toEqual({ visibility: 'users', showRatings: false, showHistory: false, favourites: ['nihon', 'sengoku'] });
    // Hidden: like a name that does not exist, to everyone else.
    await alice.call('PATCH', '/api/me/profile', { visibility: 'hidden' });
    const hidden = await bob.call('GET', `/api/users/${alice.username}/profile`);
    const unknown = await bob.call('GET', '/api/users/nobody-here-xyz/profile');
    expect([hidden.status, hidden.body.error]).toEqual([404, 'not_found']);
    expect(hidden.body).toEqual(unknown.body);
    expect((await alice.call('GET', `/api/users/${alice.username}/profile`)).status).toBe(200);
    expect((await alice.call('GET', '/api/me/profile')).body.visibility).toBe('hidden');
  });

  it('lists public matches in progress, not private ones', async () => {
    const a = await register('pfc');
    const pub = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, public: true })).body.id;
    const priv = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    const p = (await raw('GET', `/api/users/${a.username}/profile`)).body;
    expect(p.current.map((m: any) => m.id)).toContain(pub);
    expect(p.current.map((m: any) => m.id)).not.toContain(priv);
    expect(p.games).toEqual([]);
  });

  it('refuses hostile names and bodies', async () => {
    const a = await register('pfh');
    for (const name of ['__proto__', 'a'.repeat(5000), "Robert');DROP TABLE users;--", '%00', '..', 'ab']) {
      const res = await raw('GET', `/api/users/${encodeURIComponent(name)}/profile`);
      expect(res.status, name).toBe(404);
    }
    expect((await raw('PATCH', '/api/me/profile', { visibility: 'public' })).status).toBe(401);
    for (const body of [
      { visibility: 'everyone' }, { showRatings: 'yes' }, { favourites: ['nope'] }, { favourites: ['sengoku', 'sengoku'] },
      { favourites: ['a'.repeat(100_000)] }, { favourites: 'sengoku' }, { extra: 1 }, JSON.parse('{"__proto__": {"visibility": "hidden"}}'),
      { favourites: Array.from({ length: 50 }, () => 'sengoku') },
    ]) {
      const res = await a.call('PATCH', '/api/me/profile', body);
      // A body over the size limit is refused before it is read (413), any other with the field named (400).
      expect([400, 413], JSON.stringify(body).slice(0, 80)).toContain(res.status);
    }
    expect((await a.call('GET', '/api/me/profile')).body).toEqual({ visibility: 'public', showRatings: true, showHistory: true, favourites: [] });
  });
});
