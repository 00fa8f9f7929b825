/// <reference lib="dom" />
/**
 * "Seen" follows the player across devices: what Bob read on his phone is not new on his desktop;
 * what arrived after is. (Before the server kept it, a second device marked nothing at all.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE } from './board-audit';
import { registerAccount, type Server } from './server';
import { openShared } from './shared-server';

let server: Server;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openShared()));
afterAll(async () => browser?.close());

const api = (page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> => page.evaluate(async ([m, p, b]) => {
  const res = await fetch(p as string, { method: m as string, headers: b ? { 'Content-Type': 'application/json' } : {}, body: b ? JSON.stringify(b) : undefined });
  return { status: res.status, body: await res.json() as any };
}, [method, path, body] as const);

describe('seen on every device', () => {
  it('a message read on the phone is not new on the desktop; a later one is', async () => {
    const alice = await (await browser.newContext(DESKTOP)).newPage();
    const phone = await (await browser.newContext(PHONE)).newPage();
    const suffix = Date.now() % 100000;
    await registerAccount(alice, server.url, `sna${suffix}`);
    const bob = `snb${suffix}`;
    await registerAccount(phone, server.url, bob);
    const id = (await api(alice, 'POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id as string;
    expect((await api(phone, 'POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    expect((await api(alice, 'POST', `/api/matches/${id}/messages`, { text: 'first' })).status).toBe(201);

    // Bob reads it on his phone (the page marks it seen, on the server too).
    await phone.goto(`${server.url}/match/?id=${id}`);
    await phone.locator('#messages li[data-message]').first().waitFor();
    await phone.waitForFunction(async (mid) => ((await (await fetch(`/api/matches/${mid}`)).json()) as any).seen?.message > 0, id);
    // He leaves the match page (an open page would mark the next message seen as it arrives).
    await phone.goto(`${server.url}/matches/`);
    expect((await api(alice, 'POST', `/api/matches/${id}/messages`, { text: 'second' })).status).toBe(201);

    // His desktop (another browser, logged in afresh) marks only the second one new.
    const desktop = await (await browser.newContext(DESKTOP)).newPage();
    await desktop.goto(`${server.url}/account/`);
    await desktop.locator('#login-form input[name=username]').fill(bob);
    await desktop.locator('#login-form input[name=password]').fill('a long passphrase');
    await desktop.locator('#login-form button[type=submit]').click();
    await desktop.locator('#signed-in').waitFor({ state: 'visible' });
    await desktop.goto(`${server.url}/match/?id=${id}`);
    await desktop.locator('#messages li[data-message]').nth(1).waitFor();
    expect(await desktop.locator('#messages li.new').count()).toBe(1);
    expect(await desktop.locator('#messages li.new').innerText()).toContain('second');
    expect(await desktop.locator('#unread-count').innerText()).toContain('1');
  });
});
