/**
 * Privacy choices (PATCH /api/me/profile) followed wherever an answer names a user, not on the
 * profile only (worker/profiles/privacy.ts, docs/_incoming/privacy.md): the leaderboard, the
 * lobby and its Watch list, a match's rating changes, a finished match's link preview.
 *   hidden           named to nobody but the user
 *   users            named to logged-in readers only; anonymous readers get the hidden answer
 *   showRatings off  left out of leaderboards; the rating change shown to the player only
 * Inside a match the players and the referee read every name; spectators as above.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { playToEnd, raw, register, settle, type Client } from './helpers';
import { applyRatings } from '../../worker/ratings/apply';
import { cardFacts, previewTags } from '../../worker/http/match-card';
import { command, signedInteraction } from './discord-helpers';

async function userId(c: Client): Promise<string> {
  return (await c.call('GET', '/api/me')).body.user.id;
}
const names = (res: { body: any }) => (res.body.players as { username: string }[]).map((p) => p.username);

describe('the leaderboard', () => {
  it('leaves out hidden users and users who hide their ratings; users-only profiles for logged-in readers, not cached as public', async () => {
    const [pub, hidden, noRatings, usersOnly] = await Promise.all([register('lvp'), register('lvh'), register('lvr'), register('lvu')]);
    const ids = await Promise.all([pub, hidden, noRatings, usersOnly].map(userId));
    await applyRatings(env.DB, { matchId: 'ab12cd34ef56ab78', game: 'white-castle-duel', at: Date.now(), seats: ids.map((u, i) => ({ seat: i, userId: u, place: i + 1, left: false })) });
    expect((await hidden.call('PATCH', '/api/me/profile', { visibility: 'hidden' })).status).toBe(200);
    expect((await noRatings.call('PATCH', '/api/me/profile', { showRatings: false })).status).toBe(200);
    expect((await usersOnly.call('PATCH', '/api/me/profile', { visibility: 'users' })).status).toBe(200);
    const path = '/api/games/white-castle-duel/leaderboard';

    // Anonymous: only the public user; the same answer for every anonymous reader, so cacheable.
    const anon = await raw('GET', path);
    expect(anon.status).toBe(200);
    expect(names(anon)).toEqual([pub.username]);
    expect(anon.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    expect(anon.headers.get('Vary') ?? '').toMatch(/Cookie/);

    // Logged in: the users-only profile too; the answer depends on the reader, so private.
    const seen = await pub.call('GET', path);
    expect(names(seen).sort()).toEqual([pub.username, usersOnly.username].sort());
    expect(seen.headers.get('Cache-Control')).toMatch(/^private/);
    expect(seen.text).not.toContain(hidden.username);
    expect(seen.text).not.toContain(noRatings.username);

    // Each user still finds their own row.
    expect(names(await hidden.call('GET', path))).toContain(hidden.username);
    expect(names(await noRatings.call('GET', path))).toContain(noRatings.username);
    expect(names(await noRatings.call('GET', path))).not.toContain(hidden.username);

    // A logged-out token reads as anonymous.
    expect((await usersOnly.call('POST', '/api/auth/logout')).status).toBeLessThan(300);
    expect(names(await usersOnly.call('GET', path))).toEqual([pub.username]);
  });
});

describe('the lobby', () => {
  it('names no hidden creator, and a users-only creator to logged-in readers only; the creator sees their own name', async () => {
    const [hidden, usersOnly, other] = await Promise.all([register('lbh'), register('lbu'), register('lbo')]);
    await hidden.call('PATCH', '/api/me/profile', { visibility: 'hidden' });
    await usersOnly.call('PATCH', '/api/me/profile', { visibility: 'users' });
    const h = (await hidden.call('POST', '/api/matches', { game: 'rising-sun', players: 3, public: true })).body.id as string;
    const u = (await usersOnly.call('POST', '/api/matches', { game: 'rising-sun', players: 3, public: true })).body.id as string;
    const row = (res: { body: any }, id: string) => (res.body.matches as any[]).find((m) => m.id === id);

    const anon = await raw('GET', '/api/lobby?game=rising-sun');
    expect(row(anon, h)).toMatchObject({ createdBy: null });
    expect(row(anon, u)).toMatchObject({ createdBy: null });
    expect(anon.text).not.toContain(hidden.username);
    expect(anon.text).not.toContain(usersOnly.username);
    const logged = await other.call('GET', '/api/lobby?game=rising-sun');
    expect(row(logged, h)).toMatchObject({ createdBy: null });
    expect(row(logged, u)).toMatchObject({ createdBy: usersOnly.username });
    expect(row(await hidden.call('GET', '/api/lobby?game=rising-sun'), h)).toMatchObject({ createdBy: hidden.username });
  });

  it('the Watch list names no hidden seat ("a player": username null), a users-only seat to logged-in readers only', async () => {
    const [hidden, usersOnly, pub, other] = await Promise.all([register('wvh'), register('wvu'), register('wvp'), register('wvo')]);
    await hidden.call('PATCH', '/api/me/profile', { visibility: 'hidden' });
    await usersOnly.call('PATCH', '/api/me/profile', { visibility: 'users' });
    const id = (await pub.call('POST', '/api/matches', { game: 'rising-sun', players: 3, public: true })).body.id as string;
    expect((await hidden.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    expect((await usersOnly.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    const seats = async (c: Client | null) => {
      const res = c ? await c.call('GET', '/api/lobby/live?game=rising-sun') : await raw('GET', '/api/lobby/live?game=rising-sun');
      return ((res.body.matches as any[]).find((m) => m.id === id).seats as { seat: number; username: string | null }[]).map((s) => s.username);
    };
    expect(await seats(null)).toEqual([pub.username, null, null]);
    expect(await seats(other)).toEqual([pub.username, null, usersOnly.username]);
    expect(await seats(hidden)).toEqual([pub.username, hidden.username, usersOnly.username]);
  });
});

describe('a finished rated match', () => {
  it('shows a rating change to others only when its player shows ratings; the player sees their own; the link preview names no hidden seat', async () => {
    const [a, b] = [await register('mra'), await register('mrb')];
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id as string;
    expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    await playToEnd(id, [a, b]);
    await settle(id);
    const seatOf = async (c: Client) => ((await c.call('GET', `/api/matches/${id}`)).body.seats as any[]).find((s) => s.username === c.username).seat as number;
    const [sa, sb] = [await seatOf(a), await seatOf(b)];
    const seatsIn = (res: { body: any }) => (res.body.ratings as { seat: number }[]).map((r) => r.seat).sort();
    // Before any choice: both changes, to anyone.
    expect(seatsIn(await raw('GET', `/api/matches/${id}/ratings`))).toEqual([sa, sb].sort());

    await a.call('PATCH', '/api/me/profile', { showRatings: false });
    const stranger = await raw('GET', `/api/matches/${id}/ratings`);
    expect(seatsIn(stranger)).toEqual([sb]);
    expect(stranger.text).not.toContain(a.username);
    expect(stranger.headers.get('Cache-Control')).toMatch(/no-store/);
    // The other player of the table does not see it either; the player does.
    expect(seatsIn(await b.call('GET', `/api/matches/${id}/ratings`))).toEqual([sb]);
    const mine = await a.call('GET', `/api/matches/${id}/ratings`);
    expect(seatsIn(mine)).toEqual([sa, sb].sort());
    expect(mine.body.ratings.find((r: any) => r.seat === sa)).toMatchObject({ username: a.username });

    // Hidden: no rating shown even with showRatings on; users-only: to logged-in readers.
    await b.call('PATCH', '/api/me/profile', { visibility: 'hidden' });
    expect(seatsIn(await raw('GET', `/api/matches/${id}/ratings`))).toEqual([]);
    await b.call('PATCH', '/api/me/profile', { visibility: 'users' });
    expect(seatsIn(await raw('GET', `/api/matches/${id}/ratings`))).toEqual([]);
    expect(seatsIn(await a.call('GET', `/api/matches/${id}/ratings`))).toEqual([sa, sb].sort());

    // The match's export: the spectator's copy names b (users-only) not; the players' copy does.
    const exported = await raw('GET', `/api/matches/${id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.body.seats[sa]).toBe(a.username);
    expect(exported.body.seats[sb]).toBeNull();
    expect((await a.call('GET', `/api/matches/${id}/export`)).body.seats[sb]).toBe(b.username);

    // The link preview (read by crawlers, anonymous): a users-only or hidden seat is not named.
    // (The preview tags as withPreview adds them to the built page, which these tests do not build.)
    const facts = (await cardFacts(env.DB, id))!;
    expect(facts.seats[sa]).toBe(a.username);
    expect(facts.seats[sb]).toBeNull();
    const tags = previewTags(facts, 'http://localhost');
    expect(tags).toContain(a.username);
    expect(tags).not.toContain(b.username);
    expect(tags).toContain(`Player ${sb + 1}`);
    expect(previewTags(facts, 'http://localhost', 'de')).toContain(`Spieler ${sb + 1}`);

    // The kept archive, served when the match object no longer holds the match (here: an index
    // copy of this match under an id no object has): names as for the match object's export.
    const ghost = id.split('').reverse().join('');
    const row = (await env.DB.prepare('SELECT * FROM matches WHERE id = ?').bind(id).first<Record<string, unknown>>())!;
    const cols = Object.keys(row);
    await env.DB.batch([
      env.DB.prepare(`INSERT INTO matches (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`).bind(...cols.map((k) => (k === 'id' ? ghost : row[k]))),
      env.DB.prepare('INSERT INTO match_seats (match_id, seat, user_id, username, joined_at) SELECT ?, seat, user_id, username, joined_at FROM match_seats WHERE match_id = ?').bind(ghost, id),
      env.DB.prepare('INSERT INTO match_archive (match_id, export, finished_at) VALUES (?, ?, ?)').bind(ghost, JSON.stringify({ id: ghost, seats: facts.seats.map((_, i) => (i === sa ? a.username : b.username)), moves: [] }), Date.now()),
    ]);
    const kept = await raw('GET', `/api/matches/${ghost}/archive`);
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.seats[sa]).toBe(a.username);
    expect(kept.body.seats[sb]).toBeNull();
    expect((await b.call('GET', `/api/matches/${ghost}/archive`)).body.seats[sb]).toBe(b.username);
  });
});

describe('a spectator of a match', () => {
  it('reads a hidden seat as "a player" (null, unnamed), a users-only seat when logged in; the players read every name; a change applies at once', async () => {
    const [pub, hidden, usersOnly, late, other] = await Promise.all([register('spp'), register('sph'), register('spu'), register('spl'), register('spo')]);
    await hidden.call('PATCH', '/api/me/profile', { visibility: 'hidden' });
    await usersOnly.call('PATCH', '/api/me/profile', { visibility: 'users' });
    const id = (await pub.call('POST', '/api/matches', { game: 'rising-sun', players: 4, public: true })).body.id as string;
    expect((await hidden.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    const seatsOf = (body: any) => (body.seats as any[]).map((s) => (s.unnamed ? 'unnamed' : s.username));

    expect(seatsOf((await raw('GET', `/api/matches/${id}`)).body)).toEqual([pub.username, 'unnamed', null, null]);
    // A socket opened by an anonymous spectator: the hello, then the update of each seat taken.
    const res = await SELF.fetch(`http://localhost/api/matches/${id}/ws`, { headers: { Upgrade: 'websocket' } });
    expect(res.status).toBe(101);
    const socket = res.webSocket!;
    const got: any[] = [];
    socket.accept();
    socket.addEventListener('message', (e) => { if (e.data !== 'pong') got.push(JSON.parse(String(e.data))); });
    expect((await usersOnly.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    expect((await late.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    for (let i = 0; i < 50 && !got.some((m) => m.match?.status === 'active'); i++) await new Promise((r) => setTimeout(r, 20));
    expect(seatsOf(got[0].match)).toEqual([pub.username, 'unnamed', null, null]);
    // A player who joins while spectators watch is named to them at once (their choice read on joining).
    expect(seatsOf(got.at(-1).match)).toEqual([pub.username, 'unnamed', 'unnamed', late.username]);
    expect(JSON.stringify(got)).not.toContain(hidden.username);
    expect(JSON.stringify(got)).not.toContain(usersOnly.username);

    const page = await raw('GET', `/api/matches/${id}/page`);
    expect(seatsOf(page.body.match)).toEqual([pub.username, 'unnamed', 'unnamed', late.username]);
    expect(page.text).not.toContain(hidden.username);
    expect(seatsOf((await other.call('GET', `/api/matches/${id}`)).body)).toEqual([pub.username, 'unnamed', usersOnly.username, late.username]);
    // The players read every name: they play together.
    for (const player of [pub, hidden]) {
      expect(seatsOf((await player.call('GET', `/api/matches/${id}`)).body)).toEqual([pub.username, hidden.username, usersOnly.username, late.username]);
    }
    // The hidden player makes their profile public: spectators read the name at once.
    const before = got.length;
    await hidden.call('PATCH', '/api/me/profile', { visibility: 'public' });
    expect(seatsOf((await raw('GET', `/api/matches/${id}`)).body)).toEqual([pub.username, hidden.username, 'unnamed', late.username]);
    // The open page of the anonymous spectator is told too.
    for (let i = 0; i < 50 && got.length === before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(seatsOf(got.at(-1).match)).toEqual([pub.username, hidden.username, 'unnamed', late.username]);
    socket.close();
    await hidden.call('PATCH', '/api/me/profile', { visibility: 'hidden' });
    expect(seatsOf((await raw('GET', `/api/matches/${id}`)).body)).toEqual([pub.username, 'unnamed', 'unnamed', late.username]);
  });
});

describe('Discord /status', () => {
  it('a public answer in a channel: names only players whose profile is public', async () => {
    const [pub, hidden] = await Promise.all([register('dsp'), register('dsh')]);
    await hidden.call('PATCH', '/api/me/profile', { visibility: 'users' });
    const id = (await pub.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id as string;
    expect((await hidden.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    const status = await signedInteraction(command('777', 'status', { match: id }));
    expect(status.body.data.content).toContain(pub.username);
    expect(status.body.data.content).not.toContain(hidden.username);
    expect(status.body.data.content).toContain('a player');
  });
});

describe('correction sets', () => {
  it('name their author as the author\'s profile visibility lets the reader see them', async () => {
    const [author, reader] = await Promise.all([register('csa'), register('csr')]);
    const change = { component: 'influence', id: 'I-B02', field: 'icons', value: { flag: 1 }, source: 'photo of our copy', confidence: 'one-source' };
    const id = (await author.call('POST', '/api/corrections', { game: 'white-castle-duel', set: { title: 'Ours', changes: [change] } })).body.id as string;
    await author.call('PATCH', '/api/me/profile', { visibility: 'users' });
    expect((await raw('GET', `/api/corrections/${id}`)).body.author).toBeNull();
    expect((await reader.call('GET', `/api/corrections/${id}`)).body.author).toBe(author.username);
    await author.call('PATCH', '/api/me/profile', { visibility: 'hidden' });
    const listed = (await reader.call('GET', '/api/corrections?game=white-castle-duel')).body.sets.find((s: any) => s.id === id);
    expect(listed.author).toBeNull();
    expect((await author.call('GET', `/api/corrections/${id}`)).body.author).toBe(author.username);
  });
});
