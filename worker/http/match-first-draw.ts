/**
 * The match page's first draw, rendered by the Worker into the page (issue 32, docs/architecture.md
 * "The first draw from the Worker"). The Worker already writes the reader's page data into the
 * page (match-inline.ts); here it also renders the page's first draw from that data, with the
 * page's own components (site/src/client/match/ssr.tsx, built into site/dist-ssr/match-ssr.js),
 * into `<div id="match-root">`. A phone then shows the board as the HTML arrives; the page's
 * script draws over the same nodes when it has loaded, and a tap made before that is kept and
 * replayed (site/src/client/match/early-tap.js).
 *
 * Best effort, never in the way: an answer that is not the page's data, a render that throws or
 * does not finish within FIRST_DRAW_TIMEOUT_MS, leaves the page as it was (the browser draws it).
 * `MATCH_FIRST_DRAW = "off"` turns it off (a render costs 2-40 ms of the Worker's CPU per match
 * page: over the Workers Free plan's 10 ms a request for the larger boards).
 */
import type { Lang } from '../engine/contract';
import { getGame } from '../games/registry';

/** Past this the page is served without its first draw (the first render of an isolate loads the boards' module). */
export const FIRST_DRAW_TIMEOUT_MS = 1000;
/** The attribute `#match-root` carries when it holds the Worker's draw (the page's script reads it). */
export const FIRST_DRAW_ATTR = 'data-first-draw';

/** The HTML of the first draw (null: not rendered; the page draws itself). */
export async function firstDrawHtml(answer: string, id: string, lang: Lang, url: URL): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), FIRST_DRAW_TIMEOUT_MS); });
  const rendered = (async () => {
    const data = JSON.parse(answer) as { match?: { game?: unknown; status?: unknown } };
    const def = typeof data.match?.game === 'string' ? getGame(data.match.game) : undefined;
    // Only a game of the registry; an open match (its seats only, no board) gains nothing.
    if (!def || data.match?.status === 'open') return null;
    const { renderFirstDraw } = await import('../../site/dist-ssr/match-ssr.js');
    return withoutStyles(await renderFirstDraw({ id, lang, data, hint: def.name[lang] ?? def.name.en, origin: url.origin, path: url.pathname + url.search }));
  })().catch((e) => { console.warn(`match page ${id}: first draw not rendered: ${String(e)}`); return null; });
  try {
    return await Promise.race([rendered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The rendered HTML without its style attributes (a clan's colour, a swatch): the site's policy
 * blocks them in HTML, and the browser would report each one; the page's script sets them when it
 * takes over. The render writes every `"` of a value or a text as `&quot;`, so nothing else goes.
 */
export function withoutStyles(html: string): string {
  return html.replace(/ style="[^"]*"/g, '');
}

/** `res` (a match page) with `html` as the content of its `#match-root`. */
export function withFirstDraw(res: Response, html: string): Response {
  return new HTMLRewriter().on('#match-root', {
    element: (el) => { el.setInnerContent(html, { html: true }); el.setAttribute(FIRST_DRAW_ATTR, 'server'); },
  }).transform(res);
}
