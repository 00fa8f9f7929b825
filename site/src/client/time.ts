/**
 * Times as a player reads them: relative ("3 hours ago", "in 2 days") in the page's language, with
 * the local date and time for a tooltip. Async matches are read days apart: a bare clock time says
 * little.
 */
import type { Lang } from '../i18n/langs';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000]];

export function relativeTime(at: number, lang: Lang, now = Date.now()): string {
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const diff = at - now;
  for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms || unit === 'minute') return rtf.format(Math.round(diff / ms), unit);
  return rtf.format(0, 'minute');
}

export function localTime(at: number, lang: Lang): string {
  return new Date(at).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
}
