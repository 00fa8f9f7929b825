/** Parsing untrusted moves: the strict schema first, then the canonical form of each move kind. */
import { checkMove } from '../../engine/move-schema';
import { ACTION_SLOTS, BENEFITS, BOARD, COLORS, GARDENS, LOCATION_IDS, PATHS, RESOURCES, TRADE_OPTIONS, YARDS } from './data';
import { fail } from './context';
import { WCD_MOVE_SCHEMA } from './move-schema';
import { canonPay } from './payments';
import { RULE } from './rule-ids';
import { MOVE_TYPES, PAY_KEYS, type Pay, type WcdMove } from './state';

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isNat = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

function field<T>(raw: Record<string, unknown>, name: string, ok: (x: unknown) => x is T, what: string): T {
  const v = raw[name];
  if (!ok(v)) fail('malformed', `Move "${String(raw.type)}": field "${name}" must be ${what}.`, RULE.malformed);
  return v;
}
function oneOf<T extends string>(values: readonly T[]): (x: unknown) => x is T {
  return (x: unknown): x is T => typeof x === 'string' && (values as readonly string[]).includes(x);
}
const isString = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 40;
const list = (values: readonly string[]): string => values.map((v) => `"${v}"`).join(', ');

function parsePay(raw: Record<string, unknown>, required: boolean): Pay | undefined {
  const v = raw.pay;
  if (v === undefined && !required) return undefined;
  if (!isObj(v)) fail('malformed', `Move "${String(raw.type)}": field "pay" must be an object such as {"coins": 1}.`, RULE.malformed);
  for (const [k, n] of Object.entries(v)) {
    if (!(PAY_KEYS as readonly string[]).includes(k)) fail('malformed', `Move "${String(raw.type)}": "pay" may only hold ${list(PAY_KEYS)} (not "${k}").`, RULE.malformed);
    if (!isNat(n) || n > 99) fail('malformed', `Move "${String(raw.type)}": "pay.${k}" must be a whole number from 0.`, RULE.malformed);
  }
  return canonPay(v as Pay);
}

/** Check the shape of an untrusted move and return its canonical form (unknown fields refused). */
export function parseMove(raw: unknown): WcdMove {
  // The strict schema first: exactly the fields of the move kind, typed and bounded.
  const strict = checkMove(WCD_MOVE_SCHEMA, raw);
  if (strict) fail('malformed', strict.message, RULE.malformed);
  if (!isObj(raw)) fail('malformed', 'A move must be a JSON object with a "type".', RULE.malformed);
  const type = raw.type;
  if (!oneOf(MOVE_TYPES)(type)) fail('malformed', `Unknown move type ${JSON.stringify(type)}; expected one of ${list(MOVE_TYPES)}.`, RULE.malformed);
  switch (type) {
    case 'start-card': return { type, card: field(raw, 'card', isString, 'a starting card id') };
    case 'exchange': {
      const a = field(raw, 'a', oneOf(ACTION_SLOTS), `an action slot (${list(ACTION_SLOTS)})`);
      const b = field(raw, 'b', oneOf(ACTION_SLOTS), `an action slot (${list(ACTION_SLOTS)})`);
      // The two slots of a swap, in board order.
      return ACTION_SLOTS.indexOf(a) <= ACTION_SLOTS.indexOf(b) ? { type, a, b } : { type, a: b, b: a };
    }
    case 'place': return { type, color: field(raw, 'color', oneOf(COLORS), `a colour (${list(COLORS)})`), location: field(raw, 'location', oneOf(LOCATION_IDS), `a location (${list(LOCATION_IDS)})`) };
    case 'take': return { type, location: field(raw, 'location', oneOf(LOCATION_IDS), `a location (${list(LOCATION_IDS)})`) };
    case 'buy': {
      const deck = field(raw, 'deck', (x): x is number => isNat(x) && x >= 1 && x <= BOARD.castle.decks.length, `a deck number from 1 to ${BOARD.castle.decks.length}`);
      const pay = parsePay(raw, false);
      return pay && Object.keys(pay).length ? { type, deck, pay } : { type, deck };
    }
    case 'scroll': {
      const pay = parsePay(raw, false);
      return pay && Object.keys(pay).length ? { type, pay } : { type };
    }
    case 'garden': return { type, garden: field(raw, 'garden', oneOf(GARDENS), `a garden (${list(GARDENS)})`), column: field(raw, 'column', isNat, 'a column number from 0') };
    case 'training': return { type, yard: field(raw, 'yard', oneOf(YARDS), `a yard (${list(YARDS)})`), reward: field(raw, 'reward', isNat, 'a reward index from 0') };
    case 'courtier': {
      const steps = field(raw, 'steps', isNat, 'a number of steps');
      if (raw.path === undefined) return { type, steps };
      return { type, steps, path: field(raw, 'path', oneOf(PATHS), `a path (${list(PATHS)})`) };
    }
    case 'trade': return { type, option: field(raw, 'option', oneOf(TRADE_OPTIONS), `a trade option (${list(TRADE_OPTIONS)})`), pay: parsePay(raw, true)! };
    case 'lantern': return { type, color: field(raw, 'color', oneOf(COLORS), `a colour (${list(COLORS)})`) };
    case 'improve': return { type, card: field(raw, 'card', isString, 'an influence card id') };
    case 'decline': return { type, slot: field(raw, 'slot', oneOf([...ACTION_SLOTS, ...BOARD.castle.decks]), 'a castle slot (A1-A6, D1-D3)'), benefit: field(raw, 'benefit', oneOf(BENEFITS), `a well benefit (${list(BENEFITS)})`) };
    case 'well': return { type, benefit: field(raw, 'benefit', oneOf(BENEFITS), `a well benefit (${list(BENEFITS)})`) };
    case 'resource': return { type, resource: field(raw, 'resource', oneOf(RESOURCES), `a resource (${list(RESOURCES)})`) };
    case 'keep': return { type, coins: field(raw, 'coins', isNat, 'a whole number from 0'), seals: field(raw, 'seals', isNat, 'a whole number from 0') };
    case 'lantern-card': return { type, card: field(raw, 'card', isString, 'a lantern card id') };
    case 'choose': return { type, option: field(raw, 'option', isNat, 'an option index from 0') };
    case 'convert': return { type, resource: field(raw, 'resource', oneOf(RESOURCES), `a resource (${list(RESOURCES)})`) };
    case 'skip':
    case 'undo':
    case 'end-turn':
      return { type };
  }
}
