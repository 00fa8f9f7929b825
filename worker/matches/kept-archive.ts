/**
 * GET /api/matches/:id/archive when no match object holds the match any more: the R2 archive (the
 * referee's complete reading, kept as the record) is all there is, so it is read here as the match
 * object would have exported it for this reader (worker/engine/export.ts readerCopyOfRecord): the
 * referee gets it whole; a player or a spectator gets the events shown to their seat and no move
 * or salt of a step private to other seats (Rising Sun's negotiation), its commitment kept. Seats
 * are named as their users' privacy choices let the reader see them (worker/profiles/privacy.ts;
 * match/names.ts does the same for the match object's own export).
 */
import type { Context } from 'hono';
import { apiError, type ApiError } from '../errors';
import { readerCopyOfRecord, type ExportViewer, type MatchExport } from '../engine/export';
import { getGame } from '../games/registry';
import { gunzipText } from '../match/archive';
import { REFEREE_SEAT } from '../match/types';
import { nameShown, readerOf, type PrivacyCols } from '../profiles/privacy';
import type { AppEnv } from '../http/route-kit';

type SeatRow = PrivacyCols & { seat: number };

/** The kept archive of match `id` for the caller, or why not. */
export async function keptArchiveFor(c: Context<AppEnv>, id: string, row: { r2_key: string | null; export: string | null }): Promise<MatchExport | ApiError> {
  const obj = row.r2_key ? await c.env.ARCHIVE.get(row.r2_key) : null;
  const text = obj ? await gunzipText(obj.body) : row.export;
  if (!text) return apiError('not_found', 'The archive object is missing.');
  let record: MatchExport;
  try { record = JSON.parse(text) as MatchExport; } catch { return apiError('not_found', 'The archive object is unreadable.'); }
  if (!Array.isArray(record.moves) || !Array.isArray(record.seats)) return apiError('not_found', 'The archive object is unreadable.');
  const [seats, match] = await c.env.DB.batch([
    c.env.DB.prepare('SELECT s.seat, u.id, u.profile_visibility, u.profile_ratings FROM match_seats s JOIN users u ON u.id = s.user_id WHERE s.match_id = ?').bind(id),
    c.env.DB.prepare('SELECT status, game FROM matches WHERE id = ?').bind(id),
  ]);
  const rows = (seats!.results ?? []) as SeatRow[];
  const index = match!.results?.[0] as { status: string; game: string } | undefined;
  const game = index ? getGame(index.game) : undefined;
  if (!index || !game) return apiError('not_found', 'No such match.');
  const reader = await readerOf(c);
  const mine = reader ? rows.find((r) => r.id === reader.id) : undefined;
  const viewer: ExportViewer = mine?.seat === REFEREE_SEAT ? { seat: null, referee: true } : { seat: mine?.seat ?? null, referee: false };
  const copy = readerCopyOfRecord(record, game, { finished: index.status === 'finished', refereed: rows.some((r) => r.seat === REFEREE_SEAT) }, viewer);
  // The table (players, referee) reads every name; others as each seat's privacy choice allows.
  if (!mine) copy.seats = copy.seats.map((name, seat) => {
    const r = rows.find((x) => x.seat === seat);
    return r && !nameShown(r, reader) ? null : name;
  });
  return copy;
}
