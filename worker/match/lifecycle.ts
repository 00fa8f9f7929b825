/**
 * The unhappy paths of a match (docs/players.md "The life of a match"): leaving an open match,
 * cancelling, resigning, ending by agreement, an open match expiring, and a seat left by its player
 * offered to a replacement. Each is a command of the match object: it checks who asks and the
 * version it names, then changes the match through `commit` (or `applyStep` when the game's log
 * must hold it: a resignation, an end), so a repeat is refused and a race has one winner.
 *
 *   open ──all seats taken──▶ active ──the game ends / resign / agreement──▶ finished
 *     │                          └──cancelled (players agree, or the referee, within CANCEL_WINDOW_DAYS)
 *     ├──the creator cancels, or everyone left──▶ cancelled
 *     └──expireDays without every seat taken──▶ expired
 */
import type { Seat } from '../engine/contract';
import { endingResult, type EndMove } from '../engine/ending';
import { apiError } from '../errors';
import type { User } from '../env';
import { botUser, isBot } from './bot-seats';
import type { MatchCore } from './core';
import { applyStep, belowMinimum, NO_MATCH } from './play';
import { fail, ok, REFEREE_SEAT, type Departure, type EndProposal, type MatchMeta, type MatchSnapshot, type Outcome } from './types';

const DAY_MS = 86_400_000;

/** What a player asks of the match object's lifecycle (MatchRoom.lifecycle). */
export type LifecycleAction =
  | { kind: 'leave' }
  | { kind: 'cancel'; version?: number }
  | { kind: 'resign'; version: number }
  | { kind: 'end'; version: number; accept: boolean; proposal?: EndProposal['kind'] };
/** How long an open match waits for its free seats by default, and the bounds a creator may choose. */
export const DEFAULT_EXPIRE_DAYS = 14;
export const MIN_EXPIRE_DAYS = 1;
export const MAX_EXPIRE_DAYS = 60;
/** A started match may be cancelled (by all its players, or its referee) only within its first days. */
export const CANCEL_WINDOW_DAYS = 7;
/** The bounds of replaceAfterMisses a creator may choose (0: never). */
export const MAX_REPLACE_AFTER_MISSES = 10;

const conflict = (code: 'not_open' | 'stale_version', message: string, extra?: Record<string, unknown>) => fail(apiError(code, message, extra));

/** When an open match expires (null once it started or ended). */
export function expiresAt(meta: MatchMeta): number | null {
  return meta.status === 'open' ? meta.createdAt + (meta.expireDays ?? DEFAULT_EXPIRE_DAYS) * DAY_MS : null;
}

/** Seats a person plays now (not the bot, not a deleted account): the players an agreement needs. */
export function activePlayers(meta: MatchMeta): Seat[] {
  return meta.seats.flatMap((u, i) => (u && !isBot(u) && !(meta.abandoned ?? []).includes(i) ? [i] : []));
}

/** Seats still in the match: every seat but those whose player resigned (a bot seat from the start is in). */
function seatsIn(meta: MatchMeta): Seat[] {
  const gone = new Set((meta.departed ?? []).filter((d) => d.how === 'resigned').map((d) => d.seat));
  return meta.seats.flatMap((_, i) => (gone.has(i) ? [] : [i]));
}

/** A proposal that has not lapsed (its deadline passed) yet. */
export function pendingProposal(meta: MatchMeta, now = Date.now()): EndProposal | null {
  const p = meta.proposal;
  return p && (p.lapsesAt === null || now < p.lapsesAt) ? p : null;
}

function startedWithin(meta: MatchMeta, now: number): boolean {
  return now - (meta.startedAt ?? meta.createdAt) < CANCEL_WINDOW_DAYS * DAY_MS;
}

function checkVersion(core: MatchCore, version: number | undefined): Outcome<true> {
  if (version !== undefined && version !== core.version) {
    return conflict('stale_version', `The match is at version ${core.version}, not ${version}: reload and try again.`, { version: core.version });
  }
  return ok(true);
}

/** The statuses a command may act on; anything else is a plain 409 naming what the match is now. */
function mustBe(core: MatchCore, ...statuses: MatchMeta['status'][]): Outcome<true> {
  const status = core.meta.status;
  if (statuses.includes(status)) return ok(true);
  const said: Record<MatchMeta['status'], string> = {
    open: 'The match has not started yet.', active: 'The match has started.', finished: 'The match is over.',
    cancelled: 'The match was cancelled.', expired: 'The match expired before every seat was taken.',
  };
  return conflict('not_open', said[status]);
}

/** End the match as cancelled or expired: no result, no rating; the log and the messages stay. */
function close(core: MatchCore, how: 'cancelled' | 'expired', why: string, base: MatchMeta = core.meta): void {
  const meta: MatchMeta = { ...base, status: how, ending: { how, at: Date.now(), result: null, why } };
  delete meta.proposal;
  core.commit({ ...core.live!, meta }, { seatsChanged: true });
}

// ---- leave and cancel ------------------------------------------------------------------------

/** One lifecycle act by the caller, dispatched (worker/match/room.ts runs it as one command). */
export function runLifecycle(core: MatchCore, userId: string | null, act: LifecycleAction): Outcome<unknown> {
  return act.kind === 'leave' ? leave(core, userId)
    : act.kind === 'cancel' ? cancel(core, userId, act.version)
    : act.kind === 'resign' ? resign(core, userId, act.version)
    : respond(core, userId, act.version, act.accept, act.proposal);
}

/**
 * A player leaves an open match: the seat is free again. A creator who leaves passes the table to
 * the next player seated (by seat order); when no person is left the match is cancelled.
 */
export function leave(core: MatchCore, userId: string | null): Outcome<{ cancelled: boolean }> {
  if (!core.live) return NO_MATCH();
  const open = mustBe(core, 'open');
  if (!open.ok) return open;
  const meta = core.meta;
  const seat = meta.seats.findIndex((u) => u?.id === userId);
  // A repeat (a double tap, a retried request) finds the caller already out: nothing to do, and the
  // same answer as the leave that did it, so a retry is safe (issue 29: idempotent actions).
  if (seat < 0) return ok({ cancelled: false });
  const seats = meta.seats.map((u, i) => (i === seat ? null : u));
  const heir = seats.find((u) => u && !isBot(u)) ?? null;
  if (!heir && !meta.referee) {
    // The leaver's seat row goes too: "My matches" no longer lists it for them.
    close(core, 'cancelled', 'empty', { ...meta, seats });
    return ok({ cancelled: true });
  }
  const creatorId = meta.creatorId === userId && !meta.referee ? heir!.id : meta.creatorId;
  core.commit({ ...core.live!, meta: { ...meta, seats, creatorId } }, { seatsChanged: true });
  return ok({ cancelled: false });
}

/**
 * Cancel: the creator (or the referee) before the start; after it, the referee at once, or the
 * players by a `cancel` proposal all accept (respond()), within CANCEL_WINDOW_DAYS of the start.
 */
export function cancel(core: MatchCore, userId: string | null, version?: number): Outcome<{ status: MatchMeta['status'] }> {
  if (!core.live) return NO_MATCH();
  const meta = core.meta;
  const state = mustBe(core, 'open', 'active');
  if (!state.ok) return state;
  const v = checkVersion(core, version);
  if (!v.ok) return v;
  const isReferee = !!meta.referee && meta.referee.id === userId;
  if (meta.status === 'open') {
    if (meta.creatorId !== userId) return fail(apiError('not_creator', 'Only the creator of this match can cancel it before it starts (a player may leave).'));
    close(core, 'cancelled', isReferee ? 'referee' : 'creator');
    return ok({ status: 'cancelled' });
  }
  if (!isReferee) return fail(apiError('not_referee', 'A started match is cancelled only when every player agrees: propose it (POST …/end with kind "cancel").'));
  if (!startedWithin(meta, Date.now())) return fail(apiError('not_open', `A match is cancelled only within ${CANCEL_WINDOW_DAYS} days of its start; later, end it instead.`));
  close(core, 'cancelled', 'referee');
  return ok({ status: 'cancelled' });
}

// ---- resign ------------------------------------------------------------------------------------

/**
 * A player resigns, naming the version they saw. When one side is left (two players; or every other
 * person gone) the match ends at once: the others win, in the standings of the moment, the resigned
 * seats last. Otherwise the seat's player leaves: the game's own rule for it applies (NIHON's clan
 * abandonment), the bot plays the seat, and it is offered to a replacement (handOver).
 */
export function resign(core: MatchCore, userId: string | null, version: number): Outcome<{ ended: boolean; seat: Seat }> {
  if (!core.live) return NO_MATCH();
  const active = mustBe(core, 'active');
  if (!active.ok) return active;
  const meta = core.meta;
  const seat = meta.seats.findIndex((u) => u?.id === userId);
  // A repeat (a double tap, a retried request) after the match went on without them: a conflict, not a stranger.
  if (seat < 0 && userId && (meta.departed ?? []).some((d) => d.user.id === userId && d.how === 'resigned')) {
    return fail(apiError('stale_version', 'You resigned this match already.'));
  }
  if (seat < 0 || !userId) return fail(apiError('not_a_player', 'You have no seat in this match.'));
  const v = checkVersion(core, version);
  if (!v.ok) return v;
  const user = meta.seats[seat]!;
  // The resignation's own step (at index core.version) is still theirs.
  const departed: Departure[] = [...(meta.departed ?? []), { seat, user, how: 'resigned', at: Date.now(), version: core.version + 1 }];
  const after: MatchMeta = { ...meta, departed };
  delete after.proposal;
  const staying = seatsIn(after);
  const peopleLeft = activePlayers(after).filter((s) => s !== seat);
  if (staying.length <= 1 || peopleLeft.length === 0) {
    const end: EndMove = { type: 'end', how: 'resign', resigned: departed.filter((d) => d.how === 'resigned').map((d) => d.seat) };
    const ended = endMatch(core, end, after);
    return ended.ok ? ok({ ended: true, seat }) : ended;
  }
  const withBot: MatchMeta = {
    ...after,
    seats: after.seats.map((u, i) => (i === seat ? botUser(seat) : u)),
    handOver: [...new Set([...(after.handOver ?? []), seat])].sort((a, b) => a - b),
  };
  const applied = applyStep(core, { seat, by: 'resign', move: { type: 'resign' } }, () => withBot, { seatsChanged: true });
  return applied.ok ? ok({ ended: false, seat }) : applied;
}

/** Log the end step and finish the match with its result (worker/engine/ending.ts). */
function endMatch(core: MatchCore, end: EndMove, meta: MatchMeta): Outcome<true> {
  const result = endingResult(core.game, core.state, meta.players, end);
  const how = end.how;
  const next: MatchMeta = { ...meta, status: 'finished', ending: { how, at: Date.now(), result, why: how === 'resign' ? 'resigned' : 'players' } };
  delete next.proposal;
  const applied = applyStep(core, { seat: REFEREE_SEAT, by: 'end', move: end as never }, () => next);
  return applied.ok ? ok(true) : applied;
}

// ---- ending by agreement -------------------------------------------------------------------------

/**
 * Propose, accept or refuse ending the match now (`accept: true|false`, naming the version seen).
 * With no proposal pending, `accept: true` proposes `kind` (the proposer accepts it); with one
 * pending, `true` accepts it and `false` refuses it (its author withdraws it); the last acceptance
 * ends the match. A proposal lapses at the next deadline.
 */
export function respond(core: MatchCore, userId: string | null, version: number, accept: boolean, kind: EndProposal['kind'] = 'end'): Outcome<{ proposal: EndProposal | null; ended: boolean }> {
  if (!core.live) return NO_MATCH();
  const active = mustBe(core, 'active');
  if (!active.ok) return active;
  const meta = core.meta;
  const seat = meta.seats.findIndex((u) => u?.id === userId);
  if (seat < 0 || !activePlayers(meta).includes(seat)) return fail(apiError('not_a_player', 'Only the players of this match may end it.'));
  const v = checkVersion(core, version);
  if (!v.ok) return v;
  const now = Date.now();
  const pending = pendingProposal(meta, now);
  if (!pending) {
    if (!accept) return fail(apiError('no_proposal', 'There is no proposal to refuse (it was withdrawn, refused, or lapsed at the deadline).'));
    if (kind === 'draw' && !core.game.drawAllowed) return fail(apiError('bad_request', 'kind: this game has no draw; propose "end" (the standings now).'));
    if (kind === 'cancel' && !startedWithin(meta, now)) return fail(apiError('not_open', `A match is cancelled only within ${CANCEL_WINDOW_DAYS} days of its start; propose "end" instead.`));
    const proposal: EndProposal = { kind, by: seat, at: now, accepted: [seat], lapsesAt: core.deadline()?.at ?? null };
    return settle(core, { ...meta, proposal });
  }
  if (!accept) {
    const next = { ...meta };
    delete next.proposal;
    core.commit({ ...core.live!, meta: next });
    return ok({ proposal: null, ended: false });
  }
  if (pending.kind !== kind) return fail(apiError('proposal_pending', `A proposal to ${pending.kind} is pending: answer it first.`, { proposal: pending }));
  if (pending.accepted.includes(seat)) return ok({ proposal: pending, ended: false });
  return settle(core, { ...meta, proposal: { ...pending, accepted: [...pending.accepted, seat].sort((a, b) => a - b) } });
}

/** Store the proposal, or carry it out once every active player accepted it. */
function settle(core: MatchCore, meta: MatchMeta): Outcome<{ proposal: EndProposal | null; ended: boolean }> {
  const p = meta.proposal!;
  if (!activePlayers(meta).every((s) => p.accepted.includes(s))) {
    core.commit({ ...core.live!, meta });
    return ok({ proposal: p, ended: false });
  }
  if (p.kind === 'cancel') {
    close(core, 'cancelled', 'players', meta);
    return ok({ proposal: null, ended: true });
  }
  const resigned = (meta.departed ?? []).filter((d) => d.how === 'resigned').map((d) => d.seat);
  const ended = endMatch(core, { type: 'end', how: p.kind === 'draw' ? 'draw' : 'agreement', resigned }, meta);
  return ended.ok ? ok({ proposal: null, ended: true }) : ended;
}

/** At a deadline (inside its commit): a pending proposal lapses. */
export function lapseProposal(meta: MatchMeta): MatchMeta {
  if (!meta.proposal) return meta;
  const next = { ...meta };
  delete next.proposal;
  return next;
}

// ---- expiry ---------------------------------------------------------------------------------------

/** The alarm: an open match past its expiry ends `expired`, and its creator is told. */
export function expireIfDue(core: MatchCore, now = Date.now()): boolean {
  if (!core.live) return false;
  const at = expiresAt(core.meta);
  if (at === null || now < at) return false;
  close(core, 'expired', 'unjoined');
  const creatorSeat = core.meta.seats.findIndex((u) => u?.id === core.meta.creatorId);
  if (creatorSeat >= 0) core.notify(creatorSeat, 'ended', now, core.version, { how: 'expired' });
  return true;
}

// ---- replacement seats ------------------------------------------------------------------------------

/**
 * A replacement takes a seat whose player left (resigned, or missed too many deadlines): never a
 * user who holds or held a seat of this match. The object serializes the calls: of two racing for
 * one seat, one gets it and the other `seat_taken`.
 */
export function takeSeat(core: MatchCore, user: User, seat: number, share?: number | null): Outcome<number> {
  if (!core.live) return NO_MATCH();
  const active = mustBe(core, 'active');
  if (!active.ok) return active;
  const meta = core.meta;
  if (!Number.isInteger(seat) || seat < 0 || seat >= meta.players) return fail(apiError('bad_request', `seat: from 0 to ${meta.players - 1}.`));
  if (meta.referee?.id === user.id || meta.seats.some((u) => u?.id === user.id)) return fail(apiError('already_seated', 'You already take part in this match.'));
  if ((meta.departed ?? []).some((d) => d.user.id === user.id)) return fail(apiError('left_match', 'You left this match: its seats are for someone new.'));
  if (!vacantSeats(meta).includes(seat)) return fail(apiError('seat_taken', `Seat ${seat} is not looking for a player.`));
  const low = belowMinimum(meta, share);
  if (low) return low;
  const next: MatchMeta = {
    ...meta, seats: meta.seats.map((u, i) => (i === seat ? user : u)),
    handOver: (meta.handOver ?? []).filter((s) => s !== seat), abandoned: (meta.abandoned ?? []).filter((s) => s !== seat),
  };
  if (next.misses) next.misses = { ...next.misses, [String(seat)]: 0 };
  core.commit({ ...core.live!, meta: next }, { seatsChanged: true });
  return ok(seat);
}

/**
 * Seats looking for a player in a running match: those a player left to the bot (resigned, missed
 * deadlines, a bot seat the creator handed over) and those of a deleted account (the timeout
 * policy plays them meanwhile).
 */
export function vacantSeats(meta: MatchMeta): Seat[] {
  if (meta.status !== 'active') return [];
  const handed = (meta.handOver ?? []).filter((s) => isBot(meta.seats[s]));
  return [...new Set([...handed, ...(meta.abandoned ?? [])])].sort((a, b) => a - b);
}

/**
 * The bot played a seat at its deadline: one more miss in a row for its player. At the table's
 * replaceAfterMisses the player leaves: the seat goes to the bot and is offered to a replacement.
 * Returns the meta to commit with the bot's step.
 */
export function countMiss(meta: MatchMeta, seat: Seat, now = Date.now(), version?: number): MatchMeta {
  const user = meta.seats[seat];
  if (!user || isBot(user)) return meta;
  const key = String(seat);
  const misses: Record<string, number> = { ...(meta.misses ?? {}), [key]: (meta.misses?.[key] ?? 0) + 1 };
  const limit = meta.replaceAfterMisses ?? 0;
  if (limit > 0 && misses[key]! >= limit) {
    return {
      ...meta, misses: { ...misses, [key]: 0 },
      seats: meta.seats.map((u, i) => (i === seat ? botUser(seat) : u)),
      handOver: [...new Set([...(meta.handOver ?? []), seat])].sort((a, b) => a - b),
      departed: [...(meta.departed ?? []), { seat, user, how: 'missed', at: now, ...(version === undefined ? {} : { version }) }],
    };
  }
  return { ...meta, misses };
}

/** A player's own move: their misses in a row start again from zero. */
export function clearMisses(meta: MatchMeta, seat: Seat): MatchMeta {
  return meta.misses?.[String(seat)] ? { ...meta, misses: { ...meta.misses, [String(seat)]: 0 } } : meta;
}

// ---- what the caller may do ------------------------------------------------------------------------

/** The lifecycle part of a snapshot for one viewer (the match page's buttons follow it). */
export function lifecycleFor(core: MatchCore, seat: Seat | null, referee: boolean, userId: string | null): Pick<MatchSnapshot, 'ending' | 'proposal' | 'expiresAt' | 'departed' | 'replaceAfterMisses' | 'can'> {
  const meta = core.meta;
  const now = Date.now();
  const proposal = meta.status === 'active' ? pendingProposal(meta, now) : null;
  const player = seat !== null && activePlayers(meta).includes(seat);
  const isCreator = !!userId && meta.creatorId === userId;
  const propose: ('end' | 'draw' | 'cancel')[] = [];
  if (player && !proposal && meta.status === 'active') {
    propose.push('end');
    if (core.game.drawAllowed) propose.push('draw');
    if (startedWithin(meta, now)) propose.push('cancel');
  }
  return {
    ending: meta.ending ?? null,
    proposal,
    expiresAt: expiresAt(meta),
    departed: (meta.departed ?? []).map((d) => ({ seat: d.seat, username: d.user.username, how: d.how, at: d.at, ...(d.version === undefined ? {} : { version: d.version }) })),
    replaceAfterMisses: meta.replaceAfterMisses ?? 0,
    can: {
      leave: meta.status === 'open' && seat !== null,
      cancel: (meta.status === 'open' && isCreator) || (meta.status === 'active' && referee && startedWithin(meta, now)),
      resign: meta.status === 'active' && player,
      propose,
      answer: !!proposal && player && !proposal.accepted.includes(seat!),
    },
  };
}
