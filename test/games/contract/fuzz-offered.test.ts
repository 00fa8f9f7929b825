/**
 * Offered moves are accepted moves, in every registered game (issue 14): see fuzz-offered.ts.
 * Sizes are set so the default run stays well under a minute on a slow two-core box;
 * `npm run fuzz -- --long` (TENKA_TEST_SIZE=long) plays ten times as many games; a quick run
 * (TENKA_TEST_SIZE=quick, `npm test`) plays a third of them and one NIHON game (test/fuzz-size.ts).
 */
import { describe, expect, it } from 'vitest';
import { ALL_GAMES, blindPlay, gamesFor, LONG, tables, timeoutFor } from './harness';
import { fuzzCount } from '../../fuzz-size';
import { fuzzGame, newFigures } from './fuzz-offered';

/** Full-size games of a game of weight 1 (each game's definition weighs its own: blindPlay). */
const GAMES_AT_WEIGHT_1 = 48;

describe('offered moves are accepted (uniform-random play, every offered move re-applied at every step)', () => {
  for (const game of ALL_GAMES) {
    const size = { games: gamesFor(game, GAMES_AT_WEIGHT_1), stepCap: blindPlay(game).stepCap };
    const count = fuzzCount(size.games, Math.max(1, Math.round(size.games / 6)), size.games * 10);
    it(`${game.id}: ${count} games`, () => {
      const figures = newFigures();
      for (const table of tables(game, count, LONG ? 'long' : 'ci')) fuzzGame(game, table, size.stepCap, figures);
      console.log(`${game.id}: ${JSON.stringify(figures)}`);
      expect(figures.games).toBe(count);
      expect(figures.offeredChecked).toBeGreaterThan(figures.steps);
      // A game whose random play wanders (NIHON) is capped mid-game; the others play to the end.
      if (blindPlay(game).randomPlayEnds) expect(figures.finished).toBe(count);
    // NIHON re-applies every offered order step at every step (~400,000): close to the project's 120 s beside other files.
    }, timeoutFor(game));
  }
});
