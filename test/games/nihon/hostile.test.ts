/**
 * Hostile input (issue 14): junk and hostile keys in every field of every NIHON move kind (player
 * steps of every unit kind, whole sheets, referee moves) give a typed refusal, leave the state as it
 * was, and never touch Object.prototype. Templates are real accepted moves, so each refusal is caused
 * by the one field that was spoiled.
 */
import { describe, expect, it } from 'vitest';
import { nihon, playerMoveError } from '../../../worker/games/nihon/index';
import { CHAR_ORDER_KINDS } from '../../../worker/games/nihon/types';
import type { NihonMove, NihonState } from '../../../worker/games/nihon/types';

const HOSTILE_STRINGS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__', 'x'.repeat(100_000), ''];
let deep: unknown = 1;
for (let i = 0; i < 5000; i++) deep = { a: deep };
const JUNK: unknown[] = [...HOSTILE_STRINGS, null, -1, 1e9, 3.5, Number.NaN, true, {}, [], [[[[[[[[[[[]]]]]]]]]]], deep, new Array(50_000).fill(0), JSON.parse('{"__proto__":{"polluted":1}}'), { constructor: { prototype: { polluted: 1 } } }];
const HOSTILE_KEYS = ['__proto__', 'constructor', 'toString', 'prototype'];

const label = (j: unknown) => (j === deep ? 'deep' : String(JSON.stringify(j)).slice(0, 40));
const protoSnapshot = () => `${Object.getOwnPropertyNames(Object.prototype).sort().join(',')}|${Object.keys(Object.prototype).join(',')}`;

function start(): NihonState {
  const o = nihon.parseOptions({}, 6);
  if (!o.ok) throw new Error(o.message);
  return nihon.setup({ players: 6, options: o.options, seed: 'hostile' });
}

/** Every path to a value inside a JSON value. */
function paths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = at.length ? [at] : [];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...paths(x, [...at, i])));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) out.push(...paths(x, [...at, k]));
  return out;
}
function setAt(v: unknown, p: (string | number)[], x: unknown): unknown {
  const c = structuredClone(v) as Record<string | number, unknown>;
  let o = c;
  for (const k of p.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  Object.defineProperty(o, p[p.length - 1]!, { value: x, enumerable: true, writable: true, configurable: true });
  return c;
}
/** Rename the key at path p (own property, never the __proto__ setter). */
function renameAt(v: unknown, p: (string | number)[], key: string): unknown {
  const c = structuredClone(v) as Record<string, unknown>;
  let o = c;
  for (const k of p.slice(0, -1)) o = o[k] as Record<string, unknown>;
  const last = String(p[p.length - 1]);
  const val = o[last];
  delete o[last];
  Object.defineProperty(o, key, { value: val, enumerable: true, writable: true, configurable: true });
  return c;
}
/** Objects inside a value (to add an unknown field to each). */
function objectPaths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...objectPaths(x, [...at, i])));
  else if (v && typeof v === 'object') { out.push(at); for (const [k, x] of Object.entries(v)) out.push(...objectPaths(x, [...at, k])); }
  return out;
}

/** One accepted template per move kind, per unit kind and per character-order kind. */
function templates(s: NihonState): { seat: number; move: NihonMove; referee?: boolean }[] {
  const offered = nihon.legalMoves(s, 0);
  const seen = new Set<string>();
  const out: { seat: number; move: NihonMove; referee?: boolean }[] = [];
  for (const m of offered) {
    const unitKind = 'unit' in m ? String(m.unit).split(':')[0] : '';
    const orderKind = m.type === 'order' && m.order && typeof m.order === 'object' && !Array.isArray(m.order) ? Object.keys(m.order as object).sort().join('+') + ((m.order as { kind?: string }).kind ?? '') : '';
    const key = `${m.type}/${unitKind}/${orderKind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ seat: 0, move: m });
  }
  // A whole sheet built from several accepted steps.
  let st = s;
  for (const m of offered.filter((x) => x.type === 'order').slice(0, 400).filter((_, i) => i % 37 === 0)) { const r = nihon.applyMove(st, 0, m); if (r.ok) st = r.state; }
  out.push({ seat: 0, move: { type: 'submit-orders', sheet: st.sheets[0]! } });
  out.push({ seat: 0, move: { type: 'abandon' } }, { seat: 0, move: { type: 'unmark-final' } });
  for (const m of nihon.refereeMoves!(s)) {
    const key = `ref/${m.type}/${m.type === 'abandon-clan' ? `${m.role.role}${'tribe' in m.role ? m.role.tribe : ''}` : ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ seat: -1, move: m, referee: true });
  }
  return out;
}

describe('NIHON hostile moves', () => {
  const s = start();
  const frozen = JSON.stringify(s);
  const apply = (t: { seat: number; referee?: boolean }, move: unknown) => (t.referee ? nihon.applyRefereeMove!(s, move as NihonMove) : nihon.applyMove(s, t.seat, move as NihonMove));
  const tpl = templates(s);

  it('has a template for every move kind, unit kind and abandonment outcome, each accepted', () => {
    const kinds = new Set(tpl.map((t) => `${t.move.type}${'unit' in t.move ? `:${String(t.move.unit).split(':')[0]}` : ''}`));
    for (const k of ['submit-orders', 'order:char', 'order:army', 'order:prov', 'order:fleets', 'order:temporary-fleet', 'mark-final', 'abandon', 'resolve-now', 'abandon-clan', 'set-teppo']) expect(kinds, k).toContain(k);
    const roles = new Set(tpl.filter((t) => t.move.type === 'abandon-clan').map((t) => (t.move as { role: { role: string } }).role.role));
    expect([...roles].sort()).toEqual(['exile', 'leave', 'new-clan', 'rebel', 'temples', 'whispers']);
    for (const t of tpl) { const r = apply(t, t.move); expect(r.ok, JSON.stringify(t.move).slice(0, 200)).toBe(true); }
  });

  it('junk in every field, unknown fields and hostile keys: a typed refusal, state and Object.prototype unchanged', () => {
    const proto = protoSnapshot();
    let tried = 0;
    const refuse = (t: { seat: number; referee?: boolean }, bad: unknown, what: string) => {
      let r;
      try { r = apply(t, bad); } catch (e) { throw new Error(`threw on ${what}: ${(e as Error).message}`); }
      expect(r.ok, what).toBe(false);
      if (!r.ok) { expect(typeof r.rejection.code).toBe('string'); expect(r.rejection.message.length).toBeGreaterThan(0); expect(r.rejection.message.length).toBeLessThan(5000); }
      tried++;
    };
    for (const t of tpl) {
      const name = JSON.stringify(t.move).slice(0, 80);
      for (const p of paths(t.move)) {
        for (const j of JUNK) {
          // Some junk is legitimately valid in some fields (an empty list of fleets, a boolean): skip those.
          const bad = setAt(t.move, p, j);
          const r = apply(t, bad);
          // Free text (the referee's secret objective) is a value, never a key: any short text is fine.
          if (r.ok && p[p.length - 1] === 'objective' && typeof j === 'string' && j.length <= 500) continue;
          if (r.ok && (typeof j === 'boolean' || (Array.isArray(j) && j.length === 0) || (typeof j === 'object' && j !== null && !Array.isArray(j) && !Object.keys(j).length))) continue;
          refuse(t, bad, `${name} at ${p.join('.')} = ${label(j)}`);
        }
        for (const k of HOSTILE_KEYS) if (typeof p[p.length - 1] === 'string') refuse(t, renameAt(t.move, p, k), `${name} key ${p.join('.')} renamed ${k}`);
      }
      for (const p of objectPaths(t.move)) for (const k of [...HOSTILE_KEYS, 'evil']) refuse(t, setAt(t.move, [...p, k], 1), `${name} extra field ${k} at ${p.join('.')}`);
    }
    for (const j of JUNK) refuse({ seat: 0 }, j, `move = ${label(j)}`);
    expect(JSON.stringify(s)).toBe(frozen);
    expect(protoSnapshot()).toBe(proto);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(tried).toBeGreaterThan(1000);
    console.log(`nihon hostile: ${tpl.length} templates, ${tried} hostile moves refused`);
  });

  it('the issue 14 exploits: Mist on __proto__, a character sent to "constructor"', () => {
    const me = Object.values(s.chars).find((c) => c.clan === 0)!;
    for (const order of [{ kind: 'ritual', ritual: 'brume', target: '__proto__' }, { kind: 'move', province: 'constructor' }, { kind: 'spy', province: 'toString' }, { kind: 'join', army: 'hasOwnProperty' }]) {
      const a = nihon.applyMove(s, 0, { type: 'order', unit: `char:${me.id}`, order });
      expect(a.ok).toBe(false);
      const b = nihon.applyMove(s, 0, { type: 'submit-orders', sheet: { characters: { [me.id]: order as never } } });
      expect(b.ok).toBe(false);
    }
    for (const unit of ['char:__proto__', 'prov:constructor', 'army:toString', 'char:constructor', '__proto__']) {
      expect(nihon.applyMove(s, 0, { type: 'order', unit, order: { kind: 'heal' } }).ok).toBe(false);
      expect(nihon.applyMove(s, 0, { type: 'clear-order', unit }).ok).toBe(false);
    }
    expect(nihon.updateOptions!(s, JSON.parse('{"__proto__":{"turnLimit":1}}')).ok).toBe(false);
    // Referee moves name real places only: no exile army in an unknown place or at the Jade Court.
    for (const role of [{ role: 'exile', army: { province: 'nowhere', samurai: 3 } }, { role: 'exile', army: { province: 'jade_court', samurai: 3 } }, { role: 'new-clan', provinces: ['tajima', 'tajima'] }, { role: 'new-clan', provinces: ['valueOf'] }]) {
      const r = nihon.applyRefereeMove!(s, { type: 'abandon-clan', seat: 0, role } as never);
      expect(r.ok, JSON.stringify(role)).toBe(false);
    }
    expect(({} as Record<string, unknown>).mist).toBeUndefined();
    expect(() => nihon.legalMoves(s, 0)).not.toThrow();
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it('the shape check covers every character-order kind: well-formed passes, any spoiled field fails', () => {
    const shapes: Record<string, object> = {
      aggress: { target: 'daigo' }, assassinate: { target: 'daigo' }, corrupt: { target: 'daigo' }, protect: { target: 'daigo' },
      incite: { province: 'mino' }, raid: { province: 'mino' }, sabotage: { province: 'mino' }, 'seek-minor': { province: 'mino' },
      'seek-friendship': { province: 'mino' }, annex: { province: 'mino' }, move: { province: 'mino' }, spy: { province: 'mino' }, pilgrimage: { province: 'mino' },
      'seek-major': { clan: 'yamana' }, 'execute-hostages': { clan: 'yamana' }, 'release-hostages': { clan: 'yamana' },
      gift: { to: { clan: 'yamana' }, koku: 3, resources: { horses: 1 }, hostage: 'daigo', ritual: 'brume' },
      heal: {}, join: { army: 'shisuke-1' }, ritual: { ritual: 'oubli', target: 'yamana', forget: 'brume' },
      'give-province': { province: 'mino', to: { minor: 'temple' } }, promote: { profile: 'civil' },
    };
    expect(Object.keys(shapes).sort()).toEqual([...CHAR_ORDER_KINDS].sort());
    let spoiled = 0;
    for (const [kind, rest] of Object.entries(shapes)) {
      const move = { type: 'order', unit: 'char:daigo', order: { kind, ...rest } };
      expect(playerMoveError(move), kind).toBeNull();
      for (const p of paths(move).filter((x) => x[0] === 'order')) {
        for (const j of JUNK) {
          if (typeof j === 'boolean' || (typeof j === 'object' && j !== null && !(j === deep) && !JSON.stringify(j).includes('polluted') && !(Array.isArray(j) && j.length > 0))) continue;
          expect(playerMoveError(setAt(move, p, j)), `${kind} ${p.join('.')} = ${label(j)}`).not.toBeNull();
          spoiled++;
        }
      }
      for (const p of objectPaths(move.order, ['order'])) expect(playerMoveError(setAt(move, [...p, 'evil'], 1)), `${kind} extra field`).not.toBeNull();
    }
    expect(spoiled).toBeGreaterThan(500);
  });
});
