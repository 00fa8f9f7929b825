/**
 * The match export (GET /api/matches/:id/export), built as one reader may read it, and the
 * visibility rules it shares with the log and with `npm run verify` (scripts/verify-export.ts).
 * Pure: the match object gives it the stored steps, a test gives it a match played in memory.
 *
 * What a reader gets (docs/_incoming/verify.md):
 * - the referee: everything;
 * - after the end of a match without a referee, in a game that keeps nothing private after the
 *   end: everything too (hands, draws, hidden governors no longer matter), so anyone's export is
 *   complete and replays to the result;
 * - otherwise (a refereed match, or Rising Sun, whose negotiation stays between the clans in it):
 *   the events shown to the reader's seat (public ones for a spectator), and the moves it may
 *   read. A step whose move the reader may not read keeps its place (`redacted: true`) with a
 *   commitment to the move, so the reader knows what it misses and can later hold the complete
 *   record to it.
 * The file names its reader (`reader`), so the verifier filters its own replay the same way.
 */
import { createHash, createHmac } from 'node:crypto';
import type { GameDefinition, GameEvent, GameResult, Move, Seat } from './contract';
import type { LoggedBy } from './replay';

export const EXPORT_FORMAT = 'tenka-match-export/1' as const;

/** Who is looking: a seat, the referee, or a spectator (seat null, not referee). */
export interface ExportViewer { seat: Seat | null; referee: boolean }

/** Whose reading an export is. */
export interface ExportReader {
  /** The reader's seat; null for the referee or a spectator. */
  seat: Seat | null;
  referee: boolean;
  /** 'all': every event; 'seat': public events and those shown to `seat` (public ones only when it is null). */
  events: 'all' | 'seat';
  /** Every move and every event is in the file: it replays to the final result. */
  complete: boolean;
}

export interface ExportedMove {
  seat: Seat;
  by: LoggedBy;
  at: number;
  /** Absent when the reader may not read it (`redacted: true`). */
  move?: Move;
  redacted?: true;
  /**
   * On a step kept private to some seats (Rising Sun's negotiation): SHA-256 (hex) of `salt`
   * followed by the canonical JSON of the move (keys sorted, no spaces). The salt is secret,
   * 256 bits, one per step: given only to those who may read the move.
   */
  commitment?: string;
  salt?: string;
  events: GameEvent[];
}

export interface MatchExport {
  format: typeof EXPORT_FORMAT;
  id: string;
  game: string;
  players: number;
  options: unknown;
  seats: (string | null)[];
  seed: string;
  seedHash: string;
  reader: ExportReader;
  moves: ExportedMove[];
  result: GameResult | null;
  /** Present when some steps are private to seats other than the reader's: how many (`redacted`). */
  redacted?: number;
}

/** The stored match an export is built from. */
export interface ExportSource {
  id: string;
  game: GameDefinition;
  players: number;
  /** The options the match was set up with (later referee changes are steps of the log). */
  options: unknown;
  seats: (string | null)[];
  seed: string;
  seedHash: string;
  finished: boolean;
  /** The match has a referee. */
  refereed: boolean;
  steps: { index: number; seat: Seat; by: LoggedBy; at: number; move: Move; events: GameEvent[] }[];
  result: GameResult | null;
  /** The match's secret for commitment salts: never exported (see saltOf). */
  commitKey: string;
}

/** May this viewer see this event? The referee: all; others: public events and those shown to their seat. */
export function eventVisible(e: GameEvent, v: ExportViewer): boolean {
  return v.referee || !e.visibleTo || (v.seat !== null && e.visibleTo.includes(v.seat));
}

export function visibleEvents(events: GameEvent[], v: ExportViewer): GameEvent[] {
  return v.referee ? events : events.filter((e) => eventVisible(e, v));
}

/** Events as an export's reader has them: all of them, or those its seat may see. */
export function eventsForReader(events: GameEvent[], reader: Pick<ExportReader, 'seat' | 'events'>): GameEvent[] {
  return reader.events === 'all' ? events : visibleEvents(events, { seat: reader.seat, referee: false });
}

/** Seats that may ever read a step's move (besides the referee); null when it is public once the match is over. */
export function moveReaders(game: GameDefinition, step: { seat: Seat; move: Move }): Seat[] | null {
  const readers = game.keepsPrivate?.(step.move, step.seat) ?? null;
  return readers ? [...new Set([step.seat, ...readers])] : null;
}

/** May this viewer read this step's move? Before the end: its mover only; after: anyone, unless the game keeps it private. */
export function mayReadMove(game: GameDefinition, finished: boolean, v: ExportViewer, step: { seat: Seat; move: Move }): boolean {
  if (v.referee) return true;
  if (!finished) return v.seat !== null && step.seat === v.seat;
  const readers = moveReaders(game, step);
  return readers === null || (v.seat !== null && readers.includes(v.seat));
}

/**
 * Every event for everyone once the match is over: when it has no referee and its game keeps
 * nothing private after the end. A referee's hidden facts stay the referee's; a game with
 * `keepsPrivate` (Rising Sun) also emits events about the private moves (an alliance proposal
 * that lapsed), which must stay with their seats.
 */
export function revealsAllAtEnd(src: Pick<ExportSource, 'game' | 'finished' | 'refereed'>): boolean {
  return src.finished && !src.refereed && !src.game.keepsPrivate;
}

/** JSON with keys sorted at every depth and no spaces: one text per value, whatever the key order. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map((x) => canonicalJson(x ?? null)).join(',')}]`;
  if (v && typeof v === 'object') {
    const keys = Object.keys(v).filter((k) => (v as Record<string, unknown>)[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/** The salt of step `index`: HMAC-SHA-256 under the match's secret key (64 hex digits). */
export function saltOf(commitKey: string, matchId: string, index: number): string {
  return createHmac('sha256', commitKey).update(`tenka-commit/${matchId}/${index}`).digest('hex');
}

/** The commitment to a move: SHA-256 (hex) of the salt's 64 hex digits followed by the move's canonical JSON. */
export function commitmentOf(salt: string, move: Move): string {
  return createHash('sha256').update(salt + canonicalJson(move), 'utf8').digest('hex');
}

/** The export as `v` may read it. */
export function buildMatchExport(src: ExportSource, v: ExportViewer): MatchExport {
  const all = v.referee || revealsAllAtEnd(src);
  let redacted = 0;
  let eventsWithheld = false;
  const moves = src.steps.map((r): ExportedMove => {
    const visible = mayReadMove(src.game, src.finished, v, r);
    const privateStep = moveReaders(src.game, r) !== null;
    if (!visible) redacted++;
    const events = all ? r.events : visibleEvents(r.events, v);
    if (events.length !== r.events.length) eventsWithheld = true;
    const salt = privateStep ? saltOf(src.commitKey, src.id, r.index) : null;
    return {
      seat: r.seat, by: r.by, at: r.at,
      ...(visible ? { move: r.move } : { redacted: true }),
      ...(salt ? { commitment: commitmentOf(salt, r.move), ...(visible ? { salt } : {}) } : {}),
      events,
    };
  });
  return {
    format: EXPORT_FORMAT,
    id: src.id,
    game: src.game.id,
    players: src.players,
    options: src.options,
    seats: src.seats,
    seed: src.seed,
    seedHash: src.seedHash,
    reader: { seat: v.referee ? null : v.seat, referee: v.referee, events: all ? 'all' : 'seat', complete: redacted === 0 && !eventsWithheld },
    moves,
    result: src.result,
    ...(redacted ? { redacted } : {}),
  };
}

/**
 * The complete record (the referee's export, as the R2 archive keeps it) as `v` may read it: the
 * file `buildMatchExport` gives `v`, made from the record alone (each step's commitment kept; its
 * move and salt only where `v` may read the move), for when no match object holds the match.
 */
export function readerCopyOfRecord(full: MatchExport, game: GameDefinition, src: { finished: boolean; refereed: boolean }, v: ExportViewer): MatchExport {
  const all = v.referee || revealsAllAtEnd({ game, ...src });
  let redacted = 0;
  let eventsWithheld = false;
  const moves = full.moves.map((m): ExportedMove => {
    // A record missing a move (not the referee's reading) cannot show it to anyone.
    const visible = m.move !== undefined && mayReadMove(game, src.finished, v, { seat: m.seat, move: m.move });
    if (!visible) redacted++;
    const events = all ? m.events : visibleEvents(m.events, v);
    if (events.length !== m.events.length) eventsWithheld = true;
    return {
      seat: m.seat, by: m.by, at: m.at,
      ...(visible ? { move: m.move } : { redacted: true }),
      ...(m.commitment ? { commitment: m.commitment, ...(visible && m.salt ? { salt: m.salt } : {}) } : {}),
      events,
    };
  });
  const { redacted: _whole, ...rest } = full;
  return {
    ...rest,
    reader: { seat: v.referee ? null : v.seat, referee: v.referee, events: all ? 'all' : 'seat', complete: redacted === 0 && !eventsWithheld },
    moves,
    ...(redacted ? { redacted } : {}),
  };
}
