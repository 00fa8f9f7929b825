/**
 * The standings if a match ended now by its players' agreement (worker/engine/ending.ts): the final
 * scoring (scoring.ts resultOf) applied to this moment, end-of-game bonuses included: coins and
 * seals, resource bands, flags by the courtier's level, katanas and kabutos by the training yards,
 * cranes; ties by clan seals placed, then by courtier progress, then shared.
 *
 * Why the bonuses count "as if ended now": the final scoring only reads what lies on the table
 * (icons, seals, courtier, resources), every part of it is defined at any moment, and it is most of
 * a player's score: the clan points gained so far alone would rank a match by its smaller part.
 * Once the game is over this is exactly its result.
 */
import type { GameResult } from '../../engine/contract';
import { resultOf } from './scoring';
import type { WcdState } from './state';

export function whiteCastleDuelStandings(s: WcdState): GameResult {
  return resultOf(s);
}
