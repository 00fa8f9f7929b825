/**
 * The shared strict-schema checker (worker/engine/move-schema.ts) on its own: unknown fields refused
 * (prototype names included), types and sizes checked, hostile values described, never echoed or
 * walked, and the message naming the field.
 */
import { describe, expect, it } from 'vitest';
import { checkMove, f, refuseBadShape, type MoveSchema } from '../../../worker/engine/move-schema';

const SCHEMA: MoveSchema = {
  pass: {},
  go: { to: f.oneOf(['north', 'south']), steps: f.int(1, 3), note: f.optional(f.str(10)) },
  card: { on: 'card', cases: { storm: { targets: f.array(f.object({ at: f.oneOf(['north']), n: f.int(0, 9) }), 2, 1) }, calm: { at: f.either('a place or null', f.oneOf(['north']), f.null()) } } },
  sheet: { orders: f.record(f.str(8), f.bool(), 3) },
};
const deep = (n: number): unknown => { let v: unknown = 1; for (let i = 0; i < n; i++) v = { a: v }; return v; };

describe('checkMove', () => {
  it('accepts well-shaped moves of every kind', () => {
    for (const m of [
      { type: 'pass' }, { type: 'go', to: 'north', steps: 2 }, { type: 'go', to: 'south', steps: 1, note: 'hi' },
      { type: 'card', card: 'storm', targets: [{ at: 'north', n: 0 }] }, { type: 'card', card: 'calm', at: null },
      { type: 'sheet', orders: { a: true, b: false } }, { type: 'go', to: 'north', steps: 2, note: undefined },
    ]) expect(checkMove(SCHEMA, m), JSON.stringify(m)).toBeNull();
  });

  it('refuses unknown fields, prototype names included, at every level', () => {
    expect(checkMove(SCHEMA, { type: 'pass', junk: 1 })?.message).toBe('unknown field "junk"');
    expect(checkMove(SCHEMA, JSON.parse('{"type": "pass", "__proto__": {"x": 1}}'))?.field).toBe('__proto__');
    expect(checkMove(SCHEMA, { type: 'pass', constructor: 1 })?.field).toBe('constructor');
    expect(checkMove(SCHEMA, { type: 'card', card: 'storm', targets: [{ at: 'north', n: 0, toString: 1 }] })?.field).toBe('targets[0].toString');
    expect(checkMove(SCHEMA, { type: 'sheet', orders: JSON.parse('{"__proto__": true}') })?.field).toBe('orders');
  });

  it('refuses prototype names as kinds, cases and ids', () => {
    for (const type of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(checkMove(SCHEMA, { type })?.field).toBe('type');
    expect(checkMove(SCHEMA, { type: 'card', card: 'constructor' })?.field).toBe('card');
    expect(checkMove(SCHEMA, { type: 'go', to: 'toString', steps: 1 })?.field).toBe('to');
    expect(checkMove(SCHEMA, Object.create({ type: 'pass' }))).not.toBeNull();
  });

  it('refuses wrong types, bad numbers and oversized values without echoing them', () => {
    const huge = 'x'.repeat(1 << 20);
    for (const [m, field] of [
      [{ type: 'go', to: 'north', steps: NaN }, 'steps'], [{ type: 'go', to: 'north', steps: 1.5 }, 'steps'],
      [{ type: 'go', to: 'north', steps: -1 }, 'steps'], [{ type: 'go', to: 'north', steps: '2' }, 'steps'],
      [{ type: 'go', to: 'north', steps: 1, note: huge }, 'note'], [{ type: 'go', to: deep(5000), steps: 1 }, 'to'],
      [{ type: 'card', card: 'storm', targets: [] }, 'targets'], [{ type: 'card', card: 'storm', targets: [deep(5000)] }, 'targets[0].a'],
      [{ type: 'card', card: 'calm', at: 'south' }, 'at'], [{ type: 'go', to: 'north' }, 'steps'],
      [{ type: 'sheet', orders: { a: 1 } }, 'orders.a'], [{ type: 'sheet', orders: { a: true, b: true, c: true, d: true } }, 'orders'],
    ] as [unknown, string][]) {
      const e = checkMove(SCHEMA, m);
      expect(e?.field, `case ${field}`).toBe(field);
      expect(e!.message).toContain(field.replace(/^targets\[0\]\./, ''));
      expect(e!.message.length).toBeLessThan(300);
    }
    for (const m of [null, undefined, 42, 'pass', [], [{ type: 'pass' }], { type: huge }, { type: deep(5000) }]) {
      expect(checkMove(SCHEMA, m)!.message.length).toBeLessThan(300);
    }
  });

  it('gives the game\'s typed rejection', () => {
    expect(refuseBadShape(SCHEMA, { type: 'pass', x: 1 }, 'malformed', 'game/moves')).toEqual({
      ok: false, rejection: { code: 'malformed', message: 'unknown field "x"', rule: 'game/moves' },
    });
    expect(refuseBadShape(SCHEMA, { type: 'pass' }, 'malformed', 'game/moves')).toBeNull();
  });
});
