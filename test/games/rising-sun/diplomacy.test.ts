/** Tea Ceremony alliances, gifts at any time outside the war, and structured deals. */
import { describe, expect, it } from 'vitest';
import { freeMoves } from '../../../worker/games/rising-sun';
import { awaitingClans, game, newGame, play, refused, skipTea } from './helpers';

describe('Tea Ceremony', () => {
  it('propose, accept, one ally each; proposals stay between the two clans; it ends when all are ready', () => {
    let s = newGame(4);
    s = play(s, 0, { type: 'ready' }).state;
    let r = play(s, 1, { type: 'proposeAlliance', to: 0 });
    s = r.state;
    expect(r.events[0]).toMatchObject({ type: 'allianceProposed', visibleTo: [1, 0] });
    // Koi was ready; the proposal asks it again.
    expect(game.awaiting(s)).toContain(0);
    expect(game.view(s, 2).tea!.proposals).toEqual([]);
    expect(game.view(s, 0).tea!.proposals).toEqual([{ from: 1, to: 0 }]);
    s = play(s, 2, { type: 'proposeAlliance', to: 0 }).state;
    r = play(s, 0, { type: 'acceptAlliance', from: 1 });
    s = r.state;
    expect(s.alliances).toEqual([[1, 0]]);
    expect(r.events.some((e) => e.type === 'allianceProposalLapsed' && e.from === 2)).toBe(true);
    refused(s, 3, { type: 'proposeAlliance', to: 1 }, 'target-allied');
    refused(s, 0, { type: 'acceptAlliance', from: 3 }, 'no-proposal');
    s = play(s, 3, { type: 'proposeAlliance', to: 2 }).state;
    s = play(s, 3, { type: 'withdrawAlliance', to: 2 }).state;
    for (const seat of [0, 1, 2, 3]) if (game.awaiting(s).includes(seat)) s = play(s, seat, { type: 'ready' }).state;
    expect(s.phase).toBe('political');
    expect(s.alliedSeasons[0]).toEqual([1]);
    refused(s, 2, { type: 'proposeAlliance', to: 3 }, 'not-tea');
  });
});

describe('gifts and deals', () => {
  it('any clan may give coins and Ronin during the political phase, even when not awaited', () => {
    let s = skipTea(newGame(3));
    expect(awaitingClans(s)).toEqual(['koi']);
    s = play(s, 2, { type: 'gift', to: 1, coins: 2, ronin: 0 }).state;
    expect(s.coins).toEqual([5, 9, 4]);
    refused(s, 2, { type: 'gift', to: 1, coins: 50, ronin: 0 }, 'not-enough');
    refused(s, 2, { type: 'gift', to: 2, coins: 1, ronin: 0 }, 'self');
    refused(s, 2, { type: 'gift', to: 1, coins: 0, ronin: 0 }, 'empty-gift');
    expect(freeMoves(s, 2).filter((m) => m.type === 'gift')).toHaveLength(2 * 4);
  });

  it('a deal is private to its two clans; its gift is transferred on acceptance', () => {
    let s = newGame(3);
    let r = play(s, 0, { type: 'offerDeal', to: 2, terms: '3 coins if you stay out of Kyoto', coins: 3, ronin: 0 });
    s = r.state;
    expect(r.events[0]!.visibleTo).toEqual([0, 2]);
    expect(game.view(s, 1).deals).toEqual([]);
    expect(game.view(s, 2).deals[0]).toMatchObject({ terms: '3 coins if you stay out of Kyoto', status: 'open' });
    refused(s, 0, { type: 'acceptDeal', deal: 1 }, 'not-yours');
    refused(s, 1, { type: 'acceptDeal', deal: 1 }, 'no-deal');
    r = play(s, 2, { type: 'acceptDeal', deal: 1 });
    s = r.state;
    expect(s.coins[0]).toBe(2);
    expect(s.coins[2]).toBe(9);
    expect(s.deals[0]!.status).toBe('accepted');
    refused(s, 2, { type: 'declineDeal', deal: 1 }, 'deal-closed');
    // An offer the offerer can no longer fund cannot be accepted.
    s = play(s, 0, { type: 'offerDeal', to: 1, terms: 'peace', coins: 2, ronin: 0 }).state;
    s = play(s, 0, { type: 'gift', to: 2, coins: 2, ronin: 0 }).state;
    refused(s, 1, { type: 'acceptDeal', deal: 2 }, 'offer-unfunded');
    s = play(s, 1, { type: 'declineDeal', deal: 2 }).state;
    expect(s.deals[1]!.status).toBe('declined');
    refused(s, 1, { type: 'offerDeal', to: 0, terms: '', coins: 0, ronin: 0 }, 'bad-terms');
  });
});
