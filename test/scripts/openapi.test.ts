/**
 * The OpenAPI description (GET /api/openapi.json, worker/openapi/): built in Node from the Worker's
 * own app (`cloudflare:workers` stubbed, see vitest.config.ts), it passes a standard validator
 * (@seriousme/openapi-schema-validator), names every route docs/api.md names and no other, and
 * documents the fields the API had left unsaid.
 *
 *   npx vitest run --project engine test/scripts/openapi.test.ts
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../worker/api';
import { appRoutes, openApiDocument } from '../../worker/openapi/document';
import { ROUTES } from '../../worker/openapi/route-table';
import { workerRoutes } from './worker-routes';

type Doc = { paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> }>>; components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> } };
const doc = openApiDocument(createApi) as unknown as Doc;
const openPath = (p: string) => p.replace(/:(\w+)/g, '{$1}');
const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));

describe('GET /api/openapi.json', () => {
  it('passes a standard OpenAPI 3.1 validator', async () => {
    const validator = new Validator();
    const res = await validator.validate(doc as never);
    expect(res.errors ?? [], JSON.stringify(res.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(res.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('the validator refuses a broken document (the check can fail)', async () => {
    const broken = structuredClone(doc) as unknown as { paths: Record<string, Record<string, unknown>> };
    broken.paths['/api/health']!.get = { responses: 'none' };
    expect((await new Validator().validate(broken as never)).valid).toBe(false);
  });

  it('has every route the Worker registers and docs/api.md names, and no other', () => {
    const scanned = [...new Set(workerRoutes().map((r) => `${r.method} ${openPath(r.path)}`))].sort();
    expect(scanned.length).toBeGreaterThan(60);
    expect(ops.sort()).toEqual(scanned);
  });

  it('the route table describes no route the app no longer has', () => {
    const live = new Set([...appRoutes(createApi(), '/api').keys(), 'GET /oembed']);
    expect(Object.keys(ROUTES).filter((k) => !live.has(k))).toEqual([]);
  });

  it('every operation has a description, a success answer and the error shape', () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods) as [string, { description?: string; responses: Record<string, unknown> }][]) {
        expect(op.description, `${method} ${path}`).toBeTruthy();
        expect(Object.keys(op.responses).some((s) => /^[123]\d\d$/.test(s)), `${method} ${path}`).toBe(true);
        expect(op.responses['4XX'], `${method} ${path}`).toBeTruthy();
      }
    }
    expect(doc.components.schemas.Error!.properties.error!.enum).toContain('reliability_too_low');
  });

  it('request bodies come from the validators the routes run', () => {
    const body = (p: string, m: string) => JSON.stringify(doc.paths[p]![m]!.requestBody ?? null);
    expect(body('/api/matches', 'post')).toContain('botLevel');
    expect(body('/api/matches', 'post')).toContain('perKind');
    expect(body('/api/matches/{id}/moves', 'post')).toContain('version');
    expect(body('/api/auth/register', 'post')).toContain('password');
    expect(body('/api/health', 'get')).toBe('null');
  });

  it('documents defaults, timerKinds, timerPerKind and botLevel', () => {
    const answer = (p: string) => JSON.stringify(doc.paths[p]!.get!.responses['200']!.content!['application/json']!.schema);
    const games = JSON.parse(answer('/api/games')).items.properties;
    expect(games.defaults.description).toMatch(/referee/);
    expect(games.timerKinds.description).toMatch(/perKind/);
    const match = JSON.parse(answer('/api/matches/{id}')).properties;
    expect(match.timerPerKind.description).toMatch(/timerKinds/);
    expect(match.botLevel.description).toMatch(/search bot/);
  });
});
