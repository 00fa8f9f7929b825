/**
 * The strict shape of every White Castle Duel move (see worker/engine/move-schema.ts). `parseMove`
 * checks it first: before, unknown fields were dropped from the canonical move but the raw move, with
 * them, was what the platform logged (a 1 MB junk field stayed in the match for ever). Now a move has
 * exactly its fields or is refused. Whether a card, column or reward exists now stays with the rules.
 */
import { f, type MoveSchema } from '../../engine/move-schema';
import { ACTION_SLOTS, BENEFITS, BOARD, COLORS, GARDENS, LOCATION_IDS, PATHS, RESOURCES, TRADE_OPTIONS, YARDS } from './data';
import { PAY_KEYS, type MoveType } from './state';

/** Small counts and indexes: the board has no more than a few dozen of anything. */
const small = f.int(0, 99);
const pay = f.object(Object.fromEntries(PAY_KEYS.map((k) => [k, f.optional(small)])));
/** Starting, influence and lantern card ids ("S03", "I-12"...). */
const cardId = f.str(40);
const color = f.oneOf(COLORS);
const location = f.oneOf(LOCATION_IDS);
const slot = f.oneOf(ACTION_SLOTS);
const benefit = f.oneOf(BENEFITS);
const resource = f.oneOf(RESOURCES);

/** Keyed by every move type, so a new move kind without a shape fails to compile. */
export const WCD_MOVE_SCHEMA: MoveSchema & Record<MoveType, unknown> = {
  'start-card': { card: cardId },
  exchange: { a: slot, b: slot },
  place: { color, location },
  take: { location },
  buy: { deck: f.int(1, BOARD.castle.decks.length), pay: f.optional(pay) },
  scroll: { pay: f.optional(pay) },
  garden: { garden: f.oneOf(GARDENS), column: small },
  training: { yard: f.oneOf(YARDS), reward: small },
  courtier: { steps: small, path: f.optional(f.oneOf(PATHS)) },
  trade: { option: f.oneOf(TRADE_OPTIONS), pay },
  lantern: { color },
  improve: { card: cardId },
  decline: { slot: f.oneOf([...ACTION_SLOTS, ...BOARD.castle.decks]), benefit },
  well: { benefit },
  resource: { resource },
  keep: { coins: f.int(0, 999), seals: f.int(0, 999) },
  'lantern-card': { card: cardId },
  choose: { option: small },
  skip: {},
  convert: { resource },
  undo: {},
  'end-turn': {},
};
