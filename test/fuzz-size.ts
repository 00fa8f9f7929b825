/**
 * How much the fuzzers play: one switch, `TENKA_TEST_SIZE`, for every fuzzer of every game.
 *   quick (default): `npm run check` and `npm test`, a developer's loop on a 2-core machine;
 *   full: `npm run test:full` and CI (`.ci/run`), and `npm run fuzz`;
 *   long: `npm run fuzz -- --long`, ten times the full counts where a fuzzer supports more.
 * Anything else is refused at once (a typo must not silently run the quick counts).
 */
export type TestSize = 'quick' | 'full' | 'long';

function sizeFromEnv(raw: string | undefined): TestSize {
  const size = raw === undefined || raw === '' ? 'quick' : raw;
  if (size !== 'quick' && size !== 'full' && size !== 'long') throw new Error(`TENKA_TEST_SIZE: expected quick, full or long, not "${raw}"`);
  return size;
}

export const TEST_SIZE: TestSize = sizeFromEnv(process.env.TENKA_TEST_SIZE);

/** The full counts or more (CI, `npm run fuzz`). */
export const FUZZ_FULL = TEST_SIZE !== 'quick';

/** `long` runs (`npm run fuzz -- --long`). */
export const FUZZ_LONG = TEST_SIZE === 'long';

/** `full` games under CI and `npm run fuzz` (ten times that under `long` when `long` is not given), `quick` otherwise. */
export function fuzzCount(full: number, quick: number, long = full * 10): number {
  return TEST_SIZE === 'long' ? long : TEST_SIZE === 'full' ? full : quick;
}

/** A test's time limit: the full counts take about three times as long as the quick ones, long ones far longer. */
export const FUZZ_TIMEOUT_MS = TEST_SIZE === 'long' ? 3_600_000 : TEST_SIZE === 'full' ? 600_000 : 120_000;
