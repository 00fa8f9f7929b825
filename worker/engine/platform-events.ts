import type { GameEvent, Lang } from './contract';
import type { PlatformKey } from './platform-words/en';

/**
 * The platform's own events in words: those the match object logs outside any game (a
 * resignation, an end outside the game, a deadline, the referee's acts; worker/engine/ending.ts,
 * worker/match/clock.ts, worker/match/referee.ts). No game knows them, so its describeEvent would
 * print the bare type ("seat-resigned"); the log, the catch-up, mails and mail replies ask here
 * first. The sentences are one file per language (platform-words/), read through
 * platform-words/all.ts (the match page loads it with its extras, after the first draw: these
 * lines are rare, and the page's first load has a budget).
 */
export type { PlatformKey };

/** The event types the platform logs; a match's end has one sentence per way it ended. */
export const PLATFORM_EVENT_TYPES = ['seat-resigned', 'match-ended', 'deadline-passed', 'player-replaced', 'paused', 'resumed', 'deadline-extended', 'options-changed'];

/** A player who left a seat (the snapshot's `departed`): a resigned seat is played by the bot now, so its name is theirs. */
export interface Leaver { seat: number; username: string; how: string }

/**
 * The event in words when the platform logged it (its rule starts with `platform/`), else null.
 * `word`: the sentence of a key in the reader's language; `leavers`: who resigned which seat.
 */
export function platformLine(e: GameEvent, word: (key: PlatformKey) => string, seatNames: string[], leavers: Leaver[] = []): string | null {
  if (!String(e.rule ?? '').startsWith('platform/') || !PLATFORM_EVENT_TYPES.includes(e.type)) return null;
  const who = (seat: unknown) => (typeof seat === 'number' ? seatNames[seat] ?? `#${seat + 1}` : '?');
  const resigned = (seat: unknown) => {
    const by = leavers.filter((d) => d.seat === seat && d.how === 'resigned');
    return by.length === 1 ? by[0]!.username : who(seat);
  };
  const list = (seats: unknown, name: (seat: unknown) => string) => (Array.isArray(seats) ? seats : []).map(name).join(', ');
  const values: Record<string, string> = {
    name: resigned(e.seat),
    names: e.type === 'match-ended' ? list(e.resigned, resigned) : list(e.seats, who),
    before: String(e.before ?? '?'),
    after: String(e.after ?? '?'),
  };
  const key = e.type === 'match-ended' ? `match-ended.${e.how === 'agreement' || e.how === 'draw' ? e.how : 'resign'}` : e.type;
  return word(`platform.${key}` as PlatformKey).replace(/\{(\w+)\}/g, (_, k: string) => (Object.hasOwn(values, k) ? values[k]! : ''));
}

/** The languages' sentence tables, for a caller that has all three (the worker). */
export type PlatformWords = Record<Lang, Record<PlatformKey, string>>;
