#!/usr/bin/env node
/**
 * The weight of each game's match page: the gzip size of every JavaScript file a browser loads to
 * play that game (the page's own scripts and what they import, plus that game's board and text
 * chunks and what they import). Fails (exit 1) when a game is over the budget: a phone on a slow
 * line should not download the rules engine to draw a board.
 *
 *   node scripts/check-bundle.mjs            (after `npm run build:site`)
 *
 * It also writes the figures it measured to docs/figures/bundle.md, which the docs link to
 * instead of typing the numbers.
 */
import { readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/**
 * The budget per game's match page, gzip bytes of JavaScript (issue 15: at most 60 KB). Every game
 * is under it: the words of a big game ship one file per language (NIHON, Rising Sun, the page's
 * own and its error words), and what a board draws only after a click or on another tab loads after
 * the first draw (its own chunk, not counted): see docs/architecture.md, "Boards".
 */
export const BUDGET_BYTES = 60 * 1024;

const dist = 'site/dist';
const astro = join(dist, '_astro');
const read = (f) => readFileSync(join(astro, f), 'utf8');
const gz = new Map();
const gzipOf = (f) => { if (!gz.has(f)) gz.set(f, gzipSync(readFileSync(join(astro, f)), { level: 9 }).length); return gz.get(f); };

/** Static imports of a chunk (what loads with it), as file names in _astro/. */
function staticImports(file) {
  const src = read(file);
  const out = new Set();
  for (const m of src.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g)) out.add(m[1]);
  return [...out];
}
function closure(files) {
  const seen = new Set();
  const todo = [...files];
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f) || !existsSync(join(astro, f))) continue;
    seen.add(f);
    todo.push(...staticImports(f));
  }
  return seen;
}

export function matchPageWeights() {
  const html = readFileSync(join(dist, 'match/index.html'), 'utf8');
  const tags = [...html.matchAll(/<script([^>]*)src="\/_astro\/([\w.-]+\.js)"/g)];
  // The page's script and what it imports. An `async` classic script (early-tap.js: it keeps a tap
  // made on the Worker's first draw) is not part of it: nothing waits for it, the board is drawn
  // without it, it imports nothing; it is weighed and printed on its own line (`beside`).
  const entries = tags.filter((m) => !/\basync\b/.test(m[1])).map((m) => m[2]);
  const beside = tags.filter((m) => /\basync\b/.test(m[1])).map((m) => ({ file: m[2], bytes: gzipOf(m[2]) }));
  const page = closure(entries);
  // The games' chunks, from the glob maps in the page's code: "…/games/<id>/<file>": () => …import(`./chunk.js`)
  const perGame = new Map();
  for (const f of page) {
    for (const m of read(f).matchAll(/"[^"]*\/games\/([\w-]+)\/([^"]+)":\(\)=>[\w$]*\(\(\)=>import\([`'"]\.\/([\w.-]+\.js)[`'"]\)/g)) {
      if (!perGame.has(m[1])) perGame.set(m[1], new Set());
      perGame.get(m[1]).add(m[3]);
    }
  }
  const shared = [...page].reduce((n, f) => n + gzipOf(f), 0);
  const rows = [...perGame].map(([game, chunks]) => {
    const files = new Set([...page, ...closure([...chunks])]);
    // The page and a board may load their words for the page's language only (…/<lang>.ts): the
    // files of one language are added up, and the heaviest language counts, as its reader downloads
    // them before the page draws.
    const langFiles = new Set();
    for (const f of files) for (const m of read(f).matchAll(/import\([`'"]\.\/((?:en|fr|de)\.[\w-]+\.js)[`'"]\)/g)) langFiles.add(m[1]);
    const byLang = new Map();
    for (const f of langFiles) {
      const lang = f.slice(0, 2);
      const bytes = [...closure([f])].filter((x) => !files.has(x)).reduce((n, x) => n + gzipOf(x), 0);
      byLang.set(lang, (byLang.get(lang) ?? 0) + bytes);
    }
    const words = Math.max(0, ...byLang.values());
    return { game, bytes: [...files].reduce((n, f) => n + gzipOf(f), 0) + words, files: files.size + (words ? 1 : 0) };
  });
  return { shared, rows, beside };
}

/** docs/figures/bundle.md: the figures of this build, as a small table (never typed by hand). */
function writeFigures(shared, rows, beside) {
  const kb = (b) => (b / 1024).toFixed(1);
  const lines = [
    '<!-- Written by scripts/check-bundle.mjs (`npm run check:bundle`, and `npm test` before its tests) after `npm run build:site`. Do not edit by hand. -->',
    '# Match page JavaScript per game (gzip)',
    '',
    `Written by \`npm run check:bundle\` (scripts/check-bundle.mjs) from the last site build. Budget per game: ${(BUDGET_BYTES / 1024).toFixed(0)} KB; shared by every game: ${kb(shared)} KB.`,
    '',
    '| game | KB gzip | files | within budget |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.game} | ${kb(r.bytes)} | ${r.files} | ${r.bytes > BUDGET_BYTES ? 'no' : 'yes'} |`),
    '',
    ...beside.map((b) => `Beside the page's script, loaded async by every match page (nothing waits for it; not in the sums above): \`${b.file.replace(/\.[\w-]+\.js$/, '.js')}\`, ${kb(b.bytes)} KB gzip.`),
    ...(beside.length ? [''] : []),
  ];
  mkdirSync('docs/figures', { recursive: true });
  writeFileSync('docs/figures/bundle.md', lines.join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { shared, rows, beside } = matchPageWeights();
  console.log(`match page JS (gzip): shared ${(shared / 1024).toFixed(1)} KB; budget per game ${(BUDGET_BYTES / 1024).toFixed(0)} KB${beside.map((b) => `; beside it, async: ${b.file} ${(b.bytes / 1024).toFixed(1)} KB`).join('')}`);
  let over = 0;
  for (const r of rows.sort((a, b) => a.game.localeCompare(b.game))) {
    const bad = r.bytes > BUDGET_BYTES;
    if (bad) over++;
    console.log(`  ${r.game.padEnd(20)} ${(r.bytes / 1024).toFixed(1).padStart(6)} KB gzip in ${r.files} files${bad ? '  OVER BUDGET' : ''}`);
  }
  if (rows.length) writeFigures(shared, rows, beside);
  if (!rows.length) { console.error('check-bundle: no game chunks found in the match page (did the build change?)'); process.exit(1); }
  if (over) { console.error(`check-bundle: ${over} game(s) over their budget`); process.exit(1); }
}
