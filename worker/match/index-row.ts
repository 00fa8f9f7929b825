/**
 * The match's rows in the D1 index (the list behind "My matches", the Discord /matches command):
 * computed from the live match when it changes, queued in the object, written by the flush.
 */
import type { MatchCore, Live } from './core';
import { REFEREE_SEAT, type MatchMeta } from './types';
import { botSeatsOf, isBot } from './bot-seats';
import { vacantSeats } from './lifecycle';

export interface IndexRow {
  id: string; game: string; status: string; players: number; options: string; moveSeconds: number | null;
  createdBy: string; createdAt: number; updatedAt: number; version: number; awaiting: string;
  deadline: number | null; seedHash: string; result: string | null; finishedAt: number | null;
  /** The lobby's filters (absent in rows queued before the lobby existed: a private match). */
  public?: boolean; rated?: boolean; tableLang?: string; timerKind?: 'moves' | 'calendar' | 'none';
  /** Seats the bot plays, JSON (absent in rows queued before bot seats: none). */
  botSeats?: string;
  /** Seats a player left, played by the bot until a replacement takes them, JSON (lifecycle.ts). */
  vacantSeats?: string;
  /** When every seat was taken (absent in rows queued before it was indexed; null: not started). */
  startedAt?: number | null;
}

export interface SeatRow { matchId: string; seat: number; userId: string; username: string }

/** The kind of timer a match has, as the index and the completion figures class it. */
export function timerKindOf(meta: MatchMeta): 'moves' | 'calendar' | 'none' {
  return meta.schedule ? 'calendar' : meta.moveSeconds !== null || meta.timerPerKind ? 'moves' : 'none';
}

export function indexRow(core: MatchCore, live: Live): IndexRow {
  const { meta } = live;
  const result = core.resultIn(live);
  const now = Date.now();
  return {
    id: meta.id, game: meta.game, status: meta.status, players: meta.players, options: JSON.stringify(meta.options),
    moveSeconds: meta.moveSeconds, createdBy: meta.creatorId, createdAt: meta.createdAt, updatedAt: now,
    version: live.version, awaiting: JSON.stringify(core.awaitingIn(live)), deadline: core.deadline()?.at ?? null,
    seedHash: meta.seedHash, result: result ? JSON.stringify(result) : null, finishedAt: meta.status === 'finished' ? now : null,
    public: meta.public === true, rated: meta.rated === true, tableLang: meta.tableLang ?? 'en',
    timerKind: timerKindOf(meta), startedAt: meta.startedAt ?? null,
    botSeats: JSON.stringify(botSeatsOf(meta)),
    vacantSeats: JSON.stringify(vacantSeats(meta)),
  };
}

/** Every taken seat, and the referee's place (seat -1). */
export function seatRows(meta: MatchMeta): { matchId: string; rows: SeatRow[] } {
  const rows: SeatRow[] = [];
  // A bot seat has no account: D1's seat rows (My matches, the lobby's count) are people's.
  meta.seats.forEach((s, seat) => { if (s && !isBot(s)) rows.push({ matchId: meta.id, seat, userId: s.id, username: s.username }); });
  if (meta.referee) rows.push({ matchId: meta.id, seat: REFEREE_SEAT, userId: meta.referee.id, username: meta.referee.username });
  return { matchId: meta.id, rows };
}

export function indexStatements(db: D1Database, row: IndexRow): D1PreparedStatement[] {
  return [db.prepare(
    `INSERT INTO matches (id, game, status, players, options, move_seconds, created_by, created_at, updated_at, version, awaiting, deadline, seed_hash, result, finished_at,
       public, rated, table_lang, timer_kind, bot_seats, vacant_seats, started_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET status = excluded.status, options = excluded.options, updated_at = excluded.updated_at,
       public = excluded.public, rated = excluded.rated, table_lang = excluded.table_lang, timer_kind = excluded.timer_kind, bot_seats = excluded.bot_seats, vacant_seats = excluded.vacant_seats,
       version = excluded.version, awaiting = excluded.awaiting, deadline = excluded.deadline, result = excluded.result,
       finished_at = COALESCE(matches.finished_at, excluded.finished_at), started_at = COALESCE(matches.started_at, excluded.started_at)
     WHERE excluded.version >= matches.version`,
  ).bind(row.id, row.game, row.status, row.players, row.options, row.moveSeconds, row.createdBy, row.createdAt, row.updatedAt,
    row.version, row.awaiting, row.deadline, row.seedHash, row.result, row.finishedAt,
    row.public ? 1 : 0, row.rated ? 1 : 0, row.tableLang ?? 'en', row.timerKind ?? 'none', row.botSeats ?? '[]', row.vacantSeats ?? '[]', row.startedAt ?? null)];
}

/** The seat rows as they are now: a replaced player's row goes, the new one comes. */
export function seatStatements(db: D1Database, seats: { matchId: string; rows: SeatRow[] }, now = Date.now()): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM match_seats WHERE match_id = ?').bind(seats.matchId),
    ...seats.rows.map((r) => db.prepare('INSERT INTO match_seats (match_id, seat, user_id, username, joined_at) VALUES (?, ?, ?, ?, ?)')
      .bind(r.matchId, r.seat, r.userId, r.username, now)),
  ];
}
