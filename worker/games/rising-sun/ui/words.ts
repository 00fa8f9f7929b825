/**
 * The Rising Sun board's words (ui/words/<lang>.ts): only the page's language is downloaded;
 * `loadWords` runs before the board first draws (the match page awaits the board module's
 * `prepare`), and `words(lang)` reads them after.
 */
import { perLanguageWords } from '../../../../site/src/i18n/per-language';
import type { BoardWords } from './words/en';
import type { Lang } from '../../../engine/contract';
import { counted, plural } from '../../../engine/plural';

const WORDS = perLanguageWords<BoardWords>('Rising Sun board', {
  en: () => import('./words/en'),
  fr: () => import('./words/fr'),
  de: () => import('./words/de'),
});

export const loadWords = WORDS.load;
export const words = WORDS.words;
export type { BoardWords };

/** "{who} wins" with its blanks filled; "one|other" picks the form that goes with the count {n}. */
export const fill = (s: string, vars: Record<string, string | number>, lang: Lang = 'en'): string =>
  (typeof vars.n === 'number' ? plural(lang, vars.n, s) : s).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** "1 coin", "3 coins" in the board's language. */
export const coinsText = (lang: Lang, n: number): string => counted(lang, n, { one: WORDS.words(lang).coin, other: WORDS.words(lang).coins });
