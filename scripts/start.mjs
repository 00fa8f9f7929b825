// `npm start`: build the site, apply the D1 migrations to the local database, and serve the
// Worker (API + site + Durable Objects) on http://localhost:8787 or $PORT. Everything is local
// (miniflare/workerd) and persisted under .wrangler/state: no Cloudflare account, no network.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const port = process.env.PORT || '8787';
const persist = process.env.TENKA_STATE_DIR || '.wrangler/state';
// No telemetry and no request.cf lookup: both would reach out to the network.
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: process.env.CI ?? '1' };
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(args) {
  const res = spawnSync(npx, args, { stdio: 'inherit', env });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

if (!process.env.TENKA_SKIP_BUILD) run(['astro', 'build', '--root', 'site', '--silent']);
run(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist]);
// Mail goes to the local capture (D1 table mail_capture), never to the internet: read it at
// /api/debug/mail/view (MAIL_CAPTURE=0 turns that off, e.g. to try a real provider's key in .dev.vars).
const mailVars = process.env.MAIL_CAPTURE === '0' ? [] : ['--var', 'MAIL_CAPTURE:1'];
console.log(`Mail capture: http://localhost:${port}/api/debug/mail/view`);
// Turn mails carry a reply address (play by mail) at this domain; send a reply locally with
// `node scripts/mail-reply.mjs` (it posts to wrangler's /cdn-cgi/handler/email; docs/operators.md).
if (!/^\s*MAIL_REPLY_DOMAIN\s*=/m.test(existsSync('.dev.vars') ? readFileSync('.dev.vars', 'utf8') : '')) mailVars.push('--var', 'MAIL_REPLY_DOMAIN:play.localhost');
console.log(`Play by mail: answer a captured turn mail with: node scripts/mail-reply.mjs <reply address> "<your move>"`);
// Web Push works locally with the committed development VAPID pair (test/vapid-test-keys.json),
// unless .dev.vars brings its own (node scripts/vapid-keys.mjs makes one).
const devVars = existsSync('.dev.vars') ? readFileSync('.dev.vars', 'utf8') : '';
const dev_vapid = JSON.parse(readFileSync('test/vapid-test-keys.json', 'utf8'));
const pushVars = /^\s*VAPID_PRIVATE_KEY\s*=\s*\S/m.test(devVars) ? [] : [
  '--var', `VAPID_PUBLIC_KEY:${dev_vapid.publicKey}`, '--var', `VAPID_PRIVATE_KEY:${dev_vapid.privateKey}`, '--var', `VAPID_SUBJECT:${dev_vapid.subject}`,
];
mailVars.push(...pushVars);
const dev = spawn(npx, ['wrangler', 'dev', '--port', port, '--ip', process.env.HOST || '127.0.0.1', '--persist-to', persist, '--show-interactive-dev-session=false', '--log-level', process.env.WRANGLER_LOG || 'info', ...mailVars], { stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => dev.kill(sig));
dev.on('exit', (code) => process.exit(code ?? 0));
