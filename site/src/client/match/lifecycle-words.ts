/**
 * The words of the ways out of a match (Lifecycle.tsx): leave, cancel, resign, propose an end,
 * who left a seat, a seat looking for a player. In a chunk of their own, loaded with the part that
 * uses them, so the match page's first load stays light.
 */
import type { Lang } from '../../../../worker/engine/contract';

const LIFE_WORDS = {
  'status.cancelled': { en: 'Cancelled', fr: 'Annulée', de: 'Abgesagt' },
  'status.expired': { en: 'Expired', fr: 'Expirée', de: 'Abgelaufen' },
  title: { en: 'Leave or end the match', fr: 'Quitter ou finir la partie', de: 'Partie verlassen oder beenden' },
  leave: { en: 'Leave', fr: 'Quitter', de: 'Verlassen' },
  'q.leave': { en: 'Leave this match? Your seat becomes free for someone else.', fr: 'Quitter cette partie ? Votre place redevient libre pour quelqu’un d’autre.', de: 'Diese Partie verlassen? Dein Platz wird für jemand anderen frei.' },
  cancel: { en: 'Cancel the match', fr: 'Annuler la partie', de: 'Partie absagen' },
  'q.cancel': { en: 'Call this match off at step {v}? It stops for everyone, with no result and no rating.', fr: 'Arrêter cette partie à l’étape {v} ? Elle s’arrête pour tous, sans résultat ni classement.', de: 'Diese Partie bei Schritt {v} absagen? Sie endet für alle, ohne Ergebnis und ohne Wertung.' },
  resign: { en: 'Resign', fr: 'Abandonner', de: 'Aufgeben' },
  'q.resign': { en: 'Resign at step {v}? You rank last and cannot come back to this match.', fr: 'Abandonner à l’étape {v} ? Vous finissez dernier et ne pourrez pas revenir dans cette partie.', de: 'Bei Schritt {v} aufgeben? Du wirst Letzter und kannst nicht in diese Partie zurück.' },
  propose: { en: 'Propose to end', fr: 'Proposer de finir', de: 'Ende vorschlagen' },
  proposeWhat: { en: 'What to propose', fr: 'Que proposer', de: 'Was vorschlagen' },
  'kind.end': { en: 'end now, standings as they are', fr: 'finir sur le classement actuel', de: 'jetzt beenden, Stand wie jetzt' },
  'kind.draw': { en: 'a draw', fr: 'un match nul', de: 'ein Unentschieden' },
  'kind.cancel': { en: 'call it off (no result)', fr: 'annuler (sans résultat)', de: 'absagen (ohne Ergebnis)' },
  'q.propose': { en: 'Propose to the other players, at step {v}: {what}?', fr: 'Proposer aux autres joueurs, à l’étape {v} : {what} ?', de: 'Den anderen Spielern bei Schritt {v} vorschlagen: {what}?' },
  proposal: { en: '{name} proposes: {what}.', fr: '{name} propose : {what}.', de: '{name} schlägt vor: {what}.' },
  acceptedBy: { en: 'Accepted by: {names}.', fr: 'Accepté par : {names}.', de: 'Angenommen von: {names}.' },
  waitingFor: { en: 'Waiting for: {names}.', fr: 'En attente de : {names}.', de: 'Es fehlen noch: {names}.' },
  lapses: { en: 'It lapses at the next deadline, {when}.', fr: 'Elle expire à la prochaine échéance, {when}.', de: 'Er verfällt mit der nächsten Frist, {when}.' },
  stays: { en: 'It stays until it is withdrawn or refused.', fr: 'Elle reste jusqu’à ce qu’on la retire ou la refuse.', de: 'Er gilt, bis er zurückgezogen oder abgelehnt wird.' },
  accept: { en: 'Accept', fr: 'Accepter', de: 'Annehmen' },
  refuse: { en: 'Refuse', fr: 'Refuser', de: 'Ablehnen' },
  withdraw: { en: 'Withdraw', fr: 'Retirer', de: 'Zurückziehen' },
  'q.accept': { en: 'Accept: {what}? Once everyone accepts, it happens at once.', fr: 'Accepter : {what} ? Dès que tous acceptent, c’est fait.', de: 'Annehmen: {what}? Sobald alle annehmen, gilt es sofort.' },
  'q.refuse': { en: 'Refuse this proposal? The match goes on.', fr: 'Refuser cette proposition ? La partie continue.', de: 'Diesen Vorschlag ablehnen? Die Partie geht weiter.' },
  'q.withdraw': { en: 'Withdraw your proposal? The match goes on.', fr: 'Retirer votre proposition ? La partie continue.', de: 'Deinen Vorschlag zurückziehen? Die Partie geht weiter.' },
  'why.creator': { en: 'This match was cancelled by its creator.', fr: 'Cette partie a été annulée par son créateur.', de: 'Diese Partie wurde von ihrem Ersteller abgesagt.' },
  'why.referee': { en: 'This match was cancelled by its referee.', fr: 'Cette partie a été annulée par son arbitre.', de: 'Diese Partie wurde von der Spielleitung abgesagt.' },
  'why.players': { en: 'This match was cancelled: every player agreed.', fr: 'Cette partie a été annulée : tous les joueurs étaient d’accord.', de: 'Diese Partie wurde abgesagt: alle Spieler waren einverstanden.' },
  'why.empty': { en: 'This match was cancelled: every player left before it started.', fr: 'Cette partie a été annulée : tous les joueurs sont partis avant le début.', de: 'Diese Partie wurde abgesagt: alle Spieler sind vor dem Start gegangen.' },
  'why.cancelled': { en: 'This match was cancelled.', fr: 'Cette partie a été annulée.', de: 'Diese Partie wurde abgesagt.' },
  'why.expired': { en: 'This match expired: its seats were not all taken in time.', fr: 'Cette partie a expiré : ses places n’ont pas toutes été prises à temps.', de: 'Diese Partie ist abgelaufen: nicht alle Plätze wurden rechtzeitig besetzt.' },
  noResult: { en: 'No result, no rating; the log and the messages stay readable.', fr: 'Ni résultat ni classement ; l’historique et les messages restent lisibles.', de: 'Kein Ergebnis, keine Wertung; Verlauf und Nachrichten bleiben lesbar.' },
  expires: { en: 'If its seats are not all taken, this match expires {when}.', fr: 'Si ses places ne sont pas toutes prises, cette partie expire {when}.', de: 'Sind nicht alle Plätze besetzt, läuft diese Partie {when} ab.' },
  resigned: { en: '{names} resigned.', fr: '{names} a abandonné.', de: '{names} hat aufgegeben.' },
  resignedMany: { en: '{names} resigned.', fr: '{names} ont abandonné.', de: '{names} haben aufgegeben.' },
  agreement: { en: 'Ended by agreement, with the standings of that moment.', fr: 'Terminée d’un commun accord, avec le classement du moment.', de: 'Im Einvernehmen beendet, mit dem Stand von diesem Moment.' },
  draw: { en: 'A draw, by agreement.', fr: 'Match nul, d’un commun accord.', de: 'Unentschieden, im Einvernehmen.' },
  'left.resigned': { en: '{name} resigned', fr: '{name} a abandonné', de: '{name} hat aufgegeben' },
  'left.missed': { en: '{name} missed too many deadlines', fr: '{name} a manqué trop d’échéances', de: '{name} hat zu viele Fristen verpasst' },
  'left.deleted': { en: '{name}’s account was deleted', fr: 'le compte de {name} a été supprimé', de: 'das Konto von {name} wurde gelöscht' },
  'gone.resigned': { en: 'resigned', fr: 'a abandonné', de: 'hat aufgegeben' },
  'gone.missed': { en: 'missed too many deadlines', fr: 'a manqué trop d’échéances', de: 'hat zu viele Fristen verpasst' },
  'gone.deleted': { en: 'account deleted', fr: 'compte supprimé', de: 'Konto gelöscht' },
  looking: { en: 'looking for a player', fr: 'cherche un joueur', de: 'sucht einen Spieler' },
  take: { en: 'Take this seat', fr: 'Prendre cette place', de: 'Diesen Platz übernehmen' },
  'q.take': { en: 'Take seat {n} and play it from now on, until the end of the match?', fr: 'Prendre la place {n} et la jouer désormais, jusqu’à la fin de la partie ?', de: 'Platz {n} übernehmen und ihn ab jetzt bis zum Ende der Partie spielen?' },
  replaceAfter: { en: 'A seat is offered to a replacement after {n} missed deadlines in a row.', fr: 'Une place est offerte à un remplaçant après {n} échéances manquées d’affilée.', de: 'Ein Platz wird nach {n} verpassten Fristen in Folge einem Ersatz angeboten.' },
} satisfies Record<string, Record<Lang, string>>;

export type LifeKey = keyof typeof LIFE_WORDS;

export function lw(lang: Lang, key: LifeKey, vars: Record<string, string | number> = {}): string {
  let s: string = LIFE_WORDS[key][lang] ?? LIFE_WORDS[key].en;
  for (const [k, v] of Object.entries(vars)) s = s.replace(`{${k}}`, String(v));
  return s;
}
