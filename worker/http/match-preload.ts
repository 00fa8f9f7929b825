/**
 * The match page starts everything it needs at once (issue 32, docs/architecture.md "The match
 * page's first load"). Served as is, the page loads in a chain: its script, then its words, then
 * its data, then the game's board, then the board's words, each waiting for the one before (five
 * round trips on a slow phone line). The Worker knows the match id from the URL and the game from
 * the index, so it names all of them in the page's head:
 *
 * - `<link rel=preload as=fetch crossorigin href=/api/matches/<id>/page>`: the page's data, fetched
 *   while the scripts download; the page's own `fetch` of the same URL takes this answer.
 * - `<link rel=modulepreload>` for the page's scripts, its words in the page's language, the game's
 *   board and text chunks and their words: the list the build wrote (site/match-chunks-plugin.mjs,
 *   `match-chunks.json`), read once per isolate.
 * - `<meta name=tenka-game content=<id> data-name=<name>>`: the game's name in the page's language,
 *   so the header has it before the games' list (GET /api/games) is fetched, after the board draws.
 *
 * Nothing here depends on who asks: the same match id gives the same head to everyone (the game of
 * a match is public: GET /api/matches/:id says it to anyone).
 */
import type { Lang } from '../engine/contract';
import { getGame } from '../games/registry';

const MATCH_ID = /^[0-9a-f]{16}$/;
const MATCH_PAGE = /^\/(?:(fr|de)\/)?match\/(?:index\.html)?$/;
/** A script path the build wrote: nothing else is put in an attribute. */
const CHUNK_PATH = /^\/_astro\/[\w.-]+\.js$/;

type Files = Partial<Record<'any' | Lang, unknown>>;
export interface MatchChunks { page: Files; games: Record<string, Files> }

let chunks: Promise<MatchChunks | null> | null = null;

/** The build's list (null when the build wrote none, or it is unreadable: the page then loads as before). */
export function matchChunks(assets: Fetcher, origin: string): Promise<MatchChunks | null> {
  chunks ??= assets.fetch(new Request(`${origin}/match-chunks.json`)).then(async (res) => {
    if (!res.ok) return null;
    const body = await res.json() as MatchChunks;
    return body && typeof body === 'object' && body.page && body.games ? body : null;
  }).catch(() => null);
  return chunks;
}

/** For tests: forget the list read (a new build). */
export function forgetMatchChunks(): void { chunks = null; }

/** The files of `files` for the language, as safe paths, in order. */
function listed(files: Files | undefined, lang: Lang): string[] {
  const all = [files?.any, files?.[lang]].flatMap((x) => (Array.isArray(x) ? x : []));
  return all.filter((f): f is string => typeof f === 'string' && CHUNK_PATH.test(f));
}

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The match id of a match page's URL (null: another page, or no well-formed id). */
export function matchPageId(url: URL): string | null {
  const id = url.searchParams.get('id') ?? '';
  return MATCH_PAGE.test(url.pathname) && MATCH_ID.test(id) ? id : null;
}

/**
 * The tags to add to a match page's head (empty for any other page, or a malformed id).
 * `dataInline`: the page carries its data (worker/http/match-inline.ts): no preload of it.
 */
export function preloadTags(id: string, lang: Lang, game: string | null, list: MatchChunks | null, dataInline = false): string {
  if (!MATCH_ID.test(id)) return '';
  // Only a game of the registry: a name from elsewhere never picks an entry of the list.
  const def = game ? getGame(game) : undefined;
  const scripts = new Set([...listed(list?.page, lang), ...(def && Object.hasOwn(list?.games ?? {}, def.id) ? listed(list!.games[def.id], lang) : [])]);
  return [
    ...(dataInline ? [] : [`<link rel="preload" href="/api/matches/${id}/page" as="fetch" crossorigin>`]),
    ...[...scripts].map((f) => `<link rel="modulepreload" href="${f}">`),
    ...(def ? [`<meta name="tenka-game" content="${escapeAttr(def.id)}" data-name="${escapeAttr(def.name[lang] ?? def.name.en)}">`] : []),
  ].join('');
}

/** The game of a match from the index (null: no such match). */
async function gameOf(db: D1Database, id: string): Promise<string | null> {
  const row = await db.prepare('SELECT game FROM matches WHERE id = ?').bind(id).first<{ game: string }>();
  return row?.game ?? null;
}

/**
 * A match page being served (200): its head names what the page will load (see above), and carries
 * the page's data when `data` gives its block (worker/http/match-inline.ts).
 */
export async function withPreloads(res: Response, env: { DB: D1Database; ASSETS: Fetcher }, url: URL, data: Promise<string | null> = Promise.resolve(null)): Promise<Response> {
  const page = MATCH_PAGE.exec(url.pathname);
  const id = matchPageId(url);
  if (!page || res.status !== 200 || !id) return res;
  const lang = (page[1] as Lang | undefined) ?? 'en';
  const [game, list, block] = await Promise.all([gameOf(env.DB, id).catch(() => null), matchChunks(env.ASSETS, url.origin), data]);
  const tags = preloadTags(id, lang, game, list, block !== null) + (block ?? '');
  const out = new HTMLRewriter().on('head', { element: (el) => { el.append(tags, { html: true }); } }).transform(res);
  if (block === null) return out;
  // The page now holds the reader's own data: theirs only, and never answered from a cache by a 304.
  const headers = new Headers(out.headers);
  headers.delete('ETag');
  headers.delete('Last-Modified');
  headers.set('Cache-Control', 'private, no-cache');
  headers.append('Vary', 'Cookie');
  return new Response(out.body, { status: out.status, statusText: out.statusText, headers });
}
