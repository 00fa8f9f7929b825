/**
 * What a mail provider's answer means, against a local fake provider in Resend's shape (the
 * /mail/<test>/<behaviour> paths of test/worker/fake-discord.ts): a refusal for good (403 with its
 * reason) is tried once, kept with the provider's reason for Account (GET /api/me) and counted for
 * the operator, and does not hold up the seat's next mail; an outage is retried with backoff and
 * given up after MAIL_MAX_ATTEMPTS tries (about a day), said the same way.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { cloudflareMailer, cloudflareMessage, httpMailer, MailRefused, mailerFor, type Mail } from '../../worker/mail/mailer';
import type { MatchRoom } from '../../worker/match/room';
import { counted, type Counter, type CounterFields } from '../../worker/ops/metrics';
import { register, settle, type Client } from './helpers';
import { deliverAt, stubOf, verifiedEmail } from './mail-helpers';

const HOUR = 3_600_000;

interface Received { method: string; path: string; headers: Record<string, string>; body: string }
const requestsTo = async (path: string): Promise<Received[]> =>
  ((await (await fetch(`${env.FAKE_DISCORD_URL}/_requests`)).json()) as Received[]).filter((r) => r.path === path);

const counts: { what: Counter; fields: CounterFields }[] = [];
afterEach(() => { counted.sink = null; counts.length = 0; });

/** Two players with verified addresses, turn and message mails on, in a Sengoku match whose mails go to `provider`. */
async function table(provider: string): Promise<{ id: string; mover: Client; other: Client }> {
  const a = await register('pa');
  const b = await register('pb');
  for (const c of [a, b]) {
    await verifiedEmail(c);
    const put = await c.call('PUT', '/api/me/notifications', { settings: { events: { turn: true, deadline: false, phase: false, message: true, ended: false } } });
    expect(put.status, put.text).toBe(200);
  }
  const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
  await useProvider(id, provider);
  expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  await settle(id);
  const m = (await a.call('GET', `/api/matches/${id}`)).body;
  const name = m.seats.find((s: any) => s.seat === m.awaiting[0]).username;
  return name === a.username ? { id, mover: a, other: b } : { id, mover: b, other: a };
}

async function useProvider(id: string, path: string): Promise<void> {
  await runInDurableObject(stubOf(id), async (o: MatchRoom) => {
    o.mailer = httpMailer({ MAIL_API_KEY: 'test-key', MAIL_API_URL: `${env.FAKE_DISCORD_URL}${path}`, MAIL_FROM: 'Tenka <noreply@tenka.example>' });
  });
}

const pendingFor = (id: string) => runInDurableObject(stubOf(id), async (o: MatchRoom) => (o as any).core.mail.pending() as number);
const tag = () => `t${Math.random().toString(36).slice(2, 10)}`;

describe('mail provider answers', () => {
  it('a provider refusing a mail (403 with a JSON reason) gets exactly one request; the reason shows in GET /api/me and the counters; the seat\'s next mail still goes', async () => {
    counted.sink = (what, fields) => counts.push({ what, fields });
    const refuse = `/mail/${tag()}/refuse`;
    const t = await table(refuse);
    const now = Date.now();
    await deliverAt(t.id, now);
    // An outage would be retried within the hour and then hourly: a refusal is not.
    for (const later of [HOUR + 1000, 3 * HOUR, 30 * HOUR]) await deliverAt(t.id, now + later);
    const tries = await requestsTo(refuse);
    expect(tries.length).toBe(1);
    expect(JSON.parse(tries[0]!.body).from).toBe('Tenka <noreply@tenka.example>');
    expect(await pendingFor(t.id)).toBe(0);

    // The provider's reason, on the account (GET /api/me is what Account reads) and in the counters.
    const me = (await t.mover.call('GET', '/api/me')).body;
    expect(me.email.failure).toEqual({ at: expect.any(Number), reason: expect.stringMatching(/^HTTP 403: The tenka\.example domain is not verified/) });
    expect(me.email.failure.reason.length).toBeLessThanOrEqual(200);
    expect((await t.other.call('GET', '/api/me')).body.email.failure).toBeNull();
    expect(counts.find((c) => c.what === 'mail_refused')?.fields).toMatchObject({ match: t.id, detail: expect.stringContaining('domain is not verified') });

    // The seat's next mail is not held up by the refused one; once one goes through, the note goes.
    const ok = `/mail/${tag()}/ok`;
    await useProvider(t.id, ok);
    const seats = (await t.other.call('GET', `/api/matches/${t.id}`)).body.seats as { seat: number; username: string }[];
    const sent = await t.other.call('POST', `/api/matches/${t.id}/messages`, { text: 'Still there?', to: [seats.find((s) => s.username === t.mover.username)!.seat] });
    expect(sent.status, sent.text).toBe(201);
    await deliverAt(t.id, Date.now());
    expect((await requestsTo(ok)).length).toBe(1);
    expect((await requestsTo(refuse)).length).toBe(1);
    expect((await t.mover.call('GET', '/api/me')).body.email.failure).toBeNull();
  });

  it('an outage (503) is retried with backoff, then given up after about a day of tries, said on Account and in the counters', async () => {
    counted.sink = (what, fields) => counts.push({ what, fields });
    const outage = `/mail/${tag()}/outage`;
    const t = await table(outage);
    const start = Date.now();
    await deliverAt(t.id, start);
    expect((await requestsTo(outage)).length).toBe(1);
    await deliverAt(t.id, start + 10_000); // backing off: nothing yet
    expect((await requestsTo(outage)).length).toBe(1);
    // Then hour after hour for two days: the tries stop at the cap (30, about a day at the real backoff).
    for (let h = 1; h <= 48; h++) await deliverAt(t.id, start + h * (HOUR + 1000));
    expect((await requestsTo(outage)).length).toBe(30);
    expect(await pendingFor(t.id)).toBe(0);
    expect(counts.filter((c) => c.what === 'notification_failed').length).toBe(30);
    expect(counts.find((c) => c.what === 'mail_gave_up')?.fields.detail).toMatch(/unavailable for 30 tries over about a day.*HTTP 503: Service unavailable/);
    expect((await t.mover.call('GET', '/api/me')).body.email.failure.reason).toMatch(/^not delivered: the mail provider was unavailable/);
  });

  it('httpMailer: a 4xx other than 408/429 is final with the provider\'s reason cut to 200 characters; 408, 429 and 5xx are outages; no MAIL_FROM is refused without a request', async () => {
    const mail: Mail = { to: 'p@example.test', subject: 's', text: 't', idempotencyKey: `k-${tag()}` };
    const via = (path: string, from: string | undefined = 'noreply@tenka.example') => httpMailer({ MAIL_API_KEY: 'k', MAIL_API_URL: `${env.FAKE_DISCORD_URL}${path}`, MAIL_FROM: from }).send(mail);
    const base = `/mail/${tag()}`;
    const refused = await via(`${base}/refuse`).catch((e) => e);
    expect(refused).toBeInstanceOf(MailRefused);
    expect(refused.reason).toMatch(/^HTTP 403: The tenka\.example domain is not verified/);
    const text = await via(`${base}/reject-text`).catch((e) => e);
    expect(text).toBeInstanceOf(MailRefused);
    expect(text.reason).toMatch(/^HTTP 422: Invalid `from` field\. x+…$/);
    expect(text.reason.length).toBe(200);
    for (const [path, status] of [['ratelimit', 429], ['timeout', 408], ['outage', 503]] as const) {
      const e = await via(`${base}/${path}`).catch((x) => x);
      expect(e, path).toBeInstanceOf(Error);
      expect(e, path).not.toBeInstanceOf(MailRefused);
      expect(e.message).toContain(`HTTP ${status}`);
    }
    await expect(via(`${base}/ok`)).resolves.toBeUndefined();
    // No From configured: refused plainly, and nothing is sent from a made-up address.
    for (const from of [undefined, '  ']) {
      const none = await httpMailer({ MAIL_API_KEY: 'k', MAIL_API_URL: `${env.FAKE_DISCORD_URL}${base}/nofrom`, MAIL_FROM: from }).send(mail).catch((e) => e);
      expect(none).toBeInstanceOf(MailRefused);
      expect(none.reason).toBe('MAIL_FROM not set');
    }
    expect((await requestsTo(`${base}/nofrom`)).length).toBe(0);
  });

  it('a refused verification mail is said in the answer and on Account', async () => {
    const c = await register('pv');
    const { createApi } = await import('../../worker/api');
    const res = await createApi().request('/me/email', { method: 'PUT', headers: { Authorization: `Bearer ${c.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'v@example.test', password: 'correct horse battery' }) },
      { ...env, MAIL_CAPTURE: '', MAIL_API_KEY: 'k', MAIL_API_URL: `${env.FAKE_DISCORD_URL}/mail/${tag()}/refuse`, MAIL_FROM: 'noreply@tenka.example' });
    expect(res.status).toBe(200);
    const body = await res.json() as any;
    expect(body.verificationSent).toBe(false);
    expect(body.email.failure.reason).toMatch(/^HTTP 403: .*not verified/);
    expect((await c.call('GET', '/api/me')).body.email.failure.reason).toMatch(/^HTTP 403: .*not verified/);
    // A new address (through the capture, which accepts) forgets the note.
    expect((await c.call('PUT', '/api/me/email', { email: 'w@example.test', password: 'correct horse battery' })).body.verificationSent).toBe(true);
    expect((await c.call('GET', '/api/me')).body.email.failure).toBeNull();
  });
});

describe('Cloudflare Email Service mailer (send_email binding)', () => {
  const mail: Mail = {
    to: 'player@example.test', subject: 'Sengoku: Provinces at War: it is your turn', text: 'Open the match: https://tenka.example/match/?id=1',
    headers: { 'List-Unsubscribe': '<https://tenka.example/api/mail/unsubscribe?t=x>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    idempotencyKey: 'match:1:seat:0:batch:7',
  };

  it('builds the structured message: From split into name and address, the text, the unsubscribe headers, the mail\'s key', async () => {
    expect(cloudflareMessage('Tenka <noreply@tenka.example>', mail)).toEqual({
      from: { name: 'Tenka', email: 'noreply@tenka.example' }, to: 'player@example.test',
      subject: 'Sengoku: Provinces at War: it is your turn', text: 'Open the match: https://tenka.example/match/?id=1',
      headers: { 'List-Unsubscribe': '<https://tenka.example/api/mail/unsubscribe?t=x>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'X-Tenka-Mail-Id': 'match:1:seat:0:batch:7' },
    });
    expect(cloudflareMessage('noreply@tenka.example', mail).from).toBe('noreply@tenka.example');
    const sent: unknown[] = [];
    const binding = { send: async (m: unknown) => { sent.push(m); return { messageId: 'm1' }; } } as unknown as SendEmail;
    await cloudflareMailer(binding, 'Tenka <noreply@tenka.example>').send(mail);
    expect(sent).toEqual([cloudflareMessage('Tenka <noreply@tenka.example>', mail)]);
  });

  it('a refusal naming the sender or domain is final; a rate limit or internal error is an outage; no MAIL_FROM is refused', async () => {
    const failing = (message: string, code?: string) => ({ send: async () => { throw Object.assign(new Error(message), code ? { code } : {}); } }) as unknown as SendEmail;
    const refused = await cloudflareMailer(failing('sender domain tenka.example is not verified', 'E_SENDER_DOMAIN_NOT_AVAILABLE'), 'noreply@tenka.example').send(mail).catch((e) => e);
    expect(refused).toBeInstanceOf(MailRefused);
    expect(refused.reason).toBe('E_SENDER_DOMAIN_NOT_AVAILABLE: sender domain tenka.example is not verified');
    for (const m of ['rate limit exceeded', 'internal server error']) {
      const e = await cloudflareMailer(failing(m), 'noreply@tenka.example').send(mail).catch((x) => x);
      expect(e, m).not.toBeInstanceOf(MailRefused);
    }
    expect((await cloudflareMailer(failing('x'), undefined).send(mail).catch((e) => e)).reason).toBe('MAIL_FROM not set');
  });

  it('is chosen by MAILER=cloudflare or a SEND_EMAIL binding; the local capture still wins in tests and npm start', () => {
    const binding = { send: async () => ({ messageId: 'm' }) } as unknown as SendEmail;
    expect(mailerFor({ ...env, MAIL_CAPTURE: '', SEND_EMAIL: binding } as any, env.DB).kind).toBe('cloudflare');
    expect(mailerFor({ ...env, MAIL_CAPTURE: '', SEND_EMAIL: binding, MAIL_API_KEY: 'k' } as any, env.DB).kind).toBe('http');
    expect(mailerFor({ ...env, MAIL_CAPTURE: '', SEND_EMAIL: binding, MAIL_API_KEY: 'k', MAILER: 'cloudflare' } as any, env.DB).kind).toBe('cloudflare');
    expect(mailerFor({ ...env, SEND_EMAIL: binding } as any, env.DB).kind).toBe('capture');
    expect(mailerFor({ ...env, MAIL_CAPTURE: '' } as any, env.DB).kind).toBe('none');
  });
});
