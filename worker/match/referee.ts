/**
 * The referee's console: pause and resume, move or apply the deadline, preview its outcome, give a
 * seat to another account, change the settings between turns, and the game's own referee actions.
 * Actions that change the game name the version they act on: a double click or a click racing the
 * deadline's alarm finds another version and gets 409 instead of applying twice.
 */
import type { GameEvent, Move } from '../engine/contract';
import { apiError } from '../errors';
import { resetDeadline, runDeadline } from './clock';
import type { MatchCore } from './core';
import { applyStep, NO_MATCH, seat } from './play';
import { snapshotFor } from './snapshot';
import { checkPolicy } from './spectators';
import { fail, ok, REFEREE_SEAT, type Outcome, type RefereeAction } from './types';
import { KV } from './keys';

const REFEREE = { seat: null, referee: true } as const;

/** How far ahead the referee may move a deadline (`extend`). */
export const MAX_EXTEND_MS = 366 * 86_400_000;

export interface RefereeResult { value: unknown; events: GameEvent[] }

export function refereeAct(core: MatchCore, userId: string, act: RefereeAction): Outcome<RefereeResult> {
  if (!core.live) return NO_MATCH();
  if (!core.viewerOf(userId).referee) return fail(apiError('not_referee', 'Only the referee of this match can do that.'));
  if ('version' in act && act.version !== undefined && act.version !== core.version) {
    return fail(apiError('stale_version', `The match is at version ${core.version}, not ${act.version}: it changed since you looked (reload).`, { version: core.version }));
  }
  const meta = core.meta;
  const game = core.game;
  const snapshot = (events: GameEvent[]): Outcome<RefereeResult> => ok({ value: snapshotFor(core, REFEREE), events });
  switch (act.action) {
    case 'pause': {
      if (meta.paused) return fail(apiError('paused', 'The match is already paused.'));
      const deadline = core.deadline();
      core.commit({ ...core.live, meta: { ...meta, paused: { at: Date.now(), remainingMs: deadline ? Math.max(0, deadline.at - Date.now()) : null } } });
      return snapshot([{ type: 'paused', rule: 'platform/referee' }]);
    }
    case 'resume': {
      if (!meta.paused) return fail(apiError('bad_request', 'action: the match is not paused.'));
      const paused = meta.paused;
      core.commit({ ...core.live, meta: { ...meta, paused: null } }, {
        also: () => {
          const deadline = core.deadline();
          if (deadline && paused.remainingMs !== null) core.store.put(KV.deadline, { ...deadline, at: Date.now() + paused.remainingMs });
          resetDeadline(core);
        },
      });
      return snapshot([{ type: 'resumed', rule: 'platform/referee' }]);
    }
    case 'extend': {
      const deadline = core.deadline();
      if (!deadline) return fail(apiError('bad_request', 'action: there is no deadline to extend.'));
      if (!(act.until > Date.now())) return fail(apiError('bad_request', 'until: must be in the future.'));
      // A year at most: a date the match can show (past 8.64e15 ms a JavaScript date is "Invalid Date").
      if (!(act.until <= Date.now() + MAX_EXTEND_MS)) return fail(apiError('bad_request', `until: at most ${MAX_EXTEND_MS / 86_400_000} days ahead.`));
      core.commit({ ...core.live, meta: meta.paused ? { ...meta, paused: { ...meta.paused, remainingMs: act.until - Date.now() } } : meta }, {
        also: () => {
          core.store.put(KV.deadline, { ...deadline, at: act.until });
          core.store.delete(KV.remindedKey);
        },
      });
      return snapshot([{ type: 'deadline-extended', until: act.until, rule: 'platform/referee' }]);
    }
    case 'preview': {
      // The deadline's outcome on a copy: nothing is stored or sent.
      if (meta.status !== 'active' || !game.onDeadline) return fail(apiError('bad_request', 'action: nothing to preview.'));
      const { state, events } = game.onDeadline(structuredClone(core.state), core.awaiting());
      return ok({ value: { view: game.refereeView ? game.refereeView(state) : game.view(state, null), events }, events: [] });
    }
    case 'resolve': {
      if (meta.status !== 'active') return fail(apiError('bad_request', 'action: the match is not in play.'));
      const events = runDeadline(core);
      return ok({ value: { version: core.version, events }, events });
    }
    case 'replace': {
      if (!Number.isInteger(act.seat) || act.seat < 0 || act.seat >= meta.players) return fail(apiError('bad_request', `seat: from 0 to ${meta.players - 1}.`));
      if (meta.seats.some((s) => s?.id === act.user.id) || meta.referee?.id === act.user.id) return fail(apiError('already_seated', `${act.user.username} already takes part in this match.`));
      const before = meta.seats[act.seat]?.username ?? null;
      const events = seat(core, act.seat, act.user, { type: 'player-replaced', seat: act.seat, before, after: act.user.username, rule: 'platform/referee' });
      return snapshot(events);
    }
    case 'options': {
      const parsed = game.parseOptions(act.options, meta.players);
      if (!parsed.ok) return fail(apiError('bad_request', `options.${parsed.field}: ${parsed.message}`));
      if (meta.status === 'open') {
        core.commit({ ...core.live, meta: { ...meta, options: parsed.options } });
        return snapshot([]);
      }
      if (!game.updateOptions) return fail(apiError('bad_request', `options: ${game.id} cannot change its settings during a match.`));
      const applied = applyStep(core, { seat: REFEREE_SEAT, by: 'referee', move: { type: 'options', options: parsed.options, reason: act.reason } });
      if (!applied.ok) return applied;
      core.commit({ ...core.live, meta: { ...core.meta, options: parsed.options } });
      return snapshot([{ type: 'options-changed', reason: act.reason, rule: 'platform/referee' }, ...applied.value.events]);
    }
    case 'spectators': {
      const policy = checkPolicy(act.policy);
      if (!policy.ok) return policy;
      // Not a game step: the log and the replay stay the game's; the page says the new policy.
      core.commit({ ...core.live, meta: { ...meta, spectate: policy.value } });
      return snapshot([]);
    }
    case 'move': {
      if (!game.applyRefereeMove) return fail(apiError('bad_request', `move: ${game.id} has no referee actions.`));
      const applied = applyStep(core, { seat: REFEREE_SEAT, by: 'referee', move: act.move as Move });
      if (!applied.ok) return applied;
      return ok({ value: { version: core.version, events: applied.value.events }, events: applied.value.events });
    }
  }
}

/** The referee's console data: what they may do now. */
export function refereeConsole(core: MatchCore, userId: string): Outcome<{ refereeMoves: Move[]; canPreview: boolean; canChangeOptions: boolean }> {
  if (!core.live) return NO_MATCH();
  if (!core.viewerOf(userId).referee) return fail(apiError('not_referee', 'Only the referee of this match can do that.'));
  const game = core.game;
  const active = core.meta.status === 'active';
  return ok({
    refereeMoves: core.state !== null && active && game.refereeMoves ? game.refereeMoves(core.state) : [],
    canPreview: !!game.onDeadline && active,
    canChangeOptions: core.meta.status === 'open' || !!game.updateOptions,
  });
}
