/**
 * A search bot for any game of the contract (docs/bots.md "Search bots"): flat Monte Carlo over the
 * seat's legal moves, a UCB1 bandit at the root, each playout in a fresh *determinization* (the
 * game's `determinize` redraws everything the seat cannot know: hidden cards, draw piles, the
 * generator's seed) and played on by the game's own heuristic bot for every seat, to the end or
 * to a depth where the game's `evaluate` judges the position. Perfect-information Monte Carlo, as
 * in the card-game bots of the literature: it never reads a fact hidden from its seat, since every
 * playout starts from a world re-sampled from what the seat may know.
 *
 * Pure and deterministic: the budget is a number of playouts (no clock inside an engine), the
 * randomness the caller's seeded generator; the chosen move is logged like any other, so a match
 * replays without searching again.
 */
import type { GameDefinition, Move, Seat } from './contract';

export interface SearchBudget {
  /** Playouts in all (split among the candidate moves by the bandit). */
  playouts: number;
  /** Steps per playout before `evaluate` judges the position (the whole game when the game has no `evaluate`). */
  depth: number;
}

/** The searched levels a table may choose (easy is the heuristic with slips, `easyMove`). */
export const SEARCH_LEVELS = {
  medium: { playouts: 48, depth: 40 },
  hard: { playouts: 160, depth: 80 },
} satisfies Record<string, SearchBudget>;
export type SearchLevel = keyof typeof SEARCH_LEVELS;
/** Every level a table may choose. */
export type BotLevel = 'easy' | SearchLevel;

/** A level's budget for a game: its own where it sets one (costly playouts), else the common one. */
export function budgetFor(game: Pick<GameDefinition<any, any>, 'searchLevels'>, level: SearchLevel): SearchBudget {
  return game.searchLevels?.[level] ?? SEARCH_LEVELS[level];
}

/** The hard ceiling on one move's work, whatever the caller asks (a Worker request has little CPU). */
export const MAX_PLAYOUTS = 400;
export const MAX_DEPTH = 400;

/** What a search needs of a game beyond the contract's core. */
export type Searchable<S, M extends Move> = Pick<GameDefinition<S, M>, 'legalMoves' | 'applyMove' | 'awaiting' | 'result' | 'botMove' | 'onDeadline' | 'determinize' | 'evaluate' | 'searchReward' | 'playoutMove' | 'searchPoint' | 'searchCandidates' | 'searchDepth' | 'searchLevels' | 'followMove' | 'easySlips'>;

/** Moves a search never tries: taking back a step is not a plan. */
const SKIPPED = new Set(['undo', 'unmark-final']);

/** A playout's worth for `seat`, in [0, 1]: the result when the game ended, else the evaluation squashed. */
function reward<S, M extends Move>(game: Searchable<S, M>, state: S, seat: Seat): number {
  if (game.searchReward) return Math.min(1, Math.max(0, game.searchReward(state, seat) || 0));
  const result = game.result(state);
  if (result) {
    const won = result.winners.includes(seat) ? 1 / result.winners.length : 0;
    const mine = result.ranking.find((r) => r.seat === seat)?.score ?? 0;
    const best = Math.max(...result.ranking.filter((r) => r.seat !== seat).map((r) => r.score), 0);
    // A win counts most; the margin separates two moves that both win (or both lose).
    return 0.9 * won + 0.1 * (0.5 + Math.tanh((mine - best) / 20) / 2);
  }
  if (!game.evaluate) return 0.5;
  return 0.5 + Math.tanh(game.evaluate(state, seat) / 15) / 2;
}

/** Play on with the heuristic bot for every seat, at most `depth` steps (games with simultaneous phases: the first awaited seat moves). */
function playout<S, M extends Move>(game: Searchable<S, M>, state: S, depth: number, random: () => number): S {
  let s = state;
  for (let step = 0; step < depth && !game.result(s); step++) {
    const seat = game.awaiting(s)[0];
    if (seat === undefined) {
      if (!game.onDeadline) break;
      s = game.onDeadline(s, []).state;
      continue;
    }
    const res = game.applyMove(s, seat, (game.playoutMove ?? game.botMove)(s, seat, random));
    if (!res.ok) break;
    s = res.state;
  }
  return s;
}

export interface SearchReport<M> { move: M; playouts: number; candidates: { move: M; visits: number; mean: number }[] }

/**
 * The seat's move after `budget` playouts. One legal move: played at once. Deterministic for a
 * given `random`.
 */
export function searchMoveReport<S, M extends Move>(game: Searchable<S, M>, state: S, seat: Seat, random: () => number, budget: SearchBudget): SearchReport<M> {
  const playouts = Math.max(1, Math.min(MAX_PLAYOUTS, Math.floor(budget.playouts)));
  const depth = Math.max(1, Math.min(MAX_DEPTH, game.searchDepth ?? MAX_DEPTH, Math.floor(budget.depth)));
  // A decision the game does not think worth a search: its heuristic's move, in a redrawn world too
  // (the heuristic reads the state it is given; it must not be the real one).
  const seen = () => (game.determinize ? game.determinize(state, seat, random) : state);
  if (game.searchPoint && !game.searchPoint(state, seat)) return { move: (game.followMove ?? game.botMove)(seen(), seat, random), playouts: 0, candidates: [] };
  const all = game.searchCandidates ? game.searchCandidates(state, seat, random) : game.legalMoves(state, seat);
  const moves = all.filter((m) => !SKIPPED.has(m.type));
  if (moves.length === 0) return { move: game.botMove(seen(), seat, random), playouts: 0, candidates: [] };
  if (moves.length === 1) return { move: moves[0]!, playouts: 0, candidates: [{ move: moves[0]!, visits: 0, mean: 0 }] };
  const visits = moves.map(() => 0);
  const total = moves.map(() => 0);
  let done = 0;
  for (; done < playouts; done++) {
    // Each move once, then UCB1: the promising ones get the playouts, the others a fair look.
    let k = done < moves.length ? done : 0;
    if (done >= moves.length) {
      let best = -Infinity;
      for (let i = 0; i < moves.length; i++) {
        if (visits[i] === Infinity) continue;
        const u = total[i]! / visits[i]! + Math.sqrt((2 * Math.log(done)) / visits[i]!);
        if (u > best) { best = u; k = i; }
      }
    }
    if (visits[k] === Infinity) continue;
    const world = game.determinize ? game.determinize(state, seat, random) : state;
    const first = game.applyMove(world, seat, moves[k]!);
    // A move refused in a sampled world (it depended on a hidden fact): never tried again.
    if (!first.ok) { visits[k] = Infinity; total[k] = -Infinity; continue; }
    const end = playout(game, first.state, depth, random);
    visits[k]!++;
    total[k]! += reward(game, end, seat);
  }
  const candidates = moves.map((move, i) => ({ move, visits: visits[i] === Infinity ? 0 : visits[i]!, mean: visits[i] && visits[i] !== Infinity ? total[i]! / visits[i]! : -1 }));
  // The most visited move (UCB's robust choice), ties to the better mean.
  const chosen = [...candidates].sort((a, b) => b.visits - a.visits || b.mean - a.mean)[0]!;
  return { move: chosen.move, playouts: done, candidates };
}

export function searchMove<S, M extends Move>(game: Searchable<S, M>, state: S, seat: Seat, random: () => number, budget: SearchBudget): M {
  return searchMoveReport(game, state, seat, random, budget).move;
}

/**
 * How often the easy level slips at a decision worth a search: a beginner's opponent that plays
 * the heuristic's move most of the time and, now and then, any legal move at all (measured weaker
 * than the heuristic by `npm run bench:bots`, docs/figures/bots.md).
 */
export const EASY_SLIP = 0.35;

/**
 * The easy level's move: at a decision the game thinks worth a search (every decision when it does
 * not say), with probability `EASY_SLIP` (or the game's `easySlips.rate`) a careless move, else the
 * heuristic's. The careless move is a legal move drawn at random (never an undo), or, where the game
 * asks for it (`easySlips.worst`), the one its `evaluate` judges worst one step ahead: in Rising Sun
 * a random move was no worse than the heuristic's, so random slips left easy as strong (measured by
 * `npm run bench:bots`, docs/figures/bots.md). Reads only what the heuristic reads, the seat's own
 * legal moves and the positions they lead to.
 */
export function easyMove<S, M extends Move>(game: Pick<GameDefinition<S, M>, 'legalMoves' | 'botMove' | 'searchPoint' | 'easySlips' | 'applyMove' | 'evaluate' | 'determinize'>, state: S, seat: Seat, random: () => number): M {
  const decision = !game.searchPoint || game.searchPoint(state, seat);
  if (decision && random() < (game.easySlips?.rate ?? EASY_SLIP)) {
    const moves = game.legalMoves(state, seat).filter((m) => !SKIPPED.has(m.type));
    if (moves.length > 0 && game.easySlips?.worst && game.evaluate) return worstMove(game, state, seat, moves, random);
    if (moves.length > 0) return moves[Math.floor(random() * moves.length)]!;
  }
  return game.botMove(state, seat, random);
}

/**
 * The move after which `evaluate` judges the seat's position worst (ties drawn at random), in a
 * redrawn world like the search's (what a move reveals must not be the real hidden fact); a move
 * refused there is skipped.
 */
function worstMove<S, M extends Move>(game: Pick<GameDefinition<S, M>, 'applyMove' | 'evaluate' | 'determinize'>, state: S, seat: Seat, moves: M[], random: () => number): M {
  const world = game.determinize ? game.determinize(state, seat, random) : state;
  let worst = moves[0]!;
  let worstValue = Infinity;
  for (const m of moves) {
    const r = game.applyMove(world, seat, m);
    if (!r.ok) continue;
    const v = game.evaluate!(r.state, seat) + random() * 0.01;
    if (v < worstValue) { worstValue = v; worst = m; }
  }
  return worst;
}

/** The move a bot seat plays at a level: easy slips, medium and hard search. */
export function levelMove<S, M extends Move>(game: Searchable<S, M>, state: S, seat: Seat, random: () => number, level: BotLevel): M {
  if (level === 'easy') return easyMove(game, state, seat, random);
  if (!game.determinize) return game.botMove(state, seat, random);
  return searchMove(game, state, seat, random, budgetFor(game, level));
}
