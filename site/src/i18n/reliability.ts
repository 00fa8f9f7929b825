/**
 * The words of the reliability and completion figures (docs/_incoming/reliability.md): the
 * profile's figures, the lobby's and the match page's badges, the create form's minimum and its
 * line on how often a game's matches finish. Kept apart: the match page loads them only after its
 * first draw (client/match/ReliabilityBadges.tsx), so they weigh nothing in its budget.
 */
import type { Lang } from './langs';

const STRINGS = {
  'rel.title': { en: 'Reliability', fr: 'Fiabilité', de: 'Zuverlässigkeit' },
  'rel.share': {
    en: 'Reliability {share}: {met} of {due} deadlines met in the last year',
    fr: 'Fiabilité {share} : {met} échéances tenues sur {due} au cours de l’année écoulée',
    de: 'Zuverlässigkeit {share}: {met} von {due} Fristen im letzten Jahr eingehalten',
  },
  'rel.shareNone': {
    en: 'Reliability: not enough history yet ({due} deadlines so far, 5 needed)',
    fr: 'Fiabilité : pas encore assez d’historique ({due} échéances jusqu’ici, il en faut 5)',
    de: 'Zuverlässigkeit: noch nicht genug Verlauf (bisher {due} Fristen, nötig sind 5)',
  },
  'rel.completion': {
    en: 'Completion {share}: {finished} of {total} matches played to the end',
    fr: 'Achèvement {share} : {finished} parties sur {total} jouées jusqu’au bout',
    de: 'Abschlussquote {share}: {finished} von {total} Partien zu Ende gespielt',
  },
  'rel.completionNone': {
    en: 'Completion: not enough history yet ({total} matches ended or left so far, 3 needed)',
    fr: 'Achèvement : pas encore assez d’historique ({total} parties terminées ou quittées jusqu’ici, il en faut 3)',
    de: 'Abschlussquote: noch nicht genug Verlauf (bisher {total} beendete oder verlassene Partien, nötig sind 3)',
  },
  'rel.explain': {
    en: 'A deadline is met when the player moves before the timer runs out; completion counts the matches played to the end among those ended or left. Over the last 365 days.',
    fr: 'Une échéance est tenue quand le joueur joue avant la fin du délai ; l’achèvement compte les parties jouées jusqu’au bout parmi celles terminées ou quittées. Sur les 365 derniers jours.',
    de: 'Eine Frist gilt als eingehalten, wenn der Spieler vor Ablauf der Zeit zieht; die Abschlussquote zählt die zu Ende gespielten Partien unter den beendeten oder verlassenen. Über die letzten 365 Tage.',
  },
  'rel.badge': {
    en: 'reliability {share} ({due} deadlines in the last year)',
    fr: 'fiabilité {share} ({due} échéances sur l’année écoulée)',
    de: 'Zuverlässigkeit {share} ({due} Fristen im letzten Jahr)',
  },
  'rel.badgeCompletion': { en: 'completion {share}', fr: 'achèvement {share}', de: 'Abschlussquote {share}' },
  'rel.new': { en: 'new', fr: 'nouveau', de: 'neu' },
  'rel.newTitle': {
    en: 'reliability: not enough history yet',
    fr: 'fiabilité : pas encore assez d’historique',
    de: 'Zuverlässigkeit: noch nicht genug Verlauf',
  },
  'rel.lobby': { en: 'reliability {share}', fr: 'fiabilité {share}', de: 'Zuverlässigkeit {share}' },
  'rel.needs': { en: 'Needs reliability ≥ {min}', fr: 'Fiabilité requise ≥ {min}', de: 'Erfordert Zuverlässigkeit ≥ {min}' },
  'rel.refused': {
    en: 'This match asks for a reliability of at least {min}; yours is {share} (deadlines met in the last year).',
    fr: 'Cette partie demande une fiabilité d’au moins {min} ; la vôtre est de {share} (échéances tenues sur l’année écoulée).',
    de: 'Diese Partie verlangt eine Zuverlässigkeit von mindestens {min}; deine liegt bei {share} (eingehaltene Fristen im letzten Jahr).',
  },
  'create.minReliability': { en: 'Minimum reliability to join (%)', fr: 'Fiabilité minimale pour rejoindre (%)', de: 'Mindestzuverlässigkeit zum Beitreten (%)' },
  'create.minReliabilityHelp': {
    en: 'Empty: anyone may join. A player with too little history may always join.',
    fr: 'Vide : tout le monde peut rejoindre. Un joueur sans assez d’historique peut toujours rejoindre.',
    de: 'Leer: jeder darf beitreten. Wer noch zu wenig Verlauf hat, darf immer beitreten.',
  },
  'completion.line': {
    en: '{game} {timer}: {share} of matches finish, median {days} days',
    fr: '{game} {timer} : {share} des parties vont jusqu’au bout, en {days} jours (médiane)',
    de: '{game} {timer}: {share} der Partien werden zu Ende gespielt, Median {days} Tage',
  },
  'completion.lineNoMedian': {
    en: '{game} {timer}: {share} of matches finish',
    fr: '{game} {timer} : {share} des parties vont jusqu’au bout',
    de: '{game} {timer}: {share} der Partien werden zu Ende gespielt',
  },
  'completion.none': {
    en: '{game} {timer}: not enough finished matches yet',
    fr: '{game} {timer} : pas encore assez de parties terminées',
    de: '{game} {timer}: noch nicht genug beendete Partien',
  },
  'completion.upTo1Day': { en: 'at up to one day a move', fr: 'à un jour par coup au plus', de: 'mit höchstens einem Tag pro Zug' },
  'completion.upTo3Days': { en: 'at up to three days a move', fr: 'à trois jours par coup au plus', de: 'mit höchstens drei Tagen pro Zug' },
  'completion.over3Days': { en: 'at more than three days a move', fr: 'à plus de trois jours par coup', de: 'mit mehr als drei Tagen pro Zug' },
  'completion.calendar': { en: 'with a calendar of deadlines', fr: 'avec un calendrier d’échéances', de: 'mit einem Fristenkalender' },
  'completion.none.timer': { en: 'without a timer', fr: 'sans délai', de: 'ohne Zeitlimit' },
} satisfies Record<string, Record<Lang, string>>;

export type ReliabilityKey = keyof typeof STRINGS;

export function rw(lang: Lang, key: ReliabilityKey): string {
  return STRINGS[key][lang] ?? STRINGS[key].en;
}

/** A whole percent as the language writes it ("92 %", with a no-break space). */
export function pct(n: number): string {
  return `${n}\u00a0%`;
}

/** English phrases French and German say otherwise (for the browser tests' scan of /fr/ and /de/). */
export function RELIABILITY_STRINGS_FOR_SCAN(): string[] {
  return (Object.values(STRINGS) as Record<Lang, string>[]).map((s) => s.en.replace(/ ?\{[a-z]+\}.*$/, '').replace(/\{[a-z]+\}/g, '').trim()).filter((s) => s.includes(' '));
}
