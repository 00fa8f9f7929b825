/**
 * Words shipped one file per language (…/en.ts, fr.ts, de.ts, each exporting WORDS): the browser
 * loads only the page's language before drawing, and reads them synchronously after. Used by the
 * match page's words and by boards whose words are big (NIHON).
 */
import type { Lang } from './langs';

type Loader<W> = () => Promise<{ WORDS: W }>;

/**
 * One language's words, whatever their shape (a game's tables of sentences and names): `load`
 * before the first draw, then `words(lang)` synchronously.
 */
export function perLanguageWords<W>(what: string, loaders: Record<Lang, Loader<W>>) {
  const loaded: Partial<Record<Lang, W>> = {};
  return {
    async load(lang: Lang): Promise<void> {
      loaded[lang] ??= (await loaders[lang]()).WORDS;
    },
    words(lang: Lang): W {
      const words = loaded[lang];
      if (!words) throw new Error(`${what} words (${lang}) used before they were loaded`);
      return words;
    },
  };
}

/** Flat words (key → sentence). */
export function perLanguage<K extends string>(what: string, loaders: Record<Lang, Loader<Record<K, string>>>) {
  const words = perLanguageWords(what, loaders);
  return { load: words.load, word: (lang: Lang, key: K): string => words.words(lang)[key] };
}

/** The three files' words side by side (build time, tests): { key: { en, fr, de } }. */
export function zipLanguages<K extends string>(en: Record<K, string>, fr: Record<K, string>, de: Record<K, string>): Record<K, Record<Lang, string>> {
  return Object.fromEntries((Object.keys(en) as K[]).map((k) => [k, { en: en[k], fr: fr[k], de: de[k] }])) as Record<K, Record<Lang, string>>;
}
