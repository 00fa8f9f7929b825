/**
 * A seat's declared absence as the other players read it (Seats on the match page, My matches):
 * "away until 29 Nov 2026, 00:00 (in 5 days) · deadlines extended" (local time, relative), the
 * whole window on hover. Only the window and its mode are known here: the server keeps no reason.
 */
import { awayWord } from '../i18n/away';
import type { Lang } from '../i18n/langs';
import { localTime, relativeTime } from './time';

export interface SeatAway { seat: number; from: number; until: number; mode: 'extend' | 'standin' }

/** The absence of `seat` that matters now: the one under way, else the next one. */
export function awayOf(away: SeatAway[] | undefined, seat: number, now = Date.now()): SeatAway | null {
  const mine = (away ?? []).filter((a) => a.seat === seat && a.until > now).sort((a, b) => a.from - b.from);
  return mine[0] ?? null;
}

/** The words of the mark and the local times for its tooltip. */
export function awayText(a: SeatAway, lang: Lang, now = Date.now()): { text: string; title: string } {
  const mode = awayWord(lang, a.mode === 'extend' ? 'away.extend' : 'away.standin');
  const title = `${localTime(a.from, lang)} – ${localTime(a.until, lang)}`;
  const text = a.from <= now
    ? awayWord(lang, 'away.until').replace('{date}', localTime(a.until, lang)).replace('{when}', relativeTime(a.until, lang, now))
    : awayWord(lang, 'away.from').replace('{from}', localTime(a.from, lang)).replace('{until}', localTime(a.until, lang));
  return { text: `${text} · ${mode}`, title };
}

/** "absence allowance: 2.5 of 7 days used". */
export function usedText(usedMs: number, allowanceDays: number, lang: Lang): string {
  const days = (usedMs / 86_400_000).toLocaleString(lang, { maximumFractionDigits: 1 });
  return awayWord(lang, 'away.used').replace('{used}', days).replace('{days}', String(allowanceDays));
}
