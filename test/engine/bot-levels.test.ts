/**
 * The bot's levels (worker/engine/search-bot.ts, docs/bots.md "Levels"): the easy level plays only
 * legal moves, the heuristic's move unless it slips, and a random legal move (never an undo) when it
 * does; `levelMove` dispatches each level. The White Castle Duel's end-game estimate
 * (worker/games/white-castle-duel/estimate.ts) values an icon by the multiplier it will meet.
 * The positions come from seeds that are not the held-out set's (bench/seed-sets.ts).
 */
import { describe, expect, it } from 'vitest';
import { jsonEqual, type GameDefinition, type Move } from '../../worker/engine/contract';
import { randomSource } from '../../worker/engine/rng';
import { EASY_SLIP, easyMove, levelMove } from '../../worker/engine/search-bot';
import { getGame } from '../../worker/games/registry';
import { endgameEstimate } from '../../worker/games/white-castle-duel/estimate';
import type { WcdState } from '../../worker/games/white-castle-duel/state';

function positions(game: GameDefinition<any, any>, players: number, seed: string, max: number) {
  const parsed = game.parseOptions(undefined, players);
  if (!parsed.ok) throw new Error(parsed.message);
  let s = game.setup({ players, options: parsed.options, seed });
  const random = randomSource(`walk-${seed}`);
  const out: { state: any; seat: number }[] = [];
  for (let step = 0; step < 300 && !game.result(s) && out.length < max; step++) {
    const seat = game.awaiting(s)[0];
    if (seat === undefined) { s = game.onDeadline!(s, []).state; continue; }
    if (!game.searchPoint || game.searchPoint(s, seat)) out.push({ state: s, seat });
    const res = game.applyMove(s, seat, game.botMove(s, seat, random));
    if (!res.ok) throw new Error(res.rejection.message);
    s = res.state;
  }
  return out;
}

/** A generator that always returns `x`: below EASY_SLIP the easy level slips, above it it does not. */
const always = (x: number) => () => x;

describe('the bot levels', () => {
  for (const [id, players] of [['sengoku', 2], ['white-castle-duel', 2], ['rising-sun', 3], ['nihon', 2]] as const) {
    const game = getGame(id)!;
    it(`${id}: easy plays the heuristic's move unless it slips, and a legal move (never undo) when it does`, () => {
      const found = positions(game, players, `levels-${id}`, 6);
      expect(found.length).toBeGreaterThan(2);
      let slipsThatDiffer = 0;
      for (const { state, seat } of found) {
        const legal = (game.legalMoves(state, seat) as Move[]).filter((m) => m.type !== 'undo' && m.type !== 'unmark-final');
        expect(easyMove(game, state, seat, always(0.99))).toEqual(game.botMove(state, seat, always(0.99)));
        const slip = easyMove(game, state, seat, always(0)) as Move;
        if (legal.length) expect(legal.some((m) => jsonEqual(m, slip)), JSON.stringify(slip)).toBe(true);
        expect(game.applyMove(state, seat, slip).ok).toBe(true);
        if (!jsonEqual(slip, game.botMove(state, seat, always(0)))) slipsThatDiffer++;
        expect(levelMove(game, state, seat, always(0.99), 'easy')).toEqual(easyMove(game, state, seat, always(0.99)));
        // Deterministic for a seeded source.
        expect(easyMove(game, state, seat, randomSource('same'))).toEqual(easyMove(game, state, seat, randomSource('same')));
      }
      // A slip is a real mistake now and then, not the heuristic's move under another name.
      expect(slipsThatDiffer).toBeGreaterThan(0);
    });
  }

  it('the easy level slips with probability EASY_SLIP: just under it a random legal move, just over it the heuristic', () => {
    const game = getGame('white-castle-duel')!;
    const { state, seat } = positions(game, 2, 'levels-rate', 1)[0]!;
    const then = (first: number, rest: number) => { let n = 0; return () => (n++ === 0 ? first : rest); };
    const legal = (game.legalMoves(state, seat) as Move[]).filter((m) => m.type !== 'undo');
    expect(easyMove(game, state, seat, then(EASY_SLIP - 0.01, 0))).toEqual(legal[0]);
    expect(easyMove(game, state, seat, then(EASY_SLIP + 0.01, 0.5))).toEqual(game.botMove(state, seat, always(0.5)));
    expect(EASY_SLIP).toBeGreaterThan(0.2);
    expect(EASY_SLIP).toBeLessThan(0.6);
  });

  it("Rising Sun's easy level slips more often, and a slip plays the move its evaluation judges worst one step ahead (a random one was no worse than its heuristic)", () => {
    const game = getGame('rising-sun')!;
    expect(game.easySlips).toEqual({ rate: 0.8, worst: true });
    const found = positions(game, 3, 'levels-rs-worst', 8);
    let choices = 0;
    for (const { state, seat } of found) {
      const moves = (game.legalMoves(state, seat) as Move[]).filter((m) => m.type !== 'undo');
      if (moves.length < 2) continue;
      choices++;
      // A generator that always says 0 slips, redraws the world it judges in the same way, and breaks no tie.
      const slip = easyMove(game, state, seat, always(0)) as Move;
      const world = game.determinize!(state, seat, always(0));
      const worth = (m: Move) => { const r = game.applyMove(world, seat, m); return r.ok ? game.evaluate!(r.state, seat) : Infinity; };
      for (const m of moves) expect(worth(slip), JSON.stringify(m)).toBeLessThanOrEqual(worth(m));
      expect(game.applyMove(state, seat, slip).ok).toBe(true);
    }
    expect(choices).toBeGreaterThan(2);
    // Just over its rate, the heuristic's move.
    const { state, seat } = found[0]!;
    expect(easyMove(game, state, seat, always(0.81))).toEqual(game.botMove(state, seat, always(0.81)));
  });

  it('the White Castle Duel estimate: an icon is worth the multiplier it will meet, a multiplier the icons', () => {
    const game = getGame('white-castle-duel')!;
    const { state } = positions(game, 2, 'levels-estimate', 1)[0]!;
    const s = state as WcdState;
    const base = endgameEstimate(s, 0);
    // A seal in the elite training yard doubles what kabutos will be worth: worth more with kabutos coming.
    const withSeal: WcdState = { ...s, yards: { ...s.yards, elite: { ...s.yards.elite, seals: [...s.yards.elite.seals, 0] } } };
    expect(endgameEstimate(withSeal, 0)).toBeGreaterThan(base);
    // With no turns left only the score sheet counts: the estimate is the final score.
    const over: WcdState = { ...s, phase: 'over' };
    expect(endgameEstimate(over, 0)).toBe(game.result(over)!.ranking.find((r) => r.seat === 0)!.score);
  });
});
