/**
 * The benches write what they measured into docs/figures/*.md, which the docs link to instead of
 * typing the numbers. A file holds named sections (between `<!-- section:<name> -->` and
 * `<!-- /section:<name> -->`); a run replaces its own sections and keeps the others, so
 * `npm run bench`'s two scripts, or search-bot runs of different games and levels, share one file.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join(import.meta.dirname, '..', 'docs', 'figures');

/** Replace (or append) section `name` of docs/figures/<file> with `body`; `head` starts a new file. */
export function writeFigures(file: string, head: string, name: string, body: string): string {
  const path = join(DIR, file);
  mkdirSync(DIR, { recursive: true });
  const open = `<!-- section:${name} -->`, close = `<!-- /section:${name} -->`;
  const block = `${open}\n${body.trimEnd()}\n${close}`;
  let text = existsSync(path) ? readFileSync(path, 'utf8') : `${head.trimEnd()}\n`;
  const a = text.indexOf(open), b = text.indexOf(close);
  text = a >= 0 && b > a ? text.slice(0, a) + block + text.slice(b + close.length) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(path, text);
  return path;
}

/** A day stamp for a section's heading (UTC). */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** The head of docs/figures/bench.md (used when the file does not exist yet). */
export const BENCH_HEAD = `<!-- Written by \`npm run bench\` (bench/nihon.ts, then bench/index.ts): each script replaces its own section. Do not edit by hand. -->
# Benchmark figures

What \`npm run bench\` printed on its last run, section by section (the bench asserts nothing; see
docs/testing.md "Benchmark" for what each line measures). Only ratios measured side by side in one
run mean much on a shared machine.
`;

/**
 * Replace (or append) the row of docs/figures/<file>'s table with the same key as the new row
 * (`keyOf` its cells); `head` (text, then the table's header and separator lines) starts a new file.
 */
export function writeFigureRow(file: string, head: string, row: string[], keyOf: (cells: string[]) => string): string {
  const path = join(DIR, file);
  mkdirSync(DIR, { recursive: true });
  const lines = (existsSync(path) ? readFileSync(path, 'utf8') : `${head.trimEnd()}\n`).trimEnd().split('\n');
  const cells = (line: string) => line.split('|').slice(1, -1).map((c) => c.trim());
  const key = keyOf(row);
  const line = `| ${row.join(' | ')} |`;
  const at = lines.findIndex((l) => l.startsWith('|') && keyOf(cells(l)) === key);
  if (at >= 0) lines[at] = line;
  else {
    let last = lines.length - 1;
    while (last >= 0 && !lines[last]!.startsWith('|')) last--;
    lines.splice(last + 1, 0, line);
  }
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}
