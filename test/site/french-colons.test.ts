/**
 * French puts a non-breaking space before a colon ("Coup refusé : …"): where code glues a label
 * to what it labels, it writes `colon(lang)` (worker/engine/colon.ts), never a bare ': ' after an
 * interpolated word. The player pages' code is scanned for `${…}: ` in template literals, and the
 * helper is checked in each language.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colon } from '../../worker/engine/colon';

/** Code whose strings players read: the site's scripts, the board kit, the games' boards. */
const ROOTS = ['site/src/client', 'site/src/board-kit', ...readdirSync('worker/games').map((g) => `worker/games/${g}/ui`).filter((d) => statSync(d, { throwIfNoEntry: false })?.isDirectory())];
const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
  const p = join(dir, n);
  return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(n) ? [p] : [];
});
/** `${…}: ` where the interpolation is a word (not a template inside JSON or a developer's message). */
const GLUED = /\$\{(?:[^{}`]|\{[^{}`]*\})*\}: /;

describe('French colons', () => {
  it('the helper: a non-breaking space before the colon in French only', () => {
    expect(colon('fr')).toBe('\u00a0: ');
    expect(colon('en')).toBe(': ');
    expect(colon('de')).toBe(': ');
  });
  it('no label glued to its value with a bare ": " in player-facing code', () => {
    const glued: string[] = [];
    for (const root of ROOTS) {
      for (const f of files(root)) {
        readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
          if (GLUED.test(line) && !line.trimStart().startsWith('//') && !line.trimStart().startsWith('*')) glued.push(`${f}:${i + 1}: ${line.trim().slice(0, 120)}`);
        });
      }
    }
    expect(glued).toEqual([]);
  });
});
