/**
 * The match object's kv keys are spelled once, in worker/match/keys.ts, and read and written only
 * through their typed descriptors (`core.store.get(KV.deadline)`). A source scan of worker/ and
 * test/: no store call with a string key, no SQL on the kv table outside the store (a test may
 * read the stored bytes, naming the key by its descriptor), no Durable Object key-value storage
 * call at all (the object keeps everything in its SQLite), and every key declared is written.
 *
 *   npx vitest run --project engine test/scripts/storage-keys.test.ts
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const OWNER = 'worker/match/keys.ts';
/** The store itself and the storage migrations make and use the kv table by its SQL. */
const KV_SQL_ALLOWED = ['worker/match/store.ts', 'worker/match/migrations.ts'];
const SELF = 'test/scripts/storage-keys.test.ts';

function tsFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'node_modules' ? [] : tsFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every `key<…>('name')` of keys.ts. */
function declaredKeys(source: string): string[] {
  return [...source.matchAll(/\bkey<[^\n]*?>\('([^']+)'\)/g)].map((m) => m[1]!);
}

/** Where a source breaks the rule, as `file:line: what`. */
function violations(file: string, source: string, keys: string[]): string[] {
  if (file === OWNER || file === SELF) return [];
  const found: string[] = [];
  const quotedKey = new RegExp(`['"\`](${keys.join('|')})['"\`]`);
  source.split('\n').forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    if (/\bstore\??\.(get|put|delete|read|write)\s*(<[^(]*>)?\(\s*['"`]/.test(line)) found.push(`${at}: a store call with a string key`);
    if (/\bstorage\??\.(get|put|delete|list)\s*(<[^(]*>)?\(/.test(line)) found.push(`${at}: Durable Object key-value storage (the object keeps its values in SQLite: store.ts)`);
    if (/\b(FROM|INTO|UPDATE|TABLE)\s+kv\b/i.test(line)) {
      if (file.startsWith('worker/') && !KV_SQL_ALLOWED.includes(file)) found.push(`${at}: SQL on the kv table outside the store`);
      else if (quotedKey.test(line)) found.push(`${at}: a kv key named by a string (use its descriptor's .name)`);
    }
  });
  return found;
}

describe('the match object\'s storage keys', () => {
  const keys = declaredKeys(readFileSync(join(ROOT, OWNER), 'utf8'));
  const files = [...tsFiles('worker'), ...tsFiles('test')].map((f) => relative(ROOT, join(ROOT, f)));
  const sources = new Map(files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));

  it('are declared once each in keys.ts', () => {
    expect(keys.length).toBeGreaterThan(20);
    expect(keys).toContain('deadline');
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('are used by descriptor only: no string key, no kv SQL outside the store, no key-value storage calls', () => {
    const found = [...sources].flatMap(([file, source]) => violations(file, source, keys));
    expect(found).toEqual([]);
  });

  it('are each written somewhere in the worker (a key nobody writes is dead)', () => {
    const worker = [...sources].filter(([f]) => f.startsWith('worker/')).map(([, s]) => s).join('\n');
    const declared = [...readFileSync(join(ROOT, OWNER), 'utf8').matchAll(/^\s+(\w+): key</gm)].map((m) => m[1]!);
    expect(declared.length).toBe(keys.length);
    expect(declared.filter((k) => !new RegExp(`\\.put\\(KV\\.${k}\\b`).test(worker))).toEqual([]);
  });

  it('the scan catches what it forbids', () => {
    const bad = [
      "const d = core.store.read<Deadline>('deadline');",
      "core.store.write('remindedKey', key);",
      "core.store.get('hooks');",
      "await ctx.storage.put('meta', meta);",
      "this.sql.exec('SELECT value FROM kv WHERE key = ?', name);",
    ].join('\n');
    expect(violations('worker/match/clock.ts', bad, keys)).toHaveLength(5);
    expect(violations('test/worker/x.test.ts', "st.storage.sql.exec(\"SELECT value FROM kv WHERE key = 'meta'\")", keys)).toHaveLength(1);
    expect(violations('test/worker/x.test.ts', "st.storage.sql.exec('SELECT value FROM kv WHERE key = ?', KV.meta.name)", keys)).toEqual([]);
    expect(violations('worker/match/clock.ts', 'core.store.get(KV.deadline); did.push(\'deadline\');', keys)).toEqual([]);
  });
});
