/**
 * What a seat (or a spectator) sees. Everything on the table is public except the order of the
 * influence decks, the lantern deck and the merchandise piles below their top card; the
 * generator state and the undo checkpoint are never shown.
 */
import type { GameResult, Seat } from '../../engine/contract';
import type { CorrectionSet } from '../../engine/corrections';
import {
  BOARD, GARDENS, PATHS, YARDS, climbingStepReward, gardenTile, locationOf,
  type ActionKind, type Color, type Effect, type GardenId, type Icons, type PathId, type YardId,
} from './data';
import { deepClone, legalMoves, result, scoreOf, type ScoreBreakdown } from './rules';
import type { Task, WcdMove, WcdState } from './state';

export interface WcdPlayerView {
  seat: Seat;
  food: number;
  iron: number;
  pearl: number;
  coins: number;
  seals: number;
  exchange: number;
  /** Clan points scored so far (red fans). */
  points: number;
  /** Where the fan marker stands on the 0-40 track and which +40/+80 tile the player holds (0 = none). */
  fan: { position: number; tile: number };
  clanSeals: number;
  tokens: Record<Color, number>;
  lanterns: Record<Color, string[]>;
  influence: { card: string; improved: boolean }[];
  merchandise: string[];
  courtier: { path: PathId | null; step: number; level: number };
  startCard: string | null;
  turns: [number, number];
  /** The end-game score if the game ended now. */
  score: ScoreBreakdown;
}

export interface WcdView {
  game: 'white-castle-duel';
  you: Seat | null;
  layout: 'first-game' | 'random';
  corrections: CorrectionSet | null;
  phase: WcdState['phase'];
  round: 1 | 2;
  turnInRound: number;
  turnsPerRound: number;
  active: Seat | null;
  firstPlayer: Seat;
  startingPlayer: Seat;
  startPicker: Seat | null;
  startOffer: string[];
  castle: {
    floors: string[][];
    actions: Record<string, ActionKind>;
    locations: { id: string; floor: number; tile: string; color: Color; stack: Color[]; neighbours: string[] }[];
    decks: { slot: string; deck: number; count: number; top: string | null }[];
  };
  gardens: Record<GardenId, { cost: number; columns: { tile: string; reward: Effect[]; icons: Icons; seals: (Seat | null)[] }[] }>;
  yards: Record<YardId, { tile: string; cost: number; seals: (Seat | null)[]; katanaValue: number; kabutoValue: number }>;
  climbing: Record<PathId, { tiles: string[]; owner: Seat | null; steps: { step: number; level: number; reward: Effect[] }[] }>;
  merchandise: { common: { count: number; top: string | null }; luxury: { count: number; top: string | null } };
  lanternRow: string[];
  lanternDeckCount: number;
  players: WcdPlayerView[];
  turn: null | {
    seat: Seat;
    stage: 'start' | 'actions';
    exchangeUsed: boolean;
    location: string | null;
    remaining: string[];
    /** The decision waiting now, if any (what the active player's next move answers). */
    pending: Task | null;
    queued: number;
    canUndo: boolean;
  };
  /** The viewer's legal moves (empty for spectators and when not awaited). */
  legalMoves: WcdMove[];
  result: GameResult | null;
}

export function viewFor(s: WcdState, seat: Seat | null): WcdView {
  const viewer = seat === 0 || seat === 1 ? seat : null;
  const clone = deepClone;
  return {
    game: 'white-castle-duel',
    you: viewer,
    layout: s.options.layout,
    // The board lays the same corrected cards over the shipped ones (ui/index.tsx).
    corrections: s.options.corrections ?? null,
    phase: s.phase,
    round: s.round,
    turnInRound: s.turnInRound,
    turnsPerRound: BOARD.turnsPerPlayerPerRound * 2,
    active: s.turn ? s.turn.seat : s.startPicker,
    firstPlayer: s.firstPlayer,
    startingPlayer: s.startingPlayer,
    startPicker: s.startPicker,
    startOffer: [...s.startOffer],
    castle: {
      floors: clone(BOARD.castle.floors),
      actions: { ...s.castle.actions },
      locations: Object.entries(s.castle.locations).map(([id, l]) => ({
        id, floor: locationOf(id).floor, tile: l.tile, color: l.color, stack: [...l.stack], neighbours: [...locationOf(id).neighbours],
      })),
      decks: s.castle.decks.map((d, i) => ({ slot: BOARD.castle.decks[i]!, deck: i + 1, count: d.length, top: d[0] ?? null })),
    },
    gardens: Object.fromEntries(GARDENS.map((g) => [g, {
      cost: BOARD.gardens[g].cost.food,
      columns: s.gardens[g].tiles.map((tile, i) => ({
        tile,
        reward: clone(gardenReward(tile, g)),
        icons: { ...BOARD.gardens[g].columns[i]!.icons },
        seals: [...s.gardens[g].seals[i]!],
      })),
    }])) as WcdView['gardens'],
    yards: Object.fromEntries(YARDS.map((y) => [y, {
      tile: s.yards[y].tile,
      cost: BOARD.trainingYards[y].cost.iron,
      seals: [...s.yards[y].seals],
      katanaValue: BOARD.trainingYards[y].katanaValue,
      kabutoValue: BOARD.trainingYards[y].kabutoValue,
    }])) as WcdView['yards'],
    climbing: Object.fromEntries(PATHS.map((path) => {
      const owner = s.players.findIndex((p) => p.courtier.path === path);
      return [path, {
        tiles: [...s.climbing[path]],
        owner: owner >= 0 ? owner : null,
        steps: BOARD.courtier.levels.slice(1).map((level, i) => ({ step: i + 1, level, reward: clone(climbingStepReward(path, s.climbing[path], i + 1)) })),
      }];
    })) as WcdView['climbing'],
    merchandise: {
      common: { count: s.merchandise.common.length, top: s.merchandise.common[0] ?? null },
      luxury: { count: s.merchandise.luxury.length, top: s.merchandise.luxury[0] ?? null },
    },
    lanternRow: [...s.lanternRow],
    lanternDeckCount: s.lanternDeck.length,
    players: s.players.map((p, i) => {
      // A fan standing on 40 is still on the track (space 40); the tile only comes beyond it.
      const tile = [...BOARD.scoring.fanTiles].reverse().find((t) => p.points > t) ?? 0;
      return {
        seat: i,
        food: p.food, iron: p.iron, pearl: p.pearl, coins: p.coins, seals: p.seals, exchange: p.exchange,
        points: p.points,
        fan: { position: p.points - tile, tile },
        clanSeals: p.clanSeals,
        tokens: { ...p.tokens },
        lanterns: { coral: [...p.lanterns.coral], black: [...p.lanterns.black], white: [...p.lanterns.white] },
        influence: p.influence.map((c) => ({ ...c })),
        merchandise: [...p.merchandise],
        courtier: { path: p.courtier.path, step: p.courtier.step, level: BOARD.courtier.levels[p.courtier.step] ?? 0 },
        startCard: p.startCard,
        turns: [p.turns[0], p.turns[1]],
        score: scoreOf(s, i),
      };
    }),
    turn: s.turn ? {
      seat: s.turn.seat,
      stage: s.turn.stage,
      exchangeUsed: s.turn.exchangeUsed,
      location: s.turn.location,
      remaining: [...s.turn.remaining],
      pending: s.turn.queue[0] ? clone(s.turn.queue[0]) : null,
      queued: s.turn.queue.length,
      canUndo: s.turnMoves.length > 0,
    } : null,
    legalMoves: viewer === null ? [] : legalMoves(s, viewer),
    result: result(s),
  };
}

function gardenReward(tile: string, g: GardenId): Effect[] {
  return gardenTile(tile)[g].reward;
}
