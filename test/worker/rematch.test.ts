/**
 * Rematch: one click offers the same game, seats and settings; however many clicks (one player
 * twice, both players at once) there is one rematch; it starts when every player has accepted.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { playToEnd, register, settle, type Client } from './helpers';

async function finishedMatch(body: Record<string, unknown> = {}) {
  const a = await register('ma'), b = await register('mb');
  const created = await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, timer: { moveSeconds: 7200 }, options: { advanced: true }, ...body });
  const id = created.body.id as string;
  await b.call('POST', `/api/matches/${id}/join`, {});
  const early = await a.call('POST', `/api/matches/${id}/rematch`);
  expect(early.status).toBe(409);
  expect(early.body.error).toBe('not_finished');
  await playToEnd(id, [a, b]);
  return { a, b, id };
}

const rematchOf = async (c: Client, id: string) => c.call('POST', `/api/matches/${id}/rematch`);

describe('rematch', () => {
  it('two clicks make one rematch with the same seats and settings; it starts when the other player accepts', async () => {
    const { a, b, id } = await finishedMatch({ rated: false });
    const [one, two] = await Promise.all([rematchOf(a, id), rematchOf(a, id)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const newId = one.body.id as string;
    expect(two.body.id).toBe(newId);
    expect(newId).not.toBe(id);
    expect(one.body).toMatchObject({ status: 'open', game: 'sengoku', players: 2, options: { advanced: true }, moveSeconds: 7200, rated: false, rematchOf: id, you: { seat: 0 } });
    expect(one.body.invited).toEqual([{ seat: 0, username: a.username, accepted: true }, { seat: 1, username: b.username, accepted: false }]);
    // The finished match says where its rematch is, to everyone.
    expect((await b.call('GET', `/api/matches/${id}`)).body.rematch).toEqual({ id: newId });

    // Nobody else may take b's kept seat, nor ask for a rematch of a match they did not play.
    const stranger = await register('ms');
    const taken = await stranger.call('POST', `/api/matches/${newId}/join`, {});
    expect(taken.status).toBe(403);
    expect(taken.body.error).toBe('not_invited');
    expect((await rematchOf(stranger, id)).body.error).toBe('not_a_player');
    expect((await stranger.call('GET', `/api/matches/${newId}`)).body.status).toBe('open');

    // b accepts from the new match's page (joining is accepting): the match starts, seats as before.
    const accepted = await b.call('POST', `/api/matches/${newId}/join`, {});
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'active', you: { seat: 1 } });
    expect(accepted.body.seats.map((s: any) => s.username)).toEqual([a.username, b.username]);
    // A late click on the old match's button changes nothing and leads to the same match.
    const late = await rematchOf(b, id);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ id: newId, status: 'active', version: accepted.body.version });
    // A fresh seed, and the new match plays.
    expect(accepted.body.seedHash).not.toBe((await a.call('GET', `/api/matches/${id}`)).body.seedHash);
    const mover = accepted.body.awaiting[0] === 0 ? a : b;
    const moves = (await mover.call('GET', `/api/matches/${newId}/moves`)).body;
    expect((await mover.call('POST', `/api/matches/${newId}/moves`, { move: moves[0], version: accepted.body.version })).status).toBe(200);
    // Both players find it in My matches.
    await settle(newId);
    for (const c of [a, b]) expect((await c.call('GET', '/api/matches')).body.map((m: any) => m.id)).toContain(newId);
  });

  it('both players clicking at the same moment make one match, started', async () => {
    const { a, b, id } = await finishedMatch();
    const [ra, rb] = await Promise.all([rematchOf(a, id), rematchOf(b, id)]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(ra.body.id).toBe(rb.body.id);
    const now = (await a.call('GET', `/api/matches/${ra.body.id}`)).body;
    expect(now.status).toBe('active');
    expect(now.rated).toBe(true);
    expect(now.invited.every((x: any) => x.accepted)).toBe(true);
    await settle(ra.body.id);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM matches WHERE id = ?').bind(ra.body.id).first<{ n: number }>();
    expect(rows!.n).toBe(1);
    // The one started match has exactly the two players, each once.
    const seats = (await env.DB.prepare('SELECT user_id FROM match_seats WHERE match_id = ? AND seat >= 0').bind(ra.body.id).all()).results;
    expect(seats.length).toBe(2);
  });

  it('refuses what makes no sense: no session, an unknown match', async () => {
    const { a, id } = await finishedMatch();
    const anon = await (await import('./helpers')).raw('POST', `/api/matches/${id}/rematch`);
    expect(anon.status).toBe(401);
    expect((await a.call('POST', '/api/matches/0123456789abcdef/rematch')).status).toBe(404);
    expect((await a.call('POST', '/api/matches/not-an-id/rematch')).status).toBe(404);
    expect((await a.call('GET', `/api/matches/${id}/rematch`)).status).toBe(405);
  });

  it('a player declines: the offer closes for everyone and says who; declining twice changes nothing; too late once started', async () => {
    const early = await finishedMatch();
    const { a, b, id } = early;
    const offered = await rematchOf(a, id);
    expect(offered.status).toBe(200);
    const stranger = await register('mt');
    expect((await stranger.call('POST', `/api/matches/${id}/rematch/decline`)).body.error).toBe('not_a_player');
    const declined = await b.call('POST', `/api/matches/${id}/rematch/decline`);
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body).toEqual({ declinedBy: b.username });
    expect((await b.call('POST', `/api/matches/${id}/rematch/decline`)).body).toEqual({ declinedBy: b.username });
    expect((await a.call('GET', `/api/matches/${id}`)).body.rematch).toEqual({ id: offered.body.id, declinedBy: b.username });
    const again = await rematchOf(a, id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'rematch_declined', declinedBy: b.username });
    expect((await a.call('GET', `/api/matches/${offered.body.id}`)).body.status).toBe('open');

    // Once both accepted, the rematch has started: too late to decline.
    const late = await finishedMatch();
    const [ra] = await Promise.all([rematchOf(late.a, late.id), rematchOf(late.b, late.id)]);
    expect((await late.a.call('GET', `/api/matches/${ra.body.id}`)).body.status).toBe('active');
    const tooLate = await late.b.call('POST', `/api/matches/${late.id}/rematch/decline`);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.error).toBe('not_open');

    // Not before the end.
    const c = await register('mu'), d = await register('mv');
    const running = (await c.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    await d.call('POST', `/api/matches/${running}/join`, {});
    expect((await c.call('POST', `/api/matches/${running}/rematch/decline`)).body.error).toBe('not_finished');
  });
});
