/** The words of the play-by-mail answers and of the choices in turn mails, in English, French and German. */
import type { Lang } from '../engine/contract';

const W = {
  replyHow: {
    en: 'Reply to this mail to play: write the number of your choice on the first line (your answer above or below the quoted mail, as you like).',
    fr: 'Répondez à ce mail pour jouer : écrivez le numéro de votre choix sur la première ligne (au-dessus ou au-dessous du message cité, comme vous voulez).',
    de: 'Antworte auf diese Mail, um zu spielen: Schreib die Nummer deiner Wahl in die erste Zeile (über oder unter die zitierte Mail, wie du willst).',
  },
  replyWords: {
    en: 'You may also write a move in words, exactly as it is listed; one move per line.',
    fr: 'Vous pouvez aussi écrire un coup en toutes lettres, tel qu’il est listé ; un coup par ligne.',
    de: 'Du kannst einen Zug auch in Worten schreiben, genau wie er aufgeführt ist; ein Zug pro Zeile.',
  },
  choices: { en: 'Your choices ({from}–{to} of {n}):', fr: 'Vos choix ({from}–{to} sur {n}) :', de: 'Deine Möglichkeiten ({from}–{to} von {n}):' },
  morePage: { en: 'Reply MORE {page} for the next choices.', fr: 'Répondez PLUS {page} pour les choix suivants.', de: 'Antworte MEHR {page} für die nächsten Möglichkeiten.' },
  understood: { en: 'Understood and played:', fr: 'Compris et joué :', de: 'Verstanden und gespielt:' },
  refusedLine: { en: 'Refused: “{line}” — {reason}', fr: 'Refusé : « {line} » — {reason}', de: 'Abgelehnt: „{line}“ — {reason}' },
  notRead: { en: 'The lines after a refused one were not read.', fr: 'Les lignes après une ligne refusée n’ont pas été lues.', de: 'Die Zeilen nach einer abgelehnten wurden nicht gelesen.' },
  noSuchNumber: { en: 'there is no choice with this number', fr: 'aucun choix ne porte ce numéro', de: 'keine Möglichkeit trägt diese Nummer' },
  numberAfterMove: {
    en: 'a number refers to the list of the mail you answered: after a first move, write the next move in words',
    fr: 'un numéro renvoie à la liste du mail auquel vous répondez : après un premier coup, écrivez le suivant en toutes lettres',
    de: 'eine Nummer bezieht sich auf die Liste der beantworteten Mail: nach einem ersten Zug schreib den nächsten in Worten',
  },
  unknownLine: { en: 'not understood: not a number nor a listed move', fr: 'incompris : ni un numéro ni un coup de la liste', de: 'nicht verstanden: weder eine Nummer noch ein aufgeführter Zug' },
  nothingRead: { en: 'Your mail held no move we could read.', fr: 'Votre mail ne contenait aucun coup lisible.', de: 'Deine Mail enthielt keinen lesbaren Zug.' },
  stale: {
    en: 'Your mail answered an earlier turn (the match has moved on since): nothing was played. Here is the turn as it stands now.',
    fr: 'Votre mail répondait à un tour précédent (la partie a avancé depuis) : rien n’a été joué. Voici le tour tel qu’il est maintenant.',
    de: 'Deine Mail beantwortete einen früheren Zug (die Partie ist seither weiter): nichts wurde gespielt. Hier der Stand jetzt.',
  },
  happened: { en: 'What happened:', fr: 'Ce qui s’est passé :', de: 'Was geschah:' },
  yourTurn: { en: 'It is your turn.', fr: 'C’est à vous de jouer.', de: 'Du bist am Zug.' },
  waiting: { en: 'Now waiting for: {who}.', fr: 'En attente de : {who}.', de: 'Jetzt warten wir auf: {who}.' },
  over: { en: 'The match is over.', fr: 'La partie est terminée.', de: 'Die Partie ist beendet.' },
  notActive: { en: 'The match is not in play (not started, paused or over): nothing was played.', fr: 'La partie n’est pas en cours (pas commencée, en pause ou terminée) : rien n’a été joué.', de: 'Die Partie läuft nicht (nicht begonnen, pausiert oder beendet): nichts wurde gespielt.' },
  answerSubject: { en: 'Re: {game}: your mail', fr: 'Re : {game} : votre mail', de: 'Re: {game}: deine Mail' },
  orderLineRefused: { en: 'Line {line} refused (“{text}”): {reason}', fr: 'Ligne {line} refusée (« {text} ») : {reason}', de: 'Zeile {line} abgelehnt („{text}“): {reason}' },
  ordersNotPlayed: { en: 'Nothing was played: correct these lines and send your orders again.', fr: 'Rien n’a été joué : corrigez ces lignes et renvoyez vos ordres.', de: 'Nichts wurde gespielt: Berichtige diese Zeilen und schick deine Befehle erneut.' },
  ordersNow: { en: 'Your orders as they stand (reply with them, changed as you like, to play):', fr: 'Vos ordres tels qu’ils sont (répondez avec eux, modifiés à votre guise, pour jouer) :', de: 'Deine Befehle, wie sie stehen (antworte mit ihnen, nach Belieben geändert, um zu spielen):' },
  openSite: { en: 'The match on the site: {link}', fr: 'La partie sur le site : {link}', de: 'Die Partie auf der Website: {link}' },
} as const;

export type ReplyWord = keyof typeof W;

export function rw(lang: Lang, key: ReplyWord, vars: Record<string, string | number> = {}): string {
  return W[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** The words that ask for the next page of choices (MORE, PLUS, MEHR, and French SUITE, German WEITER). */
export const MORE_WORDS = /^(more|plus|mehr|suite|weiter)(?:\s+(\d{1,4}))?$/i;
