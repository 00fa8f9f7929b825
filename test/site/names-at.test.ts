/** A log line names the seats' holders of its time (site/src/client/match/names-at.ts). */
import { describe, expect, it } from 'vitest';
import { namesAt } from '../../site/src/client/match/names-at';

describe('namesAt', () => {
  const now = ['Ann', 'Bot 2', 'Cy'];
  const departed = [
    { seat: 1, username: 'Bo', how: 'missed' as const, at: 100 },
    { seat: 1, username: 'Bea', how: 'resigned' as const, at: 300 },
  ];

  it('a seat left since is named by who held it then; the step that ended it is dated with it', () => {
    expect(namesAt(now, departed, 50)).toEqual(['Ann', 'Bo', 'Cy']);
    expect(namesAt(now, departed, 100)).toEqual(['Ann', 'Bo', 'Cy']);
    expect(namesAt(now, departed, 101)).toEqual(['Ann', 'Bea', 'Cy']);
    expect(namesAt(now, departed, 300)).toEqual(['Ann', 'Bea', 'Cy']);
  });

  it('after the last departure, and without departures or a time, the names of now', () => {
    expect(namesAt(now, departed, 301)).toEqual(now);
    expect(namesAt(now, undefined, 50)).toEqual(now);
    expect(namesAt(now, [], 50)).toEqual(now);
    expect(namesAt(now, departed, undefined)).toEqual(now);
  });
});
