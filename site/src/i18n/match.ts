/**
 * The words of the match page (seats, log, replay, messages, referee console, hooks), one file per
 * language in match-words/: the page downloads only its own (`loadMatchWords`, awaited before it
 * draws). The Astro pages read all three through ui.ts. And the API's error codes in words.
 */
import type { Lang } from './langs';
import type { MatchKey } from './match-words/en';
import { perLanguage } from './per-language';

export type { MatchKey };

const WORDS = perLanguage<MatchKey>('match page', {
  en: () => import('./match-words/en'),
  fr: () => import('./match-words/fr'),
  de: () => import('./match-words/de'),
});

export const loadMatchWords = WORDS.load;

/** A word of the match page in the page's language. */
export const t = (lang: Lang, key: MatchKey): string => WORDS.word(lang, key);

const GENERIC: Record<Lang, string> = { en: 'Something went wrong', fr: 'Une erreur est survenue', de: 'Etwas ist schiefgelaufen' };


/** The API's error codes in words; the server's own (English) message is shown after them. */
export const ERRORS: Record<string, Record<Lang, string>> = {
  bad_request: { en: 'Invalid request', fr: 'Requête invalide', de: 'Ungültige Anfrage' },
  unauthenticated: { en: 'Please log in', fr: 'Veuillez vous connecter', de: 'Bitte anmelden' },
  bad_credentials: { en: 'Wrong username or password', fr: 'Nom ou mot de passe incorrect', de: 'Falscher Benutzername oder falsches Passwort' },
  username_taken: { en: 'This username is taken', fr: 'Ce nom d’utilisateur est pris', de: 'Dieser Benutzername ist vergeben' },
  not_a_player: { en: 'You have no seat in this match', fr: 'Vous n’avez pas de place dans cette partie', de: 'Du hast keinen Platz in dieser Partie' },
  not_your_turn: { en: 'It is not your turn', fr: 'Ce n’est pas votre tour', de: 'Du bist nicht am Zug' },
  stale_version: { en: 'The match moved on meanwhile: the page is up to date now, try again', fr: 'La partie a avancé entre-temps : la page est à jour, réessayez', de: 'Die Partie ging inzwischen weiter: die Seite ist aktualisiert, versuch es noch einmal' },
  illegal_move: { en: 'Illegal move', fr: 'Coup illégal', de: 'Unzulässiger Zug' },
  not_found: { en: 'Not found', fr: 'Introuvable', de: 'Nicht gefunden' },
  not_open: { en: 'This match has already started', fr: 'Cette partie a déjà commencé', de: 'Diese Partie hat schon begonnen' },
  match_full: { en: 'Every seat is taken', fr: 'Toutes les places sont prises', de: 'Alle Plätze sind besetzt' },
  already_seated: { en: 'You already have a seat', fr: 'Vous avez déjà une place', de: 'Du hast schon einen Platz' },
  not_referee: { en: 'Only the referee can do that', fr: 'Seul l’arbitre peut faire cela', de: 'Das kann nur der Schiedsrichter' },
  paused: { en: 'The match is paused', fr: 'La partie est en pause', de: 'Die Partie ist pausiert' },
  forbidden_origin: { en: 'Refused: request from another site', fr: 'Refusé : requête venant d’un autre site', de: 'Abgelehnt: Anfrage von einer anderen Website' },
  engine_error: { en: 'The game could not apply this move', fr: 'Le jeu n’a pas pu appliquer ce coup', de: 'Das Spiel konnte diesen Zug nicht ausführen' },
  internal: { en: 'Server error: try again in a moment', fr: 'Erreur du serveur : réessayez dans un instant', de: 'Serverfehler: versuch es gleich noch einmal' },
  method_not_allowed: { en: 'This action is not available here', fr: 'Cette action n’est pas disponible ici', de: 'Diese Aktion ist hier nicht verfügbar' },
  not_finished: { en: 'Available once the match is over', fr: 'Disponible une fois la partie terminée', de: 'Verfügbar, sobald die Partie vorbei ist' },
  not_started: { en: 'The match has not started yet', fr: 'La partie n’a pas encore commencé', de: 'Die Partie hat noch nicht begonnen' },
  payload_too_large: { en: 'Too much data in one request', fr: 'Trop de données en une requête', de: 'Zu viele Daten in einer Anfrage' },
  invalid_token: { en: 'This link is not valid (already used, expired or replaced)', fr: 'Ce lien n’est pas valide (déjà utilisé, expiré ou remplacé)', de: 'Dieser Link ist ungültig (schon benutzt, abgelaufen oder ersetzt)' },
  rate_limited: { en: 'Too many requests: wait a moment', fr: 'Trop de requêtes : patientez un instant', de: 'Zu viele Anfragen: bitte kurz warten' },
};

/** The words of an error code alone (null when the code is unknown). */
export function errorWords(lang: Lang, code: string | undefined): string | null {
  return code && Object.prototype.hasOwnProperty.call(ERRORS, code) ? ERRORS[code]![lang] : null;
}

/** "Localized reason: server message" for an API error body. */
export function errorText(lang: Lang, body: { error?: string; message?: string } | null | undefined): string {
  const words = body?.error ? ERRORS[body.error]?.[lang] : undefined;
  const message = body?.message ?? '';
  return words ? (lang === 'en' && message ? message : `${words}${message ? ` — ${message}` : ''}`) : message || GENERIC[lang];
}
