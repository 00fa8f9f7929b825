/** A log line names the seats' holders of its time (site/src/client/match/names-at.ts). */
import { describe, expect, it } from 'vitest';
import { namesAt } from '../../site/src/client/match/names-at';

describe('namesAt', () => {
  const now = ['Ann', 'Bot 2', 'Cy'];
  // Bo missed deadlines until the step at index 4 (version 5), Bea took the seat and resigned at index 9.
  const departed = [
    { seat: 1, username: 'Bo', how: 'missed' as const, at: 100, version: 5 },
    { seat: 1, username: 'Bea', how: 'resigned' as const, at: 300, version: 10 },
  ];

  it('a seat left since is named by who held it then; the step that ended it is still theirs', () => {
    expect(namesAt(now, departed, 0)).toEqual(['Ann', 'Bo', 'Cy']);
    expect(namesAt(now, departed, 4)).toEqual(['Ann', 'Bo', 'Cy']);
    expect(namesAt(now, departed, 5)).toEqual(['Ann', 'Bea', 'Cy']);
    expect(namesAt(now, departed, 9)).toEqual(['Ann', 'Bea', 'Cy']);
    expect(namesAt(now, departed, 10)).toEqual(now);
  });

  it('a departure recorded before versions were kept: by its time', () => {
    const old = [{ seat: 1, username: 'Bo', how: 'resigned' as const, at: 100 }];
    expect(namesAt(now, old, 3, 99)).toEqual(['Ann', 'Bo', 'Cy']);
    expect(namesAt(now, old, 3, 101)).toEqual(now);
    expect(namesAt(now, old, 3)).toEqual(now);
  });

  it('without departures, the names of now', () => {
    expect(namesAt(now, undefined, 0)).toEqual(now);
    expect(namesAt(now, [], 0)).toEqual(now);
  });
});
