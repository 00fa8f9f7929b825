/**
 * What each seat (and the referee) has seen of the match, kept in the object so the match page's
 * "new" marks and catch-up work across devices (docs/players.md, "Absences" → "Seen on every device"): the
 * last version and the last message id a page showed its reader. It only moves forward and never
 * past what exists, so a stale tab or a forged body cannot mark the future as read.
 */
import { apiError } from '../errors';
import type { MatchCore } from './core';
import { NO_MATCH } from './play';
import { fail, ok, REFEREE_SEAT, type Outcome, type Viewer } from './types';
import { KV } from './keys';

export interface SeenMark { version: number; message: number }

function all(core: MatchCore): Record<string, SeenMark> {
  return core.store.get(KV.seen) ?? {};
}

const placeOf = (v: Viewer): number | null => (v.referee ? REFEREE_SEAT : v.seat);

/** The viewer's own mark (nobody reads another seat's). */
export function seenFor(core: MatchCore, v: Viewer): SeenMark | null {
  const place = placeOf(v);
  return place === null || !core.store.exists() ? null : all(core)[place] ?? null;
}

export function markSeen(core: MatchCore, userId: string | null, mark: SeenMark): Outcome<SeenMark> {
  if (!core.live) return NO_MATCH();
  const place = placeOf(core.viewerOf(userId));
  if (place === null) return fail(apiError('not_a_player', 'Only the players and the referee of a match have a place to mark as seen.'));
  const lastMessage = core.ctx.storage.sql.exec<{ id: number | null }>('SELECT MAX(id) AS id FROM messages').toArray()[0]?.id ?? 0;
  const marks = all(core);
  const before = marks[place] ?? { version: 0, message: 0 };
  const next = {
    version: Math.max(before.version, Math.min(mark.version, core.version)),
    message: Math.max(before.message, Math.min(mark.message, lastMessage)),
  };
  if (next.version !== before.version || next.message !== before.message || !marks[place]) core.store.put(KV.seen, { ...marks, [place]: next });
  return ok(next);
}
