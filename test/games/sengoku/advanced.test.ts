import { describe, expect, it } from 'vitest';
import { sengoku } from '../../../worker/games/sengoku';
import { legalMoves } from '../../../worker/games/sengoku/rules';
import type { SengokuState } from '../../../worker/games/sengoku/state';
import { freshGame, play, put, putDaimyo, refuse } from './helpers';

describe('advanced rules: the Daimyo draft', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: starts right of the first player and goes anticlockwise`, () => {
      for (let g = 0; g < 6; g++) {
        let s: SengokuState = sengoku.setup({ players, options: { advanced: true }, seed: `draft-${players}-${g}` });
        const first = s.firstPlayer;
        const offer = [...s.daimyoOffer];
        const order: number[] = [];
        const taken: string[] = [];
        while (s.phase === 'draft') {
          const seat = s.current!;
          order.push(seat);
          const other = (seat + 1) % players;
          refuse(s, other, { type: 'draft', card: s.daimyoOffer[0] }, 'not_your_turn');
          refuse(s, seat, { type: 'roll' }, 'wrong_phase');
          refuse(s, seat, { type: 'draft', card: 'tokugawa' }, 'bad_move');
          expect(legalMoves(s, seat)).toEqual(s.daimyoOffer.map((card) => ({ type: 'draft', card })));
          const card = s.daimyoOffer[s.daimyoOffer.length - 1]!;
          taken.push(card);
          const r = play(s, seat, { type: 'draft', card });
          expect(r.events[0]).toEqual({ type: 'draft', rule: 'sengoku/advanced/draft', seat });
          expect(r.events[1]).toEqual({ type: 'draft-card', rule: 'sengoku/advanced/draft', seat, card, visibleTo: [seat] });
          if (r.state.phase === 'draft') refuse(r.state, r.state.current!, { type: 'draft', card }, 'card_not_offered');
          else expect(r.events.find((e) => e.type === 'draft-end')).toMatchObject({ returned: offer.find((c) => !taken.includes(c)) });
          s = r.state;
        }
        expect(order).toEqual(Array.from({ length: players }, (_, i) => (first - 1 - i + 2 * players) % players));
        expect(order[players - 1]).toBe(first);
        expect(s.phase).toBe('deployment');
        expect(s.current).toBe(first);
        expect(s.daimyoOffer).toEqual([]);
        expect(new Set(s.daimyoCards.map((c) => c.card)).size).toBe(players);
      }
    });
  }
});

describe('view', () => {
  it('has the agreed shape and hides the generator', () => {
    const s = sengoku.setup({ players: 3, options: { advanced: false }, seed: 'view' });
    const v = sengoku.view(s, 1);
    expect(Object.keys(v)).toEqual(expect.arrayContaining([
      'players', 'advanced', 'seat', 'phase', 'firstPlayer', 'current', 'turn', 'provinces', 'reserves', 'katana', 'katanaSupply',
      'fan', 'tacticUsed', 'daimyoOffer', 'daimyoCards', 'castlesWon', 'reinforcementSupply', 'scores', 'cardsClosed',
    ]));
    expect(v.seat).toBe(1);
    expect(v.provinces[0]).toEqual({ id: 'TOKUYAMA', castle: s.provinces[0]!.castle, armies: [0, 0, 0], daimyo: [], reinforcements: [0, 0, 0], result: null });
    expect(JSON.stringify(v)).not.toMatch(/rng/i);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.rng));
    expect(sengoku.view(s, null).seat).toBeNull();
  });

  it("hides other seats' unused Daimyo cards, shows them once used", () => {
    const s = freshGame(3, { advanced: true, daimyo: ['oda-nobunaga', 'mori-motonari', 'otomo-sorin'] });
    const cards = ['oda-nobunaga', 'mori-motonari', 'otomo-sorin'];
    for (const viewer of [0, 1, 2]) {
      const v = sengoku.view(s, viewer);
      expect(v.daimyoCards.map((c) => c.card)).toEqual(cards.map((c, i) => (i === viewer ? c : null)));
      const text = JSON.stringify(v);
      cards.forEach((c, i) => (i === viewer ? expect(text).toContain(c) : expect(text).not.toContain(c)));
    }
    const spectator = JSON.stringify(sengoku.view(s, null));
    cards.forEach((c) => expect(spectator).not.toContain(c));
    putDaimyo(s, 'KYOTO', 0);
    put(s, 'KYOTO', 0, 1);
    const { state } = play(s, 0, { type: 'daimyo', card: 'oda-nobunaga', to: 'KIYOSU', escort: true });
    expect(sengoku.view(state, 2).daimyoCards[0]).toEqual({ card: 'oda-nobunaga', used: true });
    expect(sengoku.view(state, 2).daimyoCards[1]).toEqual({ card: null, used: false });
    expect(sengoku.view(state, null).provinces.find((p) => p.id === 'KIYOSU')!.daimyo).toEqual([0]);
  });
});
