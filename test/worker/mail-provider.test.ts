/**
 * What a mail provider's answer means, against a local fake provider in Resend's shape (the
 * /mail/<test>/<behaviour> paths of test/worker/fake-discord.ts): a refusal for good (403 with its
 * reason) is tried once, kept with the provider's reason for Account (GET /api/me) and counted for
 * the operator, and does not hold up the seat's next mail; an outage is retried with backoff and
 * given up after MAIL_MAX_ATTEMPTS tries (about a day), said the same way.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { httpMailer } from '../../worker/mail/mailer';
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
});
