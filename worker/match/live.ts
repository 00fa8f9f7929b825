/**
 * Live updates over hibernating WebSockets. A socket belongs to a user and a session (its tag);
 * what it may see is looked up at every send, so a seat given away, a logout or an expired session
 * applies at once. After a change each socket gets a delta: its own view, the log entries it may
 * read since the version it had, and its legal moves; a page applies it without fetching anything,
 * and resyncs (one full fetch) only when it sees a gap in versions. A socket opened with `?patch=1`
 * gets the view and legal moves as a JSON Patch against what it was last sent (live-patch.ts).
 */
import type { GameEvent, Move } from '../engine/contract';
import type { MatchCore } from './core';
import { logEntries } from './history';
import { asJson, forget, mayResync, patchOrWhole, remember, type LiveDoc } from './live-patch';
import { legalMovesFor, snapshotFor } from './snapshot';
import { isSpectator, spectatorLimit, tellWatching } from './spectators';
import type { MatchMessage, SocketTag, Viewer } from './types';
import { KV } from './keys';

const CLOSE_REVOKED = 4001;

export function tagOf(ws: WebSocket): SocketTag {
  const a = ws.deserializeAttachment() as Partial<SocketTag> | null;
  return { userId: a?.userId ?? null, sessionId: a?.sessionId ?? null, sessionHash: a?.sessionHash ?? null, expiresAt: a?.expiresAt ?? null, ...(a?.patches === true ? { patches: true } : {}) };
}

/** The viewer behind a socket now, or null when its session is no longer valid (the socket is closed). */
function viewerOf(core: MatchCore, ws: WebSocket, now = Date.now()): Viewer | null {
  const tag = tagOf(ws);
  if (tag.userId && ((tag.expiresAt !== null && tag.expiresAt <= now) || (tag.sessionId && isRevoked(core, tag.sessionId, tag.sessionHash)) || userRevoked(core, tag.userId, tag.expiresAt))) {
    try { ws.close(CLOSE_REVOKED, 'session ended'); } catch { /* already closed */ }
    return null;
  }
  return core.viewerOf(tag.userId);
}

export function accept(core: MatchCore, tag: SocketTag): Response {
  const pair = new WebSocketPair();
  const [client, server] = Object.values(pair) as [WebSocket, WebSocket];
  core.ctx.acceptWebSocket(server, tag.userId ? [`user:${tag.userId}`] : ['anonymous']);
  server.serializeAttachment(tag);
  // The recipient's legal moves come with the first snapshot, as with every update: a bot can play
  // from its hello without a GET …/moves. `version` is the snapshot's, as in an update.
  const viewer = core.viewerOf(tag.userId);
  let legal: Move[] = [];
  try { legal = viewer.seat === null ? [] : legalMovesFor(core, viewer.seat); } catch { legal = []; }
  const match = snapshotFor(core, viewer);
  const hello = JSON.stringify({ type: 'hello', version: core.version, match, legal });
  server.send(hello);
  // A patch socket's first patch is against what hello sent, read back from the sent text (as the client holds it).
  if (tag.patches) { const sent = JSON.parse(hello) as LiveDoc & { type?: string; version?: number }; remember(server, core.version, { match: sent.match, legal: sent.legal }); }
  if (isSpectator(core.viewerOf(tag.userId))) tellWatching(core);
  return new Response(null, { status: 101, webSocket: client });
}

/**
 * Tell every socket what changed since `fromVersion`: `{type:"update", fromVersion, version,
 * match, events, log, legal}`. `events` are the change's events this viewer may see (also for
 * changes that log no step: a pause, a seat taken); `log` the new log entries. A patch-taking
 * socket gets `patch: {base, ops}` in place of `match` and `legal` (live-patch.ts).
 */
export function broadcast(core: MatchCore, fromVersion: number, events: GameEvent[]): void {
  const sockets = core.ctx.getWebSockets();
  if (!sockets.length) return;
  const steps = core.version > fromVersion ? core.store.steps(fromVersion) : [];
  const now = Date.now();
  // One delayed snapshot for anonymous spectators, one for logged-in ones (they may read more names: names.ts).
  const delayed: (string | undefined)[] = [undefined, undefined];
  const delayedDocs: (LiveDoc | undefined)[] = [undefined, undefined];
  for (const ws of sockets) {
    const v = viewerOf(core, ws, now);
    if (!v) continue;
    const limited = spectatorLimit(core, v);
    if (!limited.ok || limited.value !== null) {
      // A delayed (or forbidden) spectator: no delta (it would be the present); the page fetches
      // its delayed view (or the seats only). Every such spectator sees the same snapshot:
      // replayed once per change, not once per socket.
      const k = v.signedIn ? 1 : 0;
      delayed[k] ??= JSON.stringify({ type: 'update', version: core.version, match: snapshotFor(core, v) });
      try { ws.send(delayed[k]!); } catch { /* closed */ }
      // Sent whole: a patch-taking socket holds it (read back once per change, shared: never written).
      if (tagOf(ws).patches) remember(ws, core.version, delayedDocs[k] ??= { match: (JSON.parse(delayed[k]!) as { match: unknown }).match });
      continue;
    }
    const doc = liveDoc(core, v);
    const head = { type: 'update', fromVersion, version: core.version, events: core.visibleEvents(events, v), log: logEntries(core, v, steps) };
    const body = tagOf(ws).patches ? patchOrWhole(ws, core.version, asJson(doc)) : doc;
    try { ws.send(JSON.stringify({ ...head, ...body })); } catch { /* a socket that closed meanwhile; the runtime drops it */ }
  }
}

/** What a live viewer's update is about: its view of the match and its seat's legal moves. */
function liveDoc(core: MatchCore, v: Viewer): { match: unknown; legal: Move[] } {
  let legal: Move[] = [];
  try { legal = v.seat === null ? [] : legalMovesFor(core, v.seat); } catch { legal = []; }
  return { match: snapshotFor(core, v), legal };
}

/**
 * A page whose patch did not apply asks `{"type":"resync"}`: it gets `{type:"resync", version,
 * match, legal}` (a delayed spectator: its delayed `match` alone), and patches continue from it.
 */
export function resync(core: MatchCore, ws: WebSocket): void {
  if (!tagOf(ws).patches || !mayResync(ws)) return;
  const v = viewerOf(core, ws);
  if (!v) return;
  const limited = spectatorLimit(core, v);
  const doc: LiveDoc = !limited.ok || limited.value !== null ? { match: snapshotFor(core, v) } : liveDoc(core, v);
  const text = JSON.stringify({ type: 'resync', version: core.version, ...doc });
  try { ws.send(text); } catch { forget(ws); return; }
  const { type: _t, version: _v, ...sent } = JSON.parse(text) as LiveDoc & { type: string; version: number };
  remember(ws, core.version, sent);
}

export function sendMessage(core: MatchCore, message: MatchMessage): void {
  for (const ws of core.ctx.getWebSockets()) {
    const v = viewerOf(core, ws);
    if (!v) continue;
    // Delayed or forbidden spectators read table talk only with their delayed page.
    const limited = spectatorLimit(core, v);
    if (!limited.ok || limited.value !== null) continue;
    if (message.to === null || v.referee || (v.seat !== null && (v.seat === message.from || message.to.includes(v.seat)))) {
      try { ws.send(JSON.stringify({ type: 'message', message })); } catch { /* closed */ }
    }
  }
}

// ---- revoked sessions (logout): kept until they would have expired anyway --------------------
// Keyed by the session's id (told by a logout of an earlier version) or by its SHA-256 (64 hex: a
// logout now, and the revocations a seat brings along: worker/auth.ts Revocations).

/** Read once per object life, then kept in memory: every send checks its socket's session. */
const revokedCache = new WeakMap<MatchCore, Record<string, number>>();

function revoked(core: MatchCore): Record<string, number> {
  let r = revokedCache.get(core);
  if (!r) revokedCache.set(core, (r = (core.store.exists() ? core.store.get(KV.revokedSessions) : null) ?? {}));
  return r;
}

export function isRevoked(core: MatchCore, sessionId: string, sessionHash?: string | null): boolean {
  const r = revoked(core);
  return Object.prototype.hasOwnProperty.call(r, sessionId) || (!!sessionHash && Object.prototype.hasOwnProperty.call(r, sessionHash));
}

/** Sessions ended (by id or SHA-256, each with its expiry): kept, the expired ones dropped. */
function storeRevoked(core: MatchCore, ended: Record<string, number>): void {
  if (!core.live) return;
  const now = Date.now();
  const kept = { ...Object.fromEntries(Object.entries(revoked(core)).filter(([, exp]) => exp > now)), ...ended };
  core.store.put(KV.revokedSessions, kept);
  revokedCache.set(core, kept);
}

/** A session ended (logout; its id or SHA-256): its sockets close now and its token is refused by this match from now on. */
export function revokeSession(core: MatchCore, sessionKey: string, expiresAt: number): number {
  storeRevoked(core, { [sessionKey]: expiresAt });
  let closed = 0;
  for (const ws of core.ctx.getWebSockets()) {
    const tag = tagOf(ws);
    if (tag.sessionId === sessionKey || tag.sessionHash === sessionKey) {
      try { ws.close(CLOSE_REVOKED, 'logged out'); closed++; } catch { /* closed */ }
    }
  }
  return closed;
}

// ---- every session of a user (a password reset, a deleted account) ---------------------------

const SESSION_MS = 30 * 86_400_000;
const revokedUsersCache = new WeakMap<MatchCore, Record<string, number>>();

function revokedUsers(core: MatchCore): Record<string, number> {
  let r = revokedUsersCache.get(core);
  if (!r) revokedUsersCache.set(core, (r = (core.store.exists() ? core.store.get(KV.revokedUsers) : null) ?? {}));
  return r;
}

/**
 * Whether a session of `userId` expiring at `expiresAt` was issued before the user's sessions were
 * all revoked (sessions last SESSION_DAYS, so issue time = expiry - 30 days). Unknown expiry: refused.
 */
export function userRevoked(core: MatchCore, userId: string, expiresAt: number | null | undefined): boolean {
  const before = Object.prototype.hasOwnProperty.call(revokedUsers(core), userId) ? revokedUsers(core)[userId]! : null;
  if (before === null) return false;
  return !expiresAt || expiresAt - SESSION_MS < before;
}

/**
 * Every session of a user issued before `before` is refused from now on; their sockets close. A
 * session's age is told from its expiry and a login's 30 days, which cannot date a personal API
 * token (365 days): the tokens ended with them come by name (`tokens`, hash: expiry).
 */
export function revokeUser(core: MatchCore, userId: string, before: number, tokens: Record<string, number> = {}): number {
  let closed = Object.entries(tokens).reduce((n, [hash, expiresAt]) => n + revokeSession(core, hash, expiresAt), 0);
  if (core.live) {
    const kept = { ...revokedUsers(core), [userId]: before };
    core.store.put(KV.revokedUsers, kept);
    revokedUsersCache.set(core, kept);
  }
  for (const ws of core.ctx.getWebSockets()) {
    const tag = tagOf(ws);
    if (tag.userId === userId && userRevoked(core, userId, tag.expiresAt)) {
      try { ws.close(CLOSE_REVOKED, 'sessions revoked'); closed++; } catch { /* closed */ }
    }
  }
  return closed;
}

/**
 * A seat granted to a user (joined, handed over, taken at a rematch or by the referee): the match
 * learns which of the user's sessions have already ended elsewhere, so they are refused here too,
 * without D1 on a move's path (worker/auth.ts Revocations). Sockets already open with one of them
 * (a spectator's, before the seat) are closed at their next send (viewerOf).
 */
export function learnRevocations(core: MatchCore, userId: string, r: { sessions: Record<string, number>; before: number | null } | undefined): void {
  if (!r || !core.live) return;
  const now = Date.now();
  const fresh = Object.fromEntries(Object.entries(r.sessions).filter(([key, exp]) => exp > now && !Object.prototype.hasOwnProperty.call(revoked(core), key)));
  if (Object.keys(fresh).length) storeRevoked(core, fresh);
  const known = Object.prototype.hasOwnProperty.call(revokedUsers(core), userId) ? revokedUsers(core)[userId]! : 0;
  if (r.before !== null && r.before > known) revokeUser(core, userId, r.before);
}
