/**
 * Names in the order of the page's language, with one collator per language and option: building
 * one costs a slow phone tens of milliseconds, and `localeCompare` with options builds one at
 * every call (a sort of a hundred names, at every redraw of the sheet).
 */
import type { Lang } from '../../../engine/contract';

const made = new Map<string, Intl.Collator>();

export function collator(lang: Lang, numeric = false): Intl.Collator {
  const key = `${lang}${numeric ? ':n' : ''}`;
  let c = made.get(key);
  if (!c) made.set(key, c = new Intl.Collator(lang, { numeric }));
  return c;
}
