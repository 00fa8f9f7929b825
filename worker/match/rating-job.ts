/**
 * What a rated match tells the ratings when it ends (worker/ratings/apply.ts): each seat's user,
 * its place on the board, and whether it left. A seat left when its account was deleted
 * (`meta.abandoned`) or when its last step was played by the bot at its deadline (the player
 * never came back after their time ran out). A seat whose timer ran out once and who played on
 * did not leave. Game rules at a deadline (NIHON's standing orders) are not a timeout of a seat.
 * A player who resigned (or lost the seat after too many missed deadlines) ranks last and left;
 * whoever took their seat as a replacement is not rated by this match.
 */
import type { Live, MatchCore } from './core';
import type { RatingJob } from '../ratings/apply';
import { isBot } from './bot-seats';

export function ratingJob(core: MatchCore, live: Live, at = Date.now()): RatingJob | null {
  const { meta } = live;
  if (!meta.rated || meta.status !== 'finished') return null;
  const result = core.resultIn(live);
  if (!result) return null;
  const lastBy = core.store.lastStepBy();
  const departed = meta.departed ?? [];
  const leftSeats = new Set(departed.map((d) => d.seat));
  const seats = meta.seats.flatMap((user, seat) => {
    // The bot is rated by nobody; a replacement's rating does not move (docs/players.md "Replacement players").
    if (!user || isBot(user) || leftSeats.has(seat)) return [];
    const place = result.ranking.find((r) => r.seat === seat)?.place ?? meta.players;
    const left = (meta.abandoned ?? []).includes(seat) || lastBy.get(seat) === 'bot';
    return [{ seat, userId: user.id, place, left }];
  });
  // A player who resigned or was replaced after missing deadlines ranks last, as having left.
  for (const d of departed) {
    if (d.how !== 'deleted' && !seats.some((s) => s.userId === d.user.id)) seats.push({ seat: d.seat, userId: d.user.id, place: meta.players, left: true });
  }
  return { matchId: meta.id, game: meta.game, at, seats };
}
