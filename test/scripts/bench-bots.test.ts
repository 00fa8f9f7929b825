/**
 * The bot bench's command line (bench/search-bots.ts, docs/bots.md "Measuring the bots"): a
 * `--minutes` budget stops a run cleanly after the game that passes it, saying how many of the
 * games asked were played; a budget or seed set that is not one is refused before any game.
 * Tuning runs (BUDGET) on the tune seeds only, so nothing is written to the docs' table.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function bench(args: string[]): { code: number; out: string } {
  try {
    const out = execFileSync('npx', ['tsx', 'bench/search-bots.ts', ...args], { encoding: 'utf8', stdio: 'pipe', env: { ...process.env, BUDGET: '1,1' } });
    return { code: 0, out };
  } catch (e: any) {
    return { code: e.status ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('npm run bench:bots', () => {
  it('--minutes: stops after the game that passes the budget and says how many of the games asked it played', () => {
    const { code, out } = bench(['--seeds', 'tune', '--games', '5', '--level', 'easy', '--minutes', '0.00001', 'sengoku']);
    expect(code, out).toBe(0);
    expect(out).toContain('stopped after 1 of 5 games');
    expect(out).toMatch(/wins \d+% of 1 \(/);
  }, 60_000);

  it('refuses a budget or a seed set that is not one, before playing', () => {
    for (const minutes of ['-2', '__proto__']) {
      const { code, out } = bench(['--seeds', 'tune', '--level', 'easy', '--minutes', minutes, 'sengoku']);
      expect(code, `--minutes ${minutes}: ${out}`).not.toBe(0);
      expect(out).toContain('--minutes: a positive number of minutes');
    }
    for (const seeds of ['__proto__']) {
      const { code, out } = bench(['--seeds', seeds, '--level', 'easy', 'sengoku']);
      expect(code, `--seeds ${seeds.slice(0, 20)}: ${out}`).not.toBe(0);
      expect(out).toContain('--seeds: one of tune, heldout');
    }
  }, 120_000);
});
