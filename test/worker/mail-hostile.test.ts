/**
 * Hostile and robotic mail to the play-by-mail handler: forged tags, another match's or seat's
 * tag, a revoked seat, replayed and stale mails, a 10 MB mail, deeply nested and many-part MIME,
 * auto-replies, vacation notices and bounces. Nothing is applied, nothing throws, nothing is
 * answered to the sender, and robots get no answer at all (no mail loop).
 */
import { describe, expect, it } from 'vitest';
import { raw, register, settle, type Client } from './helpers';
import { deliverAt, mailsTo, verifiedEmail, type CapturedMail } from './mail-helpers';
import { answer, deliverRaw, rawReply } from './mail-reply-helpers';

const HOUR = 3600_000;

interface Duel { id: string; mover: Client; other: Client; moverMail: string; otherMail: string; turn: CapturedMail }

/** Two players with addresses; the awaited one has their turn mail. */
async function duel(): Promise<Duel> {
  const a = await register('ha');
  const b = await register('hb');
  const mails = new Map<Client, string>();
  for (const c of [a, b]) {
    mails.set(c, await verifiedEmail(c));
    expect((await c.call('PUT', '/api/me/notifications', { settings: { events: { turn: true, deadline: false, phase: false, message: false, ended: false } } })).status).toBe(200);
  }
  const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
  expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  await settle(id);
  await deliverAt(id, Date.now() + HOUR);
  const m = (await raw('GET', `/api/matches/${id}`)).body;
  const mover = m.seats[m.awaiting[0]].username === a.username ? a : b;
  const other = mover === a ? b : a;
  const turn = (await mailsTo(mails.get(mover)!)).filter((x) => x.headers['Reply-To']).pop()!;
  expect(turn).toBeTruthy();
  return { id, mover, other, moverMail: mails.get(mover)!, otherMail: mails.get(other)!, turn };
}

const version = async (id: string) => (await raw('GET', `/api/matches/${id}`)).body.version as number;
const answers = async (to: string) => (await mailsTo(to)).filter((m) => /^Re/.test(m.subject));

describe('hostile mail', () => {
  it('a forged tag, a tag re-signed for another seat or match, and a plain address: ignored silently, nothing applied, nobody answered', async () => {
    const d = await duel();
    const v = await version(d.id);
    const to = d.turn.headers['Reply-To']!;
    const [local, domain] = to.split('@') as [string, string];
    const parts = local.split('-');
    const forged = [
      `${parts.slice(0, 4).join('-')}-${'0'.repeat(20)}@${domain}`, // bad signature
      `${parts[0]}-${parts[1] === '0' ? '1' : '0'}-${parts.slice(2).join('-')}@${domain}`, // the other seat, same signature
      `play+${'f'.repeat(16)}-${parts.slice(1).join('-')}@${domain}`, // another match
      `play+__proto__@${domain}`, `${'a'.repeat(5000)}@${domain}`, `play@${domain}`,
    ];
    for (const addr of forged) {
      const got = await deliverRaw(rawReply({ client: 'gmail', from: 'mallory@evil.test', to: addr, body: '1' }), { from: 'mallory@evil.test', to: addr });
      expect(got.outcome, addr.slice(0, 80)).toBe('no_tag');
      expect(got.rejected).toBeNull();
    }
    expect(await version(d.id)).toBe(v);
    expect(await answers(d.moverMail)).toEqual([]);
    expect(await answers(d.otherMail)).toEqual([]);
    expect(await mailsTo('mallory@evil.test')).toEqual([]);
  });

  it('the answer goes to the seat’s own verified address, never to the sender (From proves nothing)', async () => {
    const d = await duel();
    const got = await answer(d.turn, 'mallory@evil.test', '1');
    expect(got.outcome).toBe('answered');
    expect(await mailsTo('mallory@evil.test')).toEqual([]);
    expect((await answers(d.moverMail)).length).toBe(1);
    expect(await answers(d.otherMail)).toEqual([]);
  });

  it('a mail delivered twice applies once and is answered once; a stale tag is refused with the current choices', async () => {
    const d = await duel();
    const v = await version(d.id);
    const message = rawReply({ client: 'apple', from: d.moverMail, to: d.turn.headers['Reply-To']!, body: '1', quoted: d.turn, messageId: '<same@apple.test>' });
    expect((await deliverRaw(message, { from: d.moverMail, to: d.turn.headers['Reply-To']! })).outcome).toBe('answered');
    const v1 = await version(d.id);
    expect(v1).toBeGreaterThan(v);
    expect((await deliverRaw(message, { from: d.moverMail, to: d.turn.headers['Reply-To']! })).outcome).toBe('duplicate');
    expect(await version(d.id)).toBe(v1);
    expect((await answers(d.moverMail)).length).toBe(1);
    // The same mail answered again (a new Message-ID): the turn has moved on.
    const again = await answer(d.turn, d.moverMail, '1', { client: 'thunderbird' });
    expect(again.outcome).toBe('answered');
    expect(await version(d.id)).toBe(v1);
    const last = (await answers(d.moverMail)).pop()!;
    expect(last.text).toContain('answered an earlier turn');
    if ((await raw('GET', `/api/matches/${d.id}`)).body.awaiting.length) expect(last.text).toMatch(/Waiting|^1\. /m);
  });

  it('a seat’s revoked tags: ignored, nothing applied, nothing answered', async () => {
    const d = await duel();
    const v = await version(d.id);
    // The player revokes their seat's reply addresses (POST /api/matches/:id/mail-tags/revoke); a spectator cannot.
    expect((await (await register('hs')).call('POST', `/api/matches/${d.id}/mail-tags/revoke`)).status).toBe(403);
    const r = await d.mover.call('POST', `/api/matches/${d.id}/mail-tags/revoke`);
    expect(r.status, r.text).toBe(200);
    expect(r.body.generation).toBe(1);
    const got = await answer(d.turn, d.moverMail, '1');
    expect(got.outcome).toBe('revoked');
    expect(await version(d.id)).toBe(v);
    expect(await answers(d.moverMail)).toEqual([]);
  });

  it('robots get no answer: Auto-Submitted, vacation notices, bounces (empty return path, mailer-daemon, multipart/report)', async () => {
    const d = await duel();
    const v = await version(d.id);
    const to = d.turn.headers['Reply-To']!;
    const cases: [Record<string, string>, string, string][] = [
      [{ 'Auto-Submitted': 'auto-replied' }, d.moverMail, 'auto'],
      [{ 'Auto-Submitted': 'auto-generated' }, d.moverMail, 'auto'],
      [{ Precedence: 'bulk' }, d.moverMail, 'auto'],
      [{ 'X-Autoreply': 'yes' }, d.moverMail, 'auto'],
      [{}, '', 'bounce'],
      [{}, '<>', 'bounce'],
      [{}, 'MAILER-DAEMON@mx.example.test', 'bounce'],
    ];
    for (const [headers, from, expected] of cases) {
      const got = await deliverRaw(rawReply({ client: 'gmail', from: from || 'x@y.test', to, body: '1', headers }), { from, to });
      expect(got.outcome, JSON.stringify(headers) + from).toBe(expected);
    }
    const vacation = rawReply({ client: 'outlook', from: d.moverMail, to, body: 'I am away until Monday.' }).replace(/^Subject: .*$/m, 'Subject: Automatic reply: Tenka');
    expect((await deliverRaw(vacation, { from: d.moverMail, to })).outcome).toBe('auto');
    const report = `From: MAILER-DAEMON <postmaster@mx.test>\r\nTo: ${to}\r\nMessage-ID: <r1@mx.test>\r\nContent-Type: multipart/report; report-type=delivery-status; boundary="r"\r\n\r\n--r\r\nContent-Type: text/plain\r\n\r\n1\r\n--r--\r\n`;
    expect((await deliverRaw(report, { from: 'bounces@mx.test', to })).outcome).toBe('bounce');
    expect(await version(d.id)).toBe(v);
    expect(await answers(d.moverMail)).toEqual([]);
  });

  it('a 10 MB mail is refused at the door; deeply nested and many-part MIME are dropped before parsing; nothing throws', async () => {
    const d = await duel();
    const v = await version(d.id);
    const to = d.turn.headers['Reply-To']!;
    const big = rawReply({ client: 'gmail', from: d.moverMail, to, body: `1\n${'x'.repeat(10 * 1024 * 1024)}` });
    const told = await deliverRaw(big, { from: d.moverMail, to });
    expect(told.outcome).toBe('too_large');
    expect(told.rejected).toMatch(/too large/i);
    // A lying envelope size: the stream itself is capped.
    const lied = await deliverRaw(big, { from: d.moverMail, to }, 1000);
    expect(lied.outcome).toBe('too_large');
    let nested = 'Content-Type: text/plain\r\n\r\n1\r\n';
    for (let i = 0; i < 200; i++) nested = `Content-Type: multipart/mixed; boundary="n${i}"\r\n\r\n--n${i}\r\n${nested}--n${i}--\r\n`;
    const deep = `From: <${d.moverMail}>\r\nTo: ${to}\r\nMessage-ID: <deep@x.test>\r\nMIME-Version: 1.0\r\n${nested}`;
    expect((await deliverRaw(deep, { from: d.moverMail, to })).outcome).toBe('too_complex');
    const many = `From: <${d.moverMail}>\r\nTo: ${to}\r\nMessage-ID: <many@x.test>\r\nContent-Type: multipart/mixed; boundary="m"\r\n\r\n${Array.from({ length: 500 }, () => '--m\r\nContent-Type: text/plain\r\n\r\n1\r\n').join('')}--m--\r\n`;
    expect((await deliverRaw(many, { from: d.moverMail, to })).outcome).toBe('too_complex');
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    expect(['answered', 'unreadable']).toContain((await deliverRaw(garbage, { from: d.moverMail, to })).outcome);
    expect(await version(d.id)).toBe(v);
  });

  it('hostile lines: __proto__, huge lines, numbers out of range and lines after a refusal are not played', async () => {
    const d = await duel();
    const v = await version(d.id);
    await answer(d.turn, d.moverMail, `__proto__\n${'9'.repeat(5000)}\n1`, { client: 'thunderbird' });
    expect(await version(d.id)).toBe(v);
    const a1 = (await answers(d.moverMail)).pop()!;
    expect(a1.text).toContain('Refused');
    expect(a1.text).toContain('were not read');
    await answer(a1, d.moverMail, '100000');
    expect(await version(d.id)).toBe(v);
    expect((await answers(d.moverMail)).pop()!.text).toContain('no choice with this number');
  });
});
