/**
 * The JSON state of a White Castle Duel match and the moves that change it.
 */
import type { Seat } from '../../engine/contract';
import type { RngState } from '../../engine/rng';
import type { CorrectionSet } from '../../engine/corrections';
import type { ActionKind, Benefit, Color, Effect, GardenId, PaidAction, PathId, Resource, TradeOption, YardId } from './data';

export interface WcdOptions {
  layout: 'first-game' | 'random';
  /** The table's correction set (a data edition, worker/engine/corrections.ts), when the creator chose one. */
  corrections?: CorrectionSet;
}

/** Coins, seals or resources handed over for a cost. Absent keys are 0. */
export interface Pay {
  food?: number;
  iron?: number;
  pearl?: number;
  coins?: number;
  seals?: number;
}
export const PAY_KEYS = ['food', 'iron', 'pearl', 'coins', 'seals'] as const;

export type WcdMove =
  | { type: 'start-card'; card: string }
  | { type: 'exchange'; a: string; b: string }
  | { type: 'place'; color: Color; location: string }
  | { type: 'take'; location: string }
  | { type: 'buy'; deck: number; pay?: Pay }
  | { type: 'scroll'; pay?: Pay }
  | { type: 'garden'; garden: GardenId; column: number }
  | { type: 'training'; yard: YardId; reward: number }
  | { type: 'courtier'; steps: number; path?: PathId }
  | { type: 'trade'; option: TradeOption; pay: Pay }
  | { type: 'lantern'; color: Color }
  | { type: 'improve'; card: string }
  | { type: 'decline'; slot: string; benefit: Benefit }
  | { type: 'well'; benefit: Benefit }
  | { type: 'resource'; resource: Resource }
  | { type: 'keep'; coins: number; seals: number }
  | { type: 'lantern-card'; card: string }
  | { type: 'choose'; option: number }
  | { type: 'skip' }
  | { type: 'convert'; resource: Resource }
  | { type: 'undo' }
  | { type: 'end-turn' };

export type MoveType = WcdMove['type'];
export const MOVE_TYPES: readonly MoveType[] = [
  'start-card', 'exchange', 'place', 'take', 'buy', 'scroll', 'garden', 'training', 'courtier', 'trade', 'lantern',
  'improve', 'decline', 'well', 'resource', 'keep', 'lantern-card', 'choose', 'skip', 'convert', 'undo', 'end-turn',
];

/**
 * One pending piece of a turn, resolved in order (front first). Decisions wait for a move of the
 * active player; the others resolve by themselves.
 */
export type Task =
  /** Gain fixed amounts (coins/seals may become a `keep` decision at the cap or for a flexible mix). */
  | { t: 'gain'; g: GainsT; rule: string }
  /** Decide which coins and seals to keep: incoming fixed coins, fixed seals and a flexible part. */
  | { t: 'keep'; coins: number; seals: number; flex: number }
  /** Pick n resources one at a time. */
  | { t: 'any'; n: number }
  /** Pick n well benefits one at a time. */
  | { t: 'well'; n: number }
  | { t: 'lanternCard'; activate: boolean }
  | { t: 'activate'; color: Color | 'any' }
  /** Flip up to n influence cards (optional). */
  | { t: 'improve'; n: number }
  /** An action granted by an effect (optional), with its discount. */
  | { t: 'action'; action: PaidAction; discount: number }
  /** Buy (or take free) the top card of any deck (optional). */
  | { t: 'influence'; free: boolean }
  /** The scroll of the card just obtained (optional). */
  | { t: 'scroll'; card: string }
  | { t: 'choice'; options: Effect[][] };

export interface GainsT {
  food?: number;
  iron?: number;
  pearl?: number;
  coins?: number;
  seals?: number;
  coinOrSeal?: number;
  points?: number;
  exchange?: number;
}

export interface PlayerState {
  food: number;
  iron: number;
  pearl: number;
  coins: number;
  seals: number;
  exchange: number;
  /** Clan points scored during the game (red fans). */
  points: number;
  /** Clan seals still in the domain. */
  clanSeals: number;
  /** Lantern tokens in the domain, by colour. */
  tokens: Record<Color, number>;
  /** Cards lying in each lantern area (lantern cards and the starting card's back), oldest first. */
  lanterns: Record<Color, string[]>;
  influence: { card: string; improved: boolean }[];
  merchandise: string[];
  courtier: { path: PathId | null; step: number };
  startCard: string | null;
  /** Turns played in the Outgoing and the Return round. */
  turns: [number, number];
}

export interface TurnState {
  seat: Seat;
  stage: 'start' | 'actions';
  exchangeUsed: boolean;
  location: string | null;
  /** The castle slots next to the location not resolved yet (action slots A*, deck slots D*). */
  remaining: string[];
  queue: Task[];
}

export interface WcdState {
  game: 'white-castle-duel';
  version: 1;
  options: WcdOptions;
  rng: RngState;
  phase: 'start-cards' | 'play' | 'over';
  round: 1 | 2;
  /** Turns completed in the current round. */
  turnInRound: number;
  /** First player of the Outgoing round. */
  startingPlayer: Seat;
  /** Holder of the first-player marker (first player of the current round). */
  firstPlayer: Seat;
  /** Who picks a starting card now (start-cards phase). */
  startPicker: Seat | null;
  players: PlayerState[];
  castle: {
    actions: Record<string, ActionKind>;
    locations: Record<string, { tile: string; color: Color; stack: Color[] }>;
    /** Influence decks; index 0 is the top card (visible), the rest is hidden. */
    decks: string[][];
  };
  gardens: Record<GardenId, { tiles: string[]; seals: (Seat | null)[][] }>;
  yards: Record<YardId, { tile: string; seals: (Seat | null)[] }>;
  /** Social climbing tiles on each path: [level 1 slot, level 2 slot]. */
  climbing: Record<PathId, string[]>;
  /** Merchandise piles; index 0 is the visible top tile. */
  merchandise: { common: string[]; luxury: string[] };
  lanternRow: string[];
  /** Hidden, in draw order. */
  lanternDeck: string[];
  /** The starting cards revealed at set-up that nobody has taken yet. */
  startOffer: string[];
  turn: TurnState | null;
  /** The state at the start of the turn or at the last reveal: undo replays from here. Never shown. */
  checkpoint: WcdState | null;
  /** Steps of the current turn since the checkpoint. */
  turnMoves: WcdMove[];
}
