/**
 * Discord direct messages (worker/push/discord-dm.ts), in workerd, to the local fake Discord
 * (test/worker/fake-discord.ts), whose behaviour each recipient's id chooses (…50007 refuses DMs,
 * …429 is rate limited once, …500 fails, …999 never answers). A linked user gets their turn as a
 * DM in their language, once per turn change and under the push rules (10-minute rule, kinds,
 * per-match override, quiet hours); a refusal stops DMs until they link again; 429 and 5xx are
 * retried and a DM is delivered once; a silent Discord does not hold up moves; an unlinked user
 * gets none; hostile settings are refused.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { localMinutes } from '../../worker/mail/settings';
import { command, fakeRequests, signedInteraction } from './discord-helpers';
import { register, settle, type Client } from './helpers';
import { awaited, passTurn } from './duel-table';
import { pushAt, pushPending, sleep, waitFor } from './push-helpers';

const MIN = 60_000;

/** A fresh Discord id ending in `tail` (the fake's behaviour), unique across tests. */
const discordId = (tail = '1') => `${Date.now()}${Math.floor(Math.random() * 1e6)}${tail}`.slice(-19);

async function link(c: Client, id: string): Promise<void> {
  const code = (await c.call('POST', '/api/discord/link-code')).body.code as string;
  const res = await signedInteraction(command(id, 'link', { code }));
  expect(res.body.data.content).toContain(c.username);
}

/** The DM messages the fake received for one Discord user, parsed. */
async function dms(id: string): Promise<{ status: string; body: any; headers: Record<string, string> }[]> {
  return (await fakeRequests()).filter((r) => r.path === `/api/channels/dm${id}/messages`).map((r) => ({ status: r.method, body: JSON.parse(r.body), headers: r.headers }));
}

interface Table { id: string; a: Client; b: Client; ids: Map<Client, string> }

/** Two linked players (a reads English, b French), turns only, no mail and no browser. */
async function table(opts: { tails?: [string, string]; settings?: Record<string, unknown> } = {}): Promise<Table> {
  const a = await register('da');
  const b = await register('db');
  const ids = new Map<Client, string>();
  for (const [c, lang, tail] of [[a, 'en', opts.tails?.[0] ?? '1'], [b, 'fr', opts.tails?.[1] ?? '2']] as const) {
    const put = await c.call('PUT', '/api/me/notifications', { lang, settings: { email: false, events: { turn: true, deadline: false, phase: false, message: false, ended: false }, ...opts.settings } });
    expect(put.status, put.text).toBe(200);
    const id = discordId(tail);
    await link(c, id);
    ids.set(c, id);
  }
  const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
  expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  return { id, a, b, ids };
}



describe('Discord direct messages', () => {
  it('each turn change sends exactly one DM to the linked player to act, in their language, with a link button and no possible ping', async () => {
    const t = await table();
    await settle(t.id);
    await pushAt(t.id);
    const { mover: first, other: second } = await awaited(t);
    const firstId = t.ids.get(first)!, secondId = t.ids.get(second)!;
    const [dm] = await waitFor('the first DM', () => dms(firstId), (l) => l.length === 1);
    const fr = first === t.b;
    expect(dm!.headers.authorization).toBe('Bot test-bot-token');
    expect(dm!.body.embeds[0].title).toBe(fr ? 'Sengoku : Provinces en guerre : c’est à vous de jouer' : 'Sengoku: Provinces at War: it is your turn');
    const url = `http://localhost${fr ? '/fr' : ''}/match/?id=${t.id}`;
    expect(dm!.body.embeds[0].url).toBe(url);
    expect(dm!.body.components[0].components[0]).toEqual({ type: 2, style: 5, label: fr ? 'Ouvrir la partie' : 'Open the match', url });
    expect(dm!.body.allowed_mentions).toEqual({ parse: [] });
    expect(await dms(secondId)).toEqual([]);

    expect(await passTurn(t)).toBe(second);
    await pushAt(t.id);
    await waitFor('the second DM', () => dms(secondId), (l) => l.length === 1);
    // Back to the first seat within 10 minutes of its last DM: held, then one DM after them.
    expect(await passTurn(t)).toBe(first);
    const now = Date.now();
    await pushAt(t.id, now);
    await sleep(300);
    expect((await dms(firstId)).length).toBe(1);
    await pushAt(t.id, now + 10 * MIN + 1000);
    await waitFor('the held DM', () => dms(firstId), (l) => l.length === 2);
    await pushAt(t.id, now + 40 * MIN);
    await sleep(300);
    expect((await dms(firstId)).length).toBe(2);
    expect((await dms(secondId)).length).toBe(1);
    expect(await pushPending(t.id)).toMatchObject({ events: 0, out: 0 });
  });

  it('DMs off in the settings, or for this match, or for the kind, send nothing; quiet hours hold them', async () => {
    const off = await table({ settings: { discord: false } });
    const muted = await table();
    for (const c of [muted.a, muted.b]) expect((await c.call('PUT', `/api/me/notifications/${muted.id}`, c === muted.a ? { discord: false } : { events: { turn: false } })).status).toBe(200);
    for (const t of [off, muted]) { await settle(t.id); await pushAt(t.id, Date.now() + 20 * MIN); }
    await sleep(300);
    for (const t of [off, muted]) for (const id of t.ids.values()) expect(await dms(id)).toEqual([]);

    const now = Date.now();
    const local = localMinutes(now, 'Asia/Tokyo');
    const hhmm = (m: number) => `${String(Math.floor(((m + 1440) % 1440) / 60)).padStart(2, '0')}:${String(((m + 1440) % 1440) % 60).padStart(2, '0')}`;
    const quiet = await table({ settings: { quiet: { from: hhmm(local - 60), to: hhmm(local + 120) }, timeZone: 'Asia/Tokyo' } });
    await settle(quiet.id);
    await pushAt(quiet.id, now);
    const id = quiet.ids.get((await awaited(quiet)).mover)!;
    await sleep(300);
    expect(await dms(id)).toEqual([]);
    await pushAt(quiet.id, now + 121 * MIN);
    await waitFor('the DM after the quiet hours', () => dms(id), (l) => l.length === 1);
  });

  it('Discord refusing DMs (50007) stops them until the user links again; the account says so', async () => {
    const t = await table({ tails: ['50007', '50007'] });
    await settle(t.id);
    await pushAt(t.id);
    const { mover } = await awaited(t);
    const id = t.ids.get(mover)!;
    await waitFor('the refused DM', () => dms(id), (l) => l.length === 1);
    const blocked = () => env.DB.prepare('SELECT dm_blocked_at FROM discord_links WHERE discord_user_id = ?').bind(id).first<{ dm_blocked_at: number | null }>();
    await waitFor('the link marked', blocked, (r) => !!r?.dm_blocked_at);
    expect((await mover.call('GET', '/api/me')).body.discord).toEqual({ linked: true, dm: 'blocked' });
    expect((await pushPending(t.id)).out).toBe(0);
    // Nothing more is tried while blocked.
    await passTurn(t); await passTurn(t);
    await pushAt(t.id, Date.now() + 30 * MIN);
    await sleep(300);
    expect((await dms(id)).length).toBe(1);
    // Linking again turns them back on.
    await link(mover, id);
    expect((await blocked())!.dm_blocked_at).toBeNull();
    expect((await mover.call('GET', '/api/me')).body.discord).toEqual({ linked: true, dm: 'on' });
  });

  it('a 429 and a 500 are retried with backoff; the DM is delivered once', async () => {
    const t = await table({ tails: ['429', '429'] });
    const now = Date.now();
    await settle(t.id);
    await pushAt(t.id, now);
    const id = t.ids.get((await awaited(t)).mover)!;
    await waitFor('the rate-limited try', () => dms(id), (l) => l.length === 1);
    expect(await pushPending(t.id)).toMatchObject({ out: 1, tries: 1 });
    await pushAt(t.id, now + 10_000); // backing off
    expect((await dms(id)).length).toBe(1);
    // The backoff runs from when the try ended (the clock, not the `now` handed in), which on a
    // loaded machine is seconds after `now` (stop 36): the retry is asked for 31 s after that.
    const retryAt = Date.now() + 31_000;
    await pushAt(t.id, retryAt);
    await waitFor('the delivery', () => dms(id), (l) => l.length === 2);
    for (const later of [5, 30]) await pushAt(t.id, retryAt + later * MIN);
    await sleep(300);
    expect((await dms(id)).length).toBe(2);
    expect((await pushPending(t.id)).out).toBe(0);

    const outage = await table({ tails: ['500', '500'] });
    await settle(outage.id);
    await pushAt(outage.id);
    const oid = outage.ids.get((await awaited(outage)).mover)!;
    await waitFor('the failed try', () => dms(oid), (l) => l.length === 1);
    expect(await pushPending(outage.id)).toMatchObject({ out: 1, tries: 1 });
  });

  it('a Discord that never answers does not hold up moves; the DM is kept for a retry after the timeout', async () => {
    const t = await table({ tails: ['999', '999'] });
    await settle(t.id);
    const { mover } = await awaited(t);
    const delivery = pushAt(t.id); // hangs until PUSH_TIMEOUT_MS (1.5 s)
    await sleep(100);
    const started = Date.now();
    const m = (await mover.call('GET', `/api/matches/${t.id}`)).body;
    const moves = (await mover.call('GET', `/api/matches/${t.id}/moves`)).body as any[];
    expect((await mover.call('POST', `/api/matches/${t.id}/moves`, { move: moves[0], version: m.version })).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    await delivery;
    await waitFor('the timeout', () => pushPending(t.id), (p) => p.tries >= 1, 4000);
  });

  it('an unlinked player gets no DM; /api/me says what DMs would do; hostile settings are refused', async () => {
    const a = await register('dn');
    const b = await register('do');
    expect((await a.call('GET', '/api/me')).body.discord).toEqual({ linked: false, dm: 'unlinked' });
    const id = discordId('7');
    await link(b, id);
    expect((await b.call('GET', '/api/me')).body.discord).toEqual({ linked: true, dm: 'on' });
    expect((await b.call('PUT', '/api/me/notifications', { settings: { discord: false } })).status).toBe(200);
    expect((await b.call('GET', '/api/me')).body.discord).toEqual({ linked: true, dm: 'off' });
    const match = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    expect((await b.call('POST', `/api/matches/${match}/join`, {})).status).toBe(200);
    await settle(match);
    await pushAt(match, Date.now() + 20 * MIN);
    await sleep(300);
    expect(await dms(id)).toEqual([]);
    expect((await pushPending(match)).out).toBe(0);

    for (const bad of [{ discord: 'yes' }, { discord: null }, JSON.parse('{"__proto__": {"discord": true}}'), { discord: { deep: [[[[true]]]] } }]) {
      const res = await a.call('PUT', '/api/me/notifications', { settings: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      const over = await a.call('PUT', `/api/me/notifications/${match}`, bad);
      expect(over.status, JSON.stringify(bad)).toBe(400);
    }
    // Unlinking: the match stops queueing for the user (no browser either).
    await b.call('PUT', '/api/me/notifications', { settings: { discord: true } });
    expect((await b.call('DELETE', '/api/discord/link')).status).toBe(200);
    expect((await b.call('GET', '/api/me')).body.discord).toEqual({ linked: false, dm: 'unlinked' });
    expect(await SELF.fetch('http://localhost/api/me').then((r) => r.status)).toBe(401);
  });
});
