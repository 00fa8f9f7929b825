/// <reference lib="dom" />
/**
 * The NIHON board on a phone and on a desktop: Alice plays on a 390x844 phone by clicking (a new
 * army, a recruit, a path drawn on the map, "mark final" through its confirm dialog), Bob on a
 * 1366x768 desktop by keyboard alone (a governor, a character's order, "mark final" and its
 * dialog), for two turns. In every phase both pages pass the board audit (no sideways scroll, axe,
 * text and targets big enough on the phone, screenshot kept), and the same match read in French and
 * German shows no English board word and no raw engine id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { registerAccount, type Server } from './server';
import { openShared } from './shared-server';
import { DESKTOP, PHONE, auditBoard, axeViolations, pressByKeyboard } from './board-audit';
import { WORDS as GAME_EN } from '../../worker/games/nihon/words/en';
import { WORDS as GAME_FR } from '../../worker/games/nihon/words/fr';
import { WORDS as GAME_DE } from '../../worker/games/nihon/words/de';
import { WORDS as EN_WORDS } from '../../worker/games/nihon/ui/words/en';
import { WORDS as FR_WORDS } from '../../worker/games/nihon/ui/words/fr';
import { WORDS as DE_WORDS } from '../../worker/games/nihon/ui/words/de';
import { zipLanguages } from '../../site/src/i18n/per-language';

/** The board's words as [en, fr, de], from its three language files. */
const W = Object.fromEntries(Object.entries(zipLanguages(EN_WORDS, FR_WORDS, DE_WORDS)).map(([k, t]) => [k, [t.en, t.fr, t.de]])) as Record<keyof typeof EN_WORDS, [string, string, string]>;
/** A table of the game's words (order kinds, roles) as [en, fr, de]. */
const game3 = (t: 'armyKind' | 'charKind' | 'provOrder' | 'role'): Record<string, [string, string, string]> =>
  Object.fromEntries(Object.keys(GAME_EN[t]).map((k) => [k, [(GAME_EN[t] as Record<string, string>)[k]!, (GAME_FR[t] as Record<string, string>)[k]!, (GAME_DE[t] as Record<string, string>)[k]!]]));
import { OPTION_SPECS } from '../../worker/games/nihon/settings';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

/** The board's English words that French (resp. German) says otherwise: none may show on /fr/ (/de/). */
function english(lang: 'fr' | 'de'): string[] {
  const i = lang === 'fr' ? 1 : 2;
  const tables = [W, game3('armyKind'), game3('charKind'), game3('provOrder'), game3('role')] as Record<string, readonly string[]>[];
  // An English word inside a translation ("Ashigaru" in "Ashigarus") is not a leftover.
  const translated = [...tables.flatMap((t) => Object.values(t).map((x) => x[i]!)), ...OPTION_SPECS.map((o) => o.help?.[lang] ?? '')];
  const out = new Set<string>();
  for (const table of tables) {
    for (const t of Object.values(table)) {
      const en = t[0]!.replace(/…$/, '');
      if (en !== t[i] && en.length >= 6 && !translated.some((x) => x.includes(en))) out.add(en);
    }
  }
  for (const o of OPTION_SPECS) { if (o.help && o.help.en !== o.help[lang]) out.add(o.help.en.slice(0, 40)); }
  return [...out];
}
/** Engine ids that must never reach a page: setting values, order kinds, sea and ritual ids, event types. */
const RAW_IDS = ['fewer-minus-one', 'more-plus-one', 'attack-order', 'cancel-all', 'no-winner', 'ronin-creature-samurai', 'seek-minor', 'give-province',
  'great_ocean', 'seto_east', 'pieds_legers', 'lire_avenir', 'sheet-saved', 'mark-final', 'missed-turn'];

async function audit(page: Page, name: string, phone: boolean, lang: 'en' | 'fr' | 'de' = 'en') {
  const problems = await auditBoard(page, { name, phone, include: '#board', extraEnglish: lang === 'en' ? [] : english(lang), rawIds: RAW_IDS });
  if (problems.length) {
    // Where each leftover stands on the page, to find it fast.
    const text = await page.evaluate(() => document.body.innerText);
    for (const p of problems) {
      const word = /"(.*)"|raw id: (.*)/.exec(p);
      const at = word ? text.indexOf(word[1] ?? word[2]!) : -1;
      if (at >= 0) process.stdout.write(`[${name}] ${p}: …${text.slice(Math.max(0, at - 80), at + 60).replace(/\n/g, ' | ')}…\n`);
    }
  }
  expect(problems).toEqual([]);
}

async function versionOf(page: Page): Promise<number> {
  return Number(/\/\s*(\d+)/.exec((await page.locator('#replay-status').textContent()) ?? '')?.[1] ?? -1);
}
/** Do one thing on the board and wait until the server answered (the version moved on, nothing refused). */
async function step(page: Page, action: () => Promise<unknown>) {
  const before = await versionOf(page);
  await action();
  await page.waitForFunction((v) => { const m = /\/\s*(\d+)/.exec(document.querySelector('#replay-status')?.textContent ?? ''); return !!m && Number(m[1]) > v; }, before, { timeout: 20_000 });
  await page.locator('.nihon:not(.busy)').waitFor();
  expect(await page.locator('#refusal').count()).toBe(0);
}
/** A French or German reader of the same match, in the same browser context (same account). */
async function readerIn(page: Page, lang: 'fr' | 'de', id: string): Promise<Page> {
  const p = await page.context().newPage();
  await p.goto(`${server.url}/${lang}/match/?id=${id}`);
  await p.locator('.nihon .nihon-map').waitFor();
  return p;
}

describe('the NIHON board on a phone and a desktop', () => {
  it('plays two turns by click (phone) and keyboard (desktop), audited in three languages', async () => {
    const suffix = Date.now() % 100000;
    const errors: string[] = [];
    const alice = await (await browser.newContext(PHONE)).newPage();
    const bob = await (await browser.newContext(DESKTOP)).newPage();
    for (const p of [alice, bob]) p.on('pageerror', (e) => errors.push(String(e)));
    await registerAccount(alice, server.url, `nha${suffix}`);
    await registerAccount(bob, server.url, `nhb${suffix}`);

    // Alice creates a two-clan match and sits in it herself (no referee).
    await alice.goto(`${server.url}/matches/?new=nihon`);
    await alice.locator('#create-form').waitFor({ state: 'visible' });
    await alice.selectOption('#players-select', '2');
    await alice.locator('#create-referee').uncheck();
    await alice.locator('#create-form button[type=submit]').click();
    await alice.waitForURL(/\/match\/\?id=/);
    const invite = await alice.locator('#invite-link').inputValue();
    const id = new URL(invite).searchParams.get('id')!;
    await bob.goto(invite);
    await bob.locator('#join').click();
    await Promise.all([alice, bob].map((p) => p.locator('.nihon[data-turn="1"] .nihon-map').waitFor({ timeout: 20_000 })));

    // ---- Turn 1, the orders phase: what to do comes first.
    for (const p of [alice, bob]) {
      expect(await p.locator('#board-prompt[data-mine=yes]').count()).toBe(1);
      const order = await p.evaluate(() => ['#board-prompt', '#nh-final-actions', '.nihon-map'].map((s) => document.querySelector(s)!.getBoundingClientRect().top));
      expect(order[0]).toBeLessThan(order[1]!);
      expect(order[1]).toBeLessThan(order[2]!);
    }
    await audit(alice, 'nihon-orders-en-phone', true);
    await audit(bob, 'nihon-orders-en-desktop', false);
    const fr = await readerIn(alice, 'fr', id);
    await audit(fr, 'nihon-orders-fr-phone', true, 'fr');
    const de = await readerIn(bob, 'de', id);
    await audit(de, 'nihon-orders-de-desktop', false, 'de');

    // Alice, by clicking: raise an army, recruit a samurai, draw one step of a path on the map.
    await step(alice, () => alice.locator('select[data-field=new-army]').selectOption({ index: 1 }));
    await alice.locator('.nh-panel[data-panel^="army:"]').waitFor();
    await step(alice, () => alice.locator('.nh-panel [data-recruit=samurai] [data-step=plus]').click());
    await alice.locator('.nh-panel [data-army-order=move]').click();
    await alice.locator('.nh-pickbar').waitFor();
    await step(alice, () => alice.locator('.nihon-map .prov.pick').first().click());
    expect(await alice.locator('.nihon-map .army-path').count()).toBe(1);
    expect(Number(await alice.locator('.nihon-map .army-path').getAttribute('data-cost'))).toBeGreaterThan(0);
    expect(await alice.locator('[data-ledger-line=recruitment]').count()).toBe(1);
    await audit(alice, 'nihon-path-en-phone', true);
    // The irreversible step asks first; "Cancel" leaves the sheet a draft.
    await alice.locator('#nh-final-actions [data-move-type=mark-final]').click();
    await alice.locator('dialog[open] [data-confirm=no]').click();
    expect(await alice.locator('[data-status=draft]').count()).toBe(1);
    await step(alice, async () => {
      await alice.locator('#nh-final-actions [data-move-type=mark-final]').click();
      await alice.locator('dialog[open] [data-confirm=yes]').click();
    });
    await alice.locator('[data-status=final]').waitFor();
    expect(await alice.locator('#board-prompt[data-mine=no]').count()).toBe(1);
    await audit(alice, 'nihon-final-en-phone', true);

    // Bob, by keyboard alone: a governor, then a character's order, then mark final and confirm.
    await step(bob, () => pressByKeyboard(bob, '.nh-sheet [data-unit^="prov:"] select[data-field=governor]:has(option:nth-child(2))', 'ArrowDown'));
    await expectSheetHas(bob, 'prov:');
    // The focus stays where it was: the board was diffed, not rebuilt.
    expect(await bob.evaluate(() => document.activeElement?.getAttribute('data-field'))).toBe('governor');
    await pressByKeyboard(bob, '.nh-sheet [data-unit^="char:"] select[data-field=kind]', 'ArrowDown');
    await bob.locator('.nihon:not(.busy)').waitFor();
    await audit(bob, 'nihon-keyboard-en-desktop', false);
    await step(bob, async () => {
      await pressByKeyboard(bob, '#nh-final-actions [data-move-type=mark-final]');
      await bob.locator('dialog[open]').waitFor();
      await pressByKeyboard(bob, 'dialog[open] [data-confirm=yes]');
    });

    // ---- Turn 2: both pages move on to the report.
    for (const p of [alice, bob]) await p.locator('.nihon[data-turn="2"]').waitFor({ timeout: 20_000 });
    for (const p of [alice, bob]) {
      await p.locator('[data-tab=report]').click();
      await p.locator('.nh-report[data-report-turn="1"]').waitFor();
      expect(await p.locator('[data-report=prestige] tr[data-prestige]').count()).toBe(2);
    }
    // Every army Alice's clan sees stands on her map.
    const seen: any = await alice.evaluate(async (id) => (await fetch(`/api/matches/${id}`)).json(), id);
    for (const a of seen.view.armies) expect(await alice.locator(`.nihon-map .army[data-army="${a.id}"]`).count()).toBe(1);
    expect(await alice.locator('.nihon-map .army').count()).toBe(seen.view.armies.length);
    await audit(alice, 'nihon-report-en-phone', true);
    // The narrowest phones (360 px) too.
    await alice.setViewportSize({ width: 360, height: 780 });
    await audit(alice, 'nihon-report-en-phone360', true);
    await alice.locator('[data-tab=orders]').click();
    await audit(alice, 'nihon-orders-en-phone360', true);
    await alice.setViewportSize(PHONE.viewport);
    // What axe says of the whole page, outside the board (the page's own parts), for the record.
    const outside = (await axeViolations(alice)).filter((v) => !v.includes('#board'));
    process.stdout.write(`[nihon-board] page outside #board: ${outside.length ? outside.join(' ; ') : 'clean'}\n`);
    await audit(bob, 'nihon-report-en-desktop', false);
    for (const p of [fr, de]) { await p.reload(); await p.locator('.nihon[data-turn="2"]').waitFor(); await p.locator('[data-tab=report]').click(); await p.locator('.nh-report').waitFor(); }
    await audit(fr, 'nihon-report-fr-phone', true, 'fr');
    await audit(de, 'nihon-report-de-desktop', false, 'de');

    // Turn 2 the other way round: Alice by keyboard, Bob by clicking.
    await alice.locator('[data-tab=orders]').click();
    await step(alice, async () => {
      await pressByKeyboard(alice, '#nh-final-actions [data-move-type=mark-final]');
      await alice.locator('dialog[open]').waitFor();
      await pressByKeyboard(alice, 'dialog[open] [data-confirm=yes]');
    });
    await step(bob, async () => {
      await bob.locator('#nh-final-actions [data-move-type=mark-final]').click();
      await bob.locator('dialog[open] [data-confirm=yes]').click();
    });
    for (const p of [alice, bob]) await p.locator('.nihon[data-turn="3"]').waitFor({ timeout: 20_000 });
    await audit(alice, 'nihon-turn3-en-phone', true);
    await audit(bob, 'nihon-turn3-en-desktop', false);
    expect(errors).toEqual([]);
  }, 360_000);
});

/** The seat's sheet now has an entry of this kind (a draft row saved by the server). */
async function expectSheetHas(page: Page, prefix: string) {
  const id = new URL(page.url()).searchParams.get('id');
  const snap: any = await page.evaluate(async (id) => (await fetch(`/api/matches/${id}`)).json(), id);
  const sheet = snap.view.me.sheet ?? {};
  const keys = [...Object.keys(sheet.provinces ?? {}).map((k) => `prov:${k}`), ...Object.keys(sheet.characters ?? {}).map((k) => `char:${k}`)];
  expect(keys.some((k) => k.startsWith(prefix))).toBe(true);
}
