/**
 * /rules/titles.json (and /fr/…, /de/…): each rule's title in one language, by id. The match page
 * fetches it when a move is refused, to name the rule broken in the reader's language.
 */
import type { APIRoute } from 'astro';
import { langPaths, type Lang } from '../../../i18n/langs';
import { gamesIn } from '../../../components/rules/rules';

export const getStaticPaths = langPaths;

export const GET: APIRoute = async ({ props }) => {
  const { lang } = props as { lang: Lang };
  const titles: Record<string, string> = {};
  for (const g of await gamesIn(lang)) {
    for (const item of g.toc) {
      const docs = item.kind === 'rule' ? [item.rule] : [item.section, ...item.rules];
      for (const d of docs) titles[d.id] = d.title;
    }
  }
  return new Response(JSON.stringify(titles), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
