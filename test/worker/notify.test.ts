import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { command, fakeRequests, signedInteraction, waitFor } from './discord-helpers';
import { playToEnd, register, moveDeadline } from './helpers';
import type { MatchRoom } from '../../worker/match/room';
import { Webhook } from 'standardwebhooks';
import daimyo from '../../worker/games/sengoku/data/daimyo.json';
import { KV } from '../../worker/match/keys';

const FAKE = () => env.FAKE_DISCORD_URL;

async function hmacHex(secret: string, text: string) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return Array.from(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text))), (b) => b.toString(16).padStart(2, '0')).join('');
}

describe('notifications: Discord channels and signed webhooks', () => {
  it('validates hook URLs and lets only the creator manage them', async () => {
    const alice = await register('nv');
    const bob = await register('nw');
    const id = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    const bad = await alice.call('POST', `/api/matches/${id}/hooks`, { kind: 'discord', url: 'https://evil.example/api/webhooks/1/x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^url: .*Discord/);
    const http = await alice.call('POST', `/api/matches/${id}/hooks`, { kind: 'webhook', url: 'http://example.com/hook' });
    expect(http.body.message).toMatch(/https/);
    expect((await alice.call('POST', `/api/matches/${id}/hooks`, { kind: 'pigeon', url: 'https://x.example' })).status).toBe(400);
    await bob.call('POST', `/api/matches/${id}/join`, {});
    expect((await bob.call('POST', `/api/matches/${id}/hooks`, { kind: 'webhook', url: 'https://example.com/h' })).body.error).toBe('not_a_player');
    const added = await alice.call('POST', `/api/matches/${id}/hooks`, { kind: 'webhook', url: 'https://example.com/h' });
    expect(added.status).toBe(201);
    expect(added.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    // Everyone sees that a hook exists and its state; only the creator sees its URL.
    expect((await bob.call('GET', `/api/matches/${id}`)).body.hooks).toEqual([{ id: added.body.id, kind: 'webhook', status: 'active' }]);
    expect((await alice.call('GET', `/api/matches/${id}`)).body.hooks[0].url).toBe('https://example.com/h');
    expect((await alice.call('DELETE', `/api/matches/${id}/hooks/${added.body.id}`)).status).toBe(200);
    expect((await alice.call('GET', `/api/matches/${id}/hooks`)).body).toEqual([]);
  });

  it('tells a channel and a bot about a whole match: coalesced, mentions, 429 honoured, 404 disables, signed, nothing hidden', async () => {
    const alice = await register('na');
    const bob = await register('nb');
    const bobCode = (await bob.call('POST', '/api/discord/link-code')).body.code;
    await signedInteraction(command('424242', 'link', { code: bobCode }));

    const id = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2, options: { advanced: true } })).body.id;
    const tag = id.slice(0, 6);
    const hooks: Record<string, any> = {};
    for (const [name, kind, url] of [
      ['main', 'discord', `${FAKE()}/api/webhooks/1/main-${tag}`],
      ['slow', 'discord', `${FAKE()}/api/webhooks/1/ratelimited-${tag}`],
      ['gone', 'discord', `${FAKE()}/api/webhooks/1/gone-${tag}`],
      ['bot', 'webhook', `${FAKE()}/hook/bot-${tag}`],
    ] as const) {
      const res = await alice.call('POST', `/api/matches/${id}/hooks`, { kind, url });
      expect(res.status).toBe(201);
      hooks[name] = res.body;
    }
    // A hook made before Standard Webhooks (a 48-hex secret, as hooks were made until then): it
    // gets the standard headers, verified with "whsec_" + base64 of that secret, and the old ones.
    const legacy = { id: crypto.randomUUID(), kind: 'webhook', url: `${FAKE()}/hook/legacy-${tag}`, status: 'active', createdAt: Date.now(), secret: 'ab'.repeat(24) };
    await runInDurableObject(env.MATCHES.get(env.MATCHES.idFromName(id)), async (obj: MatchRoom) => {
      const core = (obj as any).core;
      core.store.put(KV.hooks, [...core.hooks(), legacy]);
    });
    await bob.call('POST', `/api/matches/${id}/join`, {});
    const final = await playToEnd(id, [alice, bob], (n) => Math.floor(Math.random() * n));

    const at = (path: string) => fakeRequests().then((all) => all.filter((r) => r.path.includes(path)));
    const main = await waitFor(async () => { const r = await at(`main-${tag}`); return r.some((x) => x.body.includes('Final scores')) && r; }, 15_000);
    const mainBodies = main.map((r) => JSON.parse(r.body));
    // Coalesced: one message per notable state change, never one per step (a roll is a step
    // inside a turn: no message names the version right after a roll).
    expect(main.length).toBeLessThan(final.version);
    const versions = mainBodies.map((b) => Number(b.embeds[0].footer.text.replace('move ', '')));
    const log = (await alice.call('GET', `/api/matches/${id}/log`)).body.filter((e: any) => e.index >= 0);
    const afterRoll = new Set(log.filter((e: any) => e.move.type === 'roll' || e.move.type === 'reroll').map((e: any) => e.index + 1));
    expect(versions.filter((v) => afterRoll.has(v))).toEqual([]);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(mainBodies[0].embeds[0].description).toMatch(/has started/);
    expect(mainBodies[mainBodies.length - 1].embeds[0].description).toMatch(/Final scores/);
    // Bob is linked: his turns mention him, and only him.
    const mentions = mainBodies.filter((b) => b.content?.includes('<@424242>'));
    expect(mentions.length).toBeGreaterThan(0);
    for (const b of mentions) expect(b.allowed_mentions.users).toEqual(['424242']);

    // 429 with Retry-After: 1 → the same message again at least a second later, then the rest.
    const slow = await waitFor(async () => { const r = await at(`ratelimited-${tag}`); return r.length >= main.length + 1 && r; }, 20_000);
    expect(slow[1]!.at - slow[0]!.at).toBeGreaterThanOrEqual(950);
    expect(slow[1]!.body).toBe(slow[0]!.body);
    // 404 → disabled after one try, and the match says so.
    expect((await at(`gone-${tag}`)).length).toBe(1);
    const snap = (await alice.call('GET', `/api/matches/${id}`)).body;
    const gone = snap.hooks.find((h: any) => h.id === hooks.gone.id);
    expect(gone.status).toBe('disabled');
    expect(gone.reason).toMatch(/404/);

    // The bot's webhook: every POST verified by the Standard Webhooks library with the secret shown
    // at creation; one webhook-id per message. No older header on a hook made since.
    const bot = await waitFor(async () => { const r = await at(`bot-${tag}`); return r.some((x) => x.body.includes('match.finished')) && r; }, 15_000);
    const receiver = new Webhook(hooks.bot.secret);
    for (const r of bot) {
      expect(receiver.verify(r.body, r.headers as Record<string, string>)).toEqual(JSON.parse(r.body));
      expect(r.headers['x-tenka-signature']).toBeUndefined();
      // A changed body or another secret fails.
      expect(() => receiver.verify(`${r.body} `, r.headers as Record<string, string>)).toThrow();
      expect(() => new Webhook(`whsec_${btoa('another secret of 24 b!')}`).verify(r.body, r.headers as Record<string, string>)).toThrow();
    }
    expect(new Set(bot.map((r) => r.headers['webhook-id'])).size).toBe(bot.length);
    const old = await waitFor(async () => { const r = await at(`legacy-${tag}`); return r.some((x) => x.body.includes('match.finished')) && r; }, 15_000);
    const legacyReceiver = new Webhook(`whsec_${btoa(legacy.secret)}`);
    for (const r of old) {
      expect(legacyReceiver.verify(r.body, r.headers as Record<string, string>)).toEqual(JSON.parse(r.body));
      const ts = r.headers['x-tenka-timestamp']!;
      expect(r.headers['x-tenka-signature']).toBe(`sha256=${await hmacHex(legacy.secret, `${ts}.${r.body}`)}`);
    }
    expect(JSON.parse(bot[bot.length - 1]!.body).match.result.ranking.length).toBe(2);

    // Leak check: no seed, no view, no Daimyo card (drafted face down) in anything sent out.
    const everything = [...main, ...slow, ...bot].map((r) => r.body).join('\n');
    expect(everything.includes(final.seed)).toBe(false);
    for (const card of daimyo.cards) {
      expect(everything.includes(card.id)).toBe(false);
      expect(everything.includes(card.name.en)).toBe(false);
    }
    expect(everything).not.toMatch(/"view"|"provinces"|"rng"|"dice"/);
  });

  it('reminds the seats still to act before the deadline, once', async () => {
    const alice = await register('nr');
    const bob = await register('ns');
    const id = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2, timer: { moveSeconds: 86400 } })).body.id;
    const tag = id.slice(0, 6);
    await alice.call('POST', `/api/matches/${id}/hooks`, { kind: 'discord', url: `${FAKE()}/api/webhooks/1/remind-${tag}` });
    await bob.call('POST', `/api/matches/${id}/join`, {});
    await waitFor(async () => (await fakeRequests()).some((r) => r.path.includes(`remind-${tag}`)));
    const stub = env.MATCHES.get(env.MATCHES.idFromName(id));
    // Bring the deadline within 12 hours, then let the alarm run (twice).
    for (let i = 0; i < 2; i++) {
      await runInDurableObject(stub, async (obj: MatchRoom) => {
        moveDeadline(obj, Date.now() + 6 * 3600_000);
        await obj.alarm();
      });
    }
    // Deliveries run after the alarm returns: wait for the reminder, then make sure no second one comes.
    const remindersNow = async () => (await fakeRequests()).filter((r) => r.path.includes(`remind-${tag}`) && r.body.includes('Deadline'));
    await waitFor(async () => (await remindersNow()).length > 0);
    await new Promise((r) => setTimeout(r, 500));
    const reminders = await remindersNow();
    expect(reminders.length).toBe(1);
    const snap = (await alice.call('GET', `/api/matches/${id}`)).body;
    expect(JSON.parse(reminders[0]!.body).embeds[0].description).toContain(snap.seats[snap.awaiting[0]].username);
  });
});
