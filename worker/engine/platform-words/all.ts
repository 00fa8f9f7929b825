/**
 * The platform's log events in words in any language, for the worker (mails, mail replies), which
 * has all three at hand; the match page loads only its own (site/src/i18n/match-words/).
 */
import type { GameEvent, Lang } from '../contract';
import { platformLine, type Leaver, type PlatformWords } from '../platform-events';
import { PLATFORM_WORDS as de } from './de';
import { PLATFORM_WORDS as en } from './en';
import { PLATFORM_WORDS as fr } from './fr';

const WORDS: PlatformWords = { en, fr, de };

/** The event in the reader's language when the platform logged it, else null (the game describes it). */
export function describePlatformEvent(e: GameEvent, lang: Lang, seatNames: string[], leavers: Leaver[] = []): string | null {
  return platformLine(e, (key) => WORDS[lang][key], seatNames, leavers);
}

/** Who left which seat, from a match's meta (its `departed`: each with the user who held the seat). */
export function leaversOf(meta: { departed?: { seat: number; user: { username: string }; how: string }[] }): Leaver[] {
  return (meta.departed ?? []).map((d) => ({ seat: d.seat, username: d.user.username, how: d.how }));
}
