/**
 * Bot accounts (docs/bots.md "Bot accounts"): declared once by the login session (never by a
 * token, never undone, never while seated), marked on seats, the lobby and the profile; a table
 * may refuse them on joining and on taking a seat; rated as the creator chose. The mark goes with
 * the name only: on the watch list, the seats to take and the leaderboard too, never on a name
 * the privacy choice hides.
 */
import { describe, expect, it } from 'vitest';
import { raw, register, settle, type Client } from './helpers';

async function makeBot(c: Client): Promise<void> {
  const res = await c.call('POST', '/api/me/bot', { confirm: c.username });
  expect(res.status, res.text).toBe(200);
}

describe('bot accounts', () => {
  it('are declared once, by the login session, with the username typed', async () => {
    const a = await register('ba');
    expect((await a.call('GET', '/api/me')).body.bot).toBe(false);
    expect((await a.call('POST', '/api/me/bot', { confirm: 'someone else' })).status).toBe(400);
    for (const hostile of [{}, { confirm: { __proto__: a.username } }, { confirm: 'x'.repeat(100_000) }, { confirm: a.username, extra: 1 }]) {
      expect((await a.call('POST', '/api/me/bot', hostile)).status).toBeGreaterThanOrEqual(400);
    }
    const token = (await a.call('POST', '/api/me/tokens', { name: 'all', scopes: ['read', 'play', 'chat', 'manage'] })).body.token;
    const viaToken = await a.call('POST', '/api/me/bot', { confirm: a.username }, { Authorization: `Bearer ${token}`, Cookie: '' });
    expect(viaToken.body.error).toBe('token_not_allowed');
    await makeBot(a);
    expect((await a.call('POST', '/api/me/bot', { confirm: a.username })).body.error).toBe('already_bot');
    expect((await a.call('GET', '/api/me')).body.bot).toBe(true);
    expect((await a.call('GET', `/api/users/${a.username}/profile`)).body.bot).toBe(true);
  });

  it('not while seated in an open or running match', async () => {
    const a = await register('bs');
    expect((await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).status).toBe(201);
    const res = await a.call('POST', '/api/me/bot', { confirm: a.username });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/between matches/);
  });

  it('are marked on seats and in the lobby, refused by a table that says so, and rated as the creator chose', async () => {
    const bot = await register('bb');
    const person = await register('bp');
    await makeBot(bot);
    // A table that refuses bot accounts: joining is refused, a person joins.
    const closed = (await person.call('POST', '/api/matches', { game: 'sengoku', players: 2, botAccounts: false })).body;
    expect(closed.botAccounts).toBe(false);
    const refused = await bot.call('POST', `/api/matches/${closed.id}/join`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('bots_refused');
    // A bot account cannot open such a table.
    expect((await bot.call('POST', '/api/matches', { game: 'sengoku', players: 2, botAccounts: false })).status).toBe(400);
    // The default table seats it; the match is rated (the creator's choice) and the seat is marked.
    const open = (await bot.call('POST', '/api/matches', { game: 'sengoku', players: 2, public: true })).body;
    expect(open.botAccounts).toBe(true);
    await settle(open.id);
    const lobby = (await person.call('GET', '/api/lobby?game=sengoku')).body.matches.find((m: any) => m.id === open.id);
    expect(lobby.creatorBot).toBe(true);
    expect((await person.call('POST', `/api/matches/${open.id}/join`, {})).status).toBe(200);
    const m = (await person.call('GET', `/api/matches/${open.id}`)).body;
    expect(m.rated).toBe(true);
    expect(m.seats.find((s: any) => s.username === bot.username).botAccount).toBe(true);
    expect(m.seats.find((s: any) => s.username === person.username).botAccount).toBeUndefined();
    // "My matches" marks the table-mate that is a bot account, and only it.
    const mine = (await person.call('GET', '/api/matches')).body.find((x: any) => x.id === open.id);
    expect(mine.seats.find((s: any) => s.username === bot.username).botAccount).toBe(true);
    expect(mine.seats.find((s: any) => s.username === person.username).botAccount).toBeUndefined();
    const botsOwn = (await bot.call('GET', '/api/matches')).body.find((x: any) => x.id === open.id);
    expect(botsOwn.seats.filter((s: any) => s.botAccount).map((s: any) => s.username)).toEqual([bot.username]);
  });

  it('are marked on the watch list and the seats to take, only where the name is shown', async () => {
    const bot = await register('bw');
    const [p1, p2] = [await register('bx'), await register('by')];
    await makeBot(bot);
    // Rising Sun for three, public and rated: running, listed on the watch list.
    const made = (await bot.call('POST', '/api/matches', { game: 'rising-sun', players: 3, public: true })).body;
    for (const p of [p1, p2]) expect((await p.call('POST', `/api/matches/${made.id}/join`, {})).status).toBe(200);
    await settle(made.id);
    const watched = async (reader: (path: string) => Promise<{ body: any }>) =>
      (await reader('/api/lobby/live?game=rising-sun')).body.matches.find((m: any) => m.id === made.id);
    const seatsSeen = (await watched((path) => p1.call('GET', path))).seats;
    expect(seatsSeen.find((s: any) => s.username === bot.username).botAccount).toBe(true);
    expect(seatsSeen.filter((s: any) => s.botAccount)).toHaveLength(1);
    // Shown to logged-in readers only: an anonymous reader sees "a player", and no mark.
    expect((await bot.call('PATCH', '/api/me/profile', { visibility: 'users' })).status).toBe(200);
    const anonymous = (await watched((path) => raw('GET', path))).seats;
    expect(anonymous.filter((s: any) => s.username === null)).toEqual([{ seat: 0, username: null }]);
    expect((await bot.call('PATCH', '/api/me/profile', { visibility: 'public' })).status).toBe(200);
    // A player resigns: the seat is offered, and the table's creator (the bot account) is marked.
    const version = (await p2.call('GET', `/api/matches/${made.id}`)).body.version;
    expect((await p2.call('POST', `/api/matches/${made.id}/resign`, { version })).status).toBe(200);
    await settle(made.id);
    const vacancy = (await p1.call('GET', '/api/lobby/replacements?game=rising-sun')).body.seats.find((v: any) => v.match === made.id);
    expect(vacancy.createdBy).toBe(bot.username);
    expect(vacancy.creatorBot).toBe(true);
    expect((await bot.call('PATCH', '/api/me/profile', { visibility: 'hidden' })).status).toBe(200);
    const hiddenVacancy = (await p1.call('GET', '/api/lobby/replacements?game=rising-sun')).body.seats.find((v: any) => v.match === made.id);
    expect(hiddenVacancy).toMatchObject({ createdBy: null, creatorBot: false });
    expect((await bot.call('PATCH', '/api/me/profile', { visibility: 'public' })).status).toBe(200);
  });

  it('are marked on the leaderboard', async () => {
    const bot = await register('bl');
    const person = await register('bm');
    await makeBot(bot);
    const made = (await bot.call('POST', '/api/matches', { game: 'white-castle-duel', players: 2 })).body;
    expect((await person.call('POST', `/api/matches/${made.id}/join`, {})).status).toBe(200);
    await settle(made.id);
    // A rated match ends by a resignation: both are on the leaderboard, the bot account marked.
    const version = (await person.call('GET', `/api/matches/${made.id}`)).body.version;
    expect((await person.call('POST', `/api/matches/${made.id}/resign`, { version })).status).toBe(200);
    await settle(made.id);
    const rows = (await raw('GET', '/api/games/white-castle-duel/leaderboard')).body.players;
    expect(rows.find((r: any) => r.username === bot.username).bot).toBe(true);
    expect(rows.find((r: any) => r.username === person.username).bot).toBeUndefined();
  });
});
