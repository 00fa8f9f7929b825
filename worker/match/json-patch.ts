/**
 * Live updates as small as the change (issue 32): a structural diff of two JSON documents written
 * as an RFC 6902 JSON Patch (`add`, `remove`, `replace` with RFC 6901 pointers), and its
 * application. The server diffs the document it last sent a socket against the one it would send
 * now; the page applies the ops to the document it holds. Pure and dependency-free: the site loads
 * the applier lazily, outside bots can use any JSON Patch library.
 *
 * Both sides hold JSON as `JSON.parse` gives it (no undefined, no prototypes): the server diffs
 * documents it has put through JSON once, so what it diffs is exactly what the client holds.
 */

export type PatchOp =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'replace'; path: string; value: unknown }
  | { op: 'remove'; path: string };

/** A patch that does not fit the document it is applied to: the holder asks for the whole document again. */
export class PatchError extends Error {}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === 'object' && !Array.isArray(x);
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** RFC 6901: `~` as `~0`, `/` as `~1`. */
const escapeToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeToken = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

export function jsonSame(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonSame(a[i], b[i])) return false;
    return true;
  }
  if (!isObj(a) || !isObj(b)) return false;
  const ka = Object.keys(a), kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!own(b, k) || !jsonSame(a[k], b[k])) return false;
  return true;
}

const size = (ops: PatchOp[]) => ops.reduce((n, op) => n + op.path.length + ('value' in op ? (JSON.stringify(op.value)?.length ?? 4) : 0) + 24, 0);

/** The ops that turn `from` into `to`; each container is replaced whole when that is shorter. */
export function diff(from: unknown, to: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  diffInto(from, to, '', ops);
  return ops;
}

function diffInto(a: unknown, b: unknown, path: string, ops: PatchOp[]): void {
  if (a === b) return;
  const sub: PatchOp[] = [];
  if (Array.isArray(a) && Array.isArray(b)) diffArray(a, b, path, sub);
  else if (isObj(a) && isObj(b)) diffObject(a, b, path, sub);
  else { ops.push({ op: 'replace', path, value: b }); return; }
  if (!sub.length) return;
  // A container that changed nearly everywhere goes whole: shorter, and one op to apply.
  if (sub.length > 1 && size(sub) > path.length + JSON.stringify(b).length + 24) ops.push({ op: 'replace', path, value: b });
  else ops.push(...sub);
}

function diffObject(a: Obj, b: Obj, path: string, ops: PatchOp[]): void {
  for (const k of Object.keys(a)) if (!own(b, k)) ops.push({ op: 'remove', path: `${path}/${escapeToken(k)}` });
  for (const k of Object.keys(b)) {
    if (!own(a, k)) ops.push({ op: 'add', path: `${path}/${escapeToken(k)}`, value: b[k] });
    else diffInto(a[k], b[k], `${path}/${escapeToken(k)}`, ops);
  }
}

/**
 * Arrays: the common head and tail kept, the middle diffed index by index, then what is left
 * removed or added. An item taken from or put into a list (a legal move, a log line) costs one op.
 */
function diffArray(a: unknown[], b: unknown[], path: string, ops: PatchOp[]): void {
  let head = 0;
  while (head < a.length && head < b.length && jsonSame(a[head], b[head])) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && jsonSame(a[a.length - 1 - tail], b[b.length - 1 - tail])) tail++;
  const midA = a.length - head - tail, midB = b.length - head - tail;
  const common = Math.min(midA, midB);
  for (let i = 0; i < common; i++) diffInto(a[head + i], b[head + i], `${path}/${head + i}`, ops);
  for (let i = common; i < midA; i++) ops.push({ op: 'remove', path: `${path}/${head + common}` });
  for (let i = common; i < midB; i++) ops.push({ op: 'add', path: `${path}/${head + i}`, value: b[head + i] });
}

/**
 * `doc` with `ops` applied, as a new document: the containers on the changed paths are copied,
 * everything else is shared (so a page redraws only what changed). Throws PatchError when an op
 * does not fit; `doc` itself is never written.
 */
export function applyPatch<T>(doc: T, ops: unknown): T {
  if (!Array.isArray(ops)) throw new PatchError('a patch is a list of ops');
  const copied = new Set<unknown>();
  const writable = (x: unknown): Obj | unknown[] => {
    if (copied.has(x)) return x as Obj | unknown[];
    const c = Array.isArray(x) ? [...x] : copyObject(x as Obj);
    copied.add(c);
    return c;
  };
  let root: unknown = doc;
  for (const raw of ops) {
    if (!isObj(raw) || typeof raw.path !== 'string' || !['add', 'remove', 'replace'].includes(raw.op as string)) throw new PatchError('not an op');
    const op = raw.op as PatchOp['op'];
    if (raw.path === '') {
      if (op === 'remove') throw new PatchError('cannot remove the document');
      root = raw.value;
      continue;
    }
    if (raw.path[0] !== '/') throw new PatchError(`bad pointer ${raw.path.slice(0, 80)}`);
    const tokens = raw.path.slice(1).split('/').map(unescapeToken);
    root = writable(root);
    let parent = root as Obj | unknown[];
    for (let i = 0; i < tokens.length - 1; i++) {
      const next = child(parent, tokens[i]!);
      if (next === null || typeof next !== 'object') throw new PatchError(`no container at ${raw.path.slice(0, 80)}`);
      const c = writable(next);
      setChild(parent, tokens[i]!, c);
      parent = c;
    }
    const last = tokens[tokens.length - 1]!;
    if (Array.isArray(parent)) {
      const i = last === '-' && op === 'add' ? parent.length : indexOf(last, parent.length + (op === 'add' ? 1 : 0));
      if (op === 'add') parent.splice(i, 0, raw.value);
      else if (op === 'remove') parent.splice(i, 1);
      else parent[i] = raw.value;
    } else {
      if (op !== 'add' && !own(parent, last)) throw new PatchError(`nothing at ${raw.path.slice(0, 80)}`);
      if (op === 'remove') delete parent[last];
      else Object.defineProperty(parent, last, { value: raw.value, writable: true, enumerable: true, configurable: true });
    }
  }
  return root as T;
}

function indexOf(token: string, limit: number): number {
  if (!/^(0|[1-9]\d{0,8})$/.test(token)) throw new PatchError(`bad index ${token.slice(0, 20)}`);
  const i = Number(token);
  if (i >= limit) throw new PatchError(`index ${i} out of range`);
  return i;
}

function child(parent: Obj | unknown[], token: string): unknown {
  if (Array.isArray(parent)) return parent[indexOf(token, parent.length)];
  if (!own(parent, token)) throw new PatchError(`no member ${token.slice(0, 80)}`);
  return parent[token];
}

function setChild(parent: Obj | unknown[], token: string, value: unknown): void {
  if (Array.isArray(parent)) parent[Number(token)] = value;
  else Object.defineProperty(parent, token, { value, writable: true, enumerable: true, configurable: true });
}

/** A copy member by member: a key `__proto__` stays a plain member (never the prototype). */
function copyObject(o: Obj): Obj {
  const out: Obj = {};
  for (const k of Object.keys(o)) setChild(out, k, o[k]);
  return out;
}
