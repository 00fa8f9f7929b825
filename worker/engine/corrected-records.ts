/**
 * Laying a match's correction set over a game's shipped records (worker/engine/corrections.ts has
 * the set itself). Apart from the set's schema so a board can use it in the browser without zod.
 */
import type { CorrectionSet } from './corrections';

/**
 * Run `f` with a match's corrected records laid over the shipped ones, then take them off (also
 * when `f` throws). A game keeps its corrected records in one module variable that `lay` sets
 * and returns the previous value of; engine calls are synchronous, so nothing else runs between
 * laying and taking off. `compile` turns a set into the game's records once per set object.
 */
export function withCorrectedRecords<C, T>(set: CorrectionSet | null | undefined, cache: WeakMap<CorrectionSet, C>, compile: (set: CorrectionSet) => C, lay: (records: C) => C, f: () => T): T {
  if (!set) return f();
  let records = cache.get(set);
  if (records === undefined) { records = compile(set); cache.set(set, records); }
  const before = lay(records);
  try {
    return f();
  } finally {
    lay(before);
  }
}
