/**
 * Counted words in the reader's language: "1 coin", "2 coins"; "1 pièce", "0 pièce"; "1 Münze",
 * "2 Münzen". Intl.PluralRules picks the form (French counts 0 and 1 as singular, English and
 * German only 1), so no message shows "coin(s)" or "1 coins". Shared by the site and the games'
 * own words (a pure function, no game rule).
 */
import type { Lang } from './contract';

/** The forms of one counted word: `one` for the singular category, `other` for the rest. */
export type PluralForms = { one: string; other: string };

const rules: Partial<Record<Lang, Intl.PluralRules>> = {};

/** The form of `forms` that goes with the count `n` in `lang`. */
export function pluralForm(lang: Lang, n: number, forms: PluralForms): string {
  const rule = (rules[lang] ??= new Intl.PluralRules(lang));
  return rule.select(n) === 'one' ? forms.one : forms.other;
}

/** "n word" with the word in the form the count asks for. */
export function counted(lang: Lang, n: number, forms: PluralForms): string {
  return `${n} ${pluralForm(lang, n, forms)}`;
}

/**
 * A message with a count in it, written as "singular|plural" with {n} where the count goes
 * ("{n} rated match|{n} rated matches"); a message without "|" is the same for every count.
 */
export function plural(lang: Lang, n: number, message: string): string {
  const bar = message.indexOf('|');
  const text = bar < 0 ? message : pluralForm(lang, n, { one: message.slice(0, bar), other: message.slice(bar + 1) });
  return text.replaceAll('{n}', String(n));
}
