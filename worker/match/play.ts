/**
 * Seats and moves: creating the match, taking a seat, starting, and applying a step. `applyStep`
 * is the only way the game state changes: the engine computes, `commit` writes, memory follows.
 */
import type { GameEvent, Move } from '../engine/contract';
import { applyLogged, type LoggedStep } from '../engine/replay';
import { apiError } from '../errors';
import type { User } from '../env';
import type { Live, MatchCore } from './core';
import { resetDeadline } from './clock';
import { ValueTooLargeError } from './store';
import { invitedSeat } from './rematch';
import { botUser, isBot, takeOver } from './bot-seats';
import { standInSeats } from './absence';
import type { DeadlineTally } from './holders';
import { fail, ok, type CreateInput, type MatchMeta, type Outcome } from './types';
import { clearMisses, lapseProposal } from './lifecycle';
import { KV } from './keys';

export const NO_MATCH = () => fail(apiError('not_found', 'No such match.'));

export function create(core: MatchCore, input: CreateInput): Outcome<true> {
  if (core.live) return fail(apiError('bad_request', 'This match already exists.'));
  const seats: (User | null)[] = Array.from({ length: input.players }, () => null);
  if (!input.referee) seats[0] = input.creator;
  for (const b of input.bots ?? []) seats[b] = botUser(b);
  const meta: MatchMeta = {
    id: input.id, game: input.game, players: input.players, options: input.options,
    moveSeconds: input.moveSeconds, timerPerKind: input.timerPerKind, schedule: input.schedule, seed: input.seed, seedHash: input.seedHash,
    status: 'open', seats, referee: input.referee ? input.creator : null, creatorId: input.creator.id,
    createdAt: Date.now(), origin: input.origin, paused: null, rated: (input.rated ?? false) && !input.bots?.length,
    ...(input.absenceDays !== undefined ? { absenceDays: input.absenceDays } : {}),
    ...(input.public ? { public: true } : {}), ...(input.tableLang ? { tableLang: input.tableLang } : {}),
    ...(input.botLevel && input.botLevel !== 'easy' ? { botLevel: input.botLevel } : {}),
    ...(input.expireDays !== undefined ? { expireDays: input.expireDays } : {}),
    ...(input.replaceAfterMisses ? { replaceAfterMisses: input.replaceAfterMisses } : {}),
    ...(input.minReliability ? { minReliability: input.minReliability } : {}),
    ...(input.noBotAccounts ? { noBotAccounts: true as const } : {}),
  };
  core.upgradeStorage();
  core.commit({ meta, state: null, version: 0 }, { seatsChanged: true });
  // The bots filled every other seat: the match starts now.
  const bot = (input.bots ?? [])[0];
  if (bot !== undefined && seats.every((s) => s !== null)) seat(core, bot, botUser(bot));
  return ok(true);
}

/** Every seat is taken: the game is set up from the seed (the next live match). */
function started(core: MatchCore, meta: MatchMeta): Live {
  const game = core.gameOf(meta);
  return { meta: { ...meta, status: 'active', startedAt: Date.now() }, state: game.setup({ players: meta.players, options: meta.options, seed: meta.seed }), version: 0 };
}

/** Seat a user (a join, or the referee giving a seat away); the match starts when every seat is taken. */
export function seat(core: MatchCore, index: number, user: User, event?: GameEvent): GameEvent[] {
  const meta: MatchMeta = { ...core.meta, seats: core.meta.seats.map((s, i) => (i === index ? user : s)) };
  const starting = meta.status === 'open' && meta.seats.every((s) => s !== null);
  const next = starting ? started(core, meta) : { ...core.live!, meta };
  core.commit(next, {
    seatsChanged: true,
    also: () => {
      if (starting) {
        core.store.put(KV.setupOptions, meta.options);
        // What set-up did (castles placed, cards revealed) opens the log.
        const setupEvents = core.game.setupEvents?.(next.state);
        if (setupEvents?.length) core.store.put(KV.setupEvents, setupEvents);
        resetDeadline(core);
      }
    },
  });
  return event ? [event] : [];
}

/**
 * The table's minimum reliability (docs/_incoming/reliability.md): `share` is the joiner's figure,
 * read from D1 by the Worker before the call (null: too little history, admitted). Null when admitted.
 */
export function belowMinimum(meta: MatchMeta, share: number | null | undefined): Outcome<never> | null {
  const min = meta.minReliability;
  if (!min || share === null) return null;
  if (share === undefined || share < min) {
    return fail(apiError('reliability_too_low', `This match asks for a reliability of at least ${min}% (deadlines met over the last year); yours is ${share ?? 'unknown'}%.`,
      { minReliability: min, reliability: share ?? null }));
  }
  return null;
}

/** `share`: the joiner's reliability (percent, null: too little history), checked against the table's minimum. */
export function join(core: MatchCore, user: User, share?: number | null): Outcome<number> {
  if (!core.live) return NO_MATCH();
  const v = core.viewerOf(user.id);
  if (v.seat !== null || v.referee) return fail(apiError('already_seated', 'You already take part in this match.'));
  // Who left this match does not come back through a seat it offers (lifecycle.ts takeSeat).
  if ((core.meta.departed ?? []).some((d) => d.user.id === user.id)) return fail(apiError('left_match', 'You left this match: its seats are for someone new.'));
  // A rematch's kept seat is its player's: the minimum is for newcomers.
  if (!core.meta.invited?.some((u) => u?.id === user.id)) {
    const low = belowMinimum(core.meta, share);
    if (low) return low;
  }
  // In play: a bot seat its creator handed to a person, if any.
  const handed = takeOver(core, user);
  if (handed) return handed;
  if (core.meta.status !== 'open') return fail(apiError('not_open', 'This match has already started.'));
  // A rematch keeps each seat for its player: joining is accepting.
  const kept = invitedSeat(core.meta, user.id);
  if (kept) {
    if (!kept.ok) return kept;
    seat(core, kept.value, user);
    return ok(kept.value);
  }
  const free = core.meta.seats.indexOf(null);
  if (free < 0) return fail(apiError('match_full', 'Every seat is taken.'));
  seat(core, free, user);
  return ok(free);
}

/** The checks of a player's move before the engine sees it; null when it may go to the engine. */
export function checkPlay(core: MatchCore, userId: string, move: unknown, version: number) {
  if (!core.live) return NO_MATCH();
  const { seat } = core.viewerOf(userId);
  const meta = core.meta;
  if (seat === null) return fail(apiError('not_a_player', 'You have no seat in this match.'));
  if (meta.status === 'open') return fail(apiError('not_started', 'The match has not started yet: seats are still free.'));
  if (meta.status === 'finished') return fail(apiError('not_your_turn', 'The match is over.'));
  if (meta.paused) return fail(apiError('paused', 'The referee has paused the match.'));
  if (version !== core.version) {
    return fail(apiError('stale_version', `The match is at version ${core.version}, not ${version}: reload and try again.`, { version: core.version }));
  }
  // Out of turn, only the game's free moves (gifts, answers to deals) may go through to the engine.
  const game = core.game;
  if (!core.awaiting().includes(seat) && !(game.freeMoves && game.freeMoves(core.state, seat).length > 0)) {
    return fail(apiError('not_your_turn', 'It is not your turn.'));
  }
  if (typeof move !== 'object' || move === null || Array.isArray(move) || typeof (move as Move).type !== 'string') {
    return fail(apiError('bad_request', 'move: must be an object with a string "type".'));
  }
  return ok(seat);
}

/**
 * The deadlines a step meets or misses (holders.ts), named by the seats' holders before the step:
 * a player's move under a deadline awaiting their seat meets it; the bot playing a seat once its
 * deadline passed, or the game's own deadline step, misses it (not a stand-in for an absence, not
 * a bot seat, not a deleted account's seat). Read from the object's own storage only.
 */
function deadlinesOf(core: MatchCore, step: LoggedStep): DeadlineTally[] {
  const meta = core.meta;
  if (meta.status !== 'active' || !['player', 'bot', 'deadline'].includes(step.by)) return [];
  const d = core.deadline();
  if (!d) return [];
  const holder = (seat: number) => {
    const u = meta.seats[seat];
    return u && !isBot(u) && !(meta.abandoned ?? []).includes(seat) ? u.id : null;
  };
  const tally = (seat: number, kind: DeadlineTally['kind']): DeadlineTally[] => {
    const userId = holder(seat);
    // A deadline is named by its key and when it was set: a later wait of the same kind in the same
    // phase has the same key but is another deadline, met or missed on its own.
    return userId ? [{ seat, userId, key: `${d.key}@${d.setAt ?? d.at}`, kind }] : [];
  };
  const now = Date.now();
  if (step.by === 'player') return (d.seats ?? core.awaiting()).includes(step.seat) ? tally(step.seat, 'met') : [];
  if (d.at > now) return [];
  if (step.by === 'bot') return tally(step.seat, 'missed');
  // The game's deadline rule: the seats it names were still awaited (a stand-in's standing orders excepted).
  const away = new Set(standInSeats(core, now));
  const seats = ((step.move as { seats?: unknown }).seats as number[] | undefined) ?? [];
  return seats.filter((s) => !away.has(s)).flatMap((s) => tally(s, 'missed'));
}

/**
 * Apply one step through the engine, then log and persist it. Nothing changes on refusal.
 * `nextMeta`: what the same change does to the match's meta (a resignation seats the bot), in the
 * same commit. A player's own move clears their missed deadlines; the bot's move at a deadline
 * counts one (lifecycle.ts: a seat left too long is offered to a replacement).
 */
export function applyStep(core: MatchCore, step: LoggedStep, nextMeta?: (meta: MatchMeta) => MatchMeta, opts: { seatsChanged?: boolean } = {}): Outcome<{ events: GameEvent[] }> {
  const game = core.game;
  let res;
  try {
    res = applyLogged(game, core.state, step);
  } catch (e) {
    // An engine must refuse bad input rather than throw; if one throws anyway, the state is untouched.
    return fail(apiError('illegal_move', `The engine could not apply this move: ${(e as Error).message}`, { code: 'engine_error' }));
  }
  if (!res.ok) return fail(apiError('illegal_move', res.rejection.message, { code: res.rejection.code, rule: res.rejection.rule }));
  const finished = step.by === 'end' || game.result(res.state) !== null;
  const live = core.live!;
  let meta = nextMeta ? nextMeta(live.meta) : live.meta;
  // (A missed deadline is counted once per deadline by clock.ts, not once per step the bot plays.)
  if (step.by === 'player') meta = clearMisses(meta, step.seat);
  // A deadline passed (the bot played a seat out of time, or the game's own deadline rule): a pending end proposal lapses.
  if (step.by === 'bot' || step.by === 'deadline') meta = lapseProposal(meta);
  const seatsChanged = opts.seatsChanged || meta.seats !== live.meta.seats;
  const next: Live = { meta: finished ? { ...meta, status: 'finished' } : meta, state: res.state, version: live.version + 1 };
  try {
    core.commit(next, { step: { step, events: res.events }, seatsChanged, deadlines: deadlinesOf(core, step), also: () => resetDeadline(core) });
  } catch (e) {
    if (e instanceof ValueTooLargeError) return fail(apiError('internal', `This move could not be stored: ${e.message}.`));
    throw e;
  }
  return ok({ events: res.events });
}
