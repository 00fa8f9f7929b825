/**
 * The White Castle Duel's standings (worker/games/white-castle-duel/standings.ts: the final scoring
 * as if the game ended now), its draw, and the end of a match outside the game (worker/engine/ending.ts).
 */
import { describe, expect, it } from 'vitest';
import { applyResign, endingResult } from '../../../worker/engine/ending';
import { randomSource } from '../../../worker/engine/rng';
import { scoreOf } from '../../../worker/games/white-castle-duel/scoring';
import type { WcdState } from '../../../worker/games/white-castle-duel/state';
import { deepFreeze } from '../contract/harness';
import { checkStandings, expectSameOutcome, playBot } from '../contract/standings';
import { G, fresh, scenario } from './helpers';

describe('white castle duel standings', () => {
  it('at set-up: both seats, ranked by the final scoring of the table as it is', () => {
    for (const layout of ['first-game', 'random'] as const) {
      const s = fresh(layout, `st-wcd-${layout}`);
      const st = checkStandings(G, s, 2, `setup ${layout}`);
      expect(st.ranking.map((r) => r.score).sort()).toEqual([scoreOf(s, 0).total, scoreOf(s, 1).total].sort());
    }
  });

  it('mid-game: every total is the final scoring now; the end: exactly the result', () => {
    for (let i = 0; i < 3; i++) {
      const random = randomSource(`st-wcd-${i}`);
      let s: WcdState = G.setup({ players: 2, options: { layout: i === 0 ? 'first-game' : 'random' }, seed: `st-wcd-${i}` });
      for (let round = 0; round < 500 && !G.result(s); round++) {
        s = playBot(G, s, 1 + Math.floor(random() * 4), random);
        const st = checkStandings(G, s, 2, `game ${i} round ${round}`);
        for (const r of st.ranking) expect(r.score).toBe(scoreOf(s, r.seat).total);
        const [a, b] = st.ranking;
        if (a!.score !== b!.score) expect([a!.place, b!.place]).toEqual([1, 2]);
      }
      const result = G.result(s);
      expect(result).not.toBeNull();
      expectSameOutcome(G.standings!(s), result!);
      expect(G.standings!(s)).toEqual(result);
    }
  });

  it('equal on points, seals and courtier: the place is shared, so a draw is a result the game knows', () => {
    const s = scenario();
    const st = G.standings!(deepFreeze(s));
    expect(scoreOf(s, 0).total).toBe(scoreOf(s, 1).total);
    expect(st.winners).toEqual([0, 1]);
    expect(G.drawAllowed).toBe(true);
  });

  it('through ending.ts: a draw shares first place; a resignation leaves the other seat first', () => {
    const random = randomSource('st-wcd-end');
    const s = deepFreeze(playBot(G, fresh('random', 'st-wcd-end'), 30, random));
    expect(G.result(s)).toBeNull();
    const draw = endingResult(G, s, 2, { type: 'end', how: 'draw', resigned: [] });
    expect([...draw.winners].sort()).toEqual([0, 1]);
    expect(draw.ranking.map((r) => r.place)).toEqual([1, 1]);
    const resigned = endingResult(G, s, 2, { type: 'end', how: 'resign', resigned: [0] });
    expect(resigned.winners).toEqual([1]);
    expect(resigned.ranking).toMatchObject([{ seat: 1, place: 1 }, { seat: 0, place: 2, resigned: true }]);
    // No game rule for a player who leaves (a duel ends with the resignation anyway).
    expect(G.onResign).toBeUndefined();
    expect(applyResign(G, s, 0).state).toBe(s);
  });
});
