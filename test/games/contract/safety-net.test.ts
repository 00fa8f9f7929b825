/**
 * The platform's safety net (worker/engine/replay.ts): whatever an engine throws while applying a
 * logged step (a player's move, a deadline, a referee's action) comes back as the typed refusal
 * `engine_error`, so the match object never crashes on it; steps that apply are passed through as is.
 */
import { describe, expect, it } from 'vitest';
import type { GameDefinition } from '../../../worker/engine/contract';
import { applyLogged } from '../../../worker/engine/replay';
import { sengoku } from '../../../worker/games/sengoku';

const broken = {
  ...sengoku,
  id: 'broken',
  applyMove: () => { throw new TypeError("Cannot read properties of undefined (reading 'includes')"); },
  onDeadline: () => { throw new RangeError('Maximum call stack size exceeded'); },
  applyRefereeMove: () => { throw 'not even an Error'; },
} as unknown as GameDefinition;

describe('applyLogged turns an engine exception into a typed refusal', () => {
  const state = sengoku.setup({ players: 2, options: { advanced: false }, seed: 'safety-net' });

  it('for a move, a deadline and a referee action', () => {
    for (const step of [
      { seat: 0, by: 'player' as const, move: { type: 'roll' } },
      { seat: 0, by: 'deadline' as const, move: { type: 'deadline', seats: [0] } },
      { seat: 0, by: 'referee' as const, move: { type: 'resolve-now' } },
    ]) {
      const r = applyLogged(broken, state, step);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.rejection.code).toBe('engine_error');
      expect(r.rejection.rule).toBe('platform/engine');
      expect(r.rejection.message).toContain('broken could not apply');
      expect(r.rejection.message.length).toBeLessThan(400);
    }
  });

  it('passes accepted moves and the game\'s own refusals through unchanged', () => {
    const seat = sengoku.awaiting(state)[0]!;
    const move = sengoku.legalMoves(state, seat)[0]!;
    expect(applyLogged(sengoku, state, { seat, by: 'player', move })).toEqual(sengoku.applyMove(state, seat, move));
    const bad = applyLogged(sengoku, state, { seat, by: 'player', move: { type: 'roll', junk: 'x'.repeat(1 << 20) } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.rejection.code).toBe('bad_move');
  });
});
