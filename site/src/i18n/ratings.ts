/** The words of the leaderboard page, the ratings on My matches and the "rated" choice when creating a match. */
import type { Lang } from './langs';

export const RATING_STRINGS = {
  'nav.leaderboard': { en: 'Leaderboards', fr: 'Classements', de: 'Ranglisten' },
  'leaderboard.title': { en: 'Leaderboard', fr: 'Classement', de: 'Rangliste' },
  'leaderboard.rank': { en: 'Rank', fr: 'Rang', de: 'Platz' },
  'leaderboard.player': { en: 'Player', fr: 'Joueur', de: 'Spieler' },
  'leaderboard.rating': { en: 'Rating', fr: 'Cote', de: 'Wertung' },
  'leaderboard.games': { en: 'Matches', fr: 'Parties', de: 'Partien' },
  'leaderboard.provisional': { en: 'provisional', fr: 'provisoire', de: 'vorläufig' },
  'leaderboard.empty': { en: 'No rated match of this game has ended yet.', fr: 'Aucune partie classée de ce jeu n’est encore terminée.', de: 'Von diesem Spiel ist noch keine gewertete Partie beendet.' },
  'leaderboard.method': {
    en: 'Glicko-2 ratings from rated matches. In a match of more than two players, each pair of seats counts as one game between them. A rating marked “?” is provisional: it is still uncertain (deviation of 110 or more) and has no rank yet.',
    fr: 'Cotes Glicko-2 issues des parties classées. Dans une partie à plus de deux joueurs, chaque paire de places compte comme une partie entre elles. Une cote marquée « ? » est provisoire : encore incertaine (écart de 110 ou plus), elle n’a pas encore de rang.',
    de: 'Glicko-2-Wertungen aus gewerteten Partien. In einer Partie mit mehr als zwei Spielern zählt jedes Paar von Plätzen als eine Partie zwischen ihnen. Eine mit „?“ markierte Wertung ist vorläufig: noch unsicher (Abweichung ab 110) und ohne Platz.',
  },
  'leaderboard.choose': { en: 'Game', fr: 'Jeu', de: 'Spiel' },
  'ratings.yours': { en: 'Your ratings', fr: 'Vos cotes', de: 'Deine Wertungen' },
  'ratings.none': { en: 'No rated match finished yet.', fr: 'Aucune partie classée terminée pour l’instant.', de: 'Noch keine gewertete Partie beendet.' },
  'create.rated': {
    en: 'Rated: the result changes the players’ ratings',
    fr: 'Classée : le résultat modifie la cote des joueurs',
    de: 'Gewertet: das Ergebnis ändert die Wertung der Spieler',
  },
} satisfies Record<string, Record<Lang, string>>;
