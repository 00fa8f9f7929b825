/**
 * What a group may correct in Rising Sun's data (worker/engine/corrections.ts has the set's
 * envelope): a province's harvest reward (Nagato's differs between the German and French examples)
 * and a clan's income, the single-source values a real copy settles at a glance. The map's
 * borders are not correctable here: the engine derives its adjacency from them once.
 * Every entry point runs inside `withCorrections` (corrected-data.ts), as in The White Castle Duel.
 */
import { z } from 'zod';
import { correctionSpec, type CorrectionSpec } from '../../engine/corrections';
import { CLANS, PROVINCES } from './data';
export { compileCorrections, withCorrections } from './corrected-data';

const small = z.number().int().min(0).max(9);
const FIELD_SCHEMAS: Record<string, Record<string, z.ZodType>> = {
  province: { harvest: z.object({ vp: small, coins: small, ronin: small }).strict() },
  clan: { income: z.number().int().min(0).max(20) },
};
const shippedProvince = new Map(PROVINCES.map((p) => [p.id as string, p]));
const shippedClan = new Map(CLANS.map((c) => [c.id as string, c]));

export const rsCorrections: CorrectionSpec = correctionSpec({ province: shippedProvince, clan: shippedClan }, FIELD_SCHEMAS);
