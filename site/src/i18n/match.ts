/**
 * The words of the match page (seats, log, replay, messages, referee console, hooks), one file per
 * language in match-words/: the page downloads only its own (`loadMatchWords`, awaited before it
 * draws). The Astro pages read all three through ui.ts. And the API's error codes in words, one
 * file per language too (error-words/).
 */
import type { Lang } from './langs';
import type { MatchKey } from './match-words/en';
import type { ErrorKey } from './error-words/en';
import { perLanguage, perLanguageWords } from './per-language';

export type { MatchKey };

const WORDS = perLanguage<MatchKey>('match page', {
  en: () => import('./match-words/en'),
  fr: () => import('./match-words/fr'),
  de: () => import('./match-words/de'),
});


/** A word of the match page in the page's language. */
export const t = (lang: Lang, key: MatchKey): string => WORDS.word(lang, key);

/** The API's error codes in words (error-words/<lang>.ts), loaded with the page's words. */
const ERRORS = perLanguageWords<Record<ErrorKey, string>>('error', {
  en: () => import('./error-words/en'),
  fr: () => import('./error-words/fr'),
  de: () => import('./error-words/de'),
});

export const loadMatchWords = async (lang: Lang): Promise<void> => {
  await Promise.all([WORDS.load(lang), ERRORS.load(lang)]);
};

/** The words of an error code alone (null when the code is unknown). */
export function errorWords(lang: Lang, code: string | undefined): string | null {
  const words: Record<string, string> = ERRORS.words(lang);
  return code && code !== 'generic' && Object.hasOwn(words, code) ? words[code]! : null;
}
