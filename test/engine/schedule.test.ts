import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEKLY, isTimeZone, nextDeadline, zonedInstant } from '../../worker/schedule';

describe('deadline schedules', () => {
  it('finds the next Sunday or Thursday midnight in Paris', () => {
    // Saturday 21 November 2026, 20:00 UTC (21:00 in Paris) → Sunday 22 Nov 00:00 Paris = 21 Nov 23:00 UTC.
    const sat = Date.UTC(2026, 10, 21, 20, 0);
    expect(new Date(nextDeadline(DEFAULT_WEEKLY, sat)).toISOString()).toBe('2026-11-21T23:00:00.000Z');
    // Right after that Sunday midnight, the next is Thursday 26 Nov 00:00 Paris.
    expect(new Date(nextDeadline(DEFAULT_WEEKLY, Date.UTC(2026, 10, 21, 23, 0))).toISOString()).toBe('2026-11-25T23:00:00.000Z');
  });
  it('follows daylight saving time (Paris in summer is UTC+2)', () => {
    const wedJuly = Date.UTC(2026, 6, 1, 12); // Wednesday 1 July 2026
    expect(new Date(nextDeadline(DEFAULT_WEEKLY, wedJuly)).toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });
  it('handles other zones, times and every-N-hours', () => {
    const s = { kind: 'weekly' as const, days: [1], time: '18:30', timeZone: 'Asia/Tokyo' };
    expect(new Date(nextDeadline(s, Date.UTC(2026, 10, 21))).toISOString()).toBe('2026-11-23T09:30:00.000Z');
    expect(nextDeadline({ kind: 'every', hours: 36 }, 1000)).toBe(1000 + 36 * 3600_000);
    expect(zonedInstant(2026, 3, 29, 12, 0, 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 29, 10, 0));
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
