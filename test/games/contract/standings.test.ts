/**
 * Standings (the result if a match ended now by its players' agreement, worker/engine/ending.ts) in
 * every registered game: at random points of random games they are well-formed (every seat once,
 * places from 1, winners the place-1 seats), leave the state untouched, and once the game is over
 * they are its result. Through the contract only: a new game is covered without a line here.
 */
import { describe, it } from 'vitest';
import { randomSource } from '../../../worker/engine/rng';
import { standingsNow } from '../../../worker/engine/ending';
import { ALL_GAMES, check, tables, setupTable } from './harness';
import { checkStandings, checkWellFormed, playBot } from './standings';

/** Games per registered game and the step cap of each (NIHON's steps resolve whole turns: few). */
const SIZE: Record<string, { games: number; stepCap: number }> = {
  sengoku: { games: 8, stepCap: 1000 },
  'white-castle-duel': { games: 4, stepCap: 2000 },
  'rising-sun': { games: 3, stepCap: 5000 },
  nihon: { games: 2, stepCap: 30 },
};
const DEFAULT_SIZE = { games: 2, stepCap: 500 };

describe('standings are well-formed at any moment and the result at the end', () => {
  for (const game of ALL_GAMES) {
    const size = SIZE[game.id] ?? DEFAULT_SIZE;
    it(`${game.id}: ${size.games} games`, () => {
      for (const table of tables(game, size.games, 'standings')) {
        const random = randomSource(`standings:${table.seed}`);
        let state = setupTable(game, table);
        let checked = 0;
        for (let step = 0; step < size.stepCap; step++) {
          const where = `${game.id} ${table.players}p seed ${table.seed} step ${step}`;
          // At set-up, then at random points (about one step in eight), and at the end.
          if (step === 0 || random() < 0.125) {
            checkStandings(game, state, table.players, where);
            checkWellFormed(game, game.result(state) ? game.standings!(state) : standingsNow(game, state, table.players), table.players, `${where} (standingsNow)`);
            checked++;
          }
          if (game.awaiting(state).length === 0) break;
          state = playBot(game, state, 1, random);
        }
        checkStandings(game, state, table.players, `${game.id} seed ${table.seed} last step`);
        check(checked > 0, 'checked at least once');
        if (game.id !== 'nihon') check(game.result(state) !== null, `${game.id} seed ${table.seed}: finished within ${size.stepCap} steps`);
      }
    }, 120_000);
  }
});
