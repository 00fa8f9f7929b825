/**
 * The match page's data in the page itself (issue 32, docs/architecture.md "The match page's first
 * load"). The page draws nothing before it has its data (GET /api/matches/:id/page), and asking for
 * it after the page came costs a second round trip on every visit, warm or cold (150 ms and more on
 * a slow phone line, plus the Worker's time). The Worker, serving a match page, asks its own API
 * for the same answer with the reader's cookie, alongside the page's file, and writes it into the
 * head as a JSON data block:
 *
 *   <script type="application/json" id="match-page-data">{…the answer of GET /page…}</script>
 *
 * A data block is not run (the Content-Security-Policy, which allows no inline script, lets it be),
 * and every `<` of the JSON is written `\u003c`, so no text of a player (a message, a name) can
 * close the block. The answer is the reader's own (their seat's view, their legal moves): the page
 * is then private to them (`Cache-Control: private, no-cache`, no ETag: a 304 would bring back old
 * data). When the answer is not a 200, or comes late, the page is served without it and fetches
 * its data itself (the head's preload, worker/http/match-preload.ts).
 */

/** The id of the data block (site/src/client/match/index.tsx reads it). */
export const PAGE_DATA_ID = 'match-page-data';
/** Past this the page goes without its data (the page asks for it then): a slow match never holds the page back for long. */
export const PAGE_DATA_TIMEOUT_MS = 3000;

/** Calls the Worker's own API (the same routes, middleware and checks as a request from outside). */
export type ApiFetch = (req: Request) => Promise<Response>;

/** A JSON text made safe inside a `<script type="application/json">` block: no `<`, so no `</script` or `<!--`. */
export function scriptSafeJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The answer of GET /api/matches/:id/page as the reader of `page` sees it, as JSON text (null: not
 * a 200, not JSON, an error or later than the timeout; the page then fetches its data itself).
 */
export async function pageAnswer(apiFetch: ApiFetch, page: Request, id: string): Promise<string | null> {
  const headers = new Headers();
  // Only who the reader is: their session cookie (a bearer token never comes with a page).
  const cookie = page.headers.get('Cookie');
  if (cookie) headers.set('Cookie', cookie);
  for (const h of ['CF-Connecting-IP', 'User-Agent']) { const v = page.headers.get(h); if (v) headers.set(h, v); }
  const url = new URL(`/api/matches/${id}/page`, page.url);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), PAGE_DATA_TIMEOUT_MS); });
  const asked = (async () => {
    const res = await apiFetch(new Request(url, { headers }));
    if (res.status !== 200 || !(res.headers.get('Content-Type') ?? '').includes('application/json')) { await res.body?.cancel(); return null; }
    const text = await res.text();
    // Only what parses: a broken answer would break the page's own reading of it.
    JSON.parse(text);
    return text;
  })().catch(() => null);
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The data block of an answer (pageAnswer's text). */
export function dataBlock(text: string): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(text)}</script>`;
}

/** The data block for the match `id` as the reader of `page` sees it (null as pageAnswer). */
export async function pageDataTag(apiFetch: ApiFetch, page: Request, id: string): Promise<string | null> {
  const text = await pageAnswer(apiFetch, page, id);
  return text === null ? null : dataBlock(text);
}

/** The page's request to the site's files without its conditions: a match page is always sent whole (its data is new each time). */
export function unconditional(req: Request): Request {
  const out = new Request(req);
  out.headers.delete('If-None-Match');
  out.headers.delete('If-Modified-Since');
  return out;
}
