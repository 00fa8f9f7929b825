/**
 * Tests never read a developer's local secrets: the worker tests (vitest plugin) and the browser
 * tests' `wrangler dev` both run with test/wrangler-config.ts's copy of wrangler.toml. Wrangler's
 * own loader (the function the vitest plugin calls) is run here on a project holding poisoned
 * `.dev.vars` and `.env` files: next to the original config it reads them (so this test can fail),
 * through the isolated copy it reads neither.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { isolatedWranglerConfig, withAbsolutePaths } from '../wrangler-config';

type Bindings = Record<string, unknown>;
const bindingsOf = (configPath: string): Bindings =>
  (unstable_getMiniflareWorkerOptions(configPath).workerOptions.bindings ?? {}) as Bindings;

function projectWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tenka-poison-'));
  copyFileSync('wrangler.toml', join(dir, 'wrangler.toml'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const savedEnv = { ...process.env };
afterEach(() => {
  for (const k of ['CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV', 'CLOUDFLARE_INCLUDE_PROCESS_ENV']) {
    if (savedEnv[k] === undefined) delete process.env[k]; else process.env[k] = savedEnv[k];
  }
});

describe('tests never read local secrets', () => {
  it('a poisoned .dev.vars next to the config is read by wrangler, and not through the isolated copy', () => {
    const dir = projectWith({ '.dev.vars': 'SESSION_SECRET=poison-from-dev-vars\nTENKA_POISON=1\n' });
    const direct = bindingsOf(join(dir, 'wrangler.toml'));
    expect(direct.SESSION_SECRET).toBe('poison-from-dev-vars');
    expect(direct.TENKA_POISON).toBe('1');

    const isolated = bindingsOf(isolatedWranglerConfig(dir));
    expect(isolated).not.toHaveProperty('SESSION_SECRET');
    expect(isolated).not.toHaveProperty('TENKA_POISON');
  });

  it('a poisoned .env (wrangler\'s fallback when there is no .dev.vars) is not read either', () => {
    delete process.env.CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV;
    const dir = projectWith({ '.env': 'MAIL_API_KEY=poison-from-dot-env\n' });
    expect(bindingsOf(join(dir, 'wrangler.toml')).MAIL_API_KEY).toBe('poison-from-dot-env');
    expect(bindingsOf(isolatedWranglerConfig(dir))).not.toHaveProperty('MAIL_API_KEY');
  });

  it('the isolated copy still points at the project: Worker entry, assets and migrations', () => {
    const dir = projectWith({});
    mkdirSync(join(dir, 'site', 'dist'), { recursive: true });
    const copy = isolatedWranglerConfig(dir);
    const { main, workerOptions } = unstable_getMiniflareWorkerOptions(copy);
    expect(main).toBe(join(dir, 'worker', 'index.ts'));
    expect((workerOptions.assets as { directory?: string } | undefined)?.directory).toBe(join(dir, 'site', 'dist'));
    expect(readFileSync(copy, 'utf8')).toContain(`migrations_dir = ${JSON.stringify(join(dir, 'migrations'))}`);
  });

  it('only path values are rewritten, absolute ones are kept', () => {
    const toml = 'name = "main"\nmain = "worker/index.ts"\n[assets]\ndirectory = "./site/dist"\n[[d1_databases]]\nmigrations_dir = "/abs/migrations"\n';
    expect(withAbsolutePaths(toml, '/repo')).toBe(
      'name = "main"\nmain = "/repo/worker/index.ts"\n[assets]\ndirectory = "/repo/site/dist"\n[[d1_databases]]\nmigrations_dir = "/abs/migrations"\n');
  });
});
