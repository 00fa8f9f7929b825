/**
 * The OpenAPI 3.1 description of the HTTP API (GET /api/openapi.json), built from the app itself:
 * its routes are the ones the app registers (hono's `app.routes`), each request body is the zod
 * schema of the validator the route runs (`validate` carries it, worker/http/route-kit.ts), turned
 * into JSON Schema by zod; the answers and summaries come from route-table.ts. Built once per isolate.
 */
import { z } from 'zod';
import type { Hono } from 'hono';
import { STATUS } from '../errors';
import { NOT_JSON, errorAnswer } from './answers';
import { ROUTES, type RouteInfo } from './route-table';
import { moveJsonSchema, type JsonSchema } from '../engine/move-json-schema';
import { GAMES } from '../games/registry';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** A zod schema as JSON Schema for OpenAPI 3.1 (its dialect is draft 2020-12); without `$schema`. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The routes an app registers, as `METHOD /path`, with the body schema of the validator each runs. */
export function appRoutes(app: Hono<any>, prefix: string): Map<string, z.ZodType | null> {
  const out = new Map<string, z.ZodType | null>();
  for (const r of app.routes) {
    if (!METHODS.has(r.method) || r.path.includes('*')) continue;
    const key = `${r.method} ${(prefix + r.path).replace(/(.)\/$/, '$1')}`;
    const body = (r.handler as { bodySchema?: z.ZodType }).bodySchema ?? null;
    out.set(key, body ?? out.get(key) ?? null);
  }
  return out;
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };

function operation(key: string, info: RouteInfo, body: z.ZodType | null): JsonSchema {
  const path = key.slice(key.indexOf(' ') + 1);
  const parameters = [
    ...[...path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })),
    ...Object.entries(info.query ?? {}).map(([name, q]) => ({ name, in: 'query', required: q.required ?? false, description: q.description, schema: { type: 'string' } })),
  ];
  const answer = typeof info.answer === 'string'
    ? { description: info.summary, ...(info.answer === 'socket' ? {} : { content: { [NOT_JSON[info.answer]]: {} } }) }
    : { description: info.summary, content: { 'application/json': { schema: jsonSchemaOf(info.answer, 'output') } } };
  const requestSchema = body ?? info.body ?? null;
  const errors = info.errors?.length ? ` Errors worth handling: ${info.errors.map((e) => `\`${e}\``).join(', ')}.` : '';
  return {
    operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, ''),
    summary: info.summary,
    description: `${info.description ?? info.summary}.${errors}`.replace(/\.\./g, '.'),
    tags: [path.split('/')[2] ?? 'site'],
    ...(parameters.length ? { parameters } : {}),
    ...(requestSchema ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(requestSchema, 'input') } } } } : {}),
    ...(info.auth ? { security: [{ bearer: [] }, { session: [] }] } : {}),
    responses: {
      [String(info.status ?? 200)]: answer,
      ...Object.fromEntries((info.alsoStatus ?? []).map((s) => [String(s), answer])),
      '4XX': info.errorAnswer
        ? { description: 'A refused request, in this route\'s own shape.', content: { 'application/json': { schema: jsonSchemaOf(info.errorAnswer, 'output') } } }
        : { description: 'A refused request: `{error, message}` (the codes: components.schemas.Error).', content: { 'application/json': { schema: ERROR_REF } } },
      '5XX': { description: 'An internal error or an outage.', content: { 'application/json': { schema: ERROR_REF } } },
    },
  };
}

/** The document for the routes given (`METHOD /path` → body schema); routes missing from the table are an error. */
export function buildOpenApi(routes: Map<string, z.ZodType | null>): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [key, body] of [...routes].sort(([a], [b]) => a.localeCompare(b))) {
    const info = ROUTES[key];
    if (!info) throw new Error(`worker/openapi/route-table.ts has no entry for ${key}`);
    const [method, path] = key.split(' ') as [string, string];
    const openPath = path.replace(/:(\w+)/g, '{$1}');
    (paths[openPath] ??= {})[method.toLowerCase()] = operation(key, info, body);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tenka HTTP API', version: '1',
      description: 'Play-by-web for Japanese-themed strategy games. JSON in and out; errors are `{error, message}`. The prose, the WebSocket protocol and every error code: docs/api.md. Each game\'s moves: GET /api/games/{game}/moves.schema.json.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(errorAnswer, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The `token` of POST /api/auth/register or /api/auth/login.' },
        session: { type: 'apiKey', in: 'cookie', name: 'tenka_session', description: 'The session cookie set by register and login.' },
      },
    },
    'x-error-statuses': STATUS,
  };
}

let cached: JsonSchema | null = null;

/** The API's description, built on first use and kept for the isolate's life (the routes change only with a deploy). */
export function openApiDocument(makeApi: () => Hono<any>): JsonSchema {
  if (cached) return cached;
  const api = makeApi();
  // /oembed is served by the site's app (worker/index.ts), outside /api.
  const routes = appRoutes(api, '/api');
  routes.set('GET /oembed', null);
  cached = buildOpenApi(routes);
  return cached;
}

const movesCache = new Map<string, JsonSchema>();

/** A game's moves as JSON Schema and its view's top-level fields, or null for an unknown game. */
export function movesDocument(gameId: string, origin: string): JsonSchema | null {
  const game = Object.prototype.hasOwnProperty.call(GAMES, gameId) ? GAMES[gameId]! : null;
  if (!game?.moveSchema) return null;
  let doc = movesCache.get(gameId);
  if (!doc) {
    doc = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: `/api/games/${gameId}/moves.schema.json`,
      title: `${game.name.en}: a move`,
      ...moveJsonSchema(game.moveSchema),
      $defs: { view: {
        description: `The top-level fields of ${game.name.en}'s view (GET /api/matches/{id}, \`view\`); the view may carry more.`,
        type: 'object',
        properties: Object.fromEntries(Object.entries(game.viewFields ?? {}).map(([k, d]) => [k, { description: d }])),
      } },
    };
    movesCache.set(gameId, doc);
  }
  return { ...doc, $id: `${origin}/api/games/${gameId}/moves.schema.json` };
}
