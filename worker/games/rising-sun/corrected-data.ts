/**
 * A correction set laid over Rising Sun's shipped provinces and clans (the checks are in
 * corrections.ts, which needs zod; this part also runs in the browser, on the board).
 */
import type { CorrectionSet } from '../../engine/corrections';
import { withCorrectedRecords } from '../../engine/corrected-records';
import { CLANS, PROVINCES, setCorrectedRecords, type ClanData, type CorrectedRecords, type ProvinceData } from './data';

const shippedProvince = new Map(PROVINCES.map((p) => [p.id as string, p]));
const shippedClan = new Map(CLANS.map((c) => [c.id as string, c]));

/** The corrected records of a (validated) set: copies of the shipped ones with the changed fields and the change's mark. */
export function compileCorrections(set: CorrectionSet | null | undefined): CorrectedRecords | null {
  if (!set) return null;
  const province = new Map<string, ProvinceData>();
  const clan = new Map<string, ClanData>();
  for (const ch of set.changes) {
    const mark = { confidence: ch.confidence, sources: [ch.source], corrected: true as const };
    if (ch.component === 'province') province.set(ch.id, { ...(province.get(ch.id) ?? shippedProvince.get(ch.id)!), [ch.field]: structuredClone(ch.value), ...mark });
    else if (ch.component === 'clan') clan.set(ch.id, { ...(clan.get(ch.id) ?? shippedClan.get(ch.id)!), [ch.field]: structuredClone(ch.value), ...mark });
  }
  return { province, clan };
}

const compiled = new WeakMap<CorrectionSet, CorrectedRecords | null>();

/** Run `f` with the set's records laid over the shipped ones (none: the shipped data), then take them off. */
export function withCorrections<T>(set: CorrectionSet | null | undefined, f: () => T): T {
  return withCorrectedRecords(set, compiled, compileCorrections, setCorrectedRecords, f);
}
