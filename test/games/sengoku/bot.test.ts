import { describe, expect, it } from 'vitest';
import { randomSource } from '../../../worker/engine/rng';
import { sengoku } from '../../../worker/games/sengoku';
import { legalMoves } from '../../../worker/games/sengoku/rules';
import { freshGame, put, setCastles } from './helpers';

describe('bot', () => {
  it('is deterministic for a given random function', () => {
    for (const seed of ['a', 'b', 'c']) {
      let s = sengoku.setup({ players: 3, options: { advanced: true }, seed });
      const r1 = randomSource(`bot-${seed}`), r2 = randomSource(`bot-${seed}`);
      for (let i = 0; i < 30 && sengoku.awaiting(s).length; i++) {
        const seat = sengoku.awaiting(s)[0]!;
        const a = sengoku.botMove(s, seat, r1);
        expect(sengoku.botMove(s, seat, r2)).toEqual(a);
        const r = sengoku.applyMove(s, seat, a);
        if (!r.ok) throw new Error(r.rejection.message);
        s = r.state;
      }
    }
  });

  it('deploys on the high castle unless hopelessly behind there', () => {
    // Dice 3, 3, 6: keep a 3 → 2 armies on 3+6 = 9 (Kyoto), or keep the 6 → 3 armies on 3+3 = 6 (Shuri).
    const s = freshGame(2);
    setCastles(s, { KYOTO: 9, SHURI: 6 });
    s.turn = { dice: [3, 3, 6], rerolled: true };
    const move = sengoku.botMove(s, 0, randomSource('x'));
    expect(legalMoves(s, 0)).toContainEqual(move);
    expect(move).toEqual({ type: 'deploy', die: 3, daimyo: false });

    // The opponent already has 8 armies in Kyoto: the bot takes castle 6 instead.
    const t = freshGame(2);
    setCastles(t, { KYOTO: 9, SHURI: 6 });
    t.turn = { dice: [3, 3, 6], rerolled: true };
    put(t, 'KYOTO', 1, 8);
    expect(sengoku.botMove(t, 0, randomSource('x'))).toEqual({ type: 'deploy', die: 6, daimyo: false });
  });

  it('plays a full game at every player count without a refused move', () => {
    for (const players of [2, 3, 4]) {
      let s = sengoku.setup({ players, options: { advanced: players !== 3 }, seed: `bot-full-${players}` });
      const random = randomSource(`bot-full-${players}`);
      while (sengoku.awaiting(s).length) {
        const seat = sengoku.awaiting(s)[0]!;
        const r = sengoku.applyMove(s, seat, sengoku.botMove(s, seat, random));
        expect(r.ok).toBe(true);
        if (r.ok) s = r.state;
      }
      expect(sengoku.result(s)!.ranking).toHaveLength(players);
    }
  });
});
