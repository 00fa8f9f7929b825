/** Catch-up's lines (site/src/client/match/catch-up-lines.ts): after the seat's last move, or for a seat that never moved, since the reader last looked or the start. */
import { describe, expect, it } from 'vitest';
import { sinceLastMove } from '../../site/src/client/match/catch-up-lines';

const entry = (index: number, seat: number, by = 'player') => ({ index, seat, by, at: 1000 + index, events: [{ type: 'moved' }] });

describe('sinceLastMove', () => {
  const log = [entry(0, 0), entry(1, 1), entry(2, 0), entry(3, 2, 'botseat'), entry(4, 0)];

  it("after the seat's own last move as a player (a bot or timeout move of the seat does not count as theirs)", () => {
    expect(sinceLastMove(log, 1).map((e) => e.index)).toEqual([2, 3, 4]);
    expect(sinceLastMove(log, 0).map((e) => e.index)).toEqual([]);
    expect(sinceLastMove([...log, entry(5, 1, 'bot')], 1).map((e) => e.index)).toEqual([2, 3, 4, 5]);
  });

  it('a seat that never moved (a replacement): since the reader last looked, or the whole match so far', () => {
    expect(sinceLastMove(log, 2).map((e) => e.index)).toEqual([0, 1, 2, 3, 4]);
    expect(sinceLastMove(log, 2, 3).map((e) => e.index)).toEqual([3, 4]);
    expect(sinceLastMove(log, 2, 5)).toEqual([]);
    expect(sinceLastMove([], 2)).toEqual([]);
  });
});
