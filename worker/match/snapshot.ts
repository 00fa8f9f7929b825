/** What one viewer sees of the match now: the snapshot of GET /api/matches/:id and of live updates. */
import type { Move, Seat } from '../engine/contract';
import { absenceSummary } from './absence';
import { seenFor } from './seen';
import { spectatorsSummary, stateFor } from './spectators';
import { botSeatsOf } from './bot-seats';
import { lifecycleFor } from './lifecycle';
import { nameAs, nameFor } from './names';
import type { MatchCore } from './core';
import type { HookSummary, MatchSnapshot, Viewer } from './types';

/** Kind and state of each hook for everyone; its URL (a secret) for the creator only. */
export function hookSummaries(core: MatchCore, withUrls: boolean): HookSummary[] {
  return core.hooks().map((h) => ({ id: h.id, kind: h.kind, status: h.status, ...(h.reason ? { reason: h.reason } : {}), ...(withUrls ? { url: h.url } : {}) }));
}

export function snapshotFor(core: MatchCore, v: Viewer): MatchSnapshot {
  const meta = core.meta;
  const finished = meta.status === 'finished';
  const isCreator = (v.referee && meta.referee?.id === meta.creatorId) || (v.seat !== null && meta.seats[v.seat]?.id === meta.creatorId);
  return {
    id: meta.id,
    game: meta.game,
    status: meta.status,
    version: core.version,
    players: meta.players,
    options: meta.options,
    moveSeconds: meta.moveSeconds,
    timerPerKind: meta.timerPerKind ?? null,
    schedule: meta.schedule,
    // A spectator reads only the names their owners let them (names.ts); the table reads them all.
    seats: meta.seats.map((s, i) => {
      const username = nameFor(core, v, s);
      // A bot account's mark goes with its name: a seat whose name this viewer may not read says nothing more.
      return { seat: i, username, ...(s && username === null ? { unnamed: true as const } : {}), ...(s?.bot && username !== null ? { botAccount: true as const } : {}) };
    }),
    referee: nameFor(core, v, meta.referee),
    you: v.referee ? { seat: null, referee: true } : v.seat === null ? null : { seat: v.seat },
    awaiting: core.awaiting(),
    deadline: core.deadline()?.at ?? null,
    paused: meta.paused !== null,
    view: core.viewFor(v, stateFor(core, v)),
    seedHash: meta.seedHash,
    ...(finished ? { seed: meta.seed } : {}),
    result: core.result(),
    rated: meta.rated === true,
    public: meta.public === true,
    lang: meta.tableLang ?? 'en',
    rematch: meta.rematch ? { ...meta.rematch, ...(meta.rematch.declinedBy !== undefined ? { declinedBy: nameAs(core, v, meta.rematch.declinedBy) } : {}) } : null,
    rematchOf: meta.rematchOf ?? null,
    invited: meta.invited ? meta.invited.map((u, seat) => ({ seat, username: nameFor(core, v, u) ?? '', accepted: !!u && meta.seats[seat]?.id === u.id })) : null,
    createdAt: meta.createdAt,
    hooks: hookSummaries(core, isCreator),
    absence: absenceSummary(core),
    seen: seenFor(core, v),
    spectators: spectatorsSummary(core, v),
    bots: botSeatsOf(meta),
    youCreated: isCreator,
    botLevel: meta.botLevel ?? 'easy',
    minReliability: meta.minReliability ?? null,
    botAccounts: !meta.noBotAccounts,
    handOver: meta.handOver ?? [],
    ...lifecycleFor(core, v.seat, v.referee, v.referee ? meta.referee?.id ?? null : v.seat !== null ? meta.seats[v.seat]?.id ?? null : null),
  };
}

/** A seat's legal moves now: its turn's moves when awaited, and the game's free moves. */
export function legalMovesFor(core: MatchCore, seat: Seat): Move[] {
  const meta = core.meta;
  if (meta.status !== 'active' || meta.paused) return [];
  const game = core.game;
  const free = game.freeMoves ? game.freeMoves(core.state, seat) : [];
  return core.awaiting().includes(seat) ? [...game.legalMoves(core.state, seat), ...free] : free;
}
