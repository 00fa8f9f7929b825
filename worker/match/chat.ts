/** Table talk: public messages, or private ones to chosen seats (diplomacy); the referee reads all. */
import type { Seat } from '../engine/contract';
import { apiError } from '../errors';
import type { MatchCore } from './core';
import { sendMessage } from './live';
import { spectatorLimit, timeOfVersion } from './spectators';
import { NO_MATCH } from './play';
import { fail, ok, REFEREE_SEAT, type MatchMessage, type Outcome, type Viewer } from './types';

export const MAX_MESSAGE_PAGE = 1000;

function mayRead(v: Viewer, m: MatchMessage): boolean {
  return v.referee || m.to === null || (v.seat !== null && (m.from === v.seat || m.to.includes(v.seat)));
}

/** Messages with id > `after`, at most `limit` read (before filtering: a page may hold fewer). */
export function messagesFor(core: MatchCore, userId: string | null, after: number | null, limit: number | null): Outcome<MatchMessage[]> {
  if (!core.live) return NO_MATCH();
  if (after !== null && (!Number.isInteger(after) || after < 0)) return fail(apiError('bad_request', 'after: must be a whole number (a message id) from 0.'));
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > MAX_MESSAGE_PAGE)) return fail(apiError('bad_request', `limit: from 1 to ${MAX_MESSAGE_PAGE}.`));
  const v = core.viewerOf(userId);
  const limited = spectatorLimit(core, v);
  if (!limited.ok) return limited;
  // A delayed spectator reads the table talk up to the moment they are shown.
  const until = limited.value === null ? Number.MAX_SAFE_INTEGER : timeOfVersion(core, limited.value);
  return ok(core.store.messages(after ?? 0, limit ?? -1).filter((m) => mayRead(v, m) && m.at <= until));
}

export function postMessage(core: MatchCore, userId: string, text: string, to: Seat[] | null): Outcome<MatchMessage> {
  if (!core.live) return NO_MATCH();
  const meta = core.meta;
  const v = core.viewerOf(userId);
  if (v.seat === null && !v.referee) return fail(apiError('not_a_player', 'Only the players and the referee of a match can write in it.'));
  const from = v.referee ? REFEREE_SEAT : v.seat!;
  const recipients = to === null ? null : [...new Set(to)].sort((a, b) => a - b);
  if (recipients && (recipients.length === 0 || recipients.some((s) => !Number.isInteger(s) || s < 0 || s >= meta.players || s === from))) {
    return fail(apiError('bad_request', `to: seats from 0 to ${meta.players - 1}, other than your own.`));
  }
  const at = Date.now();
  let id = 0;
  core.store.transaction(() => {
    id = core.store.addMessage(at, from, recipients, text);
    // "A message for you": each seat it is for (the whole table for a public one), by e-mail later.
    const to = (recipients ?? meta.seats.map((_, i) => i)).filter((s) => s !== from && meta.seats[s]);
    for (const s of to) core.notify(s, 'message', at, core.live?.version ?? 0, { from, text: text.slice(0, 2000) });
  });
  const message: MatchMessage = { id, at, from, to: recipients, text };
  sendMessage(core, message);
  return ok(message);
}
