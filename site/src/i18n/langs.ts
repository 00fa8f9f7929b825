// The one list of languages, shared with the Worker (mails, tables, link previews).
export { LANGS, isLang, type Lang } from '../../../worker/engine/contract';
import { LANGS, type Lang } from '../../../worker/engine/contract';
export const LANG_NAMES: Record<Lang, string> = { en: 'English', fr: 'Français', de: 'Deutsch' };

/** Paths for the three languages: English at the root, the others under /fr and /de. */
export function localePath(lang: Lang, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return lang === 'en' ? clean : `/${lang}${clean === '/' ? '/' : clean}`;
}

/** getStaticPaths for pages that exist in every language through a [...lang] rest parameter. */
export function langPaths() {
  return LANGS.map((lang) => ({ params: { lang: lang === 'en' ? undefined : lang }, props: { lang } }));
}

/** The path without its language prefix. */
export function stripLang(pathname: string): string {
  const m = pathname.match(/^\/(fr|de)(\/.*|$)/);
  return m ? (m[2] || '/') : pathname;
}

/** A text in every language. */
export type Localized = Record<Lang, string>;
/** A text in every language, written in order (English, French, German): the rules diagrams' tables of words. */
export const tri = (en: string, fr: string, de: string): Localized => ({ en, fr, de });
