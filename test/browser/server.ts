/**
 * Starts the real thing for browser tests: the built site and the Worker under `wrangler dev`
 * (workerd, local D1 and Durable Objects in a fresh temporary state directory) on a free port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

export interface Server { url: string; stop(): Promise<void>; logs: string[] }

const ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: '1' };

export async function startServer(): Promise<Server> {
  if (!existsSync('site/dist/index.html')) {
    const b = spawnSync('npx', ['astro', 'build', '--root', 'site', '--silent'], { stdio: 'inherit', env: ENV });
    if (b.status !== 0) throw new Error('site build failed');
  }
  const state = mkdtempSync(join(tmpdir(), 'tenka-state-'));
  const m = spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], { env: ENV, encoding: 'utf8' });
  if (m.status !== 0) throw new Error(`migrations failed: ${m.stderr}${m.stdout}`);
  const port = await freePort();
  const logs: string[] = [];
  const child: ChildProcess = spawn('npx', ['wrangler', 'dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', state, '--show-interactive-dev-session=false'], { env: ENV, detached: true });
  child.stdout!.on('data', (d) => logs.push(String(d)));
  child.stderr!.on('data', (d) => logs.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch { /* not yet */ }
    if (Date.now() - started > 120_000) throw new Error(`wrangler dev did not start:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url, logs,
    async stop() {
      try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* gone */ }
      await new Promise((r) => setTimeout(r, 300));
    },
  };
}

export function chromiumPath(): string {
  for (const p of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[]) {
    if (existsSync(p)) return p;
  }
  throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)');
}

/** Flags for a closed network: no background connections, no first-run, no sandbox as root. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** Register an account through the Account page; resolves to the name the page then shows. */
export async function registerAccount(page: import('playwright-core').Page, baseUrl: string, username: string): Promise<string | null> {
  await page.goto(`${baseUrl}/account/`);
  const form = page.locator('#register-form');
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=password]').fill('a long passphrase');
  await form.locator('button[type=submit]').click();
  await page.locator('#signed-in').waitFor({ state: 'visible' });
  return page.locator('#me-name').textContent();
}
