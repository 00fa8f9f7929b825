/**
 * Spectators: whoever opens a match without a seat in it (a visitor, or a user who is neither a
 * player nor the referee). They get the public view only (the engine's `view(state, null)`, public
 * events, public messages) and may not write. While a match is in play its policy decides more:
 *
 *   live       the public view now (every game's default but NIHON's)
 *   delayed N  the public view as it was N phases ago (the game's `phase()` key; steps for a game
 *              without phases), with the log and messages cut at that moment: a friend watching a
 *              fog-of-war match cannot tell a player what the board looks like now
 *   forbidden  nothing beyond the seats and the status: every read answers 403 spectating_forbidden
 *
 * The game may name its default (`defaults.spectate`); the referee changes it from the console.
 * A finished match is always open to watch: its replay is the point of sharing it.
 * Who may watch at all: a public match is listed in the lobby's "Watch" list; a private match is
 * watched by whoever holds its link (the id is unguessable: the link is the invitation).
 */
import { apiError } from '../errors';
import type { MatchCore } from './core';
import { stateAt } from './archive';
import { tagOf } from './live';
import { fail, ok, type Outcome, type Viewer } from './types';
import { KV } from './keys';

export type SpectatePolicy = { mode: 'live' } | { mode: 'delayed'; phases: number } | { mode: 'forbidden' };

export const MAX_DELAY_PHASES = 10;
/** Versions where the last phases began (enough for the longest delay, and bounded). */
const KEPT_PHASE_STARTS = MAX_DELAY_PHASES + 2;

/** What the snapshot says of spectating: the policy, how many watch now, and (delayed) the version shown. */
export interface SpectatorsSummary { mode: SpectatePolicy['mode']; phases?: number; watching: number; asOf?: number }

export const isSpectator = (v: Viewer): boolean => v.seat === null && !v.referee;

export function policyOf(core: MatchCore): SpectatePolicy {
  const meta = core.meta;
  if (meta.spectate) return meta.spectate;
  const preset = core.game.defaults?.spectate;
  return preset ?? { mode: 'live' };
}

/** Parse a policy from the referee's console (the API validated the shape; this checks the range). */
export function checkPolicy(raw: SpectatePolicy): Outcome<SpectatePolicy> {
  if (raw.mode === 'delayed') {
    if (!Number.isInteger(raw.phases) || raw.phases < 1 || raw.phases > MAX_DELAY_PHASES) return fail(apiError('bad_request', `phases: from 1 to ${MAX_DELAY_PHASES}.`));
    return ok({ mode: 'delayed', phases: raw.phases });
  }
  return ok({ mode: raw.mode });
}

/** Called by the one writer when the phase key changes: the version at which the new phase began. */
export function notePhaseStart(core: MatchCore, version: number): void {
  const starts = core.store.get(KV.phaseStarts) ?? [];
  core.store.put(KV.phaseStarts, [...starts, version].slice(-KEPT_PHASE_STARTS));
}

/**
 * The version a delayed spectator sees: the start of the phase `phases` phases before the current
 * one (0, the start of the match, when the match is younger than that). Games without phases
 * count steps.
 */
export function delayedVersion(core: MatchCore, phases: number): number {
  if (!core.game.phase) return Math.max(0, core.version - phases);
  const starts = core.store.get(KV.phaseStarts) ?? [];
  const i = starts.length - 1 - phases;
  return i >= 0 ? Math.min(starts[i]!, core.version) : 0;
}

/**
 * What a viewer may read of the match now: `null` = everything their role allows (players, the
 * referee, live spectators, any finished or open match), a version = a delayed spectator's moment,
 * or a refusal for a forbidden one.
 */
export function spectatorLimit(core: MatchCore, v: Viewer): Outcome<number | null> {
  if (!isSpectator(v) || core.meta.status !== 'active') return ok(null);
  const policy = policyOf(core);
  // Forbidden: the snapshot keeps the seats and the status (view null); every other read is refused.
  if (policy.mode === 'forbidden') return fail(apiError('spectating_forbidden', 'The referee does not let anyone watch this match while it is played.'));
  if (policy.mode === 'delayed') return ok(delayedVersion(core, policy.phases));
  return ok(null);
}

/** The state a viewer sees now: a delayed spectator's is replayed from the log; a forbidden one sees none. */
export function stateFor(core: MatchCore, v: Viewer): unknown {
  const limit = spectatorLimit(core, v);
  if (!limit.ok) return null;
  if (limit.value === null || limit.value >= core.version) return core.state;
  return limit.value === 0 && core.state === null ? null : stateAt(core, limit.value);
}

/** When the step that made `version` was played (a delayed spectator reads messages up to then). */
export function timeOfVersion(core: MatchCore, version: number): number {
  if (version <= 0) return core.meta.createdAt;
  return core.store.steps(version - 1, version)[0]?.at ?? core.meta.createdAt;
}

/** Sockets of spectators now, leaving out one that is closing. */
export function watching(core: MatchCore, closing?: WebSocket): number {
  let n = 0;
  for (const ws of core.ctx.getWebSockets()) {
    if (ws === closing) continue;
    if (isSpectator(core.viewerOf(tagOf(ws).userId))) n++;
  }
  return n;
}

export function spectatorsSummary(core: MatchCore, v: Viewer): SpectatorsSummary {
  const policy = policyOf(core);
  const limit = spectatorLimit(core, v);
  return {
    mode: policy.mode,
    ...(policy.mode === 'delayed' ? { phases: policy.phases } : {}),
    watching: watching(core),
    ...(limit.ok && limit.value !== null ? { asOf: limit.value } : {}),
  };
}

/** Someone started or stopped watching: every page learns the new count (a tiny message, no snapshot). */
export function tellWatching(core: MatchCore, closing?: WebSocket): void {
  const message = JSON.stringify({ type: 'watching', watching: watching(core, closing) });
  for (const ws of core.ctx.getWebSockets()) {
    if (ws === closing) continue;
    try { ws.send(message); } catch { /* closed meanwhile */ }
  }
}
