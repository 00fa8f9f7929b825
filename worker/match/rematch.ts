/**
 * Rematch: the same game, seats (same users) and settings again. The finished match records its
 * rematch's id (derived from its own id, so every request names the same new match however they
 * race), and the new match keeps each seat for the user who had it: the match starts when every
 * invited player has taken their seat ("accepted"), each with one click. Bot seats are bots again
 * from the start.
 */
import type { User } from '../env';
import { apiError } from '../errors';
import type { MatchCore } from './core';
import { NO_MATCH, seat } from './play';
import { isBot } from './bot-seats';
import { fail, ok, type CreateInput, type MatchMeta, type Outcome } from './types';

/** What the finished match hands to its rematch: its settings and who sat where. */
export type RematchPlan = Omit<CreateInput, 'creator' | 'referee' | 'seed' | 'seedHash' | 'creatorMail'> & {
  invited: User[]; referee: User | null; rematchOf: string;
};

async function rematchId(matchId: string): Promise<string> {
  const d = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`tenka-rematch:${matchId}`));
  return Array.from(new Uint8Array(d).slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** On the finished match: record the rematch (once) and say what it is. Only a seated player may ask. */
export async function planRematch(core: MatchCore, userId: string | null): Promise<Outcome<RematchPlan>> {
  if (!core.live) return NO_MATCH();
  const { seat: mySeat } = core.viewerOf(userId);
  if (mySeat === null) return fail(apiError('not_a_player', 'Only the players of this match may ask for a rematch.'));
  if (core.meta.status !== 'finished') return fail(apiError('not_finished', 'A rematch can be offered once the match is over.'));
  if (core.meta.rematch?.declinedBy) return fail(apiError('rematch_declined', `${core.meta.rematch.declinedBy} declined the rematch.`, { declinedBy: core.meta.rematch.declinedBy }));
  const id = core.meta.rematch?.id ?? await rematchId(core.meta.id);
  // Checked again after the await: a request that came in meanwhile may have recorded it already.
  if (!core.meta.rematch) core.commit({ ...core.live, meta: { ...core.meta, rematch: { id } } });
  const m = core.meta;
  return ok({
    id, game: m.game, players: m.players, options: m.options, moveSeconds: m.moveSeconds, timerPerKind: m.timerPerKind ?? null,
    schedule: m.schedule, origin: m.origin, rated: m.rated ?? false,
    ...(m.absenceDays !== undefined ? { absenceDays: m.absenceDays } : {}), ...(m.botLevel ? { botLevel: m.botLevel } : {}),
    invited: m.seats.filter((s): s is User => s !== null), referee: m.referee, rematchOf: m.id,
  });
}

/**
 * On the finished match: a player declines the rematch. The offer is closed for everyone (asking or
 * accepting again answers 409 rematch_declined, naming who declined); the rematch, if it was made,
 * never starts, since its seat kept for this player stays empty. Declining twice changes nothing.
 */
export async function declineRematch(core: MatchCore, userId: string | null): Promise<Outcome<{ declinedBy: string }>> {
  if (!core.live) return NO_MATCH();
  const { seat: mySeat } = core.viewerOf(userId);
  if (mySeat === null) return fail(apiError('not_a_player', 'Only the players of this match may decline a rematch.'));
  if (core.meta.status !== 'finished') return fail(apiError('not_finished', 'A rematch can be declined once the match is over.'));
  const id = core.meta.rematch?.id ?? await rematchId(core.meta.id);
  const by = core.meta.rematch?.declinedBy ?? core.meta.seats[mySeat]!.username;
  if (!core.meta.rematch?.declinedBy) core.commit({ ...core.live, meta: { ...core.meta, rematch: { id, declinedBy: by } } });
  return ok({ declinedBy: by });
}

/** Which seat a user may take in a match that keeps its seats for invited players (null: none kept). */
export function invitedSeat(meta: MatchMeta, userId: string): Outcome<number> | null {
  if (!meta.invited) return null;
  const i = meta.invited.findIndex((u) => u?.id === userId);
  if (i < 0) return fail(apiError('not_invited', 'The seats of this rematch are kept for the players of the previous match.'));
  return ok(i);
}

/** On the new match: create it the first time (its creator accepts at once); later calls accept for their caller. */
export function acceptRematch(core: MatchCore, plan: RematchPlan, user: User, fresh: { seed: string; seedHash: string }): Outcome<'created' | 'accepted' | 'already'> {
  const seatOf = plan.invited.findIndex((u) => u.id === user.id);
  if (seatOf < 0) return fail(apiError('not_invited', 'The seats of this rematch are kept for the players of the previous match.'));
  if (!core.live) {
    const meta: MatchMeta = {
      id: plan.id, game: plan.game, players: plan.players, options: plan.options, moveSeconds: plan.moveSeconds, timerPerKind: plan.timerPerKind,
      schedule: plan.schedule, seed: fresh.seed, seedHash: fresh.seedHash, status: 'open', seats: plan.invited.map((u) => (isBot(u) ? u : null)),
      referee: plan.referee, creatorId: user.id, createdAt: Date.now(), origin: plan.origin, paused: null, rated: plan.rated,
      invited: plan.invited, rematchOf: plan.rematchOf,
      ...(plan.absenceDays !== undefined ? { absenceDays: plan.absenceDays } : {}), ...(plan.botLevel ? { botLevel: plan.botLevel } : {}),
    };
    core.upgradeStorage();
    core.commit({ meta, state: null, version: 0 }, { seatsChanged: true });
    seat(core, seatOf, user);
    return ok('created');
  }
  if (core.meta.rematchOf !== plan.rematchOf) return fail(apiError('bad_request', 'This match is not that rematch.'));
  if (core.meta.seats[seatOf]?.id === user.id) return ok('already');
  if (core.meta.status !== 'open') return fail(apiError('not_open', 'This rematch has already started.'));
  seat(core, seatOf, user);
  return ok('accepted');
}
