/**
 * The strict shape of every Rising Sun move (see worker/engine/move-schema.ts), checked before the
 * driver routes a move: unknown fields, wrong types and oversized values are refused up front, so
 * nothing but the declared fields ever reaches the rules or the match log. What depends on the match
 * (the seat count, which figure or deal exists) is checked afterwards by `shapeError` and the prompts;
 * the bounds here are the widest the game allows, so those keep their precise messages.
 */
import { f, type MoveSchema } from '../../engine/move-schema';
import { MANDATE_IDS, MONSTER_IDS, PROVINCE_IDS } from './data';
import { BID_ACTIONS, type RsMove } from './types';

/** A seat of the widest table (5 clans). */
const seat = f.int(0, 4);
const amount = f.int(0, 10000);
const deal = f.int(0, 1_000_000);
const province = f.oneOf(PROVINCE_IDS);
const unit = f.oneOf(['daimyo', 'bushi', 'shinto', ...MONSTER_IDS]);
/** Figure, stronghold and card ids ("crane-bushi-3", "monster-oni-of-plagues"). */
const id = f.str(40);
const shrine = f.optional(f.int(0, 99));

/** Keyed by every move type, so a new move kind without a shape fails to compile. */
export const RISING_SUN_MOVE_SCHEMA: MoveSchema & Record<RsMove['type'], unknown> = {
  proposeAlliance: { to: seat },
  acceptAlliance: { from: seat },
  declineAlliance: { from: seat },
  withdrawAlliance: { to: seat },
  ready: {},
  gift: { to: seat, coins: amount, ronin: amount },
  offerDeal: { to: seat, terms: f.str(1000), coins: amount, ronin: amount },
  acceptDeal: { deal },
  declineDeal: { deal },
  withdrawDeal: { deal },
  chooseMandate: { index: f.int(0, 99), declare: f.optional(f.oneOf(MANDATE_IDS)) },
  recruit: { unit, province, shrine },
  move: { piece: id, to: province },
  buildStronghold: { province },
  buy: { card: id },
  replace: { target: id, unit },
  place: { province: f.optional(province), shrine },
  ninja: { target: id },
  monkey: {},
  benevolence: { to: seat },
  setBid: { action: f.oneOf(BID_ACTIONS), coins: amount },
  submitBid: {},
  seppuku: {},
  takeHostage: { target: id },
  hireRonin: {},
  mercy: {},
  reparations: { extra: f.array(seat, 4) },
  resolveFirst: { seat },
  pass: {},
};
