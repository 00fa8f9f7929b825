import { describe, expect, it } from 'vitest';
import { fuzzCount } from '../../fuzz-size';
import { playGame } from './fuzz-lib';

// 10 games in CI and `npm run fuzz`, the first 4 in a plain `npm test` (test/fuzz-size.ts).
const GAMES = fuzzCount(10, 2);

describe(`NIHON fuzz (games 11-${10 + GAMES})`, () => {
  for (let g = 1; g <= GAMES; g++) {
    it(`six-clan bot game ${g} (${g % 2 ? '100 turns' : 'to victory'}) runs to the end with the invariants`, () => {
      const st = playGame(`fuzz-b-${g}`, { viaContract: g <= 1, settings: g % 2 ? { victoryPrestige: 999 } : { upkeepShortfall: 'debt', captureRule: 'any-battle' } });
      expect(st.turns).toBeGreaterThan(0);
      expect(st.maxStateKB).toBeLessThan(256);
      if (g % 2) expect(st.turns).toBe(100);
    });
  }
});
