/**
 * Words shipped one file per language (…/en.ts, fr.ts, de.ts, each exporting WORDS): the browser
 * loads only the page's language before drawing, and reads them synchronously after. Used by the
 * match page's words and by boards whose words are big (NIHON).
 */
import type { Lang } from './langs';

type Loader<K extends string> = () => Promise<{ WORDS: Record<K, string> }>;

export function perLanguage<K extends string>(what: string, loaders: Record<Lang, Loader<K>>) {
  const loaded: Partial<Record<Lang, Record<K, string>>> = {};
  return {
    async load(lang: Lang): Promise<void> {
      loaded[lang] ??= (await loaders[lang]()).WORDS;
    },
    word(lang: Lang, key: K): string {
      const words = loaded[lang];
      if (!words) throw new Error(`${what} words (${lang}) used before they were loaded`);
      return words[key];
    },
  };
}

/** The three files' words side by side (build time, tests): { key: { en, fr, de } }. */
export function zipLanguages<K extends string>(en: Record<K, string>, fr: Record<K, string>, de: Record<K, string>): Record<K, Record<Lang, string>> {
  return Object.fromEntries((Object.keys(en) as K[]).map((k) => [k, { en: en[k], fr: fr[k], de: de[k] }])) as Record<K, Record<Lang, string>>;
}
