import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { NIHON_RULE_IDS } from '../../../worker/games/nihon/rule-ids';
import { loadCases, runCase } from './harness';
import { runMovesCase } from './moves-harness';

const cases = loadCases(join(__dirname, 'cases'));

describe('NIHON conformance cases', () => {
  it('has at least 100 cases with unique ids and known rule ids', () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
    const ids = cases.map((x) => x.c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { c } of cases) expect(NIHON_RULE_IDS, `${c.id} cites ${c.rule}`).toContain(c.rule);
  });
  for (const { file, c } of cases) {
    it(`${file} › ${c.id}: ${c.title}`, () => {
      expect(c.kind === 'moves' ? runMovesCase(c) : runCase(c)).toEqual([]);
    });
  }
});
