import { describe, expect, it } from 'vitest';
import { fuzzBatch } from './fuzz-harness';

describe('fuzz: 3 clans', () => {
  it('plays 170 random complete games with invariants after every move', () => {
    const r = fuzzBatch(3, 170, 'fz');
    expect(r.moves).toBeGreaterThan(170 * 50);
  });
});
