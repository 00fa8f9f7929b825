/**
 * How a match ends other than by its game's own last move (docs/players.md "The end of a match"):
 * a resignation that leaves one side (two players, or every other seat resigned), or an end the
 * active players agreed on, with the standings of that moment or a draw. Pure: the match object,
 * the replay control and `npm run verify` derive the same result from the same state and log step.
 */
import type { GameDefinition, GameEvent, GameResult, ResultEntry, Seat } from './contract';

/** The pseudo-move logged when a seat's player resigns (LoggedBy 'resign'). */
export interface ResignMove { type: 'resign' }

/**
 * The pseudo-move logged when the match ends outside the game (LoggedBy 'end'): `resign` when one
 * side is left, `agreement` (the standings now) or `draw` when every active player accepted.
 * `resigned`: every seat that resigned before, ranked last.
 */
export interface EndMove { type: 'end'; how: 'resign' | 'agreement' | 'draw'; resigned: Seat[] }

/** Places by score, highest first; equal scores share a place (1, 1, 3…). */
export function placesByScore(scores: number[], seats: Seat[]): ResultEntry[] {
  const sorted = [...seats].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  return sorted.map((seat) => ({ seat, score: scores[seat] ?? 0, place: 1 + sorted.filter((o) => (scores[o] ?? 0) > (scores[seat] ?? 0)).length }));
}

/** The standings if the match ended now: the game's own, else places by its score track. */
export function standingsNow<S>(game: GameDefinition<S>, state: S, players: number): GameResult {
  if (game.standings) return game.standings(state);
  const seats = Array.from({ length: players }, (_, i) => i);
  const scores = game.scoreTrack ? game.scoreTrack(state) : seats.map(() => 0);
  const ranking = placesByScore(scores, seats);
  return { winners: ranking.filter((r) => r.place === 1).map((r) => r.seat), ranking };
}

/**
 * The result of an EndMove: the standings (or a draw) of the seats still in the match, then the
 * resigned seats after them, in the order they resigned last-first (the last to leave ranks higher).
 */
export function endingResult<S>(game: GameDefinition<S>, state: S, players: number, end: EndMove): GameResult {
  const standings = standingsNow(game, state, players);
  const resigned = new Set(end.resigned);
  const staying = standings.ranking.filter((r) => !resigned.has(r.seat));
  let ranking: ResultEntry[];
  if (end.how === 'draw') {
    ranking = staying.map((r) => ({ ...r, place: 1 }));
  } else {
    // Places renumbered among the seats that stay (a resigned leader does not push the others down).
    ranking = staying.map((r) => ({ ...r, place: 1 + staying.filter((o) => o.place < r.place).length }));
  }
  const scoreOf = new Map(standings.ranking.map((r) => [r.seat, r.score]));
  const gone = [...end.resigned].reverse();
  ranking.push(...gone.map((seat, i) => ({ seat, score: scoreOf.get(seat) ?? 0, place: staying.length + 1 + i, resigned: true })));
  return { winners: ranking.filter((r) => r.place === 1).map((r) => r.seat), ranking };
}

/** What a resignation does to the state: the game's rule when it has one, else nothing (the bot plays the seat). */
export function applyResign<S>(game: GameDefinition<S>, state: S, seat: Seat): { state: S; events: GameEvent[] } {
  const own = game.onResign?.(state, seat) ?? null;
  const said: GameEvent = { type: 'seat-resigned', seat, rule: 'platform/resign' };
  return own ? { state: own.state, events: [said, ...own.events] } : { state, events: [said] };
}
