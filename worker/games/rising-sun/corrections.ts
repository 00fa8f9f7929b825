/**
 * What a group may correct in Rising Sun's data (worker/engine/corrections.ts has the set's
 * envelope): a province's harvest reward (Nagato's differs between the German and French examples)
 * and a clan's income, the single-source values a real copy settles at a glance. The map's
 * borders are not correctable here: the engine derives its adjacency from them once.
 * Every entry point runs inside `withCorrections` (corrected-data.ts), as in The White Castle Duel.
 */
import { z } from 'zod';
import type { CorrectionChange, CorrectionSpec } from '../../engine/corrections';
import { CLANS, PROVINCES } from './data';
export { compileCorrections, withCorrections } from './corrected-data';

const small = z.number().int().min(0).max(9);
const FIELD_SCHEMAS: Record<string, Record<string, z.ZodType>> = {
  province: { harvest: z.object({ vp: small, coins: small, ronin: small }).strict() },
  clan: { income: z.number().int().min(0).max(20) },
};
const shippedProvince = new Map(PROVINCES.map((p) => [p.id as string, p]));
const shippedClan = new Map(CLANS.map((c) => [c.id as string, c]));

export const rsCorrections: CorrectionSpec = {
  fields: { province: ['harvest'], clan: ['income'] },
  check(change: CorrectionChange): string | null {
    const known = change.component === 'province' ? shippedProvince.has(change.id) : shippedClan.has(change.id);
    if (!known) return `no ${change.component} "${change.id}"`;
    const r = FIELD_SCHEMAS[change.component]![change.field]!.safeParse(change.value);
    if (r.success) return null;
    const issue = r.error.issues[0]!;
    return `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`;
  },
  shipped(component, id, field) {
    const rec = component === 'province' ? shippedProvince.get(id) : component === 'clan' ? shippedClan.get(id) : undefined;
    return rec && Object.hasOwn(rec, field) ? (rec as unknown as Record<string, unknown>)[field] : undefined;
  },
};
