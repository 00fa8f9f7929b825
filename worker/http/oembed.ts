/**
 * GET /oembed?url=<a rule page>&format=json[&maxwidth=…&maxheight=…]: the oEmbed answer
 * (https://oembed.com, type "rich") for a rule's page, so a blog or forum that speaks oEmbed
 * turns a pasted rule link into the rule's card. The rule pages announce it with
 * <link rel="alternate" type="application/json+oembed">.
 *
 * Only our rule pages are known: the URL must be on this site (SITE_ORIGIN or the request's own
 * origin) and name a rule that the built site has (its /embed/…/rules/<id>.json); anything else
 * is a 404. The title is the rule's, in the page's language.
 */
import type { Context } from 'hono';
import type { Env } from '../env';

const DEFAULT_WIDTH = 480;
const DEFAULT_HEIGHT = 360;
const MAX_URL = 2048;
/** /rules/<id>/, /fr/rules/<id>/, /de/rules/<id>/ (id: lower-case words, up to 8 levels). */
const RULE_PAGE = /^\/(?:(fr|de)\/)?rules\/([a-z0-9][a-z0-9-]{0,63}(?:\/[a-z0-9][a-z0-9-]{0,63}){0,7})\/?$/;

interface RuleJson { id: string; lang: string; title: string; gameTitle: string; embed: string; url: string }

const problem = (c: Context, status: 400 | 404 | 501, message: string) =>
  c.json({ error: { code: status === 404 ? 'not_found' : status === 501 ? 'not_implemented' : 'bad_request', message } }, status);

/** A size asked for: a whole number of pixels, or nothing. */
function size(raw: string | undefined): number | null | 'bad' {
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1) return 'bad';
  return Number(raw);
}

export function siteOrigin(c: Context<{ Bindings: Env }>): string {
  const configured = c.env.SITE_ORIGIN;
  if (configured && URL.canParse(configured)) return new URL(configured).origin;
  return new URL(c.req.url).origin;
}

export async function oembed(c: Context<{ Bindings: Env }>) {
  const format = c.req.query('format') ?? 'json';
  if (format !== 'json') return problem(c, 501, 'Only format=json is offered.');
  const raw = c.req.query('url');
  if (!raw) return problem(c, 400, 'The url parameter (a rule page of this site) is required.');
  if (raw.length > MAX_URL || !URL.canParse(raw)) return problem(c, 400, 'The url parameter is not a URL.');
  const maxwidth = size(c.req.query('maxwidth'));
  const maxheight = size(c.req.query('maxheight'));
  if (maxwidth === 'bad' || maxheight === 'bad') return problem(c, 400, 'maxwidth and maxheight are whole numbers of pixels.');

  const url = new URL(raw);
  const origin = siteOrigin(c);
  const own = new Set([origin, new URL(c.req.url).origin]);
  const page = url.pathname.match(RULE_PAGE);
  if (!own.has(url.origin) || !page || url.username || url.password) return problem(c, 404, 'Not a rule page of this site.');
  const lang = page[1] ?? 'en';
  const id = page[2]!;

  // The built site knows the rules: a rule id is real when its embed JSON is among the assets.
  const asset = await c.env.ASSETS.fetch(new Request(`${new URL(c.req.url).origin}/embed/${lang === 'en' ? '' : `${lang}/`}rules/${id}.json`));
  if (asset.status !== 200) {
    await asset.body?.cancel();
    return problem(c, 404, 'No such rule.');
  }
  const rule = await asset.json() as RuleJson;
  // Never over what the consumer allows (oEmbed: maxwidth/maxheight are upper bounds).
  const width = Math.min(DEFAULT_WIDTH, maxwidth ?? DEFAULT_WIDTH);
  const height = Math.min(DEFAULT_HEIGHT, maxheight ?? DEFAULT_HEIGHT);
  const title = `${rule.title} — ${rule.gameTitle}`;
  return c.json({
    version: '1.0',
    type: 'rich',
    provider_name: 'Tenka',
    provider_url: `${origin}/`,
    title,
    html: `<iframe src="${origin}${rule.embed}" width="${width}" height="${height}" title="${escapeAttr(title)}" loading="lazy"></iframe>`,
    width,
    height,
    cache_age: 86400,
  }, 200, { 'Cache-Control': 'public, max-age=3600' });
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
