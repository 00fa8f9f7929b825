/**
 * `npm run deploy` refuses to publish a site built for localhost: without SITE_ORIGIN (the origin
 * the rules' embed snippets, embed.js links and oEmbed discovery name) or MAIL_FROM, a real
 * deploy stops before building anything; the dry run (`npm run deploy:check`, CI's, which has
 * neither) goes on but says what a real deploy would be missing. The script runs here with
 * --preflight: the check alone, no build, no wrangler.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { deployConfig } from '../../scripts/deploy.mjs';

const run = promisify(execFile);

const TOML = 'name = "tenka"\nmain = "worker/index.ts"\n\n[assets]\ndirectory = "./site/dist"\n';
const TOML_VARS = `${TOML}\n[vars]\nSITE_ORIGIN = "https://tenka.example"\nMAIL_FROM = "Tenka <noreply@tenka.example>"\n`;

/** The script as `npm run deploy` runs it, in an environment without (or with) the two settings. */
async function script(args: string[], set: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...set };
  for (const k of ['SITE_ORIGIN', 'MAIL_FROM'] as const) if (!(k in set)) delete env[k];
  try {
    const { stdout, stderr } = await run('node', ['scripts/deploy.mjs', ...args, '--preflight'], { env });
    return { code: 0, out: stdout + stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout + err.stderr };
  }
}

describe('npm run deploy: the origin and sender it publishes', () => {
  it('names what is missing: SITE_ORIGIN and MAIL_FROM, from the environment or wrangler.toml [vars]', () => {
    const none = deployConfig({}, TOML);
    expect(none.problems.map((p) => p.name)).toEqual(['SITE_ORIGIN', 'MAIL_FROM']);
    expect(none.problems[0]!.message).toMatch(/localhost:8787/);
    expect(deployConfig({}, TOML_VARS)).toEqual({ problems: [], vars: {} }); // wrangler sends [vars] itself
    // From the environment: passed to the Worker too (wrangler deploy --var), the environment winning as in the site's build.
    const fromEnv = deployConfig({ SITE_ORIGIN: 'https://play.example', MAIL_FROM: 'Play <no@play.example>' }, TOML_VARS);
    expect(fromEnv).toEqual({ problems: [], vars: { SITE_ORIGIN: 'https://play.example', MAIL_FROM: 'Play <no@play.example>' } });
    // Blank is missing.
    expect(deployConfig({ SITE_ORIGIN: ' ', MAIL_FROM: '' }, TOML).problems).toHaveLength(2);
  });

  it('refuses an origin that is local, not https, or more than an origin', () => {
    for (const origin of ['http://localhost:8787', 'https://localhost', 'http://127.0.0.1:8787', 'http://tenka.example', 'https://tenka.example/rules/', 'tenka.example', 'https://[::1]']) {
      const r = deployConfig({ SITE_ORIGIN: origin, MAIL_FROM: 'Tenka <noreply@tenka.example>' }, TOML);
      expect(r.problems.map((p) => p.name), origin).toEqual(['SITE_ORIGIN']);
    }
    expect(deployConfig({ SITE_ORIGIN: 'https://tenka.example', MAIL_FROM: 'Tenka <noreply@tenka.example>' }, TOML).problems).toEqual([]);
    expect(deployConfig({ SITE_ORIGIN: 'https://tenka.example', MAIL_FROM: 'nobody' }, TOML).problems.map((p) => p.name)).toEqual(['MAIL_FROM']);
  });

  it('the script: a real deploy without them stops before building; the dry run goes on and says what a real one would lack', async () => {
    const real = await script([]);
    expect(real.code).not.toBe(0);
    expect(real.out).toMatch(/SITE_ORIGIN/);
    expect(real.out).toMatch(/MAIL_FROM/);
    expect(real.out).toMatch(/refus/i);
    expect(real.out).not.toMatch(/^> /m); // no command was run

    const dry = await script(['--dry-run']);
    expect(dry.code, dry.out).toBe(0);
    expect(dry.out).toMatch(/a real deploy would refuse/i);
    expect(dry.out).toMatch(/SITE_ORIGIN/);
    expect(dry.out).toMatch(/MAIL_FROM/);

    const ok = await script([], { SITE_ORIGIN: 'https://tenka.example', MAIL_FROM: 'Tenka <noreply@tenka.example>' });
    expect(ok.code, ok.out).toBe(0);
    expect(ok.out).toMatch(/https:\/\/tenka\.example/);
  });
});
