/// <reference lib="dom" />
/**
 * E-mail through the account page, on a phone (390 px) and a desktop: add an address, open the
 * verification link from the local mail capture page (MAIL_CAPTURE=1), save notification settings,
 * then forgot password → the mailed reset link → a new password → log in with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { registerAccount, type Server } from './server';
import { openShared } from './shared-server';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

/** Open the capture page and follow the newest link to `email` that matches `href`. */
async function openMailedLink(page: Page, email: string, href: RegExp): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.goto(`${server.url}/api/debug/mail/view`);
    const links = page.locator(`article.mail[data-to="${email}"] a`);
    const all = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    const found = all.find((h) => href.test(h));
    if (found) {
      await page.locator(`article.mail[data-to="${email}"] a[href="${found}"]`).first().click();
      return;
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`no mailed link ${href} to ${email}`);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}

describe('e-mail on the account page', () => {
  for (const [label, viewport] of [['390', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]] as const) {
    it(`verifies an address and resets a forgotten password (${label})`, async () => {
      const page = await (await browser.newContext({ viewport })).newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      const username = `mail${label}${Date.now() % 100000}`;
      const email = `${username}@example.test`;
      expect(await registerAccount(page, server.url, username)).toBe(username);

      // Add the address: not verified yet.
      await page.locator('#mail-form input[name=email]').fill(email);
      // A change of address asks for the current password (registerAccount's).
      await page.locator('#mail-form input[name=password]').fill('a long passphrase');
      await page.locator('#mail-form button[type=submit]').click();
      await page.locator('#mail-unverified').waitFor({ state: 'visible' });
      expect(await page.locator('#mail-current').textContent()).toBe(email);

      // The link from the capture page verifies it.
      await openMailedLink(page, email, /\/account\/\?verify=[0-9a-f]{64}$/);
      await page.locator('#mail-verified').waitFor({ state: 'visible' });
      expect(await page.locator('#flash').textContent()).toBe('Your e-mail address is verified.');
      expect(page.url()).not.toContain('verify='); // the token leaves the address bar

      // Notification settings: a daily digest with quiet hours.
      await page.locator('#notify-form input[name=batching][value=digest]').check();
      await page.locator('#notify-form input[name=quiet]').check();
      await page.locator('#notify-form input[name=timeZone]').fill('Europe/Paris');
      await page.locator('#notify-form button[type=submit]').click();
      await page.locator('#flash', { hasText: 'Settings saved.' }).waitFor();
      const me: any = await page.evaluate(async () => (await fetch("/api/me")).json());
      expect(me.notifications).toMatchObject({ batching: 'digest', quiet: { from: '22:00', to: '07:00' }, timeZone: 'Europe/Paris' });
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/mail-account-${label}.png`, fullPage: true });

      // Forgot password, from the logged-out page.
      await page.locator('#logout').click();
      await page.locator('#forgot-form').waitFor({ state: 'visible' });
      await page.locator('#forgot-form input[name=email]').fill(email);
      await page.locator('#forgot-form button[type=submit]').click();
      await page.locator('#flash', { hasText: 'If an account has this verified address' }).waitFor();
      await page.screenshot({ path: `test-results/mail-forgot-${label}.png`, fullPage: true });
      await openMailedLink(page, email, /\/account\/reset\/\?token=[0-9a-f]{64}$/);
      await page.locator('#reset-form input[name=password]').fill('a fresh passphrase');
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/mail-reset-${label}.png`, fullPage: true });
      await page.locator('#reset-form button[type=submit]').click();
      await page.waitForFunction(() => !document.getElementById('flash')!.hidden || !!document.querySelector('#reset-form .error')!.textContent);
      expect(await page.locator('#reset-form .error').textContent()).toBe('');
      expect(await page.locator('#flash').textContent()).toMatch(/^Password changed/);

      // Log in with the new password (the old one is refused).
      await page.goto(`${server.url}/account/`);
      const login = page.locator('#login-form');
      await login.locator('input[name=username]').fill(username);
      await login.locator('input[name=password]').fill('a long passphrase');
      await login.locator('button[type=submit]').click();
      await login.locator('.error', { hasText: /Wrong username or password/ }).waitFor();
      await login.locator('input[name=password]').fill('a fresh passphrase');
      await login.locator('button[type=submit]').click();
      await page.locator('#signed-in').waitFor({ state: 'visible' });
      expect(await page.locator('#me-name').textContent()).toBe(username);
      expect(errors).toEqual([]);
    });
  }

  it('the French account page says it all in French', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto(`${server.url}/fr/account/`);
    const { ACCOUNT_STRINGS_FOR_SCAN } = await import('../../site/src/i18n/account');
    const text = await page.evaluate(() => document.body.innerText);
    expect(ACCOUNT_STRINGS_FOR_SCAN().filter((s) => s.length >= 6 && text.includes(s))).toEqual([]);
    expect(text).toContain('Mot de passe oublié ?');
  });

  it('a mail the provider refused is said on Account with its reason, in English, French and German', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const username = `mailref${Date.now() % 100000}`;
    expect(await registerAccount(page, server.url, username)).toBe(username);
    await page.locator('#mail-form input[name=email]').fill(`${username}@example.test`);
    // A change of address asks for the current password (registerAccount's).
    await page.locator('#mail-form input[name=password]').fill('a long passphrase');
    await page.locator('#mail-form button[type=submit]').click();
    await page.locator('#mail-unverified').waitFor({ state: 'visible' });
    expect(await page.locator('#mail-failure').isVisible()).toBe(false);
    // The local capture never refuses: GET /api/me is answered as after a provider's 403.
    const reason = 'HTTP 403: The tenka.example domain is not verified. <b>not markup</b>';
    await page.route('**/api/me', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.email.failure = { at: Date.UTC(2026, 10, 27, 8, 0), reason };
      await route.fulfill({ response: res, json: body });
    });
    for (const [prefix, said] of [['', 'Our last mail to this address was not delivered'], ['/fr', 'Notre dernier mail à cette adresse n’a pas été remis'], ['/de', 'Unsere letzte Mail an diese Adresse wurde nicht zugestellt']] as const) {
      await page.goto(`${server.url}${prefix}/account/`);
      await page.locator('#mail-failure').waitFor({ state: 'visible' });
      expect(await page.locator('#mail-failure-when').textContent()).toContain(said);
      expect(await page.locator('#mail-failure-reason').textContent()).toBe(reason); // as text, never markup
      expect(await page.locator('#mail-failure b').count()).toBe(0);
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/mail-failure${prefix.replace('/', '-') || '-en'}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
  });
});
