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
import { botMove, greedyMove, judgeSteps, plannedMove, plannedOptions } from '../../worker/games/white-castle-duel/bot';
import { endgameEstimate } from '../../worker/games/white-castle-duel/estimate';
import { FOLLOW_TWO_TURN_CANDIDATES, judgeTwoTurns, plannedTwoTurnMove, TWO_TURN_CANDIDATES } from '../../worker/games/white-castle-duel/plan';
import { legalMoves } from '../../worker/games/white-castle-duel/rules';
import { CANDIDATE_MARGIN, LANTERN_CANDIDATES, REWARD_POINTS, determinize, followMove, searchCandidates, searchPoint, searchReward } from '../../worker/games/white-castle-duel/search';
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

/** A position in the middle of a game (no result yet): its worth is judged by the estimate. */
const states0 = (end: WcdState): WcdState => plannedGame('wcd-policy-reward').states[200]?.state ?? end;

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

  it('the playouts decide only between first moves within CANDIDATE_MARGIN of the best, an exchange of action tiles among them; a clear best is played without them', () => {
    const { states } = plannedGame('wcd-policy-candidates');
    let alone = 0, several = 0, exchanges = 0;
    for (const { state, seat } of states) {
      if (!searchPoint(state, seat)) continue;
      const candidates = searchCandidates(state, seat, randomSource('c'));
      // The same redrawn world and draws as searchCandidates: the first moves judged two turns ahead.
      const draws = randomSource('c');
      const judged = judgeTwoTurns(determinize(state, seat, draws), seat, draws, endgameEstimate);
      if (candidates.some((m) => m.type === 'exchange')) exchanges++;
      const best = Math.max(...judged.map((j) => j.value));
      expect(candidates.length).toBeGreaterThan(0);
      expect(candidates.length).toBeLessThanOrEqual(LANTERN_CANDIDATES);
      for (const c of candidates) expect(judged.find((j) => jsonEqual(j.move, c))!.value).toBeGreaterThanOrEqual(best - CANDIDATE_MARGIN);
      const report = searchMoveReport(game, state, seat, randomSource('c'), { playouts: 6, depth: 10 });
      if (candidates.length === 1) { alone++; expect(report.playouts).toBe(0); } else several++;
    }
    expect(alone).toBeGreaterThan(0);
    expect(several).toBeGreaterThan(0);
    // The lantern moves alone left the exchange out: the planned policy without it scored 4 points less.
    expect(exchanges).toBeGreaterThan(0);
  });

  it('the first moves are judged two turns ahead: the best six by one turn, re-ranked by where the seat stands at its next turn', () => {
    const { states } = plannedGame('wcd-policy-two-turns');
    let points = 0, reranked = 0;
    for (const { state, seat } of states) {
      if (!searchPoint(state, seat)) continue;
      points++;
      const world = determinize(state, seat, randomSource('t'));
      const oneTurn = judgeSteps(world, seat, plannedOptions(world, seat), endgameEstimate).sort((a, b) => b.value - a.value);
      const twoTurns = judgeTwoTurns(world, seat, randomSource('t'), endgameEstimate);
      expect(twoTurns.length).toBe(Math.min(TWO_TURN_CANDIDATES, oneTurn.length));
      for (const j of twoTurns) {
        expect(legalMoves(state, seat).some((m) => jsonEqual(m, j.move)), JSON.stringify(j.move)).toBe(true);
        expect(oneTurn.slice(0, TWO_TURN_CANDIDATES).some((o) => jsonEqual(o.move, j.move))).toBe(true);
      }
      for (let i = 1; i < twoTurns.length; i++) expect(twoTurns[i]!.value).toBeLessThanOrEqual(twoTurns[i - 1]!.value);
      if (!jsonEqual(twoTurns[0]!.move, oneTurn[0]!.move)) reranked++;
    }
    expect(points).toBeGreaterThan(0);
    // The look at the next turn changes the choice somewhere, and not everywhere.
    expect(reranked).toBeGreaterThan(0);
    expect(reranked).toBeLessThan(points);
  });

  it('the steps after the first move are judged two turns ahead too: legal, among the best few by the turn, and not always the planned step', () => {
    const { states } = plannedGame('wcd-policy-follow');
    let steps = 0, differs = 0;
    for (const { state, seat } of states.filter((x, i) => x.seat === 0 && !searchPoint(x.state, x.seat) && i % 3 === 0).slice(0, 16)) {
      const world = determinize(state, seat, randomSource('f'));
      const move = plannedTwoTurnMove(world, seat, randomSource('f'), endgameEstimate);
      expect(move.type).not.toBe('undo');
      expect(legalMoves(state, seat).some((m) => jsonEqual(m, move)), JSON.stringify(move)).toBe(true);
      const options = plannedOptions(world, seat);
      if (options.length > 1) {
        const oneTurn = judgeSteps(world, seat, options, endgameEstimate).sort((a, b) => b.value - a.value);
        expect(oneTurn.slice(0, FOLLOW_TWO_TURN_CANDIDATES).some((o) => jsonEqual(o.move, move))).toBe(true);
      }
      // The search's follow step is this judgement in its redrawn world.
      expect(followMove(world, seat, randomSource('f'))).toEqual(move);
      steps++;
      if (!jsonEqual(move, plannedMove(world, seat, randomSource('f'), endgameEstimate))) differs++;
    }
    expect(steps).toBeGreaterThan(8);
    // The look at the next turn changes some steps (a well's food or pearls over its point), not all.
    expect(differs).toBeGreaterThan(0);
    expect(differs).toBeLessThan(steps);
  });

  it("a playout's worth: a point more counts the same however far ahead the seat is, and a win still outweighs many points", () => {
    const { end } = plannedGame('wcd-policy-reward');
    const mine = game.result(end)!.ranking.find((r) => r.seat === 0)!;
    const other = game.result(end)!.ranking.find((r) => r.seat === 1)!;
    const leader = mine.score >= other.score ? 0 : 1;
    const withPoints = (seat: number, n: number): WcdState => ({ ...end, players: end.players.map((p, i) => (i === seat ? { ...p, points: p.points + n } : p)) });
    const ahead = withPoints(leader, 10);
    // 10 points more, far ahead already: the common worth (a margin squashed by tanh) gave a few thousandths.
    expect(searchReward(withPoints(leader, 20), leader) - searchReward(ahead, leader)).toBeCloseTo(0.5 * 10 / REWARD_POINTS, 5);
    // Winning by a point is worth much more than losing with 31 points less.
    const loser = 1 - leader;
    const diff = Math.abs(mine.score - other.score) + 30;
    const leading = withPoints(leader, 30);
    const lead = (n: number): WcdState => ({ ...leading, players: leading.players.map((p, i) => (i === loser ? { ...p, points: p.points + n } : p)) });
    expect(game.result(lead(diff + 1))!.winners).toEqual([loser]);
    expect(game.result(lead(diff - 30))!.winners).toEqual([leader]);
    expect(searchReward(lead(diff + 1), loser)).toBeGreaterThan(searchReward(lead(diff - 30), loser) + 0.3);
    for (const s of [end, ahead, states0(end)]) for (const seat of [0, 1]) { const r = searchReward(s, seat); expect(r).toBeGreaterThanOrEqual(0); expect(r).toBeLessThanOrEqual(1); }
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
