/**
 * The auditable-dice promise over the API: a finished match's export, fetched by a player (and a
 * spectator, and the referee), passes the verifier `npm run verify` runs (scripts/verify-export.ts).
 * Advanced Sengoku: its Daimyo cards are private events, the case players' exports used to fail on.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { verifyExport } from '../../scripts/verify-export';
import { playToEnd, register, type Client } from './helpers';

async function finishedAdvancedSengoku(referee: boolean) {
  const creator = await register('xv');
  const [a, b] = referee ? [await register('xa'), await register('xb')] : [creator, await register('xb')];
  const id = (await creator.call('POST', '/api/matches', { game: 'sengoku', players: 2, options: { advanced: true }, ...(referee ? { referee: true } : {}) })).body.id as string;
  for (const c of referee ? [a, b] : [b]) expect((await c.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
  const final = await playToEnd(id, [a, b], (n) => Math.floor(Math.random() * n));
  expect(final.status).toBe('finished');
  return { id, creator, players: [a, b] as Client[] };
}

describe('a finished match exported over the API verifies', () => {
  for (const referee of [false, true]) {
    it(`advanced Sengoku${referee ? ', refereed' : ''}: each player's, a spectator's${referee ? " and the referee's" : ''} export`, async () => {
      const { id, creator, players } = await finishedAdvancedSengoku(referee);
      const readers: { who: string; get: () => Promise<any> }[] = [
        ...players.map((p, i) => ({ who: `player ${i}`, get: async () => (await p.call('GET', `/api/matches/${id}/export`)).body })),
        { who: 'spectator', get: async () => (await SELF.fetch(`http://localhost/api/matches/${id}/export`)).json() },
        ...(referee ? [{ who: 'referee', get: async () => (await creator.call('GET', `/api/matches/${id}/export`)).body }] : []),
      ];
      let sawPrivate = false;
      for (const { who, get } of readers) {
        const exp = await get();
        expect(exp.format, who).toBe('tenka-match-export/1');
        const r = verifyExport(exp);
        expect(r.problems, who).toEqual([]);
        expect(r.complete, who).toBe(true);
        expect(r.rollsChecked, who).toBeGreaterThan(0);
        // Without a referee nothing stays secret after the end: every export is the complete one.
        expect(exp.reader.complete, who).toBe(!referee || who === 'referee');
        expect(exp.reader.referee, who).toBe(who === 'referee');
        if (exp.moves.some((m: any) => m.events.some((e: any) => e.visibleTo))) sawPrivate = true;
        // A revealed event altered: a mismatch.
        const m = exp.moves.find((x: any) => x.events.some((e: any) => Array.isArray(e.dice)));
        if (m) {
          const e = m.events.find((x: any) => Array.isArray(x.dice));
          e.dice[0] = e.dice[0] === 6 ? 5 : e.dice[0] + 1;
          expect(verifyExport(exp).ok, who).toBe(false);
        }
      }
      expect(sawPrivate).toBe(true);
    });
  }
});

describe('a match ended outside its game (a resignation) verifies', () => {
  it("each player's and a spectator's export ends on the `end` step; the verifier derives its result, and a forged one fails", async () => {
    const a = await register('ra');
    const b = await register('rb');
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, options: { advanced: true } })).body.id as string;
    expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    // A few moves, then the seat on turn resigns.
    for (let i = 0; i < 6; i++) {
      const m = (await a.call('GET', `/api/matches/${id}`)).body;
      const mover = m.seats[m.awaiting[0]].username === a.username ? a : b;
      const moves = (await mover.call('GET', `/api/matches/${id}/moves`)).body;
      expect((await mover.call('POST', `/api/matches/${id}/moves`, { move: moves[0], version: m.version })).status).toBe(200);
    }
    const m = (await a.call('GET', `/api/matches/${id}`)).body;
    const resigned = await a.call('POST', `/api/matches/${id}/resign`, { version: m.version });
    expect(resigned.status, resigned.text).toBe(200);
    expect(resigned.body.ending).toMatchObject({ how: 'resign' });
    for (const [who, get] of [['player a', () => a.call('GET', `/api/matches/${id}/export`)], ['player b', () => b.call('GET', `/api/matches/${id}/export`)],
      ['spectator', () => SELF.fetch(`http://localhost/api/matches/${id}/export`).then(async (r) => ({ body: await r.json() as any }))]] as const) {
      const exp = (await get()).body;
      expect(exp.moves.at(-1).by, who).toBe('end');
      const r = verifyExport(exp);
      expect(r.problems, who).toEqual([]);
      expect(r.ok && r.complete, who).toBe(true);
      // The result the file states must be the one the `end` step gives.
      const forged = structuredClone(exp);
      forged.result.winners = forged.result.winners.map((s: number) => 1 - s);
      expect(verifyExport(forged).ok, who).toBe(false);
    }
  });
});
