/**
 * What the cross-game contract tests share: tables for every registered game, the moves a state
 * offers (legalMoves of the awaited seats, freeMoves of every seat), deep freezing (so an engine that
 * writes into its input throws at the guilty move) and cheap assertions for the hot loops.
 *
 * Everything here goes through the GameDefinition contract only, so a new game in
 * worker/games/registry.ts is covered without a line of test code.
 */
import { jsonEqual, type GameDefinition, type Move, type Seat } from '../../../worker/engine/contract';
import { randomSource } from '../../../worker/engine/rng';
import { GAMES } from '../../../worker/games/registry';

/** Every registered game, NIHON included. */
export const ALL_GAMES: GameDefinition[] = Object.values(GAMES);

/** How a game is played blind (its definition's `blindPlay`): weight 1, a cap of 500 steps, played to the end. */
export const blindPlay = (game: GameDefinition) => game.blindPlay ?? { weight: 1, stepCap: 500, randomPlayEnds: true };

/** `perSengokuGame` games scaled down by the game's weight (at least one). */
export const gamesFor = (game: GameDefinition, perSengokuGame: number) => Math.max(1, Math.round(perSengokuGame / blindPlay(game).weight));

/** A test's time limit for a heavy game (its steps re-check large states): more than the project's 120 s. */
export const timeoutFor = (game: GameDefinition) => (blindPlay(game).weight >= 10 ? 360_000 : undefined);

/** `TENKA_TEST_SIZE=long` (`npm run fuzz -- --long`) multiplies the number of games (test/fuzz-size.ts). */
export { FUZZ_LONG as LONG } from '../../fuzz-size';

/** A cheap assertion (vitest's expect costs too much at hundreds of thousands of calls). */
export function check(cond: unknown, what: string): asserts cond {
  if (!cond) throw new Error(what);
}

/** A move as text for a failure message, cut short (it may hold 1 MB). */
export function show(x: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(x) ?? String(x);
  } catch {
    text = `<${typeof x} that JSON cannot write>`;
  }
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}

export interface Table {
  players: number;
  options: unknown;
  seed: string;
}

/** Random options from the game's own option list (booleans and choices), validated by the game. */
function randomOptions(game: GameDefinition, players: number, random: () => number): unknown {
  const raw: Record<string, unknown> = {};
  for (const spec of game.options) {
    if (spec.kind === 'boolean') raw[spec.key] = random() < 0.5;
    else if (spec.kind === 'choice' && spec.choices.length) raw[spec.key] = spec.choices[Math.floor(random() * spec.choices.length)]!.value;
  }
  const parsed = game.parseOptions(raw, players);
  if (parsed.ok) return parsed.options;
  const defaults = game.parseOptions(undefined, players);
  check(defaults.ok, `${game.id}: default options refused for ${players} players`);
  return defaults.options;
}

/** `count` tables, the player counts spread over the game's range (cycling when there are more tables). */
export function tables(game: GameDefinition, count: number, tag: string): Table[] {
  const random = randomSource(`tables:${game.id}:${tag}`);
  const range = game.maxPlayers - game.minPlayers + 1;
  return Array.from({ length: count }, (_, i) => {
    const spread = count < range ? Math.round((i * (range - 1)) / Math.max(1, count - 1)) : i % range;
    const players = game.minPlayers + spread;
    return { players, options: randomOptions(game, players, random), seed: `contract:${game.id}:${tag}:${i}` };
  });
}

export function setupTable(game: GameDefinition, t: Table): unknown {
  return game.setup({ players: t.players, options: t.options, seed: t.seed });
}

export interface Offered {
  seat: Seat;
  move: Move;
  /** A free move (offered to a seat that need not be awaited). */
  free: boolean;
}

export function seatsOf(players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => i);
}

/** Every move the state offers: the legal moves of each awaited seat and the free moves of every seat. */
export function offeredMoves(game: GameDefinition, state: unknown, players: number): Offered[] {
  const out: Offered[] = [];
  for (const seat of game.awaiting(state)) for (const move of game.legalMoves(state, seat)) out.push({ seat, move, free: false });
  if (game.freeMoves) for (const seat of seatsOf(players)) for (const move of game.freeMoves(state, seat)) out.push({ seat, move, free: true });
  return out;
}

/** Whether `move` is one the state offers to `seat` (so accepting it is right). */
export function isOffered(offered: Offered[], seat: Seat, move: unknown): boolean {
  return offered.some((o) => o.seat === seat && jsonEqual(o.move, move));
}

/** Freeze a JSON value all the way down: any write into it then throws (ES modules are strict). */
export function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

const SHARED_PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype];

/** The shared prototypes' own properties (names and values), to prove that no input added or replaced one. */
export function prototypeSnapshot(): unknown[][] {
  return SHARED_PROTOTYPES.map((p) => Object.getOwnPropertyNames(p).sort().flatMap((k) => [k, Object.getOwnPropertyDescriptor(p, k)!.value]));
}

export function samePrototypes(a: unknown[][], b: unknown[][]): boolean {
  return a.length === b.length && a.every((x, i) => x.length === b[i]!.length && x.every((v, j) => v === b[i]![j]));
}

/** Pick one element. */
export function pick<T>(xs: readonly T[], random: () => number): T {
  return xs[Math.floor(random() * xs.length)]!;
}
