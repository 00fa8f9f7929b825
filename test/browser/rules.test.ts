/**
 * The rules reference in a real browser: a rules page, the search, a deep link in another
 * language, an embed framed by another local origin (iframe and hover card), and a rule citation
 * followed from a refused move on a match page.
 */
/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { createServer, type Server as HttpServer } from 'node:http';
import { CHROMIUM_ARGS, chromiumPath, freePort, type Server } from './server';
import { sharedServer } from './shared-server';

let server: Server;
let browser: Browser;
let otherSite: HttpServer;
let otherUrl = '';

beforeAll(async () => {
  server = sharedServer();
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  // Another site (another origin: another port) that embeds our rules.
  const port = await freePort();
  otherSite = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><body>
      <h1>Our club's wiki</h1>
      <iframe id="rule-frame" src="${server.url}/embed/rules/sengoku/war/reinforcements/" width="500" height="300"></iframe>
      <p>See <a id="hover-link" data-rule="sengoku/deployment/katana" href="#">the katana rule</a>.</p>
      <script src="${server.url}/embed.js"></script></body></html>`);
  });
  await new Promise<void>((r) => otherSite.listen(port, '127.0.0.1', () => r()));
  otherUrl = `http://127.0.0.1:${port}/`;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  otherSite?.close();
});

describe('the rules reference', () => {
  it('shows a game page with every rule addressable, and rule pages ship no JavaScript', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/rules/sengoku/`);
    expect(await page.locator('[id="sengoku/war/reinforcements"]').count()).toBe(1);
    expect(await page.locator('[id="sengoku/tactics/ninja"]').count()).toBe(1);
    expect(await page.locator('script').count()).toBe(0);
    expect(await page.locator('svg').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('shows each game\'s data provenance by mark, generated from the data, in German too, without script', async () => {
    const page = await browser.newPage();
    for (const [game, open] of [['white-castle-duel', 'I-B07'], ['rising-sun', 'oshu – kyoto'], ['sengoku', 'TSUTSUJIGASAKI']] as const) {
      await page.goto(`${server.url}/de/rules/${game}/data/provenance/`);
      expect(await page.locator('script').count()).toBe(0);
      const rows = page.locator('table.prov-scale tbody tr');
      expect(await rows.count()).toBe(4);
      expect(await rows.first().textContent()).toContain('zwei Quellen');
      // The list of facts below two sources opens without JavaScript (details/summary) and names the open ones.
      await page.locator('details.prov-open summary').click();
      const listed = await page.locator('details.prov-open tbody').textContent();
      expect(listed, game).toContain(open);
      // Every fact is counted once: the listed ones plus those with two sources.
      const counts = (await rows.locator('td:last-child').allTextContents()).map(Number);
      expect(counts.reduce((a, n) => a + n, 0), game).toBe(counts[0]! + await page.locator('details.prov-open tbody tr').count());
    }
    await page.close();
  });

  it('searches and follows a result', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/rules/search/`);
    // Several games have katanas: narrow to Sengoku.
    await page.selectOption('#rules-search-game', 'sengoku');
    await page.locator('#rules-search-q').fill('katana');
    await page.locator('#rules-search-q').press('Enter');
    const first = page.locator('#rules-search-results a').first();
    await first.waitFor();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/\/rules\/sengoku\//);
    await first.click();
    await page.waitForURL(/\/rules\/sengoku\//);
    expect((await page.locator('main').textContent())!.toLowerCase()).toContain('katana');
    await page.close();
  });

  it('opens a deep link in French', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${server.url}/fr/rules/sengoku/war/reinforcements/`);
    expect(res!.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('h1').textContent()).toMatch(/Renforts/);
    expect(await page.locator('script').count()).toBe(0);
    await page.close();
  });

  it('is embedded by another site: an iframe and a hover card', async () => {
    const page = await browser.newPage();
    await page.goto(otherUrl);
    const frame = page.frameLocator('#rule-frame');
    await frame.locator('h1, h2').first().waitFor({ timeout: 30_000 });
    expect((await frame.locator('body').textContent())!.length).toBeGreaterThan(50);
    await page.locator('#hover-link').hover();
    const card = page.locator('tenka-rule-card');
    await card.waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForFunction(() => {
      const host = document.querySelector('tenka-rule-card');
      const text = host?.shadowRoot?.textContent ?? '';
      return /katana/i.test(text);
    });
    await page.close();
  });

  it('links a refused move to the rule that refused it', async () => {
    // Two players over the API; the page belongs to whoever must act first.
    const reg = async (name: string) => {
      const res = await fetch(`${server.url}/api/auth/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: name, password: 'a long passphrase' }) });
      return { name, cookie: res.headers.get('set-cookie')!.split(';')[0]!, token: ((await res.json()) as any).token as string };
    };
    const suffix = Date.now() % 100000;
    const a = await reg(`ruleA${suffix}`), b = await reg(`ruleB${suffix}`);
    const created = await (await fetch(`${server.url}/api/matches`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: a.cookie }, body: JSON.stringify({ game: 'sengoku', players: 2 }) })).json() as any;
    const joined = await (await fetch(`${server.url}/api/matches/${created.id}/join`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: b.cookie }, body: '{}' })).json() as any;
    const mover = joined.awaiting[0] === 0 ? a : b;
    const context = await browser.newContext();
    await context.addCookies([{ name: 'tenka_session', value: mover.token, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/de/match/?id=${created.id}&dev=1`);
    await page.locator('#turn[data-mine=yes]').waitFor();
    await page.locator('#raw-move-box summary').click();
    await page.locator('#raw-move').fill('{"type": "reroll"}');
    await page.locator('#raw-move-send').click();
    const link = page.locator('#refusal-rule');
    await link.waitFor();
    const rule = await link.getAttribute('data-rule');
    expect(rule).toMatch(/^sengoku\/deployment\//);
    expect(await link.getAttribute('href')).toBe(`/de/rules/${rule}/`);
    await link.click();
    await page.waitForURL(new RegExp(`/de/rules/${rule}/$`));
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect((await page.locator('h1').textContent())!.length).toBeGreaterThan(2);
    await context.close();
  });
});
