import type { GameEvent, Lang } from './contract';

/**
 * The platform's own events in words: those the match object logs outside any game (a
 * resignation, an end outside the game, a deadline, the referee's acts; worker/engine/ending.ts,
 * worker/match/clock.ts, worker/match/referee.ts). No game knows them, so its describeEvent would
 * print the bare type ("seat-resigned"); the log, the catch-up, mails and mail replies ask here
 * first. `null`: not a platform event (the game describes it).
 */
type Line = (e: GameEvent, who: (seat: unknown) => string) => Record<Lang, string>;

const ENDINGS: Record<string, Record<Lang, string>> = {
  resign: { en: 'The match ends: a resignation left one side.', fr: 'La partie s’arrête : un abandon n’a laissé qu’un camp.', de: 'Die Partie endet: nach einer Aufgabe bleibt eine Seite übrig.' },
  agreement: { en: 'The match ends by agreement, with the standings of this moment.', fr: 'La partie s’arrête d’un commun accord, sur le classement du moment.', de: 'Die Partie endet im Einvernehmen mit dem Stand dieses Moments.' },
  draw: { en: 'The match ends in a draw, by agreement.', fr: 'La partie s’arrête sur une égalité, d’un commun accord.', de: 'Die Partie endet im Einvernehmen unentschieden.' },
};

const LINES: Record<string, Line> = {
  'seat-resigned': (e, who) => ({ en: `${who(e.seat)} resigns.`, fr: `${who(e.seat)} abandonne.`, de: `${who(e.seat)} gibt auf.` }),
  'match-ended': (e) => (Object.hasOwn(ENDINGS, String(e.how)) ? ENDINGS[String(e.how)]! : ENDINGS.resign!),
  'deadline-passed': (e, who) => {
    const names = (Array.isArray(e.seats) ? e.seats : []).map(who).join(', ');
    return { en: `The deadline passed for ${names}.`, fr: `L’échéance est passée pour ${names}.`, de: `Die Frist ist für ${names} abgelaufen.` };
  },
  'player-replaced': (e) => {
    const [before, after] = [String(e.before ?? '?'), String(e.after ?? '?')];
    return { en: `The referee gives ${before}’s seat to ${after}.`, fr: `L’arbitre donne la place de ${before} à ${after}.`, de: `Der Schiedsrichter gibt den Platz von ${before} an ${after}.` };
  },
  paused: () => ({ en: 'The referee pauses the match.', fr: 'L’arbitre met la partie en pause.', de: 'Der Schiedsrichter pausiert die Partie.' }),
  resumed: () => ({ en: 'The referee resumes the match.', fr: 'L’arbitre reprend la partie.', de: 'Der Schiedsrichter setzt die Partie fort.' }),
  'deadline-extended': () => ({ en: 'The referee extends the deadline.', fr: 'L’arbitre prolonge l’échéance.', de: 'Der Schiedsrichter verlängert die Frist.' }),
  'options-changed': () => ({ en: 'The referee changes the match’s options.', fr: 'L’arbitre modifie les options de la partie.', de: 'Der Schiedsrichter ändert die Optionen der Partie.' }),
};

/** The event in words when the platform logged it (its rule starts with `platform/`), else null. */
export function describePlatformEvent(e: GameEvent, lang: Lang, seatNames: string[]): string | null {
  if (!String(e.rule ?? '').startsWith('platform/') || !Object.hasOwn(LINES, e.type)) return null;
  const who = (seat: unknown) => (typeof seat === 'number' ? seatNames[seat] ?? `#${seat + 1}` : '?');
  return LINES[e.type]!(e, who)[lang];
}

/** Every event type described here (a test checks each has words in every language). */
export const PLATFORM_EVENT_TYPES = Object.keys(LINES);
