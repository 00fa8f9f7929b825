/**
 * The White Castle Duel's search policy (worker/games/white-castle-duel/search.ts, bot.ts
 * `plannedMove`; docs/bots.md "The White Castle Duel's end-game estimate"): its own steps after the
 * lantern move are judged by the rest of the turn, and only legal; the playouts decide only between
 * lantern moves the estimate cannot separate; hidden facts change none of its steps. Seeds here
 * are neither the tune nor the held-out set's (bench/seed-sets.ts).
 */
import { describe, expect, it } from 'vitest';
import { jsonEqual, type Move } from '../../worker/engine/contract';
import { randomSource, seedRng } from '../../worker/engine/rng';
import { searchMove, searchMoveReport } from '../../worker/engine/search-bot';
import { getGame } from '../../worker/games/registry';
import { botMove, greedyMove, judgeLanternMoves, plannedMove } from '../../worker/games/white-castle-duel/bot';
import { endgameEstimate } from '../../worker/games/white-castle-duel/estimate';
import { legalMoves } from '../../worker/games/white-castle-duel/rules';
import { CANDIDATE_MARGIN, LANTERN_CANDIDATES, determinize, searchCandidates, searchPoint } from '../../worker/games/white-castle-duel/search';
import type { WcdState } from '../../worker/games/white-castle-duel/state';

const game = getGame('white-castle-duel')!;
const options = (() => { const o = game.parseOptions(undefined, 2); if (!o.ok) throw new Error(o.message); return o.options; })();

/** A whole game: seat 0 plays `plannedMove` by the estimate, seat 1 the heuristic; every position it passes. */
function plannedGame(seed: string): { states: { state: WcdState; seat: number }[]; end: WcdState } {
  let s: WcdState = game.setup({ players: 2, options, seed });
  const random = randomSource(`${seed}-moves`);
  const states: { state: WcdState; seat: number }[] = [];
  for (let step = 0; step < 3000 && !game.result(s); step++) {
    const seat = game.awaiting(s)[0]!;
    states.push({ state: s, seat });
    const move = seat === 0 ? plannedMove(s, seat, random, endgameEstimate) : botMove(s, seat, random);
    const res = game.applyMove(s, seat, move);
    if (!res.ok) throw new Error(`${JSON.stringify(move)}: ${res.rejection.message}`);
    s = res.state;
  }
  return { states, end: s };
}

describe("the White Castle Duel's search policy", () => {
  it('the planned step: a legal move at every step of a whole game (never undo), and it looks past the step', () => {
    const { states, end } = plannedGame('wcd-policy-legal');
    expect(game.result(end)).not.toBeNull();
    let differs = 0;
    for (const { state, seat } of states) {
      if (seat !== 0) continue;
      const move = plannedMove(state, seat, randomSource('p'), endgameEstimate);
      expect(move.type).not.toBe('undo');
      expect(legalMoves(state, seat).some((m) => jsonEqual(m, move)), JSON.stringify(move)).toBe(true);
      // After the lantern move, the greedy step by the same estimate looks only at the position it leaves.
      if (!searchPoint(state, seat) && !jsonEqual(move, greedyMove(state, seat, randomSource('p'), endgameEstimate))) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('the playouts decide only between lantern moves within CANDIDATE_MARGIN of the best; a clear best is played without them', () => {
    const { states } = plannedGame('wcd-policy-candidates');
    let alone = 0, several = 0;
    for (const { state, seat } of states) {
      if (!searchPoint(state, seat)) continue;
      const candidates = searchCandidates(state, seat, randomSource('c'));
      const judged = judgeLanternMoves(determinize(state, seat, randomSource('c')), seat, legalMoves(state, seat), endgameEstimate);
      const best = Math.max(...judged.map((j) => j.value));
      expect(candidates.length).toBeGreaterThan(0);
      expect(candidates.length).toBeLessThanOrEqual(LANTERN_CANDIDATES);
      for (const c of candidates) expect(judged.find((j) => jsonEqual(j.move, c))!.value).toBeGreaterThanOrEqual(best - CANDIDATE_MARGIN);
      const report = searchMoveReport(game, state, seat, randomSource('c'), { playouts: 6, depth: 10 });
      if (candidates.length === 1) { alone++; expect(report.playouts).toBe(0); } else several++;
    }
    expect(alone).toBeGreaterThan(0);
    expect(several).toBeGreaterThan(0);
  });

  it('the steps after the lantern move: the order of hidden cards and tiles and the dice do not change them', () => {
    const { states } = plannedGame('wcd-policy-hidden');
    let checked = 0;
    for (const { state, seat } of states.filter((x, i) => x.seat === 0 && !searchPoint(x.state, x.seat) && i % 7 === 0).slice(0, 6)) {
      const rev = <T>(pile: T[]) => (pile.length ? [pile[0]!, ...pile.slice(1).reverse()] : []);
      const other: WcdState = {
        ...state, rng: seedRng('another future'), lanternDeck: [...state.lanternDeck].reverse(),
        castle: { ...state.castle, decks: state.castle.decks.map(rev) },
        merchandise: { common: rev(state.merchandise.common), luxury: rev(state.merchandise.luxury) },
      };
      expect(searchMove(game, other, seat, randomSource('m'), { playouts: 6, depth: 10 }) as Move).toEqual(searchMove(game, state, seat, randomSource('m'), { playouts: 6, depth: 10 }));
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });
});
