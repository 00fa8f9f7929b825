/**
 * What the search bot (worker/engine/search-bot.ts) needs of Sengoku: a world the seat cannot
 * tell from the real one. Hidden from a seat: the dice to come (the generator's seed) and, in the
 * advanced game, the Daimyo cards its opponents drafted and have not played (the draft's offer is
 * public, so those cards are exactly the unplayed ones the seat does not hold: they are dealt
 * again among the same opponents).
 */
import type { Seat } from '../../engine/contract';
import { rngFrom, shuffleWith } from '../../engine/rng';
import type { SengokuState } from './state';

export function determinize(s: SengokuState, seat: Seat, random: () => number): SengokuState {
  const next: SengokuState = { ...s, rng: rngFrom(random), daimyoCards: s.daimyoCards.map((c) => ({ ...c })) };
  const hidden = next.daimyoCards.map((c, i) => (i !== seat && !c.used && c.card !== null ? i : -1)).filter((i) => i >= 0);
  // Sorted first: the redrawn world must not depend on who really holds which card.
  const cards = shuffleWith(random, hidden.map((i) => next.daimyoCards[i]!.card!).sort());
  hidden.forEach((i, k) => { next.daimyoCards[i]!.card = cards[k]!; });
  return next;
}
