/**
 * The match page's first draw from the Worker (worker/http/match-first-draw.ts, issue 32): the page
 * arrives with `#match-root` drawn from the reader's own data, and a page whose draw cannot be made
 * is served as before (the browser draws it). The browser test (test/browser/server-draw.test.ts)
 * checks the markup against the page's own first draw.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { firstDrawHtml, withoutStyles } from '../../worker/http/match-first-draw';
import { BASE, register } from './helpers';

const ROOT = /<div id="match-root"([^>]*)>([\s\S]*?)<\/aside>/;
const page = async (path: string, cookie?: string) => {
  const res = await SELF.fetch(`${BASE}${path}`, { headers: { Referer: `${BASE}/`, ...(cookie ? { Cookie: cookie } : {}) } });
  return { status: res.status, html: await res.text() };
};

describe('the match page\'s first draw from the Worker', () => {
  it('is drawn from the reader\'s own data: their seat, their moves, their language', async () => {
    const alice = await register('fdw'), bob = await register('fdw');
    const created = await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2 });
    const id = created.body.id as string;
    expect((await bob.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    const awaited = (await alice.call('GET', `/api/matches/${id}`)).body.awaiting as number[];
    const [mover, other] = awaited.includes(0) ? [alice, bob] : [bob, alice];
    const mine = await page(`/match/?id=${id}`, mover.cookie);
    const root = ROOT.exec(mine.html);
    expect(root?.[1]).toContain('data-first-draw="server"');
    expect(root?.[2]).toContain('id="board"');
    expect(root?.[2]).toContain(`>${mover.username}</a> (you)`);
    expect(root?.[2]).toContain('class="secondary kit-move');
    // The other player sees no move to make; a stranger sees the board as a spectator.
    const theirs = ROOT.exec((await page(`/match/?id=${id}`, other.cookie)).html)?.[2] ?? '';
    expect(theirs).toContain('id="board"');
    expect(theirs).not.toContain('kit-move');
    const stranger = ROOT.exec((await page(`/match/?id=${id}`)).html)?.[2] ?? '';
    expect(stranger).not.toContain('(you)');
    // In the page's language.
    const fr = ROOT.exec((await page(`/fr/match/?id=${id}`, mover.cookie)).html)?.[2] ?? '';
    expect(fr).toContain('href="/fr/rules/sengoku/"');
    expect(fr).toContain('Sengoku');
  });

  it('carries no style attribute (the site\'s policy blocks them in HTML), and nothing else is cut', () => {
    const rendered = '<p class="a" style="--clan:#c33;display:block;" title="x style=&quot;y&quot;">a style=&quot;x&quot; &lt;b></p><i style="">i</i>';
    expect(withoutStyles(rendered)).toBe('<p class="a" title="x style=&quot;y&quot;">a style=&quot;x&quot; &lt;b></p><i>i</i>');
  });

  it('is left out for an open match, a page without data, and a broken or foreign answer', async () => {
    const alice = await register('fdw');
    const open = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id as string;
    const served = await page(`/match/?id=${open}`, alice.cookie);
    expect(served.status).toBe(200);
    expect(served.html).not.toContain('data-first-draw');
    expect((await page('/match/?id=0123456789abcdef')).html).not.toContain('data-first-draw');
    const url = new URL(`${BASE}/match/?id=0123456789abcdef`);
    for (const answer of ['{', '{"match":{"game":"chess","status":"active"}}', '{"match":{"game":"__proto__"}}', '{"match":{"game":"sengoku","status":"active"}}', '[]']) {
      expect(await firstDrawHtml(answer, '0123456789abcdef', 'en', url), answer).toBeNull();
    }
  });
});
