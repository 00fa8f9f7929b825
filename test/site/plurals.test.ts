/**
 * Counts read right in English, French and German: the plural helper follows Intl.PluralRules,
 * no word a player reads is written "coin(s)" / "Münze(n)" (the source is scanned), and the
 * counts players met wrong ("Give 1 coins", "1 Münzen", "1 rated matches", "1 heads") read right.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { counted, plural, pluralForm } from '../../worker/engine/plural';
import { describeEvent, describeMove } from '../../worker/games/rising-sun/text';
import { w as wcd } from '../../worker/games/white-castle-duel/ui/words';
import { WORDS as NIHON_EN } from '../../worker/games/nihon/ui/words/en';
import { WORDS as NIHON_DE } from '../../worker/games/nihon/ui/words/de';
import { PROFILE_STRINGS } from '../../site/src/i18n/profile';
import { ct } from '../../site/src/i18n/corrections';

describe('the plural helper', () => {
  it('picks the singular by each language\'s rule (French counts 0 as singular)', () => {
    expect(counted('en', 1, { one: 'coin', other: 'coins' })).toBe('1 coin');
    expect(counted('en', 0, { one: 'coin', other: 'coins' })).toBe('0 coins');
    expect(counted('fr', 0, { one: 'pièce', other: 'pièces' })).toBe('0 pièce');
    expect(counted('de', 1, { one: 'Münze', other: 'Münzen' })).toBe('1 Münze');
    expect(counted('de', 2, { one: 'Münze', other: 'Münzen' })).toBe('2 Münzen');
    expect(plural('en', 1, '{n} rated match|{n} rated matches')).toBe('1 rated match');
    expect(plural('en', 3, '{n} rated match|{n} rated matches')).toBe('3 rated matches');
    expect(plural('de', 3, 'ohne Form {n}')).toBe('ohne Form 3');
    expect(pluralForm('fr', 1.5, { one: 'a', other: 'b' })).toBe('a');
  });
  it('survives hostile messages (no bar, many bars, __proto__)', () => {
    expect(plural('en', 1, '__proto__|{n}|x')).toBe('__proto__');
    expect(plural('en', 2, '__proto__|{n}|x')).toBe('2|x');
    expect(plural('en', 2, 'x'.repeat(10_000)).length).toBe(10_000);
  });
});

describe('counts of one', () => {
  it('Rising Sun: "1 coin" in the log and the move names, in every language', () => {
    const names = ['Ana', 'Ben'];
    const gained = (lang: 'en' | 'fr' | 'de') => describeEvent({ type: 'coinsGained', seat: 0, coins: 1 } as never, lang, names);
    expect(gained('en')).toContain('1 coin');
    expect(gained('en')).not.toMatch(/1 coins|\(s\)/);
    expect(gained('fr')).toContain('1 pièce');
    expect(gained('fr')).not.toMatch(/1 pièces|\(s\)/);
    expect(gained('de')).toContain('1 Münze');
    expect(gained('de')).not.toMatch(/1 Münzen|\(n\)/);
    const gift = (lang: 'en' | 'fr' | 'de') => describeMove({ type: 'gift', to: 1, coins: 1, ronin: 0 } as never, lang);
    expect(gift('en')).toMatch(/Give 1 coin\b/);
    expect(gift('de')).toMatch(/1 Münze\b/);
  });
  it('White Castle Duel, NIHON, the profile and the correction sets', () => {
    expect(wcd('en', 'tradeCost', { n: 1 })).toBe('Give 1 resource of your choice');
    expect(wcd('en', 'tradeCost', { n: 2 })).toBe('Give 2 resources of your choice');
    expect(wcd('de', 'tradeCost', { n: 1 })).toBe('Gib 1 Rohstoff nach Wahl');
    expect(plural('en', 1, NIHON_EN.headCount)).toBe('1 head');
    expect(plural('de', 1, NIHON_DE.headCount)).toBe('1 Kopf');
    expect(plural('en', 1, PROFILE_STRINGS['profile.ratedGames'].en)).toBe('1 rated match');
    expect(plural('fr', 1, PROFILE_STRINGS['profile.ratedGames'].fr)).toBe('1 partie classée');
    expect(ct('de', 'corr.changes', { n: 1 })).toBe('1 Änderung');
  });
});

/** Every source file whose strings a player reads: the site's words and scripts, each game's words, log and board. */
function playerFacingFiles(): string[] {
  const roots = ['site/src/i18n', 'site/src/client', 'site/src/pages', 'site/src/board-kit', 'worker/games'];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) { if (name !== 'data') walk(path); continue; }
      if (!/\.(ts|tsx|astro)$/.test(name)) continue;
      // In a game's folder: its words, its log sentences and its board (not the engine's own refusals).
      if (path.startsWith('worker/games') && !/\/(ui|words)\/|\/text\.ts$|describe[\w-]*\.ts$|settings-words\.ts$/.test(path)) continue;
      out.push(path);
    }
  };
  for (const r of roots) walk(r);
  return out;
}

describe('no "(s)" plurals', () => {
  it('no string a player reads says "coin(s)", "pièce(s)", "Münze(n)", "Feld(er)"', () => {
    const found: string[] = [];
    for (const path of playerFacingFiles()) {
      readFileSync(path, 'utf8').split('\n').forEach((line, i) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // comments
        // Inside a string literal only (code such as `includes(s)` is no word a player reads).
        const literals = line.match(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g) ?? [];
        const words = literals.map((l) => l.replace(/\$\{[^}]*\}/g, ' '));
        if (words.some((l) => /[A-Za-zÀ-ÿ]\((s|n|en|e|er|x)\)/.test(l))) found.push(`${path}:${i + 1}: ${line.trim().slice(0, 100)}`);
      });
    }
    expect(found).toEqual([]);
  });
});
