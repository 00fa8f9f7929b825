/**
 * The words of a seat's declared absence as other players read it (the match page's seats, My
 * matches), in English, French and German. Kept apart so the match page loads them (with the
 * mark) only when a seat of the match declared an absence.
 */
import type { Lang } from './langs';

const STRINGS = {
  'away.until': { en: 'away until {date} ({when})', fr: 'absent jusqu’au {date} ({when})', de: 'abwesend bis {date} ({when})' },
  'away.from': { en: 'away from {from} until {until}', fr: 'absent à partir de {from} jusqu’au {until}', de: 'abwesend ab {from} bis {until}' },
  'away.extend': { en: 'deadlines extended', fr: 'délais prolongés', de: 'Fristen verlängert' },
  'away.standin': { en: 'the bot plays meanwhile', fr: 'le bot joue en attendant', de: 'der Bot spielt solange' },
  'away.used': { en: 'absence allowance: {used} of {days} days used', fr: 'marge d’absence : {used} jours sur {days} utilisés', de: 'Abwesenheitskontingent: {used} von {days} Tagen genutzt' },
} satisfies Record<string, Record<Lang, string>>;

export type AwayKey = keyof typeof STRINGS;

export function awayWord(lang: Lang, key: AwayKey): string {
  return STRINGS[key][lang] ?? STRINGS[key].en;
}

/** English phrases French and German say otherwise (for the browser tests' scan of /fr/ and /de/). */
export function AWAY_STRINGS_FOR_SCAN(): string[] {
  return (Object.values(STRINGS) as Record<Lang, string>[]).map((s) => s.en.replace(/ ?\{[a-z]+\}.*$/, '').replace(/\{[a-z]+\}/g, '').trim()).filter((s) => s.includes(' '));
}
