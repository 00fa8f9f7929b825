/**
 * Rising Sun: the JSON shapes of the state, the moves and the internal task queue.
 *
 * The whole game is a plain JSON object (no classes, no Maps) so that it clones, stores and replays
 * exactly. Randomness lives in `rng` (see worker/engine/rng.ts); nothing else is random.
 */
import type { CorrectionSet } from '../../engine/corrections';
import type { RngState } from '../../engine/rng';
import type { Seat } from '../../engine/contract';

export type ClanId = 'koi' | 'lotus' | 'turtle' | 'dragonfly' | 'bonsai';
export type ProvinceId = 'hokkaido' | 'oshu' | 'edo' | 'kyoto' | 'kansai' | 'nagato' | 'shikoku' | 'kyushu';
export type MandateId = 'recruit' | 'marshal' | 'train' | 'harvest' | 'betray';
export type KamiId = 'amaterasu' | 'fujin' | 'hachiman' | 'raijin' | 'ryujin' | 'susanoo' | 'tsukuyomi';
export type CardSetId = 'archway' | 'horseman' | 'teapot';
export type MonsterId =
  | 'oni-of-skulls' | 'komainu' | 'yurei' | 'oni-of-blood' | 'oni-of-souls' | 'river-dragon' | 'oni-of-hate' | 'oni-of-spite';
export type CardId = string;
export type FigureKind = 'daimyo' | 'bushi' | 'shinto' | 'monster';
/** A figure named by kind when it is taken from a reserve: a plain kind or a monster's id. */
export type UnitKind = 'daimyo' | 'bushi' | 'shinto' | MonsterId;
export type BidAction = 'seppuku' | 'hostage' | 'ronin' | 'poets';
export const BID_ACTIONS: readonly BidAction[] = ['seppuku', 'hostage', 'ronin', 'poets'];

export interface RsOptions {
  /** The season-card set added to the core cards ('random': drawn at set-up). */
  cardSet: CardSetId | 'random';
  /** Four Kami: the rulebook's first-game four, or four drawn at random. */
  shrines: 'first-game' | 'random';
  /** Which clans play: the first ones in honor order (Koi, Lotus, Turtle, ...) or a random draw. */
  clans: 'standard' | 'random';
  /** The table's correction set (a data edition, worker/engine/corrections.ts), when the creator chose one. */
  corrections?: CorrectionSet;
}

/** Where a figure is. Monsters nobody has bought yet are in the box. */
export type FigureWhere = 'reserve' | 'province' | 'shrine' | 'hostage' | 'box';

export interface Figure {
  id: string;
  kind: FigureKind;
  monster?: MonsterId;
  /** null only for a monster still in the box. */
  owner: Seat | null;
  where: FigureWhere;
  province?: ProvinceId;
  shrine?: number;
  /** For a hostage: the seat that holds it. */
  holder?: Seat;
}

export interface Stronghold {
  id: string;
  owner: Seat;
  /** null: still in the clan's reserve. */
  province: ProvinceId | null;
}

export interface WarToken { province: ProvinceId; season: number }

export interface TrackTile {
  /** The mandate carried out (for Lotus: the one declared). */
  declared: MandateId;
  chooser: Seat;
  /** The tile laid on the track (hidden from the others when face down). */
  tile: MandateId;
  faceDown: boolean;
}

export interface Deal {
  id: number;
  from: Seat;
  to: Seat;
  terms: string;
  coins: number;
  ronin: number;
  status: 'open' | 'accepted' | 'declined' | 'withdrawn' | 'expired';
  season: number;
}

export type BidSheet = Record<BidAction, number>;

export interface Battle {
  province: ProvinceId;
  slot: number;
  involved: Seat[];
  /** Per seat (index = seat); null for seats not involved. Secret until `revealed`. */
  bids: (BidSheet | null)[];
  submitted: boolean[];
  revealed: boolean;
  /** Seat that carried out Hire Ronin. */
  hired: Seat | null;
  /** Figures killed in this battle (Imperial Poets counts them). */
  killed: number;
  winner: Seat | null;
  spared: boolean;
}

export interface TeaState {
  ready: boolean[];
  proposals: { from: Seat; to: Seat }[];
  proposalsMade: number[];
}

export interface WinterLine {
  seat: Seat;
  vpBeforeWinter: number;
  winterCards: number;
  warTokens: number;
  distinctProvinces: number;
  distinctBonus: number;
  total: number;
}

/** One step of the game still to do. Prompts wait for a move; the others run by themselves. */
export type Task =
  | { t: 'seasonSetup' }
  | { t: 'tea' }
  | { t: 'mandate'; step: number }
  | { t: 'choose'; seat: Seat; step: number }
  | { t: 'mandateEnd'; step: number }
  | { t: 'recruitStart'; seat: Seat; bonus: boolean }
  | { t: 'recruit'; seat: Seat; slots: Partial<Record<ProvinceId, number>>; any: number; bonus: boolean; summoned: boolean }
  | { t: 'afterSummon'; seat: Seat }
  | { t: 'endRecruit'; order: Seat[] }
  | { t: 'endRecruitCards'; seat: Seat }
  | { t: 'order'; why: 'endRecruit' | 'warStart'; chooser: Seat; owners: Seat[] }
  | { t: 'warCards'; seat: Seat }
  | { t: 'place'; seat: Seat; why: 'kenin' | 'samurai' | 'raijin' | 'light' | 'monster'; monster?: MonsterId }
  | { t: 'ninja'; seat: Seat }
  | { t: 'monkey'; seat: Seat }
  | { t: 'marshal'; seat: Seat; moved: string[]; bonus: boolean; built: boolean; sea: string[] }
  | { t: 'fujin'; seat: Seat; left: number; sea: string[] }
  | { t: 'train'; seat: Seat; discount: number; ryujin: boolean }
  | { t: 'benevolence'; seat: Seat; left: number }
  | { t: 'harvest'; chooser: Seat }
  | { t: 'betray'; seat: Seat; owners: Seat[]; normal: number; extra: number }
  | { t: 'kami' }
  | { t: 'shrine'; index: number }
  | { t: 'warStart' }
  | { t: 'warProvince'; slot: number }
  | { t: 'bid' }
  | { t: 'advStart'; action: 'seppuku' | 'hostage' | 'ronin' }
  | { t: 'advantage'; action: 'seppuku' | 'hostage' | 'ronin'; seat: Seat; left: number }
  | { t: 'outcome' }
  | { t: 'mercy'; seat: Seat }
  | { t: 'kill' }
  | { t: 'poets' }
  | { t: 'reparationsStart' }
  | { t: 'reparations'; seat: Seat; remainder: number }
  | { t: 'battleEnd' }
  | { t: 'seasonEnd' }
  | { t: 'winter' };

export type Phase = 'tea' | 'political' | 'war' | 'over';

export interface RsState {
  v: 1;
  options: RsOptions;
  /** The season-card set in play (the option, resolved). */
  cardSet: CardSetId;
  players: number;
  /** Seat -> clan. Seats are in clockwise play order; seat 0 starts highest on the honor track. */
  clans: ClanId[];
  rng: RngState;
  /** 1 spring, 2 summer, 3 autumn, 4 winter (scoring). */
  season: number;
  phase: Phase;
  /** Seats from the most honorable to the least. */
  honor: Seat[];
  vp: number[];
  coins: number[];
  ronin: number[];
  figures: Figure[];
  strongholds: Stronghold[];
  /** The four Kami, left to right. */
  shrines: KamiId[];
  /** Season decks still to come (index season-1), and the cards on offer now. */
  decks: CardId[][];
  offer: CardId[];
  /** Cards each seat owns (a card id appears once per copy). */
  cards: CardId[][];
  /** Shuffled war-province stacks still face down (index season-1). Secret. */
  warStacks: ProvinceId[][];
  /** This season's war provinces in resolution order. */
  warTrack: ProvinceId[];
  warResolved: number;
  warTokens: WarToken[][];
  /** Face-down mandate stack, top first. Secret. */
  mandateDeck: MandateId[];
  politicalTrack: TrackTile[];
  /** Current political step (1..7), 0 before the first mandate of a season. */
  step: number;
  nextChooser: Seat;
  /** Tiles the chooser is looking at (secret to that seat). */
  drawn: MandateId[] | null;
  /** The three tiles a chooser put back on top, known to that seat only until the next draw. */
  returned: { seat: Seat; tiles: MandateId[] } | null;
  alliances: [Seat, Seat][];
  /** Seasons in which each seat formed an alliance (Form of the Kindred). */
  alliedSeasons: number[][];
  tea: TeaState | null;
  deals: Deal[];
  nextDealId: number;
  battle: Battle | null;
  queue: Task[];
  winter: WinterLine[] | null;
  /** Moves applied so far. */
  moveCount: number;
}

export type RsMove =
  | { type: 'proposeAlliance'; to: Seat }
  | { type: 'acceptAlliance'; from: Seat }
  | { type: 'declineAlliance'; from: Seat }
  | { type: 'withdrawAlliance'; to: Seat }
  | { type: 'ready' }
  | { type: 'gift'; to: Seat; coins: number; ronin: number }
  | { type: 'offerDeal'; to: Seat; terms: string; coins: number; ronin: number }
  | { type: 'acceptDeal'; deal: number }
  | { type: 'declineDeal'; deal: number }
  | { type: 'withdrawDeal'; deal: number }
  | { type: 'chooseMandate'; index: number; declare?: MandateId }
  | { type: 'recruit'; unit: UnitKind; province: ProvinceId; shrine?: number }
  | { type: 'move'; piece: string; to: ProvinceId }
  | { type: 'buildStronghold'; province: ProvinceId }
  | { type: 'buy'; card: CardId }
  | { type: 'replace'; target: string; unit: UnitKind }
  | { type: 'place'; province?: ProvinceId; shrine?: number }
  | { type: 'ninja'; target: string }
  | { type: 'monkey' }
  | { type: 'benevolence'; to: Seat }
  | { type: 'setBid'; action: BidAction; coins: number }
  | { type: 'submitBid' }
  | { type: 'seppuku' }
  | { type: 'takeHostage'; target: string }
  | { type: 'hireRonin' }
  | { type: 'mercy' }
  | { type: 'reparations'; extra: Seat[] }
  | { type: 'resolveFirst'; seat: Seat }
  | { type: 'pass' };
