import { describe, expect, it } from 'vitest';
import { register, type Client } from './helpers';

/**
 * Every game with a board, played to its final scoring through the public HTTP API only: the
 * clients know nothing but the legal moves the server lists (random choices among them).
 */
async function playWholeMatch(game: string, players: number) {
  const clients: Client[] = [];
  for (let i = 0; i < players; i++) clients.push(await register(`${game.slice(0, 4)}${players}`));
  const id = (await clients[0]!.call('POST', '/api/matches', { game, players })).body.id;
  for (const c of clients.slice(1)) expect((await c.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  const seatOf = new Map<string, number>();
  let moves = 0;
  for (let guard = 0; guard < 5000; guard++) {
    const m = (await clients[0]!.call('GET', `/api/matches/${id}`)).body;
    if (m.status === 'finished') return { m, moves };
    if (!seatOf.size) for (const s of m.seats) seatOf.set(s.username, s.seat);
    const seat = m.awaiting[0];
    const player = clients.find((c) => seatOf.get(c.username) === seat)!;
    const legal = ((await player.call('GET', `/api/matches/${id}/moves`)).body as any[])
      // Keep the match moving: no undo, no gifts (free moves that never end a wait).
      .filter((x) => !['undo', 'gift', 'offerDeal'].includes(x.type));
    expect(legal.length).toBeGreaterThan(0);
    const move = legal[Math.floor(Math.random() * legal.length)];
    const res = await player.call('POST', `/api/matches/${id}/moves`, { move, version: m.version });
    expect(res.status, res.text).toBe(200);
    moves++;
  }
  throw new Error(`${game} did not end`);
}

describe('whole matches through the API', () => {
  it('The White Castle Duel, to final scoring', async () => {
    const { m, moves } = await playWholeMatch('white-castle-duel', 2);
    expect(m.result.ranking).toHaveLength(2);
    expect(moves).toBeGreaterThan(20);
  });
  for (const players of [3, 4, 5]) {
    it(`Rising Sun with ${players} clans, to Winter scoring`, async () => {
      const { m } = await playWholeMatch('rising-sun', players);
      expect(m.result.ranking).toHaveLength(players);
      expect(m.seed).toMatch(/^[0-9a-f]{64}$/);
    });
  }
});
