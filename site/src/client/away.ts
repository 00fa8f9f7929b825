/**
 * A seat's declared absence as the other players read it (Seats on the match page, My matches):
 * "away until in 5 days · deadlines extended", the local date and time on hover. Only the window
 * and its mode are known here: the server keeps no reason.
 */
import type { Lang } from '../i18n/langs';
import { localTime, relativeTime } from './time';

export interface SeatAway { seat: number; from: number; until: number; mode: 'extend' | 'standin' }

type Words = (key: 'away.until' | 'away.from' | 'away.extend' | 'away.standin') => string;

/** The absence of `seat` that matters now: the one under way, else the next one. */
export function awayOf(away: SeatAway[] | undefined, seat: number, now = Date.now()): SeatAway | null {
  const mine = (away ?? []).filter((a) => a.seat === seat && a.until > now).sort((a, b) => a.from - b.from);
  return mine[0] ?? null;
}

/** The words of the mark and the local times for its tooltip. */
export function awayText(a: SeatAway, lang: Lang, words: Words, now = Date.now()): { text: string; title: string } {
  const mode = words(a.mode === 'extend' ? 'away.extend' : 'away.standin');
  const title = `${localTime(a.from, lang)} – ${localTime(a.until, lang)}`;
  const text = a.from <= now
    ? words('away.until').replace('{when}', relativeTime(a.until, lang, now))
    : words('away.from').replace('{from}', relativeTime(a.from, lang, now)).replace('{until}', localTime(a.until, lang));
  return { text: `${text} · ${mode}`, title };
}
