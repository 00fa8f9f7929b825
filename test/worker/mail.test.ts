/**
 * Notification mails through the match object's queue: each turn change of a two-player Sengoku
 * match gives exactly the expected mails in the capture, with hourly batching, quiet hours and the
 * daily digest; messages; one-click unsubscribe without login; a mail API or D1 outage delays a
 * mail (the move is answered at once) and it goes out once, not twice, when they are back.
 */
import { runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { captureMailer } from '../../worker/mail/mailer';
import { localMinutes } from '../../worker/mail/settings';
import type { MatchRoom } from '../../worker/match/room';
import { playWholeMatch, raw, register, settle, type Client } from './helpers';
import { awaited, passTurn } from './duel-table';
import { deliverAt, mailsTo, stubOf, verifiedEmail } from './mail-helpers';
import { KV } from '../../worker/match/keys';

const MIN = 60_000;
const HOUR = 60 * MIN;

/** Notification mails only (not the verification). */
const notes = async (email: string) => (await mailsTo(email)).filter((m) => !/Confirm your e-mail/.test(m.subject));

interface Table { id: string; a: Client; b: Client; mail: Map<Client, string> }

/** Two players with verified addresses and the given settings; the match started (seat 0 to play). */
async function table(settings: Record<string, unknown> = {}, timer?: number): Promise<Table> {
  const a = await register('na');
  const b = await register('nb');
  const mail = new Map<Client, string>();
  for (const c of [a, b]) {
    mail.set(c, await verifiedEmail(c));
    // Only turns (and what the test asks for): phases would add mails the counts below do not expect.
    const put = await c.call('PUT', '/api/me/notifications', { settings: { events: { turn: true, deadline: false, phase: false, message: false, ended: false }, ...settings } });
    expect(put.status, put.text).toBe(200);
  }
  const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, ...(timer ? { timer: { moveSeconds: timer } } : {}) })).body.id;
  expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  return { id, a, b, mail };
}



const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

describe('notification mails', () => {
  it('hourly per match: one mail per turn change, a second turn within the hour waits, after the hour one mail', async () => {
    const t = await table({ batching: 'hourly' });
    const t0 = Date.now();
    await settle(t.id);
    await deliverAt(t.id, t0);
    const { mover: first, other: second } = await awaited(t);
    expect((await notes(t.mail.get(first)!)).length).toBe(1);
    expect((await notes(t.mail.get(second)!)).length).toBe(0);
    const [mail] = await notes(t.mail.get(first)!);
    expect(mail!.subject).toBe('Sengoku: Provinces at War: it is your turn');
    expect(mail!.text).toContain(`/match/?id=${t.id}`);

    expect(await passTurn(t)).toBe(second);
    await deliverAt(t.id, Date.now());
    expect((await notes(t.mail.get(second)!)).length).toBe(1);
    expect((await notes(t.mail.get(first)!)).length).toBe(1);

    // Back to the first player within the hour: no second mail to them yet.
    expect(await passTurn(t)).toBe(first);
    await settle(t.id);
    await deliverAt(t.id, Date.now() + 10 * MIN);
    expect((await notes(t.mail.get(first)!)).length).toBe(1);
    // After the hour: one.
    expect(await deliverAt(t.id, t0 + 61 * MIN)).toBe(1);
    const mails = await notes(t.mail.get(first)!);
    expect(mails.length).toBe(2);
    // It tells what happened since their last move, in words (the other seat's moves).
    expect(mails[1]!.text).toContain('Since your last move:');
    expect(mails[1]!.text.split('\n').filter((l) => l.startsWith('- ')).length).toBeGreaterThan(0);
    // Nothing more is pending: later deliveries send nothing.
    expect(await deliverAt(t.id, t0 + 5 * HOUR)).toBe(0);
    expect((await notes(t.mail.get(second)!)).length).toBe(1);
  });

  it('quiet hours in the user\'s time zone: nothing in the window, the mail when it ends', async () => {
    const tz = 'Europe/Paris';
    const now = Date.now();
    const local = localMinutes(now, tz);
    const t = await table({ quiet: { from: hhmm(local - 60), to: hhmm(local + 120) }, timeZone: tz });
    await settle(t.id);
    await deliverAt(t.id, now + 30 * MIN);
    const { mover } = await awaited(t);
    expect((await notes(t.mail.get(mover)!)).length).toBe(0);
    expect(await deliverAt(t.id, now + 119 * MIN - 60_000)).toBe(0);
    expect(await deliverAt(t.id, now + 121 * MIN)).toBe(1);
    expect((await notes(t.mail.get(mover)!)).length).toBe(1);
  });

  it('daily digest: one mail at the digest hour with every turn since, then none for the day', async () => {
    const now = Date.now();
    const digestHour = (new Date(now).getUTCHours() + 3) % 24;
    const at = Math.floor(now / HOUR) * HOUR + 3 * HOUR; // the next time the UTC clock reads digestHour:00
    const t = await table({ batching: 'digest', digestHour, timeZone: 'UTC' });
    await settle(t.id);
    const { mover: first, other: second } = await awaited(t);
    await passTurn(t);
    await passTurn(t);
    expect(await deliverAt(t.id, now + HOUR)).toBe(0);
    expect((await notes(t.mail.get(first)!)).length).toBe(0);
    expect(await deliverAt(t.id, at + MIN)).toBe(2);
    const [digest] = await notes(t.mail.get(first)!);
    expect(digest!.subject).toBe('Sengoku: Provinces at War: your daily summary');
    expect((await notes(t.mail.get(second)!)).length).toBe(1);
    // More turns the same day: no second digest until the next day's.
    await passTurn(t);
    await passTurn(t);
    expect(await deliverAt(t.id, at + 2 * HOUR)).toBe(0);
    expect(await deliverAt(t.id, at + 24 * HOUR + MIN)).toBe(2);
    expect((await notes(t.mail.get(first)!)).length).toBe(2);
  });

  it('a message for you, in your language; one-click unsubscribe works without login', async () => {
    const t = await table({ events: { turn: false, deadline: false, phase: false, message: true, ended: false } });
    expect((await t.b.call('PUT', '/api/me/notifications', { lang: 'de' })).status).toBe(200);
    await settle(t.id);
    const seatOfB = (await t.a.call('GET', `/api/matches/${t.id}`)).body.seats.find((s: any) => s.username === t.b.username).seat;
    expect((await t.a.call('POST', `/api/matches/${t.id}/messages`, { text: 'Meet me at Kyoto', to: [seatOfB] })).status).toBe(201);
    await deliverAt(t.id, Date.now());
    const [mail] = await notes(t.mail.get(t.b)!);
    expect(mail!.subject).toBe('Sengoku: Provinzen im Krieg: eine Nachricht für dich');
    expect(mail!.text).toContain(`${t.a.username} schrieb: Meet me at Kyoto`);
    expect(mail!.text).toContain(`/de/match/?id=${t.id}`);
    expect((await notes(t.mail.get(t.a)!)).length).toBe(0); // the author is not told
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = mail!.headers['List-Unsubscribe']!.slice(1, -1);
    expect(url).toMatch(/^http:\/\/localhost\/api\/mail\/unsubscribe\?t=/);
    // A link scanner's GET changes nothing; the one-click POST (no cookie) unsubscribes from this match.
    const page = await raw('GET', url.replace('http://localhost', ''));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post"');
    const post = await raw('POST', url.replace('http://localhost', ''), 'List-Unsubscribe=One-Click', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(post.status, post.text).toBe(200);
    expect(post.body).toEqual({ ok: true, scope: { match: t.id } });
    // A mail client (webmail) posts it from its own origin: the signed token is the authority, not the Origin.
    const foreign = await raw('POST', url.replace('http://localhost', ''), 'List-Unsubscribe=One-Click', { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example.net' });
    expect(foreign.status, foreign.text).toBe(200);
    expect(foreign.body).toEqual({ ok: true, scope: { match: t.id } });
    // (other routes still refuse a foreign origin)
    expect((await t.b.call('PUT', '/api/me/notifications', { lang: 'de' }, { Origin: 'https://mail.example.net' })).status).toBe(403);
    expect((await t.b.call('GET', `/api/me/notifications/${t.id}`)).body.override).toEqual({ email: false });
    await t.a.call('POST', `/api/matches/${t.id}/messages`, { text: 'Still there?', to: [seatOfB] });
    expect(await deliverAt(t.id, Date.now() + 2 * HOUR)).toBe(0);
    // The "all mail" link turns e-mail off for the account.
    const all = mail!.text.match(/(?:Gar keine Benachrichtigungsmails mehr): (\S+)/)![1]!;
    expect((await raw('POST', all.replace('http://localhost', ''))).status).toBe(200);
    expect((await t.b.call('GET', '/api/me')).body.notifications.email).toBe(false);
    // A tampered link is refused.
    const path = url.replace('http://localhost', '');
    const i = path.length - 20; // inside the signature (its last character carries padding bits)
    expect((await raw('POST', `${path.slice(0, i)}${path[i] === 'A' ? 'B' : 'A'}${path.slice(i + 1)}`)).status).toBe(400);
  });

  it('the mail API down: the move is answered, the mail waits, and goes out once when the API is back', async () => {
    const a = await register('fa');
    const b = await register('fb');
    const ea = await verifiedEmail(a);
    const eb = await verifiedEmail(b);
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    let calls = 0;
    await runInDurableObject(stubOf(id), async (o: MatchRoom) => {
      o.mailer = { kind: 'http', send: async () => { calls++; throw new Error('mail API down'); } };
    });
    await b.call('POST', `/api/matches/${id}/join`, {});
    const t: Table = { id, a, b, mail: new Map([[a, ea], [b, eb]]) };
    const { mover } = await awaited(t);
    await settle(id);
    await deliverAt(id, Date.now());
    expect(calls).toBeGreaterThan(0);
    // A move is answered while the mail API is down.
    const m = (await a.call('GET', `/api/matches/${id}`)).body;
    const moves = (await mover.call('GET', `/api/matches/${id}/moves`)).body;
    expect((await mover.call('POST', `/api/matches/${id}/moves`, { move: moves[0], version: m.version })).status).toBe(200);
    expect((await notes(t.mail.get(mover)!)).length).toBe(0);
    const pending = await runInDurableObject(stubOf(id), async (o: MatchRoom) => (o as any).core.mail.pending());
    expect(pending).toBeGreaterThan(0);
    // The API accepts the mail but the answer is lost (a timeout): the retry must not send it again.
    await runInDurableObject(stubOf(id), async (o: MatchRoom, st) => {
      const capture = captureMailer((o as any).db);
      o.mailer = { kind: 'http', send: async (mail) => { await capture.send(mail); throw new Error('no answer within 5000 ms'); } };
      st.storage.sql.exec('UPDATE mail_seat SET next_at = 0');
      await o.deliverMail();
      o.mailer = null; // back
      st.storage.sql.exec('UPDATE mail_seat SET next_at = 0');
      await o.deliverMail();
    });
    await deliverAt(id, Date.now() + 3 * HOUR);
    expect((await notes(t.mail.get(mover)!)).length).toBe(1);
    expect(await runInDurableObject(stubOf(id), async (o: MatchRoom) => (o as any).core.mail.pending())).toBe(0);
  });

  it('D1 down at delivery: the mail is kept and sent once D1 is back', async () => {
    const t = await table();
    await runInDurableObject(stubOf(t.id), async (o: MatchRoom) => {
      (o as any).realDb = (o as any).db;
      (o as any).db = { prepare: () => { throw new Error('D1 is down'); }, batch: async () => { throw new Error('D1 is down'); } };
    });
    await settle(t.id);
    expect(await deliverAt(t.id, Date.now())).toBe(0);
    const { mover } = await awaited(t);
    expect((await notes(t.mail.get(mover)!)).length).toBe(0);
    await runInDurableObject(stubOf(t.id), async (o: MatchRoom, st) => {
      (o as any).db = (o as any).realDb;
      st.storage.sql.exec('UPDATE mail_seat SET next_at = 0');
    });
    expect(await deliverAt(t.id, Date.now())).toBe(1);
    expect(await deliverAt(t.id, Date.now() + 3 * HOUR)).toBe(0);
    expect((await notes(t.mail.get(mover)!)).length).toBe(1);
  });

  it('a deadline is near: 24 h and 1 h before, for the seat still to play', async () => {
    const t = await table({ events: { turn: false, deadline: true, phase: false, message: false, ended: false } }, 2 * 86400);
    await settle(t.id);
    const { mover, other } = await awaited(t);
    // 23 hours left: the 24-hour warning.
    await runInDurableObject(stubOf(t.id), async (o: MatchRoom) => {
      const store = (o as any).core.store;
      store.put(KV.deadline, { ...store.get(KV.deadline), at: Date.now() + 23 * HOUR, setAt: Date.now() - 2 * HOUR });
      await o.alarm();
    });
    await deliverAt(t.id, Date.now());
    const [warn] = await notes(t.mail.get(mover)!);
    expect(warn!.subject).toBe('Sengoku: Provinces at War: your deadline is in 24 h');
    // 30 minutes left: the 1-hour warning (after the hour of batching).
    await runInDurableObject(stubOf(t.id), async (o: MatchRoom) => {
      const store = (o as any).core.store;
      store.put(KV.deadline, { ...store.get(KV.deadline), at: Date.now() + 30 * MIN });
      await o.alarm();
    });
    await deliverAt(t.id, Date.now() + 61 * MIN);
    const mails = await notes(t.mail.get(mover)!);
    expect(mails.map((m) => m.subject)).toEqual(['Sengoku: Provinces at War: your deadline is in 24 h', 'Sengoku: Provinces at War: your deadline is in 1 h']);
    expect((await notes(t.mail.get(other)!)).length).toBe(0);
  });

  it('with mail on for both players, a move still makes no D1 round trip on its path', async () => {
    const t = await table({ events: { turn: true, deadline: true, phase: true, message: true, ended: true } }, 86400);
    await settle(t.id);
    const stats = async () => (await (await SELF.fetch(`http://localhost/api/debug/d1?match=${t.id}`)).json()) as any;
    for (let i = 0; i < 6; i++) {
      const { mover, m } = await awaited(t);
      const moves = (await mover.call('GET', `/api/matches/${t.id}/moves`)).body;
      const before = await stats();
      expect((await mover.call('POST', `/api/matches/${t.id}/moves`, { move: moves[0], version: m.version })).status).toBe(200);
      const after = await stats();
      expect(after.worker.onPath - before.worker.onPath).toBe(0);
      if (after.object && after.object.isolate !== after.worker.isolate) expect(after.object.onPath - before.object.onPath).toBe(0);
    }
    // The mails were queued all the same.
    expect(await runInDurableObject(stubOf(t.id), async (o: MatchRoom) => (o as any).core.mail.pending())).toBeGreaterThan(0);
  });

  it('a 24-hour timer gets no "24 h left" warning the moment it starts', async () => {
    const t = await table({ events: { turn: false, deadline: true, phase: false, message: false, ended: false } }, 86400);
    await settle(t.id);
    expect(await deliverAt(t.id, Date.now() + 30 * MIN)).toBe(0);
    const { mover } = await awaited(t);
    expect(await notes(t.mail.get(mover)!)).toEqual([]);
  });

  it('a whole match: the end is mailed to both players', async () => {
    const mail = new Map<string, string>();
    const { id, clients } = await playWholeMatch('sengoku', 2, async (_id, clients) => {
      for (const c of clients) {
        mail.set(c.username, await verifiedEmail(c));
        await c.call('PUT', '/api/me/notifications', { settings: { events: { turn: false, deadline: false, phase: false, message: false, ended: true } } });
      }
    });
    await settle(id);
    await deliverAt(id, Date.now() + 2 * HOUR);
    for (const c of clients) {
      const got = await notes(mail.get(c.username)!);
      expect(got.map((m) => m.subject)).toEqual(['Sengoku: Provinces at War: the match is over']);
    }
  });
});
