/// <reference lib="dom" />
/**
 * "Embed or cite this rule" as a visitor would use it: the two snippets copied from a rule page
 * (absolute URLs from the configured site origin) and the oEmbed answer found by the page's
 * discovery link, pasted on a page of ANOTHER origin (a tiny Node server on another port), show
 * the rule in Chromium: the iframe, the hover card of embed.js, the oEmbed iframe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type Server as HttpServer } from 'node:http';
import { CHROMIUM_ARGS, chromiumPath, freePort, startServer, type Server } from './server';

/** The origin the site was built for (astro.config `site`: $SITE_ORIGIN, wrangler.toml [vars], or this). */
const BUILT_ORIGIN = process.env.SITE_ORIGIN ?? 'http://localhost:8787';

let server: Server;
let browser: Browser;
let other: HttpServer;
let otherUrl = '';
/** The page the other site serves (set by each test). */
let otherPage = '';

beforeAll(async () => {
  server = await startServer({ vars: { SITE_ORIGIN: BUILT_ORIGIN } });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const port = await freePort();
  other = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(otherPage);
  });
  await new Promise<void>((r) => other.listen(port, '127.0.0.1', () => r()));
  otherUrl = `http://127.0.0.1:${port}/`;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  other?.close();
});

const unescapeHtml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/**
 * The configured origin is where the operator's site lives; in this test that site is the local
 * server on its own port, so the copied text points there (exactly what docs/embed.md's example
 * shows, with its host).
 */
const atTestServer = (s: string) => s.split(BUILT_ORIGIN).join(server.url);

async function openOther(html: string): Promise<Page> {
  otherPage = `<!doctype html><html lang="en"><head><title>Our club</title></head><body><h1>Our club's wiki</h1>${html}</body></html>`;
  const page = await browser.newPage();
  await page.goto(otherUrl);
  return page;
}

describe('embedding the rules on another site', () => {
  it('the copied snippets are absolute, and render the rule in an iframe and as a hover card', async () => {
    const rulePage = await (await fetch(`${server.url}/fr/rules/sengoku/war/reinforcements/`)).text();
    const snippets = [...rulePage.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => unescapeHtml(m[1]!));
    expect(snippets).toHaveLength(2);
    const [iframe, card] = snippets as [string, string];
    expect(iframe).toContain(`src="${BUILT_ORIGIN}/embed/fr/rules/sengoku/war/reinforcements/"`);
    expect(card).toContain(`<script src="${BUILT_ORIGIN}/embed.js" defer></script>`);
    expect(card).toContain('data-rule="sengoku/war/reinforcements"');
    // No script on the rule page itself, and the oEmbed discovery link is there.
    expect(rulePage).not.toMatch(/<script/);
    expect(rulePage).toContain(`type="application/json+oembed" href="${BUILT_ORIGIN}/oembed?url=${encodeURIComponent(`${BUILT_ORIGIN}/fr/rules/sengoku/war/reinforcements/`).replace(/&/g, '&amp;')}&amp;format=json"`);

    const page = await openOther(`${atTestServer(iframe)}\n<p>Voir ${atTestServer(card)}</p>`);
    const frame = page.frameLocator('iframe');
    await frame.locator('h1').waitFor({ timeout: 20_000 });
    expect(await frame.locator('h1').textContent()).toMatch(/Renforts/);
    expect(await frame.locator('html').getAttribute('lang')).toBe('fr');
    await page.locator('a[data-rule]').hover();
    await page.waitForFunction(() => /renfort/i.test(document.querySelector('tenka-rule-card')?.shadowRoot?.textContent ?? ''), undefined, { timeout: 20_000 });
    await page.close();
  });

  it('an oEmbed consumer finds the endpoint on the rule page and embeds its html', async () => {
    const pageUrl = `${server.url}/rules/sengoku/war/reinforcements/`;
    const html = await (await fetch(pageUrl)).text();
    const discovered = unescapeHtml(html.match(/<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/)![1]!);
    const answer = await (await fetch(atTestServer(discovered))).json() as { type: string; html: string; title: string; provider_name: string };
    expect(answer).toMatchObject({ type: 'rich', provider_name: 'Tenka' });
    expect(answer.title).toMatch(/^Reinforcements — /);
    expect(answer.html).toContain(`src="${BUILT_ORIGIN}/embed/rules/sengoku/war/reinforcements/"`);

    const page = await openOther(atTestServer(answer.html));
    const frame = page.frameLocator('iframe');
    await frame.locator('h1').waitFor({ timeout: 20_000 });
    expect(await frame.locator('h1').textContent()).toMatch(/Reinforcements/);
    // A page of the site itself refuses to be framed elsewhere (frame-ancestors 'none').
    otherPage = `<!doctype html><html><body><iframe id="not-embed" src="${server.url}/rules/sengoku/war/reinforcements/"></iframe></body></html>`;
    const blocked: string[] = [];
    page.on('console', (m) => { if (/frame-ancestors|Refused to frame/i.test(m.text())) blocked.push(m.text()); });
    await page.goto(otherUrl);
    await expect.poll(() => blocked.length, { timeout: 20_000 }).toBeGreaterThan(0);
    // Chromium shows its own error page in the frame, never the rule.
    const shown = await page.frameLocator('#not-embed').locator('body').textContent({ timeout: 5_000 }).catch(() => '');
    expect(shown).not.toMatch(/Reinforcements/);
    await page.close();
  });
});
