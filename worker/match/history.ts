/**
 * The log as a viewer may read it, by pages (`after` a version, at most `limit` entries), and the
 * replay view at any step (from a checkpoint, see archive.ts).
 */
import { apiError } from '../errors';
import type { MatchCore } from './core';
import { mayReadMove, stateAt } from './archive';
import { spectatorLimit } from './spectators';
import type { StoredStep } from './store';
import { fail, ok, type LogEntry, type Outcome, type Viewer } from './types';
import { KV } from './keys';

export const MAX_LOG_PAGE = 1000;

export function logEntries(core: MatchCore, v: Viewer, steps: StoredStep[]): LogEntry[] {
  return steps.map((r) => ({
    index: r.index, seat: r.seat, by: r.by, at: r.at,
    ...(mayReadMove(core, v, r) ? { move: r.move } : {}),
    // What was private to some seats stays theirs, also after the end.
    events: core.visibleEvents(r.events, v),
  }));
}

/**
 * Log entries with index >= `after` (a version: the entries that made the versions after it), at
 * most `limit`. Without `after` the page starts with the set-up entry (index -1).
 */
export function logPage(core: MatchCore, v: Viewer, after: number | null, limit: number | null): Outcome<LogEntry[]> {
  if (after !== null && (!Number.isInteger(after) || after < 0)) return fail(apiError('bad_request', 'after: must be a whole number (a version) from 0.'));
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > MAX_LOG_PAGE)) return fail(apiError('bad_request', `limit: from 1 to ${MAX_LOG_PAGE}.`));
  const limited = spectatorLimit(core, v);
  if (!limited.ok) return limited;
  const entries: LogEntry[] = [];
  if (after === null) {
    const setupEvents = core.store.get(KV.setupEvents) ?? [];
    if (setupEvents.length) entries.push({ index: -1, seat: -1, by: 'player', at: core.meta.createdAt, events: core.visibleEvents(setupEvents, v) });
  }
  const from = after ?? 0;
  // A delayed spectator reads the log up to the moment they are shown.
  const to = Math.min(limit === null ? Number.MAX_SAFE_INTEGER : from + limit, limited.value ?? Number.MAX_SAFE_INTEGER);
  entries.push(...logEntries(core, v, core.store.steps(from, to)));
  return ok(limit === null ? entries : entries.slice(0, limit));
}

/** The view a viewer had after `step` steps (0 = the start), for the replay control and past turns. */
export function viewAt(core: MatchCore, v: Viewer, step: number): Outcome<{ step: number; version: number; view: unknown }> {
  if (core.meta.status === 'open') return fail(apiError('not_started', 'The match has not started yet.'));
  const limited = spectatorLimit(core, v);
  if (!limited.ok) return limited;
  const last = limited.value ?? core.version;
  if (!Number.isInteger(step) || step < 0 || step > last) {
    return fail(apiError('bad_request', `step: must be an integer from 0 to ${last}.`));
  }
  const state = step === core.version ? core.state : stateAt(core, step);
  return ok({ step, version: core.version, view: core.viewFor(v, state) });
}

/**
 * A replay as another seat saw it (`as`): after the end, anyone may watch any seat's own view at
 * any step (what that seat knew then); before the end only that seat itself (and the referee).
 */
export function viewAtAs(core: MatchCore, caller: Viewer, step: number, as: number): Outcome<{ step: number; version: number; view: unknown; as: number }> {
  if (!Number.isInteger(as) || as < 0 || as >= core.meta.players) return fail(apiError('bad_request', `as: a seat from 0 to ${core.meta.players - 1}.`));
  if (core.meta.status !== 'finished' && !caller.referee && caller.seat !== as) {
    return fail(apiError('seat_view_private', 'A seat\'s own view is shown to others only once the match is over.'));
  }
  const res = viewAt(core, { seat: as, referee: false }, step);
  return res.ok ? ok({ ...res.value, as }) : res;
}
