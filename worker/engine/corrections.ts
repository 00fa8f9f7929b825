/**
 * Correction sets: a group's own edition of a game's component data, as data (in the spirit of
 * godip's variants). A set is a small JSON document: a title, and changes, each naming one field
 * of one component ("influence card I-B02, its icons"), its new value, the source the group
 * relies on and how sure it is (the provenance scale). The game says which fields may be
 * corrected and checks each value against its own data schema (`GameDefinition.corrections`);
 * nothing here knows a game. A match created with a set carries it in its options, so the
 * engine, the views, the export and a replay all use the same data, and nobody edits code to fix
 * a card.
 */
import { z } from 'zod';
import { CONFIDENCES, type Confidence } from './provenance';

/**
 * A set stays small: it is copied into every match that uses it (a Durable Object value, the D1
 * index row), and it fits in one API request (64 KB, worker/http/limits.ts) with room to spare.
 */
export const MAX_SET_BYTES = 48 * 1024;
export const MAX_CHANGES = 200;

const idPart = z.string().trim().min(1).max(40).regex(/^[\w.-]+$/, 'letters, digits, "_", "." or "-"');

export const correctionChangeSchema = z.object({
  component: idPart,
  id: idPart,
  field: idPart,
  value: z.unknown(),
  /** What the group relies on: a rulebook page, a photo of a card, a publisher's list. */
  source: z.string().trim().min(3, 'say where the corrected value comes from (at least 3 characters)').max(300),
  confidence: z.enum(CONFIDENCES),
}).strict();

export const correctionSetSchema = z.object({
  /** The saved set's id (its link), when the match was made from a saved set. */
  id: z.string().regex(/^[0-9a-f]{16}$/).optional(),
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().max(2000).default(''),
  changes: z.array(correctionChangeSchema).min(1, 'a set changes at least one fact').max(MAX_CHANGES),
}).strict();

export type CorrectionChange = z.infer<typeof correctionChangeSchema> & { confidence: Confidence };
export type CorrectionSet = z.infer<typeof correctionSetSchema>;

/** What a game declares: the fields a set may change, and a check of each new value against its data schema. */
export interface CorrectionSpec {
  /** component → the fields of it that may be corrected. */
  fields: Record<string, readonly string[]>;
  /** Why this change cannot apply (unknown id, a value outside the game's schema), or null. */
  check(change: CorrectionChange): string | null;
  /** The shipped value of a field, to show next to the corrected one. */
  shipped(component: string, id: string, field: string): unknown;
}

/** A set validated for one game, or why not (the field named as the API does it: `changes.3.value: …`). */
export function parseCorrectionSet(spec: CorrectionSpec | undefined, raw: unknown): { ok: true; set: CorrectionSet } | { ok: false; field: string; message: string } {
  if (!spec) return { ok: false, field: 'corrections', message: 'this game has no correctable data' };
  let bytes: number;
  try { bytes = new TextEncoder().encode(JSON.stringify(raw) ?? '').length; } catch { return { ok: false, field: 'corrections', message: 'not JSON' }; }
  if (bytes > MAX_SET_BYTES) return { ok: false, field: 'corrections', message: `a correction set is at most ${MAX_SET_BYTES} bytes (this one: ${bytes})` };
  const parsed = correctionSetSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, field: ['corrections', ...issue.path].join('.'), message: issue.message };
  }
  const seen = new Set<string>();
  for (const [i, change] of parsed.data.changes.entries()) {
    const at = `corrections.changes.${i}`;
    const fields = Object.hasOwn(spec.fields, change.component) ? spec.fields[change.component]! : null;
    if (!fields) return { ok: false, field: `${at}.component`, message: `unknown component "${change.component}" (correctable: ${Object.keys(spec.fields).join(', ')})` };
    if (!fields.includes(change.field)) return { ok: false, field: `${at}.field`, message: `${change.component} "${change.field}" cannot be corrected (correctable: ${fields.join(', ')})` };
    const key = `${change.component}/${change.id}/${change.field}`;
    if (seen.has(key)) return { ok: false, field: `${at}`, message: `${key} is changed twice` };
    seen.add(key);
    const why = spec.check(change as CorrectionChange);
    if (why) return { ok: false, field: `${at}.value`, message: why };
  }
  return { ok: true, set: parsed.data };
}


/**
 * A game's spec from its shipped records (component → id → record) and the schema of each
 * correctable field's values: the fields are the schemas' keys, an id must name a shipped record,
 * a value must pass its schema, and `shipped` reads the record's field. `noun` names a component
 * in messages ("influence card").
 */
export function correctionSpec(records: Record<string, ReadonlyMap<string, object>>, schemas: Record<string, Record<string, z.ZodType>>, noun: (component: string) => string = (c) => c): CorrectionSpec {
  return {
    fields: Object.fromEntries(Object.entries(schemas).map(([component, fields]) => [component, Object.keys(fields)])),
    check(change) {
      if (!records[change.component]?.has(change.id)) return `no ${noun(change.component)} "${change.id}"`;
      const r = schemas[change.component]![change.field]!.safeParse(change.value);
      if (r.success) return null;
      const issue = r.error.issues[0]!;
      return `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`;
    },
    shipped(component, id, field) {
      const record = Object.hasOwn(records, component) ? records[component]!.get(id) : undefined;
      return record && Object.hasOwn(record, field) ? (record as Record<string, unknown>)[field] : undefined;
    },
  };
}
