/**
 * A user's privacy choices (PATCH /api/me/profile, migration 0011), applied wherever an answer
 * names users, not on the profile only (docs/_incoming/privacy.md has the table):
 *
 *   visibility public   the name is shown to everyone
 *   visibility users    shown to logged-in readers; to an anonymous one the user is as hidden
 *   visibility hidden   shown to nobody but the user: lists leave the user out, rows that need
 *                       a name say none (a creator, a seat: "a player")
 *   showRatings false   the ratings are shown to nobody but the user: left out of the
 *                       leaderboards, their rating change left out of a match's ratings
 *
 * Ratings are shown only where the profile could be read: a hidden user's ratings are never
 * shown, whatever `showRatings` says (as on the profile). The user always sees their own.
 * An answer that depends on the reader must not be stored by shared caches (`private`).
 */
import type { Context } from 'hono';
import { sessionIsOpen } from '../auth';
import type { User } from '../env';
import type { AppEnv } from '../http/route-kit';

export type Visibility = 'public' | 'users' | 'hidden';

/** The columns a privacy decision reads (users.profile_visibility, users.profile_ratings). */
export interface PrivacyCols { id: string; profile_visibility: Visibility; profile_ratings: number }

/** The reader of a request: the logged-in user with a session still open, or null (anonymous). */
export async function readerOf(c: Context<AppEnv>): Promise<User | null> {
  const s = c.get('session');
  return s && (await sessionIsOpen(c.env.DB, s.sessionId)) ? s.user : null;
}

/** Whether `reader` may read the user's name (and profile): their own, public, or users-only to a logged-in reader. */
export function nameShown(u: PrivacyCols, reader: User | null): boolean {
  return reader?.id === u.id || u.profile_visibility === 'public' || (u.profile_visibility === 'users' && reader !== null);
}

/** Whether `reader` may read the user's ratings: their own, or a readable profile that shows them. */
export function ratingsShown(u: PrivacyCols, reader: User | null): boolean {
  return reader?.id === u.id || (nameShown(u, reader) && u.profile_ratings === 1);
}

/**
 * `ratingsShown` in SQL, for a query that must filter before its LIMIT (the leaderboard). `alias`
 * is the users table's alias; the reader's id (when logged in) is the one bind, to add in order.
 */
export function ratingsShownSql(alias: string, reader: User | null): { sql: string; binds: string[] } {
  if (!reader) return { sql: `(${alias}.profile_visibility = 'public' AND ${alias}.profile_ratings = 1)`, binds: [] };
  return { sql: `((${alias}.profile_visibility IN ('public', 'users') AND ${alias}.profile_ratings = 1) OR ${alias}.id = ?)`, binds: [reader.id] };
}
