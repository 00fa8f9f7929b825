/**
 * The words of the account pages' e-mail parts (address, verification, forgot/reset password,
 * notification settings, deleting the account) in English, French and German. Kept apart from
 * ui.ts so the match page's script (which bundles ui.ts) does not carry them.
 */
import type { Lang } from './langs';

const STRINGS = {
  'mail.title': { en: 'E-mail', fr: 'E-mail', de: 'E-Mail' },
  'mail.address': { en: 'E-mail address', fr: 'Adresse e-mail', de: 'E-Mail-Adresse' },
  'mail.save': { en: 'Save the address', fr: 'Enregistrer l’adresse', de: 'Adresse speichern' },
  'mail.verified': { en: 'Verified', fr: 'Vérifiée', de: 'Bestätigt' },
  'mail.unverified': { en: 'Not verified yet: open the link we mailed you.', fr: 'Pas encore vérifiée : ouvrez le lien que nous vous avons envoyé.', de: 'Noch nicht bestätigt: öffne den Link, den wir dir geschickt haben.' },
  'mail.none': { en: 'No address yet: add one to get notifications and to reset a forgotten password.', fr: 'Pas encore d’adresse : ajoutez-en une pour recevoir des notifications et réinitialiser un mot de passe oublié.', de: 'Noch keine Adresse: füge eine hinzu, um Benachrichtigungen zu erhalten und ein vergessenes Passwort zurückzusetzen.' },
  'mail.resend': { en: 'Resend the verification', fr: 'Renvoyer la vérification', de: 'Bestätigung erneut senden' },
  'mail.sent': { en: 'A verification link is on its way (valid 24 hours).', fr: 'Un lien de vérification est en route (valable 24 heures).', de: 'Ein Bestätigungslink ist unterwegs (24 Stunden gültig).' },
  'mail.verifiedNow': { en: 'Your e-mail address is verified.', fr: 'Votre adresse e-mail est vérifiée.', de: 'Deine E-Mail-Adresse ist bestätigt.' },
  'mail.verifyFailed': { en: 'This verification link is not valid (already used, expired or replaced).', fr: 'Ce lien de vérification n’est pas valide (déjà utilisé, expiré ou remplacé).', de: 'Dieser Bestätigungslink ist ungültig (schon benutzt, abgelaufen oder ersetzt).' },
  'mail.password': { en: 'Your current password', fr: 'Votre mot de passe actuel', de: 'Dein aktuelles Passwort' },
  'mail.passwordWhy': { en: 'Asked before the address changes: whoever has the address can reset the password.', fr: 'Demandé avant de changer l’adresse : qui a l’adresse peut réinitialiser le mot de passe.', de: 'Wird vor einer Adressänderung abgefragt: Wer die Adresse hat, kann das Passwort zurücksetzen.' },
  'mail.failure': { en: 'Our last mail to this address was not delivered ({when}). The mail provider said:', fr: 'Notre dernier mail à cette adresse n’a pas été remis ({when}). Le service d’envoi a répondu :', de: 'Unsere letzte Mail an diese Adresse wurde nicht zugestellt ({when}). Der Mailanbieter antwortete:' },
  'mail.failureHelp': { en: 'Later mails are still sent. If this goes on, tell the site’s operator: the reason is usually on their side (a sender domain not verified).', fr: 'Les mails suivants partent quand même. Si cela se répète, prévenez l’exploitant du site : la cause est en général de son côté (un domaine d’envoi non vérifié).', de: 'Spätere Mails werden trotzdem gesendet. Wenn das anhält, sag dem Betreiber der Seite Bescheid: Die Ursache liegt meist bei ihm (eine nicht bestätigte Absenderdomain).' },
  'mail.remove': { en: 'Remove the address', fr: 'Supprimer l’adresse', de: 'Adresse entfernen' },
  'forgot.title': { en: 'Forgot your password?', fr: 'Mot de passe oublié ?', de: 'Passwort vergessen?' },
  'forgot.help': { en: 'Enter the verified e-mail address of your account: we mail you a link to choose a new password.', fr: 'Saisissez l’adresse e-mail vérifiée de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.', de: 'Gib die bestätigte E-Mail-Adresse deines Kontos ein: Wir schicken dir einen Link, um ein neues Passwort zu wählen.' },
  'forgot.send': { en: 'Send the link', fr: 'Envoyer le lien', de: 'Link senden' },
  'forgot.done': { en: 'If an account has this verified address, a link is on its way (valid 1 hour).', fr: 'Si un compte a cette adresse vérifiée, un lien est en route (valable 1 heure).', de: 'Wenn ein Konto diese bestätigte Adresse hat, ist ein Link unterwegs (1 Stunde gültig).' },
  'reset.title': { en: 'Choose a new password', fr: 'Choisissez un nouveau mot de passe', de: 'Wähle ein neues Passwort' },
  'reset.new': { en: 'New password', fr: 'Nouveau mot de passe', de: 'Neues Passwort' },
  'reset.save': { en: 'Save the new password', fr: 'Enregistrer le nouveau mot de passe', de: 'Neues Passwort speichern' },
  'reset.done': { en: 'Password changed; every session was logged out. Log in with the new password.', fr: 'Mot de passe changé ; toutes les sessions ont été fermées. Connectez-vous avec le nouveau mot de passe.', de: 'Passwort geändert; alle Sitzungen wurden abgemeldet. Melde dich mit dem neuen Passwort an.' },
  'reset.missing': { en: 'This page needs the link from the mail. Ask for a new one on the account page.', fr: 'Cette page a besoin du lien reçu par e-mail. Demandez-en un nouveau sur la page du compte.', de: 'Diese Seite braucht den Link aus der Mail. Fordere auf der Kontoseite einen neuen an.' },
  'notify.title': { en: 'Notifications: e-mail, devices and Discord', fr: 'Notifications : e-mail, appareils et Discord', de: 'Benachrichtigungen: E-Mail, Geräte und Discord' },
  'notify.email': { en: 'Send me e-mail notifications', fr: 'M’envoyer des notifications par e-mail', de: 'Mir Benachrichtigungen per E-Mail senden' },
  'notify.discord': { en: 'Send me Discord direct messages (same events and quiet hours)', fr: 'M’envoyer des messages privés Discord (mêmes événements, mêmes heures calmes)', de: 'Mir Discord-Direktnachrichten senden (gleiche Ereignisse und Ruhezeiten)' },
  'dm.unlinked': { en: 'Link your Discord account below to get direct messages.', fr: 'Liez votre compte Discord plus bas pour recevoir des messages privés.', de: 'Verknüpfe unten dein Discord-Konto, um Direktnachrichten zu erhalten.' },
  'dm.unconfigured': { en: 'Discord direct messages are not set up on this server.', fr: 'Les messages privés Discord ne sont pas configurés sur ce serveur.', de: 'Discord-Direktnachrichten sind auf diesem Server nicht eingerichtet.' },
  'dm.blocked': { en: 'Discord refused our last direct message (your privacy settings, or no server shared with the Tenka bot). Fix that, then link again to turn them back on.', fr: 'Discord a refusé notre dernier message privé (vos réglages de confidentialité, ou aucun serveur en commun avec le bot Tenka). Corrigez-le puis liez à nouveau votre compte pour les réactiver.', de: 'Discord hat unsere letzte Direktnachricht abgelehnt (deine Privatsphäre-Einstellungen oder kein gemeinsamer Server mit dem Tenka-Bot). Behebe das und verknüpfe erneut, um sie wieder einzuschalten.' },
  'notify.push': { en: 'Send notifications to my devices (each device is turned on above)', fr: 'Envoyer des notifications à mes appareils (chaque appareil s’active plus haut)', de: 'Benachrichtigungen an meine Geräte senden (jedes Gerät wird oben eingeschaltet)' },
  'push.title': { en: 'Notifications on this device', fr: 'Notifications sur cet appareil', de: 'Benachrichtigungen auf diesem Gerät' },
  'push.help': {
    en: 'The browser shows them even when no page of the site is open: the same events and quiet hours as below, at once rather than in a mail, at most one per match and kind every 10 minutes.',
    fr: 'Le navigateur les affiche même quand aucune page du site n’est ouverte : les mêmes événements et heures calmes que ci-dessous, tout de suite plutôt que dans un mail, une au plus par partie et par sorte toutes les 10 minutes.',
    de: 'Der Browser zeigt sie auch, wenn keine Seite der Website offen ist: dieselben Ereignisse und Ruhezeiten wie unten, sofort statt per Mail, höchstens eine pro Partie und Art alle 10 Minuten.',
  },
  'notify.events': { en: 'Tell me when', fr: 'Me prévenir quand', de: 'Mich benachrichtigen, wenn' },
  'notify.turn': { en: 'it is my turn', fr: 'c’est à moi de jouer', de: 'ich am Zug bin' },
  'notify.deadline': { en: 'a deadline is near', fr: 'un délai approche', de: 'eine Frist bald endet' },
  'notify.phase': { en: 'a phase resolved', fr: 'une phase est résolue', de: 'eine Phase abgeschlossen ist' },
  'notify.message': { en: 'a message is for me', fr: 'un message m’est adressé', de: 'eine Nachricht für mich da ist' },
  'notify.ended': { en: 'the match ended', fr: 'la partie est terminée', de: 'die Partie beendet ist' },
  'notify.batching': { en: 'How often', fr: 'À quelle fréquence', de: 'Wie oft' },
  'notify.hourly': { en: 'At most one mail per match per hour', fr: 'Au plus un mail par partie et par heure', de: 'Höchstens eine Mail pro Partie und Stunde' },
  'notify.digest': { en: 'One daily summary per match', fr: 'Un résumé quotidien par partie', de: 'Eine tägliche Zusammenfassung pro Partie' },
  'notify.digestHour': { en: 'Hour of the daily summary', fr: 'Heure du résumé quotidien', de: 'Uhrzeit der täglichen Zusammenfassung' },
  'notify.quiet': { en: 'Quiet hours (no mail; sent when they end)', fr: 'Heures calmes (pas de mail ; envoyé à la fin)', de: 'Ruhezeiten (keine Mail; danach versendet)' },
  'notify.quietFrom': { en: 'From', fr: 'De', de: 'Von' },
  'notify.quietTo': { en: 'To', fr: 'À', de: 'Bis' },
  'notify.timeZone': { en: 'Time zone', fr: 'Fuseau horaire', de: 'Zeitzone' },
  'notify.warnings': { en: 'Deadline warnings', fr: 'Alertes avant le délai', de: 'Warnungen vor der Frist' },
  'notify.warn24': { en: '24 hours before', fr: '24 heures avant', de: '24 Stunden vorher' },
  'notify.warn1': { en: '1 hour before', fr: '1 heure avant', de: '1 Stunde vorher' },
  'notify.lang': { en: 'Language of the mails', fr: 'Langue des mails', de: 'Sprache der Mails' },
  'notify.save': { en: 'Save the settings', fr: 'Enregistrer les réglages', de: 'Einstellungen speichern' },
  'notify.saved': { en: 'Settings saved.', fr: 'Réglages enregistrés.', de: 'Einstellungen gespeichert.' },
  'notify.perMatch': { en: 'Per match: open “Mails and notifications for this match” on the match page, or use a mail’s “no more mail for this match” link.', fr: 'Par partie : ouvrez « Mails et notifications pour cette partie » sur la page de la partie, ou utilisez le lien « plus de mails pour cette partie » d’un mail.', de: 'Pro Partie: öffne „Mails und Benachrichtigungen zu dieser Partie“ auf der Partieseite oder nutze den Link „Keine Mails mehr zu dieser Partie“ in einer Mail.' },
  'delete.title': { en: 'Delete the account', fr: 'Supprimer le compte', de: 'Konto löschen' },
  'delete.help': { en: 'Your seats in running matches are then played by the bot at their deadlines; the matches, their logs and messages stay; your username stays reserved. Type your username to confirm.', fr: 'Vos places dans les parties en cours sont alors jouées par le bot à leurs délais ; les parties, leurs journaux et messages restent ; votre nom d’utilisateur reste réservé. Tapez votre nom d’utilisateur pour confirmer.', de: 'Deine Plätze in laufenden Partien spielt dann der Bot zu ihren Fristen; die Partien, ihre Protokolle und Nachrichten bleiben; dein Benutzername bleibt reserviert. Tippe deinen Benutzernamen zur Bestätigung.' },
  'delete.confirm': { en: 'Your username', fr: 'Votre nom d’utilisateur', de: 'Dein Benutzername' },
  'delete.button': { en: 'Delete my account for good', fr: 'Supprimer mon compte définitivement', de: 'Mein Konto endgültig löschen' },
  'delete.done': { en: 'The account is deleted.', fr: 'Le compte est supprimé.', de: 'Das Konto ist gelöscht.' },
} satisfies Record<string, Record<Lang, string>>;

export type AccountKey = keyof typeof STRINGS;

export function ta(lang: Lang, key: AccountKey): string {
  return STRINGS[key][lang] ?? STRINGS[key].en;
}

/** English sentences French and German say otherwise (a French page showing one is untranslated). */
export function ACCOUNT_STRINGS_FOR_SCAN(): string[] {
  return (Object.values(STRINGS) as Record<Lang, string>[]).filter((s) => s.en !== s.fr && s.en !== s.de).map((s) => s.en);
}
