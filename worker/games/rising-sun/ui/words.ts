/**
 * The Rising Sun board's words (ui/words/<lang>.ts): only the page's language is downloaded;
 * `loadWords` runs before the board first draws (the match page awaits the board module's
 * `prepare`), and `words(lang)` reads them after.
 */
import { perLanguageWords } from '../../../../site/src/i18n/per-language';
import type { BoardWords } from './words/en';

const WORDS = perLanguageWords<BoardWords>('Rising Sun board', {
  en: () => import('./words/en'),
  fr: () => import('./words/fr'),
  de: () => import('./words/de'),
});

export const loadWords = WORDS.load;
export const words = WORDS.words;
export type { BoardWords };

/** "{who} wins" with its blanks filled. */
export const fill = (s: string, vars: Record<string, string | number>): string => s.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
