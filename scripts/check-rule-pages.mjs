#!/usr/bin/env node
/**
 * Checks the built rules reference (run after `npm run build:site`):
 *  - no page under any rules/ folder (nor the embeds under embed/) contains a <script> tag, except the
 *    search pages (/rules/search/, /fr/rules/search/, /de/rules/search/), which load /rules-search.js;
 *  - no rule page is empty: each has a rule body with real text;
 *  - every rule of src/content/rules has its page, its embed page and its embed JSON in its language,
 *    and every language has its search page and search index.
 * Exit code 1 with the list of problems, 0 when all is well.
 *
 * Usage: node scripts/check-rule-pages.mjs [site/dist]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = process.argv[2] ?? join(root, 'site', 'dist');
const contentDir = join(root, 'site', 'src', 'content', 'rules');
const LANGS = ['en', 'fr', 'de'];
const prefix = (lang) => (lang === 'en' ? '' : `${lang}/`);
const problems = [];

if (!existsSync(dist)) {
  console.error(`check-rule-pages: ${dist} does not exist; run npm run build:site first`);
  process.exit(1);
}

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}

/** Visible text of an HTML fragment. */
function text(html) {
  return html
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const SEARCH = /^((fr|de)\/)?rules\/search\/index\.html$/;
const RULE_PAGE = /^((fr|de)\/)?rules\/.+\/index\.html$/;
const EMBED_PAGE = /^embed\/.+\/index\.html$/;

let pages = 0;
let rulePages = 0;
for (const file of walk(dist)) {
  const rel = relative(dist, file).split(sep).join('/');
  if (!rel.endsWith('.html')) continue;
  const underRules = /(^|\/)rules\//.test(rel) || rel.startsWith('embed/');
  if (!underRules) continue;
  pages++;
  const html = readFileSync(file, 'utf8');
  if (SEARCH.test(rel)) {
    if (!/<script[^>]+src="\/rules-search\.js"/.test(html)) problems.push(`${rel}: the search page does not load /rules-search.js`);
    continue;
  }
  if (/<script/i.test(html)) problems.push(`${rel}: contains a <script> tag (rule pages ship no JavaScript)`);
  if (/\son[a-z]+\s*=\s*["']/i.test(html.replace(/<(pre|code)[\s\S]*?<\/\1>/gi, ''))) problems.push(`${rel}: contains an inline event handler`);
  if (RULE_PAGE.test(rel) || EMBED_PAGE.test(rel)) {
    rulePages++;
    const bodies = [...html.matchAll(/<div class="rule-body" data-rule-body="[^"]+">([\s\S]*?)<\/div>\s*(?:<nav|<details|<p class="embed-back"|<\/article>)/g)];
    const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? html.match(/<article[\s\S]*?<\/article>/)?.[0] ?? '';
    if (bodies.length === 0 && !/rules\/[^/]+\/index\.html$/.test(rel) && !/^((fr|de)\/)?rules\/index\.html$/.test(rel)) {
      problems.push(`${rel}: no rule body found`);
    }
    for (const b of bodies) {
      if (text(b[1]).length < 40) problems.push(`${rel}: the rule body is empty or nearly so ("${text(b[1]).slice(0, 40)}")`);
    }
    if (text(main).length < 80) problems.push(`${rel}: the page is empty`);
  }
}

// Every rule written in Markdown has its pages.
let expected = 0;
for (const lang of LANGS) {
  const base = join(contentDir, lang);
  if (!existsSync(base)) { problems.push(`no rules in ${lang}`); continue; }
  for (const file of walk(base)) {
    if (!file.endsWith('.md')) continue;
    const id = relative(base, file).split(sep).join('/').replace(/\.md$/, '');
    if (id.endsWith('/_game')) {
      const game = id.slice(0, -'/_game'.length);
      for (const p of [`${prefix(lang)}rules/${game}/index.html`]) if (!existsSync(join(dist, p))) problems.push(`missing ${p}`);
      continue;
    }
    const ruleId = id.replace(/\/_section$/, '');
    expected++;
    for (const p of [`${prefix(lang)}rules/${ruleId}/index.html`, `embed/${prefix(lang)}rules/${ruleId}/index.html`, `embed/${prefix(lang)}rules/${ruleId}.json`]) {
      if (!existsSync(join(dist, p))) problems.push(`missing ${p}`);
    }
  }
  for (const p of [`${prefix(lang)}rules/index.html`, `${prefix(lang)}rules/search/index.html`, `${prefix(lang)}rules/search-index.json`]) {
    if (!existsSync(join(dist, p))) problems.push(`missing ${p}`);
  }
}
for (const p of ['embed.js', 'rules-search.js']) if (!existsSync(join(dist, p))) problems.push(`missing ${p}`);

if (problems.length > 0) {
  console.error(`check-rule-pages: ${problems.length} problem(s)`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(`check-rule-pages: ${pages} pages under rules/ and embed/ checked (${rulePages} rule pages, ${expected} rules and sections × their pages), no script outside the search pages, none empty.`);
