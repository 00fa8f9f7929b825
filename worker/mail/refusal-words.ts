/**
 * Why a move sent by mail was refused, in the player's language (issue 31): the error code's
 * friendly words (the site's own, site/src/i18n/error-words: the same words the match page shows),
 * the game's own words for the reason when it has some,
 * the title of the rule that decided it in the player's language (the rules pages' titles.json,
 * read from the site's assets), and the engine's own sentence, a developer's English, only after
 * them as a detail marked as English. As the match page's refusal box says it (RefusalBox.tsx).
 */
import type { Lang } from '../engine/contract';
import type { ApiError } from '../errors';
import { WORDS as DE } from '../../site/src/i18n/error-words/de';
import { WORDS as EN } from '../../site/src/i18n/error-words/en';
import { WORDS as FR } from '../../site/src/i18n/error-words/fr';

const ERROR_WORDS: Record<Lang, Record<string, string>> = { en: EN, fr: FR, de: DE };

const RULE = { en: 'rule', fr: 'règle', de: 'Regel' } as const;
const DETAIL = { en: 'the game says:', fr: 'en anglais, le jeu dit :', de: 'auf Englisch sagt das Spiel:' } as const;
const quote = (lang: Lang, s: string) => (lang === 'fr' ? `« ${s} »` : lang === 'de' ? `„${s}“` : `“${s}”`);

/** The rules' titles of one language, by rule id (cached per isolate; {} when the assets cannot tell). */
const titles: Partial<Record<Lang, Promise<Record<string, string>>>> = {};
/** How long the rules' titles may take to read before the rule is named by its id alone. */
const TITLES_TIMEOUT_MS = 2000;

async function readTitles(assets: Fetcher | undefined, lang: Lang): Promise<Record<string, string>> {
  if (!assets) return {};
  const path = `${lang === 'en' ? '' : `/${lang}`}/rules/titles.json`;
  try {
    const res = await assets.fetch(new Request(`https://assets.invalid${path}`), { signal: AbortSignal.timeout(TITLES_TIMEOUT_MS) });
    if (!res.ok) return {};
    const body: unknown = await res.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The title of a rule in `lang`, or null (unknown id, or the titles could not be read). */
export async function ruleTitle(assets: Fetcher | undefined, lang: Lang, rule: string): Promise<string | null> {
  let got = titles[lang];
  if (!got) {
    got = readTitles(assets, lang);
    titles[lang] = got;
    // A failed read is tried again by the next mail rather than kept.
    got.then((t) => { if (!Object.keys(t).length) delete titles[lang]; });
  }
  const t = await got;
  return Object.hasOwn(t, rule) && typeof t[rule] === 'string' ? t[rule]! : null;
}

/**
 * The reason of a refusal in `lang`: the code's words, the game's own words for it when it has
 * some (GameDefinition.refusalWords), the rule (its title and id), then the engine's English
 * sentence as a detail.
 */
export async function refusalReason(lang: Lang, error: ApiError, assets: Fetcher | undefined, gameWords: string | null = null): Promise<string> {
  const table = ERROR_WORDS[lang];
  const code = error.code === 'engine_error' ? 'engine_error' : error.error;
  const words = Object.hasOwn(table, code) ? table[code]! : table.generic!;
  const rule = typeof error.rule === 'string' && error.rule ? error.rule : null;
  const title = rule ? await ruleTitle(assets, lang, rule) : null;
  const ruleText = rule ? ` (${RULE[lang]} ${title ? `${quote(lang, title)}, ${rule}` : rule})` : '';
  const detail = typeof error.message === 'string' ? error.message.slice(0, 300) : '';
  const why = gameWords ? `${words}${lang === 'fr' ? ' : ' : ': '}${gameWords.slice(0, 300)}` : words;
  return `${why}${ruleText}${detail ? `; ${DETAIL[lang]} ${quote(lang, detail)}` : ''}`;
}
