/**
 * The named seed sets of the bot bench (`npm run bench:bots -- --seeds <set>`, docs/bots.md
 * "Measuring the bots"). A game's seeds are `<prefix>-<game id>-<n>` for the deal and
 * `<prefix>-moves-<n>` for the bots' randomness.
 * - `tune`: the games a level's budget or a bot's weights may be tuned on (the prefix the bench used
 *   before the sets were named, so earlier tuning runs stay reproducible).
 * - `heldout`: the games the docs' figures are reported on. Never used by tuning (the bench refuses
 *   a `BUDGET` run on it) nor by any test (test/scripts/heldout-seeds.test.ts reads the tests and
 *   engines for the prefix).
 */
export const SEED_SETS = {
  tune: 'bench',
  heldout: 'heldout',
} as const;
export type SeedSet = keyof typeof SEED_SETS;

/** The prefix no test or engine file may name: the held-out set's. */
export const HELDOUT_PREFIX = `${SEED_SETS.heldout}-`;

export const isSeedSet = (name: string): name is SeedSet => Object.hasOwn(SEED_SETS, name);

/** The seeds of game `n` of a set: the deal's and the bots' randomness. */
export function seedsOf(set: SeedSet, gameId: string, n: number): { deal: string; moves: string } {
  const prefix = SEED_SETS[set];
  return { deal: `${prefix}-${gameId}-${n}`, moves: `${prefix}-moves-${n}` };
}
