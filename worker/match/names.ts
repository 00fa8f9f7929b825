/**
 * The names a viewer of the match reads (worker/profiles/privacy.ts inside a match). The players
 * at the table and the referee read every seat's name: they play together. A spectator reads a
 * person's name only as that person's profile visibility allows: public to everyone, "users" to
 * a logged-in spectator, hidden to nobody; otherwise null ("a player"). Bots are always named.
 *
 * The visibilities live in D1: the room reads them (refreshPrivacy) before answering a
 * spectator's read or opening a spectator's socket, and keeps them in memory at most
 * PRIVACY_TTL_MS; a user who changes theirs tells their open and running matches at once
 * (PATCH /api/me/profile → setPrivacy). A person whose visibility is not known yet (a seat taken
 * since the last read) is not named to spectators: the safe side.
 */
import type { GameEvent } from '../engine/contract';
import type { User } from '../env';
import type { Visibility } from '../profiles/privacy';
import type { MatchCore } from './core';
import { isBot } from './bot-seats';
import type { Viewer } from './types';

export const PRIVACY_TTL_MS = 60_000;

interface Known { at: number; of: Map<string, Visibility> }
const known = new WeakMap<MatchCore, Known>();

const spectating = (v: Viewer) => v.seat === null && !v.referee;

/** The people of the match: seated users (not bots), the referee, the invited. */
function people(core: MatchCore): User[] {
  const meta = core.meta;
  return [...meta.seats, meta.referee ?? null, ...(meta.invited ?? [])].filter((u): u is User => !!u && !isBot(u));
}

/** Read the people's visibilities from D1 when some are unknown or the last read is older than the TTL (or `force`). */
export async function refreshPrivacy(core: MatchCore, db: D1Database, force = false): Promise<void> {
  if (!core.live) return;
  const ids = [...new Set(people(core).map((u) => u.id))];
  const k = known.get(core);
  const now = Date.now();
  if (!force && k && now - k.at < PRIVACY_TTL_MS && ids.every((id) => k.of.has(id))) return;
  const rows = ids.length
    ? (await db.prepare(`SELECT id, profile_visibility FROM users WHERE id IN (${ids.map(() => '?').join(',')})`).bind(...ids)
      .all<{ id: string; profile_visibility: Visibility }>()).results
    : [];
  known.set(core, { at: now, of: new Map(rows.map((r) => [r.id, r.profile_visibility])) });
}

/** Whether the visibilities were read (someone spectated since the object woke). */
export const privacyRead = (core: MatchCore): boolean => known.has(core);

/** A user changed their visibility (told by the API): applies at once. */
export function setPrivacy(core: MatchCore, userId: string, visibility: Visibility): void {
  known.get(core)?.of.set(userId, visibility);
}

/** The user's name as this viewer may read it, or null. */
export function nameFor(core: MatchCore, v: Viewer, user: User | null | undefined): string | null {
  if (!user) return null;
  if (!spectating(v) || isBot(user)) return user.username;
  const vis = known.get(core)?.of.get(user.id);
  return vis === 'public' || (vis === 'users' && v.signedIn === true) ? user.username : null;
}

/** A name written into the match (an event, a refusal): as the viewer may read it; a name of nobody seated now is not named to a spectator. */
export function nameAs(core: MatchCore, v: Viewer, name: string | null | undefined): string | null {
  if (name === null || name === undefined) return null;
  if (!spectating(v)) return name;
  return nameFor(core, v, people(core).find((u) => u.username === name) ?? (core.meta.seats.find((s) => s?.username === name) ?? null));
}

/** Events as a spectator reads them: the users a referee swapped in and out of a seat named as above. */
export function eventNames(core: MatchCore, v: Viewer, events: GameEvent[]): GameEvent[] {
  if (!spectating(v)) return events;
  return events.map((e) => (e.type === 'player-replaced'
    ? { ...e, before: nameAs(core, v, (e as { before?: string | null }).before), after: nameAs(core, v, (e as { after?: string | null }).after) } as GameEvent
    : e));
}
