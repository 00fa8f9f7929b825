/**
 * `npm run bench:phone` (issue 32): each game's match page on a cheap phone over slow 4G, in
 * Chromium through the DevTools protocol: the CPU 4x slower (`Emulation.setCPUThrottlingRate`),
 * 150 ms round trips, 1.6 Mbps down, 750 kbps up (`Network.emulateNetworkConditions`), a 390 px
 * touch screen. Against the real Worker and site under `wrangler dev`, a player whose other seats
 * are bots opens the match page when it is their turn: cold (a fresh cache), then warm (the same
 * browser profile, a second visit). Per game and visit it prints the time to the first tappable
 * legal move (the board's first move control in the page, visible), the first contentful paint,
 * and the requests and bytes (transferred; a cache hit counts 0) finished before that. Medians of
 * `PHONE_RUNS` runs (default 3): the machine is shared and noisy. Writes docs/figures/phone.md,
 * and exits 1 when a game is over the budget (1.5 s cold, 0.8 s warm, 15 requests).
 */
import { availableParallelism } from 'node:os';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { GAMES } from '../worker/games/registry';
import { CHROMIUM_ARGS, chromiumPath, registerAccount, startServer } from '../test/browser/server';
import { today, writeFigures } from './figures';

const BUDGET = { coldMs: 1500, warmMs: 800, requests: 15 };
const RUNS = Number(process.env.PHONE_RUNS ?? 3);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/** The first control of each board that plays a legal move (as the smoke test clicks it: test/browser/smoke.test.ts). */
const KIT = '#board button.kit-move:not([disabled])';
const FIRST_MOVE: Record<string, string> = {
  'white-castle-duel': '#board button.wcd-startcard.wcd-act:not([disabled])',
  'rising-sun': '#board button[data-play=\'{"type":"ready"}\']:not([disabled])',
};

interface Visit { tappableMs: number; paintMs: number; requests: number; bytes: number }

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (750e3 / 8) });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function visit(ctx: BrowserContext, url: string, selector: string): Promise<Visit> {
  const page = await ctx.newPage();
  await throttle(page);
  await page.goto(url, { waitUntil: 'commit' });
  try {
    // Playwright polls in the page on each animation frame: the moment is late by at most a frame or so.
    await page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 });
  } catch (e) {
    await page.screenshot({ path: 'test-results/phone-timeout.png' }).catch(() => {});
    throw new Error(`${url}: no visible ${selector} within 60 s (${await page.locator(selector).count()} in the page; screenshot test-results/phone-timeout.png): ${(e as Error).message}`);
  }
  const v = await page.evaluate(() => {
    const at = performance.now();
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.responseEnd <= at);
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
    const waterfall = res.map((r) => `${r.startTime.toFixed(0).padStart(6)} ${r.responseEnd.toFixed(0).padStart(6)} ${String(r.transferSize).padStart(7)} ${r.initiatorType.padEnd(6)} ${r.name.replace(location.origin, '')}`);
    return { tappableMs: at, paintMs: paint, requests: res.length + 1, bytes: res.reduce((n, r) => n + r.transferSize, nav?.transferSize ?? 0), waterfall };
  });
  // PHONE_WATERFALL=1: every request finished before the move was tappable (start, end, bytes, path), for finding the chain.
  if (process.env.PHONE_WATERFALL) console.log(`${url} at ${v.tappableMs.toFixed(0)} ms:\n${v.waterfall.join('\n')}`);
  await page.close();
  return v;
}

const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]!; };

const server = await startServer({ vars: { RATE_LIMITS: 'off' } });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const lines: string[] = [];
const say = (line: string) => { console.log(line); lines.push(line); };
let over = false;
try {
  say(`Match page on a phone (CPU 4x slower, 150 ms RTT, 1.6 Mbps down; 390 px), medians of ${RUNS} runs:`);
  say('  game                cold: tappable  paint  requests  bytes  | warm: tappable  paint  requests  bytes');
  const only = process.env.PHONE_GAMES?.split(',');
  for (const game of Object.values(GAMES).filter((g) => !only || only.includes(g.id))) {
    const cold: Visit[] = [], warm: Visit[] = [];
    for (let run = 0; run < RUNS; run++) {
      const ctx = await browser.newContext(PHONE);
      try {
        const page = await ctx.newPage();
        const name = `ph${run}${Date.now().toString(36).slice(-7)}`;
        if ((await registerAccount(page, server.url, name)) !== name) throw new Error('registration failed');
        await page.close();
        const cookie = (await ctx.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
        const call = async (method: string, path: string, body?: unknown) => (await fetch(`${server.url}${path}`, { method, headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).json() as Promise<any>;
        const bots = Array.from({ length: game.minPlayers - 1 }, (_, i) => i + 1);
        const made = await call('POST', '/api/matches', { game: game.id, players: game.minPlayers, bots, ...(game.defaults?.referee ? { referee: false } : {}) });
        for (let i = 0; i < 300; i++) { if (((await call('GET', `/api/matches/${made.id}`)).awaiting ?? []).includes(0)) break; await new Promise((r) => setTimeout(r, 100)); }
        // A fresh profile has an empty cache: the first visit is cold, the second warm.
        const url = `${server.url}/match/?id=${made.id}`;
        cold.push(await visit(ctx, url, FIRST_MOVE[game.id] ?? KIT));
        warm.push(await visit(ctx, url, FIRST_MOVE[game.id] ?? KIT));
      } finally {
        await ctx.close();
      }
    }
    const m = (vs: Visit[]) => ({ t: median(vs.map((v) => v.tappableMs)), p: median(vs.map((v) => v.paintMs)), r: median(vs.map((v) => v.requests)), b: median(vs.map((v) => v.bytes)) });
    const c = m(cold), w = m(warm);
    const fmt = (x: ReturnType<typeof m>) => `${(x.t / 1000).toFixed(2).padStart(6)} s ${(x.p / 1000).toFixed(2).padStart(5)} s ${String(x.r).padStart(6)} ${`${(x.b / 1024).toFixed(0)} KB`.padStart(8)}`;
    const fails = [c.t > BUDGET.coldMs && 'cold', w.t > BUDGET.warmMs && 'warm', c.r > BUDGET.requests && 'requests'].filter(Boolean);
    if (fails.length) over = true;
    say(`  ${game.id.padEnd(18)} ${fmt(c)}  | ${fmt(w)}${fails.length ? `   OVER: ${fails.join(', ')}` : ''}`);
  }
  say(`Budget: tappable <= ${BUDGET.coldMs / 1000} s cold, <= ${BUDGET.warmMs / 1000} s warm, <= ${BUDGET.requests} requests before it: ${over ? 'OVER' : 'met'}`);
  writeFigures('phone.md', '<!-- Written by `npm run bench:phone` (bench/phone.ts). Do not edit by hand. -->\n# Match page on a phone\n\nSee docs/testing.md "Benchmark". Figures of a shared, noisy 2-core machine: medians of several runs.\n', 'phone', [
    `## \`npm run bench:phone\`, ${today()}, ${availableParallelism()} cores`, '', '```', ...lines, '```',
  ].join('\n'));
} finally {
  await browser.close();
  await server.stop();
}
process.exit(over ? 1 : 0);
