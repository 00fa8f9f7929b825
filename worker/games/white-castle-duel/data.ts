/**
 * The component data of The White Castle Duel, typed and validated. The engine reads every card,
 * tile, cost and cap from the JSON files in ./data; a group that owns the game corrects those files
 * and nothing else. `validateData` lists every inconsistency (the data tests require none).
 */
import boardJson from './data/board.json';
import climbingJson from './data/climbing.json';
import gardensJson from './data/gardens.json';
import influenceJson from './data/influence.json';
import lanternsJson from './data/lanterns.json';
import merchandiseJson from './data/merchandise.json';
import startingJson from './data/starting.json';
import trainingJson from './data/training.json';
import { LANGS, type Localized } from '../../engine/contract';
import { isConfidence, type Provenance } from '../../engine/provenance';

/** Where a fact comes from (worker/engine/provenance.ts); `note` says which part is weak and why. */
export type Mark = Provenance & { note?: string };
export type Color = 'coral' | 'black' | 'white';
export const COLORS: readonly Color[] = ['coral', 'black', 'white'];
export type Resource = 'food' | 'iron' | 'pearl';
export const RESOURCES: readonly Resource[] = ['food', 'iron', 'pearl'];
export type Icon = 'flag' | 'katana' | 'kabuto' | 'blueCrane' | 'whiteCrane';
export const ICONS: readonly Icon[] = ['flag', 'katana', 'kabuto', 'blueCrane', 'whiteCrane'];
export type Benefit = 'food' | 'iron' | 'pearl' | 'seal' | 'coin' | 'exchange' | 'point';
export const BENEFITS: readonly Benefit[] = ['food', 'iron', 'pearl', 'seal', 'coin', 'exchange', 'point'];
export type GardenId = 'stone' | 'plant';
export const GARDENS: readonly GardenId[] = ['stone', 'plant'];
export type YardId = 'basic' | 'elite';
export const YARDS: readonly YardId[] = ['basic', 'elite'];
export type PathId = 'left' | 'right';
export const PATHS: readonly PathId[] = ['left', 'right'];
export type ActionKind = 'garden' | 'training' | 'courtier' | 'trade' | 'lantern' | 'improve';
export const ACTION_KINDS: readonly ActionKind[] = ['garden', 'training', 'courtier', 'trade', 'lantern', 'improve'];
export type PaidAction = 'garden' | 'training' | 'courtier' | 'trade';
export type TradeOption = 'influence' | 'common' | 'luxury';
export const TRADE_OPTIONS: readonly TradeOption[] = ['influence', 'common', 'luxury'];
export type InfluenceColor = 'blue' | 'green' | 'coral';
export type Icons = Partial<Record<Icon, number>>;

/** Fixed and flexible gains of one reward icon group. */
export interface Gains {
  food?: number;
  iron?: number;
  pearl?: number;
  coins?: number;
  seals?: number;
  /** Coins and/or Daimyo seals, any mix. */
  coinOrSeal?: number;
  /** Resources of your choice, any mix. */
  anyResource?: number;
  points?: number;
  exchange?: number;
}
export const GAIN_KEYS = ['food', 'iron', 'pearl', 'coins', 'seals', 'coinOrSeal', 'anyResource', 'points', 'exchange'] as const;

/** A cost: fixed amounts plus flexible ones. */
export interface Cost {
  food?: number;
  iron?: number;
  pearl?: number;
  coins?: number;
  seals?: number;
  coinOrSeal?: number;
  anyResource?: number;
}
export const COST_KEYS = ['food', 'iron', 'pearl', 'coins', 'seals', 'coinOrSeal', 'anyResource'] as const;

export type Effect =
  | ({ kind: 'gain' } & Gains)
  | { kind: 'well'; count: number }
  | { kind: 'lanternCard'; activate?: boolean }
  | { kind: 'activate'; color: Color | 'any' }
  | { kind: 'improve'; count: number }
  | { kind: 'action'; action: PaidAction; discount?: number }
  | { kind: 'influence'; free?: boolean }
  | { kind: 'choice'; options: Effect[][] };

export interface InfluenceCard {
  id: string;
  color: InfluenceColor;
  name: Localized;
  cost: Cost;
  scroll: { cost?: Cost; effects: Effect[] };
  icons: Icons;
  sources: string[]; confidence: Provenance['confidence'];
  source?: string;
  /** Set on a card a match's correction set changed (corrections.ts): its mark is the set's. */
  corrected?: true;
}
export interface LanternCard { id: string; color: Color; reward: Effect[]; sources: string[]; confidence: Provenance['confidence']; note?: string; corrected?: true }
export interface StartingCard {
  id: string;
  gain: Gains;
  back: { color: Color; reward: Effect[] };
  sources: string[];
  confidence: Provenance['confidence'];
  note?: string;
}
export interface GardenFace { reward: Effect[]; sources: string[]; confidence: Provenance['confidence']; note?: string }
export interface GardenTile { id: string; stone: GardenFace; plant: GardenFace; sources: string[]; confidence: Provenance['confidence'] }
export interface TrainingTile { id: string; yard: YardId; rewards: Effect[][]; sources: string[]; confidence: Provenance['confidence']; note?: string }
export interface ClimbingTile { id: string; light: Effect[][]; dark: Effect[][]; sources: string[]; confidence: Provenance['confidence']; note?: string }
export interface MerchandiseTile { id: string; pile: 'common' | 'luxury'; icons: Icons; sources: string[]; confidence: Provenance['confidence'] }

export interface BoardData {
  players: number;
  turnsPerPlayerPerRound: number;
  caps: { coinsAndSeals: number; resourceMax: number; exchangeMax: number; clanSeals: number };
  conversion: { seals: number; resources: number };
  lanternTokensPerColor: number;
  lanternRowSize: number;
  startingCardsOffered: number;
  domainLanterns: Record<Color, Effect[]> & { sources: string[]; confidence: Provenance['confidence'] };
  castle: {
    decks: string[];
    actionSlots: string[];
    floors: string[][];
    locations: { id: string; floor: number; neighbours: string[] }[];
    sources: string[]; confidence: Provenance['confidence'];
  };
  locationTiles: { id: string; color: Color; sources: string[]; confidence: Provenance['confidence'] }[];
  actionTiles: { id: ActionKind; effect?: Effect; sources: string[]; confidence: Provenance['confidence'] }[];
  gardens: Record<GardenId, { cost: { food: number }; spacesPerColumn: number; columns: { icons: Icons; sources: string[]; confidence: Provenance['confidence'] }[] }>;
  trainingYards: Record<YardId, { cost: { iron: number }; spaces: number; katanaValue: number; kabutoValue: number; sources: string[]; confidence: Provenance['confidence'] }>;
  courtier: {
    moves: { steps: number; cost: { pearl: number } }[];
    levels: number[];
    stepsPerTile: number;
    paths: Record<PathId, { slots: ('light' | 'dark')[]; top: Effect[]; topMark: Mark }>;
  };
  trade: Record<TradeOption, number>;
  well: Benefit[];
  scoring: { coinsSealsPerPoint: number; resourceBands: { min: number; max: number; points: number }[]; fanTiles: number[] };
  firstGame: {
    actions: Record<string, ActionKind>;
    locations: Record<string, string>;
    gardens: Record<GardenId, string[]>;
    training: Record<YardId, string>;
    climbing: Record<PathId, string[]>;
    sources: string[]; confidence: Provenance['confidence'];
  };
}

export const BOARD = boardJson as unknown as BoardData;
export const INFLUENCE_CARDS = (influenceJson as unknown as { cards: InfluenceCard[] }).cards;
export const LANTERN_CARDS = (lanternsJson as unknown as { cards: LanternCard[] }).cards;
export const STARTING_CARDS = (startingJson as unknown as { cards: StartingCard[] }).cards;
export const GARDEN_TILES = (gardensJson as unknown as { tiles: GardenTile[] }).tiles;
export const TRAINING_TILES = (trainingJson as unknown as { tiles: TrainingTile[] }).tiles;
export const CLIMBING_TILES = (climbingJson as unknown as { tiles: ClimbingTile[] }).tiles;
export const MERCHANDISE_TILES = (merchandiseJson as unknown as { tiles: MerchandiseTile[] }).tiles;

function indexById<T extends { id: string }>(items: T[]): Map<string, T> {
  return new Map(items.map((x) => [x.id, x]));
}
const influenceById = indexById(INFLUENCE_CARDS);
const lanternById = indexById(LANTERN_CARDS);
const startingById = indexById(STARTING_CARDS);
const gardenById = indexById(GARDEN_TILES);
const trainingById = indexById(TRAINING_TILES);
const climbingById = indexById(CLIMBING_TILES);
const merchandiseById = indexById(MERCHANDISE_TILES);

function must<T>(m: Map<string, T>, id: string, what: string): T {
  const x = m.get(id);
  if (!x) throw new Error(`unknown ${what} ${id}`);
  return x;
}
/** A match's corrected cards, laid over the shipped ones while its engine call or board runs (corrections.ts). */
export interface CorrectedCards { influence: Map<string, InfluenceCard>; lantern: Map<string, LanternCard> }
let corrected: CorrectedCards | null = null;
/** Lay corrected cards over the shipped ones (null: none); returns what was laid before, to restore. */
export function setCorrectedCards(cards: CorrectedCards | null): CorrectedCards | null {
  const before = corrected;
  corrected = cards;
  return before;
}
export const influenceCard = (id: string): InfluenceCard => corrected?.influence.get(id) ?? must(influenceById, id, 'influence card');
export const lanternCard = (id: string): LanternCard => corrected?.lantern.get(id) ?? must(lanternById, id, 'lantern card');
export const startingCard = (id: string): StartingCard => must(startingById, id, 'starting card');
export const gardenTile = (id: string): GardenTile => must(gardenById, id, 'garden tile');
export const trainingTile = (id: string): TrainingTile => must(trainingById, id, 'training tile');
export const climbingTile = (id: string): ClimbingTile => must(climbingById, id, 'social climbing tile');
export const merchandiseTile = (id: string): MerchandiseTile => must(merchandiseById, id, 'merchandise tile');
export const isInfluenceCard = (id: string): boolean => influenceById.has(id);
export const isLanternCard = (id: string): boolean => lanternById.has(id);
export const isStartingCard = (id: string): boolean => startingById.has(id);

/** What a card lying in a lantern area gives when that lantern is activated (lantern cards and starting-card backs). */
export function lanternAreaReward(id: string): Effect[] {
  if (lanternById.has(id)) return lanternCard(id).reward;
  return startingCard(id).back.reward;
}
export function lanternAreaColor(id: string): Color {
  if (lanternById.has(id)) return lanternCard(id).color;
  return startingCard(id).back.color;
}

export function locationOf(id: string): { id: string; floor: number; neighbours: string[] } {
  const l = BOARD.castle.locations.find((x) => x.id === id);
  if (!l) throw new Error(`unknown location ${id}`);
  return l;
}
export const LOCATION_IDS: readonly string[] = BOARD.castle.locations.map((l) => l.id);
export const ACTION_SLOTS: readonly string[] = BOARD.castle.actionSlots;
export const DECK_SLOTS: readonly string[] = BOARD.castle.decks;
export const deckSlot = (deck: number): string => BOARD.castle.decks[deck - 1]!;
export const deckNumber = (slot: string): number => BOARD.castle.decks.indexOf(slot) + 1;
export const maxCourtierStep = (): number => BOARD.courtier.levels.length - 1;

/** The rewards of one step (1-based) of a social-climbing path, given the tiles placed on it. */
export function climbingStepReward(path: PathId, tiles: string[], step: number): Effect[] {
  const per = BOARD.courtier.stepsPerTile;
  const slot = Math.floor((step - 1) / per);
  if (slot >= tiles.length) return BOARD.courtier.paths[path].top;
  const face = BOARD.courtier.paths[path].slots[slot]!;
  return climbingTile(tiles[slot]!)[face][(step - 1) % per] ?? [];
}

// ---------------------------------------------------------------------------------------------
// Validation

const isNat = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isMarked = (x: unknown): boolean =>
  !!x && typeof x === 'object' && isConfidence((x as Mark).confidence) && Array.isArray((x as Mark).sources) && (x as Mark).sources.length > 0;
const isColor = (x: unknown): x is Color => COLORS.includes(x as Color);

function checkLocalized(x: unknown, where: string, errors: string[]): void {
  const o = x as Record<string, unknown> | null;
  for (const lang of LANGS) {
    if (!o || typeof o[lang] !== 'string' || (o[lang] as string).trim() === '') errors.push(`${where}: missing ${lang} text`);
  }
}
function checkIcons(x: unknown, where: string, errors: string[]): void {
  if (!x || typeof x !== 'object') { errors.push(`${where}: icons must be an object`); return; }
  for (const [k, v] of Object.entries(x)) {
    if (!ICONS.includes(k as Icon)) errors.push(`${where}: unknown icon ${k}`);
    if (!isNat(v) || v === 0) errors.push(`${where}: icon ${k} must be a positive integer`);
  }
}
function checkCost(x: unknown, where: string, errors: string[]): void {
  if (!x || typeof x !== 'object') { errors.push(`${where}: cost must be an object`); return; }
  const entries = Object.entries(x);
  if (entries.length === 0) errors.push(`${where}: empty cost`);
  for (const [k, v] of entries) {
    if (!(COST_KEYS as readonly string[]).includes(k)) errors.push(`${where}: unknown cost key ${k}`);
    if (!isNat(v) || v === 0) errors.push(`${where}: cost ${k} must be a positive integer`);
  }
}
export function checkEffects(list: unknown, where: string, errors: string[]): void {
  if (!Array.isArray(list)) { errors.push(`${where}: effects must be a list`); return; }
  list.forEach((e, i) => checkEffect(e, `${where}[${i}]`, errors));
}
function checkEffect(e: unknown, where: string, errors: string[]): void {
  const o = e as Record<string, unknown> | null;
  if (!o || typeof o !== 'object') { errors.push(`${where}: effect must be an object`); return; }
  const keys = Object.keys(o).filter((k) => k !== 'kind');
  const only = (allowed: string[]): void => {
    for (const k of keys) if (!allowed.includes(k)) errors.push(`${where}: unexpected field ${k} for ${String(o.kind)}`);
  };
  switch (o.kind) {
    case 'gain':
      only([...GAIN_KEYS]);
      if (keys.length === 0) errors.push(`${where}: empty gain`);
      for (const k of keys) if (!isNat(o[k]) || o[k] === 0) errors.push(`${where}: gain ${k} must be a positive integer`);
      break;
    case 'well':
    case 'improve':
      only(['count']);
      if (!isNat(o.count) || o.count === 0) errors.push(`${where}: count must be a positive integer`);
      break;
    case 'lanternCard':
      only(['activate']);
      if (o.activate !== undefined && typeof o.activate !== 'boolean') errors.push(`${where}: activate must be a boolean`);
      break;
    case 'activate':
      only(['color']);
      if (!isColor(o.color) && o.color !== 'any') errors.push(`${where}: bad colour ${String(o.color)}`);
      break;
    case 'action':
      only(['action', 'discount']);
      if (!['garden', 'training', 'courtier', 'trade'].includes(o.action as string)) errors.push(`${where}: bad action ${String(o.action)}`);
      if (o.discount !== undefined && !isNat(o.discount)) errors.push(`${where}: discount must be a natural number`);
      break;
    case 'influence':
      only(['free']);
      if (o.free !== undefined && typeof o.free !== 'boolean') errors.push(`${where}: free must be a boolean`);
      break;
    case 'choice':
      only(['options']);
      if (!Array.isArray(o.options) || o.options.length < 2) errors.push(`${where}: a choice needs at least two options`);
      else o.options.forEach((opt, i) => checkEffects(opt, `${where}.options[${i}]`, errors));
      break;
    default:
      errors.push(`${where}: unknown effect kind ${String(o.kind)}`);
  }
}
function checkUnique(ids: string[], what: string, errors: string[]): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (typeof id !== 'string' || id === '') errors.push(`${what}: bad id`);
    if (seen.has(id)) errors.push(`${what}: duplicate id ${id}`);
    seen.add(id);
  }
}

/** Every inconsistency of the data files (empty when all is well). */
export function validateData(): string[] {
  const errors: string[] = [];
  const b = BOARD;
  // Board
  if (b.players !== 2) errors.push('board: players must be 2');
  if (!isNat(b.turnsPerPlayerPerRound) || b.turnsPerPlayerPerRound < 1) errors.push('board: turnsPerPlayerPerRound');
  for (const [k, v] of Object.entries(b.caps)) if (!isNat(v) || v === 0) errors.push(`board: cap ${k}`);
  if (b.castle.locations.length * 3 < 2 * b.turnsPerPlayerPerRound) errors.push('board: not enough room for the lantern tokens');
  if (b.lanternTokensPerColor * 3 !== b.turnsPerPlayerPerRound) errors.push('board: each player must place exactly one token per turn of the first round');
  for (const c of COLORS) checkEffects(b.domainLanterns[c], `board.domainLanterns.${c}`, errors);
  const slots = new Set([...b.castle.decks, ...b.castle.actionSlots]);
  for (const l of b.castle.locations) {
    if (l.neighbours.length !== 2) errors.push(`board: location ${l.id} needs two neighbours`);
    for (const n of l.neighbours) if (!slots.has(n)) errors.push(`board: location ${l.id} has unknown neighbour ${n}`);
  }
  checkUnique(b.castle.locations.map((l) => l.id), 'locations', errors);
  if (b.locationTiles.length !== b.castle.locations.length) errors.push('board: one location tile per location');
  for (const t of b.locationTiles) { if (!isColor(t.color)) errors.push(`location tile ${t.id}: colour`); if (!isMarked(t)) errors.push(`location tile ${t.id}: provenance`); }
  checkUnique(b.locationTiles.map((t) => t.id), 'location tiles', errors);
  if (b.actionTiles.length !== b.castle.actionSlots.length) errors.push('board: one action tile per action slot');
  checkUnique(b.actionTiles.map((t) => t.id), 'action tiles', errors);
  for (const t of b.actionTiles) {
    if (!ACTION_KINDS.includes(t.id)) errors.push(`action tile ${t.id}: unknown action`);
    if (!isMarked(t)) errors.push(`action tile ${t.id}: provenance`);
    if (t.id === 'lantern' && (t.effect?.kind !== 'activate')) errors.push('action tile lantern: effect must activate a lantern');
    if (t.id === 'improve' && (t.effect?.kind !== 'improve')) errors.push('action tile improve: effect must improve');
  }
  for (const g of GARDENS) {
    const gd = b.gardens[g];
    if (!gd || !isNat(gd.cost.food) || !isNat(gd.spacesPerColumn) || gd.spacesPerColumn < 1) { errors.push(`board: garden ${g}`); continue; }
    gd.columns.forEach((c, i) => { checkIcons(c.icons, `garden ${g} column ${i}`, errors); if (!isMarked(c)) errors.push(`garden ${g} column ${i}: provenance`); });
  }
  for (const y of YARDS) {
    const yd = b.trainingYards[y];
    if (!yd || !isNat(yd.cost.iron) || !isNat(yd.spaces) || !isNat(yd.katanaValue) || !isNat(yd.kabutoValue)) errors.push(`board: yard ${y}`);
  }
  const c = b.courtier;
  if (c.levels.length !== c.stepsPerTile * 2 + 2 || c.levels[0] !== 0) errors.push('board: courtier levels');
  for (const m of c.moves) if (!isNat(m.steps) || m.steps < 1 || !isNat(m.cost.pearl)) errors.push('board: courtier move');
  for (const p of PATHS) {
    if (c.paths[p].slots.length !== 2) errors.push(`board: path ${p} needs two tile slots`);
    checkEffects(c.paths[p].top, `board.courtier.paths.${p}.top`, errors);
  }
  for (const o of TRADE_OPTIONS) if (!isNat(b.trade[o])) errors.push(`board: trade ${o}`);
  for (const w of b.well) if (!BENEFITS.includes(w)) errors.push(`board: unknown well benefit ${w}`);
  // Components
  const influence = INFLUENCE_CARDS;
  checkUnique(influence.map((x) => x.id), 'influence cards', errors);
  if (influence.length % b.castle.decks.length !== 0) errors.push('influence cards: must split evenly over the decks');
  for (const card of influence) {
    const w = `influence ${card.id}`;
    if (!['blue', 'green', 'coral'].includes(card.color)) errors.push(`${w}: colour`);
    checkLocalized(card.name, `${w} name`, errors);
    checkCost(card.cost, `${w} cost`, errors);
    for (const k of Object.keys(card.cost)) if (!['coins', 'seals', 'coinOrSeal'].includes(k)) errors.push(`${w}: a card costs coins and/or seals only`);
    if (card.scroll.cost) checkCost(card.scroll.cost, `${w} scroll cost`, errors);
    checkEffects(card.scroll.effects, `${w} scroll`, errors);
    checkIcons(card.icons, w, errors);
    if (!isMarked(card)) errors.push(`${w}: provenance`);
  }
  checkUnique(LANTERN_CARDS.map((x) => x.id), 'lantern cards', errors);
  if (LANTERN_CARDS.length < b.lanternRowSize) errors.push('lantern cards: fewer than the row');
  for (const card of LANTERN_CARDS) {
    if (!isColor(card.color)) errors.push(`lantern ${card.id}: colour`);
    checkEffects(card.reward, `lantern ${card.id}`, errors);
    if (!isMarked(card)) errors.push(`lantern ${card.id}: provenance`);
  }
  checkUnique(STARTING_CARDS.map((x) => x.id), 'starting cards', errors);
  if (STARTING_CARDS.length < b.startingCardsOffered || b.startingCardsOffered < 2) errors.push('starting cards: too few');
  for (const card of STARTING_CARDS) {
    const w = `starting ${card.id}`;
    for (const [k, v] of Object.entries(card.gain)) {
      if (!['food', 'iron', 'pearl', 'coins', 'seals', 'points', 'exchange'].includes(k)) errors.push(`${w}: the front may only hold fixed gains (${k})`);
      if (!isNat(v)) errors.push(`${w}: gain ${k}`);
    }
    const cs = (card.gain.coins ?? 0) + (card.gain.seals ?? 0);
    if (cs > b.caps.coinsAndSeals) errors.push(`${w}: over the coin and seal cap`);
    if (!isColor(card.back.color)) errors.push(`${w}: back colour`);
    checkEffects(card.back.reward, `${w} back`, errors);
    if (!isMarked(card)) errors.push(`${w}: provenance`);
  }
  checkUnique(GARDEN_TILES.map((x) => x.id), 'garden tiles', errors);
  const gardenSlots = b.gardens.stone.columns.length + b.gardens.plant.columns.length;
  if (GARDEN_TILES.length < gardenSlots) errors.push('garden tiles: too few');
  for (const t of GARDEN_TILES) {
    for (const g of GARDENS) { checkEffects(t[g]?.reward, `garden ${t.id} ${g}`, errors); if (!isMarked(t[g])) errors.push(`garden ${t.id} ${g}: provenance`); }
    if (!isMarked(t)) errors.push(`garden ${t.id}: provenance`);
  }
  checkUnique(TRAINING_TILES.map((x) => x.id), 'training tiles', errors);
  for (const y of YARDS) if (!TRAINING_TILES.some((t) => t.yard === y)) errors.push(`training tiles: none for ${y}`);
  for (const t of TRAINING_TILES) {
    if (!YARDS.includes(t.yard)) errors.push(`training ${t.id}: yard`);
    if (!Array.isArray(t.rewards) || t.rewards.length < 1) errors.push(`training ${t.id}: rewards`);
    else t.rewards.forEach((r, i) => checkEffects(r, `training ${t.id} reward ${i}`, errors));
    if (!isMarked(t)) errors.push(`training ${t.id}: provenance`);
  }
  checkUnique(CLIMBING_TILES.map((x) => x.id), 'climbing tiles', errors);
  if (CLIMBING_TILES.length < 4) errors.push('climbing tiles: too few');
  for (const t of CLIMBING_TILES) {
    for (const f of ['light', 'dark'] as const) {
      if (!Array.isArray(t[f]) || t[f].length !== c.stepsPerTile) errors.push(`climbing ${t.id} ${f}: needs ${c.stepsPerTile} steps`);
      else t[f].forEach((r, i) => checkEffects(r, `climbing ${t.id} ${f} step ${i + 1}`, errors));
    }
    if (!isMarked(t)) errors.push(`climbing ${t.id}: provenance`);
  }
  checkUnique(MERCHANDISE_TILES.map((x) => x.id), 'merchandise', errors);
  for (const t of MERCHANDISE_TILES) {
    if (t.pile !== 'common' && t.pile !== 'luxury') errors.push(`merchandise ${t.id}: pile`);
    checkIcons(t.icons, `merchandise ${t.id}`, errors);
    if (!isMarked(t)) errors.push(`merchandise ${t.id}: provenance`);
  }
  // First game
  const fg = b.firstGame;
  const kinds = Object.values(fg.actions).sort().join(',');
  if (kinds !== b.actionTiles.map((t) => t.id).sort().join(',') || Object.keys(fg.actions).sort().join(',') !== [...b.castle.actionSlots].sort().join(',')) errors.push('first game: actions must use each tile once on each slot');
  if (Object.keys(fg.locations).sort().join(',') !== b.castle.locations.map((l) => l.id).sort().join(',')) errors.push('first game: one tile per location');
  if (new Set(Object.values(fg.locations)).size !== b.locationTiles.length || Object.values(fg.locations).some((id) => !b.locationTiles.some((t) => t.id === id))) errors.push('first game: location tiles');
  const fgGardens = [...fg.gardens.stone, ...fg.gardens.plant];
  if (new Set(fgGardens).size !== fgGardens.length || fgGardens.some((id) => !gardenById.has(id))) errors.push('first game: garden tiles');
  if (fg.gardens.stone.length !== b.gardens.stone.columns.length || fg.gardens.plant.length !== b.gardens.plant.columns.length) errors.push('first game: one garden tile per column');
  for (const y of YARDS) if (trainingById.get(fg.training[y])?.yard !== y) errors.push(`first game: ${y} yard tile`);
  const fgClimb = [...fg.climbing.left, ...fg.climbing.right];
  if (new Set(fgClimb).size !== 4 || fgClimb.some((id) => !climbingById.has(id))) errors.push('first game: climbing tiles');
  return errors;
}
