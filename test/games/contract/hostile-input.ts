/**
 * The hostile-input property (issue 14, "Done when"): at random states of random games, the hostile
 * variants (hostile.ts) of real moves (offered moves, the bot's move, one well-shaped move of every
 * kind the game's schema declares) are applied for an awaited seat. Each must give a typed refusal
 * (or be an offered move, when a variant happens to be one), never a throw; the state must stay as it
 * was (it is deep-frozen, and compared as JSON); the shared prototypes must keep exactly their own
 * properties; and legalMoves and the bot must still work on that state afterwards.
 *
 * Failures are collected, not thrown at the first one, so a report names every failing shape.
 */
import type { GameDefinition, Move, Seat } from '../../../worker/engine/contract';
import { randomSource } from '../../../worker/engine/rng';
import {
  check, deepFreeze, isOffered, offeredMoves, pick, prototypeSnapshot, samePrototypes, setupTable, show, type Offered, type Table,
} from './harness';
import { notMoves, variantsOf, type Variant } from './hostile';

export interface HostileFigures {
  states: number;
  seeds: number;
  variants: number;
  refused: number;
  /** Variants accepted rightly (offered moves, free text, benign changes of unlisted moves). */
  accepted: number;
  moveTypes: Set<string>;
  /** Failing shapes, each once with its first message: "type: path ← value" → why. */
  failures: Map<string, string>;
}

export function newHostileFigures(): HostileFigures {
  return { states: 0, seeds: 0, variants: 0, refused: 0, accepted: 0, moveTypes: new Set(), failures: new Map() };
}

/** A move to corrupt; `offered` when the state offers it (then every accepted variant must be offered too). */
interface Seed {
  move: Move;
  offered: boolean;
}

export interface HostileOptions {
  /** States visited per game (sampled along uniform-random play). */
  states: number;
  /** Random play between two sampled states. */
  stride: number;
  /** Offered moves used as seeds per state. */
  seedsPerState: number;
  /** Extra seeds (e.g. one move of every kind of the game's schema), used at the first few states. */
  extraSeeds: Move[];
  /** Fields whose strings are free text (a deal's terms): a hostile string there may be accepted. */
  freeText: string[];
}

const REJECTION_MESSAGE_MAX = 2000;

export function hostileGame(game: GameDefinition, table: Table, opts: HostileOptions, figures: HostileFigures): void {
  const random = randomSource(`hostile:${table.seed}`);
  let state = setupTable(game, table);
  for (let visited = 0; visited < opts.states; visited++) {
    const awaited = game.awaiting(state);
    if (awaited.length === 0) return;
    const offered = offeredMoves(game, state, table.players);
    const seat = pick(awaited, random);
    const seeds: Seed[] = [];
    // Seeds from the attacked seat's own offers, so the variants get past the turn checks.
    const mine = offered.filter((o) => o.seat === seat);
    for (let i = 0; i < opts.seedsPerState; i++) seeds.push({ move: pick(mine.length ? mine : offered, random).move, offered: true });
    seeds.push({ move: game.botMove(state, seat, random), offered: false });
    if (visited < 2) for (const move of opts.extraSeeds) seeds.push({ move, offered: false });
    attack(game, state, seat, offered, seeds, opts, figures, `${game.id} ${table.players}p seed ${table.seed} state ${visited}`);
    figures.states++;
    // Walk on: uniform-random offered moves of the awaited seats.
    for (let i = 0; i < opts.stride && game.awaiting(state).length; i++) {
      const main = offeredMoves(game, state, table.players).filter((o) => !o.free);
      if (!main.length) break;
      const o = pick(main, random);
      const r = game.applyMove(state, o.seat, o.move);
      check(r.ok, `${game.id}: offered move refused while walking: ${show(o.move)}`);
      state = r.state;
    }
  }
}

function attack(game: GameDefinition, state: unknown, seat: Seat, offered: Offered[], seeds: Seed[], opts: HostileOptions, figures: HostileFigures, where: string): void {
  deepFreeze(state);
  const before = JSON.stringify(state);
  const protos = prototypeSnapshot();
  const fail = (shape: string, why: string): void => {
    if (!figures.failures.has(shape)) figures.failures.set(shape, `${why} (${where})`);
  };
  const sample = seeds[0]!.move;
  const variants: (Variant & { seedOffered: boolean })[] = notMoves(sample).map((v) => ({ ...v, seedOffered: true }));
  for (const seed of seeds) {
    figures.seeds++;
    figures.moveTypes.add(String(seed.move.type));
    for (const v of variantsOf(seed.move)) variants.push({ ...v, shape: `${String(seed.move.type)}: ${v.shape}`, seedOffered: seed.offered });
  }
  // Seats that are not seats, with a real move.
  const seatShapes: [string, unknown][] = [['-1', -1], ['99', 99], ['1.5', 1.5], ['NaN', NaN], ['"0"', '0'], ['null', null], ['"__proto__"', '__proto__']];

  for (const v of variants) {
    figures.variants++;
    const r = tryApply(game, state, seat, v.move);
    if ('threw' in r) { fail(v.shape, `threw: ${r.threw}`); continue; }
    if (r.ok) {
      if (acceptable(v, offered, seat, opts)) figures.accepted++;
      else fail(v.shape, `accepted ${show(v.move)}`);
    } else {
      figures.refused++;
      const bad = badRejection(r.rejection);
      if (bad) fail(v.shape, bad);
    }
    if (!samePrototypes(protos, prototypeSnapshot())) { fail(v.shape, 'changed a shared prototype'); restorePrototypes(); }
  }
  for (const [name, s] of seatShapes) {
    figures.variants++;
    const r = tryApply(game, state, s as Seat, sample);
    if ('threw' in r) fail(`seat ${name}`, `threw: ${r.threw}`);
    else if (r.ok) fail(`seat ${name}`, 'accepted a move for a seat that does not exist');
    else figures.refused++;
  }
  if (JSON.stringify(state) !== before) fail('(any)', 'the state changed');
  // The state still works for everyone: no hostile input may have broken a shared object.
  for (const s of game.awaiting(state)) {
    try {
      check(game.legalMoves(state, s).length > 0, 'no legal move left');
      game.botMove(state, s, () => 0.5);
    } catch (e) {
      fail('(after the attack)', `legalMoves or the bot of seat ${s} threw: ${(e as Error).message}`);
    }
  }
}

/**
 * Whether accepting a variant is right: never for a value no move may carry, nor for a prototype name
 * (outside free text); otherwise when the state offers it, or when its seed is a move of a family the
 * offer list does not enumerate (a whole NIHON sheet, a Rising Sun deal), where a benign change (a
 * field dropped, a `false`) may well give another legal move.
 */
function acceptable(v: Variant & { seedOffered: boolean }, offered: Offered[], seat: Seat, opts: HostileOptions): boolean {
  if (v.alwaysBad) return false;
  if (isOffered(offered, seat, v.move)) return true;
  if (opts.freeText.some((k) => v.shape.includes(`: ${k} ←`))) return true;
  // A list with fewer entries (an element dropped, or emptied) is a shorter list of orders, not a
  // hostile value: NIHON offers its fleets' orders as one list, not every sub-list of it.
  if (!v.protoName && /\[\d+\] dropped|← \[\]/.test(v.shape)) return true;
  return !v.protoName && !v.seedOffered;
}

type Tried = { ok: true } | { ok: false; rejection: unknown } | { threw: string };

function tryApply(game: GameDefinition, state: unknown, seat: Seat, move: unknown): Tried {
  try {
    const r = game.applyMove(state, seat, move as Move);
    return r.ok ? { ok: true } : { ok: false, rejection: r.rejection };
  } catch (e) {
    return { threw: ((e as Error).message ?? String(e)).slice(0, 200) };
  }
}

/** Why a refusal is not the engine's typed rejection (code, message, rule), or null. */
function badRejection(r: unknown): string | null {
  const x = r as { code?: unknown; message?: unknown; rule?: unknown } | null;
  if (!x || typeof x.code !== 'string' || !x.code || typeof x.rule !== 'string' || !x.rule || typeof x.message !== 'string' || !x.message) {
    return `not a typed rejection: ${show(r)}`;
  }
  if (x.message.length > REJECTION_MESSAGE_MAX) return `a rejection message of ${x.message.length} characters (the input echoed back?)`;
  return null;
}

/** Undo a pollution so one failing game does not poison every later test in the worker. */
function restorePrototypes(): void {
  for (const key of ['polluted', 'type', 'x', 'a']) delete (Object.prototype as Record<string, unknown>)[key];
}
