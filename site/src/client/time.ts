/**
 * Times as a player reads them: relative ("3 hours ago", "in 2 days") in the page's language, with
 * the local date and time for a tooltip. Async matches are read days apart: a bare clock time says
 * little.
 */
import type { Lang } from '../i18n/langs';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000]];

// One formatter per language, made once: building one is slow (a long log on a phone made one per line, twice).
const relative = new Map<Lang, Intl.RelativeTimeFormat>();
const local = new Map<Lang, Intl.DateTimeFormat>();

export function relativeTime(at: number, lang: Lang, now = Date.now()): string {
  let rtf = relative.get(lang);
  if (!rtf) relative.set(lang, rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }));
  const diff = at - now;
  for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms || unit === 'minute') return rtf.format(Math.round(diff / ms), unit);
  return rtf.format(0, 'minute');
}

/** The local times written already (a log redraws every line's tooltip on each change): a few thousand at most. */
const written = new Map<string, string>();

export function localTime(at: number, lang: Lang): string {
  const key = `${lang}${at}`;
  const done = written.get(key);
  if (done !== undefined) return done;
  let dtf = local.get(lang);
  if (!dtf) local.set(lang, dtf = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }));
  if (written.size >= 5000) written.clear();
  const text = dtf.format(at);
  written.set(key, text);
  return text;
}
