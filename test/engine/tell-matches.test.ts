/**
 * Telling a user's match objects something (worker/match/tell-matches.ts): a stuck object costs
 * its time limit and nothing more, the others are all told, and no more calls run at once than
 * the bound allows.
 */
import { describe, expect, it } from 'vitest';
import { tellMatches, tellWithRetries } from '../../worker/match/tell-matches';

describe('tellMatches', () => {
  it('a match object that never answers is counted as failed after the timeout; every other one is told', async () => {
    const told: string[] = [];
    const started = Date.now();
    const result = await tellMatches(['a', 'stuck', 'b', 'c'], (id) => (id === 'stuck' ? new Promise(() => {}) : Promise.resolve(told.push(id))), { timeoutMs: 200, concurrency: 2 });
    expect(result).toEqual({ told: 3, failed: 1, failedIds: ['stuck'] });
    expect(told.sort()).toEqual(['a', 'b', 'c']);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('a thrown error is counted, not thrown; at most `concurrency` calls run at once', async () => {
    let running = 0, most = 0;
    const ids = Array.from({ length: 40 }, (_, i) => `m${i}`);
    const result = await tellMatches(ids, async (id) => {
      running++; most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (id === 'm7') throw new Error('object reset');
    }, { concurrency: 8 });
    expect(result).toEqual({ told: 39, failed: 1, failedIds: ['m7'] });
    expect(most).toBe(8);
  });

  it('no ids: nothing to do', async () => {
    expect(await tellMatches([], () => { throw new Error('never called'); })).toEqual({ told: 0, failed: 0, failedIds: [] });
  });

  it('with retries: a match that failed is told again after each delay until it answers; one that never does is reported', async () => {
    const calls: Record<string, number> = {};
    const result = await tellWithRetries(['ok', 'flaky', 'gone'], async (id) => {
      calls[id] = (calls[id] ?? 0) + 1;
      if (id === 'gone' || (id === 'flaky' && calls[id]! < 3)) throw new Error('object reset');
    }, [10, 10, 10]);
    expect(result).toEqual({ told: 2, failed: 1, failedIds: ['gone'] });
    // The told match is never called again; the flaky one until it answered; the gone one on every pass.
    expect(calls).toEqual({ ok: 1, flaky: 3, gone: 4 });
  });
});
