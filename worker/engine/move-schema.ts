/**
 * Strict move schemas, shared by every game.
 *
 * A move arrives from a player as untrusted JSON and is kept in the match's log for ever, so before
 * any rule reads it each game checks it against a schema declared in its own folder: only the fields
 * of its kind (an unknown field is refused, never silently kept), each of the declared type, strings
 * and lists of bounded size. The checker only walks the structure the schema declares, so a huge or
 * 5000-deep value is refused at its first level without being traversed, and field names are looked
 * up as own properties only (`__proto__`, `constructor`, `toString` are unknown fields like any other).
 *
 * The schema is about shape. Whether a province, a seat or a card is right *now* stays with the rules.
 * Pure TypeScript, no dependency: the engines stay portable.
 */
import { reject, type Rejection } from './contract';

export type Schema =
  | { t: 'string'; max: number; min?: number; values?: ReadonlySet<string>; id?: true }
  | { t: 'int'; min: number; max: number }
  | { t: 'bool' }
  | { t: 'null' }
  | { t: 'literal'; value: boolean | number }
  | { t: 'array'; of: Schema; min: number; max: number }
  | { t: 'object'; fields: Fields }
  | { t: 'tagged'; on: string; cases: Readonly<Record<string, Fields>> }
  | { t: 'record'; key: Schema & { t: 'string' }; of: Schema; max: number }
  | { t: 'either'; options: Schema[]; what: string };

/** A field of an object; `optional` ones may be absent (or undefined, which JSON drops anyway). */
export type Field = Schema & { optional?: true };
export type Fields = Readonly<Record<string, Field>>;

/** The fields of each move kind, the kinds keyed by `type`; a kind may branch on a second field (`card`). */
export type MoveKind = Fields | { on: string; cases: Readonly<Record<string, Fields>> };
export type MoveSchema = Readonly<Record<string, MoveKind>>;

const has = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Names an id may never take: everything plain objects inherit, plus `prototype`. */
const PROTO_NAMES: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);
const ID_RE = /^[A-Za-z0-9_-]+$/;

/**
 * A safe id: a short plain name (letters, digits, - and _) that no object inherits. For games whose
 * ids are too many or too open to list with `oneOf` (NIHON's characters, armies, provinces), yet are
 * used as keys into the state: `__proto__` or `constructor` there would reach Object.prototype.
 */
export function isSafeId(v: unknown, max = 64): v is string {
  return typeof v === 'string' && v.length <= max && ID_RE.test(v) && !PROTO_NAMES.has(v);
}

/** Builders, so a game's schema reads like its move list. */
export const f = {
  /** A string of at most `max` characters (ids are short; free text says its own limit), `min` when empty text means nothing. */
  str: (max = 64, min = 0): Schema => (min > 0 ? { t: 'string', max, min } : { t: 'string', max }),
  /** A safe id (see isSafeId): for ids that cannot be listed with `oneOf`. */
  id: (max = 64): Schema => ({ t: 'string', max, min: 1, id: true }),
  /** One of a fixed list of strings (looked up in a Set: no prototype names slip through). */
  oneOf: (values: readonly string[]): Schema => ({ t: 'string', max: Math.max(0, ...values.map((v) => v.length)), values: new Set(values) }),
  int: (min: number, max: number): Schema => ({ t: 'int', min, max }),
  bool: (): Schema => ({ t: 'bool' }),
  null: (): Schema => ({ t: 'null' }),
  /** Exactly this value (`{court: true}`); strings are `oneOf([value])`. */
  literal: (value: boolean | number): Schema => ({ t: 'literal', value }),
  array: (of: Schema, max: number, min = 0): Schema => ({ t: 'array', of, min, max }),
  object: (fields: Fields): Schema => ({ t: 'object', fields }),
  /**
   * An object whose fields depend on its `on` field (a character's order by its `kind`): the nested
   * form of a MoveKind's `{on, cases}`. Preferred to `either` of objects: the error names the field.
   */
  tagged: (on: string, cases: Readonly<Record<string, Fields>>): Schema => ({ t: 'tagged', on, cases }),
  /** An object used as a map from ids to values (NIHON's sheets); at most `max` keys. */
  record: (key: Schema, of: Schema, max: number): Schema => ({ t: 'record', key: key as Schema & { t: 'string' }, of, max }),
  either: (what: string, ...options: Schema[]): Schema => ({ t: 'either', options, what }),
  optional: (s: Schema): Field => ({ ...s, optional: true }),
};

/** Where and why a move does not fit its schema. */
export interface ShapeError {
  field: string;
  message: string;
}

/** A short description of a bad value, never echoing it whole (it may be 1 MB or 5000 levels deep). */
function describe(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return `a list of ${x.length}`;
  if (typeof x === 'string') return x.length > 24 ? `a string of ${x.length} characters` : JSON.stringify(x);
  if (typeof x === 'number') return String(x);
  if (typeof x === 'object') return 'an object';
  return typeof x;
}

/**
 * A JSON object: its prototype is a realm's Object.prototype (or none). Refuses objects whose fields
 * are inherited (Object.create(move)) and class instances. Written without naming Object.prototype,
 * so an object parsed in another realm (a vm context, a test pool) still passes.
 */
function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

function expected(s: Schema): string {
  switch (s.t) {
    case 'string':
      if (s.values) return s.values.size <= 12 ? `one of ${[...s.values].map((v) => `"${v}"`).join(', ')}` : 'a known id';
      if (s.id) return `an id of at most ${s.max} letters, digits, - or _`;
      return s.min ? `a string of ${s.min} to ${s.max} characters` : `a string of at most ${s.max} characters`;
    case 'int': return `a whole number from ${s.min} to ${s.max}`;
    case 'bool': return 'true or false';
    case 'null': return 'null';
    case 'literal': return JSON.stringify(s.value);
    case 'array': return s.min === s.max ? `a list of ${s.min}` : `a list of ${s.min} to ${s.max} entries`;
    case 'object': return `an object with ${Object.keys(s.fields).join(', ') || 'no fields'}`;
    case 'tagged': return `an object with a ${s.on} (${Object.keys(s.cases).join(', ')})`;
    case 'record': return `an object of at most ${s.max} entries`;
    case 'either': return s.what;
  }
}

function checkFields(raw: Record<string, unknown>, fields: Fields, path: string): ShapeError | null {
  for (const key of Object.keys(raw)) {
    if (raw[key] !== undefined && !has(fields, key)) {
      const name = key.length > 24 ? `${key.slice(0, 24)}…` : key;
      return { field: path ? `${path}.${name}` : name, message: `unknown field "${name}"${path ? ` in ${path}` : ''}` };
    }
  }
  for (const key of Object.keys(fields)) {
    const spec = fields[key]!;
    const field = path ? `${path}.${key}` : key;
    const v = has(raw, key) ? raw[key] : undefined;
    if (v === undefined) {
      if (spec.optional) continue;
      return { field, message: `${field} is missing (${expected(spec)})` };
    }
    const e = check(v, spec, field);
    if (e) return e;
  }
  return null;
}

function check(v: unknown, s: Schema, field: string): ShapeError | null {
  const bad = (): ShapeError => ({ field, message: `${field} must be ${expected(s)} (got ${describe(v)})` });
  switch (s.t) {
    case 'string':
      if (typeof v !== 'string' || v.length > s.max || v.length < (s.min ?? 0) || (s.values && !s.values.has(v))) return bad();
      return s.id && !isSafeId(v, s.max) ? bad() : null;
    case 'int':
      return typeof v === 'number' && Number.isInteger(v) && v >= s.min && v <= s.max ? null : bad();
    case 'bool':
      return typeof v === 'boolean' ? null : bad();
    case 'null':
      return v === null ? null : bad();
    case 'literal':
      return v === s.value ? null : bad();
    case 'array': {
      if (!Array.isArray(v) || v.length < s.min || v.length > s.max) return bad();
      for (let i = 0; i < v.length; i++) {
        const e = check(v[i], s.of, `${field}[${i}]`);
        if (e) return e;
      }
      return null;
    }
    case 'object':
      return isPlainObject(v) ? checkFields(v, s.fields, field) : bad();
    case 'tagged': {
      if (!isPlainObject(v)) return bad();
      const tag = has(v, s.on) ? v[s.on] : undefined;
      if (typeof tag !== 'string' || !has(s.cases, tag)) {
        const at = field ? `${field}.${s.on}` : s.on;
        return { field: at, message: `${at} must be one of ${Object.keys(s.cases).join(', ')} (got ${describe(tag)})` };
      }
      return checkFields(v, { ...s.cases[tag]!, [s.on]: f.str() }, field);
    }
    case 'record': {
      if (!isPlainObject(v)) return bad();
      const keys = Object.keys(v);
      if (keys.length > s.max) return bad();
      for (const k of keys) {
        // An own "__proto__" key (JSON.parse makes one) would turn into a prototype change once copied.
        if (k === '__proto__' || check(k, s.key, field)) return { field, message: `${field} has a bad key (${describe(k)}): keys must be ${expected(s.key)}` };
        const e = check(v[k], s.of, `${field}.${k}`);
        if (e) return e;
      }
      return null;
    }
    case 'either':
      return s.options.some((o) => check(v, o, field) === null) ? null : bad();
  }
}

function isBranching(kind: MoveKind): kind is { on: string; cases: Readonly<Record<string, Fields>> } {
  return typeof kind.on === 'string' && typeof kind.cases === 'object';
}

/** Check a move against a game's schema: null when it fits, else the first field that does not. */
export function checkMove(schema: MoveSchema, move: unknown): ShapeError | null {
  if (!isPlainObject(move)) return { field: 'move', message: `a move must be a JSON object with a "type" (got ${describe(move)})` };
  const type = move.type;
  if (typeof type !== 'string' || !has(schema, type)) {
    const kinds = Object.keys(schema);
    return { field: 'type', message: `type must be a move kind of this game (${kinds.join(', ')}); got ${describe(type)}` };
  }
  const kind = schema[type]!;
  if (!isBranching(kind)) return checkFields(move, { ...kind, type: f.str() }, '');
  const branch = move[kind.on];
  if (typeof branch !== 'string' || !has(kind.cases, branch)) {
    return { field: kind.on, message: `${kind.on} must be one of ${Object.keys(kind.cases).join(', ')} for a ${type} move (got ${describe(branch)})` };
  }
  return checkFields(move, { ...kind.cases[branch]!, type: f.str(), [kind.on]: f.str() }, '');
}

/** The typed refusal of a move that does not fit, in the game's own words (code and rule), or null. */
export function refuseBadShape(schema: MoveSchema, move: unknown, code: string, rule: string): { ok: false; rejection: Rejection } | null {
  const e = checkMove(schema, move);
  return e ? reject(code, e.message, rule) : null;
}

/** Bounds on a value as a whole (see valueBoundsError). */
export interface ValueBounds {
  /** Nesting of objects and lists. */
  depth: number;
  /** Values of every kind, containers included. */
  values: number;
  /** Characters of any one string. */
  text: number;
}

/**
 * Bounds a value as a whole, without a schema: JSON values only, plain objects, no prototype name as
 * a key, bounded depth, count and strings (iterative: a 5000-deep value costs its first levels only).
 * The schema checker needs none of this (it walks only what it declares); it is for a game that reads
 * a move further even when it does not fit its schema: NIHON reports every reason a whole order sheet
 * is wrong, its own validator reading the sheet, so that sheet must first be small and plain.
 */
export function valueBoundsError(v: unknown, limits: ValueBounds): string | null {
  const stack: [unknown, number][] = [[v, 0]];
  let values = 0;
  while (stack.length) {
    const [x, d] = stack.pop()!;
    if (++values > limits.values) return `the move is too large (more than ${limits.values} values)`;
    if (typeof x === 'string') { if (x.length > limits.text) return `a text is longer than ${limits.text} characters`; continue; }
    if (x === null || typeof x === 'number' || typeof x === 'boolean') continue;
    if (typeof x !== 'object') return `a move holds only JSON values (found ${typeof x})`;
    if (d >= limits.depth) return `the move is nested deeper than ${limits.depth} levels`;
    if (!Array.isArray(x) && !isPlainObject(x)) return 'a move holds only plain JSON objects';
    for (const k of Object.keys(x)) {
      if (PROTO_NAMES.has(k)) return `forbidden field name "${k}"`;
      stack.push([(x as Record<string, unknown>)[k], d + 1]);
    }
  }
  return null;
}
