/** NIHON state, order sheet and event types. The state is plain JSON. */
import type { GameEvent, GameResult } from '../../engine/contract';
import type { RngState } from '../../engine/rng';
import type { Role } from './data/clans';
import type { MinorKind } from './data/minors';
import type { NihonSettings } from './settings';

export type ResKind = 'horses' | 'metal' | 'ships' | 'ninja' | 'gold' | 'sanctuary';
export const RES_KINDS: ResKind[] = ['horses', 'metal', 'ships', 'ninja', 'gold', 'sanctuary'];
/** Resources that can be given (FR gift order): gold is not among them. */
export const GIFT_RES: ResKind[] = ['horses', 'metal', 'ninja', 'ships', 'sanctuary'];

export interface CharState {
  id: string;
  clan: number;
  name: string;
  role: Role;
  /** Talents: combat, strategy, intrigue, diplomacy, piety. */
  t: [number, number, number, number, number];
  heads: number;
  /** Row on the order sheet (resolution order inside a clan). */
  row: number;
  /** Province where the character is, for targeting (also when inside an army or guarding). */
  prov: string;
  /** Army id when inside an army. */
  army?: string;
  /** Character id this one protects (yojimbo). */
  guards?: string;
  wounded?: boolean;
  daimyo?: boolean;
  demon?: boolean;
  /** Clan seat holding this character as a hostage. */
  hostageOf?: number;
  /** Concealment computed at step 60 (used by views until the next turn). */
  conc: number;
  /** Concealment forced to 1 this turn (aggression, pilgrimage, promotion...). */
  exposed?: boolean;
  /** Mist (Brume) bonus to concealment for the coming turn. */
  mist?: number;
}

export interface ArmyState {
  id: string;
  clan: number;
  no: number;
  prov: string;
  sam: number;
  ron: number;
  cre: number;
  ash: number;
  general?: string;
  /** Standing garrison order (kept while no other order is given). */
  gar?: boolean;
}

export interface ProvState {
  /** Controlling clan seat, or -1 for a minor. */
  ctrl: number;
  /** Kind of the minor when ctrl = -1. */
  minor?: MinorKind;
  revolt: number;
  pillaged?: boolean;
  /** Castle construction stages 0..3; 3 = a castle. */
  castle: number;
  gov?: string;
  market?: boolean;
  /** Samurai of the minor army (neutral provinces). */
  msam?: number;
  /** Clan allied with this minor. */
  ally?: number;
  /** Clans with the friendship of this neutral province. */
  friends?: number[];
  /** The province's resource was destroyed (Awakening destroys a sanctuary). */
  noRes?: boolean;
}

export interface ClanState {
  id: string;
  name: string;
  seat: number;
  status: 'active' | 'abandoned' | 'rebel' | 'exile' | 'temples' | 'whispers';
  treasury: number;
  stress: number;
  reserve: number;
  pool: number;
  prestige: number;
  /** Resources of the current turn (do not carry over). */
  res: Record<ResKind, number>;
  rituals: string[];
  /** Major clans (seats) allied with this one. */
  allies: number[];
  /** Character ids held as hostages. */
  hostages: string[];
  teppo?: boolean;
  /** Win condition of an abandonment role. */
  goal?: { kind: 'tribe-provinces'; tribe: string; count: number } | { kind: 'take-heian' } | { kind: 'secret'; text: string };
  missed?: number;
}

export interface FleetView {
  clan: number;
  sea: string;
  order: FleetOrderKind;
  target?: string;
  dispersed?: boolean;
}

export interface NihonState {
  v: 1;
  turn: number;
  phase: 'orders' | 'over';
  rng: RngState;
  settings: NihonSettings;
  clans: ClanState[];
  provs: Record<string, ProvState>;
  chars: Record<string, CharState>;
  armies: Record<string, ArmyState>;
  /** Honour track, bottom (rank 1) to top. */
  honor: number[];
  /** Heads ranking, best first (ties to the more honourable clan). */
  headsRank: number[];
  /** Element temples already taken once (their rituals were given). */
  templesTaken: string[];
  /** Fleets of the last turn, for the views. */
  fleets: FleetView[];
  /** Per clan: one digit per province (MAP order) = vision level from step 60. */
  vision: string[];
  /** Per clan: seas seen this turn. */
  seaVision: string[][];
  sheets: (OrderSheet | null)[];
  final: boolean[];
  /** Events of the last resolved turn (per-clan reports are their filter). */
  events: GameEvent[];
  nextId: number;
  result?: GameResult;
}

// ---------------------------------------------------------------- order sheet

export type GiftTarget = { clan: string } | { minor: string } | { court: true };

export type CharOrder =
  | { kind: 'aggress'; target: string }
  | { kind: 'assassinate'; target: string }
  | { kind: 'corrupt'; target: string }
  | { kind: 'incite'; province: string }
  | { kind: 'raid'; province: string }
  | { kind: 'sabotage'; province: string }
  | { kind: 'seek-minor'; province: string }
  | { kind: 'seek-major'; clan: string }
  | { kind: 'seek-friendship'; province: string }
  | { kind: 'annex'; province: string }
  | { kind: 'gift'; to: GiftTarget; koku?: number; resources?: Partial<Record<ResKind, number>>; hostage?: string; ritual?: string }
  | { kind: 'move'; province: string }
  | { kind: 'spy'; province: string }
  | { kind: 'heal' }
  | { kind: 'join'; army: string }
  | { kind: 'protect'; target: string }
  | { kind: 'ritual'; ritual: string; target?: string; forget?: string }
  | { kind: 'give-province'; province: string; to: { clan: string } | { minor: 'clan' | 'temple' } }
  | { kind: 'execute-hostages'; clan: string }
  | { kind: 'release-hostages'; clan: string }
  | { kind: 'pilgrimage'; province: string }
  | { kind: 'promote'; profile: 'civil' | 'military' | 'holyman' | 'daimyo' };

export type CharOrderKind = CharOrder['kind'];
export const CHAR_ORDER_KINDS: CharOrderKind[] = ['aggress', 'assassinate', 'corrupt', 'incite', 'raid', 'sabotage', 'seek-minor', 'seek-major', 'seek-friendship', 'annex', 'gift', 'move', 'spy', 'heal', 'join', 'protect', 'ritual', 'give-province', 'execute-hostages', 'release-hostages', 'pilgrimage', 'promote'];
export const DAIMYO_ORDERS: CharOrderKind[] = ['give-province', 'execute-hostages', 'release-hostages', 'pilgrimage', 'promote'];

export type ArmyOrder = { kind: 'garrison' } | { kind: 'move' | 'crush' | 'attack'; path: string[] };

export interface ArmyEntry {
  /** Place this unused army number in a province of the clan (created at step 31). */
  create?: string;
  /** Name the general (installed at step 8). */
  general?: string;
  recruit?: { samurai?: number; ronin?: number; ashigaru?: number };
  /** Samurai disbanded at step 21 (a transfer when recruited again in the same province). */
  dismiss?: number;
  order?: ArmyOrder;
}

export type FleetOrderKind = 'raid' | 'supremacy' | 'transport';
export interface FleetEntry {
  sea: string;
  order: FleetOrderKind;
  /** Raid target: a coastal province of that sea. */
  target?: string;
}

export type ProvinceOrderKind = 'castle' | 'ashigaru' | 'taxes' | 'negotiate';
export interface ProvinceEntry {
  governor?: string;
  order?: ProvinceOrderKind;
  destroyCastle?: boolean;
}

export interface OrderSheet {
  characters?: Record<string, CharOrder>;
  armies?: Record<string, ArmyEntry>;
  fleets?: FleetEntry[];
  temporaryFleet?: boolean;
  provinces?: Record<string, ProvinceEntry>;
  /** Major clans whose alliance is broken (clan ids). */
  breakAlliances?: string[];
}

/** One invalid field of a sheet: where, why, and the rule. */
export interface SheetError {
  field: string;
  code: string;
  message: string;
  rule: string;
}

export type NihonMove =
  | { type: 'submit-orders'; sheet: OrderSheet }
  | { type: 'order'; unit: string; order: unknown }
  | { type: 'clear-order'; unit: string }
  | { type: 'mark-final' }
  | { type: 'unmark-final' }
  | { type: 'abandon' }
  // Referee moves (applyRefereeMove only):
  | { type: 'resolve-now' }
  | { type: 'abandon-clan'; seat: number; role: import('./abandon').AbandonRole }
  | { type: 'set-teppo'; seat: number; value: boolean };

export type NEvent = GameEvent & { place?: string };
