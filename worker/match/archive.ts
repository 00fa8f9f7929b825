/**
 * The history of a match: its export (seed, every step, result), the replay view at any step
 * (from the nearest checkpoint, so a step costs at most CHECKPOINT_EVERY engine steps, not the
 * whole match), and the archive of a finished match in R2 (gzip JSON; D1 keeps a pointer), since a
 * long match's export does not fit in one D1 value.
 */
import type { Move, Seat } from '../engine/contract';
import { buildMatchExport, mayReadMove as mayReadStepMove, type MatchExport } from '../engine/export';
import { applyLogged } from '../engine/replay';
import { CHECKPOINT_EVERY, type MatchCore } from './core';
import type { Viewer } from './types';
import { nameFor } from './names';
import { KV } from './keys';

export { EXPORT_FORMAT } from '../engine/export';

/** May this viewer read this step's move? Before the end: its mover only; after: anyone, unless the game keeps it private. */
export function mayReadMove(core: MatchCore, v: Viewer, step: { seat: Seat; move: Move }): boolean {
  return mayReadStepMove(core.game, core.meta.status === 'finished', v, step);
}

/**
 * The match's secret for the salts of commitments to private moves (worker/engine/export.ts):
 * 256 random bits, made at the first export and kept, never exported. Only finished matches are
 * exported, so it exists before anyone has seen a commitment.
 */
function commitKey(core: MatchCore): string {
  const kept = core.store.get(KV.commitKey);
  if (kept) return kept;
  const key = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
  core.store.put(KV.commitKey, key);
  return key;
}

/**
 * The export as `v` may read it (worker/engine/export.ts builds it: what each reader gets, the
 * commitments to private steps, the `reader` the verifier filters its replay with).
 */
export function buildExport(core: MatchCore, v: Viewer): MatchExport {
  const meta = core.meta;
  return buildMatchExport({
    id: meta.id,
    game: core.game,
    players: meta.players,
    // The options the match was set up with; later referee changes are steps of the log.
    options: core.store.get(KV.setupOptions) ?? meta.options,
    seats: meta.seats.map((s) => nameFor(core, v, s)),
    seed: meta.seed,
    seedHash: meta.seedHash,
    finished: meta.status === 'finished',
    refereed: meta.referee !== null && meta.referee !== undefined,
    steps: core.store.steps(),
    result: core.result(),
    // Only a game with private steps needs the key (Rising Sun).
    commitKey: core.game.keepsPrivate ? commitKey(core) : '',
  }, v);
}

/** The state after `step` steps: from the nearest checkpoint, keeping new checkpoints on the way. */
export function stateAt(core: MatchCore, step: number): unknown {
  const meta = core.meta;
  const game = core.game;
  const from = core.store.checkpointAtOrBefore(step);
  let state = from ? from.state : game.setup({ players: meta.players, options: core.store.get(KV.setupOptions) ?? meta.options, seed: meta.seed });
  let at = from ? from.step : 0;
  for (const r of core.store.steps(at, step)) {
    const res = applyLogged(game, state, r);
    if (!res.ok) throw new Error(`replay diverged at logged step ${r.index}: ${res.rejection.message}`);
    state = res.state;
    at = r.index + 1;
    // Matches logged before checkpoints existed get theirs on their first replay.
    if (at % CHECKPOINT_EVERY === 0) core.store.putCheckpoint(at, state);
  }
  return state;
}

export function archiveKey(matchId: string): string {
  return `matches/${matchId}.json.gz`;
}

async function gzip(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function gunzipText(body: ReadableStream | ArrayBuffer): Promise<string> {
  const stream = (body instanceof ArrayBuffer ? new Blob([body]).stream() : body).pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

/**
 * Upload the full export (the referee's reading: the archive is the record) to R2 and give the D1
 * statement that points to it. Run by the queue flush; a retry uploads the same bytes again.
 */
export async function archiveStatements(core: MatchCore, db: D1Database): Promise<D1PreparedStatement[]> {
  const json = JSON.stringify(buildExport(core, { seat: null, referee: true }));
  const body = await gzip(json);
  const key = archiveKey(core.meta.id);
  await core.env.ARCHIVE.put(key, body, { httpMetadata: { contentType: 'application/json', contentEncoding: 'gzip' } });
  return [db.prepare(
    `INSERT INTO match_archive (match_id, export, r2_key, gzip_bytes, json_bytes, finished_at) VALUES (?, NULL, ?, ?, ?, ?)
     ON CONFLICT(match_id) DO UPDATE SET r2_key = excluded.r2_key, gzip_bytes = excluded.gzip_bytes, json_bytes = excluded.json_bytes`,
  ).bind(core.meta.id, key, body.byteLength, new TextEncoder().encode(json).length, Date.now())];
}
