/**
 * The strict shape of every Sengoku move (see worker/engine/move-schema.ts): checked before the
 * rules read a move, so an unknown field, a wrong type or an oversized value is refused up front and
 * never reaches the log. Whether a province or an opponent is right *now* stays with rules.ts and
 * cards.ts (their readers give the precise message); bounds here are the widest the game allows.
 */
import { f, type Fields, type MoveSchema } from '../../engine/move-schema';
import { PROVINCE_IDS } from './board';
import { DAIMYO_IDS, type DaimyoId, type TacticId } from './rule-ids';

const province = f.oneOf(PROVINCE_IDS);
/** A seat number of the widest table (4 players); the rules check it against this match. */
const opponent = f.int(0, 3);
const count = f.int(1, 18);
const allocations = (min: number): ReturnType<typeof f.array> => f.array(f.object({ to: province, count }), 3, min);

const fromTo: Fields = { from: province, to: province };
const fromToOpponent: Fields = { from: province, to: province, opponent };

// Keyed by every card id (a card added to rule-ids.ts without a shape fails to compile).
const TACTICS: Record<TacticId, Fields> = {
  scout: fromTo,
  'mountain-pass': fromTo,
  navy: fromTo,
  squad: fromTo,
  ninja: fromTo,
  kyoto: { from: f.array(f.object({ province, count }), PROVINCE_IDS.length, 1) },
  support: { to: province },
  rebel: { province, opponent },
  exile: fromToOpponent,
  prisoner: fromToOpponent,
  decoy: fromToOpponent,
  retreat: { from: f.array(province, 2, 2) },
};

const DAIMYO: Record<DaimyoId, Fields> = {
  'uesugi-kenshin': { moves: allocations(1) },
  'takeda-shingen': { opponent, moves: allocations(1) },
  'oda-nobunaga': { to: province, escort: f.bool() },
  'mori-motonari': { provinces: f.array(province, 3, 1) },
  'chosokabe-motochika': { moves: allocations(0), daimyoTo: f.either('a province id or null', province, f.null()) },
  'otomo-sorin': { targets: f.array(f.object({ province, opponent }), 2, 1) },
};

export const SENGOKU_MOVE_SCHEMA: MoveSchema = {
  draft: { card: f.oneOf(DAIMYO_IDS) },
  roll: {},
  reroll: {},
  deploy: { die: f.int(1, 6), daimyo: f.bool() },
  tactic: { on: 'card', cases: TACTICS },
  daimyo: { on: 'card', cases: DAIMYO },
};
