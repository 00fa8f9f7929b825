/**
 * Offered moves are accepted moves, in every registered game (issue 14): see fuzz-offered.ts.
 * Sizes are set so the default run stays well under a minute on a slow two-core box;
 * `npm run fuzz -- --long` (TENKA_TEST_SIZE=long) plays ten times as many games; a quick run
 * (TENKA_TEST_SIZE=quick, `npm test`) plays a third of them and one NIHON game (test/fuzz-size.ts).
 */
import { describe, expect, it } from 'vitest';
import { ALL_GAMES, LONG, tables } from './harness';
import { fuzzCount } from '../../fuzz-size';
import { fuzzGame, newFigures } from './fuzz-offered';

/** Games per registered game and the step cap of each (uniform-random NIHON drafts wander: capped). */
const SIZE: Record<string, { games: number; stepCap: number }> = {
  sengoku: { games: 48, stepCap: 1000 },
  'white-castle-duel': { games: 24, stepCap: 2000 },
  'rising-sun': { games: 15, stepCap: 3000 },
  nihon: { games: 2, stepCap: 50 },
};
const DEFAULT_SIZE = { games: 4, stepCap: 500 };

describe('offered moves are accepted (uniform-random play, every offered move re-applied at every step)', () => {
  for (const game of ALL_GAMES) {
    const size = SIZE[game.id] ?? DEFAULT_SIZE;
    const count = fuzzCount(size.games, Math.max(1, Math.round(size.games / 3)), size.games * 10);
    it(`${game.id}: ${count} games`, () => {
      const figures = newFigures();
      for (const table of tables(game, count, LONG ? 'long' : 'ci')) fuzzGame(game, table, size.stepCap, figures);
      console.log(`${game.id}: ${JSON.stringify(figures)}`);
      expect(figures.games).toBe(count);
      expect(figures.offeredChecked).toBeGreaterThan(figures.steps);
      // The capped NIHON runs end mid-game; the others play to the end.
      if (game.id !== 'nihon') expect(figures.finished).toBe(count);
    // NIHON re-applies every offered order step at every step (~400,000): close to the project's 120 s beside other files.
    }, game.id === 'nihon' ? 360_000 : undefined);
  }
});
