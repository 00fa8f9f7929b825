/**
 * The match page names what it will load in its head (worker/http/match-preload.ts, issue 32):
 * its data (preload as fetch, when the page does not carry it already), the page's scripts and words and the game's board and text chunks
 * in the page's language (modulepreload, from the build's match-chunks.json), and the game's name.
 * Hostile or unknown ids get nothing of a game, and nothing but the build's paths is ever written.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { preloadTags, type MatchChunks } from '../../worker/http/match-preload';
import { BASE, register } from './helpers';

const page = async (path: string) => {
  const res = await SELF.fetch(`${BASE}${path}`, { headers: { Referer: `${BASE}/` } });
  return { status: res.status, html: await res.text() };
};
const chunks = async () => (await SELF.fetch(`${BASE}/match-chunks.json`)).json() as Promise<MatchChunks>;
const modulepreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

describe('the match page head', () => {
  it('carries the data, preloads the page and the game\'s chunks in the page\'s language, and names the game', async () => {
    const alice = await register('mpl');
    const created = await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2 });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const list = await chunks();
    for (const [path, lang, name] of [[`/match/?id=${id}`, 'en', 'Sengoku: Provinces at War'], [`/fr/match/?id=${id}`, 'fr', 'Sengoku : Provinces en guerre']] as const) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      const head = html.slice(0, html.indexOf('</head>'));
      // Its data comes in the page (test/worker/match-inline.test.ts): not preloaded.
      expect(head).toContain('<script type="application/json" id="match-page-data">');
      expect(head).not.toContain(`<link rel="preload" href="/api/matches/${id}/page"`);
      const listed = modulepreloads(head);
      const want = [...(list.page.any as string[]), ...(list.page[lang] as string[]), ...(list.games.sengoku!.any as string[]), ...(list.games.sengoku![lang] as string[])];
      expect(want.length).toBeGreaterThan(3);
      expect(new Set(listed)).toEqual(new Set(want));
      // Only this game's board: no other game's chunk is fetched.
      for (const other of ['nihon', 'rising-sun', 'white-castle-duel']) {
        for (const f of list.games[other]!.any as string[]) if (!want.includes(f)) expect(listed).not.toContain(f);
      }
      expect(head).toMatch(/<meta name="tenka-game" content="sengoku" data-name="[^"]+">/);
      if (name) expect(head).toContain(`data-name="${name}"`);
    }
  });

  it('gives a well-formed unknown id its data and the page\'s scripts only, and a hostile id nothing', async () => {
    const unknown = await page('/match/?id=0123456789abcdef');
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain('<link rel="preload" href="/api/matches/0123456789abcdef/page" as="fetch" crossorigin>');
    expect(unknown.html).not.toContain('tenka-game');
    for (const id of ['__proto__', '%22%3E%3Cscript%3Ealert(1)%3C/script%3E', 'a'.repeat(5000), '0123456789ABCDEF']) {
      const { status, html } = await page(`/match/?id=${id}`);
      expect(status).toBe(200);
      expect(html).not.toContain('rel="preload"');
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toContain('<script>alert');
    }
  });

  it('writes only the build\'s script paths, and no game the list does not hold', () => {
    const hostile: MatchChunks = {
      page: { any: ['/_astro/ok.js', '"><script>x</script>', '/elsewhere.js', 42, { __proto__: 1 }], en: 'not a list' },
      games: JSON.parse('{"__proto__": {"any": ["/_astro/proto.js"]}, "sengoku": {"any": ["/_astro/s.js", "javascript:1"], "en": ["/_astro/s-en.js"]}}'),
    };
    const tags = preloadTags('0123456789abcdef', 'en', 'sengoku', hostile);
    expect(modulepreloads(tags)).toEqual(['/_astro/ok.js', '/_astro/s.js', '/_astro/s-en.js']);
    expect(modulepreloads(preloadTags('0123456789abcdef', 'en', '__proto__', hostile))).toEqual(['/_astro/ok.js']);
    expect(preloadTags('0123456789abcdef', 'en', 'sengoku', null)).toContain('tenka-game');
    expect(preloadTags('not-an-id', 'en', 'sengoku', hostile)).toBe('');
  });
});
