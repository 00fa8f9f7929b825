/**
 * "Where Tenka decides" (site/src/content/rules/<lang>/<game>/data/departures.md): every game has
 * the page in English, French and German, the three list the same points in the same order, each
 * point links the rule page it concerns (which exists in that language), and no cell is left in
 * English on the French and German pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../worker/games/registry';

const CONTENT = fileURLToPath(new URL('../../site/src/content/rules/', import.meta.url));
const LANGS = ['en', 'fr', 'de'] as const;

function rows(lang: string, game: string): { rule: string; cells: string[] }[] {
  const path = join(CONTENT, lang, game, 'data', 'departures.md');
  expect(existsSync(path), path).toBe(true);
  return readFileSync(path, 'utf8').split('\n').filter((l) => l.startsWith('| [')).map((l) => {
    const cells = l.slice(2, -2).split(/ (?<!\\)\| /);
    return { rule: /\]\(rule:([\w/-]+)\)/.exec(cells[0]!)?.[1] ?? '', cells };
  });
}

describe('where Tenka decides, per game', () => {
  for (const game of Object.keys(GAMES)) {
    it(`${game}: the same points in three languages, each linking an existing rule`, () => {
      const en = rows('en', game);
      expect(en.length).toBeGreaterThanOrEqual(4);
      for (const lang of LANGS) {
        const list = rows(lang, game);
        expect(list.map((r) => r.rule)).toEqual(en.map((r) => r.rule));
        for (const r of list) {
          expect(r.cells).toHaveLength(3);
          expect(existsSync(join(CONTENT, lang, `${r.rule}.md`)), `${lang}: ${r.rule}`).toBe(true);
          if (lang !== 'en') r.cells.forEach((c, i) => expect(c, `${lang} ${r.rule} cell ${i}`).not.toBe(en.find((e) => e.rule === r.rule)!.cells[i]));
        }
      }
    });
  }
});
