/**
 * The strict shape of every NIHON move, order and referee move (see worker/engine/move-schema.ts),
 * checked before any lookup.
 *
 * Why: moves come from players as JSON, and their ids are used as keys into the state (characters,
 * provinces, armies, seas, rituals). A key such as `__proto__` or `constructor` would otherwise reach
 * Object.prototype (issue 14: a Mist ritual on `__proto__` changed every character of the isolate).
 * So every field has a declared type, unknown fields are refused, ids are safe ids (`f.id()`), and a
 * move is bounded as a whole first (see BOUNDS). The rules themselves (who may do what, where) stay
 * in validate.ts.
 */
import { checkMove, f, isSafeId, valueBoundsError, type Fields, type MoveSchema, type Schema } from '../../engine/move-schema';

/** Resources a gift may carry (gold is not one: types.ts GIFT_RES). */
const GIFT_RESOURCES = ['horses', 'metal', 'ninja', 'ships', 'sanctuary'];
/** Army numbers, the keys of a sheet's armies. */
const ARMY_NUMBERS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

const id = f.id();
const opt = f.optional;
const ids = (max: number): Schema => f.array(id, max);
/** A unit name (`char:<id>`, ...), read by parseUnit once the move fits. */
const UNIT = f.str(80, 1);

const target: Fields = { target: id };
const province: Fields = { province: id };
const clan: Fields = { clan: id };

const GIFT_TO = f.either('{clan}, {minor} or {court: true}', f.object({ clan: id }), f.object({ minor: id }), f.object({ court: f.literal(true) }));
const PROVINCE_TO = f.either('{clan} or {minor: clan|temple}', f.object({ clan: id }), f.object({ minor: f.oneOf(['clan', 'temple']) }));

export const CHAR_ORDER = f.tagged('kind', {
  aggress: target, assassinate: target, corrupt: target, protect: target,
  incite: province, raid: province, sabotage: province, 'seek-minor': province, 'seek-friendship': province,
  annex: province, move: province, spy: province, pilgrimage: province,
  'seek-major': clan, 'execute-hostages': clan, 'release-hostages': clan,
  gift: { to: GIFT_TO, koku: opt(f.int(0, 500)), resources: opt(f.record(f.oneOf(GIFT_RESOURCES), f.int(0, 20), 6)), hostage: opt(id), ritual: opt(id) },
  heal: {},
  join: { army: id },
  ritual: { ritual: id, target: opt(id), forget: opt(id) },
  'give-province': { province: id, to: PROVINCE_TO },
  promote: { profile: f.oneOf(['civil', 'military', 'holyman', 'daimyo']) },
});

const path: Fields = { path: ids(4) };
export const ARMY_ENTRY = f.object({
  create: opt(id),
  general: opt(id),
  recruit: opt(f.object({ samurai: opt(f.int(0, 50)), ronin: opt(f.int(0, 50)), ashigaru: opt(f.int(0, 50)) })),
  dismiss: opt(f.int(0, 99)),
  order: opt(f.tagged('kind', { garrison: {}, move: path, attack: path, crush: path })),
});

export const PROVINCE_ENTRY = f.object({ governor: opt(id), order: opt(f.oneOf(['castle', 'ashigaru', 'taxes', 'negotiate'])), destroyCastle: opt(f.bool()) });
export const FLEET_LIST = f.array(f.object({ sea: id, order: f.oneOf(['raid', 'supremacy', 'transport']), target: opt(id) }), 12);
const BREAK = ids(6);

export const SHEET = f.object({
  characters: opt(f.record(id, CHAR_ORDER, 20)),
  armies: opt(f.record(f.oneOf(ARMY_NUMBERS), ARMY_ENTRY, 9)),
  fleets: opt(FLEET_LIST),
  temporaryFleet: opt(f.bool()),
  provinces: opt(f.record(id, PROVINCE_ENTRY, 80)),
  breakAlliances: opt(BREAK),
});

export type Unit =
  | { kind: 'char'; id: string } | { kind: 'army'; no: string } | { kind: 'prov'; id: string }
  | { kind: 'fleets' } | { kind: 'temporary-fleet' } | { kind: 'break-alliances' };

/** The shape of a unit's order: the row of the sheet the unit names. */
const UNIT_ORDER: Record<Unit['kind'], Schema> = {
  char: CHAR_ORDER, army: ARMY_ENTRY, prov: PROVINCE_ENTRY, fleets: FLEET_LIST, 'temporary-fleet': f.bool(), 'break-alliances': BREAK,
};

export const NIHON_MOVE_SCHEMA: MoveSchema = {
  'submit-orders': { sheet: SHEET },
  // The order of some unit; playerMoveError narrows it to the shape of the unit named.
  order: { unit: UNIT, order: f.either('the order of a unit', ...Object.values(UNIT_ORDER)) },
  'clear-order': { unit: UNIT },
  'mark-final': {},
  'unmark-final': {},
  abandon: {},
};

/** An `order` move once its unit is known: the order has exactly the shape of that unit's row. */
const orderMove = (u: Unit): MoveSchema => ({ order: { unit: UNIT, order: UNIT_ORDER[u.kind] } });

const ROLE = f.tagged('role', {
  leave: {},
  'new-clan': { provinces: ids(2) },
  rebel: { tribe: f.oneOf(['emishi', 'ainu']), keep: opt(ids(10)) },
  exile: { keep: opt(ids(10)), army: opt(f.object({ province: id, samurai: f.int(1, 50) })) },
  temples: {},
  whispers: { keep: opt(ids(10)), objective: f.str(500, 1) },
});

export const NIHON_REFEREE_MOVE_SCHEMA: MoveSchema = {
  'resolve-now': {},
  'abandon-clan': { seat: f.int(0, 5), role: ROLE },
  'set-teppo': { seat: f.int(0, 5), value: f.bool() },
};

/**
 * A move is bounded as a whole before its shape is checked. A move that fits its schema is well
 * inside these bounds; they are for a whole sheet that does not fit: it is still read by the
 * validator so the player gets every reason at once (index.ts), which it may only be when small.
 */
const BOUNDS = { depth: 8, values: 4000, text: 1000 };

/** Bound check only (see BOUNDS): null when the move is small and plain enough to be read. */
export function sizeError(move: unknown): string | null {
  return valueBoundsError(move, BOUNDS);
}

/** Parse a unit name (`char:<id>`, `army:<1-9>`, `prov:<id>`, `fleets`, `temporary-fleet`, `break-alliances`). */
export function parseUnit(unit: unknown): Unit | null {
  if (typeof unit !== 'string') return null;
  if (unit === 'fleets' || unit === 'temporary-fleet' || unit === 'break-alliances') return { kind: unit };
  const m = /^(char|army|prov):(.+)$/.exec(unit);
  if (!m || !isSafeId(m[2])) return null;
  if (m[1] === 'army') return /^[1-9]$/.test(m[2]!) ? { kind: 'army', no: m[2]! } : null;
  return { kind: m[1] as 'char' | 'prov', id: m[2]! };
}

const BAD_UNIT = '(char:<id>, army:<1-9>, prov:<id>, fleets, temporary-fleet, break-alliances)';
const unitOf = (move: unknown): unknown => (typeof move === 'object' && move !== null && Object.prototype.hasOwnProperty.call(move, 'unit') ? (move as { unit: unknown }).unit : undefined);

/** Shape check of a player move; null when well-formed. The message names the faulty field. */
export function playerMoveError(move: unknown): string | null {
  const size = sizeError(move);
  if (size) return size;
  const type = typeof move === 'object' && move !== null ? (move as { type?: unknown }).type : undefined;
  const unit = type === 'order' || type === 'clear-order' ? parseUnit(unitOf(move)) : null;
  // An order whose unit is known is checked against that unit's shape, for a message naming the field.
  if (type === 'order' && unit) return checkMove(orderMove(unit), move)?.message ?? null;
  const e = checkMove(NIHON_MOVE_SCHEMA, move);
  if (e) return e.message;
  if ((type === 'order' || type === 'clear-order') && !unit) return `unit: unknown unit "${String(unitOf(move)).slice(0, 40)}" ${BAD_UNIT}`;
  return null;
}

/** Shape check of a referee move; null when well-formed. */
export function refereeMoveError(move: unknown): string | null {
  return sizeError(move) ?? checkMove(NIHON_REFEREE_MOVE_SCHEMA, move)?.message ?? null;
}
