/**
 * The log as a viewer may read it, by pages (`after` a version, at most `limit` entries), and the
 * replay view at any step (from a checkpoint, see archive.ts).
 */
import { apiError } from '../errors';
import type { MatchCore } from './core';
import { mayReadMove, stateAt } from './archive';
import type { StoredStep } from './store';
import { fail, ok, type LogEntry, type Outcome, type Viewer } from './types';

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
  const entries: LogEntry[] = [];
  if (after === null) {
    const setupEvents = core.store.read<LogEntry['events']>('setupEvents') ?? [];
    if (setupEvents.length) entries.push({ index: -1, seat: -1, by: 'player', at: core.meta.createdAt, events: core.visibleEvents(setupEvents, v) });
  }
  const from = after ?? 0;
  const to = limit === null ? Number.MAX_SAFE_INTEGER : from + limit;
  entries.push(...logEntries(core, v, core.store.steps(from, to)));
  return ok(limit === null ? entries : entries.slice(0, limit));
}

/** The view a viewer had after `step` steps (0 = the start), for the replay control and past turns. */
export function viewAt(core: MatchCore, v: Viewer, step: number): Outcome<{ step: number; version: number; view: unknown }> {
  if (core.meta.status === 'open') return fail(apiError('not_started', 'The match has not started yet.'));
  if (!Number.isInteger(step) || step < 0 || step > core.version) {
    return fail(apiError('bad_request', `step: must be an integer from 0 to ${core.version}.`));
  }
  const state = step === core.version ? core.state : stateAt(core, step);
  return ok({ step, version: core.version, view: core.viewFor(v, state) });
}
