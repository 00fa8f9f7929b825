/**
 * The API's error codes in words for the match page, in the page's language only (error-words/),
 * fetched with the page's extras once the board has drawn (match.ts errorWords reads them).
 */
import type { Lang } from './langs';
import type { ErrorKey } from './error-words/en';
import { setErrorWords } from './match';
import { perLanguageWords } from './per-language';

const ERRORS = perLanguageWords<Record<ErrorKey, string>>('error', {
  en: () => import('./error-words/en'),
  fr: () => import('./error-words/fr'),
  de: () => import('./error-words/de'),
});

export async function loadErrorWords(lang: Lang): Promise<void> {
  await ERRORS.load(lang);
  setErrorWords(lang, ERRORS.words(lang));
}
