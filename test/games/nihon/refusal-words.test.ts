/**
 * NIHON's words for a refused order step (refusal-words.ts, for the answers to order mails): every
 * code the validator gives has words in English, French and German; a refused step gets them, a
 * legal one none; hostile steps never throw.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nihon } from '../../../worker/games/nihon/index';
import { REFUSAL_WORDS, refusalWords } from '../../../worker/games/nihon/refusal-words';
import type { NihonMove } from '../../../worker/games/nihon/types';

const codes = () => [...new Set([...readFileSync(new URL('../../../worker/games/nihon/validate.ts', import.meta.url), 'utf8')
  .matchAll(/\berr\([^,()]+,\s*'([a-z-]+)'/g)].map((m) => m[1]!))];

function game(players = 3) {
  const parsed = nihon.parseOptions({}, players);
  if (!parsed.ok) throw new Error(parsed.message);
  return nihon.setup({ players, options: parsed.options, seed: 'refusal-words' });
}

describe('NIHON refusal words', () => {
  it('every code of the validator has words in the three languages, none of them empty or the same across languages', () => {
    const all = codes();
    expect(all.length).toBeGreaterThan(60);
    for (const code of all) {
      const w = REFUSAL_WORDS[code];
      expect(w, code).toBeTruthy();
      for (const lang of ['en', 'fr', 'de'] as const) expect(w![lang].trim().length, `${code} ${lang}`).toBeGreaterThan(3);
      expect(w!.fr, code).not.toBe(w!.en);
      expect(w!.de, code).not.toBe(w!.en);
    }
  });

  it('a refused step gets words in the reader’s language; a legal step and a move that is no order get none', () => {
    const s = game();
    const seat = 0;
    const refused: NihonMove = { type: 'order', unit: 'prov:yamato', order: { order: 'taxes' } };
    expect(nihon.applyMove(s, seat, refused).ok).toBe(false);
    expect(refusalWords(s, seat, refused, 'en')).toContain('not a province of your clan');
    expect(refusalWords(s, seat, refused, 'fr')).toContain('pas une province de votre clan');
    expect(refusalWords(s, seat, refused, 'de')).toContain('keine Provinz deines Clans');
    const legal = nihon.legalMoves(s, seat).find((m) => m.type === 'order')!;
    expect(refusalWords(s, seat, legal, 'fr')).toBeNull();
    expect(refusalWords(s, seat, { type: 'mark-final' }, 'fr')).toBeNull();
  });

  it('hostile steps never throw', () => {
    const s = game();
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let i = 0; i < 5000; i++) { const n = {}; at.x = n; at = n; }
    for (const m of [
      { type: 'order', unit: 'char:__proto__', order: { kind: 'heal' } },
      { type: 'order', unit: 'prov:constructor', order: JSON.parse('{"__proto__": {"order": "taxes"}}') },
      { type: 'order', unit: 'army:1', order: deep },
      { type: 'order', unit: 'x'.repeat(100_000), order: null },
      null, 'order', 42,
    ]) expect(() => refusalWords(s, 0, m as NihonMove, 'de')).not.toThrow();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
