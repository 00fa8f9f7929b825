/**
 * Sengoku's standings (worker/games/sengoku/standings.ts), drawAllowed and resignation, and the end of
 * a match outside the game through worker/engine/ending.ts.
 */
import { describe, expect, it } from 'vitest';
import { endingResult, applyResign } from '../../../worker/engine/ending';
import { randomSource } from '../../../worker/engine/rng';
import { sengoku, type SengokuState } from '../../../worker/games/sengoku';
import { scoreOf } from '../../../worker/games/sengoku/war';
import { deepFreeze } from '../contract/harness';
import { checkStandings, expectSameOutcome, playBot } from '../contract/standings';
import { freshGame } from './helpers';

const setup = (players: number, seed: string, advanced = false): SengokuState => sengoku.setup({ players, options: { advanced }, seed });

describe('sengoku standings', () => {
  it('at set-up: every seat once, all level (no castle, no katana yet): everyone shares first place', () => {
    for (const players of [2, 3, 4]) {
      const s = setup(players, `st-setup-${players}`);
      const st = checkStandings(sengoku, s, players, `setup ${players}p`);
      expect(st.ranking.map((r) => r.place)).toEqual(Array(players).fill(1));
      expect(st.winners).toEqual(Array.from({ length: players }, (_, i) => i));
    }
  });

  it('mid-game: ordered by castle points, then katana; the end: exactly the result', () => {
    for (const [i, players] of [2, 3, 4, 3].entries()) {
      const random = randomSource(`st-sengoku-${i}`);
      let s = setup(players, `st-sengoku-${i}`, i % 2 === 1);
      for (let round = 0; round < 400 && !sengoku.result(s); round++) {
        s = playBot(sengoku, s, 1 + Math.floor(random() * 6), random);
        const st = checkStandings(sengoku, s, players, `game ${i} round ${round}`);
        for (const a of st.ranking) for (const b of st.ranking) {
          if (a.place < b.place) expect(scoreOf(s, a.seat)).toBeGreaterThanOrEqual(scoreOf(s, b.seat));
        }
      }
      const result = sengoku.result(s);
      expect(result).not.toBeNull();
      expectSameOutcome(sengoku.standings!(s), result!);
      expect(sengoku.standings!(s)).toEqual(result);
    }
  });

  it('ties: the higher katana tile first, a seat without a tile after a holder; without tiles the place is shared', () => {
    const s = freshGame(3);
    s.castlesWon[0] = { large: [7], small: [3] };
    s.castlesWon[1] = { large: [10], small: [] };
    s.castlesWon[2] = { large: [4], small: [] };
    s.katana = [null, null, null];
    let st = sengoku.standings!(deepFreeze(structuredClone(s)));
    expect(st.ranking.map((r) => [r.seat, r.place])).toEqual([[0, 1], [1, 1], [2, 3]]);
    expect(st.winners).toEqual([0, 1]);
    const t = structuredClone(s);
    t.katana = [null, 4, null];
    st = sengoku.standings!(deepFreeze(t));
    expect(st.ranking.map((r) => [r.seat, r.place])).toEqual([[1, 1], [0, 2], [2, 3]]);
    expect(st.winners).toEqual([1]);
  });

  it('no draw, no game rule for a resignation: the state is unchanged (the bot plays the seat)', () => {
    expect(sengoku.drawAllowed).toBe(false);
    expect(sengoku.onResign).toBeUndefined();
    const s = deepFreeze(setup(3, 'st-resign'));
    const r = applyResign(sengoku, s, 1);
    expect(r.state).toBe(s);
    expect(r.events.map((e) => e.type)).toEqual(['seat-resigned']);
  });

  it('through ending.ts: 3 players, one resigned, the others agree to end: the resigned seat last', () => {
    const random = randomSource('st-sengoku-end');
    let s = setup(3, 'st-sengoku-end');
    // The war resolves in one step at the end of deployment: mid-game, the katana tiles part the seats.
    while (!sengoku.result(s) && s.katana.every((k) => k === null)) s = playBot(sengoku, s, 1, random);
    expect(sengoku.result(s)).toBeNull();
    const standings = sengoku.standings!(s);
    const leader = standings.ranking[0]!.seat;
    const end = endingResult(sengoku, deepFreeze(s), 3, { type: 'end', how: 'agreement', resigned: [leader] });
    expect(end.ranking).toHaveLength(3);
    expect(end.ranking[2]).toMatchObject({ seat: leader, place: 3, resigned: true });
    const staying = standings.ranking.filter((r) => r.seat !== leader);
    expect(end.ranking.slice(0, 2).map((r) => r.seat)).toEqual(staying.map((r) => r.seat));
    expect(end.ranking[0]!.place).toBe(1);
    expect(end.winners).toEqual(end.ranking.filter((r) => r.place === 1).map((r) => r.seat));
  });
});
