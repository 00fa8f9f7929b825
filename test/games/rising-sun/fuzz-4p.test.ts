import { describe, expect, it } from 'vitest';
import { FUZZ_TIMEOUT_MS, fuzzCount } from '../../fuzz-size';
import { fuzzBatch } from './fuzz-harness';

// 170 games in CI and `npm run fuzz`, 60 in a plain `npm test` (test/fuzz-size.ts).
const GAMES = fuzzCount(170, 24);

describe('fuzz: 4 clans', () => {
  it(`plays ${GAMES} random complete games with invariants after every move`, () => {
    const r = fuzzBatch(4, GAMES, 'fz');
    expect(r.moves).toBeGreaterThan(GAMES * 50);
  }, FUZZ_TIMEOUT_MS);
});
