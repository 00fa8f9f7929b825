/**
 * A game's move schema (move-schema.ts, the engines' own compact format) as JSON Schema (draft
 * 2020-12), so a bot in any language can tell a well-formed move before it posts it
 * (GET /api/games/:game/moves.schema.json). One JSON Schema keyword per rule of the checker:
 * unknown fields refused (`additionalProperties: false`), bounded strings, lists and maps, ids of
 * letters, digits, - and _ that no object inherits. What the JSON Schema cannot say the same way is
 * listed in docs/api.md ("Machine-readable description"). Pure: no dependency.
 */
import type { Fields, MoveKind, MoveSchema, Schema } from './move-schema';

export type JsonSchema = { [key: string]: unknown };

/** Names an id may never take (the checker's PROTO_NAMES): everything plain objects inherit, plus `prototype`. */
const PROTO_NAMES = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'].sort();
const ID_PATTERN = '^[A-Za-z0-9_-]+$';

function convert(s: Schema): JsonSchema {
  switch (s.t) {
    case 'string': {
      const out: JsonSchema = { type: 'string', maxLength: s.max };
      if (s.min) out.minLength = s.min;
      if (s.values) out.enum = [...s.values];
      if (s.id) Object.assign(out, { pattern: ID_PATTERN, not: { enum: PROTO_NAMES } });
      return out;
    }
    case 'int': return { type: 'integer', minimum: s.min, maximum: s.max };
    case 'bool': return { type: 'boolean' };
    case 'null': return { type: 'null' };
    case 'literal': return { const: s.value };
    case 'array': return { type: 'array', items: convert(s.of), minItems: s.min, maxItems: s.max };
    case 'object': return fieldsSchema(s.fields);
    case 'tagged': return taggedSchema(s.on, s.cases, {});
    case 'record': {
      const key = convert(s.key);
      // The checker refuses an own `__proto__` key whatever the key schema says.
      const names = key.not ? key : { ...key, not: { const: '__proto__' } };
      return { type: 'object', maxProperties: s.max, propertyNames: names, additionalProperties: convert(s.of) };
    }
    case 'either': return { description: s.what, anyOf: s.options.map(convert) };
  }
}

/** An object of exactly these fields (`fixed`: fields pinned to one value, the move's `type` and branch). */
function fieldsSchema(fields: Fields, fixed: Record<string, string> = {}): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, value] of Object.entries(fixed)) {
    properties[name] = { const: value };
    required.push(name);
  }
  for (const [name, field] of Object.entries(fields)) {
    if (name in fixed) continue;
    properties[name] = convert(field);
    if (!field.optional) required.push(name);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

/** An object whose fields depend on its `on` field: one alternative per case. */
function taggedSchema(on: string, cases: Readonly<Record<string, Fields>>, fixed: Record<string, string>): JsonSchema {
  return {
    type: 'object', required: [...Object.keys(fixed), on],
    properties: { [on]: { enum: Object.keys(cases) } },
    oneOf: Object.entries(cases).map(([tag, fields]) => fieldsSchema(fields, { ...fixed, [on]: tag })),
  };
}

function isBranching(kind: MoveKind): kind is { on: string; cases: Readonly<Record<string, Fields>> } {
  return typeof kind.on === 'string' && typeof kind.cases === 'object';
}

/** The JSON Schema of one move kind (`type` pinned). */
export function moveKindJsonSchema(type: string, kind: MoveKind): JsonSchema {
  return { title: type, ...(isBranching(kind) ? taggedSchema(kind.on, kind.cases, { type }) : fieldsSchema(kind, { type })) };
}

/** Every move of a game: an object whose `type` names its kind, then that kind's fields. */
export function moveJsonSchema(schema: MoveSchema): JsonSchema {
  const kinds = Object.keys(schema);
  return {
    type: 'object', required: ['type'],
    properties: { type: { enum: kinds } },
    oneOf: kinds.map((type) => moveKindJsonSchema(type, schema[type]!)),
  };
}
