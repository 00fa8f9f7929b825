/// <reference lib="dom" />
/**
 * The site passes its own Content-Security-Policy in Chromium: the main pages (home, rules, a
 * rule, account with a sign-up, my matches, the match page while a match is played live, an
 * embed) load and work with no "Refused to ..." violation. And under `wrangler dev` (the real
 * assets routing of wrangler.toml), what is served without the Worker carries the same headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { registerAccount, type Server } from './server';
import { openShared } from './shared-server';
import { DESKTOP, keepScreenshot, PHONE } from './board-audit';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

/** Every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (m) => { if (/Refused to|Content Security Policy|CSP violation/i.test(m.text())) seen.push(`${page.url()}: ${m.text()}`); });
  page.on('pageerror', (e) => seen.push(`${page.url()}: page error ${e.message}`));
  return seen;
}

async function call(method: string, path: string, cookie?: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, { method, headers: { ...(cookie ? { Cookie: cookie } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, headers: res.headers, json: await res.json().catch(() => null) as any };
}

describe('Content-Security-Policy in Chromium', () => {
  it('home, rules, a rule, account, my matches, an embed and a live match page: no violation', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const csp: Record<string, string | null> = {};
    for (const path of ['/', '/fr/', '/rules/', '/de/rules/', '/rules/sengoku/', '/embed/rules/sengoku/overview/']) {
      const res = await page.goto(`${server.url}${path}`);
      expect(res?.status(), path).toBe(200);
      csp[path] = res!.headers()['content-security-policy'] ?? null;
      await page.waitForLoadState('networkidle');
    }
    expect(Object.values(csp).every((v) => v?.includes("default-src 'self'"))).toBe(true);
    expect(csp['/']).toContain("frame-ancestors 'none'");
    expect(csp['/de/rules/']).toContain("frame-ancestors 'none'");
    expect(csp['/embed/rules/sengoku/overview/']).toContain('frame-ancestors *');
    // The unsubscribe page, written by the Worker with one inline style and its own policy.
    expect((await page.goto(`${server.url}/api/mail/unsubscribe?t=not-a-token`))?.status()).toBe(400);
    expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).not.toBe('none');

    // Account: sign up through the form (scripts, fetch, the page's styles).
    const alice = `csp${Math.floor(Math.random() * 1e6)}`;
    expect(await registerAccount(page, server.url, alice)).toBe(alice);
    await page.goto(`${server.url}/matches/`);
    await page.locator('#create-form').waitFor({ state: 'visible' });
    await page.locator('input[name=timerKind][value=set]').check();

    // A live match: Alice creates it in the page's API, Bob joins, Alice watches the board while Bob moves.
    const cookie = (await context.cookies()).filter((c) => c.name !== 'tenka_lang').map((c) => `${c.name}=${c.value}`).join('; ');
    const created = await call('POST', '/api/matches', cookie, { game: 'sengoku', players: 2 });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const bob = await call('POST', '/api/auth/register', undefined, { username: `cspb${Math.floor(Math.random() * 1e6)}`, password: 'a long passphrase' });
    const bobCookie = bob.headers.get('Set-Cookie')!.split(';')[0]!;
    expect((await call('POST', `/api/matches/${id}/join`, bobCookie, {})).status).toBe(200);
    await page.goto(`${server.url}/match/?id=${id}`);
    await page.locator('#board').waitFor();
    await page.locator('#live.on').waitFor();
    for (let i = 0; i < 4; i++) {
      const m = (await call('GET', `/api/matches/${id}`, bobCookie)).json;
      const seat = m.awaiting[0] as number;
      const who = m.seats[seat].username === alice ? cookie : bobCookie;
      const legal = (await call('GET', `/api/matches/${id}/moves`, who)).json as unknown[];
      expect((await call('POST', `/api/matches/${id}/moves`, who, { move: legal[0], version: m.version })).status).toBe(200);
      // The page follows over its socket.
      await page.waitForFunction((v) => document.querySelector('#replay-status')?.textContent?.includes(String(v)), m.version + 1);
    }
    expect(violations).toEqual([]);
    // The watch itself can fail: an inline style attribute, as the matches page had, is reported.
    await page.evaluate(() => { const d = document.createElement('div'); d.setAttribute('style', 'color: red'); document.body.appendChild(d); });
    await expect.poll(() => violations.length).toBe(1);
    expect(violations[0]).toMatch(/style-src/);
    await context.close();
  });

  it('assets served without the Worker carry the security headers; French pages their language cookie', async () => {
    const home = await fetch(`${server.url}/`);
    const html = await home.text();
    const css = html.match(/href="(\/_astro\/[^"]+\.css)"/)![1]!;
    for (const path of [css, '/favicon.svg', '/rules-search.js', '/fr/rules/']) {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Security-Policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('Strict-Transport-Security'), path).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      // Served by the assets alone: the Worker's timing header is absent.
      expect(res.headers.get('Server-Timing'), path).toBeNull();
    }
    const cssAgain = await fetch(`${server.url}${css}`);
    await cssAgain.arrayBuffer();
    expect(cssAgain.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const fr = await fetch(`${server.url}/fr/rules/`);
    expect(fr.headers.getSetCookie()).toEqual(['tenka_lang=fr; Path=/; Max-Age=31536000; SameSite=Lax']);
    // A 304 from the browser cache keeps the cookie (the language last read is the one kept).
    const again = await fetch(`${server.url}/fr/rules/`, { headers: { 'If-None-Match': fr.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.getSetCookie()).toEqual(['tenka_lang=fr; Path=/; Max-Age=31536000; SameSite=Lax']);
    // English pages still go through the Worker: a German reader arriving from elsewhere is sent to /de/.
    const en = await fetch(`${server.url}/rules/`, { redirect: 'manual', headers: { 'Accept-Language': 'de-DE,de;q=0.9' } });
    expect(en.status).toBe(302);
    expect(en.headers.get('Location')).toBe('/de/rules/');
    expect(en.headers.get('Server-Timing')).toMatch(/^worker;dur=\d+/);
  });

  it('the create form keeps its layout without style attributes (phone and desktop, en/fr/de)', async () => {
    const user = await call('POST', '/api/auth/register', undefined, { username: `cspf${Math.floor(Math.random() * 1e6)}`, password: 'a long passphrase' });
    const session = user.headers.get('Set-Cookie')!.split(';')[0]!.split('=');
    for (const [device, options] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      const context = await browser.newContext(options);
      await context.addCookies([{ name: session[0]!, value: session.slice(1).join('='), url: server.url }]);
      const page = await context.newPage();
      const violations = await watchViolations(page);
      for (const lang of ['en', 'fr', 'de']) {
        await page.goto(`${server.url}${lang === 'en' ? '' : `/${lang}`}/matches/`);
        await page.locator('#create-form').waitFor({ state: 'visible' });
        const layout = await page.evaluate(() => ({
          number: getComputedStyle(document.querySelector('input.short-number')!).width,
          em: parseFloat(getComputedStyle(document.querySelector('input.short-number')!).fontSize),
          day: getComputedStyle(document.querySelector('#schedule-days label.inline')!).display,
        }));
        expect(parseFloat(layout.number)).toBeCloseTo(5 * layout.em, 0);
        expect(layout.day).toBe('inline');
        await keepScreenshot(page, `matches-create-${device}-${lang}`);
      }
      expect(violations).toEqual([]);
      await context.close();
    }
  });

  it("every game's board draws without a CSP violation", async () => {
    const games = (await call('GET', '/api/games')).json as { id: string; minPlayers: number }[];
    expect(games.length).toBeGreaterThanOrEqual(4);
    const users: string[] = [];
    const register = async () => {
      const r = await call('POST', '/api/auth/register', undefined, { username: `cspg${Math.floor(Math.random() * 1e7)}`, password: 'a long passphrase' });
      return r.headers.get('Set-Cookie')!.split(';')[0]!;
    };
    const maxPlayers = Math.max(...games.map((g) => g.minPlayers));
    while (users.length < maxPlayers) users.push(await register());
    const context = await browser.newContext();
    const [name, ...value] = users[0]!.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url: server.url }]);
    const page = await context.newPage();
    const violations = await watchViolations(page);
    for (const g of games) {
      const created = await call('POST', '/api/matches', users[0], { game: g.id, players: g.minPlayers });
      expect(created.status, g.id).toBe(201);
      for (const u of users.slice(1, g.minPlayers)) expect((await call('POST', `/api/matches/${created.json.id}/join`, u, {})).status).toBe(200);
      await page.goto(`${server.url}/match/?id=${created.json.id}`);
      await page.locator('#board').waitFor();
      await page.locator('#live.on').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#board').innerHTML(), g.id).not.toBe('');
    }
    expect(violations).toEqual([]);
    await context.close();
  });
});
