/**
 * Live updates as patches over the real socket (issue 32, docs/api.md "Live updates as patches").
 * Every seat of a public Sengoku match and a logged-in spectator open two sockets: one as before,
 * one with `?patch=1`. After every move, the document rebuilt from the patches equals the whole
 * document of the plain socket, and a patch holds no string (value, key, path word) that the
 * recipient's whole update does not (nothing hidden travels in a patch). A page that missed an
 * update asks for a resync and gets the whole document, then patches again; resyncs are one a second.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { applyPatch } from '../../worker/match/json-patch';
import { register, type Client } from './helpers';
import { canon, strings } from './nihon-leak-detect';

interface Socket { socket: WebSocket; got: any[]; raw: string[] }

async function open(id: string, client: Client, query = ''): Promise<Socket> {
  const res = await SELF.fetch(`http://localhost/api/matches/${id}/ws${query}`, { headers: { Upgrade: 'websocket', Cookie: client.cookie } });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const s: Socket = { socket, got: [], raw: [] };
  socket.accept();
  socket.addEventListener('message', (e) => { if (e.data !== 'pong') { s.raw.push(String(e.data)); s.got.push(JSON.parse(String(e.data))); } });
  return s;
}

const until = async (cond: () => boolean) => { for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 10)); };
const docOf = (m: any) => ({ match: m.match, ...('legal' in m ? { legal: m.legal } : {}) });
/** Words a patch may hold that are the format's own, not the document's. */
const FORMAT = new Set(['type', 'update', 'fromVersion', 'version', 'events', 'log', 'patch', 'base', 'ops', 'op', 'path', 'value', 'add', 'remove', 'replace', 'match', 'legal']);

async function table(): Promise<{ id: string; players: Client[]; watcher: Client }> {
  const players = [await register('lpa'), await register('lpb')];
  const watcher = await register('lpw');
  const made = await players[0]!.call('POST', '/api/matches', { game: 'sengoku', players: 2, public: true });
  expect(made.status, made.text).toBe(201);
  const id = made.body.id as string;
  expect((await players[1]!.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  return { id, players, watcher };
}

async function move(id: string, players: Client[], pick: number): Promise<number> {
  const m = (await players[0]!.call('GET', `/api/matches/${id}`)).body;
  const player = players.find((c) => m.seats[m.awaiting[0]].username === c.username)!;
  const moves = (await player.call('GET', `/api/matches/${id}/moves`)).body as unknown[];
  const res = await player.call('POST', `/api/matches/${id}/moves`, { move: moves[pick % moves.length], version: m.version });
  expect(res.status, res.text).toBe(200);
  return res.body.version ?? m.version + 1;
}

describe('live updates as patches', () => {
  it('rebuild exactly the whole updates, for each seat and a spectator, and carry nothing more', async () => {
    const { id, players, watcher } = await table();
    const pairs: { whole: Socket; patched: Socket }[] = [];
    for (const c of [...players, watcher]) pairs.push({ whole: await open(id, c), patched: await open(id, c, '?patch=1') });
    let version = 0;
    for (let i = 0; i < 12; i++) {
      version = await move(id, players, i * 7);
      await until(() => pairs.every((p) => p.whole.got.some((m) => m.version === version) && p.patched.got.some((m) => m.version === version)));
    }
    let wholeBytes = 0, patchBytes = 0, patches = 0;
    for (const [n, { whole, patched }] of pairs.entries()) {
      expect(whole.got.every((m) => m.type !== 'update' || (m.match && !m.patch)), 'a plain socket gets whole updates').toBe(true);
      const wholeUpdates = whole.got.filter((m) => m.type === 'update');
      const patchUpdates = patched.raw.filter((r) => r.startsWith('{"type":"update"'));
      expect(patchUpdates.length).toBe(wholeUpdates.length);
      let held: any = docOf(patched.got[0]);
      expect(patched.got[0].type).toBe('hello');
      patchUpdates.forEach((text, k) => {
        const msg = JSON.parse(text);
        const want = wholeUpdates[k]!;
        if (msg.patch) {
          patches++;
          expect(msg.patch.base).toBe(held.match.version);
          held = applyPatch(held, msg.patch.ops);
          // Hidden information: every word of the patch is in the recipient's whole update (or the format's own).
          const allowed = strings(want);
          const extra = [...strings(msg)].filter((s) => !allowed.has(s) && !FORMAT.has(s) && !/^\/[\w/~-]*$/.test(s));
          expect(extra, `recipient ${n}: words in a patch that its whole update lacks`).toEqual([]);
        } else held = docOf(msg);
        expect(canon(held), `recipient ${n}, update ${k}`).toBe(canon(docOf(want)));
        expect(canon(msg.events ?? []), 'events as on the plain socket').toBe(canon(want.events ?? []));
        wholeBytes += JSON.stringify(want).length;
        patchBytes += text.length;
      });
    }
    expect(patches).toBeGreaterThan(20);
    expect(patchBytes * 3).toBeLessThan(wholeBytes);
    for (const p of pairs) { p.whole.socket.close(); p.patched.socket.close(); }
  });

  it('a page that missed an update asks for a resync and goes on with patches; resyncs are one a second', async () => {
    const { id, players } = await table();
    const s = await open(id, players[0]!, '?patch=1');
    let version = await move(id, players, 1);
    await until(() => s.got.some((m) => m.version === version));
    version = await move(id, players, 2);
    await until(() => s.got.filter((m) => m.type === 'update').length === 2);
    // The page lost the first update: the second's base is not what it holds.
    const [hello, , second] = s.got;
    expect(second.patch.base).not.toBe(hello.match.version);
    expect(() => { if (second.patch.base !== hello.match.version) throw new Error('gap'); applyPatch(docOf(hello), second.patch.ops); }).toThrow();
    s.socket.send('{"type":"resync"}');
    await until(() => s.got.some((m) => m.type === 'resync'));
    const answer = s.got.find((m) => m.type === 'resync')!;
    expect(answer.version).toBe(version);
    const whole = (await players[0]!.call('GET', `/api/matches/${id}/page`)).body;
    expect(canon(answer.match.view)).toBe(canon(whole.match.view));
    expect(canon(answer.legal)).toBe(canon(whole.legal));
    // Patches go on from the resync's document.
    version = await move(id, players, 3);
    await until(() => s.got.some((m) => m.type === 'update' && m.version === version));
    const next = s.got.at(-1)!;
    expect(next.patch.base).toBe(answer.version);
    expect(canon(applyPatch(docOf(answer), next.patch.ops).match.view)).toBe(canon((await players[0]!.call('GET', `/api/matches/${id}`)).body.view));
    // A second resync within the second is not answered; the next update comes whole instead.
    const before = s.got.length;
    s.socket.send('{"type":"resync"}');
    s.socket.send('{"type":"resync","__proto__":{"x":1}}');
    s.socket.send(`{"type":"resync","pad":"${'x'.repeat(100_000)}"}`);
    version = await move(id, players, 4);
    await until(() => s.got.some((m) => m.type === 'update' && m.version === version));
    const after = s.got.slice(before);
    expect(after.map((m) => m.type)).toEqual(['update']);
    expect(after[0].match).toBeTruthy();
    expect(after[0].patch).toBeUndefined();
    s.socket.close();
  });
});
