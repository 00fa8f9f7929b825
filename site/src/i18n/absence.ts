/**
 * The words of the account page's absences section in English, French and German (apart from
 * ui.ts, so the match page's script does not carry them).
 */
import type { Lang } from './langs';

const STRINGS = {
  'absence.title': { en: 'Absences', fr: 'Absences', de: 'Abwesenheiten' },
  'absence.help': {
    en: 'Going away? Say so ahead. While you are away, your running matches either extend their deadlines (within the allowance each match set) or let the bot play your seat until you are back. The other players see until when you are away, nothing else.',
    fr: 'Vous partez ? Dites-le à l’avance. Pendant votre absence, vos parties en cours prolongent leurs délais (dans la marge fixée par chaque partie) ou laissent le bot jouer votre place jusqu’à votre retour. Les autres joueurs voient jusqu’à quand vous êtes absent, rien d’autre.',
    de: 'Du bist bald weg? Sag es vorher. Während du weg bist, verlängern deine laufenden Partien ihre Fristen (im Rahmen des Kontingents jeder Partie) oder der Bot spielt deinen Platz, bis du zurück bist. Die anderen sehen nur, bis wann du weg bist.',
  },
  'absence.none': { en: 'No absence planned.', fr: 'Aucune absence prévue.', de: 'Keine Abwesenheit geplant.' },
  'absence.from': { en: 'First day away', fr: 'Premier jour d’absence', de: 'Erster Tag weg' },
  'absence.to': { en: 'Last day away', fr: 'Dernier jour d’absence', de: 'Letzter Tag weg' },
  'absence.timeZone': { en: 'Time zone', fr: 'Fuseau horaire', de: 'Zeitzone' },
  'absence.mode': { en: 'Meanwhile', fr: 'Pendant ce temps', de: 'Währenddessen' },
  'absence.extend': { en: 'extend my deadlines (within each match’s allowance)', fr: 'prolonger mes délais (dans la marge de chaque partie)', de: 'meine Fristen verlängern (im Kontingent jeder Partie)' },
  'absence.standin': { en: 'let the bot play my seats until I am back', fr: 'laisser le bot jouer mes places jusqu’à mon retour', de: 'der Bot spielt meine Plätze, bis ich zurück bin' },
  'absence.add': { en: 'Declare the absence', fr: 'Déclarer l’absence', de: 'Abwesenheit melden' },
  'absence.save': { en: 'Save the changes', fr: 'Enregistrer les changements', de: 'Änderungen speichern' },
  'absence.stopEdit': { en: 'Keep it as it was', fr: 'La laisser telle quelle', de: 'So lassen, wie sie war' },
  'absence.edit': { en: 'Change', fr: 'Modifier', de: 'Ändern' },
  'absence.cancel': { en: 'Cancel this absence', fr: 'Annuler cette absence', de: 'Diese Abwesenheit streichen' },
  'absence.saved': { en: 'Absence saved: your running matches know it.', fr: 'Absence enregistrée : vos parties en cours la connaissent.', de: 'Abwesenheit gespeichert: deine laufenden Partien kennen sie.' },
  'absence.cancelled': { en: 'Absence cancelled: normal deadlines again.', fr: 'Absence annulée : délais normaux à nouveau.', de: 'Abwesenheit gestrichen: wieder normale Fristen.' },
  'absence.current': { en: 'under way', fr: 'en cours', de: 'läuft' },
} satisfies Record<string, Record<Lang, string>>;

/** The absence routes' error codes in words (here rather than in match.ts: only this page meets them). */
const ERRORS: Record<string, Record<Lang, string>> = {
  absence_order: { en: 'The last day is before the first', fr: 'Le dernier jour précède le premier', de: 'Der letzte Tag liegt vor dem ersten' },
  absence_past: { en: 'An absence is declared ahead: it cannot start before today', fr: 'Une absence se déclare à l’avance : elle ne peut pas commencer avant aujourd’hui', de: 'Eine Abwesenheit wird im Voraus gemeldet: sie kann nicht vor heute beginnen' },
  absence_too_long: { en: 'An absence lasts at most 60 days', fr: 'Une absence dure au plus 60 jours', de: 'Eine Abwesenheit dauert höchstens 60 Tage' },
  absence_overlap: { en: 'This window overlaps another of your absences', fr: 'Cette période chevauche une autre de vos absences', de: 'Dieser Zeitraum überschneidet sich mit einer anderen Abwesenheit' },
  absence_limit: { en: 'You have as many absences planned as allowed', fr: 'Vous avez déjà autant d’absences prévues que permis', de: 'Du hast schon so viele Abwesenheiten geplant wie erlaubt' },
  absence_over: { en: 'This absence is over and can no longer be changed', fr: 'Cette absence est terminée et ne peut plus être modifiée', de: 'Diese Abwesenheit ist vorbei und kann nicht mehr geändert werden' },
};

/** The friendly words of an absence error (the server's sentence goes under them as a detail); other codes as everywhere else. */
export function absenceError(lang: Lang, body: { error?: string; message?: string } | null | undefined, fallback: (lang: Lang, body: any) => string): string {
  const words = body?.error ? ERRORS[body.error]?.[lang] : undefined;
  if (!words) return fallback(lang, body);
  return words;
}

export type AbsenceKey = keyof typeof STRINGS;

export function tabs(lang: Lang, key: AbsenceKey): string {
  return STRINGS[key][lang] ?? STRINGS[key].en;
}

/** English sentences French and German say otherwise (for the browser tests' scan of /fr/ and /de/). */
export function ABSENCE_STRINGS_FOR_SCAN(): string[] {
  return ([...Object.values(STRINGS), ...Object.values(ERRORS)] as Record<Lang, string>[]).filter((s) => s.en !== s.fr && s.en !== s.de).map((s) => s.en);
}
