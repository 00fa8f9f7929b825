/**
 * The words of the match page (seats, log, replay, messages, referee console, hooks), one file per
 * language in match-words/: the page downloads only its own (`loadMatchWords`, awaited before it
 * draws). The Astro pages read all three through ui.ts. The API's error codes in words (one file
 * per language, error-words/) come later, with the page's extras (error-loader.ts): a refusal
 * follows an action, long after the first draw, and the board's weight stays the board's.
 */
import type { Lang } from './langs';
import type { MatchKey } from './match-words/en';
import { perLanguage } from './per-language';

export type { MatchKey };

const WORDS = perLanguage<MatchKey>('match page', {
  en: () => import('./match-words/en'),
  fr: () => import('./match-words/fr'),
  de: () => import('./match-words/de'),
});


/** A word of the match page in the page's language. */
export const t = (lang: Lang, key: MatchKey): string => WORDS.word(lang, key);

export const loadMatchWords = async (lang: Lang): Promise<void> => {
  await WORDS.load(lang);
};

/** The API's error codes in words, per language, once error-loader.ts has brought them. */
const errors: Partial<Record<Lang, Record<string, string>>> = {};
export function setErrorWords(lang: Lang, words: Record<string, string>): void {
  errors[lang] = words;
}

/** The words of an error code alone (null when the code is unknown, or its words not here yet: the generic words then). */
export function errorWords(lang: Lang, code: string | undefined): string | null {
  const words = errors[lang] ?? {};
  return code && code !== 'generic' && Object.hasOwn(words, code) ? words[code]! : null;
}
