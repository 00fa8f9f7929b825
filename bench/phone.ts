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
 * and exits 1 when a game is over the budget (1.5 s cold, 0.8 s warm, 15 requests, 100 KB).
 *
 * `--budget` (CI, .ci/run): one run per game, only what does not depend on the machine's load
 * is judged: the requests and the bytes before the first move can be tapped, cold and warm. Times
 * are printed, not judged (a loaded CI machine is slower, not the page), and nothing is written.
 * `PHONE_WATERFALL=1` prints every request of each visit (start, end, bytes, path); `PHONE_TRACE=1`
 * the renderer's main-thread time until then by kind (script, style, layout, paint: a Chromium trace)
 * and its CPU time. `PHONE_GAMES=sengoku,nihon` measures only those games; `PHONE_AGAINST=<dir>`
 * measures another checkout (e.g. main's, its site built) in turn with this one and prints the
 * ratios; `PHONE_HOT=1` a third visit too. The last three write no figures.
 *
 * Beside each run of each game it visits the floors (see FLOORS: a bare page with one button, the
 * match page's HTML and CSS with a button, the game's page as drawn without script) and prints each
 * game's warm time over the bare floor: on this machine a new tab alone costs a good part of 0.8 s.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { GAMES } from '../worker/games/registry';
import { CHROMIUM_ARGS, chromiumPath, registerAccount, startServer } from '../test/browser/server';
import { today, writeFigures } from './figures';

const BUDGET = { coldMs: 1500, warmMs: 800, requests: 15, bytes: 100 * 1024 };
const ONLY_COUNTS = process.argv.includes('--budget');
const RUNS = ONLY_COUNTS ? 1 : Number(process.env.PHONE_RUNS ?? 3);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/** The first control of each board that plays a legal move (as the smoke test clicks it: test/browser/smoke.test.ts). */
const KIT = '#board button.kit-move:not([disabled])';
const FIRST_MOVE: Record<string, string> = {
  'white-castle-duel': '#board button.wcd-startcard.wcd-act:not([disabled])',
  'rising-sun': '#board button[data-play=\'{"type":"ready"}\']:not([disabled])',
};

/**
 * `cpuMs` (PHONE_TRACE=1): the page's main-thread CPU time from the navigation to the tappable move
 * (see printTrace). `tapWaitMs`: how long a tap made in the TAP_WINDOW_MS after the move became
 * tappable could wait at worst: the longest remaining part of a main-thread task (the browser's
 * long tasks, over 50 ms) in that window. A board that draws the rest of itself in one long task
 * right after its first move has a tappable move that does not answer yet. `liveMs`: when the
 * page's script took over (a tap made earlier on the Worker's draw was kept, and is played then).
 */
interface Visit { tappableMs: number; paintMs: number; requests: number; bytes: number; cpuMs?: number; tapWaitMs: number; liveMs: number }
const TAP_WINDOW_MS = 2000;

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (750e3 / 8) });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
/** PHONE_PROFILE=1: where the page's main thread spent its time until the move was tappable (self time per function, the top 15). */
function printProfile(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }): void {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFn = new Map<string, number>();
  for (const n of profile.nodes) {
    const key = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\//, '')}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    byFn.set(key, (byFn.get(key) ?? 0) + (self.get(n.id) ?? 0) / 1000);
  }
  for (const [k, ms] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${k}`);
}

/** The trace events that say what the main thread did (a Chromium trace's names), by kind. */
const KINDS: Record<string, string> = {
  EvaluateScript: 'script', FunctionCall: 'script', 'v8.compile': 'script', 'v8.compileModule': 'script', 'v8.evaluateModule': 'script', TimerFire: 'script', FireAnimationFrame: 'script', EventDispatch: 'script', RunMicrotasks: 'script', 'v8.run': 'script', MajorGC: 'gc', MinorGC: 'gc', 'V8.GCScavenger': 'gc',
  ParseHTML: 'html', ParseAuthorStyleSheet: 'style', UpdateLayoutTree: 'style', RecalculateStyles: 'style', Layout: 'layout', 'PrePaint': 'paint', Paint: 'paint', Layerize: 'paint', UpdateLayer: 'paint', CompositeLayers: 'paint', 'Commit': 'paint',
};
interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string; data?: { documentLoaderURL?: string } } }
/**
 * PHONE_TRACE=1: the renderer main thread's time by kind (self time of the events above; the rest
 * is "other"), and its CPU time from the navigation to the page's `tenka-tappable` mark: the
 * thread's own clock (the events' `tdur`) counts neither the throttle's pauses nor the time the
 * thread waited for a core, so unlike the times above it hardly moves with the machine's load
 * (compare changes by it on a shared machine; multiply by the throttle, 4, for the phone's time).
 */
function printTrace(events: TraceEvent[]): number | undefined {
  // The page's renderer: the thread of the page's mark (the tab's first, blank document, the
  // registration's page may have had others), else the busiest.
  const mark = events.find((e) => e.name === 'tenka-tappable');
  const busy = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid).length;
  const main = mark ?? events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').sort((a, b) => busy(b) - busy(a))[0];
  if (!main) { console.log('  (no renderer main thread in the trace)'); return undefined; }
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // Self time: an event's duration minus that of the events nested in it; only named kinds own time, the rest goes to their parent.
  const byKind = new Map<string, number>();
  const stack: { end: number; kind: string }[] = [];
  let last = on[0]?.ts ?? 0;
  const credit = (until: number) => { const top = stack[stack.length - 1]; if (top && until > last) byKind.set(top.kind, (byKind.get(top.kind) ?? 0) + (until - last)); last = Math.max(last, until); };
  for (const e of on) {
    while (stack.length && stack[stack.length - 1]!.end <= e.ts) { credit(stack[stack.length - 1]!.end); stack.pop(); }
    credit(e.ts);
    const parent = stack[stack.length - 1]?.kind;
    stack.push({ end: e.ts + e.dur!, kind: KINDS[e.name] ?? parent ?? 'other' });
  }
  while (stack.length) { credit(stack[stack.length - 1]!.end); stack.pop(); }
  const total = [...byKind.values()].reduce((a, b) => a + b, 0);
  // Top-level tasks only (nested events' CPU time is in their task's), from the navigation to the mark.
  // The match page's navigation (an image's SVG document has one too, without a URL).
  const start = events.filter((e) => e.name === 'navigationStart' && e.pid === main.pid && (!mark || e.ts <= mark.ts) && String(e.args?.data?.documentLoaderURL ?? '').includes('/match/')).sort((a, b) => b.ts - a.ts)[0];
  let cpu: number | undefined;
  if (mark && start) {
    cpu = 0;
    let until = 0;
    for (const e of on) if (e.ts >= start.ts && e.ts < mark.ts && e.ts >= until) { cpu += (e.tdur ?? 0) / 1000; until = e.ts + e.dur!; }
  }
  console.log(`  main thread busy ${(total / 1000).toFixed(0)} ms: ${[...byKind].sort((a, b) => b[1] - a[1]).map(([k, us]) => `${k} ${(us / 1000).toFixed(0)}`).join(', ')}${cpu === undefined ? '' : `; its CPU time until the move was tappable ${cpu.toFixed(0)} ms`}`);
  return cpu;
}

let traced = 0;
async function visit(ctx: BrowserContext, url: string, selector: string): Promise<Visit> {
  const page = await ctx.newPage();
  const cdp = await throttle(page);
  if (process.env.PHONE_PROFILE) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.start'); }
  const browser = ctx.browser()!;
  if (process.env.PHONE_TRACE) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', '__metadata'] });
  // The moment the move control is in the page and laid out, noted by the page itself as the DOM
  // changes (Playwright's own polling waits for a free main thread, which on a throttled CPU can
  // come well after the control appeared, and would count requests that came meanwhile).
  // Waited for through that note, not Playwright's locators: they inject a large script into the
  // page whose parsing takes the page's main thread (~140 ms at 4x) while it loads.
  await page.addInitScript((sel: string) => {
    const w = window as unknown as { __tappableAt?: number; __liveAt?: number; __tappable?: Promise<void>; __longTasks?: { start: number; end: number }[] };
    // The main thread's long tasks (over 50 ms) from the start, for the tap's wait (Visit.tapWaitMs).
    w.__longTasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__longTasks!.push({ start: e.startTime, end: e.startTime + e.duration }); }).observe({ type: 'longtask', buffered: true });
    w.__tappable = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const el = document.querySelector(sel);
        if (!el || w.__tappableAt !== undefined) return;
        // A move the Worker drew into the page is tappable once a tap on it is taken: kept by the
        // early-tap script (and played when the page's script has run) or handled by that script.
        if (el.closest('[data-first-draw]') && !document.documentElement.hasAttribute('data-taps')) return;
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden') { w.__tappableAt = performance.now(); performance.mark('tenka-tappable'); observer.disconnect(); resolve(); }
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    });
    // When the page's script took over (its taps handled, not only kept): `<html data-taps="live">`, or the move drawn by the script.
    new MutationObserver((_, observer) => {
      const el = document.querySelector(sel);
      if (document.documentElement.getAttribute('data-taps') === 'live' || (el && !el.closest('[data-first-draw]'))) { w.__liveAt = performance.now(); observer.disconnect(); }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, selector);
  await page.goto(url, { waitUntil: 'commit' });
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      page.evaluate(() => (window as unknown as { __tappable: Promise<void> }).__tappable),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('timed out')), 60_000); }),
    ]).finally(() => clearTimeout(timer));
  } catch (e) {
    await page.screenshot({ path: 'test-results/phone-timeout.png' }).catch(() => {});
    throw new Error(`${url}: no visible ${selector} within 60 s (${await page.locator(selector).count()} in the page; screenshot test-results/phone-timeout.png): ${(e as Error).message}`);
  }
  // A move laid out before anything was painted is not tappable before the first paint (the Worker's
  // draw comes with the HTML: the page can lay the move out before it paints): from then on, then.
  // (Polled by the page itself, not by Playwright's waitForFunction, whose injected script would load the page's main thread.)
  await page.evaluate(`new Promise((resolve) => { const t0 = performance.now(); const t = setInterval(() => { if (performance.getEntriesByName('first-contentful-paint').length || performance.now() - t0 > 60000) { clearInterval(t); resolve(); } }, 20); })`);
  const v: Visit & { waterfall: string[] } = await page.evaluate(() => {
    const laidOut = (window as unknown as { __tappableAt?: number }).__tappableAt ?? performance.now();
    const at = Math.max(laidOut, performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    (window as unknown as { __tappableAt?: number }).__tappableAt = at;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.responseEnd <= at);
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
    const marks = nav ? `  (request ${nav.requestStart.toFixed(0)}, first byte ${nav.responseStart.toFixed(0)}, DOM interactive ${nav.domInteractive.toFixed(0)}, DOM content loaded ${nav.domContentLoadedEventEnd.toFixed(0)}, first paint ${paint.toFixed(0)})` : '';
    const waterfall = [`     0 ${(nav?.responseEnd ?? 0).toFixed(0).padStart(6)} ${String(nav?.transferSize ?? 0).padStart(7)} page   ${location.pathname}${location.search}${marks}`, ...res.map((r) => `${r.startTime.toFixed(0).padStart(6)} ${r.responseEnd.toFixed(0).padStart(6)} ${String(r.transferSize).padStart(7)} ${r.initiatorType.padEnd(6)} ${r.name.replace(location.origin, '')}`)];
    return { tappableMs: at, paintMs: paint, requests: res.length + 1, bytes: res.reduce((n, r) => n + r.transferSize, nav?.transferSize ?? 0), waterfall, tapWaitMs: 0, liveMs: 0 };
  });
  // The tap's worst wait: the window is let pass, then the long tasks in it are read (a task that
  // began before the move was tappable counts from that moment: a tap then waits for its end).
  // A string, not a function: tsx's names helper does not exist in the page.
  v.tapWaitMs = await page.evaluate(`new Promise((resolve) => setTimeout(() => {
    const at = window.__tappableAt, until = at + ${TAP_WINDOW_MS};
    const waits = window.__longTasks.filter((t) => t.end > at && t.start < until).map((t) => Math.min(t.end, until) - Math.max(t.start, at));
    resolve(Math.max(0, ...waits));
  }, Math.max(0, window.__tappableAt + ${TAP_WINDOW_MS} + 100 - performance.now())))`) as number;
  v.liveMs = await page.evaluate(`new Promise((resolve) => { setTimeout(() => resolve(NaN), 60000); const t = setInterval(() => { if (window.__liveAt !== undefined) { clearInterval(t); resolve(window.__liveAt); } }, 50); })`) as number;
  // PHONE_TASKS=1: the long tasks around the tappable moment (start and length, from that moment).
  if (process.env.PHONE_TASKS) console.log(`${url}: long tasks from the tappable move: ${await page.evaluate('window.__longTasks.map((t) => (t.start - window.__tappableAt).toFixed(0) + "+" + (t.end - t.start).toFixed(0)).join(" ")')}`);
  if (process.env.PHONE_PROFILE) printProfile((await cdp.send('Profiler.stop')).profile as never);
  if (process.env.PHONE_TRACE) {
    const trace = (await browser.stopTracing()).toString();
    writeFileSync(`test-results/phone-trace-${traced++}.json`, trace);
    v.cpuMs = printTrace((JSON.parse(trace) as { traceEvents: TraceEvent[] }).traceEvents);
  }
  // PHONE_WATERFALL=1: every request finished before the move was tappable (start, end, bytes, path), for finding the chain.
  if (process.env.PHONE_WATERFALL) console.log(`${url} at ${v.tappableMs.toFixed(0)} ms:\n${v.waterfall.join('\n')}`);
  await page.close();
  return v;
}

const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]!; };

if (process.env.PHONE_TRACE) mkdirSync('test-results', { recursive: true });
/**
 * PHONE_AGAINST=<another checkout, its site built>: the same visits against that checkout's Worker
 * and site too, run after run in turn with this one's (the machine is shared: only the two rows
 * measured together compare), and each time's ratio to it. Nothing is written.
 */
const AGAINST = process.env.PHONE_AGAINST;
const servers = [await startServer({ vars: { RATE_LIMITS: 'off' } }), ...(AGAINST ? [await startServer({ vars: { RATE_LIMITS: 'off' }, root: AGAINST })] : [])];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

/**
 * The floors: what this machine and the throttle cost a page that does little, measured in every
 * run beside the games (only figures measured together compare here). Served by a plain Node
 * server, so they share none of the Worker's cost: `bare` is an HTML page with one button and
 * nothing else; `page` is the match page's own HTML and stylesheets (from the Worker's origin,
 * cached on the warm visit) with the button in place of its script: the site's header and CSS;
 * `drawn-<game>` (snapshotDrawn) the game's page as drawn, without script. A game's time minus the
 * bare floor's is the part the page adds.
 */
const FLOOR_BUTTON = '<div id="board"><button class="kit-move">Play</button></div>';
/** A page of the Worker's as a floor: no script, no preload, its stylesheets and images from the Worker's origin. */
const withoutScript = (html: string, serverUrl: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="(?:modulepreload|preload)"[^>]*>/g, '').replace(/(href|src)="\//g, `$1="${serverUrl}/`);
const FLOORS: Record<string, string> = {
  bare: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body>${FLOOR_BUTTON}</body></html>`,
  page: withoutScript(await (await fetch(`${servers[0]!.url}/match/`)).text(), servers[0]!.url).replace(/<p class="muted" id="loading">[^<]*<\/p>/, FLOOR_BUTTON),
};
if (!FLOORS.page!.includes(FLOOR_BUTTON)) throw new Error('the match page has no #loading paragraph: update the floor page');
const floorServer = createServer((req, res) => {
  const body = FLOORS[(req.url ?? '').replace(/^\/|\?.*$/g, '')];
  res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(body ?? '');
});
await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
const floorUrl = `http://127.0.0.1:${(floorServer.address() as { port: number }).port}`;
const floorRuns: Record<string, { cold: Visit[]; warm: Visit[] }> = {};
/** One cold and one warm visit of a floor page in a fresh browser profile, kept in floorRuns. */
async function floorVisits(name: string, selector = KIT): Promise<void> {
  const ctx = await browser.newContext(PHONE);
  try {
    const runs = (floorRuns[name] ??= { cold: [], warm: [] });
    runs.cold.push(await visit(ctx, `${floorUrl}/${name}`, selector));
    runs.warm.push(await visit(ctx, `${floorUrl}/${name}`, selector));
  } finally { await ctx.close(); }
}
/**
 * A game's `drawn` floor: its match page as the browser drew it (the board and its first move in
 * the HTML), with no script and its stylesheets from the Worker: what a first draw rendered by
 * the server, before any script, could at best reach on the warm visit. Taken once per game from
 * an unthrottled visit of the measured match.
 */
async function snapshotDrawn(ctx: BrowserContext, url: string, serverUrl: string, selector: string, name: string): Promise<void> {
  const page = await ctx.newPage();
  try {
    await page.goto(url);
    await page.locator(selector).first().waitFor();
    FLOORS[name] = withoutScript(await page.content(), serverUrl);
  } finally { await page.close(); }
}
/** The median time to the tappable move of some visits, in seconds as printed. */
const seconds = (vs: Visit[]) => `${(median(vs.map((v) => v.tappableMs)) / 1000).toFixed(2)} s`;

const lines: string[] = [];
const say = (line: string) => { console.log(line); lines.push(line); };
let over = false;

/** One cold and one warm visit of a fresh player's match of `game` on `serverUrl`, in a fresh browser profile. */
/**
 * PHONE_HOT=1: a third visit too, printed on a line of its own. Chromium keeps the compiled code of
 * a script from its second run on (V8's code cache): a player's third visit and later compile less
 * than the second, which the budget judges.
 */
const HOT = !!process.env.PHONE_HOT;

async function coldAndWarm(game: (typeof GAMES)[string], serverUrl: string, run: number): Promise<Visit[]> {
  const ctx = await browser.newContext(PHONE);
  try {
    const page = await ctx.newPage();
    const name = `ph${run}${Date.now().toString(36).slice(-7)}`;
    if ((await registerAccount(page, serverUrl, name)) !== name) throw new Error('registration failed');
    await page.close();
    const cookie = (await ctx.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const call = async (method: string, path: string, body?: unknown) => (await fetch(`${serverUrl}${path}`, { method, headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).json() as Promise<any>;
    const bots = Array.from({ length: game.minPlayers - 1 }, (_, i) => i + 1);
    const made = await call('POST', '/api/matches', { game: game.id, players: game.minPlayers, bots, ...(game.defaults?.referee ? { referee: false } : {}) });
    for (let i = 0; i < 300; i++) { if (((await call('GET', `/api/matches/${made.id}`)).awaiting ?? []).includes(0)) break; await new Promise((r) => setTimeout(r, 100)); }
    // A fresh profile has an empty cache: the first visit is cold, the second warm.
    const url = `${serverUrl}/match/?id=${made.id}`;
    const visits: Visit[] = [];
    for (let n = HOT ? 3 : 2; n > 0; n--) visits.push(await visit(ctx, url, FIRST_MOVE[game.id] ?? KIT));
    if (!ONLY_COUNTS && !FLOORS[`drawn-${game.id}`] && serverUrl === servers[0]!.url) await snapshotDrawn(ctx, url, serverUrl, FIRST_MOVE[game.id] ?? KIT, `drawn-${game.id}`);
    return visits;
  } finally {
    await ctx.close();
  }
}

try {
  say(`Match page on a phone (CPU 4x slower, 150 ms RTT, 1.6 Mbps down; 390 px), medians of ${RUNS} runs:`);
  say('  game                cold: tappable  paint  requests  bytes  | warm: tappable  paint  requests  bytes');
  const only = process.env.PHONE_GAMES?.split(',');
  for (const game of Object.values(GAMES).filter((g) => !only || only.includes(g.id))) {
    const visits = servers.map(() => ({ cold: [] as Visit[], warm: [] as Visit[], hot: [] as Visit[] }));
    for (let run = 0; run < RUNS; run++) {
      for (const [i, server] of servers.entries()) {
        const [cold, warm, hot] = await coldAndWarm(game, server.url, run);
        visits[i]!.cold.push(cold!);
        visits[i]!.warm.push(warm!);
        if (hot) visits[i]!.hot.push(hot);
      }
      // The floors beside each run of each game (once in all for --budget, at the end).
      if (!ONLY_COUNTS) { await floorVisits('bare'); await floorVisits('page'); await floorVisits(`drawn-${game.id}`, FIRST_MOVE[game.id] ?? KIT); }
    }
    const m = (vs: Visit[]) => ({ t: median(vs.map((v) => v.tappableMs)), p: median(vs.map((v) => v.paintMs)), r: median(vs.map((v) => v.requests)), b: median(vs.map((v) => v.bytes)) });
    const fmt = (x: ReturnType<typeof m>) => `${(x.t / 1000).toFixed(2).padStart(6)} s ${(x.p / 1000).toFixed(2).padStart(5)} s ${String(x.r).padStart(6)} ${`${(x.b / 1024).toFixed(0)} KB`.padStart(8)}`;
    const c = m(visits[0]!.cold), w = m(visits[0]!.warm);
    const counts = [Math.max(c.r, w.r) > BUDGET.requests && 'requests', Math.max(c.b, w.b) > BUDGET.bytes && 'bytes'];
    const fails = (ONLY_COUNTS ? counts : [c.t > BUDGET.coldMs && 'cold', w.t > BUDGET.warmMs && 'warm', ...counts]).filter(Boolean);
    if (fails.length) over = true;
    say(`  ${game.id.padEnd(18)} ${fmt(c)}  | ${fmt(w)}${fails.length ? `   OVER: ${fails.join(', ')}` : ''}`);
    if (!ONLY_COUNTS) {
      // This game's runs against the bare floor measured right after each of them.
      const floorOf = floorRuns.bare!.warm.slice(-RUNS);
      const overFloor = median(visits[0]!.warm.map((v, i) => v.tappableMs - floorOf[i]!.tappableMs));
      const drawn = floorRuns[`drawn-${game.id}`]!;
      say(`  ${'  over the floor'.padEnd(18)} warm tappable minus the bare page's in the same run: median ${overFloor >= 0 ? '+' : ''}${(overFloor / 1000).toFixed(2)} s; the page as drawn, without script: cold ${seconds(drawn.cold)}, warm ${seconds(drawn.warm)}`);
    }
    const waits = (vs: Visit[]) => `${median(vs.map((v) => v.tapWaitMs)).toFixed(0)} ms (${vs.map((v) => v.tapWaitMs.toFixed(0)).join(', ')})`;
    const live = (vs: Visit[]) => `${(median(vs.map((v) => v.liveMs)) / 1000).toFixed(2)} s`;
    say(`  ${'  script live'.padEnd(18)} the page's script took over (a tap kept before is played then), median: cold ${live(visits[0]!.cold)}, warm ${live(visits[0]!.warm)}${AGAINST ? `; against: cold ${live(visits[1]!.cold)}, warm ${live(visits[1]!.warm)}` : ''}`);
    say(`  ${'  a tap then'.padEnd(18)} waits at most (the longest task in the ${TAP_WINDOW_MS / 1000} s after the move was tappable), median: cold ${waits(visits[0]!.cold)}, warm ${waits(visits[0]!.warm)}${AGAINST ? `; against: cold ${waits(visits[1]!.cold)}, warm ${waits(visits[1]!.warm)}` : ''}`);
    if (HOT) say(`  ${'  3rd visit'.padEnd(18)} ${' '.repeat(37)}| ${fmt(m(visits[0]!.hot))}${AGAINST ? `   against ${fmt(m(visits[1]!.hot))}` : ''}`);
    if (AGAINST) {
      const ac = m(visits[1]!.cold), aw = m(visits[1]!.warm);
      say(`  ${'  against'.padEnd(18)} ${fmt(ac)}  | ${fmt(aw)}`);
      // Each run's ratio, this checkout's time over the other's measured just before or after it.
      const ratios = (key: 'cold' | 'warm', of: 'tappableMs' | 'paintMs' | 'cpuMs') => visits[0]![key].map((v, i) => ((v[of] ?? NaN) / (visits[1]![key][i]![of] ?? NaN)).toFixed(2)).join(' ');
      say(`  ${'  ratio'.padEnd(18)} tappable cold ${ratios('cold', 'tappableMs')}, warm ${ratios('warm', 'tappableMs')}; paint warm ${ratios('warm', 'paintMs')}`);
      if (process.env.PHONE_TRACE) {
        const cpu = (i: number, key: 'cold' | 'warm') => median(visits[i]![key].map((v) => v.cpuMs ?? NaN)).toFixed(0);
        say(`  ${'  main-thread CPU'.padEnd(18)} until tappable, medians: cold ${cpu(0, 'cold')} ms against ${cpu(1, 'cold')}, warm ${cpu(0, 'warm')} ms against ${cpu(1, 'warm')}; ratios cold ${ratios('cold', 'cpuMs')}, warm ${ratios('warm', 'cpuMs')}`);
      }
    }
  }
  if (ONLY_COUNTS) { await floorVisits('bare'); await floorVisits('page'); }
  const floorLine = (name: string, what: string) => {
    const r = floorRuns[name]!;
    say(`  floor: ${what.padEnd(58)} cold ${seconds(r.cold)} | warm ${seconds(r.warm)} (${r.warm.length} runs)`);
  };
  floorLine('bare', 'an HTML page with one button, nothing else');
  floorLine('page', "the match page's HTML and CSS, a button for its script");
  say(ONLY_COUNTS
    ? `Budget (--budget: requests and bytes only; times vary with the machine's load): <= ${BUDGET.requests} requests and <= ${BUDGET.bytes / 1024} KB before the first tappable move: ${over ? 'OVER' : 'met'}`
    : `Budget: tappable <= ${BUDGET.coldMs / 1000} s cold, <= ${BUDGET.warmMs / 1000} s warm, <= ${BUDGET.requests} requests and <= ${BUDGET.bytes / 1024} KB before it: ${over ? 'OVER' : 'met'}`);
  // A run of some games only (PHONE_GAMES) writes nothing: the figures' table keeps every game's row.
  if (!ONLY_COUNTS && !AGAINST && !HOT && !process.env.PHONE_GAMES) writeFigures('phone.md', '<!-- Written by `npm run bench:phone` (bench/phone.ts). Do not edit by hand. -->\n# Match page on a phone\n\nSee docs/testing.md "Benchmark". Figures of a shared, noisy 2-core machine: medians of several runs.\n', 'phone', [
    `## \`npm run bench:phone\`, ${today()}, ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the end (times grow with it; requests and bytes do not)`, '', '```', ...lines, '```',
  ].join('\n'));
} finally {
  await browser.close();
  floorServer.close();
  for (const server of servers) await server.stop();
}
process.exit(over ? 1 : 0);
