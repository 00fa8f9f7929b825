/**
 * "Seen" kept by the server per seat (POST /api/matches/:id/seen): another device of the same
 * player reads it back; nobody reads another seat's; it never moves back nor past what exists.
 */
import { describe, expect, it } from 'vitest';
import { raw, register } from './helpers';

async function match() {
  const [a, b] = [await register('sa'), await register('sb')];
  const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id as string;
  await b.call('POST', `/api/matches/${id}/join`, {});
  return { a, b, id };
}

describe('seen, across devices', () => {
  it('keeps each seat its own mark, forward only and clamped to what exists', async () => {
    const { a, b, id } = await match();
    const m = (await a.call('GET', `/api/matches/${id}`)).body;
    expect(m.seen).toBeNull();
    await b.call('POST', `/api/matches/${id}/messages`, { text: 'hello' });
    const msgs = (await a.call('GET', `/api/matches/${id}/messages`)).body as any[];
    const last = msgs.at(-1).id;

    // A forged mark of the future is clamped to the match's version and last message.
    const forged = await a.call('POST', `/api/matches/${id}/seen`, { version: 999, message: 999 });
    expect(forged.status, forged.text).toBe(200);
    expect(forged.body).toEqual({ version: m.version, message: last });

    // Another device (a second login of the same account) reads the same mark.
    const login = await raw('POST', '/api/auth/login', { username: a.username, password: 'correct horse battery' });
    const other = { Authorization: `Bearer ${login.body.token}` };
    expect((await raw('GET', `/api/matches/${id}/page`, undefined, other)).body.match.seen).toEqual({ version: m.version, message: last });

    // Never backwards (a stale tab); never another seat's.
    expect((await raw('POST', `/api/matches/${id}/seen`, { version: 0, message: 0 }, other)).body).toEqual({ version: m.version, message: last });
    expect((await b.call('GET', `/api/matches/${id}`)).body.seen).toBeNull();
    expect((await raw('GET', `/api/matches/${id}`)).body.seen).toBeNull();
  });

  it('refuses strangers and malformed marks', async () => {
    const { id } = await match();
    const stranger = await register('sc');
    expect((await raw('POST', `/api/matches/${id}/seen`, { version: 0, message: 0 })).status).toBe(401);
    expect((await stranger.call('POST', `/api/matches/${id}/seen`, { version: 0, message: 0 })).body.error).toBe('not_a_player');
    for (const body of [{ version: -1, message: 0 }, { version: 'x', message: 0 }, { version: 1.5, message: 0 }, { version: 0 }, { version: 0, message: 0, seat: 1 }, [], 'null']) {
      expect((await stranger.call('POST', `/api/matches/${id}/seen`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await stranger.call('POST', '/api/matches/0000000000000000/seen', { version: 0, message: 0 })).status).toBe(404);
  });
});
