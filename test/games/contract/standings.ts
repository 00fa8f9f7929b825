/**
 * What the standings tests share (each game's test/games/<game>/standings.test.ts and the contract
 * test standings.test.ts): playing a game forward with its own bot, and the checks every standings
 * answer must pass. Contract-only, so any registered game can use it.
 */
import { expect } from 'vitest';
import type { GameDefinition, GameResult, Seat } from '../../../worker/engine/contract';
import { check, deepFreeze, seatsOf, show } from './harness';

/** Play up to `steps` steps: a random awaited seat plays the game's bot move. Stops when nobody is awaited. */
export function playBot<S>(game: GameDefinition<S>, state: S, steps: number, random: () => number): S {
  let s = state;
  for (let i = 0; i < steps; i++) {
    const awaited = game.awaiting(s);
    if (awaited.length === 0) break;
    const seat = awaited[Math.floor(random() * awaited.length)]!;
    const r = game.applyMove(s, seat, game.botMove(s, seat, random));
    check(r.ok, `${game.id}: the bot's move was refused at step ${i}: ${r.ok ? '' : show(r.rejection)}`);
    s = r.state;
  }
  return s;
}

/** Every seat exactly once, places from 1, winners the place-1 seats (unless `anyWinners`: a finished game's own result). */
export function checkWellFormed(game: GameDefinition, st: GameResult, players: number, where: string): void {
  const seats = st.ranking.map((r) => r.seat).sort((a, b) => a - b);
  check(JSON.stringify(seats) === JSON.stringify(seatsOf(players)), `${where}: every seat once, got ${show(seats)}`);
  check(st.ranking.every((r) => Number.isInteger(r.place) && r.place >= 1 && r.place <= players), `${where}: places 1..${players}: ${show(st.ranking)}`);
  check(st.ranking.some((r) => r.place === 1), `${where}: someone is first`);
  check(st.ranking.every((r) => typeof r.score === 'number' && Number.isFinite(r.score)), `${where}: numeric scores`);
  const firsts = st.ranking.filter((r) => r.place === 1).map((r) => r.seat).sort((a, b) => a - b);
  check(JSON.stringify([...st.winners].sort((a, b) => a - b)) === JSON.stringify(firsts), `${where}: winners ${show(st.winners)} are the place-1 seats ${show(firsts)} (${game.id})`);
}

/**
 * The standings of a state: well-formed, computed without writing into the (deep-frozen) state,
 * the same twice, and, once the game is over, the game's result in winners and places.
 * A finished game's own result may name no winner (NIHON's draw at the last turn): then only the
 * agreement with result() is asked of its winners.
 */
export function checkStandings<S>(game: GameDefinition<S>, state: S, players: number, where: string): GameResult {
  check(game.standings, `${game.id} has standings`);
  deepFreeze(state);
  const before = JSON.stringify(state);
  const st = game.standings(state);
  check(JSON.stringify(state) === before, `${where}: standings changed the state`);
  check(JSON.stringify(game.standings(state)) === JSON.stringify(st), `${where}: standings are deterministic`);
  const result = game.result(state);
  if (result) {
    check(JSON.stringify([...st.winners].sort()) === JSON.stringify([...result.winners].sort()), `${where}: finished: standings winners ${show(st.winners)} = result winners ${show(result.winners)}`);
    for (const r of result.ranking) {
      const mine = st.ranking.find((x) => x.seat === r.seat);
      check(mine && mine.place === r.place, `${where}: finished: seat ${r.seat} place ${mine?.place} = result place ${r.place}`);
    }
    const seats = st.ranking.map((r) => r.seat).sort((a, b) => a - b);
    check(JSON.stringify(seats) === JSON.stringify(seatsOf(players)), `${where}: every seat once, got ${show(seats)}`);
    if (result.winners.length > 0) checkWellFormed(game, st, players, where);
  } else {
    checkWellFormed(game, st, players, where);
  }
  return st;
}

/** The same with vitest's words, for the per-game tests. */
export function expectSameOutcome(a: GameResult, b: GameResult): void {
  expect([...a.winners].sort()).toEqual([...b.winners].sort());
  const places = (x: GameResult) => Object.fromEntries(x.ranking.map((r) => [r.seat, r.place]));
  expect(places(a)).toEqual(places(b));
}

export type { Seat };
