import { describe, expect, it } from 'vitest';
import { playWholeMatch } from './helpers';

/** Every game with a board, played to its final scoring through the public HTTP API only. */
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
