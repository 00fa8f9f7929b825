/**
 * The starter bot's choice (examples/bot/bot.ts `randomMove`) ends NIHON's turns: there every clan
 * builds its order sheet in small steps, about a thousand `order` steps are offered beside one
 * `mark-final`, and a draw among the moves alike marked a sheet final about once in a thousand
 * steps (a two-turn match between starter bots never ended). Played here on the engine itself,
 * with the random source seeded, so the count of steps is the same on every run.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomMove } from '../../examples/bot/bot';
import { GAMES } from '../../worker/games/registry';
import { mulberry32 } from '../seeded-random';

afterEach(() => { vi.restoreAllMocks(); });

describe("the starter bot's choice", () => {
  it('ends a two-turn NIHON match of two clans in a few steps per sheet', () => {
    vi.spyOn(Math, 'random').mockImplementation(mulberry32(30));
    const game = GAMES.nihon!;
    const parsed = game.parseOptions({ turnLimit: 2 }, 2);
    if (!parsed.ok) throw new Error('options refused');
    let state = game.setup({ players: 2, options: parsed.options, seed: 'starter-bot-chooser-0001' });
    let steps = 0;
    // Two turns, two clans: four sheets marked final. Drawn among all moves alike, not one in 40 steps.
    while (!game.result(state) && steps < 40) {
      const seat = game.awaiting(state)[0]!;
      const legal = game.legalMoves(state, seat);
      const move = randomMove(legal, {} as never);
      const applied = game.applyMove(state, seat, move);
      expect(applied.ok, JSON.stringify(move)).toBe(true);
      if (applied.ok) state = applied.state;
      steps++;
    }
    expect(game.result(state), `no end after ${steps} steps`).not.toBeNull();
  });

  it('never plays undo while another move is offered, and plays it when it is the only one', () => {
    expect(randomMove([{ type: 'undo' }, { type: 'pass' }], {} as never).type).toBe('pass');
    expect(randomMove([{ type: 'undo' }], {} as never).type).toBe('undo');
  });
});
