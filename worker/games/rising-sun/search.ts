/**
 * What the search bot (worker/engine/search-bot.ts) needs of Rising Sun:
 * - a world the seat cannot tell from the real one (what view.ts hides from it, redrawn):
 *   - the mandate tiles it has not seen: the face-down pile (except the three it put back on top
 *     itself, while nobody has drawn since), tiles another chooser is looking at, and other clans'
 *     face-down Lotus tiles are dealt again into the same places;
 *   - each season's war-province stack is shuffled again (each is a shuffle of the eight provinces);
 *   - another clan's bid not yet revealed is forgotten (the heuristic bids again in the playouts);
 *   - alliance proposals and deals between other clans are dropped (the seat never saw them);
 *   - the generator gets a new seed.
 *   The season decks need nothing: each is the whole season's set, public, and dealt at once.
 * - a position's worth: victory points against the best other clan, with a little for coins, ronin
 *   and the clan's Force on the board (what wins the coming wars);
 * - the decisions worth a search: every prompt with a real choice except the Tea Ceremony's
 *   chatter (ready, proposals), which the heuristic answers.
 */
import type { Seat } from '../../engine/contract';
import { rngFrom, shuffleWith } from '../../engine/rng';
import { forceIn } from './core';
import { PROVINCE_IDS } from './data';
import { promptOf } from './engine';
import type { BidSheet, MandateId, RsState } from './types';

const ZERO_BID: BidSheet = { seppuku: 0, hostage: 0, ronin: 0, poets: 0 };

export function determinize(s: RsState, seat: Seat, random: () => number): RsState {
  const p = promptOf(s);
  const othersDrawn = s.drawn !== null && !(p?.task.t === 'choose' && p.task.seat === seat);
  const knownTop = s.returned?.seat === seat ? s.returned.tiles.length : 0;
  // Every tile the seat has not seen, sorted: the redrawn world must not depend on the real order.
  const unseen: MandateId[] = [
    ...s.mandateDeck.slice(knownTop),
    ...(othersDrawn ? s.drawn! : []),
    ...s.politicalTrack.filter((t) => t.faceDown && t.chooser !== seat).map((t) => t.tile),
  ].sort();
  const pool = shuffleWith(random, unseen);
  let at = 0;
  const deal = (n: number) => pool.slice(at, (at += n));
  const next: RsState = {
    ...s,
    rng: rngFrom(random),
    mandateDeck: [...s.mandateDeck.slice(0, knownTop), ...deal(s.mandateDeck.length - knownTop)],
    drawn: othersDrawn ? deal(s.drawn!.length) : s.drawn,
    politicalTrack: s.politicalTrack.map((t) => (t.faceDown && t.chooser !== seat ? { ...t, tile: deal(1)[0]! } : t)),
    warStacks: s.warStacks.map((w) => shuffleWith(random, [...w].sort())),
    // Proposals between other clans, and how many each made, are theirs to know.
    tea: s.tea ? {
      ...s.tea,
      proposals: s.tea.proposals.filter((q) => q.from === seat || q.to === seat),
      proposalsMade: s.tea.proposalsMade.map((n, x) => (x === seat ? n : s.tea!.proposals.filter((q) => q.from === x && q.to === seat).length)),
    } : null,
    deals: s.deals.filter((d) => d.from === seat || d.to === seat),
  };
  const b = s.battle;
  if (!b || b.revealed) return next;
  // Unrevealed bids of the others: forgotten; in the playouts the heuristic bids for them again.
  const hidden = b.involved.filter((x) => x !== seat && b.bids[x]);
  next.battle = {
    ...b,
    bids: b.bids.map((x, i) => (x && hidden.includes(i) ? { ...ZERO_BID } : x)),
    submitted: b.submitted.map((x, i) => (hidden.includes(i) ? false : x)),
  };
  return next;
}

export function evaluate(s: RsState, seat: Seat): number {
  const worth = (x: Seat) => s.vp[x]! + 0.3 * s.coins[x]! + 0.2 * s.ronin[x]! + 0.4 * PROVINCE_IDS.reduce((a, p) => a + forceIn(s, x, p), 0) / PROVINCE_IDS.length;
  const mine = worth(seat);
  const best = Math.max(...s.clans.map((_, x) => (x === seat ? -Infinity : worth(x))));
  return mine - best;
}

export function searchPoint(s: RsState, seat: Seat): boolean {
  const p = promptOf(s);
  return !!p && p.task.t !== 'tea' && p.prompt.seats(s, p.task).includes(seat);
}
