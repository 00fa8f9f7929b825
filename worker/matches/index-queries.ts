/**
 * The match index in D1, as a user sees it: every match they have a seat in, and where it is
 * their turn. Shared by GET /api/matches and the Discord /matches command.
 */
import { drizzle } from 'drizzle-orm/d1';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { absences, matches, matchSeats, users } from '../db/schema';

export interface MatchListItem {
  id: string; game: string; status: 'open' | 'active' | 'finished'; players: number; options: unknown;
  /** `botAccount` marks a seat held by a bot account (docs/bots.md "Bot accounts"); the reader sits at the table, so every name is read. */
  seats: { seat: number; username: string | null; botAccount?: true }[]; you: { seat: number } | { seat: null; referee: true }; awaiting: number[];
  yourTurn: boolean; deadline: number | null; version: number; updatedAt: number; result: unknown;
  /** Seats whose player declared an absence not yet over (its window and mode, nothing else). */
  away: { seat: number; from: number; until: number; mode: 'extend' | 'standin' }[];
  /** Seats the built-in bot plays (docs/bots.md "Bots at the table"). */
  bots: number[];
}

export async function listMatchesFor(d1: D1Database, userId: string): Promise<MatchListItem[]> {
  const db = drizzle(d1);
  const mine = await db.select({ matchId: matchSeats.matchId, seat: matchSeats.seat }).from(matchSeats).where(eq(matchSeats.userId, userId));
  if (mine.length === 0) return [];
  const ids = mine.map((m) => m.matchId);
  const rows = await db.select().from(matches).where(inArray(matches.id, ids)).orderBy(desc(matches.updatedAt));
  const seats = await db.select({ matchId: matchSeats.matchId, seat: matchSeats.seat, userId: matchSeats.userId, username: matchSeats.username, botSince: users.botSince })
    .from(matchSeats).leftJoin(users, eq(users.id, matchSeats.userId)).where(inArray(matchSeats.matchId, ids));
  const now = Date.now();
  const running = new Set(rows.filter((m) => m.status !== 'finished').map((m) => m.id));
  const players = [...new Set(seats.filter((s) => s.seat >= 0 && running.has(s.matchId)).map((s) => s.userId))];
  const away = players.length
    ? await db.select({ userId: absences.userId, startsAt: absences.startsAt, endsAt: absences.endsAt, mode: absences.mode }).from(absences)
      .where(and(inArray(absences.userId, players), gt(absences.endsAt, now)))
    : [];
  return rows.map((m) => {
    const seat = mine.find((x) => x.matchId === m.id)!.seat;
    const awaiting = JSON.parse(m.awaiting) as number[];
    const bots = JSON.parse(m.botSeats) as number[];
    return {
      id: m.id, game: m.game, status: m.status, players: m.players, options: JSON.parse(m.options),
      seats: Array.from({ length: m.players }, (_, i) => {
        const held = seats.find((s) => s.matchId === m.id && s.seat === i);
        return { seat: i, username: held?.username ?? (bots.includes(i) ? `Bot ${i + 1}` : null), ...(held && held.botSince !== null && held.botSince !== undefined ? { botAccount: true as const } : {}) };
      }),
      // Seat -1 in the index is the referee's place.
      you: seat < 0 ? { seat: null, referee: true as const } : { seat }, awaiting, yourTurn: m.status === 'active' && seat >= 0 && awaiting.includes(seat),
      deadline: m.deadline, version: m.version, updatedAt: m.updatedAt,
      result: m.result ? JSON.parse(m.result) : null, bots,
      away: m.status === 'finished' ? [] : seats.filter((s) => s.matchId === m.id && s.seat >= 0).flatMap((s) => away
        .filter((a) => a.userId === s.userId).map((a) => ({ seat: s.seat, from: a.startsAt, until: a.endsAt, mode: a.mode }))),
    };
  });
}

/**
 * How many running matches wait for the user now (the header's badge on every page): one indexed
 * query over the user's seat rows and the index's `awaiting`, no per-match fan-out.
 */
export async function waitingCount(d1: D1Database, userId: string): Promise<number> {
  const row = await d1.prepare(`SELECT COUNT(*) AS n FROM match_seats s JOIN matches m ON m.id = s.match_id
    WHERE s.user_id = ? AND s.seat >= 0 AND m.status = 'active' AND EXISTS (SELECT 1 FROM json_each(m.awaiting) j WHERE j.value = s.seat)`)
    .bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}
