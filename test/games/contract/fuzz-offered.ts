/**
 * The offered-accepted fuzz (issue 14, "Done when"): uniform-random play where, at every step, every
 * move the state offers (legalMoves of each awaited seat, freeMoves of every seat) is applied to the
 * current state and must be accepted, without a throw and without writing into the state (which is
 * deep-frozen, and compared as JSON after the step). Then one offered move, picked at random, is
 * played. Every few steps the bot's move for an awaited seat must be accepted too.
 */
import type { GameDefinition, Seat } from '../../../worker/engine/contract';
import { randomSource } from '../../../worker/engine/rng';
import { check, deepFreeze, offeredMoves, pick, setupTable, show, type Offered, type Table } from './harness';

export interface FuzzFigures {
  games: number;
  finished: number;
  steps: number;
  offeredChecked: number;
  botChecked: number;
}

export function newFigures(): FuzzFigures {
  return { games: 0, finished: 0, steps: 0, offeredChecked: 0, botChecked: 0 };
}

/** Play one game; `stepCap` bounds it (a uniform-random game may wander for long). */
export function fuzzGame(game: GameDefinition, table: Table, stepCap: number, figures: FuzzFigures): void {
  const random = randomSource(`play:${table.seed}`);
  let state = setupTable(game, table);
  figures.games++;
  for (let step = 0; step < stepCap; step++) {
    const awaited = game.awaiting(state);
    const where = () => `${game.id} ${table.players}p ${show(table.options)} seed ${table.seed}, step ${step}`;
    deepFreeze(state);
    const before = JSON.stringify(state);
    const offered = offeredMoves(game, state, table.players);
    for (const seat of awaited) check(offered.some((o) => o.seat === seat && !o.free), `${where()}: seat ${seat} is awaited but offered no move`);
    if (offered.length === 0) break;

    for (const o of offered) tryOffered(game, state, o, where);
    figures.offeredChecked += offered.length;
    if (step % 10 === 0) for (const seat of awaited) tryBot(game, state, seat, random, where, figures);
    check(JSON.stringify(state) === before, `${where()}: applying the offered moves changed the state`);

    // Mostly a move of an awaited seat (so the game goes on), sometimes a free one.
    const mainline = offered.filter((o) => !o.free);
    const pool = mainline.length && (random() < 0.9 || mainline.length === offered.length) ? mainline : offered.filter((o) => o.free);
    const chosen = pick(pool, random);
    const r = game.applyMove(state, chosen.seat, chosen.move);
    check(r.ok, `${where()}: chosen move refused`);
    state = r.state;
    figures.steps++;
  }
  if (game.awaiting(state).length === 0) {
    check(game.result(state) !== null, `${game.id} seed ${table.seed}: nobody awaited but no result`);
    figures.finished++;
  }
}

function tryOffered(game: GameDefinition, state: unknown, o: Offered, where: () => string): void {
  let r;
  try {
    r = game.applyMove(state, o.seat, o.move);
  } catch (e) {
    throw new Error(`${where()}: offered ${o.free ? 'free ' : ''}move of seat ${o.seat} threw: ${show(o.move)}: ${(e as Error).stack ?? e}`);
  }
  if (!r.ok) throw new Error(`${where()}: offered ${o.free ? 'free ' : ''}move of seat ${o.seat} refused: ${show(o.move)} → ${show(r.rejection)}`);
}

function tryBot(game: GameDefinition, state: unknown, seat: Seat, random: () => number, where: () => string, figures: FuzzFigures): void {
  const move = game.botMove(state, seat, random);
  const r = game.applyMove(state, seat, move);
  if (!r.ok) throw new Error(`${where()}: the bot's move for seat ${seat} was refused: ${show(move)} → ${show(r.rejection)}`);
  figures.botChecked++;
}
