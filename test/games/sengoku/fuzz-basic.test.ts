import { describe, expect, it } from 'vitest';
import { fuzzGame, newStats } from './fuzz-helpers';
import { FUZZ_TIMEOUT_MS, fuzzCount } from '../../fuzz-size';

// 3 × 170 basic games here, 3 × 170 advanced games in fuzz-advanced.test.ts: 1020 in all.
// Sized by TENKA_TEST_SIZE (test/fuzz-size.ts): 170 per player count in CI, 24 in a quick run.
const GAMES = fuzzCount(170, 24);

describe('fuzz: random complete basic games', () => {
  for (const players of [2, 3, 4]) {
    it(`${GAMES} games at ${players} players`, () => {
      const stats = newStats();
      for (let g = 0; g < GAMES; g++) fuzzGame(players, false, `fuzz-basic-${players}-${g}`, stats, g % 6 === 0);
      // The bot must exercise the cards, or the fuzz would not test them.
      expect(Object.keys(stats.cards).length).toBeGreaterThanOrEqual(8);
      expect(stats.types['game-end']).toBe(GAMES);
    }, FUZZ_TIMEOUT_MS);
  }
});
