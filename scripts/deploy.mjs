#!/usr/bin/env node
/**
 * `npm run deploy [-- <wrangler deploy options>]`: build the site, apply the D1 migrations to the
 * remote database, deploy the Worker (with the site as its static assets).
 * `npm run deploy -- --dry-run` (and `npm run deploy:check`): build the site and bundle the Worker
 * exactly as a deploy would, into .wrangler/dry-run, touching nothing remote: no Cloudflare
 * account, login or network to Cloudflare needed (the remote migrations are skipped and said so);
 * then the bundle's size goes to docs/figures/worker.md (scripts/worker-size.mjs).
 */
import { spawnSync } from 'node:child_process';
import { writeWorkerFigures } from './worker-size.mjs';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');

function run(cmd, cmdArgs) {
  console.log(`> ${cmd} ${cmdArgs.join(' ')}`);
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) {
    console.error(`deploy: "${cmd} ${cmdArgs.join(' ')}" failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

run('npm', ['run', 'build:site']);
if (dryRun) {
  console.log('deploy: dry run: the remote D1 migrations are not applied (wrangler d1 migrations apply tenka --remote)');
  const outdir = args.includes('--outdir') ? [] : ['--outdir', '.wrangler/dry-run'];
  run('npx', ['wrangler', 'deploy', ...args, ...outdir]);
  writeWorkerFigures(outdir.length ? outdir[1] : args[args.indexOf('--outdir') + 1]);
} else {
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'tenka', '--remote']);
  run('npx', ['wrangler', 'deploy', ...args]);
}
