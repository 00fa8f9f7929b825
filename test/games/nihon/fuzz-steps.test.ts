/**
 * Offered == accepted (issue 14), through the contract. Default size runs in CI in seconds; the long
 * run (`npm run fuzz -- --long`, i.e. TENKA_TEST_SIZE=long) plays more and longer games and checks every
 * offered move at every step.
 */
import { describe, expect, it } from 'vitest';
import { fuzzSteps } from './step-fuzz-lib';
import { TEST_SIZE } from '../../fuzz-size';

const LONG = TEST_SIZE === 'long';
/** Clans per game: a quick run (`npm test`) plays the smallest and the largest table, CI all four sizes. */
const GAMES = LONG ? [2, 3, 4, 5, 6, 2, 4, 6] : TEST_SIZE === 'full' ? [2, 3, 4, 6] : [2, 6];
const STEPS = LONG ? 600 : 120;
const SAMPLE = LONG ? 'all' as const : 200;

describe(`NIHON step fuzz: every offered move is accepted (${TEST_SIZE} size)`, () => {
  GAMES.forEach((players, g) => {
    it(`game ${g + 1}, ${players} clans, ${STEPS} steps`, () => {
      const st = fuzzSteps(`steps-${g}-${players}`, { players, steps: STEPS, sample: SAMPLE });
      console.log(`nihon step fuzz game ${g + 1}: ${JSON.stringify(st)}`);
      expect(st.steps).toBeGreaterThan(0);
      expect(st.checked).toBeGreaterThan(st.steps);
    }, LONG ? 3_600_000 : 120_000);
  });
});
