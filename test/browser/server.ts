/**
 * Starts the real thing for browser tests: the built site and the Worker under `wrangler dev`
 * (workerd, local D1 and Durable Objects in a fresh temporary state directory) on a free port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isolatedWranglerConfig } from '../wrangler-config';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Server {
  url: string; stop(): Promise<void>; logs: string[];
  /** The state directory (D1, Durable Objects, R2) this server persists to. */
  stateDir: string;
  /** The process group of `wrangler dev` (workerd included): `kill()` sends it SIGKILL, as a crash would. */
  pid: number;
  kill(): Promise<void>;
}

export interface ServerOptions {
  /** `wrangler dev --var KEY:VALUE` for each (e.g. D1_EXTRA_LATENCY_MS, TENKA_DEBUG). */
  vars?: Record<string, string>;
  /** Restart on an existing state directory (after a crash) instead of a fresh one; migrations are not re-run. */
  stateDir?: string;
  /** Listen on this port (e.g. the same as before a restart); a free one otherwise. */
  port?: number;
  /** Also append wrangler's output to this file (the shared server: test files read it there). */
  logFile?: string;
  /** Serve another checkout's Worker and built site (`npm run bench:phone` with PHONE_AGAINST): this one's by default. */
  root?: string;
}

/** Written by scripts/ensure-browser.mjs. */
const BROWSER_CHOICE = 'node_modules/.cache/tenka-browser/browser.json';

/** wrangler.toml copied where no .dev.vars or .env sits: a developer's local secrets are never read. */
const CONFIG = isolatedWranglerConfig();
/** The same for another checkout (PHONE_AGAINST), made when first asked for. */
const configs = new Map<string, string>();
const configOf = (root: string | undefined) => {
  if (!root) return CONFIG;
  if (!configs.has(root)) configs.set(root, isolatedWranglerConfig(root));
  return configs.get(root)!;
};

const ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: '1' };

export async function startServer(opts: ServerOptions = {}): Promise<Server> {
  if (opts.root && !existsSync(join(opts.root, 'site/dist/index.html'))) throw new Error(`${opts.root}: no built site (site/dist)`);
  if (!existsSync('site/dist/index.html')) {
    const b = spawnSync('npx', ['astro', 'build', '--root', 'site', '--silent'], { stdio: 'inherit', env: ENV });
    if (b.status !== 0) throw new Error('site build failed');
  }
  const state = opts.stateDir ?? mkdtempSync(join(tmpdir(), 'tenka-state-'));
  if (!opts.stateDir) {
    const m = spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '-c', configOf(opts.root), '--persist-to', state], { env: ENV, encoding: 'utf8' });
    if (m.status !== 0) throw new Error(`migrations failed: ${m.stderr}${m.stdout}`);
  }
  // A free port can be taken by another process between the check and wrangler's bind: try another.
  for (let attempt = 1; ; attempt++) {
    const port = opts.port ?? await freePort();
    const started = await launch(state, port, opts);
    if (started.ok) return started.server;
    if (!started.portTaken || opts.port || attempt >= 3) throw new Error(`wrangler dev did not start:\n${started.logs}`);
  }
}

async function launch(state: string, port: number, opts: ServerOptions): Promise<{ ok: true; server: Server } | { ok: false; portTaken: boolean; logs: string }> {
  const logs: string[] = [];
  const vars = Object.entries(opts.vars ?? {}).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  const child: ChildProcess = spawn('npx', ['wrangler', 'dev', '-c', configOf(opts.root), '--port', String(port), '--ip', '127.0.0.1', '--persist-to', state, '--show-interactive-dev-session=false', ...vars], { env: ENV, detached: true, cwd: opts.root });
  const log = (d: unknown) => { logs.push(String(d)); if (opts.logFile) appendFileSync(opts.logFile, String(d)); };
  child.stdout!.on('data', log);
  child.stderr!.on('data', log);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch { /* not yet */ }
    const portTaken = logs.join('').includes('Address already in use');
    if (portTaken || Date.now() - started > 120_000) {
      try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ }
      return { ok: false, portTaken, logs: logs.join('') };
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { ok: true, server: {
    url, logs, stateDir: state, pid: child.pid!,
    async kill() {
      try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ }
      await new Promise<void>((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', () => r())));
    },
    async stop() {
      try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* gone */ }
      await new Promise((r) => setTimeout(r, 300));
    },
  } };
}

/**
 * The Chromium chosen by scripts/ensure-browser.mjs (run by `npm test`'s pretest): $CHROMIUM_PATH,
 * the system's, Debian's installed with apt-get, or the one shipped in an npm package. Run alone
 * (`npx vitest run --project browser …`), the tests run that script themselves when needed.
 */
export function chromiumPath(): string {
  const env = process.env.CHROMIUM_PATH;
  if (env && existsSync(env)) return env;
  const chosen = (): string | null => {
    try {
      const p = (JSON.parse(readFileSync(BROWSER_CHOICE, 'utf8')) as { executablePath?: string }).executablePath;
      return p && existsSync(p) ? p : null;
    } catch { return null; }
  };
  const before = chosen();
  if (before) return before;
  spawnSync(process.execPath, ['scripts/ensure-browser.mjs'], { stdio: 'inherit' });
  const after = chosen();
  if (after) return after;
  throw new Error('No Chromium for the browser tests: see the "browser tests:" line of scripts/ensure-browser.mjs above');
}

/** Flags for a closed network: no background connections, no first-run, no sandbox as root. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/**
 * Register an account through the Account page (`prefix`: the page's language, '' for English, '/fr'
 * or '/de'); resolves to the name the page then shows.
 */
export async function registerAccount(page: import('playwright-core').Page, baseUrl: string, username: string, prefix = ''): Promise<string | null> {
  await page.goto(`${baseUrl}${prefix}/account/`);
  const form = page.locator('#register-form');
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=password]').fill('a long passphrase');
  await form.locator('button[type=submit]').click();
  await page.locator('#signed-in').waitFor({ state: 'visible' });
  return page.locator('#me-name').textContent();
}

/** Register through the Account page and insist that it worked (the tests that then play with the account). */
export async function registered(page: import('playwright-core').Page, baseUrl: string, username: string, prefix = ''): Promise<void> {
  const shown = await registerAccount(page, baseUrl, username, prefix);
  if (shown !== username) throw new Error(`registration of ${username} failed (the page shows ${shown})`);
}

/** A site path in a language: English at the root, French and German under /fr/ and /de/. */
export const localized = (lang: string, path: string) => (lang === 'en' ? path : `/${lang}${path}`);

/**
 * Two players in two browsers, Alice on a desktop and Bob on a phone, each registered through the
 * Account page with a fresh name (the tests of the lobby, ratings and profiles start so).
 */
export async function twoPlayers(browser: import('playwright-core').Browser, baseUrl: string, [a, b] = ['alice', 'bob']) {
  const { DESKTOP, PHONE } = await import('./board-audit');
  const actx = await browser.newContext(DESKTOP), bctx = await browser.newContext(PHONE);
  const alice = await actx.newPage(), bob = await bctx.newPage();
  const stamp = Date.now().toString(36).slice(-5);
  const [an, bn] = [`${a}${stamp}`, `${b}${stamp}`];
  if (await registerAccount(alice, baseUrl, an) !== an || await registerAccount(bob, baseUrl, bn) !== bn) throw new Error('registration failed');
  return { actx, bctx, alice, bob, an, bn };
}
