/**
 * How much the big fuzzers play. `npm test`, a developer's inner loop on a 2-core machine: quick
 * counts. CI (`.ci/run`) and `npm run fuzz` set FUZZ_FULL=1: the full counts. `npm run fuzz --
 * --long` (FUZZ_LONG=1): ten times the full counts where a fuzzer supports it.
 */
export const FUZZ_FULL = process.env.FUZZ_FULL === '1' || process.env.FUZZ_LONG === '1';

/** `full` games under CI and `npm run fuzz`, `quick` under a plain `npm test`. */
export function fuzzCount(full: number, quick: number): number {
  return FUZZ_FULL ? full : quick;
}

/** A test's time limit: the full counts take about three times as long as the quick ones. */
export const FUZZ_TIMEOUT_MS = FUZZ_FULL ? 600_000 : 120_000;
