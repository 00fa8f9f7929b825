/** Reading the local mail capture (MAIL_CAPTURE=1) from worker tests. */
import { env, runInDurableObject } from 'cloudflare:test';
import { expect } from 'vitest';
import type { MatchRoom } from '../../worker/match/room';
import { raw, type Client } from './helpers';

export interface CapturedMail { id: number; to: string; subject: string; text: string; html: string | null; headers: Record<string, string>; at: number }

export async function mailsTo(to: string): Promise<CapturedMail[]> {
  const res = await raw('GET', `/api/debug/mail?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return res.body;
}

/** Wait for a mail to `to` whose subject matches (mails sent after the answer, e.g. "forgot password"). */
export async function waitForMail(to: string, subject: RegExp, ms = 3000): Promise<CapturedMail | null> {
  const until = Date.now() + ms;
  for (;;) {
    const got = (await mailsTo(to)).find((m) => subject.test(m.subject));
    if (got || Date.now() > until) return got ?? null;
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const linkIn = (mail: CapturedMail, re: RegExp) => mail.text.match(re)?.[0] ?? null;
export const tokenIn = (mail: CapturedMail, param: 'verify' | 'token') => mail.text.match(new RegExp(`[?&]${param}=([0-9a-f]{64})`))?.[1] ?? null;

/** The password register() gives every account (a change of address asks for it). */
export const PASSWORD = 'correct horse battery';

let n = 0;
export const address = (who: string) => `${who.toLowerCase()}.${++n}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** Give a client a verified address (through the mailed link). */
export async function verifiedEmail(c: Client, email = address(c.username), lang?: string): Promise<string> {
  const put = await c.call('PUT', '/api/me/email', lang ? { email, lang, password: PASSWORD } : { email, password: PASSWORD });
  expect(put.status, put.text).toBe(200);
  const mails = await mailsTo(email);
  const token = tokenIn(mails[mails.length - 1]!, 'verify');
  expect(token).toBeTruthy();
  const v = await raw('POST', '/api/auth/verify-email', { token });
  expect(v.status, v.text).toBe(200);
  return email;
}

export const stubOf = (id: string) => env.MATCHES.get(env.MATCHES.idFromName(id));

/** Run the match's mail delivery as if it were `now`. */
export async function deliverAt(id: string, now = Date.now()): Promise<number> {
  return runInDurableObject(stubOf(id), async (o: MatchRoom) => (await o.deliverMail(now)).sent);
}
