/**
 * Hostile variants of a real move (issue 12 item 5, issue 14 item 4): every field (nested ones too)
 * replaced by prototype names, 1 MB strings, 5000-deep objects and lists, wrong types, NaN, negative
 * and fractional numbers; every field dropped; unknown fields added (an own `__proto__` key made as
 * JSON.parse makes it); and whole moves that are not moves at all.
 */
import type { Move } from '../../../worker/engine/contract';
import type { Field, MoveKind, MoveSchema, Schema } from '../../../worker/engine/move-schema';

const MB = 'x'.repeat(1 << 20);

function deep(depth: number, wrap: (inner: unknown) => unknown): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = wrap(v);
  return v;
}
const DEEP_OBJECT = deep(5000, (a) => ({ a }));
const DEEP_ARRAY = deep(5000, (a) => [a]);

export interface Hostile {
  name: string;
  value: unknown;
  /** No move may ever carry this value: it must be refused even where the field's type fits. */
  alwaysBad: boolean;
  /** A prototype's property name: never an id of anything, so never accepted (except as free text). */
  protoName?: true;
}

/** An object with an own "__proto__" key holding a payload, exactly as JSON.parse builds it. */
export const protoObject = (): unknown => JSON.parse('{"__proto__": {"polluted": "yes", "type": "pass"}, "x": 1}');

export const HOSTILE_VALUES: readonly Hostile[] = [
  ...['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'].map((v) => ({ name: JSON.stringify(v), value: v, alwaysBad: false, protoName: true as const })),
  { name: '""', value: '', alwaysBad: false },
  { name: '1 MB string', value: MB, alwaysBad: true },
  { name: '5000-deep object', value: DEEP_OBJECT, alwaysBad: true },
  { name: '5000-deep array', value: DEEP_ARRAY, alwaysBad: true },
  { name: 'JSON.parse {__proto__: …}', value: protoObject(), alwaysBad: true },
  { name: 'NaN', value: NaN, alwaysBad: true },
  { name: 'Infinity', value: Infinity, alwaysBad: true },
  { name: '-Infinity', value: -Infinity, alwaysBad: true },
  { name: '1e21', value: 1e21, alwaysBad: true },
  { name: '-1', value: -1, alwaysBad: false },
  { name: '1.5', value: 1.5, alwaysBad: true },
  { name: 'MAX_SAFE_INTEGER + 2', value: Number.MAX_SAFE_INTEGER + 2, alwaysBad: true },
  { name: 'true', value: true, alwaysBad: false },
  { name: 'false', value: false, alwaysBad: false },
  { name: 'null', value: null, alwaysBad: false },
  { name: '[]', value: [], alwaysBad: false },
  { name: '{}', value: {}, alwaysBad: false },
  { name: '[1 MB string]', value: [MB], alwaysBad: true },
  { name: "['__proto__']", value: ['__proto__'], alwaysBad: false, protoName: true },
  { name: '{constructor: {prototype: …}}', value: { constructor: { prototype: { polluted: 'yes' } } }, alwaysBad: true },
];

/** Names of unknown fields to add: plain junk and prototype names (an own `__proto__` via defineProperty). */
const EXTRA_KEYS = ['junk', '__proto__', 'constructor', 'toString'];
const EXTRA_VALUES: readonly Hostile[] = [
  { name: '1', value: 1, alwaysBad: true },
  { name: '1 MB string', value: MB, alwaysBad: true },
  { name: '5000-deep object', value: DEEP_OBJECT, alwaysBad: true },
  { name: "{polluted: 'yes'}", value: { polluted: 'yes' }, alwaysBad: true },
];

export interface Variant {
  /** What was done, for the report: "cards[0].to ← NaN". */
  shape: string;
  move: unknown;
  alwaysBad: boolean;
  protoName?: boolean;
}

type Path = (string | number)[];
const pathText = (p: Path): string => p.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('') || '(move)';

/** Every path into the move (objects and lists), the move itself excluded; at most `max`, sampled evenly. */
function pathsOf(move: unknown, max: number): Path[] {
  const out: Path[] = [];
  const walk = (v: unknown, p: Path): void => {
    if (p.length) out.push(p);
    if (p.length >= 6 || typeof v !== 'object' || v === null) return;
    for (const [k, x] of Object.entries(v)) walk(x, [...p, Array.isArray(v) ? Number(k) : k]);
  };
  walk(move, []);
  if (out.length <= max) return out;
  const step = out.length / max;
  return Array.from({ length: max }, (_, i) => out[Math.floor(i * step)]!);
}

function nodesOf(move: unknown, paths: Path[]): Path[] {
  return [[], ...paths].filter((p) => {
    const v = at(move, p);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  });
}

function at(v: unknown, p: Path): unknown {
  return p.reduce<unknown>((x, k) => (x as Record<string | number, unknown>)[k], v);
}

/** A copy of the move with `change` applied to the parent of `p` (JSON copy: the move is JSON). */
function edit(move: unknown, p: Path, change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = JSON.parse(JSON.stringify(move)) as unknown;
  const parent = at(copy, p.slice(0, -1)) as Record<string | number, unknown>;
  change(parent, p[p.length - 1]!);
  return copy;
}

/** Every hostile variant of one move (fields replaced, dropped, added), `maxPaths` paths at most. */
export function variantsOf(move: Move, maxPaths = 40): Variant[] {
  const out: Variant[] = [];
  const paths = pathsOf(move, maxPaths);
  for (const p of paths) {
    for (const h of HOSTILE_VALUES) out.push({ shape: `${pathText(p)} ← ${h.name}`, move: edit(move, p, (o, k) => { o[k] = h.value; }), alwaysBad: h.alwaysBad, protoName: h.protoName });
    out.push({
      shape: `${pathText(p)} dropped`, alwaysBad: false,
      move: edit(move, p, (o, k) => { if (Array.isArray(o)) o.splice(k as number, 1); else delete o[k]; }),
    });
  }
  for (const node of nodesOf(move, paths)) {
    for (const key of EXTRA_KEYS) {
      for (const h of EXTRA_VALUES) {
        const copy = JSON.parse(JSON.stringify(move)) as unknown;
        // defineProperty makes an own key even for "__proto__", as JSON.parse does.
        Object.defineProperty(at(copy, node), key, { value: h.value, enumerable: true, writable: true, configurable: true });
        out.push({ shape: `extra field ${pathText([...node, key])} = ${h.name}`, move: copy, alwaysBad: true });
      }
    }
  }
  return out;
}

/** Inputs that are not moves of any kind, and moves whose type itself is hostile. */
export function notMoves(sample: Move): Variant[] {
  const out: Variant[] = [
    ...[null, undefined, 42, 'pass', [], [sample], {}].map((move) => ({ shape: `the move is ${JSON.stringify(move) ?? 'undefined'}`, move, alwaysBad: true })),
    { shape: 'fields inherited from a prototype (Object.create(move))', move: Object.create(sample), alwaysBad: true },
    { shape: 'JSON.parse {"__proto__": {type}}', move: JSON.parse(`{"__proto__": ${JSON.stringify(sample)}}`), alwaysBad: true },
  ];
  for (const h of HOSTILE_VALUES) out.push({ shape: `type ← ${h.name}`, move: { ...sample, type: h.value }, alwaysBad: true });
  return out;
}

/**
 * One well-shaped move of every kind a schema declares (first id of each list, smallest number):
 * seeds for the kinds random play seldom offers (a deal, a rare card). They need not be legal: their
 * hostile variants must be refused all the same.
 */
export function exemplars(schema: MoveSchema): Move[] {
  const out: Move[] = [];
  for (const [type, kind] of Object.entries(schema) as [string, MoveKind][]) {
    if (typeof kind.on === 'string') {
      const k = kind as { on: string; cases: Record<string, Record<string, Field>> };
      for (const [c, fields] of Object.entries(k.cases)) out.push({ type, [k.on]: c, ...fieldsExample(fields) });
    } else out.push({ type, ...fieldsExample(kind as Record<string, Field>) });
  }
  return out;
}

function fieldsExample(fields: Record<string, Field>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, example(s)]));
}

function example(s: Schema): unknown {
  switch (s.t) {
    case 'string': return s.values ? [...s.values][0] : 'x';
    case 'int': return s.min;
    case 'bool': return false;
    case 'null': return null;
    case 'array': return Array.from({ length: Math.max(1, s.min) }, () => example(s.of));
    case 'object': return fieldsExample(s.fields as Record<string, Field>);
    case 'record': return {};
    case 'either': return example(s.options[0]!);
  }
}
