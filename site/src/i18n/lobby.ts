/**
 * The words of the lobby page and of the "public" and "table language" choices when creating a
 * match. Kept out of the site's shared dictionary (i18n/ui.ts), which every match page ships: the
 * match pages' script budget (scripts/check-bundle.mjs) has no room for words they never show.
 */
import type { Lang } from './langs';

export const LOBBY_STRINGS = {
  'lobby.title': { en: 'Open matches', fr: 'Parties ouvertes', de: 'Offene Partien' },
  'lobby.intro': {
    en: 'Public matches waiting for players. Join one, or let quick play seat you at the table that starts soonest.',
    fr: 'Des parties publiques attendent des joueurs. Rejoignez-en une, ou laissez la partie rapide vous placer à la table qui commencera le plus tôt.',
    de: 'Öffentliche Partien warten auf Mitspieler. Tritt einer bei, oder lass dich per Schnellstart an den Tisch setzen, der am ehesten beginnt.',
  },
  'lobby.filters': { en: 'Filters', fr: 'Filtres', de: 'Filter' },
  'lobby.any': { en: 'Any', fr: 'Tous', de: 'Alle' },
  'lobby.yes': { en: 'Yes', fr: 'Oui', de: 'Ja' },
  'lobby.no': { en: 'No', fr: 'Non', de: 'Nein' },
  'lobby.game': { en: 'Game', fr: 'Jeu', de: 'Spiel' },
  'lobby.players': { en: 'Players', fr: 'Joueurs', de: 'Spieler' },
  'lobby.rated': { en: 'Rated', fr: 'Classée', de: 'Gewertet' },
  'lobby.ratedYes': { en: 'Rated', fr: 'Classée', de: 'Gewertet' },
  'lobby.ratedNo': { en: 'Friendly', fr: 'Amicale', de: 'Freundschaftlich' },
  'lobby.lang': { en: 'Table language', fr: 'Langue de la table', de: 'Sprache am Tisch' },
  'lobby.timer': { en: 'Deadlines', fr: 'Délais', de: 'Fristen' },
  'lobby.timerMoves': { en: 'Move timer', fr: 'Délai par coup', de: 'Zugfrist' },
  'lobby.timerCalendar': { en: 'Calendar', fr: 'Calendrier', de: 'Kalender' },
  'lobby.timerNone': { en: 'No timer', fr: 'Sans délai', de: 'Ohne Frist' },
  'lobby.seats': { en: 'Seats taken: {taken}/{players}', fr: 'Places prises : {taken}/{players}', de: 'Besetzte Plätze: {taken}/{players}' },
  'lobby.by': { en: 'Opened by {name}', fr: 'Ouverte par {name}', de: 'Eröffnet von {name}' },
  /** A creator or seat whose owner's privacy choice keeps their name from this reader (the API gives null). */
  'lobby.aPlayer': { en: 'a player', fr: 'un joueur', de: 'ein Spieler' },
  'lobby.join': { en: 'Join', fr: 'Rejoindre', de: 'Beitreten' },
  'lobby.joinMatch': { en: 'Join this {game} match', fr: 'Rejoindre cette partie de {game}', de: 'Dieser Partie {game} beitreten' },
  'lobby.loginToJoin': { en: 'Log in to join', fr: 'Connectez-vous pour rejoindre', de: 'Zum Beitreten anmelden' },
  'lobby.taken': {
    en: 'Someone took that seat first. The list is up to date again.',
    fr: 'Quelqu’un a pris cette place avant vous. La liste est de nouveau à jour.',
    de: 'Jemand war schneller. Die Liste ist wieder aktuell.',
  },
  'lobby.empty': {
    en: 'No public match is waiting for players right now. Quick play opens one for you, and others will find it here.',
    fr: 'Aucune partie publique n’attend de joueurs pour l’instant. La partie rapide en ouvre une pour vous, et d’autres la trouveront ici.',
    de: 'Gerade wartet keine öffentliche Partie auf Mitspieler. Der Schnellstart eröffnet eine für dich, und andere finden sie hier.',
  },
  'lobby.quick': { en: 'Quick play', fr: 'Partie rapide', de: 'Schnellstart' },
  'lobby.quickHelp': {
    en: 'Seats you in the open match of that game that starts soonest (a table in your language first), or opens a new public one.',
    fr: 'Vous place dans la partie ouverte de ce jeu qui commencera le plus tôt (d’abord une table dans votre langue), ou en ouvre une nouvelle, publique.',
    de: 'Setzt dich in die offene Partie dieses Spiels, die am ehesten beginnt (zuerst ein Tisch in deiner Sprache), oder eröffnet eine neue öffentliche.',
  },
  'lobby.quickGame': { en: 'Quick play: {game}', fr: 'Partie rapide : {game}', de: 'Schnellstart: {game}' },
  'lobby.refresh': { en: 'Refresh', fr: 'Actualiser', de: 'Aktualisieren' },
  'lobby.more': { en: 'More matches', fr: 'Plus de parties', de: 'Weitere Partien' },
  'lobby.loading': { en: 'Loading…', fr: 'Chargement…', de: 'Wird geladen…' },
  'lobby.countOne': { en: '1 open match', fr: '1 partie ouverte', de: '1 offene Partie' },
  'lobby.count': { en: '{n} open match|{n} open matches', fr: '{n} partie ouverte|{n} parties ouvertes', de: '{n} offene Partie|{n} offene Partien' },
  'lobby.watchTitle': { en: 'Watch a match in play', fr: 'Regarder une partie en cours', de: 'Einer laufenden Partie zuschauen' },
  'lobby.watchHelp': {
    en: 'Public matches being played now, the most recently moved first. Spectators see what every player may see, never a hand or an order.',
    fr: 'Les parties publiques en cours, les plus récemment jouées d\'abord. Les spectateurs voient ce que tout joueur peut voir, jamais une main ni un ordre.',
    de: 'Öffentliche Partien, die gerade gespielt werden, zuletzt gezogene zuerst. Zuschauer sehen, was jeder Spieler sehen darf, nie eine Hand oder einen Befehl.',
  },
  'lobby.watch': { en: 'Watch', fr: 'Regarder', de: 'Zuschauen' },
  'lobby.watchMatch': { en: 'Watch this {game} match', fr: 'Regarder cette partie de {game}', de: 'Dieser Partie {game} zuschauen' },
  'lobby.watchEmpty': { en: 'No public match is being played right now.', fr: 'Aucune partie publique ne se joue en ce moment.', de: 'Gerade wird keine öffentliche Partie gespielt.' },
  'lobby.lastMove': { en: 'last move {when}', fr: 'dernier coup {when}', de: 'letzter Zug {when}' },
  'lobby.replaceTitle': { en: 'Seats looking for a player', fr: 'Places qui cherchent un joueur', de: 'Plätze, die einen Spieler suchen' },
  'lobby.replaceHelp': {
    en: 'Running matches where a player left: the bot keeps the seat until someone takes it over, from this point of the match on.',
    fr: 'Des parties en cours qu’un joueur a quittées : le robot tient la place jusqu’à ce que quelqu’un la reprenne, à partir de ce point de la partie.',
    de: 'Laufende Partien, die ein Spieler verlassen hat: der Bot hält den Platz, bis ihn jemand ab diesem Punkt der Partie übernimmt.',
  },
  'lobby.replaceEmpty': { en: 'No seat is looking for a player right now.', fr: 'Aucune place ne cherche de joueur en ce moment.', de: 'Gerade sucht kein Platz einen Spieler.' },
  'lobby.replaceSeat': { en: 'Seat {n} of {players}', fr: 'Place {n} sur {players}', de: 'Platz {n} von {players}' },
  'lobby.take': { en: 'Take this seat', fr: 'Prendre cette place', de: 'Platz übernehmen' },
  'lobby.takeSeat': { en: 'Take seat {n} of this {game} match', fr: 'Prendre la place {n} de cette partie de {game}', de: 'Platz {n} dieser Partie {game} übernehmen' },
  'lobby.takeQ': { en: 'Take seat {n} in this {game} match and play it until the end?', fr: 'Prendre la place {n} dans cette partie de {game} et la jouer jusqu’à la fin ?', de: 'Platz {n} in dieser Partie {game} übernehmen und bis zum Ende spielen?' },
  'lobby.sure': { en: 'Are you sure?', fr: 'En êtes-vous sûr ?', de: 'Bist du sicher?' },
  'lobby.confirm': { en: 'Confirm', fr: 'Confirmer', de: 'Bestätigen' },
  'lobby.back': { en: 'Back', fr: 'Retour', de: 'Zurück' },
  'lobby.seeMatch': { en: 'See the match', fr: 'Voir la partie', de: 'Partie ansehen' },
  'lobby.seeMatchOf': { en: 'See this {game} match', fr: 'Voir cette partie de {game}', de: 'Diese Partie {game} ansehen' },
  'create.expireDays': { en: 'Expires after (days) if seats stay free', fr: 'Expire après (jours) si des places restent libres', de: 'Läuft ab nach (Tagen), wenn Plätze frei bleiben' },
  'create.replaceAfter': {
    en: 'Offer a seat to a replacement after N missed deadlines (0 = never)',
    fr: 'Offrir une place à un remplaçant après N échéances manquées (0 = jamais)',
    de: 'Einen Platz nach N verpassten Fristen einem Ersatz anbieten (0 = nie)',
  },
  'create.public': {
    en: 'Public: listed in the lobby, anyone may join',
    fr: 'Publique : affichée dans le salon, tout le monde peut la rejoindre',
    de: 'Öffentlich: im Treffpunkt gelistet, jeder darf beitreten',
  },
  'create.tableLang': { en: 'Language at the table', fr: 'Langue à la table', de: 'Sprache am Tisch' },
} satisfies Record<string, Record<Lang, string>>;

export type LobbyKey = keyof typeof LOBBY_STRINGS;

export function lt(lang: Lang, key: LobbyKey): string {
  return LOBBY_STRINGS[key][lang] ?? LOBBY_STRINGS[key].en;
}
