/** Set-up: the board, decks and tiles of a new game (random or first-game layout) and the starting-card offer. */
import type { Seat } from '../../engine/contract';
import { nextInt, seedRng, shuffled } from '../../engine/rng';
import {
  ACTION_SLOTS, BOARD, CLIMBING_TILES, GARDENS, GARDEN_TILES, INFLUENCE_CARDS, LANTERN_CARDS, LOCATION_IDS,
  MERCHANDISE_TILES, STARTING_CARDS, TRAINING_TILES,
  type ActionKind, type Color, type GardenId, type PathId,
} from './data';
import { CAP, other } from './context';
import type { PlayerState, WcdOptions, WcdState } from './state';

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
