import { describe, expect, it } from 'vitest';
import { BOARD, INFLUENCE_CARDS, LANTERN_CARDS, startingCard, trainingTile } from '../../../worker/games/white-castle-duel/data';
import { G, fresh, play, rejected } from './helpers';

describe('white castle duel set-up', () => {
  it('lays out the first-game castle exactly as the set-up picture', () => {
    const s = fresh('first-game', 'fg-1');
    expect(s.castle.actions).toEqual({ A1: 'garden', A2: 'lantern', A3: 'improve', A4: 'training', A5: 'courtier', A6: 'trade' });
    const colours = Object.fromEntries(Object.entries(s.castle.locations).map(([id, l]) => [id, l.color]));
    expect(colours).toEqual({ L1: 'white', L2: 'black', L3: 'coral', L4: 'black', L5: 'white', L6: 'coral' });
    expect(s.gardens.stone.tiles).toEqual(['GT1', 'GT2', 'GT3']);
    expect(s.gardens.plant.tiles).toEqual(['GT4', 'GT5', 'GT6']);
    expect(s.yards.basic.tile).toBe('TB1');
    expect(s.yards.elite.tile).toBe('TE1');
    expect(s.climbing).toEqual({ left: ['SC1', 'SC2'], right: ['SC3', 'SC4'] });
    // The first game still shuffles the cards: two seeds give two different decks.
    const t = fresh('first-game', 'fg-2');
    expect(t.castle.actions).toEqual(s.castle.actions);
    expect(t.castle.decks).not.toEqual(s.castle.decks);
  });

  it('deals three decks of 12, a lantern row of 3 and the merchandise piles', () => {
    for (const layout of ['first-game', 'random'] as const) {
      const s = fresh(layout, `deal-${layout}`);
      expect(s.castle.decks.map((d) => d.length)).toEqual([12, 12, 12]);
      expect(new Set(s.castle.decks.flat())).toEqual(new Set(INFLUENCE_CARDS.map((c) => c.id)));
      expect(s.lanternRow).toHaveLength(3);
      expect(s.lanternDeck).toHaveLength(12);
      expect(new Set([...s.lanternRow, ...s.lanternDeck])).toEqual(new Set(LANTERN_CARDS.map((c) => c.id)));
      expect([...s.merchandise.common].sort()).toEqual(['MC1', 'MC2', 'MC3']);
      expect([...s.merchandise.luxury].sort()).toEqual(['ML1', 'ML2', 'ML3']);
      expect(s.gardens.stone.seals).toEqual([[null, null], [null, null], [null, null]]);
      expect(s.yards.basic.seals).toHaveLength(5);
      expect(s.yards.elite.seals).toHaveLength(3);
      for (const p of s.players) {
        expect([p.food, p.iron, p.pearl, p.coins, p.seals, p.exchange, p.points]).toEqual([0, 0, 0, 0, 0, 0, 0]);
        expect(p.clanSeals).toBe(8);
        expect(p.tokens).toEqual({ coral: 2, black: 2, white: 2 });
        expect(p.courtier).toEqual({ path: null, step: 0 });
      }
      for (const l of Object.values(s.castle.locations)) expect(l.stack).toEqual([]);
      expect(s.phase).toBe('start-cards');
      expect(s.startOffer).toHaveLength(3);
      expect(s.firstPlayer).toBe(s.startingPlayer);
      expect(s.startPicker).toBe(1 - s.startingPlayer);
    }
  });

  it('shuffles every random layout into a complete, valid castle', () => {
    const layouts = new Set<string>();
    const firstPlayers = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = fresh('random', `random-${i}`);
      expect(Object.values(s.castle.actions).sort()).toEqual(['courtier', 'garden', 'improve', 'lantern', 'trade', 'training']);
      const colours = Object.values(s.castle.locations).map((l) => l.color).sort();
      expect(colours).toEqual(['black', 'black', 'coral', 'coral', 'white', 'white']);
      const gardens = [...s.gardens.stone.tiles, ...s.gardens.plant.tiles];
      expect(new Set(gardens).size).toBe(6);
      expect(trainingTile(s.yards.basic.tile).yard).toBe('basic');
      expect(trainingTile(s.yards.elite.tile).yard).toBe('elite');
      expect(new Set([...s.climbing.left, ...s.climbing.right]).size).toBe(4);
      layouts.add(JSON.stringify([s.castle.actions, gardens, s.climbing]));
      firstPlayers.add(s.startingPlayer);
    }
    expect(layouts.size).toBeGreaterThan(30);
    expect(firstPlayers).toEqual(new Set([0, 1]));
  });

  it('is a pure function of the seed', () => {
    expect(fresh('random', 'same')).toEqual(fresh('random', 'same'));
    expect(fresh('random', 'same')).not.toEqual(fresh('random', 'other'));
  });

  it('has the second player pick a starting card first, then the first player; the last card goes back', () => {
    const s0 = fresh('first-game', 'start-pick');
    const first = s0.startingPlayer;
    const second = 1 - first;
    expect(G.awaiting(s0)).toEqual([second]);
    expect(G.legalMoves(s0, first)).toEqual([]);
    rejected(s0, first, { type: 'start-card', card: s0.startOffer[0] }, 'not-your-turn');
    rejected(s0, second, { type: 'start-card', card: 'SR-Z' }, 'not-offered');
    rejected(s0, second, { type: 'place', color: 'coral', location: 'L1' }, 'wrong-phase');
    const [a, b, c] = s0.startOffer as [string, string, string];
    const s1 = play(s0, second, { type: 'start-card', card: b }).state;
    const card = startingCard(b);
    const p = s1.players[second]!;
    expect(p.startCard).toBe(b);
    expect([p.food, p.iron, p.pearl, p.coins, p.seals, p.exchange]).toEqual([
      card.gain.food ?? 0, card.gain.iron ?? 0, card.gain.pearl ?? 0, card.gain.coins ?? 0, card.gain.seals ?? 0, card.gain.exchange ?? 0,
    ]);
    expect(p.lanterns[card.back.color]).toEqual([b]);
    expect(G.awaiting(s1)).toEqual([first]);
    expect(G.legalMoves(s1, first)).toEqual([{ type: 'start-card', card: a }, { type: 'start-card', card: c }]);
    const s2 = play(s1, first, { type: 'start-card', card: c }).state;
    expect(s2.players[first]!.startCard).toBe(c);
    expect(s2.startOffer).toEqual([]);
    expect(s2.phase).toBe('play');
    expect(s2.round).toBe(1);
    expect(G.awaiting(s2)).toEqual([first]);
    expect(s2.turn).toMatchObject({ seat: first, stage: 'start' });
    // All cards were revealed: starting cards carry no hidden information.
    expect(s2.players.every((q) => q.startCard !== a)).toBe(true);
    expect(BOARD.startingCardsOffered).toBe(3);
  });
});
