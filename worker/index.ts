/**
 * The Worker: the API under /api, and the Astro site (static assets) for everything else.
 */
import { isLang, LANGS, type Lang } from './engine/contract';
import { Hono } from 'hono';
import { createApi } from './api';
import type { Env } from './env';

export { MatchRoom } from './match/room';
import { guardD1 } from './db/guard';
import { oembed } from './http/oembed';
import { withPreview } from './http/match-card';
import { matchPageId, withPreloads } from './http/match-preload';
import { firstDrawHtml, withFirstDraw } from './http/match-first-draw';
import { dataBlock, pageAnswer, unconditional } from './http/match-inline';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { receiveMail } from './mail/inbound';

const LANG_COOKIE = 'tenka_lang';

/** The language a path is in: /fr/... and /de/..., English otherwise. */
function pathLang(pathname: string): Lang {
  const m = pathname.match(/^\/(fr|de)(\/|$)/);
  return (m?.[1] as 'fr' | 'de') ?? 'en';
}

/** The first of fr/de/en that the browser asks for, if any. */
export function preferredLang(acceptLanguage: string | null): Lang | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage.split(',').map((part, i) => {
    const [tag, ...params] = part.trim().split(';');
    const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
    return { lang: tag!.trim().toLowerCase().slice(0, 2), q: Number.isFinite(q) ? q : 0, i };
  }).sort((a, b) => b.q - a.q || a.i - b.i);
  return (ranked.find((r) => isLang(r.lang))?.lang as Lang | undefined) ?? null;
}

const app = new Hono<{ Bindings: Env }>();
app.use('*', requestLog);
app.use('*', securityHeaders);
app.route('/api', createApi());
app.get('/oembed', oembed);

app.all('*', async (c) => {
  const url = new URL(c.req.url);
  const isPage = c.req.method === 'GET' && !/\.[a-z0-9]+$/i.test(url.pathname);
  // Visitors arriving from elsewhere on an English (unprefixed) page get their language: the one
  // they chose before (cookie), else their browser's. Links inside the site never redirect.
  if (isPage && pathLang(url.pathname) === 'en' && !url.pathname.startsWith('/embed')) {
    const referer = c.req.header('Referer');
    const fromHere = referer ? URL.canParse(referer) && new URL(referer).origin === url.origin : false;
    const cookieLang = c.req.header('Cookie')?.match(new RegExp(`${LANG_COOKIE}=(${LANGS.join('|')})`))?.[1] ?? null;
    const wanted = cookieLang ?? preferredLang(c.req.header('Accept-Language') ?? null);
    if (!fromHere && wanted && wanted !== 'en') {
      return c.redirect(`/${wanted}${url.pathname}${url.search}`, 302);
    }
  }
  // A finished match's page carries its link preview (Open Graph tags and a PNG card).
  // A match page names what it will load, so the browser fetches it all at once (http/match-preload.ts),
  // and carries its data, asked of the API alongside the page's file (http/match-inline.ts).
  const matchId = isPage ? matchPageId(url) : null;
  const answer = matchId ? pageAnswer((req) => Promise.resolve(app.fetch(req, c.env, c.executionCtx)), c.req.raw, matchId) : null;
  const data = answer?.then((text) => (text === null ? null : dataBlock(text)));
  // And its first draw, rendered from that data (http/match-first-draw.ts).
  const lang = pathLang(url.pathname);
  const draw = answer && c.env.MATCH_FIRST_DRAW !== 'off' ? answer.then((text) => (text === null ? null : firstDrawHtml(text, matchId!, lang, url))) : null;
  const file = await c.env.ASSETS.fetch(matchId ? unconditional(c.req.raw) : c.req.raw);
  let res = isPage ? await withPreloads(await withPreview(file, c.env.DB, url), c.env, url, data) : file;
  const html = res.status === 200 ? await draw : null;
  if (html) res = withFirstDraw(res, html);
  // Mutable headers: the security headers (http/security-headers.ts) are set on it after this handler.
  const out = new Response(res.body, res);
  // A 304 (the page is in the browser's cache) refreshes the choice too: the language last read is the one kept.
  const isHtml = (res.ok && (res.headers.get('Content-Type') ?? '').includes('text/html')) || res.status === 304;
  // French and German pages may carry their cookie from site/public/_headers already (the rule pages are served without the Worker).
  if (isPage && isHtml && !url.pathname.startsWith('/embed') && !out.headers.has('Set-Cookie')) {
    out.headers.append('Set-Cookie', `${LANG_COOKIE}=${pathLang(url.pathname)}; Path=/; Max-Age=31536000; SameSite=Lax`);
  }
  return out;
});

export default {
  // Every D1 call goes through the guard (Cloudflare's value limit, round-trip counts).
  fetch: (request, env, ctx) => app.fetch(request, { ...env, DB: guardD1(env.DB, Number(env.D1_EXTRA_LATENCY_MS ?? 0)) }, ctx),
  // Replies to turn mails (Cloudflare Email Routing → this Worker): play by mail (mail/inbound.ts).
  email: async (message, env) => { await receiveMail(message, { ...env, DB: guardD1(env.DB, Number(env.D1_EXTRA_LATENCY_MS ?? 0)) }); },
} satisfies ExportedHandler<Env>;
