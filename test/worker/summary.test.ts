/**
 * The end of a match (docs/players.md "End of a match and sharing"): in every game the summary (each
 * seat's standing over the match, key moments) is refused before the end, built once after it
 * (by the alarm; readers never rebuild it), bounded, and equal to an independent replay; the link
 * preview's PNG card is a valid PNG (signature, IHDR, CRCs, inflated size) and the finished match's
 * page carries escaped Open Graph tags.
 */
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { raw, register, settle, type Client } from './helpers';
import { getGame } from '../../worker/games/registry';
import { stateAt } from '../../worker/match/archive';
import { downsample, MAX_POINTS } from '../../worker/match/summary';
import { crc32 } from '../../worker/http/png';
import { previewTags } from '../../worker/http/match-card';
import type { MatchRoom } from '../../worker/match/room';
import { KV } from '../../worker/match/keys';

const stubOf = (id: string) => env.MATCHES.get(env.MATCHES.idFromName(id));
const snap = async (c: Client, id: string) => (await c.call('GET', `/api/matches/${id}`)).body;

/** A whole match: the creator against bots in every other seat (the alarm plays them). */
async function finishedMatch(gameId: string, creator: Client): Promise<string> {
  const game = getGame(gameId)!;
  const n = game.minPlayers;
  const made = await creator.call('POST', '/api/matches', { game: gameId, players: n, bots: Array.from({ length: n - 1 }, (_, i) => i + 1), ...(gameId === 'nihon' ? { options: { turnLimit: 3 } } : {}) });
  const id = made.body.id as string;
  let r = 7;
  const rnd = () => ((r = (r * 1103515245 + 12345) & 0x7fffffff) / 0x80000000);
  let checkedEarly = false;
  for (let guard = 0; guard < 4000; guard++) {
    const m = await snap(creator, id);
    if (m.status === 'finished') return id;
    if (!checkedEarly) {
      const early = await creator.call('GET', `/api/matches/${id}/summary`);
      expect([early.status, early.body.error]).toEqual([409, 'not_finished']);
      expect((await raw('GET', `/api/matches/${id}/card.png`)).status).toBe(404);
      checkedEarly = true;
    }
    if (m.awaiting.includes(0)) {
      let legal = ((await creator.call('GET', `/api/matches/${id}/moves`)).body as any[]).filter((x) => !['undo', 'gift', 'offerDeal', 'unmark-final'].includes(x.type));
      const final = legal.find((x) => x.type === 'mark-final');
      if (final && rnd() < 0.4) legal = [final];
      expect((await creator.call('POST', `/api/matches/${id}/moves`, { move: legal[Math.floor(rnd() * legal.length)], version: m.version })).status).toBe(200);
    } else {
      await settle(id);
    }
  }
  throw new Error(`${gameId} did not end`);
}

describe('the end of a match', () => {
  for (const gameId of ['white-castle-duel', 'sengoku', 'rising-sun', 'nihon'] as const) {
    it(`${gameId}: the summary is built once after the end and matches a replay of the log`, async () => {
      const alice = await register('sum');
      const id = await finishedMatch(gameId, alice);
      await settle(id);
      const built = () => runInDurableObject(stubOf(id), (o: MatchRoom) => (o as any).core.store.get(KV.summaryBuilt) as number | null);
      expect(await built()).toBe(1);
      const first = await raw('GET', `/api/matches/${id}/summary`);
      const again = await alice.call('GET', `/api/matches/${id}/summary`);
      expect(first.status, first.text).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await built()).toBe(1);
      const s = first.body;
      const m = await snap(alice, id);
      expect(s.game).toBe(gameId);
      expect(s.label.en.length).toBeGreaterThan(2);
      expect(s.steps).toBe(m.version);
      expect(s.series.length).toBeLessThanOrEqual(MAX_POINTS);
      expect(s.series[0].step).toBe(0);
      expect(s.series.at(-1).step).toBe(s.steps);
      for (const p of s.series) expect(p.scores).toHaveLength(m.players);
      // The chart ends on the final scores.
      expect(s.series.at(-1).scores).toEqual(m.seats.map((_: unknown, seat: number) => m.result.ranking.find((x: any) => x.seat === seat).score));
      // Points in between are the game's own track of the replayed state.
      const game = getGame(gameId)!;
      for (const p of s.series.slice(1, -1).filter((_: unknown, i: number) => i % 25 === 0)) {
        const expected = await runInDurableObject(stubOf(id), (o: MatchRoom) => game.scoreTrack!(stateAt((o as any).core, p.step)));
        expect(p.scores, `step ${p.step}`).toEqual(expected);
      }
      for (const k of s.moments) {
        expect(k.event.visibleTo).toBeUndefined();
        expect(game.keyMoment!(k.event)).toBe(true);
        expect(k.step).toBeGreaterThan(0);
        expect(k.step).toBeLessThanOrEqual(s.steps);
      }
      if (gameId !== 'nihon') expect(s.moments.length).toBeGreaterThan(0);

      // The link preview: a valid PNG card, and tags in the page's head.
      const card = await SELF.fetch(`http://localhost/api/matches/${id}/card.png`);
      expect(card.headers.get('Content-Type')).toBe('image/png');
      const png = new Uint8Array(await card.arrayBuffer());
      expect(png.length).toBeLessThan(100_000);
      expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
      const view = new DataView(png.buffer);
      let at = 8;
      const chunks: { type: string; data: Uint8Array }[] = [];
      while (at < png.length) {
        const len = view.getUint32(at);
        const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
        const data = png.subarray(at + 8, at + 8 + len);
        expect(view.getUint32(at + 8 + len), `CRC of ${type}`).toBe(crc32(png.subarray(at + 4, at + 8 + len)));
        chunks.push({ type, data });
        at += 12 + len;
      }
      expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
      const ihdr = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset, 13);
      expect([ihdr.getUint32(0), ihdr.getUint32(4), chunks[0]!.data[8], chunks[0]!.data[9]]).toEqual([1200, 630, 8, 2]);
      const inflated = new Uint8Array(await new Response(new Blob([chunks[1]!.data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer());
      expect(inflated.length).toBe(630 * (1200 * 3 + 1));
      const page = await SELF.fetch(`http://localhost/match/?id=${id}`, { headers: { 'Accept-Language': 'en' } });
      const html = await page.text();
      expect(html).toContain(`<meta property="og:image" content="http://localhost/api/matches/${id}/card.png">`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+ · Tenka">/);
      expect(html).toContain(alice.username);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      // The French and German pages preview in their language, and link to themselves.
      for (const [path, lang, words] of [['/fr/match/', 'fr', / : .*(gagne|gagnent|match nul) · Tenka$/], ['/de/match/index.html', 'de', /gewinnen|gewinnt|Unentschieden/]] as const) {
        const local = await (await SELF.fetch(`http://localhost${path}?id=${id}`, { headers: { 'Accept-Language': lang } })).text();
        expect(local, path).toContain(`<meta property="og:url" content="http://localhost/${lang}/match/?id=${id}">`);
        expect(local, path).toContain(`<meta property="og:locale" content="${lang}_${lang.toUpperCase()}">`);
        const title = /<meta property="og:title" content="([^"]+)">/.exec(local)?.[1] ?? '';
        expect(title, path).toMatch(words);
        expect(title, path).not.toMatch(/\bwins?\b/);
      }
    });
  }

  it('a page of a match not finished, or of no match, carries no preview; tags escape hostile names', async () => {
    const a = await register('pv');
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    for (const q of [`?id=${id}`, '?id=0000000000000000', '?id=<script>', '']) {
      const html = await (await SELF.fetch(`http://localhost/match/${q}`, { headers: { 'Accept-Language': 'en' } })).text();
      expect(html, q).not.toContain('og:image');
    }
    expect((await raw('GET', '/api/matches/nothex/card.png')).status).toBe(404);
    const tags = previewTags({ id: 'a'.repeat(16), game: 'sengoku', gameName: 'Sengoku', seats: ['"><script>alert(1)</script>', "O'Brien & co"], scores: [3, 2], winners: [0] }, 'https://tenka.example');
    expect(tags).not.toContain('<script>');
    expect(tags).toContain('&#34;&#62;&#60;script&#62;');
    expect(tags).toContain('O&#39;Brien &#38; co');
  });

  it('downsamples long matches to the bound, first and last kept', () => {
    const points = Array.from({ length: 1001 }, (_, i) => i);
    const d = downsample(points);
    expect(d).toHaveLength(MAX_POINTS);
    expect([d[0], d.at(-1)]).toEqual([0, 1000]);
    expect(downsample([1, 2, 3])).toEqual([1, 2, 3]);
  });
});
