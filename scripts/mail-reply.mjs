#!/usr/bin/env node
/**
 * Answer a turn mail on your machine (play by mail under `npm start`): posts a reply, as a mail
 * client would write it, to wrangler dev's local Email Routing endpoint (/cdn-cgi/handler/email),
 * which hands it to the Worker's email() handler. The answer lands in the local capture
 * (/api/debug/mail/view).
 *
 *   node scripts/mail-reply.mjs --player you@example.test "3"
 *       answers the newest captured mail to that address that has a reply address
 *   node scripts/mail-reply.mjs play+<tag>@play.localhost "3" ["MORE 2" ...]
 *       answers that reply address; each further argument is one more line
 * Options: --port 8787 (or PORT), --from <address> (default: the player's address, or dev@localhost).
 */
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const port = opt('--port', process.env.PORT || '8787');
const player = opt('--player', null);
let from = opt('--from', player || 'dev@localhost');
const base = `http://127.0.0.1:${port}`;

let to = player ? null : args.shift();
if (player) {
  const res = await fetch(`${base}/api/debug/mail?to=${encodeURIComponent(player)}`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`the local capture answered ${res.status}: is npm start running (MAIL_CAPTURE=1)?`);
  const mails = (await res.json()).filter((m) => m.headers?.['Reply-To']);
  if (!mails.length) throw new Error(`no captured mail to ${player} has a reply address yet (is it their turn?)`);
  to = mails[mails.length - 1].headers['Reply-To'];
  from ||= player;
}
if (!to || !args.length) {
  console.error('usage: node scripts/mail-reply.mjs (--player <address> | <reply address>) "<line>" ["<line>" ...]');
  process.exit(2);
}
const message = [
  `From: <${from}>`, `To: <${to}>`, 'Subject: Re: Tenka', `Date: ${new Date().toUTCString()}`,
  `Message-ID: <${Date.now()}.${Math.random().toString(36).slice(2)}@localhost>`, 'MIME-Version: 1.0',
  'Content-Type: text/plain; charset="UTF-8"', 'Content-Transfer-Encoding: 8bit', '', ...args, '',
].join('\r\n');
const url = `${base}/cdn-cgi/handler/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
const res = await fetch(url, { method: 'POST', body: message, signal: AbortSignal.timeout(10_000) });
console.log(`${res.status} ${res.statusText}: sent to ${to}; the answer is in ${base}/api/debug/mail/view`);
if (!res.ok) console.log(await res.text());
