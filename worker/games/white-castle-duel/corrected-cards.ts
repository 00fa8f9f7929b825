/**
 * A correction set laid over The White Castle Duel's shipped cards (the set's checks are in
 * corrections.ts). Kept apart from those checks, which need zod, so the board can lay the same
 * cards over the shipped ones in the browser without shipping a schema library.
 */
import type { CorrectionSet } from '../../engine/corrections';
import { withCorrectedRecords } from '../../engine/corrected-records';
import { INFLUENCE_CARDS, LANTERN_CARDS, setCorrectedCards, type CorrectedCards, type InfluenceCard, type LanternCard } from './data';

const shippedInfluence = new Map(INFLUENCE_CARDS.map((c) => [c.id, c]));
const shippedLantern = new Map(LANTERN_CARDS.map((c) => [c.id, c]));

/** The corrected cards of a (validated) set: each a copy of the shipped card with the changed fields and the change's mark. */
export function compileCorrections(set: CorrectionSet | null | undefined): CorrectedCards | null {
  if (!set) return null;
  const influence = new Map<string, InfluenceCard>();
  const lantern = new Map<string, LanternCard>();
  for (const ch of set.changes) {
    const mark = { confidence: ch.confidence, sources: [ch.source], corrected: true as const };
    if (ch.component === 'influence') {
      const base = influence.get(ch.id) ?? shippedInfluence.get(ch.id)!;
      influence.set(ch.id, { ...base, [ch.field]: structuredClone(ch.value), ...mark });
    } else if (ch.component === 'lantern') {
      const base = lantern.get(ch.id) ?? shippedLantern.get(ch.id)!;
      lantern.set(ch.id, { ...base, reward: structuredClone(ch.value) as LanternCard['reward'], ...mark });
    }
  }
  return { influence, lantern };
}

const compiled = new WeakMap<CorrectionSet, CorrectedCards | null>();

/** Run `f` with the set's cards laid over the shipped ones (none: the shipped data), then take them off. */
export function withCorrections<T>(set: CorrectionSet | null | undefined, f: () => T): T {
  return withCorrectedRecords(set, compiled, compileCorrections, setCorrectedCards, f);
}
