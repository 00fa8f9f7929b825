/**
 * The routes the Worker registers, read from the source (worker/**.ts): each `x.get('/…')`, `.post`,
 * `.put`, `.patch`, `.delete` with a path string, under the prefix its router is mounted at, with the
 * paths a loop builds expanded. Shared by the docs test (api-docs.test.ts) and the OpenAPI test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const WORKER = join(ROOT, 'worker');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

export type Route = { method: string; path: string; file: string };

/** The routes registered in worker/, each with its full path. */
export function workerRoutes(): Route[] {
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

