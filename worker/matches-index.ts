/**
 * The match index in D1, as a user sees it: every match they have a seat in, and where it is
 * their turn. Shared by GET /api/matches and the Discord /matches command.
 */
import { drizzle } from 'drizzle-orm/d1';
import { desc, eq, inArray } from 'drizzle-orm';
import { matches, matchSeats } from './db/schema';

export interface MatchListItem {
  id: string; game: string; status: 'open' | 'active' | 'finished'; players: number; options: unknown;
  seats: { seat: number; username: string | null }[]; you: { seat: number } | { seat: null; referee: true }; awaiting: number[];
  yourTurn: boolean; deadline: number | null; version: number; updatedAt: number; result: unknown;
}

export async function listMatchesFor(d1: D1Database, userId: string): Promise<MatchListItem[]> {
  const db = drizzle(d1);
  const mine = await db.select({ matchId: matchSeats.matchId, seat: matchSeats.seat }).from(matchSeats).where(eq(matchSeats.userId, userId));
  if (mine.length === 0) return [];
  const ids = mine.map((m) => m.matchId);
  const rows = await db.select().from(matches).where(inArray(matches.id, ids)).orderBy(desc(matches.updatedAt));
  const seats = await db.select().from(matchSeats).where(inArray(matchSeats.matchId, ids));
  return rows.map((m) => {
    const seat = mine.find((x) => x.matchId === m.id)!.seat;
    const awaiting = JSON.parse(m.awaiting) as number[];
    return {
      id: m.id, game: m.game, status: m.status, players: m.players, options: JSON.parse(m.options),
      seats: Array.from({ length: m.players }, (_, i) => ({ seat: i, username: seats.find((s) => s.matchId === m.id && s.seat === i)?.username ?? null })),
      // Seat -1 in the index is the referee's place.
      you: seat < 0 ? { seat: null, referee: true as const } : { seat }, awaiting, yourTurn: m.status === 'active' && seat >= 0 && awaiting.includes(seat),
      deadline: m.deadline, version: m.version, updatedAt: m.updatedAt,
      result: m.result ? JSON.parse(m.result) : null,
    };
  });
}
