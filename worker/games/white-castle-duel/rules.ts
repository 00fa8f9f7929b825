/**
 * The rules of The White Castle Duel: set-up, legal moves, move application and final scoring.
 *
 * A turn is a sequence of small steps. Pending work lives in `turn.queue` (front first): effects
 * that resolve by themselves (fixed gains, a lantern of a given colour) and decisions that wait for
 * a move of the active player (which coins and seals to keep, a well benefit, a lantern card...).
 * When the queue is empty, the player resolves or declines the actions next to the location of
 * the lantern token, then ends the turn. Undo replays the turn's steps from a checkpoint taken at
 * the start of the turn and after every reveal of hidden information.
 */
import { jsonEqual, reject, type ApplyResult, type GameEvent, type GameResult, type ResultEntry, type Seat } from '../../engine/contract';
import { checkMove } from '../../engine/move-schema';
import { nextInt, seedRng, shuffled } from '../../engine/rng';
import {
  ACTION_SLOTS, BENEFITS, BOARD, COLORS, CLIMBING_TILES, GARDENS, GARDEN_TILES, ICONS, INFLUENCE_CARDS, LANTERN_CARDS,
  LOCATION_IDS, MERCHANDISE_TILES, PATHS, RESOURCES, STARTING_CARDS, TRADE_OPTIONS, TRAINING_TILES, YARDS,
  climbingStepReward, deckNumber, deckSlot, gardenTile, influenceCard, lanternAreaReward, lanternCard, locationOf,
  maxCourtierStep, merchandiseTile, startingCard, trainingTile,
  type ActionKind, type Benefit, type Color, type Cost, type Effect, type GardenId, type Icon, type PaidAction,
  type PathId, type Resource, type TradeOption, type YardId,
} from './data';
import { WCD_MOVE_SCHEMA } from './move-schema';
import { RULE } from './rule-ids';
import { MOVE_TYPES, PAY_KEYS, type GainsT, type Pay, type PlayerState, type Task, type TurnState, type WcdMove, type WcdOptions, type WcdState } from './state';

// ---------------------------------------------------------------------------------------------
// Small helpers

class MoveError extends Error {
  constructor(public code: string, message: string, public rule: string) {
    super(message);
  }
}
function fail(code: string, message: string, rule: string): never {
  throw new MoveError(code, message, rule);
}

const CAP = BOARD.caps;
export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
const TURNS_PER_ROUND = BOARD.turnsPerPlayerPerRound * 2;

export function actionTileEffect(kind: ActionKind): Effect | undefined {
  return BOARD.actionTiles.find((t) => t.id === kind)?.effect;
}

interface Ctx {
  s: WcdState;
  seat: Seat;
  events: GameEvent[];
  revealed: boolean;
}
const me = (ctx: Ctx): PlayerState => ctx.s.players[ctx.seat]!;
const emit = (ctx: Ctx, e: GameEvent): void => {
  ctx.events.push(e);
};

// ---------------------------------------------------------------------------------------------
// Set-up

function newPlayer(): PlayerState {
  const n = BOARD.lanternTokensPerColor;
  return {
    food: 0, iron: 0, pearl: 0, coins: 0, seals: 0, exchange: 0, points: 0,
    clanSeals: CAP.clanSeals,
    tokens: { coral: n, black: n, white: n },
    lanterns: { coral: [], black: [], white: [] },
    influence: [],
    merchandise: [],
    courtier: { path: null, step: 0 },
    startCard: null,
    turns: [0, 0],
  };
}

export function setupState(options: WcdOptions, seed: string): WcdState {
  const rng = seedRng(seed);
  const fg = BOARD.firstGame;
  const first = options.layout === 'first-game';

  let actions: Record<string, ActionKind>;
  let locTiles: Record<string, string>;
  if (first) {
    actions = { ...fg.actions };
    locTiles = { ...fg.locations };
  } else {
    const a = shuffled(rng, BOARD.actionTiles.map((t) => t.id));
    actions = Object.fromEntries(ACTION_SLOTS.map((slot, i) => [slot, a[i]!]));
    const l = shuffled(rng, BOARD.locationTiles.map((t) => t.id));
    locTiles = Object.fromEntries(LOCATION_IDS.map((id, i) => [id, l[i]!]));
  }
  const locations = Object.fromEntries(LOCATION_IDS.map((id) => {
    const tile = locTiles[id]!;
    const color = BOARD.locationTiles.find((t) => t.id === tile)!.color;
    return [id, { tile, color, stack: [] as Color[] }];
  }));

  const influence = shuffled(rng, INFLUENCE_CARDS.map((c) => c.id));
  const per = influence.length / BOARD.castle.decks.length;
  const decks = BOARD.castle.decks.map((_, i) => influence.slice(i * per, (i + 1) * per));

  const basicTiles = TRAINING_TILES.filter((t) => t.yard === 'basic').map((t) => t.id);
  const eliteTiles = TRAINING_TILES.filter((t) => t.yard === 'elite').map((t) => t.id);
  const yardTiles = first ? { ...fg.training } : { basic: shuffled(rng, basicTiles)[0]!, elite: shuffled(rng, eliteTiles)[0]! };

  const lanterns = shuffled(rng, LANTERN_CARDS.map((c) => c.id));
  const lanternRow = lanterns.slice(0, BOARD.lanternRowSize);
  const lanternDeck = lanterns.slice(BOARD.lanternRowSize);

  let gardenTiles: Record<GardenId, string[]>;
  if (first) gardenTiles = { stone: [...fg.gardens.stone], plant: [...fg.gardens.plant] };
  else {
    const g = shuffled(rng, GARDEN_TILES.map((t) => t.id));
    const ns = BOARD.gardens.stone.columns.length;
    gardenTiles = { stone: g.slice(0, ns), plant: g.slice(ns, ns + BOARD.gardens.plant.columns.length) };
  }
  const gardens = Object.fromEntries(GARDENS.map((g) => [g, {
    tiles: gardenTiles[g],
    seals: BOARD.gardens[g].columns.map(() => Array.from({ length: BOARD.gardens[g].spacesPerColumn }, () => null as Seat | null)),
  }])) as WcdState['gardens'];

  let climbing: Record<PathId, string[]>;
  if (first) climbing = { left: [...fg.climbing.left], right: [...fg.climbing.right] };
  else {
    const c = shuffled(rng, CLIMBING_TILES.map((t) => t.id));
    climbing = { left: [c[0]!, c[1]!], right: [c[2]!, c[3]!] };
  }

  const merchandise = {
    common: shuffled(rng, MERCHANDISE_TILES.filter((t) => t.pile === 'common').map((t) => t.id)),
    luxury: shuffled(rng, MERCHANDISE_TILES.filter((t) => t.pile === 'luxury').map((t) => t.id)),
  };

  const startingPlayer: Seat = nextInt(rng, 2);
  const startOffer = shuffled(rng, STARTING_CARDS.map((c) => c.id)).slice(0, BOARD.startingCardsOffered);

  return {
    game: 'white-castle-duel',
    version: 1,
    options: { ...options },
    rng,
    phase: 'start-cards',
    round: 1,
    turnInRound: 0,
    startingPlayer,
    firstPlayer: startingPlayer,
    startPicker: other(startingPlayer),
    players: [newPlayer(), newPlayer()],
    castle: { actions, locations, decks },
    gardens,
    yards: {
      basic: { tile: yardTiles.basic, seals: Array.from({ length: BOARD.trainingYards.basic.spaces }, () => null) },
      elite: { tile: yardTiles.elite, seals: Array.from({ length: BOARD.trainingYards.elite.spaces }, () => null) },
    },
    climbing,
    merchandise,
    lanternRow,
    lanternDeck,
    startOffer,
    turn: null,
    checkpoint: null,
    turnMoves: [],
  };
}

// ---------------------------------------------------------------------------------------------
// Who plays

export function awaiting(s: WcdState): Seat[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'start-cards') return s.startPicker === null ? [] : [s.startPicker];
  return s.turn ? [s.turn.seat] : [];
}

export function seatOfTurn(s: WcdState, turnInRound: number): Seat {
  return turnInRound % 2 === 0 ? s.firstPlayer : other(s.firstPlayer);
}

// ---------------------------------------------------------------------------------------------
// Costs and payments

/** Every vector of `parts` naturals summing to n, each at most its cap. */
function splits(n: number, caps: number[]): number[][] {
  if (caps.length === 1) return n <= caps[0]! ? [[n]] : [];
  const out: number[][] = [];
  for (let x = Math.min(n, caps[0]!); x >= 0; x--) for (const rest of splits(n - x, caps.slice(1))) out.push([x, ...rest]);
  return out;
}

export function canonPay(p: Pay): Pay {
  const out: Pay = {};
  for (const k of PAY_KEYS) if ((p[k] ?? 0) > 0) out[k] = p[k];
  return out;
}

/** Every concrete way for a player to pay a cost (empty when they cannot). */
export function payments(cost: Cost, p: PlayerState): Pay[] {
  const base: Required<Pay> = { food: cost.food ?? 0, iron: cost.iron ?? 0, pearl: cost.pearl ?? 0, coins: cost.coins ?? 0, seals: cost.seals ?? 0 };
  for (const k of PAY_KEYS) if (p[k] < base[k]) return [];
  const res = splits(cost.anyResource ?? 0, RESOURCES.map((r) => p[r] - base[r]));
  const cs = splits(cost.coinOrSeal ?? 0, [p.coins - base.coins, p.seals - base.seals]);
  const out: Pay[] = [];
  for (const r of res) for (const c of cs) {
    out.push(canonPay({ food: base.food + r[0]!, iron: base.iron + r[1]!, pearl: base.pearl + r[2]!, coins: base.coins + c[0]!, seals: base.seals + c[1]! }));
  }
  return out;
}

function payCost(p: PlayerState, pay: Pay): void {
  for (const k of PAY_KEYS) {
    p[k] -= pay[k] ?? 0;
    if (p[k] < 0) throw new Error(`payment below zero (${k})`);
  }
}

function discounted(cost: number, discount: number): number {
  return Math.max(0, cost - discount);
}

/** The coins/seals a player may end with after gaining fixed coins c, seals s and f of either. */
export function keepOptions(p: PlayerState, c: number, s: number, f: number): { coins: number; seals: number }[] {
  const total = Math.min(CAP.coinsAndSeals, p.coins + p.seals + c + s + f);
  const lo = Math.max(0, total - (p.seals + s + f));
  const hi = Math.min(p.coins + c + f, total);
  const out: { coins: number; seals: number }[] = [];
  for (let x = lo; x <= hi; x++) out.push({ coins: x, seals: total - x });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Effects

export function effectsToTasks(effects: Effect[], rule: string): Task[] {
  const g: GainsT = {};
  let any = 0;
  const rest: Task[] = [];
  for (const e of effects) {
    switch (e.kind) {
      case 'gain':
        for (const k of ['food', 'iron', 'pearl', 'coins', 'seals', 'coinOrSeal', 'points', 'exchange'] as const) {
          if (e[k]) g[k] = (g[k] ?? 0) + e[k]!;
        }
        any += e.anyResource ?? 0;
        break;
      case 'well': rest.push({ t: 'well', n: e.count }); break;
      case 'lanternCard': rest.push({ t: 'lanternCard', activate: !!e.activate }); break;
      case 'activate': rest.push({ t: 'activate', color: e.color }); break;
      case 'improve': rest.push({ t: 'improve', n: e.count }); break;
      case 'action': rest.push({ t: 'action', action: e.action, discount: e.discount ?? 0 }); break;
      case 'influence': rest.push({ t: 'influence', free: !!e.free }); break;
      case 'choice': rest.push({ t: 'choice', options: e.options }); break;
    }
  }
  const out: Task[] = [];
  if (Object.keys(g).length > 0) out.push({ t: 'gain', g, rule });
  if (any > 0) out.push({ t: 'any', n: any });
  return [...out, ...rest];
}

function pushFront(ctx: Ctx, tasks: Task[]): void {
  ctx.s.turn!.queue.unshift(...tasks);
}

function addPoints(ctx: Ctx, n: number, p: PlayerState): void {
  const before = p.points;
  p.points += n;
  for (const t of BOARD.scoring.fanTiles) {
    if (before < t && p.points >= t) emit(ctx, { type: 'fan-tile', seat: ctx.seat, tile: t, rule: RULE.clanPoints });
  }
}

function setCoinsSeals(ctx: Ctx, coins: number, seals: number, incoming: number, rule: string): void {
  const p = me(ctx);
  const lost = p.coins + p.seals + incoming - coins - seals;
  const gained = { coins: coins - p.coins, seals: seals - p.seals };
  p.coins = coins;
  p.seals = seals;
  emit(ctx, { type: 'coins-seals', seat: ctx.seat, coins, seals, delta: gained, lost, rule: lost > 0 ? RULE.coinsSeals : rule });
}

function applyGain(ctx: Ctx, g: GainsT, rule: string): void {
  const p = me(ctx);
  const got: Record<string, number> = {};
  const lost: Record<string, number> = {};
  for (const r of RESOURCES) {
    const n = g[r] ?? 0;
    if (!n) continue;
    const before = p[r];
    p[r] = Math.min(CAP.resourceMax, before + n);
    got[r] = p[r] - before;
    if (p[r] - before < n) lost[r] = n - (p[r] - before);
  }
  if (g.points) {
    got.points = g.points;
    addPoints(ctx, g.points, p);
  }
  if (g.exchange) {
    const before = p.exchange;
    p.exchange = Math.min(CAP.exchangeMax, before + g.exchange);
    got.exchange = p.exchange - before;
    if (p.exchange - before < g.exchange) lost.exchange = g.exchange - (p.exchange - before);
  }
  if (Object.keys(got).length > 0 || Object.keys(lost).length > 0) {
    emit(ctx, { type: 'gain', seat: ctx.seat, gains: got, lost, rule: Object.keys(lost).length > 0 ? (lost.exchange ? RULE.exchangeCap : RULE.resources) : rule });
  }
  const c = g.coins ?? 0, sl = g.seals ?? 0, f = g.coinOrSeal ?? 0;
  if (c + sl + f > 0) {
    const opts = keepOptions(p, c, sl, f);
    if (opts.length === 1) setCoinsSeals(ctx, opts[0]!.coins, opts[0]!.seals, c + sl + f, rule);
    else pushFront(ctx, [{ t: 'keep', coins: c, seals: sl, flex: f }]);
  }
}

function benefitGain(b: Benefit): GainsT {
  switch (b) {
    case 'food': return { food: 1 };
    case 'iron': return { iron: 1 };
    case 'pearl': return { pearl: 1 };
    case 'seal': return { seals: 1 };
    case 'coin': return { coins: 1 };
    case 'exchange': return { exchange: 1 };
    case 'point': return { points: 1 };
  }
}

/** Well benefits that change something for the player (a benefit lost entirely is not offered). */
export function usefulBenefits(p: PlayerState): Benefit[] {
  return BOARD.well.filter((b) => {
    if (b === 'food' || b === 'iron' || b === 'pearl') return p[b] < CAP.resourceMax;
    if (b === 'exchange') return p.exchange < CAP.exchangeMax;
    return true;
  });
}

function activate(ctx: Ctx, color: Color, rule: string): void {
  emit(ctx, { type: 'lantern-activated', seat: ctx.seat, color, rule });
  const p = me(ctx);
  const effects = [...BOARD.domainLanterns[color], ...p.lanterns[color].flatMap((id) => lanternAreaReward(id))];
  pushFront(ctx, effectsToTasks(effects, rule));
}

function takeLanternCard(ctx: Ctx, card: string, thenActivate: boolean): void {
  const s = ctx.s;
  const i = s.lanternRow.indexOf(card);
  const color = lanternCard(card).color;
  me(ctx).lanterns[color].push(card);
  let revealed: string | null = null;
  if (s.lanternDeck.length > 0) {
    revealed = s.lanternDeck.shift()!;
    s.lanternRow.splice(i, 1, revealed);
    ctx.revealed = true;
  } else s.lanternRow.splice(i, 1);
  emit(ctx, { type: 'lantern-card', seat: ctx.seat, card, color, revealed, rule: RULE.takeLanternCard });
  if (thenActivate) activate(ctx, color, RULE.takeLanternCard);
}

// ---------------------------------------------------------------------------------------------
// Resolving the queue

/** A cheap over-estimate: could converting seals into resources make this optional task possible? */
function conversionCouldHelp(s: WcdState, seat: Seat, task: Task): boolean {
  const p = s.players[seat]!;
  const n = Math.floor(p.seals / BOARD.conversion.seals) * BOARD.conversion.resources;
  if (n === 0) return false;
  const richer: PlayerState = { ...p, food: Math.min(CAP.resourceMax, p.food + n), iron: Math.min(CAP.resourceMax, p.iron + n), pearl: Math.min(CAP.resourceMax, p.pearl + n) };
  return decisionMoves(s, seat, task, richer, false).length > 0;
}

function settle(ctx: Ctx): void {
  const turn = ctx.s.turn;
  if (!turn) return;
  const q = turn.queue;
  while (q.length > 0) {
    const task = q[0]!;
    const p = me(ctx);
    switch (task.t) {
      case 'gain':
        q.shift();
        applyGain(ctx, task.g, task.rule);
        continue;
      case 'activate':
        if (task.color !== 'any') {
          q.shift();
          activate(ctx, task.color, RULE.activate);
          continue;
        }
        break;
      case 'any':
        if (task.n <= 0 || RESOURCES.every((r) => p[r] >= CAP.resourceMax)) {
          q.shift();
          if (task.n > 0) emit(ctx, { type: 'gain', seat: ctx.seat, gains: {}, lost: { anyResource: task.n }, rule: RULE.resources });
          continue;
        }
        break;
      case 'well':
        if (task.n <= 0) {
          q.shift();
          continue;
        }
        break;
      case 'lanternCard':
        if (ctx.s.lanternRow.length === 0) {
          q.shift();
          emit(ctx, { type: 'skip', seat: ctx.seat, what: 'lanternCard', auto: true, rule: RULE.takeLanternCard });
          continue;
        }
        break;
      case 'improve':
        if (task.n <= 0 || !p.influence.some((c) => !c.improved)) {
          q.shift();
          continue;
        }
        break;
      case 'keep': {
        const opts = keepOptions(p, task.coins, task.seals, task.flex);
        if (opts.length === 1) {
          q.shift();
          setCoinsSeals(ctx, opts[0]!.coins, opts[0]!.seals, task.coins + task.seals + task.flex, RULE.coinsSeals);
          continue;
        }
        break;
      }
      case 'action':
      case 'influence':
      case 'scroll':
        if (decisionMoves(ctx.s, ctx.seat, task, p, false).length === 0 && !conversionCouldHelp(ctx.s, ctx.seat, task)) {
          q.shift();
          emit(ctx, { type: 'skip', seat: ctx.seat, what: task.t === 'action' ? task.action : task.t, card: task.t === 'scroll' ? task.card : undefined, auto: true, rule: taskRule(task) });
          continue;
        }
        break;
      case 'choice':
        break;
    }
    break;
  }
}

export function taskRule(task: Task): string {
  switch (task.t) {
    case 'gain': return task.rule;
    case 'keep': return RULE.coinsSeals;
    case 'any': return RULE.anyResource;
    case 'well': return RULE.wellEffect;
    case 'lanternCard': return RULE.takeLanternCard;
    case 'activate': return RULE.activate;
    case 'improve': return RULE.improve;
    case 'action': return task.discount > 0 ? RULE.discount : actionRule(task.action);
    case 'influence': return RULE.influenceEffect;
    case 'scroll': return RULE.scroll;
    case 'choice': return RULE.choice;
  }
}

function actionRule(a: ActionKind): string {
  switch (a) {
    case 'garden': return RULE.garden;
    case 'training': return RULE.training;
    case 'courtier': return RULE.courtier;
    case 'trade': return RULE.trade;
    case 'lantern': return RULE.lanternAction;
    case 'improve': return RULE.improve;
  }
}

// ---------------------------------------------------------------------------------------------
// Legal moves

function gardenMoves(s: WcdState, p: PlayerState, discount: number): WcdMove[] {
  const out: WcdMove[] = [];
  if (p.clanSeals <= 0) return out;
  for (const g of GARDENS) {
    if (p.food < discounted(BOARD.gardens[g].cost.food, discount)) continue;
    s.gardens[g].seals.forEach((col, column) => {
      if (col.includes(null)) out.push({ type: 'garden', garden: g, column });
    });
  }
  return out;
}

function trainingMoves(s: WcdState, p: PlayerState, discount: number): WcdMove[] {
  const out: WcdMove[] = [];
  if (p.clanSeals <= 0) return out;
  for (const y of YARDS) {
    if (p.iron < discounted(BOARD.trainingYards[y].cost.iron, discount)) continue;
    if (!s.yards[y].seals.includes(null)) continue;
    trainingTile(s.yards[y].tile).rewards.forEach((_, reward) => out.push({ type: 'training', yard: y, reward }));
  }
  return out;
}

function courtierMoves(s: WcdState, p: PlayerState, discount: number): WcdMove[] {
  const out: WcdMove[] = [];
  for (const m of BOARD.courtier.moves) {
    if (p.pearl < discounted(m.cost.pearl, discount)) continue;
    if (p.courtier.step + m.steps > maxCourtierStep()) continue;
    if (p.courtier.path === null) {
      for (const path of PATHS) if (!s.players.some((q) => q.courtier.path === path)) out.push({ type: 'courtier', steps: m.steps, path });
    } else out.push({ type: 'courtier', steps: m.steps });
  }
  return out;
}

function anyDeckAffordable(s: WcdState, p: PlayerState): boolean {
  return s.castle.decks.some((d) => d.length > 0 && payments(influenceCard(d[0]!).cost, p).length > 0);
}

function tradeMoves(s: WcdState, p: PlayerState, discount: number): WcdMove[] {
  const out: WcdMove[] = [];
  for (const option of TRADE_OPTIONS) {
    if (option === 'influence' ? !anyDeckAffordable(s, p) : s.merchandise[option].length === 0) continue;
    const n = discounted(BOARD.trade[option], discount);
    for (const pay of payments({ anyResource: n }, p)) out.push({ type: 'trade', option, pay });
  }
  return out;
}

function paidActionMoves(s: WcdState, p: PlayerState, action: PaidAction, discount: number): WcdMove[] {
  switch (action) {
    case 'garden': return gardenMoves(s, p, discount);
    case 'training': return trainingMoves(s, p, discount);
    case 'courtier': return courtierMoves(s, p, discount);
    case 'trade': return tradeMoves(s, p, discount);
  }
}

function buyMoves(s: WcdState, p: PlayerState, decks: number[], free: boolean): WcdMove[] {
  const out: WcdMove[] = [];
  for (const deck of decks) {
    const d = s.castle.decks[deck - 1]!;
    if (d.length === 0) continue;
    if (free) out.push({ type: 'buy', deck });
    else for (const pay of payments(influenceCard(d[0]!).cost, p)) out.push(Object.keys(pay).length ? { type: 'buy', deck, pay } : { type: 'buy', deck });
  }
  return out;
}

function improveMoves(p: PlayerState): WcdMove[] {
  return p.influence.filter((c) => !c.improved).map((c) => ({ type: 'improve', card: c.card }) as WcdMove);
}

const allDecks = (): number[] => BOARD.castle.decks.map((_, i) => i + 1);

/** The moves answering a pending task (with `skip` for optional tasks or when nothing else fits). */
export function decisionMoves(s: WcdState, seat: Seat, task: Task, p: PlayerState = s.players[seat]!, withSkip = true): WcdMove[] {
  let out: WcdMove[] = [];
  let optional = false;
  switch (task.t) {
    case 'keep':
      out = keepOptions(p, task.coins, task.seals, task.flex).map((o) => ({ type: 'keep', coins: o.coins, seals: o.seals }));
      break;
    case 'any':
      out = RESOURCES.filter((r) => p[r] < CAP.resourceMax).map((resource) => ({ type: 'resource', resource }));
      break;
    case 'well':
      out = usefulBenefits(p).map((benefit) => ({ type: 'well', benefit }));
      break;
    case 'lanternCard':
      out = s.lanternRow.map((card) => ({ type: 'lantern-card', card }));
      break;
    case 'activate':
      out = (task.color === 'any' ? COLORS : [task.color]).map((color) => ({ type: 'lantern', color }));
      break;
    case 'improve':
      out = improveMoves(p);
      optional = true;
      break;
    case 'action':
      out = paidActionMoves(s, p, task.action, task.discount);
      optional = true;
      break;
    case 'influence':
      out = buyMoves(s, p, allDecks(), task.free);
      optional = true;
      break;
    case 'scroll': {
      const scroll = influenceCard(task.card).scroll;
      if (!scroll.cost) out = [{ type: 'scroll' }];
      else out = payments(scroll.cost, p).map((pay) => ({ type: 'scroll', pay }));
      optional = true;
      break;
    }
    case 'choice':
      out = task.options.map((_, option) => ({ type: 'choose', option }));
      break;
    case 'gain':
      break;
  }
  if (withSkip && (optional || out.length === 0)) out.push({ type: 'skip' });
  return out;
}

/** What performing the action of a castle slot (not declining it) can look like. */
function slotMoves(s: WcdState, p: PlayerState, slot: string): WcdMove[] {
  if (slot.startsWith('D')) return buyMoves(s, p, [deckNumber(slot)], false);
  const kind = s.castle.actions[slot]!;
  switch (kind) {
    case 'lantern': {
      const e = actionTileEffect('lantern');
      const color = e && e.kind === 'activate' ? e.color : 'any';
      return (color === 'any' ? COLORS : [color]).map((c) => ({ type: 'lantern', color: c }));
    }
    case 'improve':
      return improveMoves(p);
    default:
      return paidActionMoves(s, p, kind, 0);
  }
}

export function canPlace(s: WcdState, color: Color, location: string): boolean {
  const loc = s.castle.locations[location];
  if (!loc) return false;
  if (loc.stack.length === 0) return loc.color !== color;
  return !loc.stack.includes(color);
}

function convertMoves(p: PlayerState): WcdMove[] {
  if (p.seals < BOARD.conversion.seals) return [];
  return RESOURCES.filter((r) => p[r] < CAP.resourceMax).map((resource) => ({ type: 'convert', resource }));
}

export function legalMoves(s: WcdState, seat: Seat): WcdMove[] {
  if (!awaiting(s).includes(seat)) return [];
  if (s.phase === 'start-cards') return s.startOffer.map((card) => ({ type: 'start-card', card }));
  const turn = s.turn!;
  const p = s.players[seat]!;
  const out: WcdMove[] = [];
  if (turn.stage === 'start') {
    if (!turn.exchangeUsed && p.exchange > 0) {
      for (let i = 0; i < ACTION_SLOTS.length; i++) for (let j = i + 1; j < ACTION_SLOTS.length; j++) out.push({ type: 'exchange', a: ACTION_SLOTS[i]!, b: ACTION_SLOTS[j]! });
    }
    if (s.round === 1) {
      for (const color of COLORS) {
        if (p.tokens[color] <= 0) continue;
        for (const location of LOCATION_IDS) if (canPlace(s, color, location)) out.push({ type: 'place', color, location });
      }
    } else {
      for (const location of LOCATION_IDS) if (s.castle.locations[location]!.stack.length > 0) out.push({ type: 'take', location });
    }
  } else if (turn.queue.length > 0) {
    out.push(...decisionMoves(s, seat, turn.queue[0]!));
  } else if (turn.remaining.length > 0) {
    for (const slot of turn.remaining) {
      out.push(...slotMoves(s, p, slot));
      for (const benefit of usefulBenefits(p)) out.push({ type: 'decline', slot, benefit });
    }
  } else {
    out.push({ type: 'end-turn' });
  }
  out.push(...convertMoves(p));
  if (s.turnMoves.length > 0) out.push({ type: 'undo' });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Parsing untrusted moves

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

// ---------------------------------------------------------------------------------------------
// Why a well-formed move is refused

const qty = (n: number, what: string): string => `${n} ${what}`;

export function describeTaskEn(task: Task): string {
  switch (task.t) {
    case 'gain': return 'a gain';
    case 'keep': return 'choose which coins and Daimyo seals to keep ("keep")';
    case 'any': return `choose ${task.n} resource(s) ("resource")`;
    case 'well': return `choose ${task.n} well benefit(s) ("well")`;
    case 'lanternCard': return 'take a lantern card from the row ("lantern-card")';
    case 'activate': return 'choose the lantern to activate ("lantern")';
    case 'improve': return `improve up to ${task.n} influence card(s) ("improve" or "skip")`;
    case 'action': return `the ${task.action} action${task.discount ? ` at ${task.discount} less` : ''} ("${task.action}" or "skip")`;
    case 'influence': return `${task.free ? 'take' : 'buy'} the top card of a deck ("buy" or "skip")`;
    case 'scroll': return `the scroll action of ${influenceCard(task.card).name.en} ("scroll" or "skip")`;
    case 'choice': return 'choose one of the rewards ("choose")';
  }
}

const TASK_MOVES: Record<Task['t'], string[]> = {
  gain: [],
  keep: ['keep'],
  any: ['resource'],
  well: ['well'],
  lanternCard: ['lantern-card'],
  activate: ['lantern'],
  improve: ['improve', 'skip'],
  action: ['garden', 'training', 'courtier', 'trade', 'skip'],
  influence: ['buy', 'skip'],
  scroll: ['scroll', 'skip'],
  choice: ['choose'],
};

function paymentProblem(cost: Cost, pay: Pay | undefined, p: PlayerState, what: string, rule: string): never {
  const options = payments(cost, p);
  if (options.length === 0) fail('cannot-afford', `You cannot pay ${costEn(cost)} for ${what}.`, rule);
  fail('bad-payment', `${what} costs ${costEn(cost)}; pay it exactly, for example ${JSON.stringify(options[0])} (you offered ${JSON.stringify(pay ?? {})}).`, rule);
}

export function costEn(cost: Cost): string {
  const parts: string[] = [];
  if (cost.food) parts.push(qty(cost.food, 'food'));
  if (cost.iron) parts.push(qty(cost.iron, 'iron'));
  if (cost.pearl) parts.push(qty(cost.pearl, 'mother-of-pearl'));
  if (cost.coins) parts.push(qty(cost.coins, cost.coins === 1 ? 'coin' : 'coins'));
  if (cost.seals) parts.push(qty(cost.seals, cost.seals === 1 ? 'Daimyo seal' : 'Daimyo seals'));
  if (cost.coinOrSeal) parts.push(qty(cost.coinOrSeal, 'coins and/or Daimyo seals'));
  if (cost.anyResource) parts.push(qty(cost.anyResource, cost.anyResource === 1 ? 'resource of your choice' : 'resources of your choice'));
  return parts.length ? parts.join(' + ') : 'nothing';
}

function actionProblem(s: WcdState, p: PlayerState, m: WcdMove, discount: number): never {
  const rule = discount > 0 ? RULE.discount : RULE.twoActions;
  switch (m.type) {
    case 'garden': {
      const g = BOARD.gardens[m.garden];
      if (m.column >= g.columns.length) fail('bad-column', `The ${m.garden} garden has columns 0 to ${g.columns.length - 1}.`, RULE.garden);
      if (p.clanSeals <= 0) fail('no-clan-seal', 'You have no clan seal left to place.', RULE.garden);
      if (!s.gardens[m.garden].seals[m.column]!.includes(null)) fail('no-space', `Column ${m.column} of the ${m.garden} garden is full.`, RULE.garden);
      const cost = discounted(g.cost.food, discount);
      if (p.food < cost) fail('cannot-afford', `The ${m.garden} garden costs ${cost} food; you have ${p.food}.`, RULE.garden);
      break;
    }
    case 'training': {
      const y = BOARD.trainingYards[m.yard];
      const n = trainingTile(s.yards[m.yard].tile).rewards.length;
      if (m.reward >= n) fail('bad-reward', `The ${m.yard} yard tile offers rewards 0 to ${n - 1}.`, RULE.training);
      if (p.clanSeals <= 0) fail('no-clan-seal', 'You have no clan seal left to place.', RULE.training);
      if (!s.yards[m.yard].seals.includes(null)) fail('no-space', `The ${m.yard} training yard is full.`, RULE.training);
      const cost = discounted(y.cost.iron, discount);
      if (p.iron < cost) fail('cannot-afford', `The ${m.yard} training yard costs ${cost} iron; you have ${p.iron}.`, RULE.training);
      break;
    }
    case 'courtier': {
      const mv = BOARD.courtier.moves.find((x) => x.steps === m.steps);
      if (!mv) fail('bad-steps', `The courtier moves ${BOARD.courtier.moves.map((x) => x.steps).join(' or ')} steps.`, RULE.courtier);
      if (p.courtier.step + m.steps > maxCourtierStep()) fail('too-far', `Your courtier is on step ${p.courtier.step} of ${maxCourtierStep()}; it cannot climb ${m.steps} more.`, RULE.courtier);
      const cost = discounted(mv.cost.pearl, discount);
      if (p.pearl < cost) fail('cannot-afford', `Climbing ${m.steps} step(s) costs ${cost} mother-of-pearl; you have ${p.pearl}.`, RULE.courtier);
      if (p.courtier.path === null && m.path === undefined) fail('path-required', 'Your first courtier move must choose a path ("left" or "right").', RULE.courtier);
      if (p.courtier.path === null && s.players.some((q) => q.courtier.path === m.path)) fail('path-taken', `The ${m.path} path belongs to your opponent.`, RULE.courtier);
      if (p.courtier.path !== null && m.path !== undefined) fail('path-chosen', `Your courtier already follows the ${p.courtier.path} path; leave "path" out.`, RULE.courtier);
      break;
    }
    case 'trade': {
      const n = discounted(BOARD.trade[m.option], discount);
      if (m.option === 'influence' && !anyDeckAffordable(s, p)) fail('cannot-afford', 'You cannot afford the top card of any deck.', RULE.trade);
      if (m.option !== 'influence' && s.merchandise[m.option].length === 0) fail('pile-empty', `The ${m.option} merchandise pile is empty.`, RULE.trade);
      paymentProblem({ anyResource: n }, m.pay, p, `this trade`, RULE.trade);
    }
  }
  fail('illegal-move', 'This action is not possible now.', rule);
}

function diagnose(s: WcdState, seat: Seat, m: WcdMove): never {
  const p = s.players[seat]!;
  if (s.phase === 'start-cards') {
    if (m.type !== 'start-card') fail('wrong-phase', 'Pick a starting card first ("start-card").', RULE.startingCards);
    fail('not-offered', `Starting card ${m.card} is not among the cards offered (${s.startOffer.join(', ')}).`, RULE.startingCards);
  }
  if (m.type === 'start-card') fail('wrong-phase', 'Starting cards are only picked during set-up.', RULE.startingCards);
  const turn = s.turn!;
  if (m.type === 'undo') fail('nothing-to-undo', 'There is no step of this turn to undo (undo never goes back past a revealed card).', RULE.undo);
  if (m.type === 'convert') {
    if (p.seals < BOARD.conversion.seals) fail('not-enough-seals', `Converting needs ${BOARD.conversion.seals} Daimyo seals; you have ${p.seals}.`, RULE.convert);
    fail('resource-full', `Your ${m.resource} track is already at ${CAP.resourceMax}.`, RULE.convert);
  }
  if (turn.stage === 'start') {
    switch (m.type) {
      case 'exchange':
        if (turn.exchangeUsed) fail('exchange-used', 'Only one exchange token may be used per turn.', RULE.exchange);
        if (p.exchange <= 0) fail('no-exchange-token', 'You have no exchange token.', RULE.exchange);
        fail('same-tile', 'Choose two different action tiles to swap.', RULE.exchange);
      case 'place': {
        if (s.round !== 1) fail('wrong-round', 'In the Return round you take a lantern token back ("take").', RULE.take);
        const loc = s.castle.locations[m.location]!;
        if (p.tokens[m.color] <= 0) fail('no-token', `You have no ${m.color} lantern token left in your domain.`, RULE.place);
        if (loc.stack.length === 0 && loc.color === m.color) fail('location-color', `Location ${m.location} is ${loc.color}: its first token cannot be ${m.color}.`, RULE.place);
        fail('color-in-stack', `Location ${m.location} already holds a ${m.color} token.`, RULE.place);
      }
      case 'take':
        if (s.round !== 2) fail('wrong-round', 'In the Outgoing round you place a lantern token ("place").', RULE.place);
        fail('empty-location', `Location ${m.location} holds no lantern token.`, RULE.take);
      default:
        fail('move-lantern-first', s.round === 1 ? 'Place a lantern token first ("place"), or use an exchange token before.' : 'Take a lantern token back first ("take"), or use an exchange token before.', s.round === 1 ? RULE.place : RULE.take);
    }
  }
  if (m.type === 'exchange') fail('exchange-too-late', 'An exchange token can only be used before moving a lantern token.', RULE.exchange);
  if (m.type === 'place' || m.type === 'take') fail('already-moved', 'You already moved a lantern token this turn.', RULE.turnOrder);
  if (turn.queue.length > 0) {
    const task = turn.queue[0]!;
    if (!TASK_MOVES[task.t].includes(m.type)) fail('pending-decision', `First resolve: ${describeTaskEn(task)}.`, taskRule(task));
    switch (m.type) {
      case 'keep': {
        const total = keepOptions(p, task.t === 'keep' ? task.coins : 0, task.t === 'keep' ? task.seals : 0, task.t === 'keep' ? task.flex : 0);
        fail('bad-keep', `Keep one of: ${total.map((o) => `${o.coins} coins + ${o.seals} seals`).join('; ')} (at most ${CAP.coinsAndSeals} together).`, RULE.coinsSeals);
      }
      case 'resource':
        fail('resource-full', `Your ${m.resource} track is already at ${CAP.resourceMax}.`, RULE.resources);
      case 'well':
        if (!BOARD.well.includes(m.benefit)) fail('bad-benefit', `The well does not offer "${m.benefit}".`, RULE.well);
        fail('useless-benefit', `That benefit would be lost entirely (${m.benefit} is at its maximum).`, RULE.well);
      case 'lantern-card':
        fail('not-in-row', `Lantern card ${m.card} is not in the row (${s.lanternRow.join(', ')}).`, RULE.takeLanternCard);
      case 'lantern':
        fail('wrong-lantern', `This effect activates your ${task.t === 'activate' ? task.color : ''} lantern.`, RULE.activate);
      case 'improve': {
        const card = p.influence.find((c) => c.card === m.card);
        if (!card) fail('not-your-card', `${m.card} is not one of your influence cards.`, RULE.improve);
        fail('already-improved', `${m.card} is already improved.`, RULE.improve);
      }
      case 'choose':
        fail('bad-option', `Choose an option from 0 to ${task.t === 'choice' ? task.options.length - 1 : 0}.`, RULE.choice);
      case 'skip':
        fail('not-optional', 'This step cannot be skipped.', taskRule(task));
      case 'buy': {
        const d = s.castle.decks[m.deck - 1]!;
        if (d.length === 0) fail('deck-empty', `Deck ${m.deck} is empty.`, RULE.emptyDeck);
        if (task.t === 'influence' && task.free) fail('free-card', 'This card is free: leave "pay" out.', RULE.influenceEffect);
        paymentProblem(influenceCard(d[0]!).cost, m.pay, p, influenceCard(d[0]!).name.en, RULE.buyInfluence);
      }
      case 'scroll': {
        const scroll: { cost?: Cost } = task.t === 'scroll' ? influenceCard(task.card).scroll : {};
        if (!scroll.cost) fail('bad-payment', 'This scroll costs nothing: leave "pay" out.', RULE.scroll);
        paymentProblem(scroll.cost, m.pay, p, 'this scroll', RULE.scroll);
      }
      default:
        if (task.t === 'action' && m.type !== task.action) fail('pending-decision', `First resolve: ${describeTaskEn(task)}.`, taskRule(task));
        actionProblem(s, p, m, task.t === 'action' ? task.discount : 0);
    }
  }
  if (turn.remaining.length === 0) {
    fail('turn-finished', 'Both actions are resolved: end your turn ("end-turn").', RULE.endTurn);
  }
  const loc = turn.location!;
  switch (m.type) {
    case 'end-turn':
      fail('actions-left', `Resolve or decline the actions next to ${loc} first (${turn.remaining.join(', ')}).`, RULE.twoActions);
    case 'decline':
      if (!turn.remaining.includes(m.slot)) fail('not-adjacent', `${m.slot} is not an unresolved action next to ${loc} (${turn.remaining.join(', ')}).`, RULE.twoActions);
      fail('useless-benefit', `That benefit would be lost entirely (${m.benefit} is at its maximum).`, RULE.decline);
    case 'buy': {
      const slot = deckSlot(m.deck);
      if (!turn.remaining.includes(slot)) fail('not-adjacent', `Deck ${m.deck} is not an unresolved action next to ${loc}.`, RULE.twoActions);
      const d = s.castle.decks[m.deck - 1]!;
      if (d.length === 0) fail('deck-empty', `Deck ${m.deck} is empty: decline it for a well benefit instead.`, RULE.emptyDeck);
      paymentProblem(influenceCard(d[0]!).cost, m.pay, p, influenceCard(d[0]!).name.en, RULE.buyInfluence);
    }
    case 'garden':
    case 'training':
    case 'courtier':
    case 'trade':
    case 'lantern':
    case 'improve': {
      const kind: ActionKind = m.type;
      if (!turn.remaining.some((slot) => s.castle.actions[slot] === kind)) fail('not-adjacent', `There is no unresolved ${kind} action next to ${loc}.`, RULE.twoActions);
      if (m.type === 'improve') {
        const card = p.influence.find((c) => c.card === m.card);
        if (!card) fail('not-your-card', `${m.card} is not one of your influence cards.`, RULE.improve);
        fail('already-improved', `${m.card} is already improved.`, RULE.improve);
      }
      if (m.type === 'lantern') fail('wrong-lantern', 'This lantern cannot be activated here.', RULE.lanternAction);
      actionProblem(s, p, m, 0);
    }
    default:
      fail('nothing-pending', `Nothing asks for "${m.type}" now: resolve or decline the actions next to ${loc} (${turn.remaining.join(', ')}).`, RULE.twoActions);
  }
}

// ---------------------------------------------------------------------------------------------
// Applying a legal move

function beginTurn(s: WcdState, seat: Seat): void {
  const turn: TurnState = { seat, stage: 'start', exchangeUsed: false, location: null, remaining: [], queue: [] };
  s.turn = turn;
}

function startActions(ctx: Ctx, location: string, covered: Color): void {
  const turn = ctx.s.turn!;
  turn.stage = 'actions';
  turn.location = location;
  turn.remaining = [...locationOf(location).neighbours];
  activate(ctx, covered, RULE.lanternReward);
}

function doBuy(ctx: Ctx, deck: number, pay: Pay | undefined, free: boolean): void {
  const s = ctx.s;
  const p = me(ctx);
  const d = s.castle.decks[deck - 1]!;
  const card = d.shift()!;
  if (!free && pay) payCost(p, pay);
  p.influence.push({ card, improved: false });
  const revealed = d[0] ?? null;
  if (revealed) ctx.revealed = true;
  emit(ctx, { type: 'influence', seat: ctx.seat, card, deck, pay: free ? {} : (pay ?? {}), free, revealed, rule: free ? RULE.influenceEffect : RULE.buyInfluence });
  pushFront(ctx, [{ t: 'scroll', card }]);
}

function doAction(ctx: Ctx, m: WcdMove, discount: number): void {
  const s = ctx.s;
  const p = me(ctx);
  switch (m.type) {
    case 'garden': {
      const cost = discounted(BOARD.gardens[m.garden].cost.food, discount);
      p.food -= cost;
      p.clanSeals -= 1;
      const col = s.gardens[m.garden].seals[m.column]!;
      col[col.indexOf(null)] = ctx.seat;
      const tile = s.gardens[m.garden].tiles[m.column]!;
      emit(ctx, { type: 'garden', seat: ctx.seat, garden: m.garden, column: m.column, tile, paid: { food: cost }, rule: discount ? RULE.discount : RULE.garden });
      pushFront(ctx, effectsToTasks(gardenTile(tile)[m.garden].reward, RULE.garden));
      break;
    }
    case 'training': {
      const cost = discounted(BOARD.trainingYards[m.yard].cost.iron, discount);
      p.iron -= cost;
      p.clanSeals -= 1;
      const seals = s.yards[m.yard].seals;
      seals[seals.indexOf(null)] = ctx.seat;
      const tile = s.yards[m.yard].tile;
      emit(ctx, { type: 'training', seat: ctx.seat, yard: m.yard, reward: m.reward, tile, paid: { iron: cost }, rule: discount ? RULE.discount : RULE.training });
      pushFront(ctx, effectsToTasks(trainingTile(tile).rewards[m.reward]!, RULE.training));
      break;
    }
    case 'courtier': {
      const mv = BOARD.courtier.moves.find((x) => x.steps === m.steps)!;
      const cost = discounted(mv.cost.pearl, discount);
      if (p.courtier.path === null) {
        p.courtier.path = m.path!;
        const o = s.players[other(ctx.seat)]!;
        if (o.courtier.path === null) o.courtier.path = m.path === 'left' ? 'right' : 'left';
      }
      p.pearl -= cost;
      const from = p.courtier.step;
      p.courtier.step += m.steps;
      const path = p.courtier.path;
      emit(ctx, { type: 'courtier', seat: ctx.seat, path, from, to: p.courtier.step, paid: { pearl: cost }, rule: discount ? RULE.discount : RULE.courtier });
      pushFront(ctx, effectsToTasks(climbingStepReward(path, s.climbing[path], p.courtier.step), RULE.courtier));
      break;
    }
    case 'trade': {
      payCost(p, m.pay);
      emit(ctx, { type: 'trade', seat: ctx.seat, option: m.option, pay: m.pay, rule: discount ? RULE.discount : RULE.trade });
      if (m.option === 'influence') pushFront(ctx, [{ t: 'influence', free: false }]);
      else {
        const pile = s.merchandise[m.option];
        const tile = pile.shift()!;
        p.merchandise.push(tile);
        const revealed = pile[0] ?? null;
        if (revealed) ctx.revealed = true;
        emit(ctx, { type: 'merchandise', seat: ctx.seat, pile: m.option, tile, revealed, rule: RULE.trade });
      }
      break;
    }
    default:
      throw new Error(`not an action move: ${m.type}`);
  }
}

function resolveDecision(ctx: Ctx, m: WcdMove): void {
  const q = ctx.s.turn!.queue;
  const task = q.shift()!;
  const p = me(ctx);
  switch (m.type) {
    case 'keep':
      if (task.t !== 'keep') break;
      setCoinsSeals(ctx, m.coins, m.seals, task.coins + task.seals + task.flex, RULE.coinsSeals);
      return;
    case 'resource':
      if (task.t !== 'any') break;
      if (task.n > 1) q.unshift({ t: 'any', n: task.n - 1 });
      q.unshift({ t: 'gain', g: { [m.resource]: 1 }, rule: RULE.anyResource });
      return;
    case 'well':
      if (task.t !== 'well') break;
      emit(ctx, { type: 'well', seat: ctx.seat, benefit: m.benefit, rule: RULE.wellEffect });
      if (task.n > 1) q.unshift({ t: 'well', n: task.n - 1 });
      q.unshift({ t: 'gain', g: benefitGain(m.benefit), rule: RULE.well });
      return;
    case 'lantern-card':
      if (task.t !== 'lanternCard') break;
      takeLanternCard(ctx, m.card, task.activate);
      return;
    case 'lantern':
      if (task.t !== 'activate') break;
      activate(ctx, m.color, RULE.activate);
      return;
    case 'improve': {
      if (task.t !== 'improve') break;
      const card = p.influence.find((c) => c.card === m.card)!;
      card.improved = true;
      emit(ctx, { type: 'improve', seat: ctx.seat, card: m.card, rule: RULE.improve });
      if (task.n > 1) q.unshift({ t: 'improve', n: task.n - 1 });
      return;
    }
    case 'skip':
      emit(ctx, { type: 'skip', seat: ctx.seat, what: task.t === 'action' ? task.action : task.t, card: task.t === 'scroll' ? task.card : undefined, auto: false, rule: taskRule(task) });
      return;
    case 'buy':
      if (task.t !== 'influence') break;
      doBuy(ctx, m.deck, m.pay, task.free);
      return;
    case 'scroll': {
      if (task.t !== 'scroll') break;
      const card = influenceCard(task.card);
      if (card.scroll.cost && m.pay) payCost(p, m.pay);
      emit(ctx, { type: 'scroll', seat: ctx.seat, card: task.card, pay: m.pay ?? {}, rule: RULE.scroll });
      pushFront(ctx, effectsToTasks(card.scroll.effects, RULE.scroll));
      return;
    }
    case 'choose':
      if (task.t !== 'choice') break;
      emit(ctx, { type: 'choose', seat: ctx.seat, option: m.option, rule: RULE.choice });
      pushFront(ctx, effectsToTasks(task.options[m.option]!, RULE.choice));
      return;
    case 'garden':
    case 'training':
    case 'courtier':
    case 'trade':
      if (task.t !== 'action') break;
      doAction(ctx, m, task.discount);
      return;
  }
  throw new Error(`move ${m.type} does not answer task ${task.t}`);
}

function resolveSlot(ctx: Ctx, m: WcdMove): void {
  const s = ctx.s;
  const turn = s.turn!;
  const removeSlot = (slot: string): void => {
    turn.remaining.splice(turn.remaining.indexOf(slot), 1);
  };
  switch (m.type) {
    case 'decline': {
      removeSlot(m.slot);
      const empty = m.slot.startsWith('D') && s.castle.decks[deckNumber(m.slot) - 1]!.length === 0;
      emit(ctx, { type: 'decline', seat: ctx.seat, slot: m.slot, action: m.slot.startsWith('D') ? 'influence' : s.castle.actions[m.slot], benefit: m.benefit, rule: empty ? RULE.emptyDeck : RULE.decline });
      pushFront(ctx, [{ t: 'gain', g: benefitGain(m.benefit), rule: RULE.well }]);
      return;
    }
    case 'buy':
      removeSlot(deckSlot(m.deck));
      doBuy(ctx, m.deck, m.pay, false);
      return;
    case 'lantern':
    case 'improve': {
      const slot = turn.remaining.find((x) => s.castle.actions[x] === m.type)!;
      removeSlot(slot);
      emit(ctx, { type: 'action', seat: ctx.seat, slot, action: m.type, rule: actionRule(m.type) });
      pushFront(ctx, effectsToTasks([actionTileEffect(m.type)!], actionRule(m.type)));
      resolveDecision(ctx, m);
      return;
    }
    case 'garden':
    case 'training':
    case 'courtier':
    case 'trade': {
      const slot = turn.remaining.find((x) => s.castle.actions[x] === m.type)!;
      removeSlot(slot);
      doAction(ctx, m, 0);
      return;
    }
  }
  throw new Error(`move ${m.type} is not a castle action`);
}

function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  const p = me(ctx);
  p.turns[(s.round - 1) as 0 | 1] += 1;
  emit(ctx, { type: 'turn-end', seat: ctx.seat, round: s.round, turn: s.turnInRound + 1, rule: RULE.endTurn });
  s.turnInRound += 1;
  if (s.turnInRound >= TURNS_PER_ROUND) {
    if (s.round === 1) {
      s.round = 2;
      s.turnInRound = 0;
      s.firstPlayer = other(s.firstPlayer);
      emit(ctx, { type: 'round-start', round: 2, firstPlayer: s.firstPlayer, rule: RULE.maintenance });
      beginTurn(s, s.firstPlayer);
    } else {
      s.phase = 'over';
      s.turn = null;
      const r = resultOf(s);
      emit(ctx, { type: 'game-over', scores: s.players.map((_, seat) => scoreOf(s, seat).total), winners: r.winners, rule: RULE.finalScoring });
    }
  } else beginTurn(s, seatOfTurn(s, s.turnInRound));
}

function execute(ctx: Ctx, m: WcdMove): void {
  const s = ctx.s;
  const p = me(ctx);
  switch (m.type) {
    case 'start-card': {
      const card = startingCard(m.card);
      for (const r of RESOURCES) p[r] = Math.min(CAP.resourceMax, p[r] + (card.gain[r] ?? 0));
      p.coins += card.gain.coins ?? 0;
      p.seals += card.gain.seals ?? 0;
      p.points += card.gain.points ?? 0;
      p.exchange = Math.min(CAP.exchangeMax, p.exchange + (card.gain.exchange ?? 0));
      p.lanterns[card.back.color].push(card.id);
      p.startCard = card.id;
      s.startOffer = s.startOffer.filter((c) => c !== card.id);
      emit(ctx, { type: 'start-card', seat: ctx.seat, card: card.id, color: card.back.color, rule: RULE.startingCards });
      if (s.players[other(ctx.seat)]!.startCard === null) s.startPicker = other(ctx.seat);
      else {
        s.startPicker = null;
        s.startOffer = [];
        s.phase = 'play';
        emit(ctx, { type: 'round-start', round: 1, firstPlayer: s.firstPlayer, rule: RULE.rounds });
        beginTurn(s, s.firstPlayer);
      }
      return;
    }
    case 'exchange': {
      p.exchange -= 1;
      const a = s.castle.actions[m.a]!;
      s.castle.actions[m.a] = s.castle.actions[m.b]!;
      s.castle.actions[m.b] = a;
      s.turn!.exchangeUsed = true;
      emit(ctx, { type: 'exchange', seat: ctx.seat, a: m.a, b: m.b, tiles: [s.castle.actions[m.b], s.castle.actions[m.a]], rule: RULE.exchange });
      return;
    }
    case 'place': {
      const loc = s.castle.locations[m.location]!;
      const covered = loc.stack.length > 0 ? loc.stack[loc.stack.length - 1]! : loc.color;
      p.tokens[m.color] -= 1;
      loc.stack.push(m.color);
      emit(ctx, { type: 'place', seat: ctx.seat, color: m.color, location: m.location, covered, rule: RULE.place });
      startActions(ctx, m.location, covered);
      break;
    }
    case 'take': {
      const loc = s.castle.locations[m.location]!;
      const color = loc.stack.pop()!;
      p.tokens[color] += 1;
      emit(ctx, { type: 'take', seat: ctx.seat, color, location: m.location, rule: RULE.take });
      startActions(ctx, m.location, color);
      break;
    }
    case 'convert':
      p.seals -= BOARD.conversion.seals;
      p[m.resource] = Math.min(CAP.resourceMax, p[m.resource] + BOARD.conversion.resources);
      emit(ctx, { type: 'convert', seat: ctx.seat, resource: m.resource, rule: RULE.convert });
      break;
    case 'end-turn':
      endTurn(ctx);
      return;
    default:
      if (s.turn!.queue.length > 0) resolveDecision(ctx, m);
      else resolveSlot(ctx, m);
  }
  settle(ctx);
}

/** Deep copy of a JSON value (much faster than structuredClone for the small state objects). */
export function deepClone<T>(x: T): T {
  if (x === null || typeof x !== 'object') return x;
  if (Array.isArray(x)) return x.map(deepClone) as T;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(x)) out[k] = deepClone((x as Record<string, unknown>)[k]);
  return out as T;
}

function cloneState(s: WcdState): WcdState {
  const { checkpoint, ...rest } = s;
  const copy = deepClone(rest) as WcdState;
  copy.checkpoint = checkpoint;
  return copy;
}

/** A checkpoint shares structure with the (never mutated) state it was taken from. */
function snapshot(s: WcdState): WcdState {
  return { ...s, checkpoint: null, turnMoves: [] };
}

function undo(state: WcdState, seat: Seat): ApplyResult<WcdState> {
  if (!state.turn || state.turnMoves.length === 0 || !state.checkpoint) {
    fail('nothing-to-undo', 'There is no step of this turn to undo (undo never goes back past a revealed card).', RULE.undo);
  }
  const base = state.checkpoint;
  let st: WcdState = { ...base, checkpoint: base, turnMoves: [] };
  const moves = state.turnMoves.slice(0, -1);
  for (const m of moves) {
    const r = applyMove(st, seat, m);
    if (!r.ok) throw new Error(`undo replay failed: ${r.rejection.message}`);
    st = r.state;
  }
  return { ok: true, state: st, events: [{ type: 'undo', seat, undone: state.turnMoves[state.turnMoves.length - 1], rule: RULE.undo }] };
}

export function applyMove(state: WcdState, seat: Seat, raw: WcdMove): ApplyResult<WcdState> {
  try {
    if (state.phase === 'over') fail('game-over', 'The game is over.', RULE.gameOver);
    if (typeof seat !== 'number' || !awaiting(state).includes(seat)) {
      fail('not-your-turn', `It is not seat ${String(seat)}'s turn (waiting for seat ${awaiting(state).join(', ')}).`, RULE.turnOrder);
    }
    const move = parseMove(raw);
    if (move.type === 'undo') return undo(state, seat);
    const legal = legalMoves(state, seat);
    if (!legal.some((x) => jsonEqual(x, move))) diagnose(state, seat, move);
    const s = cloneState(state);
    const ctx: Ctx = { s, seat, events: [], revealed: false };
    execute(ctx, move);
    if (move.type === 'end-turn' || move.type === 'start-card') {
      s.turnMoves = [];
      s.checkpoint = s.turn ? snapshot(s) : null;
    } else if (ctx.revealed) {
      s.turnMoves = [];
      s.checkpoint = snapshot(s);
    } else {
      s.turnMoves = [...state.turnMoves, move];
    }
    return { ok: true, state: s, events: ctx.events };
  } catch (e) {
    if (e instanceof MoveError) return reject(e.code, e.message, e.rule);
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// Scoring

export interface ScoreBreakdown {
  /** Clan points gained during the game (red fans). */
  clanPoints: number;
  coinsSeals: number;
  resources: number;
  flags: { count: number; multiplier: number; points: number };
  katanas: { count: number; multiplier: number; points: number };
  kabutos: { count: number; multiplier: number; points: number };
  cranes: { blue: number; white: number; points: number };
  total: number;
  icons: Record<Icon, number>;
  sealsPlaced: number;
  courtierStep: number;
  courtierLevel: number;
}

export function iconsOf(s: WcdState, seat: Seat): Record<Icon, number> {
  const icons = Object.fromEntries(ICONS.map((i) => [i, 0])) as Record<Icon, number>;
  const add = (x: Partial<Record<Icon, number>>, times = 1): void => {
    for (const [k, v] of Object.entries(x)) icons[k as Icon] += (v ?? 0) * times;
  };
  const p = s.players[seat]!;
  for (const c of p.influence) if (c.improved) add(influenceCard(c.card).icons);
  for (const g of GARDENS) {
    s.gardens[g].seals.forEach((col, i) => add(BOARD.gardens[g].columns[i]!.icons, col.filter((x) => x === seat).length));
  }
  for (const m of p.merchandise) add(merchandiseTile(m).icons);
  return icons;
}

export function sealsPlaced(s: WcdState, seat: Seat): number {
  let n = 0;
  for (const g of GARDENS) for (const col of s.gardens[g].seals) n += col.filter((x) => x === seat).length;
  for (const y of YARDS) n += s.yards[y].seals.filter((x) => x === seat).length;
  return n;
}

export function scoreOf(s: WcdState, seat: Seat): ScoreBreakdown {
  const p = s.players[seat]!;
  const icons = iconsOf(s, seat);
  const sc = BOARD.scoring;
  const coinsSeals = Math.floor((p.coins + p.seals) / sc.coinsSealsPerPoint);
  let resources = 0;
  for (const r of RESOURCES) for (const band of sc.resourceBands) if (p[r] >= band.min && p[r] <= band.max) resources += band.points;
  const level = BOARD.courtier.levels[p.courtier.step] ?? 0;
  let katanaMult = 0;
  let kabutoMult = 0;
  for (const y of YARDS) {
    const n = s.yards[y].seals.filter((x) => x === seat).length;
    katanaMult += n * BOARD.trainingYards[y].katanaValue;
    kabutoMult += n * BOARD.trainingYards[y].kabutoValue;
  }
  const flags = { count: icons.flag, multiplier: level, points: icons.flag * level };
  const katanas = { count: icons.katana, multiplier: katanaMult, points: icons.katana * katanaMult };
  const kabutos = { count: icons.kabuto, multiplier: kabutoMult, points: icons.kabuto * kabutoMult };
  const cranes = { blue: icons.blueCrane, white: icons.whiteCrane, points: icons.blueCrane * icons.whiteCrane };
  const total = p.points + coinsSeals + resources + flags.points + katanas.points + kabutos.points + cranes.points;
  return {
    clanPoints: p.points, coinsSeals, resources, flags, katanas, kabutos, cranes, total, icons,
    sealsPlaced: sealsPlaced(s, seat), courtierStep: p.courtier.step, courtierLevel: level,
  };
}

function resultOf(s: WcdState): GameResult {
  const scores = s.players.map((_, seat) => ({ seat, b: scoreOf(s, seat) }));
  const key = (x: { b: ScoreBreakdown }): number[] => [x.b.total, x.b.sealsPlaced, x.b.courtierStep];
  const better = (a: number[], b: number[]): boolean => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
    return false;
  };
  const ranking: ResultEntry[] = scores.map((x) => {
    const place = 1 + scores.filter((y) => better(key(y), key(x))).length;
    const entry: ResultEntry = { seat: x.seat, score: x.b.total, place, breakdown: x.b };
    const tiedOnScore = scores.filter((y) => y.seat !== x.seat && y.b.total === x.b.total);
    if (tiedOnScore.length > 0) {
      const o = tiedOnScore[0]!.b;
      if (o.sealsPlaced !== x.b.sealsPlaced) entry.tiebreak = `Tied on ${x.b.total} points; decided by clan seals placed (${x.b.sealsPlaced} against ${o.sealsPlaced}).`;
      else if (o.courtierStep !== x.b.courtierStep) entry.tiebreak = `Tied on ${x.b.total} points and ${x.b.sealsPlaced} clan seals placed; decided by courtier progress (step ${x.b.courtierStep} against ${o.courtierStep}).`;
      else entry.tiebreak = `Tied on points, clan seals placed and courtier progress: the victory is shared.`;
    }
    return entry;
  });
  ranking.sort((a, b) => a.place - b.place || a.seat - b.seat);
  return { winners: ranking.filter((r) => r.place === 1).map((r) => r.seat), ranking };
}

export function result(s: WcdState): GameResult | null {
  if (s.phase !== 'over') return null;
  return resultOf(s);
}
