/**
 * NIHON's standings (worker/games/nihon/standings.ts: the turn limit's ranking as if reached now,
 * abandoned clans last), its draw, its clan abandonment on resignation, and the end of a match
 * outside the game (worker/engine/ending.ts).
 */
import { describe, expect, it } from 'vitest';
import { applyResign, endingResult } from '../../../worker/engine/ending';
import { randomSource } from '../../../worker/engine/rng';
import { nihon, type NihonState } from '../../../worker/games/nihon';
import { deepFreeze } from '../contract/harness';
import { checkStandings, expectSameOutcome, playBot } from '../contract/standings';

function newGame(players: number, seed: string, settings: Record<string, unknown> = {}): NihonState {
  const parsed = nihon.parseOptions(settings, players);
  if (!parsed.ok) throw new Error(parsed.message);
  return nihon.setup({ players, options: parsed.options, seed });
}

/** Every awaited clan marks its sheet final except `but` (no order: standing orders). */
function markFinal(s: NihonState, but: number): NihonState {
  let t = s;
  for (const seat of nihon.awaiting(t)) {
    if (seat === but) continue;
    const r = nihon.applyMove(t, seat, { type: 'mark-final' });
    if (!r.ok) throw new Error(r.rejection.message);
    t = r.state;
  }
  return t;
}

describe('nihon standings', () => {
  it('at set-up: every clan once, equal prestige shared at first place', () => {
    for (const players of [2, 3, 6]) {
      const s = newGame(players, `st-nihon-setup-${players}`);
      const st = checkStandings(nihon, s, players, `setup ${players}p`);
      const top = Math.max(...s.clans.map((c) => c.prestige));
      expect(st.winners).toEqual(s.clans.map((c, i) => (c.prestige === top ? i : -1)).filter((i) => i >= 0));
    }
  });

  it('mid-game: by prestige; the end (a short game): the result, in winners and places', () => {
    for (const [i, tie] of (['shared', 'draw'] as const).entries()) {
      const players = 3;
      const random = randomSource(`st-nihon-${i}`);
      let s = newGame(players, `st-nihon-${i}`, { turnLimit: 3, turnLimitTie: tie });
      for (let round = 0; round < 200 && !nihon.result(s); round++) {
        s = playBot(nihon, s, 2, random);
        const st = checkStandings(nihon, s, players, `game ${i} round ${round}`);
        if (!nihon.result(s)) {
          for (const r of st.ranking) expect(r.score).toBe(s.clans[r.seat]!.prestige);
          const top = Math.max(...s.clans.map((c) => c.prestige));
          for (const r of st.ranking) expect(r.place === 1).toBe(s.clans[r.seat]!.prestige === top);
        }
      }
      const result = nihon.result(s);
      expect(result).not.toBeNull();
      const st = nihon.standings!(s);
      expectSameOutcome(st, { winners: result!.winners, ranking: st.ranking.map((r) => result!.ranking.find((x) => x.seat === r.seat) ?? r) });
      expect(st.ranking).toHaveLength(players);
    }
  });

  it('a clan playing a role of its own follows the contenders; abandoned clans come last', () => {
    const s = newGame(4, 'st-nihon-roles');
    s.clans[0]!.prestige = 4;
    s.clans[1]!.prestige = 7;
    s.clans[1]!.status = 'rebel';
    s.clans[2]!.prestige = 4;
    const abandoned = nihon.applyMove(s, 3, { type: 'abandon' });
    expect(abandoned.ok).toBe(true);
    const t = abandoned.ok ? abandoned.state : s;
    const st = checkStandings(nihon, t, 4, 'roles');
    expect(st.ranking.map((r) => [r.seat, r.place])).toEqual([[0, 1], [2, 1], [1, 3], [3, 4]]);
    expect(st.ranking[3]).toMatchObject({ seat: 3, abandoned: true });
    expect(st.winners).toEqual([0, 2]);
  });

  it('a draw may be agreed: the rulebook ends a tie at the last turn as a draw', () => {
    expect(nihon.drawAllowed).toBe(true);
  });
});

describe('nihon resignation: the clan is abandoned and the game goes on', () => {
  it('onResign abandons the clan (role "leave"): no longer awaited, its provinces minor clans', () => {
    const s = deepFreeze(newGame(3, 'st-nihon-resign'));
    const owned = Object.values(s.provs).filter((p) => p.ctrl === 1).length;
    expect(owned).toBeGreaterThan(0);
    const r = nihon.onResign!(s, 1);
    expect(r).not.toBeNull();
    const t = r!.state;
    expect(t.clans[1]!.status).toBe('abandoned');
    expect(r!.events).toContainEqual(expect.objectContaining({ type: 'clan-abandoned', clan: 1, role: 'leave' }));
    expect(nihon.awaiting(t)).toEqual([0, 2]);
    expect(nihon.legalMoves(t, 1)).toEqual([]);
    expect(Object.values(t.provs).filter((p) => p.ctrl === 1)).toHaveLength(0);
    expect(t.phase).toBe('orders');
    expect(t.turn).toBe(s.turn);
    // Already abandoned: nothing more to do.
    expect(nihon.onResign!(deepFreeze(t), 1)).toBeNull();
    // The game goes on without it: the others play a turn.
    const next = playBot(nihon, t, 4, randomSource('st-nihon-resign'));
    expect(next.turn).toBe(s.turn + 1);
    expect(next.clans[1]!.status).toBe('abandoned');
    expect(nihon.awaiting(next)).toEqual([0, 2]);
  });

  it('the same as the player\'s own "abandon" move, the turn resolving when every other clan is final', () => {
    const s = deepFreeze(markFinal(newGame(3, 'st-nihon-final'), 2));
    const own = nihon.applyMove(s, 2, { type: 'abandon' });
    const resign = nihon.onResign!(s, 2);
    expect(own.ok).toBe(true);
    expect(resign!.state).toEqual(own.ok ? own.state : null);
    expect(resign!.state.turn).toBe(s.turn + 1);
    // Through ending.ts: the platform's event, then the game's.
    const applied = applyResign(nihon, s, 2);
    expect(applied.events[0]).toMatchObject({ type: 'seat-resigned', seat: 2, rule: 'platform/resign' });
    expect(applied.events.some((e) => e.type === 'clan-abandoned')).toBe(true);
  });

  it('through ending.ts: 3 clans, one resigned, the others agree to end (or to a draw): the resigned clan last', () => {
    const s = newGame(3, 'st-nihon-end');
    s.clans[0]!.prestige = 2;
    s.clans[1]!.prestige = 5;
    s.clans[2]!.prestige = 1;
    const resigned = applyResign(nihon, deepFreeze(s), 1).state;
    deepFreeze(resigned);
    const agreed = endingResult(nihon, resigned, 3, { type: 'end', how: 'agreement', resigned: [1] });
    expect(agreed.ranking.map((r) => [r.seat, r.place])).toEqual([[0, 1], [2, 2], [1, 3]]);
    expect(agreed.ranking[2]).toMatchObject({ seat: 1, resigned: true, score: 5 });
    expect(agreed.winners).toEqual([0]);
    const draw = endingResult(nihon, resigned, 3, { type: 'end', how: 'draw', resigned: [1] });
    expect(draw.ranking.map((r) => [r.seat, r.place])).toEqual([[0, 1], [2, 1], [1, 3]]);
    expect(draw.winners).toEqual([0, 2]);
  });
});
