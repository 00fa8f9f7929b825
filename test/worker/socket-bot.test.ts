/**
 * The WebSocket protocol as a bot meets it (docs/api.md, "WebSocket protocol"): `hello` carries the
 * recipient's legal moves and version, and an `update` may reach the mover before its own POST
 * answer does. A bot that keeps the highest version it has seen (from hello, updates and its POST
 * answers) and acts on that plays a whole match; the crossing happens on the way (counted), which
 * is exactly where the first naive bot, waiting after its POST answer for an update that had already
 * come, stalled.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { register, type Client } from './helpers';

interface Seen { version: number; match: any; legal: any[] }

/** A bot playing only from the socket: the first legal move of the highest version seen, when its seat is awaited. */
class SocketBot {
  latest: Seen = { version: -1, match: null, legal: [] };
  inFlight = false;
  moves = 0;
  /** POST answers that came after an update of their version or later (the crossing). */
  crossed = 0;
  hello: any = null;
  private socket!: WebSocket;
  constructor(readonly client: Client, readonly id: string, readonly plays = true) {}

  async open(): Promise<void> {
    const res = await SELF.fetch(`http://localhost/api/matches/${this.id}/ws`, { headers: { Upgrade: 'websocket', Cookie: this.client.cookie } });
    expect(res.status).toBe(101);
    this.socket = res.webSocket!;
    this.socket.accept();
    this.socket.addEventListener('message', (e) => {
      const m = JSON.parse(String(e.data));
      if (m.type === 'hello') this.hello = m;
      if ((m.type === 'hello' || m.type === 'update') && m.legal) this.see({ version: m.version, match: m.match, legal: m.legal });
    });
  }

  /**
   * The higher version wins, a lower one is dropped; at the same version the later message wins (a
   * join, a pause, a seat taken change the match without logging a step: the version stays).
   */
  private see(s: Seen): void {
    if (s.version < this.latest.version) return;
    this.latest = s;
    void this.act();
  }

  private async act(): Promise<void> {
    const { version, match, legal } = this.latest;
    if (!this.plays || this.inFlight || !match || match.status !== 'active' || !match.awaiting.includes(match.you?.seat) || !legal.length) return;
    this.inFlight = true;
    const res = await this.client.call('POST', `/api/matches/${this.id}/moves`, { move: legal[0], version });
    this.inFlight = false;
    if (res.status === 200) {
      this.moves++;
      if (this.latest.version >= res.body.version) this.crossed++;
    } else if (res.status !== 409) throw new Error(`move refused: ${res.status} ${res.text}`);
    // The answer's version is no newer than what the socket brings; act on the newest state known.
    void this.act();
  }

  close(): void { this.socket.close(); }
}

describe('the WebSocket protocol, as a bot plays it', () => {
  it('hello carries the version and the legal moves of the recipient\'s seat', async () => {
    const a = await register('wa');
    const b = await register('wb');
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    await b.call('POST', `/api/matches/${id}/join`, {});
    const bots = [new SocketBot(a, id, false), new SocketBot(b, id, false)];
    for (const bot of bots) await bot.open();
    await new Promise((r) => setTimeout(r, 50));
    const m = (await a.call('GET', `/api/matches/${id}`)).body;
    const awaited = bots.find((bot) => bot.hello.match.you.seat === m.awaiting[0])!;
    const other = bots.find((bot) => bot !== awaited)!;
    expect(awaited.hello.version).toBe(m.version);
    expect(awaited.hello.legal).toEqual((await awaited.client.call('GET', `/api/matches/${id}/moves`)).body);
    expect(awaited.hello.legal.length).toBeGreaterThan(0);
    expect(other.hello.legal).toEqual([]);
    for (const bot of bots) bot.close();
  });

  it('two bots that keep the highest version play a whole match, though updates overtake their POST answers', async () => {
    const a = await register('wc');
    const b = await register('wd');
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    const bots = [new SocketBot(a, id), new SocketBot(b, id)];
    for (const bot of bots) await bot.open();
    await b.call('POST', `/api/matches/${id}/join`, {});
    const deadline = Date.now() + 60_000;
    let m: any;
    do {
      await new Promise((r) => setTimeout(r, 100));
      m = (await a.call('GET', `/api/matches/${id}`)).body;
    } while (m.status === 'active' && Date.now() < deadline);
    for (const bot of bots) bot.close();
    expect(m.status).toBe('finished');
    expect(bots[0]!.moves + bots[1]!.moves).toBe(m.version);
    // The crossing a naive bot stalls on did happen (an update of the move's version came first).
    expect(bots[0]!.crossed + bots[1]!.crossed).toBeGreaterThan(0);
  }, 90_000);
});
