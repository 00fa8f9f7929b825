/**
 * Every route the Worker registers is documented in docs/api.md. The routes are read from the
 * source (worker/**.ts): each `x.get('/…')`, `.post`, `.put`, `.patch`, `.delete` with a path
 * string, under the prefix its router is mounted at (`app.route('/api', createApi())`,
 * `api.route('/', mailApi())`, …, followed from worker/index.ts), with the paths a loop builds
 * (`seats/:seat/${action}` for each action of its `for (const action of […])`) expanded. Each
 * must appear in docs/api.md as `METHOD /path` (a query may follow, `GET /api/corrections?game=`).
 *
 *   npx vitest run --project engine test/scripts/api-docs.test.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerRoutes } from './worker-routes';

const ROOT = join(import.meta.dirname, '..', '..');

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('docs/api.md', () => {
  const routes = workerRoutes();
  const doc = readFileSync(join(ROOT, 'docs', 'api.md'), 'utf8');

  it('the scan finds the Worker\'s routes (inside and outside /api, and those a loop builds)', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(routes.length).toBeGreaterThan(60);
    for (const known of ['GET /api/health', 'POST /api/matches/:id/moves', 'POST /api/matches/:id/seats/:seat/handover',
      'POST /api/discord/interactions', 'GET /api/me/waiting.svg', 'GET /oembed']) expect(names).toContain(known);
  });

  it('names every route as METHOD /path', () => {
    const missing = [...new Set(routes.map((r) => `${r.method} ${r.path}`))]
      .filter((name) => !new RegExp(`${escapeRegExp(name)}(?![\\w/:.-])`).test(doc));
    expect(missing, `routes of worker/ missing from docs/api.md (write each as \`METHOD /path\`)`).toEqual([]);
  });
});

/**
 * Every write is rate-limited (worker/http/rate-limit.ts): each POST, PUT, PATCH and DELETE the
 * Worker registers meets at least one rule, but the two the table says are not counted.
 */
const NOT_COUNTED = new Set([
  'POST /api/auth/logout', // ends the caller's own session
  'POST /api/discord/interactions', // signed by Discord, which limits its own calls
]);

describe('rate limits cover every write', () => {
  it('each write route of worker/ meets a rule of worker/http/rate-limit.ts', async () => {
    const { limitsOf } = await import('../../worker/http/rate-limit');
    const writes = [...new Set(workerRoutes().filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`))];
    expect(writes.length).toBeGreaterThan(30);
    const unlimited = writes.filter((name) => {
      if (NOT_COUNTED.has(name)) return false;
      const [method, path] = name.split(' ') as [string, string];
      return limitsOf(method, path.replace(/:\w+/g, 'x1')).length === 0;
    });
    expect(unlimited, 'write routes that meet no rate limit').toEqual([]);
  });
});
