/**
 * The API's error codes in German (the server's own English message is shown after them), and
 * the words for an error without a code. The keys are en.ts's; the match page
 * downloads only its language (i18n/match.ts), the other pages read all three (i18n/ui.ts).
 */
import type { ErrorKey } from './en';

export const WORDS: Record<ErrorKey, string> = {
  generic: 'Etwas ist schiefgelaufen',
  bad_request: 'Ungültige Anfrage',
  unauthenticated: 'Bitte anmelden',
  bad_credentials: 'Falscher Benutzername oder falsches Passwort',
  username_taken: 'Dieser Benutzername ist vergeben',
  not_a_player: 'Du hast keinen Platz in dieser Partie',
  not_your_turn: 'Du bist nicht am Zug',
  stale_version: 'Die Partie ging inzwischen weiter: die Seite ist aktualisiert, versuch es noch einmal',
  illegal_move: 'Unzulässiger Zug',
  not_found: 'Nicht gefunden',
  not_open: 'Diese Partie hat schon begonnen',
  match_full: 'Alle Plätze sind besetzt',
  already_seated: 'Du hast schon einen Platz',
  not_referee: 'Das kann nur der Schiedsrichter',
  paused: 'Die Partie ist pausiert',
  forbidden_origin: 'Abgelehnt: Anfrage von einer anderen Website',
  engine_error: 'Das Spiel konnte diesen Zug nicht ausführen',
  internal: 'Serverfehler: versuch es gleich noch einmal',
  method_not_allowed: 'Diese Aktion ist hier nicht verfügbar',
  rematch_declined: 'Ein Spieler hat die Revanche abgelehnt',
  not_finished: 'Verfügbar, sobald die Partie vorbei ist',
  not_started: 'Die Partie hat noch nicht begonnen',
  payload_too_large: 'Zu viele Daten in einer Anfrage',
  invalid_token: 'Dieser Link ist ungültig (schon benutzt, abgelaufen oder ersetzt)',
  not_invited: 'Dieser Platz ist für einen eingeladenen Spieler reserviert',
  rate_limited: 'Zu viele Anfragen: bitte kurz warten',
  wrong_password: 'Falsches Passwort',
  open_match_limit: 'Du hast schon so viele offene Partien, die auf Mitspieler warten, wie erlaubt (öffentliche und private getrennt gezählt)',
  correction_limit: 'Du hast schon so viele Korrektursätze wie erlaubt',
  reliability_too_low: 'Deine Zuverlässigkeit liegt unter dem Minimum, das diese Partie verlangt',
  left_match: 'Du hast diese Partie verlassen',
  no_proposal: 'Kein Vorschlag offen',
  proposal_pending: 'Ein anderer Vorschlag ist offen',
};
