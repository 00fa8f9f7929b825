#!/usr/bin/env node
/**
 * Builds the site (`npm run build:site`) unless site/dist is newer than everything it is built
 * from, so a project that serves pages (the worker tests read the built HTML through the ASSETS
 * binding; the browser tests load it) runs alone on a fresh clone without rebuilding every time.
 * `--force` always builds. Prints one line saying which.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'site', 'dist', 'index.html');
// What the build reads: the site, the games' data and words it imports, and the dependencies.
const SOURCES = ['site/src', 'site/public', 'site/astro.config.mjs', 'site/match-chunks-plugin.mjs', 'site/ssr-build.mjs', 'worker', 'package-lock.json', 'tsconfig.ui.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = 0;
  for (const name of readdirSync(path)) t = Math.max(t, newest(join(path, name)));
  return t;
}

// The match page's first draw for the Worker (site/ssr-build.mjs, part of the same build): the Worker's bundle imports it.
const ssr = join(root, 'site', 'dist-ssr', 'match-ssr.js');
const built = existsSync(stamp) && existsSync(ssr) ? statSync(stamp).mtimeMs : 0;
const source = Math.max(...SOURCES.map((p) => newest(join(root, p))));
if (!process.argv.includes('--force') && built > source) {
  console.log('site: site/dist is up to date (newer than its sources): not rebuilt');
} else {
  console.log(built ? 'site: sources changed since the last build: building' : 'site: no build yet: building');
  execSync('npm run build:site', { cwd: root, stdio: 'inherit' });
}
