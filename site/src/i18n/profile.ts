/** The profile page's and the account page's profile words (docs/players.md "Profiles"). */
import type { Lang } from './langs';

export const PROFILE_STRINGS = {
  'profile.title': { en: 'Profile', fr: 'Profil', de: 'Profil' },
  'profile.of': { en: 'Profile of {name}', fr: 'Profil de {name}', de: 'Profil von {name}' },
  'profile.since': { en: 'Playing on Tenka since {date}', fr: 'Joue sur Tenka depuis le {date}', de: 'Spielt auf Tenka seit {date}' },
  'profile.notFound': { en: 'No public profile with this name.', fr: 'Aucun profil public à ce nom.', de: 'Kein öffentliches Profil mit diesem Namen.' },
  'profile.loginFirst': { en: 'This profile is shown to logged-in players only.', fr: 'Ce profil n’est montré qu’aux joueurs connectés.', de: 'Dieses Profil sehen nur angemeldete Spieler.' },
  'profile.favourites': { en: 'Favourite games', fr: 'Jeux préférés', de: 'Lieblingsspiele' },
  'profile.none': { en: 'None yet.', fr: 'Aucun pour l’instant.', de: 'Noch keine.' },
  'profile.ratings': { en: 'Ratings', fr: 'Classements', de: 'Wertungen' },
  'profile.rating': { en: 'Rating', fr: 'Classement', de: 'Wertung' },
  'profile.provisional': { en: 'provisional', fr: 'provisoire', de: 'vorläufig' },
  'profile.ratedGames': { en: '{n} rated match|{n} rated matches', fr: '{n} partie classée|{n} parties classées', de: '{n} gewertete Partie|{n} gewertete Partien' },
  'profile.chart': { en: 'Rating over time in {game}', fr: 'Classement au fil du temps en {game}', de: 'Wertung im Lauf der Zeit in {game}' },
  'profile.points': { en: 'The ratings as a table', fr: 'Les classements en tableau', de: 'Die Wertungen als Tabelle' },
  'profile.date': { en: 'Date', fr: 'Date', de: 'Datum' },
  'profile.games': { en: 'Games played', fr: 'Parties jouées', de: 'Gespielte Partien' },
  'profile.game': { en: 'Game', fr: 'Jeu', de: 'Spiel' },
  'profile.played': { en: 'Played', fr: 'Jouées', de: 'Gespielt' },
  'profile.won': { en: 'Won', fr: 'Gagnées', de: 'Gewonnen' },
  'profile.recent': { en: 'Recent matches', fr: 'Parties récentes', de: 'Letzte Partien' },
  'profile.place': { en: 'place {n} of {of}', fr: '{n}ᵉ sur {of}', de: 'Platz {n} von {of}' },
  'profile.win': { en: 'won', fr: 'gagnée', de: 'gewonnen' },
  'profile.current': { en: 'Public matches in progress', fr: 'Parties publiques en cours', de: 'Laufende öffentliche Partien' },
  'profile.open': { en: 'waiting for players', fr: 'en attente de joueurs', de: 'wartet auf Spieler' },
  'profile.active': { en: 'in play', fr: 'en cours', de: 'läuft' },
  'profile.hiddenPart': { en: 'Not shown by its owner.', fr: 'Non montré par son propriétaire.', de: 'Vom Besitzer nicht gezeigt.' },
  'profile.own': { en: 'This is your profile as others see it (you always see all of yours). Change what it shows on the Account page.', fr: 'Voici votre profil tel que les autres le voient (vous voyez toujours tout le vôtre). Changez ce qu’il montre sur la page Compte.', de: 'So sehen andere Ihr Profil (Sie sehen Ihres immer ganz). Was es zeigt, ändern Sie auf der Kontoseite.' },
  'account.profile': { en: 'Your profile', fr: 'Votre profil', de: 'Ihr Profil' },
  'account.profileLink': { en: 'See your profile', fr: 'Voir votre profil', de: 'Ihr Profil ansehen' },
  'account.visibility': { en: 'Who may read it', fr: 'Qui peut le lire', de: 'Wer es lesen darf' },
  'account.visPublic': { en: 'everyone', fr: 'tout le monde', de: 'alle' },
  'account.visUsers': { en: 'logged-in players only', fr: 'les joueurs connectés seulement', de: 'nur angemeldete Spieler' },
  'account.visHidden': { en: 'nobody (hidden)', fr: 'personne (caché)', de: 'niemand (verborgen)' },
  'account.showRatings': { en: 'Show my ratings and their history', fr: 'Montrer mes classements et leur historique', de: 'Meine Wertungen und ihren Verlauf zeigen' },
  'account.showHistory': { en: 'Show my matches (played, won, recent, in progress)', fr: 'Montrer mes parties (jouées, gagnées, récentes, en cours)', de: 'Meine Partien zeigen (gespielt, gewonnen, letzte, laufende)' },
  'account.favourites': { en: 'Games I like', fr: 'Les jeux que j’aime', de: 'Spiele, die ich mag' },
  'account.profileSave': { en: 'Save the profile', fr: 'Enregistrer le profil', de: 'Profil speichern' },
  'account.profileSaved': { en: 'Profile saved.', fr: 'Profil enregistré.', de: 'Profil gespeichert.' },
} satisfies Record<string, Record<Lang, string>>;

export type ProfileKey = keyof typeof PROFILE_STRINGS;

export function pt(lang: Lang, key: ProfileKey): string {
  return PROFILE_STRINGS[key][lang] ?? PROFILE_STRINGS[key].en;
}
