import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../worker/engine/contract';
import { randomSource } from '../../../worker/engine/rng';
import { scoreOf } from '../../../worker/games/white-castle-duel/rules';
import type { WcdMove } from '../../../worker/games/white-castle-duel/state';
import { describeAll } from './fuzz-driver';
import { G, fresh, play, scenario } from './helpers';

function randomGame(seed: string): { events: GameEvent[]; moves: WcdMove[] } {
  let s = fresh('random', seed);
  const rnd = randomSource(seed);
  const events: GameEvent[] = [];
  const moves: WcdMove[] = [];
  while (G.result(s) === null) {
    const seat = G.awaiting(s)[0]!;
    const legal = G.legalMoves(s, seat);
    moves.push(...legal);
    const r = play(s, seat, legal[Math.floor(rnd() * legal.length)]!);
    events.push(...r.events);
    s = r.state;
  }
  return { events, moves };
}

describe('words for moves and events', () => {
  it('describe every event and move of whole games in English, French and German', () => {
    for (const seed of ['text-1', 'text-2', 'text-3']) {
      const { events, moves } = randomGame(seed);
      describeAll(events);
      const types = new Set(events.map((e) => e.type));
      for (const e of events.filter((x, i) => events.findIndex((y) => y.type === x.type) === i)) {
        const en = G.describeEvent(e, 'en', ['Aki', 'Ren']);
        const fr = G.describeEvent(e, 'fr', ['Aki', 'Ren']);
        expect(fr, e.type).not.toBe(en);
        expect(en).not.toMatch(new RegExp(`^\\s*${e.type}`));
      }
      expect(types.size).toBeGreaterThan(12);
      for (const m of moves.filter((_x, i) => i % 7 === 0)) {
        for (const lang of ['en', 'fr', 'de'] as const) {
          const t = G.describeMove(m, lang);
          expect(t.length).toBeGreaterThan(3);
          expect(t).not.toMatch(/undefined|NaN|\[object/);
        }
      }
    }
  });

  it('say precisely what a move does', () => {
    expect(G.describeMove({ type: 'place', color: 'coral', location: 'L3' }, 'en')).toBe('Place a coral lantern token on L3');
    expect(G.describeMove({ type: 'place', color: 'black', location: 'L3' }, 'fr')).toBe('Placer un pion Lanterne noir sur L3');
    expect(G.describeMove({ type: 'place', color: 'white', location: 'L3' }, 'de')).toBe('Einen weißen Laternenstein auf L3 setzen');
    expect(G.describeMove({ type: 'decline', slot: 'D2', benefit: 'coin' }, 'en')).toBe('Decline deck 2 for a well benefit: 1 coin');
    expect(G.describeMove({ type: 'trade', option: 'common', pay: { food: 1, iron: 1 } }, 'en')).toBe('Trade 1 food and 1 iron for common merchandise');
    expect(G.describeMove({ type: 'convert', resource: 'pearl' }, 'fr')).toBe('Convertir 2 sceaux Daimyo en 1 nacre');
    expect(G.describeEvent({ type: 'gain', seat: 1, gains: { food: 1, coins: 2, points: 1 }, lost: {} }, 'en', ['Aki', 'Ren'])).toBe('Ren gains 1 food, 2 coins and 1 clan point');
    expect(G.describeEvent({ type: 'gain', seat: 0, gains: { food: 1 }, lost: { food: 1 } }, 'de', ['Aki', 'Ren'])).toBe('Aki erhält 1 Nahrung (1 Nahrung verloren: Obergrenze erreicht)');
    // Exchanges and declines name the action tiles and spaces, never the castle's slot ids ("A1").
    const swap = { type: 'exchange', seat: 0, a: 'A1', b: 'A4', tiles: ['garden', 'trade'] };
    expect(G.describeEvent(swap, 'en', ['Aki', 'Ren'])).toBe('Aki uses an exchange token and swaps the Garden and Trade action tiles');
    expect(G.describeEvent(swap, 'fr', ['Aki', 'Ren'])).toBe('Aki utilise un jeton Échange et intervertit les tuiles Action Jardin et Commerce');
    expect(G.describeEvent(swap, 'de', ['Aki', 'Ren'])).toBe('Aki nutzt ein Tauschplättchen und tauscht die Aktionsplättchen Garten und Handel');
    expect(G.describeEvent({ type: 'decline', seat: 1, slot: 'A3', action: 'courtier', benefit: 'coin' }, 'fr', ['Aki', 'Ren'])).toBe('Ren renonce à Courtisan (case Action 3) pour un bénéfice du puits : 1 pièce');
    for (const lang of ['en', 'fr', 'de'] as const) expect(G.describeMove({ type: 'exchange', a: 'A2', b: 'A5' }, lang)).not.toMatch(/\bA\d\b/);
  });
});

describe('the view', () => {
  it('shows the active seat its legal moves, spectators none, and a live score preview', () => {
    const s = play(scenario((d) => { d.players[0]!.coins = 7; d.players[0]!.influence = [{ card: 'I-B05', improved: true }]; }), 0, { type: 'place', color: 'coral', location: 'L1' }).state;
    const v0 = G.view(s, 0);
    expect(v0.legalMoves).toEqual(G.legalMoves(s, 0));
    expect(G.view(s, 1).legalMoves).toEqual([]);
    expect(G.view(s, null).legalMoves).toEqual([]);
    expect(v0.turn).toMatchObject({ seat: 0, stage: 'actions', location: 'L1', remaining: ['D1', 'A1'], canUndo: true });
    expect(v0.players[0]!.score).toEqual(scoreOf(s, 0));
    expect(v0.players[0]!.score.total).toBe(1 + 0); // 7 coins: 1 point; 3 flags x level 0
    expect(v0.castle.decks.map((d) => d.count)).toEqual([12, 12, 12]);
    expect(v0.castle.decks[0]!.top).toBe(s.castle.decks[0]![0]);
    expect(v0.lanternDeckCount).toBe(12);
    expect(v0.climbing.left.steps).toHaveLength(7);
    expect(v0.gardens.stone.columns[0]).toMatchObject({ tile: 'GT1', icons: { flag: 1 }, seals: [null, null] });
    expect(JSON.stringify(v0)).not.toContain(s.castle.decks[0]![1]!);
  });
});

describe('the bot', () => {
  it('plays whole games with legal moves only, never undoing', () => {
    for (const seed of ['bot-1', 'bot-2']) {
      let s = fresh('random', seed);
      const rnd = randomSource(seed);
      while (G.result(s) === null) {
        const seat = G.awaiting(s)[0]!;
        const m = G.botMove(s, seat, rnd);
        expect(m.type).not.toBe('undo');
        expect(G.legalMoves(s, seat)).toContainEqual(m);
        s = play(s, seat, m).state;
      }
      const res = G.result(s)!;
      expect(res.ranking).toHaveLength(2);
      for (const p of s.players) expect(p.turns).toEqual([6, 6]);
    }
  });

  it('prefers a useful action to a worthless one', () => {
    // Holding 5 food next to the garden: the bot gardens rather than declining for a lost food.
    const s = scenario((d) => {
      d.players[0]!.food = 7;
      d.turn!.stage = 'actions';
      d.turn!.location = 'L1';
      d.turn!.remaining = ['A1'];
    });
    const m = G.botMove(s, 0, () => 0.5);
    expect(m.type).toBe('garden');
  });
});
