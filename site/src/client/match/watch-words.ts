/**
 * The words of watching a match (Watching.tsx, the referee's spectators setting), in a chunk of
 * their own: they load only with the parts that use them, so the match page's first load stays light.
 */
import type { Lang } from '../../../../worker/engine/contract';

const WATCH_WORDS = {
  'watch.banner': { en: 'You are watching this match', fr: 'Vous regardez cette partie', de: 'Sie schauen dieser Partie zu' },
  'watch.delayed': { en: 'the board is shown {n} turn late|the board is shown {n} turns late', fr: 'le plateau est montré avec {n} tour de retard|le plateau est montré avec {n} tours de retard', de: 'das Brett wird {n} Runde verzögert gezeigt|das Brett wird {n} Runden verzögert gezeigt' },
  'watch.forbidden': { en: 'the referee does not allow watching while the match is played', fr: "l'arbitre n'autorise pas à regarder la partie pendant qu'elle se joue", de: 'die Spielleitung erlaubt kein Zuschauen, solange die Partie läuft' },
  'watch.count': { en: '{n} watching', fr: 'Spectateurs : {n}', de: 'Zuschauer: {n}' },
  'watch.takeSeat': { en: 'A seat is waiting for a person: take it', fr: 'Une place attend une personne : prenez-la', de: 'Ein Platz wartet auf einen Menschen: übernehmen' },
  'referee.watch': { en: 'Spectators', fr: 'Spectateurs', de: 'Zuschauer' },
  'referee.watchLive': { en: 'live', fr: 'en direct', de: 'live' },
  'referee.watchDelayed': { en: 'delayed by turns', fr: 'en différé de', de: 'verzögert um Runden' },
  'referee.watchForbidden': { en: 'not allowed', fr: 'interdits', de: 'nicht erlaubt' },
  'referee.q.watch': { en: 'Change who may watch this match?', fr: 'Changer qui peut regarder cette partie ?', de: 'Ändern, wer dieser Partie zuschauen darf?' },
} satisfies Record<string, Record<Lang, string>>;

export function wt(lang: Lang, key: keyof typeof WATCH_WORDS): string {
  return WATCH_WORDS[key][lang] ?? WATCH_WORDS[key].en;
}
