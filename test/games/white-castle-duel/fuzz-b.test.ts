import { describe, expect, it } from 'vitest';
import { fuzzGame, type FuzzStats } from './fuzz-driver';
import { FUZZ_TIMEOUT_MS, fuzzCount } from '../../fuzz-size';

/** Sized by TENKA_TEST_SIZE (test/fuzz-size.ts): 500 in CI, 60 in a quick run. */
const GAMES = fuzzCount(500, 60);

// Half of the 1000 random games of each run (the other half is in fuzz-a).
describe('white castle duel fuzz, games 500-999', () => {
  it(`keeps every invariant in ${GAMES} random complete games`, () => {
    const stats: FuzzStats = { moves: 0, eventTypes: new Set(), rejections: new Set() };
    for (let i = 0; i < GAMES; i++) {
      fuzzGame(500 + i, { allLegal: i % 20 === 0, views: i % 20 === 0, immutability: i % 10 === 5, garbage: i % 5 === 0 ? 2 : 0 }, stats);
    }
    expect(stats.moves).toBeGreaterThan(GAMES * 60);
    for (const t of ['place', 'take', 'exchange', 'garden', 'training', 'courtier', 'trade', 'merchandise', 'influence', 'scroll', 'improve', 'lantern-card', 'decline', 'well', 'coins-seals', 'convert', 'undo', 'skip', 'round-start', 'game-over']) {
      expect(stats.eventTypes, t).toContain(t);
    }
  }, FUZZ_TIMEOUT_MS);
});
