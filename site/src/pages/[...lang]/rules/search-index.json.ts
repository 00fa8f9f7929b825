/**
 * /rules/search-index.json (and /fr/…, /de/…): the static search index of one language, built with
 * the site. One entry per rule and per section: where it lives, its titles and its plain text.
 * Read by /rules-search.js on the search page; no server involved.
 */
import type { APIRoute } from 'astro';
import { langPaths, localePath, type Lang } from '../../../i18n/langs';
import { gamesIn, plainText, ruleUrl } from '../../../components/rules/rules';

export const getStaticPaths = langPaths;

export const GET: APIRoute = async ({ props }) => {
  const { lang } = props as { lang: Lang };
  const entries = [];
  for (const g of await gamesIn(lang)) {
    let n = 0;
    for (const item of g.toc) {
      const docs = item.kind === 'rule' ? [item.rule] : [item.section, ...item.rules];
      for (const d of docs) {
        const section = d.kind === 'rule' && d.section ? g.sections.find((s) => s.id === d.section) : undefined;
        entries.push({
          id: d.id,
          game: g.game.game,
          gameTitle: g.game.title,
          section: section?.title ?? null,
          title: d.title,
          summary: d.summary ?? '',
          text: plainText(d.html),
          url: ruleUrl(lang, d.id),
          anchor: `${localePath(lang, `/rules/${g.game.game}/`)}#${d.id}`,
          order: n++,
        });
      }
    }
  }
  return new Response(JSON.stringify({ lang, entries }), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
