/** The match log's lines: draft edits of one seat read as one line with a count; nothing else merges. */
import { describe, expect, it } from 'vitest';
import { logLines } from '../../site/src/client/match/log-lines';

const entry = (index: number, seat: number, ...types: string[]) => ({ index, seat, by: 'player', at: 1000 + index, events: types.map((type) => ({ type, n: index })) });

describe('logLines', () => {
  it('groups consecutive draft edits of the same seat into the last one, with a count', () => {
    const log = [entry(0, 0, 'sheet-saved'), entry(1, 0, 'sheet-saved'), entry(2, 0, 'sheet-saved'), entry(3, 1, 'sheet-saved'), entry(4, 0, 'sheet-saved')];
    const lines = logLines(log, ['sheet-saved']);
    expect(lines.map((l) => [l.seat, l.count, l.index, (l.event as any).n])).toEqual([[0, 3, 2, 2], [1, 1, 3, 3], [0, 1, 4, 4]]);
  });

  it('never merges events the game did not name, nor a draft edit into another kind of line', () => {
    const log = [entry(0, 0, 'moved'), entry(1, 0, 'moved'), entry(2, 0, 'bid'), entry(3, 0, 'bid'), entry(4, 0, 'moved', 'bid')];
    const lines = logLines(log, ['bid']);
    expect(lines.map((l) => [l.event.type, l.count])).toEqual([['moved', 1], ['moved', 1], ['bid', 2], ['moved', 1], ['bid', 1]]);
  });

  it('is one line per event without grouped types', () => {
    const log = [entry(-1, -1, 'setup', 'deal'), entry(0, 0, 'a'), entry(1, 1, 'b', 'c')];
    expect(logLines(log).length).toBe(5);
    expect(new Set(logLines(log).map((l) => l.key)).size).toBe(5);
  });
});
