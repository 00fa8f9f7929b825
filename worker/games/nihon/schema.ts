/**
 * Strict shapes of every NIHON move, order and referee move, checked before any lookup.
 *
 * Why: moves come from players as JSON, and their ids are used as keys into the state (characters,
 * provinces, armies, seas, rituals). A key such as `__proto__` or `constructor` would otherwise reach
 * Object.prototype (issue 14: a Mist ritual on `__proto__` changed every character of the isolate).
 * So every field has a declared type, unknown fields are refused, ids are short plain names that are
 * never a property of Object.prototype, and oversized or deeply nested values are refused outright.
 * The rules themselves (who may do what, where) stay in validate.ts.
 */

/** Names an id may never take: everything plain objects inherit, plus `prototype`. */
/** Resources a gift may carry (gold is not one: types.ts GIFT_RES). */
const GIFT_RESOURCES = ['horses', 'metal', 'ninja', 'ships', 'sanctuary'];
const PROTO_NAMES = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);
const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

/** A safe id: a short plain name that no object inherits. */
export function isSafeId(v: unknown): v is string {
  return typeof v === 'string' && ID_RE.test(v) && !PROTO_NAMES.has(v);
}

/** Own-property lookup: a player-given key never reaches an inherited property. */
export function own<T>(rec: Record<string, T> | undefined, key: unknown): T | undefined {
  return rec !== undefined && typeof key === 'string' && Object.prototype.hasOwnProperty.call(rec, key) ? rec[key] : undefined;
}

type Spec =
  | { t: 'id' }
  | { t: 'text'; max: number }
  | { t: 'int'; min: number; max: number }
  | { t: 'bool' }
  | { t: 'lit'; v: readonly unknown[] }
  | { t: 'obj'; f: Record<string, Spec>; req?: readonly string[] }
  | { t: 'rec'; key: (k: string) => boolean; keyName: string; val: Spec; max: number }
  | { t: 'arr'; item: Spec; max: number }
  | { t: 'tag'; by: string; cases: Record<string, Spec> }
  | { t: 'any'; of: Spec[]; name: string };

const ID: Spec = { t: 'id' };
const int = (min: number, max: number): Spec => ({ t: 'int', min, max });
const lit = (...v: unknown[]): Spec => ({ t: 'lit', v });
const obj = (f: Record<string, Spec>, req: string[] = []): Spec => ({ t: 'obj', f, req });
const arr = (item: Spec, max: number): Spec => ({ t: 'arr', item, max });
const rec = (val: Spec, max: number, key: (k: string) => boolean = isSafeId, keyName = 'an id'): Spec => ({ t: 'rec', key, keyName, val, max });

const target = (kind: string) => obj({ kind: lit(kind), target: ID }, ['kind', 'target']);
const province = (kind: string) => obj({ kind: lit(kind), province: ID }, ['kind', 'province']);
const clanF = (kind: string) => obj({ kind: lit(kind), clan: ID }, ['kind', 'clan']);

const GIFT_TO: Spec = { t: 'any', name: '{clan}, {minor} or {court: true}', of: [obj({ clan: ID }, ['clan']), obj({ minor: ID }, ['minor']), obj({ court: lit(true) }, ['court'])] };

export const CHAR_ORDER: Spec = {
  t: 'tag', by: 'kind', cases: {
    aggress: target('aggress'), assassinate: target('assassinate'), corrupt: target('corrupt'), protect: target('protect'),
    incite: province('incite'), raid: province('raid'), sabotage: province('sabotage'), 'seek-minor': province('seek-minor'),
    'seek-friendship': province('seek-friendship'), annex: province('annex'), move: province('move'), spy: province('spy'),
    pilgrimage: province('pilgrimage'),
    'seek-major': clanF('seek-major'), 'execute-hostages': clanF('execute-hostages'), 'release-hostages': clanF('release-hostages'),
    gift: obj({ kind: lit('gift'), to: GIFT_TO, koku: int(0, 500), resources: rec(int(0, 20), 6, (k) => GIFT_RESOURCES.includes(k), 'a giftable resource (horses, metal, ninja, ships, sanctuary)'), hostage: ID, ritual: ID }, ['kind', 'to']),
    heal: obj({ kind: lit('heal') }, ['kind']),
    join: obj({ kind: lit('join'), army: ID }, ['kind', 'army']),
    ritual: obj({ kind: lit('ritual'), ritual: ID, target: ID, forget: ID }, ['kind', 'ritual']),
    'give-province': obj({ kind: lit('give-province'), province: ID, to: { t: 'any', name: '{clan} or {minor: clan|temple}', of: [obj({ clan: ID }, ['clan']), obj({ minor: lit('clan', 'temple') }, ['minor'])] } }, ['kind', 'province', 'to']),
    promote: obj({ kind: lit('promote'), profile: lit('civil', 'military', 'holyman', 'daimyo') }, ['kind', 'profile']),
  },
};

export const ARMY_ENTRY: Spec = obj({
  create: ID,
  general: ID,
  recruit: obj({ samurai: int(0, 50), ronin: int(0, 50), ashigaru: int(0, 50) }),
  dismiss: int(0, 99),
  order: { t: 'tag', by: 'kind', cases: {
    garrison: obj({ kind: lit('garrison') }, ['kind']),
    move: obj({ kind: lit('move'), path: arr(ID, 4) }, ['kind', 'path']),
    attack: obj({ kind: lit('attack'), path: arr(ID, 4) }, ['kind', 'path']),
    crush: obj({ kind: lit('crush'), path: arr(ID, 4) }, ['kind', 'path']),
  } },
});

export const PROVINCE_ENTRY: Spec = obj({ governor: ID, order: lit('castle', 'ashigaru', 'taxes', 'negotiate'), destroyCastle: { t: 'bool' } });
export const FLEET_LIST: Spec = arr(obj({ sea: ID, order: lit('raid', 'supremacy', 'transport'), target: ID }, ['sea', 'order']), 12);
const BREAK: Spec = arr(ID, 6);

export const SHEET: Spec = obj({
  characters: rec(CHAR_ORDER, 20),
  armies: rec(ARMY_ENTRY, 9, (k) => /^[1-9]$/.test(k), 'an army number 1 to 9'),
  fleets: FLEET_LIST,
  temporaryFleet: { t: 'bool' },
  provinces: rec(PROVINCE_ENTRY, 80),
  breakAlliances: BREAK,
});

const ROLE: Spec = {
  t: 'tag', by: 'role', cases: {
    leave: obj({ role: lit('leave') }, ['role']),
    'new-clan': obj({ role: lit('new-clan'), provinces: arr(ID, 2) }, ['role', 'provinces']),
    rebel: obj({ role: lit('rebel'), tribe: lit('emishi', 'ainu'), keep: arr(ID, 10) }, ['role', 'tribe']),
    exile: obj({ role: lit('exile'), keep: arr(ID, 10), army: obj({ province: ID, samurai: int(1, 50) }, ['province', 'samurai']) }, ['role']),
    temples: obj({ role: lit('temples') }, ['role']),
    whispers: obj({ role: lit('whispers'), keep: arr(ID, 10), objective: { t: 'text', max: 500 } }, ['role', 'objective']),
  },
};

const PLAYER_MOVE: Spec = {
  t: 'tag', by: 'type', cases: {
    'submit-orders': obj({ type: lit('submit-orders'), sheet: SHEET }, ['type', 'sheet']),
    // `order` is checked against the shape of its unit (see unitSpec) once the unit is known.
    order: obj({ type: lit('order'), unit: { t: 'text', max: 80 }, order: { t: 'any', name: 'an order', of: [] } }, ['type', 'unit', 'order']),
    'clear-order': obj({ type: lit('clear-order'), unit: { t: 'text', max: 80 } }, ['type', 'unit']),
    'mark-final': obj({ type: lit('mark-final') }, ['type']),
    'unmark-final': obj({ type: lit('unmark-final') }, ['type']),
    abandon: obj({ type: lit('abandon') }, ['type']),
  },
};

const REFEREE_MOVE: Spec = {
  t: 'tag', by: 'type', cases: {
    'resolve-now': obj({ type: lit('resolve-now') }, ['type']),
    'abandon-clan': obj({ type: lit('abandon-clan'), seat: int(0, 5), role: ROLE }, ['type', 'seat', 'role']),
    'set-teppo': obj({ type: lit('set-teppo'), seat: int(0, 5), value: { t: 'bool' } }, ['type', 'seat', 'value']),
  },
};

export type Unit =
  | { kind: 'char'; id: string } | { kind: 'army'; no: string } | { kind: 'prov'; id: string }
  | { kind: 'fleets' } | { kind: 'temporary-fleet' } | { kind: 'break-alliances' };

/** Parse a unit name (`char:<id>`, `army:<1-9>`, `prov:<id>`, `fleets`, `temporary-fleet`, `break-alliances`). */
export function parseUnit(unit: unknown): Unit | null {
  if (typeof unit !== 'string') return null;
  if (unit === 'fleets' || unit === 'temporary-fleet' || unit === 'break-alliances') return { kind: unit };
  const m = /^(char|army|prov):(.+)$/.exec(unit);
  if (!m || !isSafeId(m[2])) return null;
  if (m[1] === 'army') return /^[1-9]$/.test(m[2]!) ? { kind: 'army', no: m[2]! } : null;
  return { kind: m[1] as 'char' | 'prov', id: m[2]! };
}

function unitSpec(u: Unit): Spec {
  switch (u.kind) {
    case 'char': return CHAR_ORDER;
    case 'army': return ARMY_ENTRY;
    case 'prov': return PROVINCE_ENTRY;
    case 'fleets': return FLEET_LIST;
    case 'temporary-fleet': return { t: 'bool' };
    case 'break-alliances': return BREAK;
  }
}

const LIMITS = { depth: 8, nodes: 4000, text: 1000 };

/** Size guard before any recursive check: no deep nesting, no huge lists or strings, plain JSON only. */
export function sizeError(v: unknown): string | null {
  const stack: [unknown, number][] = [[v, 0]];
  let nodes = 0;
  while (stack.length) {
    const [x, d] = stack.pop()!;
    if (++nodes > LIMITS.nodes) return `the move is too large (more than ${LIMITS.nodes} values)`;
    if (typeof x === 'string') { if (x.length > LIMITS.text) return `a text is longer than ${LIMITS.text} characters`; continue; }
    if (x === null || typeof x === 'number' || typeof x === 'boolean') continue;
    if (typeof x !== 'object') return `a move holds only JSON values (found ${typeof x})`;
    if (d >= LIMITS.depth) return `the move is nested deeper than ${LIMITS.depth} levels`;
    const proto = Object.getPrototypeOf(x);
    if (!Array.isArray(x) && proto !== Object.prototype && proto !== null) return 'a move holds only plain JSON objects';
    for (const k of Object.keys(x)) { if (PROTO_NAMES.has(k)) return `forbidden field name "${k}"`; stack.push([(x as Record<string, unknown>)[k], d + 1]); }
  }
  return null;
}

const show = (v: unknown) => (typeof v === 'string' ? `"${v.length > 40 ? `${v.slice(0, 40)}…` : v}"` : Array.isArray(v) ? 'a list' : v === null ? 'null' : typeof v);

function check(spec: Spec, v: unknown, path: string): string | null {
  const at = path || 'the move';
  switch (spec.t) {
    case 'id': return isSafeId(v) ? null : `${at}: expected an id (letters, digits, - or _), got ${show(v)}`;
    case 'text': return typeof v === 'string' && v.length >= 1 && v.length <= spec.max ? null : `${at}: expected a text of 1 to ${spec.max} characters`;
    case 'int': return typeof v === 'number' && Number.isInteger(v) && v >= spec.min && v <= spec.max ? null : `${at}: expected a whole number from ${spec.min} to ${spec.max}, got ${show(v)}`;
    case 'bool': return typeof v === 'boolean' ? null : `${at}: expected true or false, got ${show(v)}`;
    case 'lit': return spec.v.includes(v) ? null : `${at}: expected one of ${spec.v.map((x) => JSON.stringify(x)).join(', ')}, got ${show(v)}`;
    case 'obj': {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return `${at}: expected an object, got ${show(v)}`;
      for (const k of Object.keys(v)) if (!Object.prototype.hasOwnProperty.call(spec.f, k)) return `${path ? `${path}.` : ''}${k}: unknown field (expected ${Object.keys(spec.f).join(', ')})`;
      for (const k of spec.req ?? []) if ((v as Record<string, unknown>)[k] === undefined) return `${path ? `${path}.` : ''}${k}: missing`;
      for (const [k, x] of Object.entries(v)) { if (x === undefined) continue; const e = check(spec.f[k]!, x, path ? `${path}.${k}` : k); if (e) return e; }
      return null;
    }
    case 'rec': {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return `${at}: expected an object, got ${show(v)}`;
      const keys = Object.keys(v);
      if (keys.length > spec.max) return `${at}: at most ${spec.max} entries`;
      for (const k of keys) {
        if (!spec.key(k)) return `${at}: "${k.slice(0, 40)}" is not ${spec.keyName}`;
        const e = check(spec.val, (v as Record<string, unknown>)[k], `${path}.${k}`); if (e) return e;
      }
      return null;
    }
    case 'arr': {
      if (!Array.isArray(v)) return `${at}: expected a list, got ${show(v)}`;
      if (v.length > spec.max) return `${at}: at most ${spec.max} items`;
      for (let i = 0; i < v.length; i++) { const e = check(spec.item, v[i], `${path}[${i}]`); if (e) return e; }
      return null;
    }
    case 'tag': {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return `${at}: expected an object, got ${show(v)}`;
      const tag = (v as Record<string, unknown>)[spec.by];
      const c = typeof tag === 'string' ? own(spec.cases, tag) : undefined;
      if (!c) return `${path ? `${path}.` : ''}${spec.by}: unknown ${show(tag)} (expected ${Object.keys(spec.cases).join(', ')})`;
      return check(c, v, path);
    }
    case 'any':
      if (!spec.of.length) return null;
      return spec.of.some((s) => check(s, v, path) === null) ? null : `${at}: expected ${spec.name}`;
  }
}

/** Shape check of a player move; null when well-formed. The message names the faulty field. */
export function playerMoveError(move: unknown): string | null {
  const size = sizeError(move);
  if (size) return size;
  const e = check(PLAYER_MOVE, move, '');
  if (e) return e;
  const m = move as { type: string; unit?: unknown; order?: unknown };
  if (m.type === 'order' || m.type === 'clear-order') {
    const u = parseUnit(m.unit);
    if (!u) return `unit: unknown unit ${show(m.unit)} (char:<id>, army:<1-9>, prov:<id>, fleets, temporary-fleet, break-alliances)`;
    if (m.type === 'order') return check(unitSpec(u), m.order, 'order');
  }
  return null;
}

/** Shape check of a referee move; null when well-formed. */
export function refereeMoveError(move: unknown): string | null {
  return sizeError(move) ?? check(REFEREE_MOVE, move, '');
}
