/**
 * Live updates as patches (issue 32): over random games of every registered game, for every step
 * and every recipient (each seat, a spectator), the patch from the document it held to the new one,
 * sent through JSON and applied, gives exactly the new document, without writing into the old one.
 * Then the applier itself: hostile documents and patches (`__proto__`, deep nesting, huge strings,
 * ops that do not fit) are applied safely or refused with a PatchError, never half-done.
 */
import { describe, expect, it } from 'vitest';
import { applyPatch, diff, jsonSame, PatchError } from '../../../worker/match/json-patch';
import { fuzzCount } from '../../fuzz-size';
import { ALL_GAMES, blindPlay, check, deepFreeze, show, tables } from './harness';
import { liveSteps } from './live-docs';
import { canon } from '../../worker/nihon-leak-detect';

const wire = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('a patch applied to the previous document gives the new one (random games)', () => {
  for (const game of ALL_GAMES) {
    const heavy = blindPlay(game).weight >= 10;
    const count = fuzzCount(heavy ? 2 : 6, 1);
    it(`${game.id}: ${count} games`, () => {
      let patches = 0, nonEmpty = 0;
      for (const table of tables(game, count, 'live-patch')) {
        let held: unknown[] | null = null;
        for (const step of liveSteps(game, table, heavy ? fuzzCount(120, 30) : blindPlay(game).stepCap)) {
          if (held) {
            step.docs.forEach((doc, r) => {
              const before = canon(held![r]);
              const ops = diff(held![r], doc);
              const applied = applyPatch(deepFreeze(held![r]), wire(ops));
              check(canon(applied) === canon(doc), `${game.id} ${table.seed} v${step.version} recipient ${r}: patch ${show(ops)} did not give the new document`);
              check(canon(held![r]) === before, `${game.id} v${step.version}: the old document was written`);
              patches++;
              if (ops.length) nonEmpty++;
            });
          }
          held = step.docs;
        }
      }
      expect(patches).toBeGreaterThan(count);
      expect(nonEmpty).toBeGreaterThan(0);
    }, heavy ? 360_000 : undefined);
  }
});

describe('the applier', () => {
  it('round-trips hostile documents: __proto__ keys, pointer characters, deep nesting, huge strings', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 300; i++) deep = { d: deep };
    const keep = { big: Array.from({ length: 50 }, (_, i) => ({ i })) };
    const a = wire({ keep, x: JSON.parse('{"__proto__":{"polluted":1},"a/b":1,"m~n":[1,2,3]}'), deep, s: 'x'.repeat(100_000), list: [1, 2, 3, 4, 5] });
    const b = wire({ keep, x: JSON.parse('{"__proto__":{"polluted":2},"a/b":2,"m~n":[1,3]}'), deep: { d: deep }, s: 'y'.repeat(200_000), list: [0, 1, 2, 4, 5, 6], added: { constructor: 'c' } });
    const ops = wire(diff(a, b));
    const got = applyPatch(a, ops) as any;
    expect(canon(got)).toBe(canon(b));
    expect(({} as any).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(got.x)).toBe(Object.prototype);
    expect(Object.keys(got.x)).toContain('__proto__');
    // Unchanged parts are shared, not copied.
    expect(got.keep).toBe(a.keep);
  });

  it('refuses ops that do not fit, leaving the document as it was', () => {
    const doc = deepFreeze(wire({ a: [1, 2], o: { k: 1 } }));
    const bad: unknown[] = [
      'not a list',
      [{ op: 'move', from: '/a', path: '/b' }],
      [{ op: 'replace', path: '/missing', value: 1 }],
      [{ op: 'remove', path: '/a/2' }],
      [{ op: 'add', path: '/a/3', value: 1 }],
      [{ op: 'replace', path: '/a/01', value: 1 }],
      [{ op: 'add', path: '/o/k/deeper', value: 1 }],
      [{ op: 'remove', path: '' }],
      [{ op: 'replace', path: 'a', value: 1 }],
      [{ op: 'replace', path: '/__proto__/polluted', value: 1 }],
      [{ op: 'replace', path: `/${'x/'.repeat(10_000)}`, value: 1 }],
    ];
    for (const ops of bad) expect(() => applyPatch(doc, ops), show(ops)).toThrow(PatchError);
    expect(canon(doc)).toBe(canon({ a: [1, 2], o: { k: 1 } }));
    expect(({} as any).polluted).toBeUndefined();
  });

  it('writes a list that changed everywhere whole, and one taken item as one op', () => {
    const legal = Array.from({ length: 1000 }, (_, i) => ({ type: 'order', unit: `u${i}` }));
    expect(diff({ legal }, { legal: legal.filter((_, i) => i !== 500) })).toEqual([{ op: 'remove', path: '/legal/500' }]);
    expect(diff({ legal }, { legal: [] })).toEqual([{ op: 'replace', path: '/legal', value: [] }]);
    expect(jsonSame(applyPatch({ legal }, diff({ legal }, { legal: [] })), { legal: [] })).toBe(true);
  });
});
