/**
 * What a group may correct in The White Castle Duel's data, and how a correction set reaches the
 * rules (worker/engine/corrections.ts has the set's envelope). The most provisional components
 * are correctable: an influence card's cost, scroll action and improved icons, and a lantern
 * card's reward. Each new value is checked against the same shapes the shipped JSON has.
 *
 * The engine reads cards through `influenceCard(id)` and `lanternCard(id)` (data.ts). A match's
 * set lives in its options (state.options.corrections); every entry point of the game runs inside
 * `withCorrections(set, …)`, which lays the corrected cards over the shipped ones for the length of
 * that synchronous call and takes them off after. The result depends only on the state, as the
 * contract asks: the same state gives the same answer, and a replay from the export (whose options
 * hold the set) gives the same match.
 */
import { z } from 'zod';
import { correctionSpec, type CorrectionSpec } from '../../engine/corrections';
import { ACTION_KINDS, COLORS, COST_KEYS, GAIN_KEYS, ICONS, INFLUENCE_CARDS, LANTERN_CARDS } from './data';
export { compileCorrections, withCorrections } from './corrected-cards';

const count = z.number().int().min(0).max(9);
const costSchema = z.object(Object.fromEntries(COST_KEYS.map((k) => [k, count.optional()]))).strict();
const iconsSchema = z.object(Object.fromEntries(ICONS.map((k) => [k, count.optional()]))).strict();
const gainSchema = z.object({ kind: z.literal('gain'), ...Object.fromEntries(GAIN_KEYS.map((k) => [k, count.optional()])) }).strict();

/** An effect as in the shipped JSON; a choice nests at most two levels (the deepest printed card has one). */
function effectSchema(depth: number): z.ZodType {
  const plain: z.ZodType[] = [
    gainSchema,
    z.object({ kind: z.literal('well'), count: z.number().int().min(1).max(3) }).strict(),
    z.object({ kind: z.literal('lanternCard'), activate: z.boolean().optional() }).strict(),
    z.object({ kind: z.literal('activate'), color: z.enum(['any', ...COLORS]) }).strict(),
    z.object({ kind: z.literal('improve'), count: z.number().int().min(1).max(3) }).strict(),
    z.object({ kind: z.literal('action'), action: z.enum(ACTION_KINDS.filter((a) => a !== 'lantern' && a !== 'improve') as [string, ...string[]]), discount: z.number().int().min(0).max(3).optional() }).strict(),
    z.object({ kind: z.literal('influence'), free: z.boolean().optional() }).strict(),
  ];
  if (depth <= 0) return z.union(plain as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  const choice = z.object({ kind: z.literal('choice'), options: z.array(z.array(effectSchema(depth - 1)).min(1).max(4)).min(2).max(4) }).strict();
  return z.union([...plain, choice] as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]);
}
const effectsSchema = z.array(effectSchema(2)).min(1).max(6);
const scrollSchema = z.object({ cost: costSchema.optional(), effects: effectsSchema }).strict();

const FIELD_SCHEMAS: Record<string, Record<string, z.ZodType>> = {
  influence: { cost: costSchema, scroll: scrollSchema, icons: iconsSchema },
  lantern: { reward: effectsSchema },
};
const shippedInfluence = new Map(INFLUENCE_CARDS.map((c) => [c.id, c]));
const shippedLantern = new Map(LANTERN_CARDS.map((c) => [c.id, c]));

export const wcdCorrections: CorrectionSpec = correctionSpec({ influence: shippedInfluence, lantern: shippedLantern }, FIELD_SCHEMAS, (c) => `${c} card`);
