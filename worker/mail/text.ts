/** The words of every mail, in English, French and German (the user's preferred language). */
import { isLang, LANGS, type Lang } from '../engine/contract';
import type { MailKind } from './settings';

export { LANGS };
export const asLang = (x: unknown): Lang => (isLang(x) ? x : 'en');

const T = {
  verifySubject: { en: 'Confirm your e-mail address', fr: 'Confirmez votre adresse e-mail', de: 'Bestätige deine E-Mail-Adresse' },
  verifyBody: {
    en: 'Hello {user},\n\nOpen this link within 24 hours to confirm that {email} is your address on Tenka:\n{link}\n\nIf you did not ask for this, ignore this mail.',
    fr: 'Bonjour {user},\n\nOuvrez ce lien dans les 24 heures pour confirmer que {email} est votre adresse sur Tenka :\n{link}\n\nSi vous n’avez rien demandé, ignorez ce message.',
    de: 'Hallo {user},\n\nÖffne diesen Link innerhalb von 24 Stunden, um zu bestätigen, dass {email} deine Adresse bei Tenka ist:\n{link}\n\nWenn du das nicht angefordert hast, ignoriere diese Mail.',
  },
  resetSubject: { en: 'Reset your Tenka password', fr: 'Réinitialisez votre mot de passe Tenka', de: 'Setze dein Tenka-Passwort zurück' },
  resetBody: {
    en: 'Hello {user},\n\nOpen this link within 1 hour to choose a new password (it works once):\n{link}\n\nEvery session of your account will be logged out. If you did not ask for this, ignore this mail.',
    fr: 'Bonjour {user},\n\nOuvrez ce lien dans l’heure pour choisir un nouveau mot de passe (il ne sert qu’une fois) :\n{link}\n\nToutes les sessions de votre compte seront fermées. Si vous n’avez rien demandé, ignorez ce message.',
    de: 'Hallo {user},\n\nÖffne diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen (er gilt einmal):\n{link}\n\nAlle Sitzungen deines Kontos werden abgemeldet. Wenn du das nicht angefordert hast, ignoriere diese Mail.',
  },
  notifySubject: { en: '{game}: {what}', fr: '{game} : {what}', de: '{game}: {what}' },
  digestSubject: { en: '{game}: your daily summary', fr: '{game} : votre résumé du jour', de: '{game}: deine tägliche Zusammenfassung' },
  turn: { en: 'it is your turn', fr: 'c’est à vous de jouer', de: 'du bist am Zug' },
  deadline: { en: 'your deadline is in {hours} h', fr: 'votre délai expire dans {hours} h', de: 'deine Frist endet in {hours} Std.' },
  phase: { en: 'a phase resolved', fr: 'une phase est résolue', de: 'eine Phase ist abgeschlossen' },
  message: { en: 'a message for you', fr: 'un message pour vous', de: 'eine Nachricht für dich' },
  ended: { en: 'the match is over', fr: 'la partie est terminée', de: 'die Partie ist beendet' },
  endedExpired: { en: 'the match expired: its seats were not all taken in time', fr: 'la partie a expiré : ses places n’ont pas toutes été prises à temps', de: 'die Partie ist abgelaufen: nicht alle Plätze wurden rechtzeitig besetzt' },
  endedCancelled: { en: 'the match was cancelled', fr: 'la partie a été annulée', de: 'die Partie wurde abgesagt' },
  since: { en: 'Since your last move:', fr: 'Depuis votre dernier coup :', de: 'Seit deinem letzten Zug:' },
  messages: { en: 'Messages:', fr: 'Messages :', de: 'Nachrichten:' },
  wrote: { en: '{who} wrote: {text}', fr: '{who} a écrit : {text}', de: '{who} schrieb: {text}' },
  referee: { en: 'The referee', fr: 'L’arbitre', de: 'Die Spielleitung' },
  botMoved: { en: '{who}: played by the bot (timer expired)', fr: '{who} : joué par le bot (délai écoulé)', de: '{who}: vom Bot gespielt (Zeit abgelaufen)' },
  standIn: { en: '{who} is away: the bot played in their place', fr: '{who} est absent·e : le bot a joué à sa place', de: '{who} ist abwesend: der Bot hat vertreten' },
  openButton: { en: 'Open the match', fr: 'Ouvrir la partie', de: 'Partie öffnen' },
  open: { en: 'Open the match: {link}', fr: 'Ouvrir la partie : {link}', de: 'Partie öffnen: {link}' },
  more: { en: '… and {n} earlier lines (see the match page).', fr: '… et {n} lignes plus anciennes (voir la page de la partie).', de: '… und {n} ältere Zeilen (siehe Partieseite).' },
  unsubMatch: { en: 'No more mail for this match: {link}', fr: 'Plus de mails pour cette partie : {link}', de: 'Keine Mails mehr zu dieser Partie: {link}' },
  unsubAll: { en: 'No more notification mail at all: {link}', fr: 'Plus aucun mail de notification : {link}', de: 'Gar keine Benachrichtigungsmails mehr: {link}' },
  settings: { en: 'Settings: {link}', fr: 'Réglages : {link}', de: 'Einstellungen: {link}' },
  unsubDone: { en: 'You will get no more of these mails.', fr: 'Vous ne recevrez plus ces mails.', de: 'Du erhältst diese Mails nicht mehr.' },
  unsubConfirm: { en: 'Stop these mails', fr: 'Arrêter ces mails', de: 'Diese Mails abbestellen' },
  unsubBad: { en: 'This link is not valid.', fr: 'Ce lien n’est pas valide.', de: 'Dieser Link ist ungültig.' },
} as const;

export type MailWord = keyof typeof T;

export function mt(lang: Lang, key: MailWord, vars: Record<string, string | number> = {}): string {
  return T[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** The words for a kind of event; an `ended` match that expired or was cancelled says so (worker/match/lifecycle.ts). */
export function kindWord(lang: Lang, kind: MailKind, hours?: number, status?: string): string {
  if (kind === 'ended' && status === 'expired') return mt(lang, 'endedExpired', {});
  if (kind === 'ended' && status === 'cancelled') return mt(lang, 'endedCancelled', {});
  return mt(lang, kind, { hours: hours ?? '' });
}

/** The site's page in a language: /account/ in English, /fr/account/ in French. */
export function pagePath(lang: Lang, path: string): string {
  return lang === 'en' ? path : `/${lang}${path}`;
}
