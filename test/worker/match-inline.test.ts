/**
 * The match page carries its data (worker/http/match-inline.ts, issue 32): the answer of GET
 * /api/matches/:id/page as its reader sees it, in a JSON data block of the head, so the page draws
 * without a second round trip. The page is then the reader's own (private, never a 304), no
 * player's text can close the block, and a page whose data cannot come is served as before.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_TIMEOUT_MS, pageDataTag, scriptSafeJson } from '../../worker/http/match-inline';
import { BASE, register } from './helpers';

const page = async (path: string, headers: Record<string, string> = {}) => {
  const res = await SELF.fetch(`${BASE}${path}`, { headers: { Referer: `${BASE}/`, ...headers } });
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const BLOCK = /<script type="application\/json" id="match-page-data">([\s\S]*?)<\/script>/;
const dataOf = (html: string) => { const m = BLOCK.exec(html); return m ? JSON.parse(m[1]!) : null; };

async function activeMatch() {
  const alice = await register('inl'), bob = await register('inl');
  const created = await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2 });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect((await bob.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  return { alice, bob, id };
}

describe('the match page\'s data in the page', () => {
  it('is the reader\'s own answer of GET /page, private, and never answered by a 304', async () => {
    const { alice, id } = await activeMatch();
    const api = await alice.call('GET', `/api/matches/${id}/page`);
    const mine = await page(`/match/?id=${id}`, { Cookie: alice.cookie });
    expect(mine.status).toBe(200);
    const head = mine.html.slice(0, mine.html.indexOf('</head>'));
    const data = dataOf(head);
    expect(data).not.toBeNull();
    expect(data.user.username).toBe(alice.username);
    expect(data.match.you.seat).toBe(api.body.match.you.seat);
    expect(data.legal).toEqual(api.body.legal);
    expect(data.match.version).toBe(api.body.match.version);
    // Its data came with it: no preload of it; the page's scripts still are.
    expect(head).not.toContain(`rel="preload" href="/api/matches/${id}/page"`);
    expect(head).toContain('rel="modulepreload"');
    expect(mine.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(mine.headers.get('ETag')).toBeNull();
    expect(mine.headers.get('Vary') ?? '').toContain('Cookie');
    // A browser holding an older copy still gets the page whole, with today's data.
    const again = await page(`/match/?id=${id}`, { Cookie: alice.cookie, 'If-None-Match': '"anything"', 'If-Modified-Since': new Date().toUTCString() });
    expect(again.status).toBe(200);
    expect(dataOf(again.html)?.match.id).toBe(id);
    // A reader without a session gets what a spectator sees: no seat, no legal moves, no user.
    const stranger = dataOf((await page(`/match/?id=${id}`)).html);
    expect(stranger.user).toBeNull();
    expect(stranger.match.you).toBeNull();
    expect(stranger.legal).toEqual([]);
  });

  it('lets no player\'s text close the block', async () => {
    const { alice, bob, id } = await activeMatch();
    const hostile = '</script><script>alert(1)</script><!-- <script> </SCRIPT> \u2028\u2029 {"__proto__": {"x": 1}}';
    expect((await alice.call('POST', `/api/matches/${id}/messages`, { text: hostile })).status).toBe(201);
    const { html } = await page(`/match/?id=${id}`, { Cookie: bob.cookie });
    expect(html).not.toContain('<script>alert');
    expect(html.toLowerCase()).not.toContain('</script><script>');
    const block = BLOCK.exec(html)![1]!;
    expect(block).not.toContain('<');
    const data = JSON.parse(block);
    expect(data.messages.at(-1).text).toBe(hostile);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
  });

  it('is left out when there is no such match, and the page then preloads its data as before', async () => {
    const unknown = await page('/match/?id=0123456789abcdef');
    expect(unknown.status).toBe(200);
    expect(BLOCK.test(unknown.html)).toBe(false);
    expect(unknown.html).toContain('<link rel="preload" href="/api/matches/0123456789abcdef/page" as="fetch" crossorigin>');
    for (const id of ['__proto__', '%3C/script%3E', 'a'.repeat(5000)]) expect(BLOCK.test((await page(`/match/?id=${id}`)).html)).toBe(false);
  });

  it('is left out when the answer is refused, broken, or late', { timeout: 15_000 }, async () => {
    const req = new Request(`${BASE}/match/?id=0123456789abcdef`, { headers: { Cookie: 'tenka_session=x' } });
    const json = (body: string, status = 200) => async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
    expect(await pageDataTag(json('{"error":"not_found"}', 404), req, '0123456789abcdef')).toBeNull();
    expect(await pageDataTag(json('{"match": '), req, '0123456789abcdef')).toBeNull();
    expect(await pageDataTag(async () => new Response('<html>', { headers: { 'Content-Type': 'text/html' } }), req, '0123456789abcdef')).toBeNull();
    expect(await pageDataTag(async () => { throw new Error('down'); }, req, '0123456789abcdef')).toBeNull();
    const started = Date.now();
    expect(await pageDataTag(() => new Promise<Response>(() => {}), req, '0123456789abcdef')).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(PAGE_DATA_TIMEOUT_MS - 50);
    // Only the reader's cookie goes to the API, to this match's page.
    let asked: Request | null = null;
    const tag = await pageDataTag(async (r) => { asked = r; return json('{"match":{"id":"x"},"t":"</script>"}')(); }, req, '0123456789abcdef');
    expect(tag).toBe('<script type="application/json" id="match-page-data">{"match":{"id":"x"},"t":"\\u003c/script>"}</script>');
    expect(new URL(asked!.url).pathname).toBe('/api/matches/0123456789abcdef/page');
    expect(asked!.headers.get('Cookie')).toBe('tenka_session=x');
  });

  it('keeps the JSON the same once parsed', () => {
    const value = { a: '</script><!--', b: '\u2028\u2029', c: [[[['<']]]], ['__proto__']: 'kept as a key' };
    const text = scriptSafeJson(JSON.stringify(value));
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
  });
});
