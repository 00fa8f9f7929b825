/**
 * Account e-mail: verification by a mailed link, change of address, forgot/reset password, deleting
 * the account, one-click unsubscribe; tokens hashed, single use, expiring; hostile input → JSON 4xx.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MatchRoom } from '../../worker/match/room';
import { moveDeadline, raw, register, settle } from './helpers';
import { address, mailsTo, PASSWORD, stubOf, tokenIn, verifiedEmail, waitForMail } from './mail-helpers';

describe('e-mail address', () => {
  it('is verified by the mailed link, once; the token is stored hashed and expires', async () => {
    const a = await register('mv');
    const email = address('MV');
    const put = await a.call('PUT', '/api/me/email', { email, lang: 'fr', password: PASSWORD });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ email: { address: email, verified: false }, verificationSent: true });
    expect((await a.call('GET', '/api/me')).body).toMatchObject({ email: { address: email, verified: false }, lang: 'fr' });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail!.text).toContain('http://localhost/fr/account/?verify=');
    const token = tokenIn(mail!, 'verify')!;
    // Only the hash is stored.
    const stored = await env.DB.prepare('SELECT token_hash, expires_at, created_at FROM mail_tokens WHERE email = ?').bind(email).first<any>();
    expect(stored.token_hash).not.toBe(token);
    expect(stored.expires_at - stored.created_at).toBe(24 * 3600_000);
    const ok = await raw('POST', '/api/auth/verify-email', { token });
    expect(ok.status, ok.text).toBe(200);
    expect((await a.call('GET', '/api/me')).body.email).toEqual({ address: email, verified: true, failure: null });
    // Single use.
    const again = await raw('POST', '/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_token');
  });

  it('an expired verification link is refused', async () => {
    const a = await register('mx');
    const email = address('mx');
    await a.call('PUT', '/api/me/email', { email, password: PASSWORD });
    const token = tokenIn((await mailsTo(email))[0]!, 'verify')!;
    await env.DB.prepare('UPDATE mail_tokens SET expires_at = ? WHERE email = ?').bind(Date.now() - 1, email).run();
    expect((await raw('POST', '/api/auth/verify-email', { token })).body.error).toBe('invalid_token');
    expect((await a.call('GET', '/api/me')).body.email.verified).toBe(false);
    // "Resend verification" mails a new link that works.
    expect((await a.call('POST', '/api/me/email/resend')).body.verificationSent).toBe(true);
    const mails = await mailsTo(email);
    expect(mails.length).toBe(2);
    expect((await raw('POST', '/api/auth/verify-email', { token: tokenIn(mails[1]!, 'verify') })).status).toBe(200);
  });

  it('a changed address needs verifying again; the old link is void', async () => {
    const a = await register('mc');
    const first = await verifiedEmail(a);
    const second = address('mc2');
    expect((await a.call('PUT', '/api/me/email', { email: first, password: PASSWORD })).status).toBe(200); // a fresh link for the first
    const oldToken = tokenIn((await mailsTo(first)).pop()!, 'verify')!;
    const put = await a.call('PUT', '/api/me/email', { email: second, password: PASSWORD });
    expect(put.body.email).toEqual({ address: second, verified: false, failure: null });
    expect((await a.call('GET', '/api/me')).body.email).toEqual({ address: second, verified: false, failure: null });
    expect((await raw('POST', '/api/auth/verify-email', { token: oldToken })).status).toBe(400);
    expect((await raw('POST', '/api/auth/verify-email', { token: tokenIn((await mailsTo(second))[0]!, 'verify') })).status).toBe(200);
    expect((await a.call('GET', '/api/me')).body.email).toEqual({ address: second, verified: true, failure: null });
  });

  it('changing or removing the address asks for the current password (a stolen session cannot plant its own)', async () => {
    const a = await register('mw');
    const email = await verifiedEmail(a);
    const thief = address('thief');
    for (const body of [{ email: thief }, { email: thief, password: '' }, { email: thief, password: 'not the password' }]) {
      const res = await a.call('PUT', '/api/me/email', body);
      expect(res.status, JSON.stringify(body)).toBe(body.password === 'not the password' ? 403 : 400);
      if (res.status === 403) expect(res.body.error).toBe('wrong_password');
    }
    for (const body of [undefined, {}, { password: 'not the password' }]) {
      expect((await a.call('DELETE', '/api/me/email', body)).status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    }
    expect((await a.call('GET', '/api/me')).body.email).toEqual({ address: email, verified: true, failure: null });
    expect(await mailsTo(thief)).toEqual([]);
    // Anonymous: 401 before anything about the body.
    expect((await raw('PUT', '/api/me/email', { nonsense: 1 })).status).toBe(401);
    expect((await raw('DELETE', '/api/me/email', { password: PASSWORD })).status).toBe(401);
    // With the password: changed, then removed.
    expect((await a.call('PUT', '/api/me/email', { email: thief, password: PASSWORD })).status).toBe(200);
    const del = await a.call('DELETE', '/api/me/email', { password: PASSWORD });
    expect(del.status, del.text).toBe(200);
    expect((await a.call('GET', '/api/me')).body.email).toBeNull();
  });

  it('hostile input gets JSON 4xx', async () => {
    const a = await register('mh');
    for (const email of ['a', 'no-at-sign.example', `${'x'.repeat(250)}@ex.co`, 'a b@example.com', '<a@b.example>', 'a@b', 'a@-b.example', 42, null, ['a@b.example'], 'a@b.example\r\nBcc: x@y.example']) {
      // (a fresh account each time: the route allows 5 a minute per account, bad ones included)
      const res = await (await register('mh')).call('PUT', '/api/me/email', { email, password: PASSWORD });
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect(res.body.error).toBe('bad_request');
    }
    expect((await a.call('PUT', '/api/me/email', { email: 'a@b.example', password: PASSWORD, extra: 1 })).status).toBe(400);
    expect((await raw('PUT', '/api/me/email', { email: 'a@b.example' })).status).toBe(401);
    for (const body of [{ token: 'x' }, { token: '0'.repeat(64), extra: 1 }, {}, { token: 'g'.repeat(64) }]) {
      expect((await raw('POST', '/api/auth/verify-email', body)).status).toBe(400);
    }
    expect((await raw('POST', '/api/auth/verify-email', { token: '0'.repeat(64) })).body.error).toBe('invalid_token');
    expect((await raw('POST', '/api/auth/reset', { token: '0'.repeat(64), password: 'short' })).status).toBe(400);
    expect((await raw('POST', '/api/auth/forgot', { email: 'nope' })).status).toBe(400);
    expect((await a.call('PUT', '/api/me/notifications', { settings: { timeZone: 'Mars/Olympus' } })).status).toBe(400);
    expect((await a.call('PUT', '/api/me/notifications', { settings: { quiet: { from: '25:00', to: '07:00' } } })).status).toBe(400);
    expect((await a.call('PUT', '/api/me/notifications', { settings: { deadlineWarnings: [5] } })).status).toBe(400);
    expect((await raw('POST', '/api/mail/unsubscribe?t=forged.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(400);
    expect((await raw('GET', '/api/mail/unsubscribe?t=x')).status).toBe(400);
    expect((await a.call('DELETE', '/api/me', { confirm: 'someone else' })).status).toBe(400);
  });

  it('mail-sending routes are rate limited', async () => {
    const a = await register('mr');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await a.call('PUT', '/api/me/email', { email: address('mr'), password: PASSWORD })).status);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses.slice(5)).toEqual(Array(3).fill(429));
    const ip = { 'CF-Connecting-IP': '203.0.113.77' };
    const forgot: number[] = [];
    for (let i = 0; i < 12; i++) forgot.push((await raw('POST', '/api/auth/forgot', { email: 'who@example.test' }, ip)).status);
    expect(forgot.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(forgot.slice(10)).toEqual([429, 429]);
  });
});

describe('forgot password', () => {
  it('answers the same whether or not the address has an account; the reset link works once, within the hour, and ends every session', async () => {
    const a = await register('mp');
    const b = await register('mq');
    const email = await verifiedEmail(a);
    // A match with an open seat for a, so the reset must reach the match object too.
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    await settle(id);

    const unknown = await raw('POST', '/api/auth/forgot', { email: address('nobody') });
    const known = await raw('POST', '/api/auth/forgot', { email: email.toUpperCase() });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.text).toBe(unknown.text);
    const reset = (await waitForMail(email, /password/))!;
    expect(reset.subject).toBe('Reset your Tenka password');
    expect(reset.text).toMatch(/http:\/\/localhost\/account\/reset\/\?token=[0-9a-f]{64}/);
    const token = tokenIn(reset, 'token')!;
    const stored = await env.DB.prepare(`SELECT expires_at - created_at AS ttl FROM mail_tokens WHERE purpose = 'reset' AND user_id = (SELECT id FROM users WHERE username = ?)`).bind(a.username).first<any>();
    expect(stored.ttl).toBe(3600_000);

    expect((await raw('POST', '/api/auth/reset', { token, password: 'a brand new passphrase' })).status).toBe(200);
    // Old password refused, new one works.
    expect((await raw('POST', '/api/auth/login', { username: a.username, password: 'correct horse battery' })).status).toBe(401);
    const login = await raw('POST', '/api/auth/login', { username: a.username, password: 'a brand new passphrase' });
    expect(login.status).toBe(200);
    // The old session is over: account routes and the match refuse it; the new one works in the match.
    expect((await a.call('GET', '/api/me')).status).toBe(401);
    const m = (await b.call('GET', `/api/matches/${id}`)).body;
    const moves = await a.call('GET', `/api/matches/${id}/moves`);
    expect(moves.status).toBe(401);
    const fresh = { Authorization: `Bearer ${login.body.token}` };
    expect((await raw('GET', `/api/matches/${id}/moves`, undefined, fresh)).status).toBe(200);
    expect(m.status).toBe('active');
    // Single use.
    expect((await raw('POST', '/api/auth/reset', { token, password: 'yet another passphrase' })).body.error).toBe('invalid_token');
  });

  for (const change of ['changed', 'removed'] as const) {
    it(`a reset link dies when the address it was mailed to is ${change}`, async () => {
      const a = await register('mz');
      const email = await verifiedEmail(a);
      await raw('POST', '/api/auth/forgot', { email });
      const token = tokenIn((await waitForMail(email, /password/))!, 'token')!;
      const res = change === 'changed'
        ? await a.call('PUT', '/api/me/email', { email: address('mz2'), password: PASSWORD })
        : await a.call('DELETE', '/api/me/email', { password: PASSWORD });
      expect(res.status, res.text).toBe(200);
      const reset = await raw('POST', '/api/auth/reset', { token, password: 'taken over for good' });
      expect(reset.status).toBe(400);
      expect(reset.body.error).toBe('invalid_token');
      // The password is the owner's still, and their session lives.
      expect((await raw('POST', '/api/auth/login', { username: a.username, password: PASSWORD })).status).toBe(200);
      expect((await a.call('GET', '/api/me')).status).toBe(200);
    });
  }

  it('a reset link is bound to its address: it dies if the account\'s address is no longer that one, whatever cleared the tokens', async () => {
    const a = await register('mb');
    const email = await verifiedEmail(a);
    await raw('POST', '/api/auth/forgot', { email });
    const token = tokenIn((await waitForMail(email, /password/))!, 'token')!;
    // The address changes behind the routes' back (a future route that forgets to void the links).
    await env.DB.prepare('UPDATE user_mail SET email = ?, email_key = ? WHERE user_id = (SELECT id FROM users WHERE username = ?)').bind('other@example.test', 'other@example.test', a.username).run();
    expect((await raw('POST', '/api/auth/reset', { token, password: 'taken over for good' })).body.error).toBe('invalid_token');
    expect((await raw('POST', '/api/auth/login', { username: a.username, password: PASSWORD })).status).toBe(200);
  });

  it('an expired reset link is refused; an unverified address gets no reset mail', async () => {
    const a = await register('me');
    const email = await verifiedEmail(a);
    await raw('POST', '/api/auth/forgot', { email });
    const token = tokenIn((await waitForMail(email, /password/))!, 'token')!;
    await env.DB.prepare(`UPDATE mail_tokens SET expires_at = ? WHERE purpose = 'reset'`).bind(Date.now() - 1).run();
    expect((await raw('POST', '/api/auth/reset', { token, password: 'a brand new passphrase' })).body.error).toBe('invalid_token');
    expect((await raw('POST', '/api/auth/login', { username: a.username, password: 'correct horse battery' })).status).toBe(200);

    const b = await register('mu');
    const unverified = address('mu');
    await b.call('PUT', '/api/me/email', { email: unverified, password: PASSWORD });
    await raw('POST', '/api/auth/forgot', { email: unverified });
    await new Promise((r) => setTimeout(r, 300));
    expect((await mailsTo(unverified)).map((m) => m.subject)).toEqual(['Confirm your e-mail address']); // the verification only
  });
});

describe('deleting the account', () => {
  it('its seat in a running match is played by the bot at its deadline; the others keep everything; the username stays reserved', async () => {
    const a = await register('da');
    const b = await register('db');
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, timer: { moveSeconds: 3600 } })).body.id;
    await b.call('POST', `/api/matches/${id}/join`, {});
    expect((await b.call('POST', `/api/matches/${id}/messages`, { text: 'good luck' })).status).toBe(201);
    await a.call('POST', `/api/matches/${id}/messages`, { text: 'you too' });
    await settle(id);
    const before = (await a.call('GET', `/api/matches/${id}`)).body;
    const seatOfB = before.seats.find((s: any) => s.username === b.username).seat;
    const logBefore = (await a.call('GET', `/api/matches/${id}/log`)).body;

    expect((await b.call('DELETE', '/api/me', { confirm: 'wrong' })).status).toBe(400);
    const del = await b.call('DELETE', '/api/me', { confirm: b.username });
    expect(del.status, del.text).toBe(200);
    expect((await b.call('GET', '/api/me')).status).toBe(401);
    expect((await b.call('GET', `/api/matches/${id}/moves`)).status).toBe(401);
    expect((await raw('POST', '/api/auth/login', { username: b.username, password: 'correct horse battery' })).status).toBe(401);
    expect((await raw('POST', '/api/auth/register', { username: b.username, password: 'correct horse battery' })).status).toBe(409);

    // Play a's turns until b's seat is awaited; then its deadline passes and the bot plays it.
    for (let guard = 0; guard < 50; guard++) {
      const m = (await a.call('GET', `/api/matches/${id}`)).body;
      if (m.awaiting.includes(seatOfB)) break;
      const moves = (await a.call('GET', `/api/matches/${id}/moves`)).body;
      expect((await a.call('POST', `/api/matches/${id}/moves`, { move: moves[0], version: m.version })).status).toBe(200);
    }
    const waiting = (await a.call('GET', `/api/matches/${id}`)).body;
    expect(waiting.awaiting).toContain(seatOfB);
    await runInDurableObject(stubOf(id), async (o: MatchRoom) => { moveDeadline(o, Date.now() - 1); await o.alarm(); });
    const after = (await a.call('GET', `/api/matches/${id}`)).body;
    expect(after.version).toBeGreaterThan(waiting.version);
    const log = (await a.call('GET', `/api/matches/${id}/log`)).body as any[];
    expect(log.some((e) => e.by === 'bot' && e.seat === seatOfB)).toBe(true);
    // Nothing of the others is lost: the log's start, the messages, the seats' names.
    expect(log.slice(0, logBefore.length)).toEqual(logBefore);
    expect((await a.call('GET', `/api/matches/${id}/messages`)).body.map((m: any) => m.text)).toEqual(['good luck', 'you too']);
    expect(after.seats.map((s: any) => s.username)).toEqual(before.seats.map((s: any) => s.username));
  });

  it('a seat in a match that has not started is freed', async () => {
    const a = await register('dq');
    const b = await register('dr');
    const c = await register('ds');
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    expect((await a.call('DELETE', '/api/me', { confirm: a.username })).status).toBe(200);
    expect((await b.call('POST', `/api/matches/${id}/join`, {})).body.you).toEqual({ seat: 0 });
    const started = (await c.call('POST', `/api/matches/${id}/join`, {})).body;
    expect(started.status).toBe('active');
    expect(started.seats.map((s: any) => s.username)).toEqual([b.username, c.username]);
  });

  it('a match without a timer does not wait for ever on a deleted seat', async () => {
    const a = await register('dn');
    const b = await register('do');
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    await b.call('POST', `/api/matches/${id}/join`, {});
    const m = (await a.call('GET', `/api/matches/${id}`)).body;
    expect(m.deadline).toBeNull();
    const awaited = m.seats.find((s: any) => s.seat === m.awaiting[0]).username;
    const gone = awaited === a.username ? a : b;
    const stays = gone === a ? b : a;
    await gone.call('DELETE', '/api/me', { confirm: gone.username });
    const after = (await stays.call('GET', `/api/matches/${id}`)).body;
    expect(after.deadline).toBeGreaterThan(Date.now());
    expect(after.deadline).toBeLessThanOrEqual(Date.now() + 61_000);
    await runInDurableObject(stubOf(id), async (o: MatchRoom) => { moveDeadline(o, Date.now() - 1); await o.alarm(); });
    const log = (await stays.call('GET', `/api/matches/${id}/log`)).body as any[];
    expect(log.some((e) => e.by === 'bot')).toBe(true);
  });
});
