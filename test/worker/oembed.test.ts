/** GET /oembed: the oEmbed answer for our rule pages, and nothing else. */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE } from './helpers';

async function oembed(query: string) {
  const res = await SELF.fetch(`${BASE}/oembed?${query}`);
  const text = await res.text();
  let body: any = null;
  try { body = JSON.parse(text); } catch { body = text; }
  return { status: res.status, body, headers: res.headers };
}
const q = (url: string, extra = '') => `url=${encodeURIComponent(url)}&format=json${extra}`;

describe('oEmbed', () => {
  it('answers a rule page with a rich iframe, the title in the page language, and the provider', async () => {
    const res = await oembed(q(`${BASE}/rules/sengoku/war/reinforcements/`));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.body).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Tenka', provider_url: `${BASE}/`, width: 480, height: 360 });
    expect(res.body.title).toMatch(/^Reinforcements — /);
    expect(res.body.html).toBe(`<iframe src="${BASE}/embed/rules/sengoku/war/reinforcements/" width="480" height="360" title="${res.body.title}" loading="lazy"></iframe>`);

    const fr = await oembed(q(`${BASE}/fr/rules/sengoku/war/reinforcements`, '&maxwidth=300&maxheight=200'));
    expect(fr.status).toBe(200);
    expect(fr.body.title).toMatch(/^Renforts — /);
    expect(fr.body.html).toContain(`src="${BASE}/embed/fr/rules/sengoku/war/reinforcements/"`);
    expect([fr.body.width, fr.body.height]).toEqual([300, 200]);
    // A section page is a rule page too.
    expect((await oembed(q(`${BASE}/de/rules/sengoku/war/`))).status).toBe(200);
  });

  it('is 404 for what is not one of our rule pages', async () => {
    for (const url of [
      `${BASE}/rules/sengoku/war/no-such-rule/`, // not a rule
      `${BASE}/rules/`, `${BASE}/rules/sengoku/`, `${BASE}/match/?id=x`, `${BASE}/`, // our pages, not rules
      'https://evil.example/rules/sengoku/war/reinforcements/', // another site
      `${BASE}/rules/sengoku/../../api/health/`, // normalised by URL: not under rules/
      `${BASE}/rules/Sengoku/War/`, `${BASE}/it/rules/sengoku/war/`, `${BASE}/rules/sengoku/war/reinforcements.json`,
      `${BASE.replace('http:', 'https:')}/rules/sengoku/war/reinforcements/`, // another origin (scheme)
      `http://user:pw@localhost/rules/sengoku/war/reinforcements/`,
      'javascript:alert(1)', 'data:text/html,<b>x</b>',
    ]) {
      const res = await oembed(q(url));
      expect(res.status, url).toBe(404);
      expect(res.body.error.code, url).toBe('not_found');
    }
  });

  it('refuses malformed input with 400, another format with 501', async () => {
    expect((await oembed('format=json')).status).toBe(400);
    expect((await oembed(q('not a url'))).status).toBe(400);
    expect((await oembed(q(`${BASE}/rules/${'a/'.repeat(1100)}`))).status).toBe(400);
    for (const bad of ['-1', '0', '1e3', '12px', '999999', ' 1']) {
      expect((await oembed(q(`${BASE}/rules/sengoku/war/`, `&maxwidth=${encodeURIComponent(bad)}`))).status, bad).toBe(400);
    }
    expect((await oembed(`url=${encodeURIComponent(`${BASE}/rules/sengoku/war/`)}&format=xml`)).status).toBe(501);
    // format may be left out (json is the default).
    expect((await oembed(`url=${encodeURIComponent(`${BASE}/rules/sengoku/war/`)}`)).status).toBe(200);
  });

  it('escapes the title into the iframe attribute', async () => {
    const res = await oembed(q(`${BASE}/rules/sengoku/war/reinforcements/`));
    const attr = res.body.html.match(/title="([^"]*)"/)[1] as string;
    expect(attr).not.toMatch(/[<>]/);
  });
});
