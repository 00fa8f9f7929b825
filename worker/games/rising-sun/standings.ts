/**
 * The standings if a match ended now by its players' agreement (worker/engine/ending.ts): the final
 * ranking's rule (season.ts vpRanking) on the victory points of this moment: most VP first, ties by
 * honor, allies tied on VP sharing their place. Winter's scoring (war tokens, winter cards, the
 * distinct-provinces bonus) is not applied "as if ended now": it closes the third season, and its
 * conditions (the war tokens and cards gathered over the three seasons) are not meant to be judged
 * halfway. Once the game is over this is exactly its result.
 */
import type { GameResult } from '../../engine/contract';
import { computeResult, vpRanking } from './season';
import type { RsState } from './types';

export function risingSunStandings(s: RsState): GameResult {
  return computeResult(s) ?? vpRanking(s);
}
