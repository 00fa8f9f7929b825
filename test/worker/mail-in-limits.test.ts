/**
 * The rate limit of inbound mail (RL_MAIL_IN, wrangler.toml's 20 a minute per seat and per
 * sender): the 21st answer within the minute is dropped unanswered, whoever sends it.
 */
import { describe, expect, it } from 'vitest';
import { raw, register, settle } from './helpers';
import { deliverAt, mailsTo, verifiedEmail } from './mail-helpers';
import { answer } from './mail-reply-helpers';

describe('inbound mail rate limit', () => {
  it('per seat: after 20 mails in a minute the next ones are dropped, unanswered, nothing applied', async () => {
    const a = await register('la');
    const b = await register('lb');
    const mail = new Map([[a.username, await verifiedEmail(a)], [b.username, await verifiedEmail(b)]]);
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    await settle(id);
    await deliverAt(id, Date.now() + 3600_000);
    const m = (await raw('GET', `/api/matches/${id}`)).body;
    const to = mail.get(m.seats[m.awaiting[0]].username)!;
    const turn = (await mailsTo(to)).filter((x) => x.headers['Reply-To']).pop()!;
    const outcomes: string[] = [];
    // A word no move has: each mail is answered ("not understood"), nothing is played.
    for (let i = 0; i < 20; i++) outcomes.push((await answer(turn, `sender${i}@example.test`, 'zzz')).outcome);
    expect(outcomes.every((o) => o === 'answered')).toBe(true);
    const answered = (await mailsTo(to)).filter((x) => /^Re/.test(x.subject)).length;
    expect((await answer(turn, 'another@example.test', 'zzz')).outcome).toBe('rate_limited');
    expect((await mailsTo(to)).filter((x) => /^Re/.test(x.subject)).length).toBe(answered);
    expect((await raw('GET', `/api/matches/${id}`)).body.version).toBe(m.version);
  });
});
