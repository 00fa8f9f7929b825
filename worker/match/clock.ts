/**
 * Time in a match: one deadline for whoever must act now (per move with a timer, per kind of wait
 * for games that have kinds, per phase with a calendar schedule), the reminder before it, and the
 * one alarm that serves the deadline, the reminder, the D1 queue and the hooks' outbox.
 *
 * A deadline is applied only for the key it was set for and only after its time, so an alarm that
 * fires twice (or races the referee's "apply now", which names the version it acts on) plays once.
 */
import type { GameEvent, Seat } from '../engine/contract';
import { reminder, reminderTime } from '../notify/changes';
import { nextDeadline } from '../schedule';
import type { Live, MatchCore } from './core';
import { applyStep } from './play';
import { nextWarningAt } from './mail';
import { extendForAbsences, nextStandInAt } from './absence';
import { nextBotAt } from './bot-seats';
import { countMiss, expiresAt } from './lifecycle';
import { levelMove } from '../engine/search-bot';
import { REFEREE_SEAT, type Deadline, type MatchMeta } from './types';
import { KV } from './keys';

/** Keep the bot from looping forever if a game ever kept a seat awaited. */
const MAX_BOT_MOVES_PER_DEADLINE = 200;
/**
 * Searched moves one alarm plays for a bot seat; the rest wait for the next alarm (1.5 s later).
 * A search costs up to a few seconds of CPU and workerd's clock stands still while it runs, so the
 * bound is a count: a seat awaited for many steps in a row (a Rising Sun recruitment) cannot hold
 * one alarm past the Worker's CPU limit.
 */
const MAX_SEARCHES_PER_ALARM = 3;

/** How soon after a change the alarm flushes the D1 queue: changes within it share one batch. */
export const FLUSH_DELAY_MS = 200;

/** The flush delay; tests may lengthen it (INDEX_FLUSH_DELAY_MS) to catch a write while it is queued. */
function flushDelayMs(core: MatchCore): number {
  const set = core.env.INDEX_FLUSH_DELAY_MS;
  return set && /^\d+$/.test(set) ? Number(set) : FLUSH_DELAY_MS;
}

function phaseKey(core: MatchCore, live: Live): string {
  const game = core.gameOf(live.meta);
  return live.state !== null && game.phase ? game.phase(live.state) : '';
}

/**
 * What the current deadline must belong to: the phase (schedule), the kind of wait and phase
 * (games with timer kinds: one deadline per wait, not per step), or else the version (every move).
 */
function deadlineKey(core: MatchCore, live: Live): string {
  const game = core.gameOf(live.meta);
  if (live.meta.schedule) return `phase:${phaseKey(core, live)}`;
  if (game.timerKind && live.state !== null) return `kind:${game.timerKind(live.state)}|phase:${phaseKey(core, live)}`;
  return `version:${live.version}`;
}

/** Seconds on the clock for the wait now: its kind's own timer, or the match's move timer. */
function timerSeconds(core: MatchCore, live: Live): number | null {
  const game = core.gameOf(live.meta);
  const kind = game.timerKind && live.state !== null ? game.timerKind(live.state) : null;
  return (kind && live.meta.timerPerKind?.[kind]) || live.meta.moveSeconds;
}

/** Set the deadline for the live match (call inside a commit's transaction, after `live` is the new one). */
export function resetDeadline(core: MatchCore): void {
  const live = core.live!;
  const meta = live.meta;
  const current = core.deadline();
  const key = deadlineKey(core, live);
  const seats = core.awaitingIn(live);
  // A deleted account's seat without a timer: the bot plays it a minute after it is awaited.
  const seconds = timerSeconds(core, live) ?? (seats.some((s) => meta.abandoned?.includes(s)) ? 60 : null);
  const running = meta.status === 'active' && !meta.paused && seats.length > 0;
  const newSeat = seats.some((x) => !(current?.seats ?? []).includes(x));
  if (!running || (!seconds && !meta.schedule)) {
    if (!meta.paused) core.store.delete(KV.deadline);
  } else if (current?.key !== key || newSeat) {
    // One reading of the clock: the absence extension measures the wait from setAt, so a deadline of
    // a timer is exactly setAt + the timer (two readings could differ by a millisecond).
    const now = Date.now();
    const at = meta.schedule ? nextDeadline(meta.schedule, now) : now + seconds! * 1000;
    core.store.put(KV.deadline, { at, key, seats, setAt: now } satisfies Deadline);
  }
  // Declared absences move the deadline (within the allowance), or take back an extension no longer due.
  if (running) extendForAbsences(core);
}

function reminderAt(core: MatchCore, deadline: Deadline): number {
  return reminderTime(deadline.at, timerSeconds(core, core.live!) ?? 24 * 3600);
}

/** One alarm for every clock: the deadline, its reminder, the D1 queue, the outbox. Re-arm for the earliest. */
export function scheduleAlarm(core: MatchCore): void {
  const times: number[] = [];
  const live = core.live;
  const deadline = core.deadline();
  if (live && deadline && live.meta.status === 'active' && !live.meta.paused) {
    times.push(deadline.at);
    if (core.store.get(KV.remindedKey) !== deadline.key) times.push(reminderAt(core, deadline));
    const warning = nextWarningAt(core, deadline);
    if (warning !== null) times.push(warning);
  }
  const mail = core.mail.nextAt();
  if (mail !== null) times.push(mail);
  const push = core.push.nextAt();
  if (push !== null) times.push(push);
  const queued = core.queue.nextAt();
  if (queued !== null) times.push(queued + flushDelayMs(core));
  const standIn = nextStandInAt(core);
  if (standIn !== null) times.push(standIn);
  const bot = nextBotAt(core);
  if (bot !== null) times.push(bot);
  // An open match expires on its own alarm (lifecycle.ts).
  const expiry = live ? expiresAt(live.meta) : null;
  if (expiry !== null) times.push(expiry);
  const hooks = core.outbox.nextAt();
  if (hooks !== null) times.push(hooks);
  if (times.length) void core.ctx.storage.setAlarm(Math.max(Date.now(), Math.min(...times)));
  else void core.ctx.storage.deleteAlarm();
}

export function remindIfDue(core: MatchCore): void {
  const deadline = core.deadline();
  const live = core.live!;
  if (!deadline || live.meta.status !== 'active' || live.meta.paused || deadline.key !== deadlineKey(core, live)) return;
  if (core.store.get(KV.remindedKey) === deadline.key || Date.now() < reminderAt(core, deadline)) return;
  core.store.transaction(() => {
    core.store.put(KV.remindedKey, deadline.key);
    core.outbox.enqueue(reminder(core.publicSummary(), Date.now()));
  });
}

/** The deadline, if it is due: only after its time, and only for the version or phase it was set for. */
export function expireIfDue(core: MatchCore): GameEvent[] {
  const deadline = core.deadline();
  const live = core.live;
  if (!deadline || !live || live.meta.status !== 'active' || live.meta.paused) return [];
  if (deadline.key !== deadlineKey(core, live) || Date.now() < deadline.at) return [];
  return runDeadline(core);
}

/** Time is up for the awaited seats: the game's own deadline rule, or the bot plays their turn. */
export function runDeadline(core: MatchCore): GameEvent[] {
  const seats: Seat[] = core.awaiting();
  const game = core.game;
  const events: GameEvent[] = [];
  if (game.onDeadline) {
    // The game's rule acts for every awaited seat: one missed deadline each (lifecycle.ts countMiss).
    // The deadline's step (at index core.version) is still the missing players'.
    const missed = (meta: MatchMeta) => seats.reduce((m, s) => (m.abandoned?.includes(s) ? m : countMiss(m, s, Date.now(), core.version + 1)), meta);
    const applied = applyStep(core, { seat: REFEREE_SEAT, by: 'deadline', move: { type: 'deadline', seats } }, missed);
    if (applied.ok) events.push({ type: 'deadline-passed', seats, rule: 'platform/deadline' }, ...applied.value.events);
    return events;
  }
  for (const seat of seats) events.push(...botPlays(core, seat, 'platform/timer'));
  return events;
}

/**
 * The timeout policy for one seat: the bot (or the game's timeout move) finishes its turn, moving
 * for as long as that seat is awaited. The deadline and a stand-in for an absent player use it.
 */
export function botPlays(core: MatchCore, seat: Seat, rule: string): GameEvent[] {
  const game = core.game;
  const events: GameEvent[] = [];
  // A bot seat plays the game for real; a timeout or a stand-in plays the game's cautious move.
  const seated = rule === 'platform/bot-seat';
  const level = core.meta.botLevel ?? 'easy';
  // A bot seat at a stronger level searches (worker/engine/search-bot.ts) where the game supports it;
  // at the easy level it plays the heuristic with slips.
  const searching = seated && level !== 'easy' && !!game.determinize;
  let guard = 0, searched = 0;
  // A timeout is one missed deadline for the seat's player however many steps the bot then plays.
  let missCounted = rule !== 'platform/timer' || !!core.meta.abandoned?.includes(seat);
  while (core.meta.status === 'active' && core.awaiting().includes(seat) && guard++ < MAX_BOT_MOVES_PER_DEADLINE) {
    if (searching && (!game.searchPoint || game.searchPoint(core.state, seat)) && searched++ >= MAX_SEARCHES_PER_ALARM) break;
    const move = game.timeoutMove && !seated ? game.timeoutMove(core.state, seat)
      : seated ? levelMove(game, core.state, seat, Math.random, level)
      : game.botMove(core.state, seat, Math.random);
    if (!move) break;
    // Logged apart from a timeout: ratings count a seat left to the bot as gone, never one away by choice.
    const miss = missCounted ? undefined : (meta: MatchMeta) => countMiss(meta, seat, Date.now(), core.version + 1);
    missCounted = true;
    const applied = applyStep(core, { seat, by: seated ? 'botseat' : rule === 'platform/absence' ? 'standin' : 'bot', move }, miss);
    if (!applied.ok) break;
    events.push({ type: 'bot-moved', seat, rule }, ...applied.value.events);
  }
  return events;
}
