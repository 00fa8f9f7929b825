/**
 * Deadline schedules for games played in turns on a calendar (NIHON's orders are due twice a week,
 * Sunday and Thursday at midnight in the match's time zone), or every N hours. Pure functions of a
 * schedule and an instant, so they are tested without a clock.
 */
export type Schedule =
  | { kind: 'weekly'; days: number[]; time: string; timeZone: string }
  | { kind: 'every'; hours: number };

/** The rulebook's default: Sunday (0) and Thursday (4) at midnight. */
export const DEFAULT_WEEKLY: Schedule = { kind: 'weekly', days: [0, 4], time: '00:00', timeZone: 'Europe/Paris' };

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of an instant in a time zone. */
function wallClock(ms: number, timeZone: string): { y: number; m: number; d: number; hh: number; mm: number; ss: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short',
  }).formatToParts(new Date(ms));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '0';
  return {
    y: Number(get('year')), m: Number(get('month')), d: Number(get('day')),
    hh: Number(get('hour')) % 24, mm: Number(get('minute')), ss: Number(get('second')),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday')),
  };
}

/** The UTC instant at which the wall clock of `timeZone` reads the given local date and time. */
export function zonedInstant(y: number, m: number, d: number, hh: number, mm: number, timeZone: string): number {
  // Start from the same fields read as UTC, then correct by the zone's offset (twice, for DST edges).
  let guess = Date.UTC(y, m - 1, d, hh, mm);
  for (let i = 0; i < 2; i++) {
    const w = wallClock(guess, timeZone);
    const shown = Date.UTC(w.y, w.m - 1, w.d, w.hh, w.mm);
    guess += Date.UTC(y, m - 1, d, hh, mm) - shown;
  }
  return guess;
}

/** The first deadline strictly after `from`. */
export function nextDeadline(s: Schedule, from: number): number {
  if (s.kind === 'every') return from + s.hours * 3600_000;
  const [hh, mm] = s.time.split(':').map(Number) as [number, number];
  const today = wallClock(from, s.timeZone);
  for (let offset = 0; offset <= 8; offset++) {
    // Walk local calendar days: build the date from UTC noon to stay clear of DST jumps.
    const day = new Date(Date.UTC(today.y, today.m - 1, today.d + offset, 12));
    const weekday = day.getUTCDay();
    if (!s.days.includes(weekday)) continue;
    const at = zonedInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hh, mm, s.timeZone);
    if (at > from) return at;
  }
  throw new Error('schedule has no day');
}
