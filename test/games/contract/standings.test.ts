/**
 * Standings (the result if a match ended now by its players' agreement, worker/engine/ending.ts) in
 * every registered game: at random points of random games they are well-formed (every seat once,
 * places from 1, winners the place-1 seats), leave the state untouched, and once the game is over
 * they are its result. Through the contract only: a new game is covered without a line here.
 */
import { describe, it } from 'vitest';
import { randomSource } from '../../../worker/engine/rng';
import { standingsNow } from '../../../worker/engine/ending';
import { ALL_GAMES, blindPlay, check, gamesFor, tables, setupTable } from './harness';
import { checkStandings, checkWellFormed, playBot } from './standings';

/** Games of a game of weight 1 (each game's definition weighs its own: blindPlay); the bot plays them, so a game that random play never ends (NIHON) still reaches its end within a few times its cap. */
const GAMES_AT_WEIGHT_1 = 8;

describe('standings are well-formed at any moment and the result at the end', () => {
  for (const game of ALL_GAMES) {
    const play = blindPlay(game);
    const size = { games: gamesFor(game, GAMES_AT_WEIGHT_1), stepCap: play.randomPlayEnds ? play.stepCap * 2 : play.stepCap };
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
        if (play.randomPlayEnds) check(game.result(state) !== null, `${game.id} seed ${table.seed}: finished within ${size.stepCap} steps`);
      }
    }, 120_000);
  }
});
