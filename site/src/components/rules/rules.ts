/**
 * The rules reference, read from the `rules` content collection (see src/content.config.ts).
 *
 * File layout, per language:  <lang>/<game>/_game.md                 the game: title, players, intro
 *                             <lang>/<game>/<rule>.md                 a rule directly under the game
 *                             <lang>/<game>/<section>/_section.md     a section: title, order, intro
 *                             <lang>/<game>/<section>/<rule>.md       a rule of that section
 * A rule's id is its path without the language and ".md": "sengoku/war/reinforcements". It is the
 * anchor on the game's page, the URL of its own page (/rules/<id>/) and what the engines cite.
 *
 * Links between rules are written in Markdown as [words](rule:<id>) and rewritten here for each
 * place a rule is shown (its own page, the one-page game rules, an embed).
 */
import { getCollection } from 'astro:content';
import { LANGS, localePath, type Lang } from '../../i18n/langs';

export interface GameDoc { kind: 'game'; lang: Lang; game: string; title: string; summary: string; players?: string; order: number; html: string }
export interface SectionDoc { kind: 'section'; lang: Lang; game: string; id: string; title: string; summary?: string; order: number; html: string }
export interface RuleDoc {
  kind: 'rule'; lang: Lang; game: string; id: string;
  /** The section's id ("sengoku/war") or null for a rule directly under the game. */
  section: string | null;
  title: string; summary?: string; order: number; html: string; diagrams: string[]; properName: boolean;
}
/** What the game's page lists, in order: rules directly under the game and sections with their rules. */
export type TocItem = { kind: 'rule'; rule: RuleDoc } | { kind: 'section'; section: SectionDoc; rules: RuleDoc[] };
export interface GameRules { lang: Lang; game: GameDoc; toc: TocItem[]; rules: RuleDoc[]; sections: SectionDoc[] }

type Mode = 'page' | 'onepage' | 'embed';

let cache: Promise<Map<Lang, GameRules[]>> | null = null;

/** Every game's rules, per language, sorted. Throws on a malformed tree or a broken rule: link. */
export function allRules(): Promise<Map<Lang, GameRules[]>> {
  cache ??= load();
  return cache;
}

async function load(): Promise<Map<Lang, GameRules[]>> {
  const entries = await getCollection('rules');
  const games = new Map<string, { game?: GameDoc; sections: SectionDoc[]; rules: RuleDoc[] }>();
  for (const e of entries) {
    const parts = String(e.id).split('/');
    const lang = parts[0] as Lang;
    if (!LANGS.includes(lang) || parts.length < 3 || parts.length > 4) {
      throw new Error(`rules: unexpected file ${e.id}.md (expected <lang>/<game>/[<section>/]<rule>.md)`);
    }
    const game = parts[1]!;
    const key = `${lang}/${game}`;
    const bucket = games.get(key) ?? { sections: [], rules: [] };
    games.set(key, bucket);
    const html = e.rendered?.html ?? '';
    const d = e.data as { title: string; order: number; summary?: string; diagrams?: string[]; properName?: boolean; players?: string };
    const rest = parts.slice(2);
    if (rest.length === 1 && rest[0] === '_game') {
      bucket.game = { kind: 'game', lang, game, title: d.title, summary: d.summary ?? '', players: d.players, order: d.order, html };
    } else if (rest.length === 2 && rest[1] === '_section') {
      bucket.sections.push({ kind: 'section', lang, game, id: `${game}/${rest[0]}`, title: d.title, summary: d.summary, order: d.order, html });
    } else if (rest.every((p) => /^[a-z0-9][a-z0-9-]*$/.test(p))) {
      bucket.rules.push({
        kind: 'rule', lang, game, id: [game, ...rest].join('/'), section: rest.length === 2 ? `${game}/${rest[0]}` : null,
        title: d.title, summary: d.summary, order: d.order, html, diagrams: d.diagrams ?? [], properName: d.properName ?? false,
      });
    } else {
      throw new Error(`rules: bad file name ${e.id}.md (lower-case letters, digits and dashes only)`);
    }
  }

  const out = new Map<Lang, GameRules[]>(LANGS.map((l) => [l, []]));
  for (const [key, b] of games) {
    if (!b.game) throw new Error(`rules: ${key}/_game.md is missing`);
    const byOrder = <T extends { order: number; title: string }>(x: T, y: T) => x.order - y.order || x.title.localeCompare(y.title);
    b.sections.sort(byOrder);
    b.rules.sort(byOrder);
    const toc: TocItem[] = [];
    for (const r of b.rules.filter((r) => r.section === null)) toc.push({ kind: 'rule', rule: r });
    for (const s of b.sections) toc.push({ kind: 'section', section: s, rules: b.rules.filter((r) => r.section === s.id) });
    toc.sort((x, y) => (x.kind === 'rule' ? x.rule.order : x.section.order) - (y.kind === 'rule' ? y.rule.order : y.section.order));
    for (const r of b.rules) {
      if (r.section && !b.sections.some((s) => s.id === r.section)) throw new Error(`rules: ${b.game.lang}/${r.section}/_section.md is missing`);
    }
    // The reading order of the game's rules (the order of its one-page version).
    const rules = toc.flatMap((t) => (t.kind === 'rule' ? [t.rule] : t.rules));
    out.get(b.game.lang)!.push({ lang: b.game.lang, game: b.game, toc, rules, sections: b.sections });
  }
  for (const list of out.values()) list.sort((x, y) => x.game.order - y.game.order || x.game.game.localeCompare(y.game.game));
  // Check every rule: link once, so a typo fails the build.
  const known = new Set([...out.values()].flatMap((gs) => gs.flatMap((g) => [...g.rules.map((r) => r.id), ...g.sections.map((s) => s.id), g.game.game])));
  for (const gs of out.values()) {
    for (const g of gs) {
      for (const doc of [g.game, ...g.sections, ...g.rules]) {
        for (const m of doc.html.matchAll(/href="rule:([^"#]+)/g)) {
          if (!known.has(m[1]!)) throw new Error(`rules: ${doc.lang} ${'id' in doc ? doc.id : doc.game} links to unknown rule ${m[1]}`);
        }
      }
    }
  }
  return out;
}

export async function gamesIn(lang: Lang): Promise<GameRules[]> {
  return (await allRules()).get(lang) ?? [];
}

export async function gameRules(lang: Lang, game: string): Promise<GameRules | undefined> {
  return (await gamesIn(lang)).find((g) => g.game.game === game);
}

/** The URL of a rule (or a section, or a game) page in a language: /fr/rules/sengoku/war/reinforcements/ */
export function ruleUrl(lang: Lang, id: string): string {
  return localePath(lang, `/rules/${id}/`);
}

/** The URL of the one-page rules of a game, at a rule's anchor. */
export function anchorUrl(lang: Lang, id: string): string {
  const game = id.split('/')[0]!;
  return `${localePath(lang, `/rules/${game}/`)}#${id}`;
}

/** The compact, frameable version of a rule: /embed/rules/<id>/ (English), /embed/fr/rules/<id>/ … */
export function embedUrl(lang: Lang, id: string): string {
  return `/embed/${lang === 'en' ? '' : `${lang}/`}rules/${id}/`;
}

/**
 * Rewrite the rule: links of rendered Markdown for where it is shown. On the one-page rules, a link to
 * a rule of the same game jumps to its anchor; elsewhere it opens the rule's page (in a new tab from an
 * embed, which lives in someone else's page). Tables get a wrapper so they scroll on small screens.
 */
export function prepareHtml(html: string, lang: Lang, mode: Mode, game?: string): string {
  let out = html.replace(/href="rule:([^"#]+)"/g, (_m, id: string) => {
    if (mode === 'onepage' && id.split('/')[0] === game && id.includes('/')) return `href="#${id}"`;
    if (mode === 'embed') return `href="${ruleUrl(lang, id)}" target="_blank" rel="noopener"`;
    return `href="${ruleUrl(lang, id)}"`;
  });
  if (mode === 'embed') {
    out = out.replace(/<a href="(https?:[^"]+)"/g, '<a href="$1" target="_blank" rel="noopener"');
  }
  out = out.replace(/<table>/g, '<div class="table-wrap"><table>').replace(/<\/table>/g, '</table></div>');
  return out;
}

/** Plain text of rendered HTML, for the search index and descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|li|h\d|tr|td|th|div|blockquote)>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;|&#x27;/g, "'")
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The rules just before and after a rule in the game's reading order. */
export function neighboursOf(g: GameRules, id: string): { prev?: RuleDoc; next?: RuleDoc } {
  const i = g.rules.findIndex((r) => r.id === id);
  return { prev: i > 0 ? g.rules[i - 1] : undefined, next: i >= 0 && i < g.rules.length - 1 ? g.rules[i + 1] : undefined };
}
