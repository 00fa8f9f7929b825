/**
 * When NIHON orders are due. The rulebook sets the deadlines on "dimanche minuit" and "jeudi minuit"
 * (Sunday and Thursday at midnight). "Midnight of Sunday" is read as the END of Sunday (24:00), the
 * usual reading in French and the one that gives players all of Sunday; issue 14 found the old default
 * closing at the start of those days (00:00), a day early.
 *
 * The platform's weekly schedule takes days (0 = Sunday) and an HH:MM time, and has no 24:00; so the
 * end of Sunday is written as Monday 00:00 and the end of Thursday as Friday 00:00: the same instants.
 * `DEADLINE_READING` is the one switch: set it to 'start-of-day' for the other reading.
 */
export type DeadlineReading = 'end-of-day' | 'start-of-day';

/** The documented setting (the create form can still change the schedule of a match). */
export const DEADLINE_READING: DeadlineReading = 'end-of-day';

/** The rulebook's days: Sunday (0) and Thursday (4). */
export const RULEBOOK_DAYS = [0, 4] as const;

export function scheduleFor(reading: DeadlineReading): { kind: 'weekly'; days: number[]; time: string } {
  const days = reading === 'end-of-day' ? RULEBOOK_DAYS.map((d) => (d + 1) % 7) : [...RULEBOOK_DAYS];
  return { kind: 'weekly', days, time: '00:00' };
}

export const NIHON_SCHEDULE = scheduleFor(DEADLINE_READING);
