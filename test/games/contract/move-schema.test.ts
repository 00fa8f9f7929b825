/**
 * The shared strict-schema checker (worker/engine/move-schema.ts) on its own: unknown fields refused
 * (prototype names included), types and sizes checked, hostile values described, never echoed or
 * walked, and the message naming the field.
 */
import { describe, expect, it } from 'vitest';
import { checkMove, f, refuseBadShape, valueBoundsError, type MoveSchema } from '../../../worker/engine/move-schema';

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

  it('checks safe ids, literals, minimum lengths and nested tagged objects', () => {
    const S: MoveSchema = {
      gift: { to: f.either('{clan} or {court: true}', f.object({ clan: f.id() }), f.object({ court: f.literal(true) })), note: f.optional(f.str(10, 1)) },
      order: { order: f.tagged('kind', { heal: {}, move: { path: f.array(f.id(), 2) } }) },
    };
    for (const m of [{ type: 'gift', to: { clan: 'a-b_1' } }, { type: 'gift', to: { court: true }, note: 'x' }, { type: 'order', order: { kind: 'heal' } }, { type: 'order', order: { kind: 'move', path: ['mino'] } }]) {
      expect(checkMove(S, m), JSON.stringify(m)).toBeNull();
    }
    for (const [m, field] of [
      [{ type: 'gift', to: { clan: '__proto__' } }, 'to'], [{ type: 'gift', to: { clan: 'a b' } }, 'to'], [{ type: 'gift', to: { clan: '' } }, 'to'],
      [{ type: 'gift', to: { court: false } }, 'to'], [{ type: 'gift', to: { clan: 'a' }, note: '' }, 'note'],
      [{ type: 'order', order: { kind: 'fly' } }, 'order.kind'], [{ type: 'order', order: { kind: 'constructor' } }, 'order.kind'], [{ type: 'order', order: {} }, 'order.kind'],
      [{ type: 'order', order: { kind: 'heal', path: [] } }, 'order.path'], [{ type: 'order', order: { kind: 'move', path: ['toString'] } }, 'order.path[0]'],
      [{ type: 'order', order: [] }, 'order'],
    ] as [unknown, string][]) expect(checkMove(S, m)?.field, JSON.stringify(m)).toBe(field);
  });

  it('bounds a whole value without a schema', () => {
    const limits = { depth: 8, values: 100, text: 50 };
    expect(valueBoundsError({ a: [1, 'x', { b: null }] }, limits)).toBeNull();
    expect(valueBoundsError(deep(5000), limits)).toContain('deeper');
    expect(valueBoundsError(new Array(500).fill(0), limits)).toContain('too large');
    expect(valueBoundsError({ a: 'x'.repeat(51) }, limits)).toContain('longer');
    expect(valueBoundsError({ a: { constructor: 1 } }, limits)).toContain('constructor');
    expect(valueBoundsError({ a: undefined }, limits)).toContain('JSON');
  });
});
