/**
 * Patches on the live socket (issue 32): a socket opened with `?patch=1` gets, after its first
 * whole document, each update as a JSON Patch against the document it was last sent (`{match,
 * legal}`, see docs/api.md). What each socket was sent is kept here in memory; after the object
 * hibernates (or any time it does not know) it sends the whole document again, so a patch is only
 * ever written against a document this very socket received. A patch carries nothing the whole
 * document would not: its values are taken from the recipient's new document, its paths from the
 * old one (already the recipient's).
 */
import { diff, type PatchOp } from './json-patch';

/** The document a patch applies to: the match as GET /api/matches/:id shows it, and the seat's legal moves. */
export interface LiveDoc {
  match: unknown;
  legal?: unknown;
}

interface Held {
  version: number;
  doc: LiveDoc;
}

const held = new WeakMap<WebSocket, Held>();
const lastResync = new WeakMap<WebSocket, number>();

/** A resync more often than this per socket is refused (the next update then carries the whole document). */
export const RESYNC_INTERVAL_MS = 1000;

/** Remember what a socket was just sent whole (its hello, a delayed spectator's view, a resync). */
export function remember(ws: WebSocket, version: number, doc: LiveDoc): void {
  held.set(ws, { version, doc });
}

/** Forget what a socket holds: its next update is whole. */
export function forget(ws: WebSocket): void {
  held.delete(ws);
}

/**
 * The update's document part for a patch-taking socket: `{patch: {base, ops}}` against what it
 * holds, or the whole `{match, legal}` when it holds nothing known. `doc` is as JSON reads it back.
 */
export function patchOrWhole(ws: WebSocket, version: number, doc: LiveDoc): { patch: { base: number; ops: PatchOp[] } } | LiveDoc {
  const prev = held.get(ws);
  held.set(ws, { version, doc });
  return prev ? { patch: { base: prev.version, ops: diff(prev.doc, doc) } } : doc;
}

/** Whether a socket may have its resync now (one a second; a refused one is answered by the next update, whole). */
export function mayResync(ws: WebSocket, now = Date.now()): boolean {
  const last = lastResync.get(ws);
  if (last !== undefined && now - last < RESYNC_INTERVAL_MS) { forget(ws); return false; }
  lastResync.set(ws, now);
  return true;
}

/** JSON as the other end reads it: what a patch is computed on. */
export const asJson = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
