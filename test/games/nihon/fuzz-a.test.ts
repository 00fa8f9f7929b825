import { describe, expect, it } from 'vitest';
import { playGame } from './fuzz-lib';

describe('NIHON fuzz (games 1-10)', () => {
  for (let g = 1; g <= 10; g++) {
    it(`six-clan bot game ${g} (${g % 2 ? '100 turns' : 'to victory'}) runs to the end with the invariants`, () => {
      const st = playGame(`fuzz-a-${g}`, { viaContract: g <= 2, settings: g % 2 ? { victoryPrestige: 999 } : {} });
      expect(st.turns).toBeGreaterThan(0);
      expect(st.maxStateKB).toBeLessThan(256);
      if (g % 2) expect(st.turns).toBe(100);
    });
  }
});
