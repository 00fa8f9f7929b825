#!/usr/bin/env node
/**
 * The size of the Worker a deploy uploads, measured in the bundle `npm run deploy:check` (a
 * `wrangler deploy --dry-run`) wrote: the JavaScript files of its outdir (source maps left out),
 * raw and gzip. Writes docs/figures/worker.md, which the docs link to instead of typing the numbers.
 * scripts/deploy.mjs runs it after every dry run; alone (after a dry run):
 *
 *   node scripts/worker-size.mjs [outdir = .wrangler/dry-run]
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function writeWorkerFigures(outdir = '.wrangler/dry-run') {
  const files = readdirSync(outdir).filter((f) => f.endsWith('.js'));
  if (!files.length) throw new Error(`worker-size: no .js file in ${outdir} (run npm run deploy:check first)`);
  const rows = files.map((f) => {
    const bytes = readFileSync(join(outdir, f));
    return { f, raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
  });
  const kib = (b) => `${(b / 1024).toFixed(0)} KiB`;
  const lines = [
    '<!-- Written by scripts/worker-size.mjs (run by `npm run deploy:check` after its wrangler dry run). Do not edit by hand. -->',
    '# The Worker bundle',
    '',
    `Measured by \`npm run deploy:check\` (scripts/deploy.mjs, scripts/worker-size.mjs) in \`${outdir}\` on ${new Date().toISOString().slice(0, 10)}: the JavaScript a deploy uploads (source maps left out; gzip -9 here, wrangler's own gzip figure differs a little).`,
    '',
    '| file | size | gzip |',
    '|---|---|---|',
    ...rows.map((r) => `| ${r.f} | ${kib(r.raw)} | ${kib(r.gz)} |`),
    '',
  ];
  mkdirSync('docs/figures', { recursive: true });
  writeFileSync('docs/figures/worker.md', lines.join('\n'));
  for (const r of rows) console.log(`worker bundle: ${r.f} ${kib(r.raw)}, gzip ${kib(r.gz)} (docs/figures/worker.md)`);
}

if (import.meta.url === `file://${process.argv[1]}`) writeWorkerFigures(process.argv[2]);
