/**
 * Rising Sun's standings (worker/games/rising-sun/standings.ts: VP now, honor tie-break, tied allies
 * sharing), no draw, no resignation rule, and the end of a match outside the game (worker/engine/ending.ts).
 */
import { describe, expect, it } from 'vitest';
import { applyResign, endingResult } from '../../../worker/engine/ending';
import { randomSource } from '../../../worker/engine/rng';
import type { RsState } from '../../../worker/games/rising-sun/types';
import { deepFreeze } from '../contract/harness';
import { checkStandings, expectSameOutcome, playBot } from '../contract/standings';
import { game, newGame } from './helpers';

describe('rising sun standings', () => {
  it('at set-up: every clan once, equal VP placed by honor', () => {
    for (const players of [3, 4, 5]) {
      const s = newGame(players, {}, `st-rs-setup-${players}`);
      const st = checkStandings(game, s, players, `setup ${players}p`);
      expect(st.ranking.map((r) => r.seat)).toEqual(s.honor);
      expect(st.ranking.map((r) => r.place)).toEqual(Array.from({ length: players }, (_, i) => i + 1));
    }
  });

  it('mid-game: VP now, ties by honor; the end: exactly the result (winter scored)', () => {
    for (const [i, players] of [3, 4, 5].entries()) {
      const random = randomSource(`st-rs-${i}`);
      let s: RsState = newGame(players, {}, `st-rs-${i}`);
      for (let round = 0; round < 2000 && !game.result(s); round++) {
        s = playBot(game, s, 1 + Math.floor(random() * 8), random);
        const st = checkStandings(game, s, players, `game ${i} round ${round}`);
        for (const r of st.ranking) expect(r.score).toBe(s.vp[r.seat]);
        for (let k = 1; k < st.ranking.length; k++) {
          const [a, b] = [st.ranking[k - 1]!, st.ranking[k]!];
          expect(a.score > b.score || (a.score === b.score && s.honor.indexOf(a.seat) < s.honor.indexOf(b.seat))).toBe(true);
        }
      }
      const result = game.result(s);
      expect(result).not.toBeNull();
      expectSameOutcome(game.standings!(s), result!);
      expect(game.standings!(s)).toEqual(result);
    }
  });

  it('allies tied on VP share their place, as at the end of the game', () => {
    const s = newGame(3, {}, 'st-rs-allies');
    s.vp = [5, 5, 2];
    s.honor = [1, 0, 2];
    expect(game.standings!(deepFreeze(structuredClone(s))).ranking.map((r) => [r.seat, r.place])).toEqual([[1, 1], [0, 2], [2, 3]]);
    const t = structuredClone(s);
    t.alliances = [[0, 1]];
    const st = game.standings!(deepFreeze(t));
    expect(st.ranking.map((r) => [r.seat, r.place])).toEqual([[1, 1], [0, 1], [2, 3]]);
    expect(st.winners).toEqual([1, 0]);
  });

  it('no draw, no game rule for a resignation: the state is unchanged (the bot plays the clan)', () => {
    expect(game.drawAllowed).toBe(false);
    expect(game.onResign).toBeUndefined();
    const s = deepFreeze(newGame(4, {}, 'st-rs-resign'));
    expect(applyResign(game, s, 2).state).toBe(s);
  });

  it('through ending.ts: 3 clans, one resigned, the others agree to end: the resigned clan last', () => {
    const random = randomSource('st-rs-end');
    let s = newGame(3, {}, 'st-rs-end');
    while (!game.result(s) && s.vp.every((v) => v === s.vp[0])) s = playBot(game, s, 1, random);
    expect(game.result(s)).toBeNull();
    deepFreeze(s);
    const standings = game.standings!(s);
    const leader = standings.ranking[0]!.seat;
    const end = endingResult(game, s, 3, { type: 'end', how: 'agreement', resigned: [leader] });
    expect(end.ranking.map((r) => r.seat)).toEqual([...standings.ranking.filter((r) => r.seat !== leader).map((r) => r.seat), leader]);
    expect(end.ranking[2]).toMatchObject({ seat: leader, place: 3, resigned: true, score: s.vp[leader] });
    expect(end.ranking[0]!.place).toBe(1);
    expect(end.winners).toEqual(end.ranking.filter((r) => r.place === 1).map((r) => r.seat));
  });
});
