/**
 * Bots at the table (docs/bots.md "Bots at the table"): the creator fills free seats with the built-in
 * bot, to practise or to start without a missing player, and may later hand a bot's seat to a
 * person. A bot seat holds a stand-in user (`bot:<seat>`, never a real account: user ids are hex)
 * so the seats, the start and the views work unchanged; D1's seat rows leave it out.
 *
 * The bot plays from the alarm a moment after its seat is awaited (never on a player's request),
 * each step logged `by: "botseat"` like any move, so the match replays from its log. A match that
 * ever had a bot seat is unrated. At least one seat is always a person's.
 */
import type { Seat } from '../engine/contract';
import { apiError } from '../errors';
import type { User } from '../env';
import type { MatchCore } from './core';
import { NO_MATCH, seat as takeSeat } from './play';
import { fail, ok, type MatchMeta, type Outcome } from './types';
import { KV } from './keys';

/** How soon after its seat is awaited the bot moves: long enough to read as a turn, short enough to play on. */
export const BOT_DELAY_MS = 1500;
const BOT_ID = /^bot:\d+$/;

export const botUser = (seat: Seat): User => ({ id: `bot:${seat}`, username: `Bot ${seat + 1}` });
export const isBot = (u: User | null | undefined): boolean => !!u && BOT_ID.test(u.id);
export const botSeatsOf = (meta: MatchMeta): Seat[] => meta.seats.flatMap((s, i) => (isBot(s) ? [i] : []));

/**
 * Seats to fill with the bot at creation: checked against the match (the API checked the shape).
 * The creator's own seat (seat 0 unless they referee) stays theirs, and one seat at least is left
 * to a person.
 */
export function checkBotSeats(bots: Seat[], players: number, creatorSeated: boolean): string | null {
  if (new Set(bots).size !== bots.length) return 'bots: each seat once.';
  const bad = bots.find((s) => !Number.isInteger(s) || s < 0 || s >= players);
  if (bad !== undefined) return `bots: seats from 0 to ${players - 1}.`;
  if (creatorSeated && bots.includes(0)) return 'bots: seat 0 is yours (the creator\'s).';
  if (bots.length >= players) return 'bots: at least one seat must be left to a person.';
  return null;
}

/** Whether a match is full when it is created (the creator seated, the bot in every other seat): it starts at once and never waits open. */
export function fullAtCreation(bots: Seat[], players: number, creatorSeated: boolean): boolean {
  return creatorSeated && bots.length === players - 1;
}

/** Awaited seats the bot plays now. */
export function awaitedBotSeats(core: MatchCore): Seat[] {
  const live = core.live;
  if (!live || live.meta.status !== 'active' || live.meta.paused) return [];
  const bots = botSeatsOf(live.meta);
  return bots.length ? core.awaitingIn(live).filter((s) => bots.includes(s)) : [];
}

/** When the alarm must play a bot seat (null: none awaited, or the bot could not move at this version). */
export function nextBotAt(core: MatchCore, now = Date.now()): number | null {
  if (!awaitedBotSeats(core).length) return null;
  return core.store.get(KV.botStuck) === core.version ? null : now + BOT_DELAY_MS;
}

/** The alarm: the bot plays each awaited bot seat (until it is no longer awaited). */
export function playBotSeats(core: MatchCore, botPlays: (seat: Seat, rule: string) => unknown[]): unknown[] {
  const from = core.version;
  const events = awaitedBotSeats(core).flatMap((s) => botPlays(s, 'platform/bot-seat'));
  if (core.version === from && awaitedBotSeats(core).length) core.store.put(KV.botStuck, from);
  return events;
}

function creatorOnly(core: MatchCore, userId: string | null, seat: number): Outcome<true> {
  if (!core.live) return NO_MATCH();
  if (!userId || core.meta.creatorId !== userId) return fail(apiError('not_creator', 'Only the creator of this match can seat or unseat the bot.'));
  if (!Number.isInteger(seat) || seat < 0 || seat >= core.meta.players) return fail(apiError('bad_request', `seat: from 0 to ${core.meta.players - 1}.`));
  return ok(true);
}

/** The creator fills a free seat of an open match with the bot (the match starts if it was the last). */
export function fillWithBot(core: MatchCore, userId: string | null, seat: number): Outcome<true> {
  const allowed = creatorOnly(core, userId, seat);
  if (!allowed.ok) return allowed;
  const meta = core.meta;
  if (meta.status !== 'open') return fail(apiError('not_open', 'The match has started: seats are filled only before.'));
  if (meta.seats[seat] !== null) return fail(apiError('seat_taken', `Seat ${seat} is taken.`));
  if (meta.invited?.[seat]) return fail(apiError('not_invited', 'This seat of the rematch is kept for its player.'));
  if (meta.seats.every((s, i) => i === seat || s === null || isBot(s))) return fail(apiError('bad_request', 'seat: at least one seat must be left to a person.'));
  // Unrated from now on, before the seat: a match that starts now starts unrated.
  if (meta.rated) core.commit({ ...core.live!, meta: { ...meta, rated: false } });
  takeSeat(core, seat, botUser(seat));
  return ok(true);
}

/**
 * The creator hands a bot's seat to a person: before the start the seat is simply free again;
 * during the match the bot keeps playing it until someone joins (the join takes it, see `takeOver`).
 */
export function handOver(core: MatchCore, userId: string | null, seat: number): Outcome<{ seat: number; open: boolean }> {
  const allowed = creatorOnly(core, userId, seat);
  if (!allowed.ok) return allowed;
  const meta = core.meta;
  if (!isBot(meta.seats[seat])) return fail(apiError('bad_request', `seat: seat ${seat} is not played by the bot.`));
  if (meta.status === 'finished') return fail(apiError('not_open', 'The match is over.'));
  if (meta.status === 'open') {
    core.commit({ ...core.live!, meta: { ...meta, seats: meta.seats.map((s, i) => (i === seat ? null : s)) } }, { seatsChanged: true });
  } else if (!(meta.handOver ?? []).includes(seat)) {
    core.commit({ ...core.live!, meta: { ...meta, handOver: [...(meta.handOver ?? []), seat].sort((a, b) => a - b) } });
  }
  return ok({ seat, open: true });
}

/**
 * A person joins a match in play: they take the first bot seat its creator handed over (the object
 * serializes joins: of two people racing for it, one gets it and the other 409 match_full).
 */
export function takeOver(core: MatchCore, user: User): Outcome<number> | null {
  const meta = core.meta;
  // A match whose creator ever handed a seat over says so when it is gone (match_full), else "started".
  if (meta.status !== 'active' || meta.handOver === undefined) return null;
  const seat = meta.handOver.find((s) => isBot(meta.seats[s]));
  if (seat === undefined) return fail(apiError('match_full', 'Every seat is taken.'));
  const next = { ...meta, seats: meta.seats.map((s, i) => (i === seat ? user : s)), handOver: meta.handOver.filter((s) => s !== seat) };
  core.commit({ ...core.live!, meta: next }, { seatsChanged: true });
  return ok(seat);
}
