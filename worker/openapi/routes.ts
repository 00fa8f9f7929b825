/**
 * The API's machine-readable description: GET /api/openapi.json (OpenAPI 3.1, built from the app's
 * own routes and validators, worker/openapi/document.ts) and each game's moves as JSON Schema.
 * Both change only with a deploy: browsers and bots may keep them five minutes.
 */
import { Hono } from 'hono';
import { apiError } from '../errors';
import type { AppEnv } from '../http/route-kit';
import { movesDocument, openApiDocument } from './document';
import { createApi } from '../api';

const CACHE = { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' };

export function openApiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  // A second instance of the API, routes only (never serves): what the description is built from.
  api.get('/openapi.json', (c) => c.json(openApiDocument(createApi), 200, CACHE));

  api.get('/games/:game/moves.schema.json', (c) => {
    const doc = movesDocument(c.req.param('game'), new URL(c.req.url).origin);
    if (!doc) return c.json(apiError('not_found', `No game "${c.req.param('game').slice(0, 40)}".`), 404);
    return c.json(doc, 200, CACHE);
  });

  return api;
}
