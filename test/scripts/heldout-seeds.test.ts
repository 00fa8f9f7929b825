/**
 * The held-out seed set (bench/seed-sets.ts) is never used by a test or an engine: no file of
 * test/ or worker/ names its prefix, so no test can be tuned on the games the docs' figures are
 * reported on (docs/bots.md "Measuring the bots").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELDOUT_PREFIX, SEED_SETS, seedsOf } from '../../bench/seed-sets';

const root = join(import.meta.dirname, '..', '..');
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|mjs|js|json)$/.test(name) ? [path] : [];
  });
}

describe('the held-out seeds', () => {
  it('no test or engine file names the held-out prefix', () => {
    const found = [...files(join(root, 'test')), ...files(join(root, 'worker'))]
      .filter((path) => !path.endsWith('heldout-seeds.test.ts') && readFileSync(path, 'utf8').includes(HELDOUT_PREFIX));
    expect(found).toEqual([]);
  });

  it('the sets are apart: no game of one is a game of another', () => {
    const prefixes = Object.values(SEED_SETS);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(seedsOf('heldout', 'sengoku', 3).deal).not.toBe(seedsOf('tune', 'sengoku', 3).deal);
    expect(seedsOf('heldout', 'sengoku', 3).deal.startsWith(HELDOUT_PREFIX)).toBe(true);
  });
});
