/// <reference lib="dom" />
/**
 * Discord direct messages on the Account page, in Chromium against `wrangler dev`: the "Discord
 * direct messages" box of the notification settings in English, French and German, at 390 px and
 * on a desktop; an account without a linked Discord is told to link one; unticking and saving
 * keeps the choice (the API's settings say `discord: false` after a reload); axe, no sideways
 * scroll, no English left on the French and German pages; screenshots to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { registerAccount, type Server } from './server';
import { openShared } from './shared-server';
import { axeViolations, DESKTOP, keepScreenshot, PHONE, sidewaysOverflow, untranslated } from './board-audit';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const LABEL = {
  en: 'Send me Discord direct messages (same events and quiet hours)',
  fr: 'M’envoyer des messages privés Discord (mêmes événements, mêmes heures calmes)',
  de: 'Mir Discord-Direktnachrichten senden (gleiche Ereignisse und Ruhezeiten)',
} as const;
const UNLINKED = {
  en: 'Link your Discord account below to get direct messages.',
  fr: 'Liez votre compte Discord plus bas pour recevoir des messages privés.',
  de: 'Verknüpfe unten dein Discord-Konto, um Direktnachrichten zu erhalten.',
} as const;

describe('Discord direct messages on the Account page', () => {
  for (const lang of ['en', 'fr', 'de'] as const) {
    for (const [width, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      it(`${lang} ${width}: the choice is offered, an unlinked account is told to link, and unticking is kept`, async () => {
        const ctx = await browser.newContext(size);
        const page = await ctx.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        const username = `dm${lang}${width[0]}${Date.now() % 1_000_000}`;
        expect(await registerAccount(page, server.url, username)).toBe(username);
        const path = lang === 'en' ? '/account/' : `/${lang}/account/`;
        await page.goto(`${server.url}${path}`);
        await page.locator('#notify-box').waitFor({ state: 'visible' });
        const box = page.locator('#notify-form input[name=discord]');
        expect(await box.isChecked()).toBe(true);
        expect((await page.locator('#notify-form label:has(input[name=discord])').textContent())!.trim()).toBe(LABEL[lang]);
        await page.locator('#dm-state').waitFor({ state: 'visible' });
        expect(await page.locator('#dm-state').textContent()).toBe(UNLINKED[lang]);

        await box.uncheck();
        await page.locator('#notify-form button[type=submit]').click();
        await page.locator('#flash').waitFor({ state: 'visible' });
        const saved: any = await page.evaluate(async () => (await fetch('/api/me')).json());
        expect(saved.notifications.discord).toBe(false);
        expect(saved.discord).toEqual({ linked: false, dm: 'unlinked' });
        await page.reload();
        await page.locator('#notify-box').waitFor({ state: 'visible' });
        await page.waitForFunction(() => (document.querySelector('#notify-form input[name=discord]') as HTMLInputElement | null)?.checked === false);

        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        if (lang !== 'en') expect(await untranslated(page)).toEqual([]);
        await page.locator('#notify-box').scrollIntoViewIfNeeded();
        await keepScreenshot(page, `discord-dm-account-${lang}-${width}`);
        await page.locator('#notify-box').screenshot({ path: `test-results/boards/discord-dm-settings-${lang}-${width}.png` });
        expect(errors).toEqual([]);
        await ctx.close();
      });
    }
  }
});
