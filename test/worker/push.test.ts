/**
 * Web Push end to end, in workerd, to a local push service that checks the VAPID signature and
 * decrypts every push with the subscription's own keys (test/worker/push-receiver.ts): a
 * two-player Sengoku match gives exactly the expected pushes (who, how many browsers, language,
 * the rate rule), muted matches and kinds and quiet hours hold them, a 410 removes the
 * subscription, a 500 is retried and delivered once, a push service that never answers does not
 * hold up moves, and hostile subscriptions are refused with the field named.
 */
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { localMinutes } from '../../worker/mail/settings';
import type { MatchRoom } from '../../worker/match/room';
import { raw, register, settle, type Client } from './helpers';
import { awaited, passTurn } from './duel-table';
import { tokenIn, verifiedEmail, waitForMail } from './mail-helpers';
import { answers, delivered, newSubscription, pushAt, pushPending, received, sleep, subscribed, waitFor, type TestSubscription } from './push-helpers';
import vapid from '../vapid-test-keys.json';
import { pushApi } from '../../worker/push/api';
import { KV } from '../../worker/match/keys';

const MIN = 60_000;

interface Table { id: string; a: Client; b: Client; subs: Map<Client, TestSubscription[]> }

/** Two players, each with subscribed browsers (a: two, b: one; b reads French), turns only. */
async function table(settings: Record<string, unknown> = {}, devicesA = 2, prepare?: (a: TestSubscription[], b: TestSubscription[]) => Promise<void>): Promise<Table> {
  const a = await register('pa');
  const b = await register('pb');
  const subs = new Map<Client, TestSubscription[]>();
  for (const [c, lang, n] of [[a, 'en', devicesA], [b, 'fr', 1]] as const) {
    const put = await c.call('PUT', '/api/me/notifications', { lang, settings: { email: false, events: { turn: true, deadline: false, phase: false, message: false, ended: false }, ...settings } });
    expect(put.status, put.text).toBe(200);
    const list: TestSubscription[] = [];
    for (let i = 0; i < n; i++) list.push(await subscribed(c));
    subs.set(c, list);
  }
  // Before the match starts: its first alarm may push at once.
  await prepare?.(subs.get(a)!, subs.get(b)!);
  const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
  expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  return { id, a, b, subs };
}



const counts = async (list: TestSubscription[]) => Promise.all(list.map(async (s) => (await delivered(s)).length));

describe('Web Push', () => {
  it('GET /api/push/key gives the VAPID public key browsers subscribe with', async () => {
    const res = await SELF.fetch('http://localhost/api/push/key');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ publicKey: vapid.publicKey });
  });

  it('a deployment without VAPID keys answers a null key (no error on every page that offers push)', async () => {
    const res = await pushApi().request('/push/key', {}, { ...env, VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ publicKey: null });
  });

  it('each turn change pushes exactly once to every browser of the seat to play, in its language; a flurry within 10 minutes buzzes once', async () => {
    const t = await table();
    await settle(t.id);
    await pushAt(t.id);
    const { mover: first, other: second } = await awaited(t);
    const firstSubs = t.subs.get(first)!, secondSubs = t.subs.get(second)!;
    await waitFor('the first turn push', () => counts(firstSubs), (c) => c.every((n) => n === 1));
    expect(await counts(secondSubs)).toEqual(secondSubs.map(() => 0));
    const [push] = await delivered(firstSubs[0]!);
    const fr = first === t.b;
    expect(push!.payload).toEqual({
      title: fr ? 'Sengoku : Provinces en guerre : c’est à vous de jouer' : 'Sengoku: Provinces at War: it is your turn',
      body: expect.any(String), url: `http://localhost${fr ? '/fr' : ''}/match/?id=${t.id}`, tag: t.id,
    });
    expect(push!.headers.topic).toBe(t.id);
    expect(push!.headers.urgency).toBe('high');
    expect(push!.jwt!.aud).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);

    // The turn passes: the other seat is told (once, in its language), the first is not told again.
    expect(await passTurn(t)).toBe(second);
    await pushAt(t.id);
    await waitFor('the second turn push', () => counts(secondSubs), (c) => c.every((n) => n === 1));
    const [other] = await delivered(secondSubs[0]!);
    expect(other!.payload.title).toBe(second === t.b ? 'Sengoku : Provinces en guerre : c’est à vous de jouer' : 'Sengoku: Provinces at War: it is your turn');

    // Back to the first seat within 10 minutes of its last push: held, then one push after the 10 minutes.
    expect(await passTurn(t)).toBe(first);
    const now = Date.now();
    await pushAt(t.id, now);
    await sleep(300);
    expect(await counts(firstSubs)).toEqual(firstSubs.map(() => 1));
    expect((await pushPending(t.id)).events).toBeGreaterThan(0);
    await pushAt(t.id, now + 10 * MIN + 1000);
    await waitFor('the held turn push', () => counts(firstSubs), (c) => c.every((n) => n === 2));
    await pushAt(t.id, now + 30 * MIN);
    await sleep(300);
    expect(await counts(firstSubs)).toEqual(firstSubs.map(() => 2));
    expect(await counts(secondSubs)).toEqual(secondSubs.map(() => 1));
    expect(await pushPending(t.id)).toMatchObject({ events: 0, out: 0 });
  });

  it('a private message is pushed only to the seat it is for, in German, with who wrote it; the table is not told', async () => {
    const a = await register('pm');
    const b = await register('pn');
    const c = await register('po');
    const subs = new Map<Client, TestSubscription>();
    for (const [who, lang] of [[a, 'en'], [b, 'de'], [c, 'fr']] as const) {
      expect((await who.call('PUT', '/api/me/notifications', { lang, settings: { email: false, events: { turn: false, deadline: false, phase: false, message: true, ended: false } } })).status).toBe(200);
      subs.set(who, await subscribed(who));
    }
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 3 })).body.id;
    for (const who of [b, c]) expect((await who.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    const seats = (await a.call('GET', `/api/matches/${id}`)).body.seats as { seat: number; username: string }[];
    const seatOf = (who: Client) => seats.find((s) => s.username === who.username)!.seat;
    const sent = await a.call('POST', `/api/matches/${id}/messages`, { text: 'Allianz gegen den Norden?', to: [seatOf(b)] });
    expect(sent.status, sent.text).toBe(201);
    await pushAt(id);
    const [got] = await waitFor('the message push', () => delivered(subs.get(b)!), (r) => r.length === 1);
    expect(got!.payload).toEqual({
      title: 'Sengoku: Provinzen im Krieg: eine Nachricht für dich', body: `${a.username} schrieb: Allianz gegen den Norden?`,
      url: `http://localhost/de/match/?id=${id}`, tag: id,
    });
    expect(got!.headers.urgency).toBe('normal');
    await pushAt(id, Date.now() + 20 * MIN);
    await sleep(300);
    expect(await received(subs.get(c)!)).toEqual([]);
    expect(await received(subs.get(a)!)).toEqual([]);
  });

  it('the encrypted body of the longest push stays under 3,000 bytes in each language (Firefox on Android refuses larger with 413)', async () => {
    // The longest push: a message (its body is cut at 240 UTF-16 units, the most of any kind) from
    // a 24-character name, in Sengoku (the longest game name in every language but German, where
    // The White Castle Duel's is two bytes longer and the message title's kind word is the same),
    // of characters that cost the most in the JSON payload: control characters (6 bytes each when
    // escaped), CJK (3 bytes) and emoji cut in half (a lone surrogate, escaped: 6 bytes).
    const players = await Promise.all([register('size_a_long_name_x'), register('size_b_long_name_x'), register('size_c_long_name_x')]);
    const langs = ['en', 'fr', 'de'] as const;
    const subs = new Map<Client, TestSubscription>();
    for (const [i, who] of players.entries()) {
      expect((await who.call('PUT', '/api/me/notifications', { lang: langs[i], settings: { email: false, events: { turn: false, deadline: false, phase: false, message: true, ended: false } } })).status).toBe(200);
      subs.set(who, await subscribed(who));
    }
    const [a, b, c] = players as [Client, Client, Client];
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 3 })).body.id;
    for (const who of [b, c]) expect((await who.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    const seats = (await a.call('GET', `/api/matches/${id}`)).body.seats as { seat: number; username: string }[];
    const seatOf = (who: Client) => seats.find((s) => s.username === who.username)!.seat;
    const text = `x${'\u0001語"😀'.repeat(400)}`.slice(0, 2000);
    for (const [from, to] of [[b, a], [a, b], [a, c]] as const) {
      const sent = await from.call('POST', `/api/matches/${id}/messages`, { text, to: [seatOf(to)] });
      expect(sent.status, sent.text).toBe(201);
    }
    await pushAt(id);
    for (const [i, who] of players.entries()) {
      const [got] = await waitFor(`the ${langs[i]} message push`, () => delivered(subs.get(who)!), (r) => r.length === 1);
      expect(got!.payload.body.length).toBeGreaterThan(200);
      expect(got!.size, `${langs[i]}: ${got!.size} bytes`).toBeLessThan(3000);
      expect(Number(got!.headers['content-length'])).toBe(got!.size);
    }
  });

  it('a match muted for push, or a kind turned off for it, sends nothing (and mail overrides do not mute push)', async () => {
    const t = await table();
    for (const c of [t.a, t.b]) {
      const put = await c.call('PUT', `/api/me/notifications/${t.id}`, c === t.a ? { push: false } : { email: false, events: { turn: false } });
      expect(put.status, put.text).toBe(200);
    }
    await settle(t.id);
    await pushAt(t.id);
    await passTurn(t);
    await pushAt(t.id, Date.now() + 20 * MIN);
    await sleep(300);
    for (const s of [...t.subs.get(t.a)!, ...t.subs.get(t.b)!]) expect(await received(s)).toEqual([]);
    expect(await pushPending(t.id)).toMatchObject({ events: 0, out: 0 });

    // Muted only for mail: push still comes.
    const m = await table();
    await m.a.call('PUT', `/api/me/notifications/${m.id}`, { email: false });
    await m.b.call('PUT', `/api/me/notifications/${m.id}`, { email: false });
    await settle(m.id);
    await pushAt(m.id);
    const { mover } = await awaited(m);
    await waitFor('a push despite mail muted', () => counts(m.subs.get(mover)!), (c) => c.every((n) => n === 1));
  });

  it('quiet hours (in the user\'s time zone) hold a push until they end', async () => {
    const now = Date.now();
    const local = localMinutes(now, 'Asia/Tokyo');
    const hhmm = (m: number) => `${String(Math.floor(((m + 1440) % 1440) / 60)).padStart(2, '0')}:${String(((m + 1440) % 1440) % 60).padStart(2, '0')}`;
    const t = await table({ quiet: { from: hhmm(local - 60), to: hhmm(local + 120) }, timeZone: 'Asia/Tokyo' }, 1);
    await settle(t.id);
    await pushAt(t.id, now);
    const { mover } = await awaited(t);
    await sleep(300);
    expect(await received(t.subs.get(mover)![0]!)).toEqual([]);
    await pushAt(t.id, now + 100 * MIN);
    await sleep(200);
    expect(await received(t.subs.get(mover)![0]!)).toEqual([]);
    await pushAt(t.id, now + 121 * MIN);
    await waitFor('the push after the quiet hours', () => counts(t.subs.get(mover)!), (c) => c[0] === 1);
  });

  it('a 410 from the push service deletes the subscription; other browsers still get theirs', async () => {
    const t = await table({}, 2, async ([a1], [b1]) => { await answers(a1!, [410]); await answers(b1!, [404]); });
    const [gone, kept] = t.subs.get(t.a)!;
    await settle(t.id);
    await pushAt(t.id);
    const { mover } = await awaited(t);
    if (mover === t.a) {
      await waitFor('the kept browser', () => counts([kept!]), (c) => c[0] === 1);
      await waitFor('the 410', () => received(gone!), (r) => r.length === 1);
      await waitFor('the subscription deleted', () => t.a.call('GET', '/api/me/push'), (r) => r.body.devices === 1);
      expect((await t.a.call('GET', '/api/me/push')).body.endpoints).toEqual([kept!.endpoint]);
    } else {
      await waitFor('the 404', () => received(t.subs.get(t.b)![0]!), (r) => r.length === 1);
      await waitFor('the subscription deleted', () => t.b.call('GET', '/api/me/push'), (r) => r.body.devices === 0);
    }
    const answered = mover === t.a ? gone! : t.subs.get(t.b)![0]!;
    const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM push_subscriptions WHERE endpoint = ?').bind(answered.endpoint).first<{ n: number }>();
    expect(row!.n).toBe(0);
    expect((await pushPending(t.id)).out).toBe(0);
  });

  it('a 500 is retried with backoff and the push is delivered once', async () => {
    const t = await table({}, 1, async ([a1], [b1]) => { await answers(a1!, [500, 503]); await answers(b1!, [500, 503]); });
    const now = Date.now();
    await settle(t.id);
    await pushAt(t.id, now);
    const { mover } = await awaited(t);
    const sub = t.subs.get(mover)![0]!;
    await waitFor('the first try (500)', () => received(sub), (r) => r.length === 1);
    expect((await pushPending(t.id)).out).toBe(1);
    await pushAt(t.id, now + 10_000); // backing off: nothing yet
    expect((await received(sub)).length).toBe(1);
    await pushAt(t.id, now + 31_000);
    await waitFor('the second try (503)', () => received(sub), (r) => r.length === 2);
    await pushAt(t.id, now + 31_000 + 61_000);
    await waitFor('the delivery', () => received(sub), (r) => r.length === 3);
    for (const later of [5, 30, 120]) await pushAt(t.id, now + later * MIN);
    await sleep(300);
    expect((await received(sub)).map((r) => r.status)).toEqual([500, 503, 201]);
    expect((await delivered(sub)).length).toBe(1);
    expect(await pushPending(t.id)).toMatchObject({ events: 0, out: 0 });
  });

  it('a push service that never answers does not hold up moves; the push is retried after the timeout', async () => {
    const t = await table({}, 1, async ([a1], [b1]) => { await answers(a1!, ['hang']); await answers(b1!, ['hang']); });
    await settle(t.id);
    const { mover } = await awaited(t);
    const delivery = pushAt(t.id); // hangs until PUSH_TIMEOUT_MS (1.5 s)
    await sleep(100);
    const started = Date.now();
    const moves = (await mover.call('GET', `/api/matches/${t.id}/moves`)).body as any[];
    const m = (await mover.call('GET', `/api/matches/${t.id}`)).body;
    const res = await mover.call('POST', `/api/matches/${t.id}/moves`, { move: moves[0], version: m.version });
    expect(res.status, res.text).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    await delivery;
    // The hung request timed out: the push is kept, with one failed try, for a later retry.
    const pending = await waitFor('the timeout', () => pushPending(t.id), (p) => p.tries >= 1, 4000);
    expect(pending.out).toBeGreaterThanOrEqual(1);
  });

  it('D1 down at fan-out: the push waits (backing off) and goes once D1 is back', async () => {
    const t = await table({}, 1);
    await settle(t.id);
    await pushAt(t.id);
    const { mover: first, other: second } = await awaited(t);
    await waitFor('the first turn push', () => counts(t.subs.get(first)!), (c) => c[0] === 1);
    const stub = env.MATCHES.get(env.MATCHES.idFromName(t.id));
    await runInDurableObject(stub, async (o: MatchRoom) => {
      (o as any).realDb = (o as any).db;
      (o as any).db = { prepare: () => { throw new Error('D1 is down'); }, batch: async () => { throw new Error('D1 is down'); } };
    });
    expect(await passTurn(t)).toBe(second);
    expect((await pushAt(t.id)).queued).toBe(0);
    expect((await pushPending(t.id)).events).toBeGreaterThan(0);
    expect(await received(t.subs.get(second)![0]!)).toEqual([]);
    await runInDurableObject(stub, async (o: MatchRoom) => { (o as any).db = (o as any).realDb; });
    await pushAt(t.id, Date.now() + 31_000);
    await waitFor('the push after D1 is back', () => counts(t.subs.get(second)!), (c) => c[0] === 1);
    await pushAt(t.id, Date.now() + 5 * MIN);
    await sleep(200);
    expect(await counts(t.subs.get(second)!)).toEqual([1]);
  });

  it('a deadline warning is pushed to the seat still to play; with push on, a move makes no D1 round trip on its path', async () => {
    const a = await register('pd');
    const b = await register('pe');
    const subs = new Map<Client, TestSubscription>();
    for (const who of [a, b]) {
      expect((await who.call('PUT', '/api/me/notifications', { settings: { email: false, events: { turn: true, deadline: true, phase: true, message: true, ended: true } } })).status).toBe(200);
      subs.set(who, await subscribed(who));
    }
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, timer: { moveSeconds: 2 * 86400 } })).body.id;
    expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    const t: Table = { id, a, b, subs: new Map([[a, [subs.get(a)!]], [b, [subs.get(b)!]]]) };
    await settle(id);
    const stats = async () => (await (await SELF.fetch(`http://localhost/api/debug/d1?match=${id}`)).json()) as any;
    for (let i = 0; i < 4; i++) {
      const { mover, m } = await awaited(t);
      const moves = (await mover.call('GET', `/api/matches/${id}/moves`)).body;
      const before = await stats();
      expect((await mover.call('POST', `/api/matches/${id}/moves`, { move: moves[0], version: m.version })).status).toBe(200);
      const after = await stats();
      expect(after.worker.onPath - before.worker.onPath).toBe(0);
      if (after.object && after.object.isolate !== after.worker.isolate) expect(after.object.onPath - before.object.onPath).toBe(0);
    }
    // 23 hours left: the 24-hour warning, to the seat to play only.
    const { mover, other } = await awaited(t);
    await pushAt(id, Date.now() + 20 * MIN);
    await sleep(300);
    const seen = new Map([[mover, (await delivered(subs.get(mover)!)).length], [other, (await delivered(subs.get(other)!)).length]]);
    await runInDurableObject(env.MATCHES.get(env.MATCHES.idFromName(id)), async (o: MatchRoom) => {
      const store = (o as any).core.store;
      store.put(KV.deadline, { ...store.get(KV.deadline), at: Date.now() + 23 * 3_600_000, setAt: Date.now() - 2 * 3_600_000 });
      await o.alarm();
    });
    await pushAt(id, Date.now() + 40 * MIN);
    const got = await waitFor('the deadline push', () => delivered(subs.get(mover)!), (r) => r.length === seen.get(mover)! + 1);
    expect(got.at(-1)!.payload.title).toBe('Sengoku: Provinces at War: your deadline is in 24 h');
    expect(got.at(-1)!.headers.urgency).toBe('high');
    expect((await delivered(subs.get(other)!)).length).toBe(seen.get(other));
  });

  it('a password reset ends the account\'s subscriptions (an intruder\'s browser gets no more pushes); a browser taken over by another account moves to it', async () => {
    const t = await table({}, 2);
    const email = await verifiedEmail(t.a);
    const [mine, shared] = t.subs.get(t.a)!;
    // Another account subscribes the same browser: the endpoint is now b's, a keeps one browser.
    expect((await t.b.call('POST', '/api/me/push', { endpoint: shared!.endpoint, keys: shared!.keys })).status).toBe(201);
    expect((await t.a.call('GET', '/api/me/push')).body.endpoints).toEqual([mine!.endpoint]);
    expect((await t.b.call('GET', '/api/me/push')).body.devices).toBe(2);
    expect((await raw('POST', '/api/auth/forgot', { email })).status).toBe(200);
    const token = tokenIn((await waitForMail(email, /password/))!, 'token')!;
    expect((await raw('POST', '/api/auth/reset', { token, password: 'a brand new passphrase' })).status).toBe(200);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = (SELECT id FROM users WHERE username = ?)').bind(t.a.username).first<{ n: number }>();
    expect(rows!.n).toBe(0);
    // The match no longer queues pushes for a (b, still subscribed, stays).
    const ids = await env.DB.prepare('SELECT id, username FROM users WHERE username IN (?, ?)').bind(t.a.username, t.b.username).all<{ id: string; username: string }>();
    const idOf = (c: Client) => ids.results.find((r) => r.username === c.username)!.id;
    expect(await runInDurableObject(env.MATCHES.get(env.MATCHES.idFromName(t.id)), async (o: MatchRoom) => (o as any).core.pushUsers())).toEqual({ [idOf(t.b)]: true });
  });

  it('refuses hostile subscriptions with the field named', async () => {
    const c = await register('ph');
    const { id: _, ...good } = await newSubscription();
    const p256 = good.keys.p256dh;
    const cases: [unknown, RegExp][] = [
      [{ ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, /endpoint: must be an https URL/],
      [{ ...good, endpoint: 'https://evil.example.com/push' }, /endpoint: must be a browser push service/],
      [{ ...good, endpoint: 'https://169.254.169.254/latest/meta-data' }, /endpoint: must name a host, not an IP address/],
      [{ ...good, endpoint: 'https://localhost/push' }, /endpoint: must be a public host name/],
      [{ ...good, endpoint: 'https://u:p@fcm.googleapis.com/fcm/send/x' }, /endpoint: must not contain a user name/],
      [{ ...good, endpoint: 'https://fcm.googleapis.com:8443/fcm/send/x' }, /endpoint: must be on the push service's default https port/],
      [{ ...good, endpoint: `https://fcm.googleapis.com/${'x'.repeat(1100)}` }, /endpoint: at most 1024 characters/],
      [{ ...good, endpoint: 'not a url' }, /endpoint: must be a URL/],
      [{ endpoint: good.endpoint, keys: { p256dh: p256.slice(0, 40), auth: good.keys.auth } }, /keys\.p256dh: .*65 bytes/],
      [{ endpoint: good.endpoint, keys: { p256dh: `A${'A'.repeat(86)}`, auth: good.keys.auth } }, /keys\.p256dh: not a point on the P-256 curve/],
      [{ endpoint: good.endpoint, keys: { p256dh: p256, auth: 'AAAA' } }, /keys\.auth: .*16 bytes/],
      [{ endpoint: good.endpoint, keys: { p256dh: p256, auth: '!!!!!!!!!!!!!!!!!!!!!!' } }, /keys\.auth: base64url characters only/],
      [{ endpoint: good.endpoint, keys: { p256dh: p256, auth: good.keys.auth, extra: 1 } }, /keys: .*extra/i],
      [{ endpoint: good.endpoint }, /keys: /],
      [[good], /body: /],
    ];
    for (const [body, message] of cases) {
      const res = await c.call('POST', '/api/me/push', body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body.error).toBe('bad_request');
      expect(res.body.message).toMatch(message);
    }
    const notJson = await c.call('POST', '/api/me/push', '{"endpoint":', { 'Content-Type': 'application/json' });
    expect(notJson.status).toBe(400);
    const anon = await SELF.fetch('http://localhost/api/me/push', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(good) });
    expect(anon.status).toBe(401);
    expect((await c.call('GET', '/api/me/push')).body).toEqual({ devices: 0, endpoints: [] });
    // The good one is taken; deleting it (only one's own) works once.
    expect((await c.call('POST', '/api/me/push', good)).status).toBe(201);
    const other = await register('pi');
    expect((await other.call('DELETE', '/api/me/push', { endpoint: good.endpoint })).body).toEqual({ removed: false, devices: 0 });
    expect((await c.call('DELETE', '/api/me/push', { endpoint: good.endpoint })).body).toEqual({ removed: true, devices: 0 });
    expect((await c.call('DELETE', '/api/me/push', { endpoint: good.endpoint })).body).toEqual({ removed: false, devices: 0 });
  });

  it('an unsubscribed user is no longer queued for: a move writes no push event for them', async () => {
    const t = await table({}, 1);
    for (const c of [t.a, t.b]) expect((await c.call('DELETE', '/api/me/push', { endpoint: t.subs.get(c)![0]!.endpoint })).body.removed).toBe(true);
    await pushAt(t.id); // what was queued before: dropped (no browser left)
    expect(await pushPending(t.id)).toMatchObject({ events: 0, out: 0 });
    await passTurn(t);
    const pending = await runInDurableObject(env.MATCHES.get(env.MATCHES.idFromName(t.id)), async (o: MatchRoom) => o.pushPending());
    expect(pending).toMatchObject({ events: 0, out: 0 });
  });
});
