/**
 * NIHON's words for the browser: the log's sentences and the moves' labels, without the rules
 * (the match page imports this module, never index.ts). Only the page's language is downloaded
 * (words/<lang>.ts): `prepare(lang)` runs before the log and the board draw.
 */
import type { GameEvent, Lang } from '../../engine/contract';
import { perLanguageWords } from '../../../site/src/i18n/per-language';
import { describeEventIn, describeMoveIn } from './describe-lines';
import type { NihonMove } from './types';
import type { GameWords } from './words/en';

const WORDS = perLanguageWords<GameWords>('NIHON', {
  en: () => import('./words/en'),
  fr: () => import('./words/fr'),
  de: () => import('./words/de'),
});

export const prepare = WORDS.load;
/** The game's words in a language already prepared (the board's names and order kinds). */
export const gameWords = WORDS.words;

export function describeEvent(e: GameEvent, lang: Lang, seatNames: string[]): string {
  return describeEventIn(WORDS.words(lang), e, lang, seatNames);
}
export function describeMove(m: NihonMove, lang: Lang): string {
  return describeMoveIn(WORDS.words(lang), m, lang);
}

/**
 * Draft edits: each saved change of an order sheet is one log entry ("… saved its order sheet").
 * The match page groups consecutive entries of the same seat made only of these into one line
 * ("… (3 changes)").
 */
export const GROUPED_EVENTS: readonly string[] = ['sheet-saved'];
