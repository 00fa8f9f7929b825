/**
 * A user's notification settings (D1 `user_mail.settings`, JSON) and the clock arithmetic of
 * batching and quiet hours, in the user's time zone (IANA name, Intl API).
 */
import { z } from 'zod';
import { isTimeZone } from '../schedule';

export const EVENT_KINDS = ['turn', 'deadline', 'phase', 'message', 'ended'] as const;
export type MailKind = (typeof EVENT_KINDS)[number];

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM, 24-hour');

export const settingsSchema = z.object({
  /** E-mail notifications at all. */
  email: z.boolean(),
  /** Web Push to the user's subscribed browsers at all (worker/push/); same events, quiet hours. */
  push: z.boolean(),
  /** Discord direct messages from the bot, for a user who linked their Discord account; same events, quiet hours and rate rule as push. */
  discord: z.boolean(),
  /** Which events are mailed (and pushed). */
  events: z.object(Object.fromEntries(EVENT_KINDS.map((k) => [k, z.boolean()])) as Record<MailKind, z.ZodBoolean>).strict(),
  /** "hourly": at most one mail per match per hour; "digest": one mail per match per day, at `digestHour`. */
  batching: z.enum(['hourly', 'digest']),
  digestHour: z.number().int().min(0).max(23),
  /** No mail in this window (local time); what falls in it is sent when it ends. */
  quiet: z.object({ from: hhmm, to: hhmm }).strict().nullable(),
  timeZone: z.string().max(64).refine(isTimeZone, 'an IANA time zone such as Europe/Paris'),
  /** Hours before a deadline when a warning is mailed (24 and/or 1). */
  deadlineWarnings: z.array(z.union([z.literal(24), z.literal(1)])).max(2),
}).strict();

export type NotifySettings = z.infer<typeof settingsSchema>;

/** A per-match override: mail on/off for this match, and which events. */
export const overrideSchema = z.object({
  email: z.boolean().optional(),
  push: z.boolean().optional(),
  discord: z.boolean().optional(),
  events: settingsSchema.shape.events.partial().optional(),
}).strict();
export type MatchOverride = z.infer<typeof overrideSchema>;

export const DEFAULT_SETTINGS: NotifySettings = {
  email: true,
  push: true,
  discord: true,
  events: { turn: true, deadline: true, phase: true, message: true, ended: true },
  batching: 'hourly', digestHour: 8, quiet: null, timeZone: 'UTC', deadlineWarnings: [24, 1],
};

export function parseSettings(json: string | null | undefined): NotifySettings {
  if (!json) return DEFAULT_SETTINGS;
  try {
    const r = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...JSON.parse(json) });
    return r.success ? r.data : DEFAULT_SETTINGS;
  } catch { return DEFAULT_SETTINGS; }
}

/** The settings that apply to one match: the user's, with the match's override on top. */
export function effective(settings: NotifySettings, override: MatchOverride | null): NotifySettings {
  if (!override) return settings;
  return { ...settings, email: override.email ?? settings.email, push: override.push ?? settings.push, discord: override.discord ?? settings.discord, events: { ...settings.events, ...(override.events ?? {}) } };
}

/** Minutes since local midnight at `at` in `timeZone`. */
export function localMinutes(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(at));
  const h = Number(parts.find((p) => p.type === 'hour')!.value) % 24;
  const m = Number(parts.find((p) => p.type === 'minute')!.value);
  return h * 60 + m;
}

const minutesOf = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));

/** The first time at or after `at` when the local clock reads `target` minutes (to the minute). */
export function nextLocal(at: number, timeZone: string, target: number): number {
  const wait = (((target - localMinutes(at, timeZone)) % 1440) + 1440) % 1440;
  if (wait === 0) return at;
  return Math.floor(at / 60_000) * 60_000 + wait * 60_000;
}

export function inQuiet(at: number, s: NotifySettings): boolean {
  if (!s.quiet) return false;
  const m = localMinutes(at, s.timeZone);
  const from = minutesOf(s.quiet.from), to = minutesOf(s.quiet.to);
  if (from === to) return false;
  return from < to ? m >= from && m < to : m >= from || m < to;
}

/** `at`, moved to the end of the quiet hours if it falls inside them. */
export function outOfQuiet(at: number, s: NotifySettings): number {
  return inQuiet(at, s) ? nextLocal(at, s.timeZone, minutesOf(s.quiet!.to)) : at;
}

export const HOUR_MS = 3_600_000;

/**
 * When a seat's pending mail may go: hourly — an hour after the last mail of this match; digest —
 * at the next `digestHour` after the first pending event and at least 20 hours after the last
 * digest; then out of the quiet hours.
 */
export function dueAt(s: NotifySettings, firstEventAt: number, lastSentAt: number | null): number {
  let due: number;
  if (s.batching === 'digest') {
    due = nextLocal(Math.max(firstEventAt, lastSentAt === null ? 0 : lastSentAt + 20 * HOUR_MS), s.timeZone, s.digestHour * 60);
  } else {
    due = Math.max(firstEventAt, lastSentAt === null ? 0 : lastSentAt + HOUR_MS);
  }
  return outOfQuiet(due, s);
}
