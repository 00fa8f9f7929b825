#!/usr/bin/env node
/**
 * `npm run deploy [-- <wrangler deploy options>]`: build the site, apply the D1 migrations to the
 * remote database, deploy the Worker (with the site as its static assets).
 * `npm run deploy -- --dry-run` (and `npm run deploy:check`): build the site and bundle the Worker
 * exactly as a deploy would, into .wrangler/dry-run, touching nothing remote: no Cloudflare
 * account, login or network to Cloudflare needed (the remote migrations are skipped and said so);
 * then the bundle's size goes to docs/figures/worker.md (scripts/worker-size.mjs).
 *
 * A real deploy needs SITE_ORIGIN (the public https origin: the rules' embed snippets, embed.js
 * links and oEmbed discovery are written with it at build time, and mails link to it) and
 * MAIL_FROM (the sender of every mail), each from the environment or from [vars] in wrangler.toml.
 * Without them it refuses before building anything; the dry run goes on and says what a real
 * deploy would be missing. A value from the environment is given to the Worker too
 * (`wrangler deploy --var`), so the site and the Worker name the same origin.
 * `--preflight`: only this check (no build, no wrangler).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { writeWorkerFigures } from './worker-size.mjs';

const REQUIRED = ['SITE_ORIGIN', 'MAIL_FROM'];

/** A [vars] value of wrangler.toml (`NAME = "value"`), as site/astro.config.mjs reads SITE_ORIGIN. */
function tomlVar(toml, name) {
  const vars = toml.split(/^\[/m).find((block) => block.startsWith('vars]'));
  return vars?.match(new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, 'm'))?.[1];
}

function originProblem(value) {
  let url;
  try { url = new URL(value); } catch { return `"${value}" is not a URL: give the site's public origin, e.g. https://tenka.example`; }
  if (url.protocol !== 'https:') return `"${value}" is not https: give the site's public https origin`;
  if (/^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/.test(url.hostname) || url.hostname.endsWith('.localhost')) return `"${value}" is this machine, not a public origin`;
  if (url.origin !== value.replace(/\/$/, '')) return `"${value}" is more than an origin (no path, query or fragment): ${url.origin}`;
  return null;
}

const WHY = {
  SITE_ORIGIN: 'the site\'s embed snippets, embed.js links and oEmbed discovery (about 1,200 pages) would point to http://localhost:8787',
  MAIL_FROM: 'every mail would be sent from "Tenka <noreply@example.com>", which the mail provider refuses',
};

/**
 * What a real deploy would publish: `problems` (each naming the setting and why it matters) and
 * `vars`, the values from the environment to hand to the Worker (`wrangler deploy --var`).
 * The environment wins over wrangler.toml's [vars], as in the site's build.
 * @param {Record<string, string | undefined>} env
 * @param {string} toml
 */
export function deployConfig(env, toml) {
  const problems = [];
  const vars = {};
  for (const name of REQUIRED) {
    const fromEnv = env[name]?.trim();
    const value = fromEnv || tomlVar(toml, name)?.trim();
    if (!value) {
      problems.push({ name, message: `${name} is not set: ${WHY[name]}. Set it in the environment (${name}=… npm run deploy) or under [vars] in wrangler.toml.` });
      continue;
    }
    const bad = name === 'SITE_ORIGIN' ? originProblem(value) : /@[^@\s>]+\.[^@\s>]+>?$/.test(value) ? null : `"${value}" has no e-mail address: e.g. "Tenka <noreply@tenka.example>"`;
    if (bad) { problems.push({ name, message: `${name}: ${bad}.` }); continue; }
    if (fromEnv) vars[name] = name === 'SITE_ORIGIN' ? value.replace(/\/$/, '') : value;
  }
  return { problems, vars };
}

function run(cmd, cmdArgs) {
  console.log(`> ${cmd} ${cmdArgs.join(' ')}`);
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) {
    console.error(`deploy: "${cmd} ${cmdArgs.join(' ')}" failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

function main() {
  const args = process.argv.slice(2).filter((a) => a !== '--preflight');
  const preflight = process.argv.includes('--preflight');
  const dryRun = args.includes('--dry-run');
  const { problems, vars } = deployConfig(process.env, readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8'));

  if (problems.length) {
    const list = problems.map((p) => `  - ${p.message}`).join('\n');
    if (!dryRun) {
      console.error(`deploy: refused: a real deploy needs these settings:\n${list}`);
      process.exit(1);
    }
    console.warn(`deploy: dry run: a real deploy would refuse, for want of:\n${list}\n(this dry run goes on, building for the defaults)`);
  } else {
    for (const [name, value] of Object.entries(vars)) console.log(`deploy: ${name} = ${value} (from the environment, given to the Worker too)`);
    if (!Object.keys(vars).length) console.log('deploy: SITE_ORIGIN and MAIL_FROM from wrangler.toml [vars]');
  }
  if (preflight) return;

  // The site's build reads SITE_ORIGIN from this environment (site/astro.config.mjs).
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
  run('npm', ['run', 'build:site']);
  if (dryRun) {
    console.log('deploy: dry run: the remote D1 migrations are not applied (wrangler d1 migrations apply tenka --remote)');
    const outdir = args.includes('--outdir') ? [] : ['--outdir', '.wrangler/dry-run'];
    run('npx', ['wrangler', 'deploy', ...args, ...varArgs, ...outdir]);
    writeWorkerFigures(outdir.length ? outdir[1] : args[args.indexOf('--outdir') + 1]);
  } else {
    run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'tenka', '--remote']);
    run('npx', ['wrangler', 'deploy', ...args, ...varArgs]);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
