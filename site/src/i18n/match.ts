/**
 * The words of the match page (seats, log, replay, messages, referee console, hooks) and of the
 * API's error codes, in English, French and German. Kept apart from the site's other words so that
 * the match page's script carries only its own (ui.ts merges them back for the Astro pages).
 */
import type { Lang } from './langs';

export const MATCH_STRINGS = {
  'account.login': { en: 'Log in', fr: 'Se connecter', de: 'Anmelden' },
  'matches.open': { en: 'Waiting for players', fr: 'En attente de joueurs', de: 'Wartet auf Spieler' },
  'match.invite': { en: 'Invite link — send it to your friends:', fr: 'Lien d’invitation — envoyez-le à vos amis :', de: 'Einladungslink — an Freunde schicken:' },
  'match.copy': { en: 'Copy', fr: 'Copier', de: 'Kopieren' },
  'match.join': { en: 'Take a seat', fr: 'Prendre une place', de: 'Platz nehmen' },
  'match.seats': { en: 'Seats', fr: 'Places', de: 'Plätze' },
  'match.freeSeat': { en: 'free seat', fr: 'place libre', de: 'freier Platz' },
  'match.you': { en: 'you', fr: 'vous', de: 'du' },
  'match.waitingStart': { en: 'The match starts when every seat is taken.', fr: 'La partie commence quand toutes les places sont prises.', de: 'Die Partie beginnt, sobald alle Plätze besetzt sind.' },
  'match.yourTurn': { en: 'Your turn', fr: 'À vous', de: 'Du bist dran' },
  'match.waitingFor': { en: 'Waiting for', fr: 'En attente de', de: 'Warten auf' },
  'match.finished': { en: 'Match over', fr: 'Partie terminée', de: 'Partie beendet' },
  'match.log': { en: 'Log', fr: 'Journal', de: 'Protokoll' },
  'match.replay': { en: 'Replay', fr: 'Revoir', de: 'Wiederholung' },
  'match.replayLive': { en: 'Back to live', fr: 'Retour au direct', de: 'Zurück zum Live-Stand' },
  'match.replayStep': { en: 'Move', fr: 'Coup', de: 'Zug' },
  'match.rules': { en: 'Rules of this game', fr: 'Règles de ce jeu', de: 'Regeln dieses Spiels' },
  'match.rule': { en: 'rule', fr: 'règle', de: 'Regel' },
  'match.seedHash': { en: 'Dice commitment (SHA-256 of the seed)', fr: 'Engagement des dés (SHA-256 de la graine)', de: 'Würfel-Verpflichtung (SHA-256 des Seeds)' },
  'match.seed': { en: 'Seed (revealed at the end)', fr: 'Graine (révélée à la fin)', de: 'Seed (am Ende enthüllt)' },
  'match.export': { en: 'Download the export to verify every roll', fr: 'Télécharger l’export pour vérifier chaque dé', de: 'Export herunterladen, um jeden Wurf zu prüfen' },
  'match.deadline': { en: 'Move deadline', fr: 'Échéance du coup', de: 'Zugfrist' },
  'match.result': { en: 'Final result', fr: 'Résultat final', de: 'Endergebnis' },
  'match.score': { en: 'Score', fr: 'Score', de: 'Punkte' },
  'match.place': { en: 'Place', fr: 'Place', de: 'Platz' },
  'match.bot': { en: 'played by the bot (timer expired)', fr: 'joué par le bot (délai écoulé)', de: 'vom Bot gespielt (Zeit abgelaufen)' },
  'match.live': { en: 'live', fr: 'en direct', de: 'live' },
  'match.offline': { en: 'reconnecting…', fr: 'reconnexion…', de: 'verbinde neu…' },
  'match.refused': { en: 'Move refused', fr: 'Coup refusé', de: 'Zug abgelehnt' },
  'match.notFound': { en: 'This match does not exist.', fr: 'Cette partie n’existe pas.', de: 'Diese Partie gibt es nicht.' },
  'match.rawMove': { en: 'Advanced: send a move as JSON', fr: 'Avancé : envoyer un coup en JSON', de: 'Fortgeschritten: Zug als JSON senden' },
  'match.rawMoveSend': { en: 'Send', fr: 'Envoyer', de: 'Senden' },
  'hooks.title': { en: 'Notifications', fr: 'Notifications', de: 'Benachrichtigungen' },
  'hooks.help': { en: 'Paste a Discord channel webhook URL (channel settings → Integrations → Webhooks), or any https URL of a bot: it receives signed JSON.', fr: 'Collez l’URL d’un webhook de salon Discord (paramètres du salon → Intégrations → Webhooks), ou toute URL https d’un bot : elle reçoit du JSON signé.', de: 'Füge die Webhook-URL eines Discord-Kanals ein (Kanaleinstellungen → Integrationen → Webhooks) oder eine beliebige https-URL eines Bots: sie erhält signiertes JSON.' },
  'hooks.discord': { en: 'Discord channel', fr: 'Salon Discord', de: 'Discord-Kanal' },
  'hooks.webhook': { en: 'Bot webhook (signed JSON)', fr: 'Webhook de bot (JSON signé)', de: 'Bot-Webhook (signiertes JSON)' },
  'hooks.add': { en: 'Add', fr: 'Ajouter', de: 'Hinzufügen' },
  'hooks.remove': { en: 'Remove', fr: 'Retirer', de: 'Entfernen' },
  'hooks.active': { en: 'active', fr: 'actif', de: 'aktiv' },
  'hooks.disabled': { en: 'disabled', fr: 'désactivé', de: 'deaktiviert' },
  'hooks.secret': { en: 'Signing secret (shown once, keep it):', fr: 'Secret de signature (affiché une fois, gardez-le) :', de: 'Signaturgeheimnis (nur einmal angezeigt, aufbewahren):' },
  'messages.title': { en: 'Messages', fr: 'Messages', de: 'Nachrichten' },
  'messages.everyone': { en: 'Everyone', fr: 'Tout le monde', de: 'Alle' },
  'messages.private': { en: 'private', fr: 'privé', de: 'privat' },
  'messages.send': { en: 'Send', fr: 'Envoyer', de: 'Senden' },
  'messages.placeholder': { en: 'Write to the table…', fr: 'Écrire à la table…', de: 'An den Tisch schreiben…' },
  'match.settings': { en: 'Settings of this match', fr: 'Réglages de cette partie', de: 'Einstellungen dieser Partie' },
  'match.referee': { en: 'Referee', fr: 'Arbitre', de: 'Schiedsrichter' },
  'referee.console': { en: 'Referee console', fr: 'Console de l’arbitre', de: 'Schiedsrichterpult' },
  'referee.pause': { en: 'Pause', fr: 'Pause', de: 'Pausieren' },
  'referee.resume': { en: 'Resume', fr: 'Reprendre', de: 'Fortsetzen' },
  'referee.paused': { en: 'The match is paused.', fr: 'La partie est en pause.', de: 'Die Partie ist pausiert.' },
  'referee.resolve': { en: 'Apply the deadline now', fr: 'Appliquer l’échéance maintenant', de: 'Frist jetzt anwenden' },
  'referee.preview': { en: 'Preview the resolution', fr: 'Prévisualiser la résolution', de: 'Auflösung vorab ansehen' },
  'referee.previewTitle': { en: 'Preview (not published)', fr: 'Aperçu (non publié)', de: 'Vorschau (nicht veröffentlicht)' },
  'referee.extend': { en: 'Move the deadline to', fr: 'Reporter l’échéance au', de: 'Frist verschieben auf' },
  'referee.replace': { en: 'Give seat', fr: 'Donner la place', de: 'Platz vergeben' },
  'referee.to': { en: 'to user', fr: 'à l’utilisateur', de: 'an Benutzer' },
  'referee.options': { en: 'Change the settings (JSON)', fr: 'Changer les réglages (JSON)', de: 'Einstellungen ändern (JSON)' },
  'referee.previewOnBoard': { en: 'shown on the board; nothing is stored.', fr: 'affiché sur le plateau ; rien n’est enregistré.', de: 'auf dem Brett gezeigt; nichts wird gespeichert.' },
  'referee.previewClose': { en: 'Back to the live board', fr: 'Revenir au plateau en direct', de: 'Zurück zum Live-Brett' },
  'referee.reason': { en: 'Reason (shown to the players)', fr: 'Raison (montrée aux joueurs)', de: 'Grund (den Spielern gezeigt)' },
  'referee.q.pause': { en: 'Pause the match? Deadlines stop until you resume it.', fr: 'Mettre la partie en pause ? Les échéances s’arrêtent jusqu’à la reprise.', de: 'Partie pausieren? Die Fristen stehen still, bis du sie fortsetzt.' },
  'referee.q.resume': { en: 'Resume the match? Deadlines run again.', fr: 'Reprendre la partie ? Les échéances repartent.', de: 'Partie fortsetzen? Die Fristen laufen wieder.' },
  'referee.q.resolve': { en: 'Resolve the turn now, with the orders received so far?', fr: 'Résoudre le tour maintenant, avec les ordres reçus ?', de: 'Den Zug jetzt auswerten, mit den bisher erhaltenen Befehlen?' },
  'referee.q.extend': { en: 'Move the deadline to this date?', fr: 'Reporter l’échéance à cette date ?', de: 'Die Frist auf dieses Datum verschieben?' },
  'referee.q.replace': { en: 'Give this seat to another user?', fr: 'Donner cette place à un autre utilisateur ?', de: 'Diesen Platz einem anderen Benutzer geben?' },
  'referee.q.options': { en: 'Change the settings of this match?', fr: 'Changer les réglages de cette partie ?', de: 'Die Einstellungen dieser Partie ändern?' },
  'match.title': { en: 'Match', fr: 'Partie', de: 'Partie' },
  'match.changes': { en: '{n} changes', fr: '{n} modifications', de: '{n} Änderungen' },
  'match.detailEnglish': { en: 'Server message', fr: 'Message du serveur (en anglais)', de: 'Servermeldung (auf Englisch)' },
  'match.replayStart': { en: 'First step', fr: 'Première étape', de: 'Erster Schritt' },
  'match.replayPrev': { en: 'Previous step', fr: 'Étape précédente', de: 'Vorheriger Schritt' },
  'match.replayNext': { en: 'Next step', fr: 'Étape suivante', de: 'Nächster Schritt' },
  'match.rawMoveLabel': { en: 'Move as JSON', fr: 'Coup en JSON', de: 'Zug als JSON' },
  'match.copied': { en: 'Copied', fr: 'Copié', de: 'Kopiert' },
  'messages.to': { en: 'To', fr: 'À', de: 'An' },
  'hooks.kind': { en: 'Kind', fr: 'Type', de: 'Art' },
  'hooks.url': { en: 'Address (URL)', fr: 'Adresse (URL)', de: 'Adresse (URL)' },
  'referee.apply': { en: 'Apply', fr: 'Appliquer', de: 'Anwenden' },
  'referee.actions': { en: 'Game actions', fr: 'Actions de jeu', de: 'Spielaktionen' },
  'paused.banner': { en: 'Paused by the referee', fr: 'En pause (arbitre)', de: 'Vom Schiedsrichter pausiert' },
  'error.generic': { en: 'Something went wrong', fr: 'Une erreur est survenue', de: 'Etwas ist schiefgelaufen' },
} satisfies Record<string, Record<Lang, string>>;

export type MatchKey = keyof typeof MATCH_STRINGS;

/** A word of the match page in the page's language. */
export function t(lang: Lang, key: MatchKey): string {
  return MATCH_STRINGS[key][lang] ?? MATCH_STRINGS[key].en;
}

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
  return words ? (lang === 'en' && message ? message : `${words}${message ? ` — ${message}` : ''}`) : message || MATCH_STRINGS['error.generic'][lang];
}
