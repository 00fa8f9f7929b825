/**
 * The words of the site's interface in English, French and German. Used by the Astro pages at
 * build time and by the client scripts in the browser (the page's <html lang> picks the column).
 * Game words (cards, provinces, log sentences) come from each game's own text module.
 */
import type { Lang } from './langs';
import { WORDS as ERRORS_EN, type ErrorKey } from './error-words/en';
import { WORDS as ERRORS_FR } from './error-words/fr';
import { WORDS as ERRORS_DE } from './error-words/de';
import { WORDS as MATCH_EN, type MatchKey } from './match-words/en';
import { WORDS as MATCH_FR } from './match-words/fr';
import { WORDS as MATCH_DE } from './match-words/de';
import { zipLanguages } from './per-language';
import { RATING_STRINGS } from './ratings';
import { LOBBY_STRINGS } from './lobby';

const SITE_STRINGS = {
  'nav.main': { en: 'Main', fr: 'Principal', de: 'Hauptmenü' },
  'nav.home': { en: 'Play', fr: 'Jouer', de: 'Spielen' },
  'nav.matches': { en: 'My matches', fr: 'Mes parties', de: 'Meine Partien' },
  'nav.rules': { en: 'Rules', fr: 'Règles', de: 'Regeln' },
  'nav.lobby': { en: 'Lobby', fr: 'Salon', de: 'Treffpunkt' },
  'nav.account': { en: 'Account', fr: 'Compte', de: 'Konto' },
  'nav.language': { en: 'Language', fr: 'Langue', de: 'Sprache' },
  'footer.text': {
    en: 'Tenka — asynchronous play-by-web for Japanese-themed strategy games. Every rule enforced, every roll auditable.',
    fr: 'Tenka — jeu asynchrone par le web pour les jeux de stratégie au Japon. Chaque règle appliquée, chaque dé vérifiable.',
    de: 'Tenka — asynchrones Spielen im Browser für Strategiespiele aus Japan. Jede Regel durchgesetzt, jeder Wurf überprüfbar.',
  },
  'home.title': { en: 'Play strategy games of old Japan, one move a day', fr: 'Jouez aux jeux de stratégie du Japon ancien, un coup par jour', de: 'Strategiespiele des alten Japan, ein Zug pro Tag' },
  'home.intro': {
    en: 'Start a match, send the invite link to your friends, and play at your own pace. The server enforces every rule, keeps hidden things hidden and never loses a move.',
    fr: 'Créez une partie, envoyez le lien d’invitation à vos amis et jouez à votre rythme. Le serveur applique chaque règle, garde secret ce qui doit l’être et ne perd aucun coup.',
    de: 'Partie anlegen, Einladungslink an Freunde schicken und im eigenen Tempo spielen. Der Server setzt jede Regel durch, hält Verborgenes verborgen und verliert keinen Zug.',
  },
  'home.games': { en: 'Games', fr: 'Jeux', de: 'Spiele' },
  'home.players': { en: 'players', fr: 'joueurs', de: 'Spieler' },
  'home.readRules': { en: 'Read the rules', fr: 'Lire les règles', de: 'Regeln lesen' },
  'home.create': { en: 'Create a match', fr: 'Créer une partie', de: 'Partie erstellen' },
  'account.title': { en: 'Your account', fr: 'Votre compte', de: 'Dein Konto' },
  'account.username': { en: 'Username', fr: 'Nom d’utilisateur', de: 'Benutzername' },
  'account.password': { en: 'Password', fr: 'Mot de passe', de: 'Passwort' },
  'account.register': { en: 'Create account', fr: 'Créer un compte', de: 'Konto anlegen' },
  'account.logout': { en: 'Log out', fr: 'Se déconnecter', de: 'Abmelden' },
  'account.loggedInAs': { en: 'Logged in as', fr: 'Connecté en tant que', de: 'Angemeldet als' },
  'account.haveNone': { en: 'New here? Create an account:', fr: 'Nouveau ? Créez un compte :', de: 'Neu hier? Konto anlegen:' },
  'account.needLogin': { en: 'Log in or create an account to play.', fr: 'Connectez-vous ou créez un compte pour jouer.', de: 'Zum Spielen anmelden oder ein Konto anlegen.' },
  'matches.title': { en: 'My matches', fr: 'Mes parties', de: 'Meine Partien' },
  'matches.none': { en: 'No match yet. Create one below.', fr: 'Aucune partie pour l’instant. Créez-en une ci-dessous.', de: 'Noch keine Partie. Unten eine anlegen.' },
  'matches.game': { en: 'Game', fr: 'Jeu', de: 'Spiel' },
  'matches.status': { en: 'Status', fr: 'État', de: 'Status' },
  'matches.players': { en: 'Players', fr: 'Joueurs', de: 'Spieler' },
  'matches.yourTurn': { en: 'Your turn!', fr: 'À vous de jouer !', de: 'Du bist am Zug!' },
  'matches.waiting': { en: 'Waiting for others', fr: 'En attente des autres', de: 'Warten auf andere' },
  'matches.active': { en: 'In play', fr: 'En cours', de: 'Läuft' },
  'matches.finished': { en: 'Finished', fr: 'Terminée', de: 'Beendet' },
  'matches.cancelled': { en: 'Cancelled', fr: 'Annulée', de: 'Abgesagt' },
  'matches.expired': { en: 'Expired', fr: 'Expirée', de: 'Abgelaufen' },
  'matches.openLink': { en: 'Open', fr: 'Ouvrir', de: 'Öffnen' },
  'create.title': { en: 'New match', fr: 'Nouvelle partie', de: 'Neue Partie' },
  'create.game': { en: 'Game', fr: 'Jeu', de: 'Spiel' },
  'create.players': { en: 'Number of players', fr: 'Nombre de joueurs', de: 'Anzahl Spieler' },
  'create.timer': { en: 'Move timer', fr: 'Délai par coup', de: 'Zugzeit' },
  'create.timerNone': { en: 'No timer', fr: 'Sans délai', de: 'Ohne Zeitlimit' },
  'create.hours': { en: 'hours', fr: 'heures', de: 'Stunden' },
  'create.days': { en: 'days', fr: 'jours', de: 'Tage' },
  'create.submit': { en: 'Create and take the first seat', fr: 'Créer et prendre la première place', de: 'Erstellen und ersten Platz nehmen' },
  'discord.title': { en: 'Discord', fr: 'Discord', de: 'Discord' },
  'discord.linked': { en: 'Your Discord account is linked: you are mentioned when it is your turn.', fr: 'Votre compte Discord est lié : vous êtes mentionné quand c’est votre tour.', de: 'Dein Discord-Konto ist verknüpft: du wirst erwähnt, wenn du am Zug bist.' },
  'discord.link': { en: 'Link Discord', fr: 'Lier Discord', de: 'Discord verknüpfen' },
  'discord.unlink': { en: 'Unlink', fr: 'Délier', de: 'Trennen' },
  'discord.codeHelp': { en: 'In a Discord channel where the Tenka bot is, type this command within 15 minutes:', fr: 'Dans un salon Discord où se trouve le bot Tenka, tapez cette commande dans les 15 minutes :', de: 'Tippe in einem Discord-Kanal mit dem Tenka-Bot innerhalb von 15 Minuten diesen Befehl:' },
  'create.referee': { en: 'I referee this match (I play no seat, I see everything and run the table)', fr: 'J’arbitre cette partie (je ne joue aucune place, je vois tout et je mène la table)', de: 'Ich leite diese Partie als Schiedsrichter (kein eigener Platz, ich sehe alles)' },
  'create.perKind': { en: 'A different timer for some kinds of wait', fr: 'Un délai différent selon l’attente', de: 'Eigene Zeit für bestimmte Wartephasen' },
  'create.weekly': { en: 'Deadlines on fixed weekdays:', fr: 'Échéances à jours fixes :', de: 'Fristen an festen Wochentagen:' },
  'create.every': { en: 'A deadline every', fr: 'Une échéance toutes les', de: 'Eine Frist alle' },
  'create.absence': { en: 'Absence allowance: extra days each player may use when they declare an absence', fr: 'Marge d’absence : jours de délai en plus pour chaque joueur qui déclare une absence', de: 'Abwesenheitskontingent: zusätzliche Tage pro Spieler, der eine Abwesenheit meldet' },
  'create.bots': { en: 'Seats played by the bot (to practise, or to start without a missing player)', fr: 'Places jouées par le bot (pour s’entraîner, ou commencer sans un joueur absent)', de: 'Plätze für den Bot (zum Üben oder um ohne fehlenden Spieler zu beginnen)' },
  'create.botsNone': { en: 'none: people only', fr: 'aucune : que des personnes', de: 'keine: nur Menschen' },
  'create.botsSome': { en: 'the last {n} (the match is unrated)', fr: 'les {n} dernières (partie non classée)', de: 'die letzten {n} (Partie ohne Wertung)' },
  'create.botLevel': { en: 'How the bot plays', fr: 'Force du robot', de: 'Spielstärke des Bots' },
  'create.botEasy': { en: 'easy: for a first game', fr: 'facile : pour une première partie', de: 'leicht: für die erste Partie' },
  'create.botMedium': { en: 'medium: a fair opponent', fr: 'moyen : un adversaire honnête', de: 'mittel: ein ordentlicher Gegner' },
  'create.botHard': { en: 'hard: plays to win (seconds a move)', fr: 'difficile : joue pour gagner (quelques secondes par coup)', de: 'schwer: spielt auf Sieg (Sekunden pro Zug)' },
  'create.botEasyHelp': { en: 'Easy follows simple rules of thumb and often makes a careless move on purpose.', fr: 'Facile suit des règles simples et joue souvent un coup distrait, exprès.', de: 'Leicht folgt einfachen Faustregeln und macht absichtlich oft einen unachtsamen Zug.' },
  'create.botMediumHelp': { en: 'Medium plays its main options out a few times before each key move and keeps the best.', fr: 'Moyen joue ses options principales jusqu’au bout quelques fois avant chaque coup clé et garde la meilleure.', de: 'Mittel spielt vor jedem wichtigen Zug seine Hauptoptionen einige Male bis zum Ende durch und nimmt die beste.' },
  'create.botHardHelp': { en: 'Hard plays them out many more times: the strongest, and the slowest.', fr: 'Difficile les joue bien plus souvent : le plus fort, et le plus lent.', de: 'Schwer spielt sie viel öfter durch: der stärkste und langsamste.' },
  'create.absenceNone': { en: 'none', fr: 'aucune', de: 'keine' },
  'create.absenceDays': { en: 'up to {n} days', fr: 'jusqu’à {n} jours', de: 'bis zu {n} Tage' },
  'rules.title': { en: 'Rules reference', fr: 'Référence des règles', de: 'Regelreferenz' },
} satisfies Record<string, Record<Lang, string>>;

/** Every word of the site: its own and the match page's (site/src/i18n/match.ts). */
const MATCH_STRINGS = zipLanguages<MatchKey>(MATCH_EN, MATCH_FR, MATCH_DE);
const STRINGS = { ...SITE_STRINGS, ...RATING_STRINGS, ...MATCH_STRINGS };

export type UiKey = keyof typeof STRINGS;

export function t(lang: Lang, key: UiKey): string {
  return STRINGS[key][lang] ?? STRINGS[key].en;
}

export function isLang(x: unknown): x is Lang {
  return x === 'en' || x === 'fr' || x === 'de';
}

/** The API's error codes in words, in the three languages (the pages other than the match page). */
const ERRORS = zipLanguages<ErrorKey>(ERRORS_EN, ERRORS_FR, ERRORS_DE);

/** The words of an error code alone (null when the code is unknown). */
export function errorWords(lang: Lang, code: string | undefined): string | null {
  return code && code !== 'generic' && Object.hasOwn(ERRORS, code) ? ERRORS[code as ErrorKey][lang] : null;
}

/**
 * The friendly words of an API error body, in the reader's language (the generic words for an
 * unknown code). The server's own sentence is a developer's English: client/error-box.ts shows it
 * only as a detail under these words.
 */
export function errorText(lang: Lang, body: { error?: string; message?: string } | null | undefined): string {
  return errorWords(lang, body?.error) ?? ERRORS.generic[lang];
}

/**
 * The English sentences of the interface that French and German say otherwise: a French or German
 * page showing one of them has left something untranslated (the browser tests scan for them).
 */
export function STRINGS_FOR_SCAN(): string[] {
  const all = [...Object.values(STRINGS), ...Object.values(LOBBY_STRINGS), ...Object.values(ERRORS)] as Record<Lang, string>[];
  // Sentences and phrases only: a single English word may also be a French or German one ("active").
  return all.filter((s) => s.en !== s.fr && s.en !== s.de && s.en.includes(' ')).map((s) => s.en);
}
