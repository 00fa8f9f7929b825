/// <reference lib="dom" />
/**
 * Absences in real Chromium, in English, French and German: a player declares one on the account
 * page; the other player sees "away until …" (and which of extension or stand-in applies) on the
 * match page's seats and in My matches; the header's count of matches waiting shows on a rules
 * page, which ships no script. Each page is audited (axe, no English on /fr/ and /de/) at desktop
 * and 390 px, screenshots kept in test-results/boards/absence-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ABSENCE_STRINGS_FOR_SCAN } from '../../site/src/i18n/absence';
import { AWAY_STRINGS_FOR_SCAN } from '../../site/src/i18n/away';
import { ACCOUNT_STRINGS_FOR_SCAN } from '../../site/src/i18n/account';
import { auditBoard, DESKTOP, PHONE } from './board-audit';
import { registered, type Server } from './server';
import { openShared } from './shared-server';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const AWAY_WORDS = { en: 'away until', fr: 'absent jusqu’au', de: 'abwesend bis' } as const;
const MODE_WORDS = { extend: { en: 'deadlines extended', fr: 'délais prolongés', de: 'Fristen verlängert' }, standin: { en: 'the bot plays meanwhile', fr: 'le bot joue en attendant', de: 'der Bot spielt solange' } } as const;
const ENGLISH = [...ABSENCE_STRINGS_FOR_SCAN(), ...ACCOUNT_STRINGS_FOR_SCAN(), ...AWAY_STRINGS_FOR_SCAN()];

async function register(context: BrowserContext, prefix: string, username: string): Promise<Page> {
  const page = await context.newPage();
  await registered(page, server.url, username, prefix);
  return page;
}

const call = (page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> => page.evaluate(async ([m, p, b]) => {
  const res = await fetch(p as string, { method: m as string, headers: b ? { 'Content-Type': 'application/json' } : {}, body: b ? JSON.stringify(b) : undefined });
  return { status: res.status, body: await res.json() as any };
}, [method, path, body] as const);

/** Audit at desktop width, then again at 390 px (the same page, resized). */
async function auditBoth(page: Page, name: string) {
  await page.setViewportSize(DESKTOP.viewport);
  expect(await auditBoard(page, { name: `${name}-desktop`, phone: false, extraEnglish: ENGLISH })).toEqual([]);
  await page.setViewportSize(PHONE.viewport);
  expect(await auditBoard(page, { name: `${name}-phone`, phone: true, extraEnglish: ENGLISH })).toEqual([]);
}

describe('absences, seen by the other players', () => {
  for (const [lang, mode] of [['en', 'extend'], ['fr', 'standin'], ['de', 'extend']] as const) {
    it(`declared on the account page, shown on the seats and in My matches (${lang}, ${mode})`, async () => {
      const prefix = lang === 'en' ? '' : `/${lang}`;
      const errors: string[] = [];
      const first = await register(await browser.newContext(DESKTOP), prefix, `away${lang}${Date.now() % 100000}`);
      const second = await register(await browser.newContext(PHONE), prefix, `stay${lang}${Date.now() % 100000}`);
      for (const p of [first, second]) p.on('pageerror', (e) => errors.push(String(e)));

      // A match with a day's timer and the default allowance; the player who moves first goes away.
      const made = await call(first, 'POST', '/api/matches', { game: 'sengoku', players: 2, timer: { moveSeconds: 86400 } });
      expect(made.status).toBe(201);
      const id = made.body.id;
      const started = await call(second, 'POST', `/api/matches/${id}/join`, {});
      expect(started.status).toBe(200);
      const [away, other] = started.body.awaiting.includes(started.body.you.seat) ? [second, first] : [first, second];

      // Declared from today for five days, in the browser's zone.
      await away.goto(`${server.url}${prefix}/account/`);
      await away.locator('#absence-box').waitFor({ state: 'visible' });
      const today = await away.evaluate(() => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()));
      const later = new Date(Date.parse(`${today}T12:00:00Z`) + 4 * 86_400_000).toISOString().slice(0, 10);
      // Hostile order first: the error is told in the page's language.
      await away.locator('#absence-form input[name=from]').fill(later);
      await away.locator('#absence-form input[name=to]').fill(today);
      await away.locator('#absence-form button[type=submit]').click();
      // (English shows the server's own sentence; French and German the code's words first.)
      await away.locator('#absence-form .error').filter({ hasText: { en: 'is before the first', fr: 'Le dernier jour précède le premier', de: 'Der letzte Tag liegt vor dem ersten' }[lang] }).waitFor();
      await away.locator('#absence-form input[name=from]').fill(today);
      await away.locator('#absence-form input[name=to]').fill(later);
      await away.locator(`#absence-form input[name=mode][value=${mode}]`).check();
      await away.locator('#absence-form button[type=submit]').click();
      await away.locator('#absence-list li[data-absence]').waitFor();
      expect(await away.locator('#absence-form .error').textContent()).toBe('');
      await away.locator('#absence-box').scrollIntoViewIfNeeded();
      await auditBoth(away, `absence-account-${lang}`);

      // The other player's match page: the seat is away until …, and which of the two applies.
      await other.goto(`${server.url}${prefix}/match/?id=${id}`);
      const mark = other.locator('#seats .away-mark');
      await mark.waitFor();
      const text = await mark.textContent();
      expect(text).toContain(AWAY_WORDS[lang]);
      expect(text).toContain(MODE_WORDS[mode][lang]);
      expect(await mark.getAttribute('title')).toMatch(/\d/); // the local dates on hover
      await auditBoth(other, `absence-seats-${lang}`);

      // My matches says it too.
      await other.goto(`${server.url}${prefix}/matches/`);
      await other.locator('#my-matches .away-mark').waitFor();
      expect(await other.locator('#my-matches .away-mark').textContent()).toContain(AWAY_WORDS[lang]);
      await auditBoth(other, `absence-matches-${lang}`);

      // The header's count on a script-free rules page: the absent player has the match waiting
      // (extension) or not any more (the bot stood in); the other player the reverse.
      if (mode === 'standin') await other.waitForFunction(async (mid) => ((await (await fetch(`/api/matches/${mid}`)).json()) as any).awaiting.length > 0 && (await (await fetch('/api/me/waiting.svg')).text()).includes('<text'), id, { timeout: 20_000 });
      for (const [page, waits] of [[away, mode === 'extend'], [other, mode === 'standin']] as const) {
        await page.goto(`${server.url}${prefix}/rules/`);
        expect(await page.locator('script').count()).toBe(0);
        const width = await page.locator('#waiting-badge').evaluate(async (img: HTMLImageElement) => { await img.decode().catch(() => {}); return img.naturalWidth; });
        expect(width > 1, `${lang} badge`).toBe(waits);
      }
      expect(errors).toEqual([]);
    });
  }
});
