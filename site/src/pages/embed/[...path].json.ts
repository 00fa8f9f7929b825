/**
 * /embed/rules/<rule id>.json (English), /embed/fr/rules/<rule id>.json, /embed/de/rules/<rule id>.json:
 * one rule as data for the hover cards of /embed.js (title, summary, HTML without diagrams, page URL).
 * Fetched from other sites, so the Worker must answer it with Access-Control-Allow-Origin: *.
 */
import type { APIRoute } from 'astro';
import { LANGS, type Lang } from '../../i18n/langs';
import { allRules, embedUrl, prepareHtml, ruleUrl, type GameRules, type RuleDoc, type SectionDoc } from '../../components/rules/rules';

export async function getStaticPaths() {
  const all = await allRules();
  return LANGS.flatMap((lang) => (all.get(lang) ?? []).flatMap((g) =>
    [...g.rules, ...g.sections].map((doc) => ({
      params: { path: embedUrl(lang, doc.id).replace(/^\/embed\/|\/$/g, '') },
      props: { lang, g, doc },
    }))));
}

export const GET: APIRoute = ({ props }) => {
  const { lang, g, doc } = props as { lang: Lang; g: GameRules; doc: RuleDoc | SectionDoc };
  const section = doc.kind === 'rule' ? g.sections.find((s) => s.id === doc.section) : undefined;
  let html = prepareHtml(doc.html, lang, 'embed', g.game.game);
  if (doc.kind === 'section') {
    html += `<ul>${g.rules.filter((r) => r.section === doc.id).map((r) => `<li><a href="${ruleUrl(lang, r.id)}">${escapeHtml(r.title)}</a></li>`).join('')}</ul>`;
  }
  const body = {
    id: doc.id,
    lang,
    game: g.game.game,
    gameTitle: g.game.title,
    section: section?.title ?? null,
    title: doc.title,
    summary: doc.summary ?? null,
    html,
    diagrams: doc.kind === 'rule' ? doc.diagrams.length : 0,
    url: ruleUrl(lang, doc.id),
    embed: embedUrl(lang, doc.id),
  };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
