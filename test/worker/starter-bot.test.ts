/**
 * The starter bot (examples/bot/) plays a whole match of each of the four games: starter bots
 * (two, three for Rising Sun), each its own account, each logged in with a personal API token only (read, play, manage), through the
 * documented routes and the match socket. The transport is the Worker itself (SELF): the same
 * requests `npm start` would get, without a wrangler process.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { playMatch } from '../../examples/bot/bot';
import { TenkaClient, type BotSocket, type Transport } from '../../examples/bot/client';
import { BASE, register, type Client } from './helpers';

const workerTransport: Transport = {
  fetch: (url, init) => SELF.fetch(url, init),
  openSocket: async (url, token) => {
    const res = await SELF.fetch(url.replace(/^ws/, 'http'), { headers: { Upgrade: 'websocket', Authorization: `Bearer ${token}` } });
    if (res.status !== 101 || !res.webSocket) throw new Error(`socket refused: ${res.status}`);
    const ws = res.webSocket;
    ws.accept();
    const socket: BotSocket = {
      onMessage: (listener) => ws.addEventListener('message', (e) => listener(String(e.data))),
      onClose: (listener) => ws.addEventListener('close', (e) => listener(e.code)),
      send: (text) => ws.send(text),
      close: () => { try { ws.close(); } catch { /* already closed */ } },
    };
    return socket;
  },
};

async function starterBot(owner: Client): Promise<TenkaClient> {
  const made = await owner.call('POST', '/api/me/tokens', { name: 'starter bot', scopes: ['read', 'play', 'manage'] });
  expect(made.status, made.text).toBe(201);
  return new TenkaClient(BASE, made.body.token, workerTransport);
}

/**
 * The smallest table of each game (NIHON: two turns, every clan writing and marking its sheet each
 * turn), and how long its match may take: Rising Sun's three bots play about 130 steps, 42 s on a
 * loaded two-core machine.
 */
const TABLES: Record<string, { players: number; options?: unknown; timeoutMs: number }> = {
  'white-castle-duel': { players: 2, timeoutMs: 50_000 },
  sengoku: { players: 2, timeoutMs: 50_000 },
  'rising-sun': { players: 3, timeoutMs: 110_000 },
  nihon: { players: 2, options: { turnLimit: 2 }, timeoutMs: 50_000 },
};

describe('the starter bot', () => {
  for (const [game, table] of Object.entries(TABLES)) {
    it(`${game}: starter bots with personal tokens play a whole match over the socket`, async () => {
      const bots = await Promise.all(Array.from({ length: table.players }, async (_, i) => starterBot(await register(`sb${i}`))));
      const created = await bots[0]!.create({ game, players: table.players, options: table.options });
      for (const b of bots.slice(1)) await b.join(created.id);
      const results = await Promise.all(bots.map((b) => playMatch(b, created.id, { pollMs: 2_000, timeoutMs: table.timeoutMs })));
      for (const r of results) expect(r.match.status).toBe('finished');
      expect(results.every((r) => r.moves > 0)).toBe(true);
      // Every step of the log is a player's (no timer, no bot seat): the starter bots played it all.
      const log = await bots[0]!.call<any[]>('GET', `/api/matches/${created.id}/log`);
      expect(log.filter((e) => e.index >= 0 && e.by && e.by !== 'player').map((e) => e.by)).toEqual([]);
    }, table.timeoutMs + 10_000);
  }
});
