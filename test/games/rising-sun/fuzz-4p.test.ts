import { describe, expect, it } from 'vitest';
import { fuzzBatch } from './fuzz-harness';

describe('fuzz: 4 clans', () => {
  it('plays 170 random complete games with invariants after every move', () => {
    const r = fuzzBatch(4, 170, 'fz');
    expect(r.moves).toBeGreaterThan(170 * 50);
  });
});
