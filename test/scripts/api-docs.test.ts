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
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const WORKER = join(ROOT, 'worker');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

type Route = { method: string; path: string; file: string };

/** The routes registered in worker/, each with its full path. */
function workerRoutes(): Route[] {
  const files = new Map(tsFiles(WORKER).map((f) => [relative(ROOT, f), readFileSync(f, 'utf8')]));
  // Which file defines each router factory (`export function mailApi()`), and where each is mounted.
  const definedIn = new Map<string, string>();
  for (const [file, src] of files) for (const m of src.matchAll(/export\s+function\s+(\w+)\s*\(/g)) definedIn.set(m[1]!, file);
  const mounts: { parent: string; at: string; child: string }[] = [];
  for (const [file, src] of files) {
    for (const m of src.matchAll(/\.route\(\s*'([^']*)'\s*,\s*(\w+)\(\)\s*\)/g)) {
      const child = definedIn.get(m[2]!);
      if (child) mounts.push({ parent: file, at: m[1]!, child });
    }
  }
  const prefix = new Map<string, string>([['worker/index.ts', '']]);
  for (let changed = true; changed;) {
    changed = false;
    for (const { parent, at, child } of mounts) {
      const p = prefix.get(parent);
      if (p === undefined || prefix.has(child)) continue;
      prefix.set(child, p + (at === '/' ? '' : at));
      changed = true;
    }
  }
  const routes: Route[] = [];
  for (const [file, src] of files) {
    const found = [...src.matchAll(/\.(get|post|put|patch|delete)\(\s*(['`])(\/[^'`]*)\2/g)];
    if (!found.length) continue;
    const p = prefix.get(file);
    if (p === undefined) throw new Error(`${file} registers routes but is mounted nowhere this test can follow from worker/index.ts`);
    for (const m of found) {
      let paths = [m[3]!];
      // A path built in a loop: `…/${action}` for each string of `for (const action of ['a', 'b'])`.
      for (const v of new Set([...m[3]!.matchAll(/\$\{(\w+)\}/g)].map((x) => x[1]!))) {
        const loop = src.match(new RegExp(`for\\s*\\(\\s*const\\s+${v}\\s+of\\s+\\[([^\\]]*)\\]`));
        if (!loop) throw new Error(`${file}: cannot expand \${${v}} in ${m[3]}`);
        const values = [...loop[1]!.matchAll(/'([^']*)'/g)].map((x) => x[1]!);
        paths = paths.flatMap((path) => values.map((value) => path.replaceAll(`\${${v}}`, value)));
      }
      for (const path of paths) {
        const full = (p + path).replace(/(.)\/$/, '$1');
        routes.push({ method: m[1]!.toUpperCase(), path: full, file });
      }
    }
  }
  return routes;
}

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
