/**
 * The standings if a match ended now by its players' agreement (worker/engine/ending.ts): the
 * game's own final ranking (war.ts computeResult) applied to this moment: castle points won so far,
 * equal totals ordered by the higher katana tile.
 *
 * Before every seat holds a katana tile (the tiles go to the seats whose reserve empties, highest
 * first), a seat without one ranks below every holder tied with it (it can only get a lower tile),
 * and seats tied on points with no tile yet share their place: the rulebook has no other tie-break.
 * The war resolves in one step once deployment is over, so before the end every seat has 0 points
 * and the katana tiles taken so far decide. Once the game is over this is exactly its result.
 */
import type { GameResult, ResultEntry } from '../../engine/contract';
import { seatsOf, type SengokuState } from './state';
import { computeResult, katanaValue, scoreOf } from './war';

export function sengokuStandings(s: SengokuState): GameResult {
  const result = computeResult(s);
  if (s.phase === 'finished') return result;
  const key = (seat: number): [number, number] => [scoreOf(s, seat), katanaValue(s, seat)];
  const better = (a: number, b: number): boolean => {
    const [ka, kb] = [key(a), key(b)];
    return ka[0] !== kb[0] ? ka[0] > kb[0] : ka[1] > kb[1];
  };
  const seats = seatsOf(s);
  // computeResult's entries (castles, katana, tie-break words), placed with shared places for full ties.
  const ranking: ResultEntry[] = result.ranking
    .map((entry) => {
      const place = 1 + seats.filter((o) => better(o, entry.seat)).length;
      const sharing = seats.some((o) => o !== entry.seat && !better(o, entry.seat) && !better(entry.seat, o));
      return sharing ? { ...entry, place, tiebreak: `tied on ${entry.score} points with no katana tile to part them yet: the place is shared` } : { ...entry, place };
    })
    .sort((a, b) => a.place - b.place || a.seat - b.seat);
  return { winners: ranking.filter((r) => r.place === 1).map((r) => r.seat), ranking };
}
