/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * What every board page must pass, in every phase a test reaches: no sideways scroll, axe-core
 * finds nothing, board text and touch targets big enough on a phone, no English left on /fr/ and
 * /de/, no raw engine id; and a screenshot kept in test-results/boards/ to look at.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STRINGS_FOR_SCAN } from '../../site/src/i18n/ui';

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1366, height: 768 } };

export async function phoneContext(browser: Browser): Promise<BrowserContext> { return browser.newContext(PHONE); }
export async function desktopContext(browser: Browser): Promise<BrowserContext> { return browser.newContext(DESKTOP); }

/** How far the page scrolls sideways (0 = not at all). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** axe-core's violations on the page, as "rule-id: target" lines (empty = clean). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page: page as any });
  // (Restricted to a part of the page, e.g. '#board', while the page's own parts are reworked.)
  if (include) builder.include(include);
  const result = await builder.analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''}`.trim()));
}

/** Text on the board drawn smaller than `minPx` on screen (SVG text and HTML text alike). */
export async function smallText(page: Page, root = '#board', minPx = 12): Promise<string[]> {
  return page.evaluate(([sel, min]) => {
    const out: string[] = [];
    const scope = document.querySelector(sel as string);
    if (!scope) return out;
    for (const t of scope.querySelectorAll('text, tspan')) {
      const box = (t as SVGGraphicsElement).getBoundingClientRect();
      const svg = (t as SVGGraphicsElement).ownerSVGElement;
      const size = parseFloat(getComputedStyle(t).fontSize);
      const scale = svg && svg.viewBox.baseVal.width ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 1;
      if (box.width > 0 && size * scale < (min as number) - 0.01) out.push(`${(t.textContent ?? '').slice(0, 30)} (${(size * scale).toFixed(1)} px)`);
    }
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim() || el.closest('svg')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < (min as number) - 0.01) out.push(`${n.textContent.trim().slice(0, 30)} (${size} px)`);
    }
    return out;
  }, [root, minPx] as const);
}

/** Buttons, links and inputs on the board smaller than 24x24 px (WCAG 2.2 target size). */
export async function smallTargets(page: Page, root = '#board', minPx = 24): Promise<string[]> {
  return page.evaluate(([sel, min]) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll(`${sel} button, ${sel} a[href], ${sel} input, ${sel} select, ${sel} [role=button], ${sel} [tabindex="0"]`)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue; // links in running text are exempt
      if (r.width < (min as number) - 0.5 || r.height < (min as number) - 0.5) out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}" ${r.width.toFixed(0)}x${r.height.toFixed(0)}`);
    }
    return out;
  }, [root, minPx] as const);
}

/**
 * English left on a French or German page: the site's English sentences that its other languages
 * translate differently (plus the game's own, passed in), and raw engine ids (passed in).
 */
export async function untranslated(page: Page, extraEnglish: string[] = [], rawIds: string[] = [], root?: string): Promise<string[]> {
  const text = await page.evaluate((sel) => {
    // (Only inside `root` when given, e.g. '#board'; the whole page and its title otherwise.)
    const scope = (sel ? document.querySelector(sel) : null) as HTMLElement | null;
    const parts = scope ? [scope.innerText] : [document.body.innerText, document.title];
    for (const el of (scope ?? document).querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) { const v = el.getAttribute(a); if (v) parts.push(v); }
    }
    return parts.join('\n');
  }, root);
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang === 'en') return [];
  const found: string[] = [];
  // Whole words only: the English "active" is not in the French "activez".
  const word = (s: string) => new RegExp(`(^|[^\\p{L}])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');
  for (const s of [...STRINGS_FOR_SCAN(), ...extraEnglish]) if (s.length >= 6 && text.includes(s) && word(s).test(text)) found.push(`English: "${s}"`);
  for (const id of rawIds) if (new RegExp(`(^|[^\\p{L}\\d-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\d-])`, 'u').test(text)) found.push(`raw id: ${id}`);
  return found;
}

/** Screenshot kept as a test artifact: test-results/boards/<name>.png. */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync('test-results/boards', { recursive: true });
  const path = `test-results/boards/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Everything at once; returns the problems found (empty = the phase passes). `include` restricts
 * axe and the untranslated-text scan to a part of the page (e.g. '#board').
 */
export async function auditBoard(page: Page, opts: { name: string; phone: boolean; extraEnglish?: string[]; rawIds?: string[]; skipAxe?: boolean; include?: string }): Promise<string[]> {
  const problems: string[] = [];
  const over = await sidewaysOverflow(page);
  if (over > 0) problems.push(`page scrolls sideways by ${over} px`);
  // axe and the English scan look at the whole page (the board and the page around it); the game's
  // own English words and raw ids (`extraEnglish`, `rawIds`) only at `include` (e.g. '#board'),
  // since the log may name a card the way the rules do.
  if (!opts.skipAxe) problems.push(...(await axeViolations(page)).map((v) => `axe ${v}`));
  if (opts.phone) {
    problems.push(...(await smallText(page)).map((t) => `small text: ${t}`));
    problems.push(...(await smallTargets(page)).map((t) => `small target: ${t}`));
  }
  problems.push(...(await untranslated(page)));
  if (opts.extraEnglish?.length || opts.rawIds?.length) problems.push(...(await untranslated(page, opts.extraEnglish, opts.rawIds, opts.include)).filter((p) => !problems.includes(p)));
  await keepScreenshot(page, opts.name);
  return problems;
}

/**
 * Keyboard alone: press Tab (at most `maxTabs` times) until `selector`'s first match has the
 * focus, then press `key` (Enter). Fails if Tab never reaches it: an action the keyboard cannot reach.
 */
export async function pressByKeyboard(page: Page, selector: string, key = 'Enter', maxTabs = 400): Promise<void> {
  const target = page.locator(selector).first();
  await target.waitFor({ state: 'attached' });
  const handle = await target.elementHandle();
  for (let i = 0; i < maxTabs; i++) {
    if (await page.evaluate((el) => el === document.activeElement || el.contains(document.activeElement), handle)) {
      await page.keyboard.press(key);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector} in ${maxTabs} presses`);
}
