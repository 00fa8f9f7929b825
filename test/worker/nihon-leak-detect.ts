/**
 * Detectors for the NIHON leak test (test/worker/nihon-leak.test.ts): everything a clan received is
 * kept as parsed JSON (plus its raw text), and searched structurally for facts it must not hold.
 * The same detectors are run on the clan's own facts as a positive control, so a check that can
 * never fire is noticed.
 */

/** One thing a clan received: an HTTP answer or a socket message, tagged with the match version it reflects. */
export interface Item {
  clan: number;
  source: string;
  version: number;
  text: string;
  json: unknown;
}

export interface Hit {
  clan: number;
  source: string;
  version: number;
  kind: 'text' | 'token' | 'pair' | 'sheet' | 'path';
  what: string;
  path: string;
}

/** What must not (or, for the positive control, must) appear. */
export interface Facts {
  /** Exact strings (ids, names) as a JSON string value, object key or word of a text, per version. */
  tokens: (version: number) => Set<string>;
  /** key -> canonical JSON values: an object holding `key` with that value (an order keyed by its unit). */
  pairs: Map<string, Set<string>>;
  /** Canonical JSON of whole order sheets. */
  objects: Set<string>;
  /** Canonical JSON of army paths (arrays of at least two node ids). */
  arrays: Set<string>;
  /** Raw substrings (private message texts, the seed). */
  texts: string[];
}

export const SHEET_KEYS = new Set(['characters', 'armies', 'fleets', 'temporaryFleet', 'provinces', 'breakAlliances']);

/** JSON with sorted keys and JSON's treatment of undefined, so equal data gives equal strings. */
export function canon(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map((v) => (v === undefined ? 'null' : canon(v))).join(',')}]`;
  if (x !== null && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    return `{${Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) => `${JSON.stringify(k)}:${canon(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(x) ?? 'null';
}

/** Visit every node: (node, key under which it sits or null, path for messages). */
export function walk(x: unknown, visit: (node: unknown, key: string | null, path: string) => void, key: string | null = null, path = '$'): void {
  visit(x, key, path);
  if (Array.isArray(x)) x.forEach((v, i) => walk(v, visit, String(i), `${path}[${i}]`));
  else if (x !== null && typeof x === 'object') for (const [k, v] of Object.entries(x)) walk(v, visit, k, `${path}.${k}`);
}

/** Every string value and object key inside. */
export function strings(x: unknown, into = new Set<string>()): Set<string> {
  walk(x, (node, key) => {
    if (key !== null && !/^\d+$/.test(key)) into.add(key);
    if (typeof node === 'string') into.add(node);
  });
  return into;
}

/** Every array of at least two strings (army paths and the like), canonical. */
export function stringArrays(x: unknown, into = new Set<string>()): Set<string> {
  walk(x, (node) => {
    if (Array.isArray(node) && node.length >= 2 && node.every((s) => typeof s === 'string')) into.add(canon(node));
  });
  return into;
}

const WORD = /[^A-Za-z0-9_-]+/;

export function findHits(items: Item[], f: Facts, limit = 50): Hit[] {
  const hits: Hit[] = [];
  for (const it of items) {
    if (hits.length >= limit) break;
    const hit = (kind: Hit['kind'], what: string, path: string) => hits.push({ clan: it.clan, source: it.source, version: it.version, kind, what, path });
    for (const t of f.texts) if (it.text.includes(t)) hit('text', t, '(raw text)');
    const toks = f.tokens(it.version);
    const spaced = [...toks].filter((t) => t.includes(' '));
    walk(it.json, (node, key, path) => {
      if (key !== null && toks.has(key)) hit('token', key, `${path} (key)`);
      if (typeof node === 'string') {
        if (toks.has(node)) hit('token', node, path);
        else if (node.length > 3) {
          // An id inside prose (a message, an error text): word by word, and multi-word names whole.
          for (const w of node.split(WORD)) if (toks.has(w)) hit('token', w, `${path} (word)`);
          if (node.includes(' ')) for (const t of spaced) if (node.includes(t)) hit('token', t, `${path} (phrase)`);
        }
      } else if (Array.isArray(node)) {
        if (f.arrays.size && node.length >= 2 && node.every((s) => typeof s === 'string') && f.arrays.has(canon(node))) hit('path', canon(node), path);
      } else if (node !== null && typeof node === 'object') {
        const o = node as Record<string, unknown>;
        for (const [k, v] of Object.entries(o)) {
          const set = f.pairs.get(k);
          if (set && set.has(canon(v))) hit('pair', `${k}: ${canon(v)}`, path);
        }
        const keys = Object.keys(o);
        if (f.objects.size && keys.length && keys.every((k) => SHEET_KEYS.has(k)) && f.objects.has(canon(o))) hit('sheet', canon(o).slice(0, 200), path);
      }
    });
  }
  return hits;
}

/** The distinctive parts of an order sheet: each order keyed by its unit, and the army paths. */
export function sheetPairs(sheet: Record<string, any>, into: Map<string, Set<string>>): void {
  const add = (k: string, v: unknown) => {
    if (!into.has(k)) into.set(k, new Set());
    into.get(k)!.add(canon(v));
  };
  for (const [id, o] of Object.entries(sheet.characters ?? {})) add(id, o);
  for (const [no, e] of Object.entries(sheet.armies ?? {})) if (e && Object.keys(e as object).length) add(no, e);
  for (const [pid, e] of Object.entries(sheet.provinces ?? {})) if (e && Object.keys(e as object).length) add(pid, e);
  if (Array.isArray(sheet.fleets) && sheet.fleets.length) add('fleets', sheet.fleets);
  if (Array.isArray(sheet.breakAlliances) && sheet.breakAlliances.length) add('breakAlliances', sheet.breakAlliances);
}

export function sheetPaths(sheet: Record<string, any>, into: Set<string>): void {
  for (const e of Object.values(sheet.armies ?? {}) as any[]) {
    const p = e?.order?.path;
    if (Array.isArray(p) && p.length >= 2) into.add(canon(p));
  }
}

export function minus<T>(a: Set<T>, b: Set<T>): Set<T> {
  return new Set([...a].filter((x) => !b.has(x)));
}

export function minusPairs(a: Map<string, Set<string>>, b: Map<string, Set<string>>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [k, vs] of a) {
    const left = minus(vs, b.get(k) ?? new Set());
    if (left.size) out.set(k, left);
  }
  return out;
}

export function countPairs(m: Map<string, Set<string>>): number {
  let n = 0;
  for (const v of m.values()) n += v.size;
  return n;
}

export { mulberry32 } from '../seeded-random';
