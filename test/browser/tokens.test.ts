/// <reference lib="dom" />
/**
 * Personal API tokens on the Account page, on a phone (390 px) and a desktop, in English, French and
 * German: make a token (shown once, copyable), see it listed without its value, use it through the
 * API, revoke it after a confirmation, and find it refused at once. Screenshots of each language
 * and width go to test-results/screens/ (looked at when the page changes).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { localized, registered, type Server } from './server';
import { openShared } from './shared-server';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const SHOTS = 'test-results/screens';
const WORDS = { en: /shown this once/, fr: /affiché cette seule fois/, de: /nur dieses eine Mal/ } as const;
/** The two scopes ticked, as the list names them in each language. */
const SCOPES_LISTED = { en: 'read, play', fr: 'lire, jouer', de: 'lesen, spielen' } as const;

describe('personal API tokens on the account page', () => {
  for (const lang of ['en', 'fr', 'de'] as const) {
    for (const [label, viewport] of [['390', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]] as const) {
      it(`makes, uses and revokes a token (${lang}, ${label})`, async () => {
        const page = await (await browser.newContext({ viewport })).newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        const username = `tok${lang}${label}${Date.now() % 100000}`;
        await registered(page, server.url, username, localized(lang, '').replace(/\/$/, ''));
        const box = page.locator('#tokens-box');
        await box.waitFor({ state: 'visible' });
        await box.locator('#tokens-none').waitFor();

        // A token with read and play: shown once, in the page's language.
        await box.locator('input[name=name]').fill('my bot');
        await box.locator('input[name=scope-play]').check();
        await box.locator('button[type=submit]').click();
        const value = await box.locator('#token-value').inputValue();
        expect(value).toMatch(/^pat1\./);
        await expect.poll(() => box.locator('.token-made').textContent()).toMatch(WORDS[lang]);
        const row = box.locator('#tokens-list li');
        await expect.poll(() => row.count()).toBe(1);
        const listed = await row.textContent();
        expect(listed).toContain('my bot');
        expect(listed).toContain(SCOPES_LISTED[lang]);
        expect(listed).not.toContain(value);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
        mkdirSync(SHOTS, { recursive: true });
        await box.screenshot({ path: `${SHOTS}/tokens-${lang}-${label}.png` });

        // The token works through the API, as the account.
        const meWith = (token: string) => page.evaluate(async (t) => (await fetch('/api/me', { headers: { Authorization: `Bearer ${t}` }, credentials: 'omit' })).status, token);
        expect(await meWith(value)).toBe(200);

        // Reloaded, the token is listed and never shown again.
        await page.reload();
        await box.locator('#tokens-list li').first().waitFor();
        expect(await box.locator('#token-value').count()).toBe(0);
        expect(await page.content()).not.toContain(value);

        // Revoking asks first: dismissed, nothing changes; accepted, the token is refused at once.
        page.once('dialog', (d) => { void d.dismiss(); });
        await box.locator('#tokens-list button').click();
        expect(await meWith(value)).toBe(200);
        page.once('dialog', (d) => { void d.accept(); });
        await box.locator('#tokens-list button').click();
        await box.locator('#tokens-none').waitFor();
        expect(await meWith(value)).toBe(401);
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }
});
