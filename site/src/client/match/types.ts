/** The shapes the match page reads from the API (GET /api/matches/:id/page and the socket's deltas). */
import type { GameEvent, Move, Seat } from '../../../../worker/engine/contract';
import type { SeatAway } from '../away';

export interface Snapshot {
  id: string; game: string; status: 'open' | 'active' | 'finished' | 'cancelled' | 'expired'; version: number; players: number; options: unknown;
  seats: { seat: number; username: string | null; unnamed?: true; botAccount?: true }[]; you: { seat: number } | { seat: null; referee: true } | null; awaiting: number[];
  deadline: number | null; view: any; seedHash: string; seed?: string; result: any; moveSeconds: number | null;
  referee: string | null; paused: boolean; hooks: { id: string; kind: string; status: string; reason?: string; url?: string }[];
  rated?: boolean; rematch?: { id: string; declinedBy?: string | null } | null; rematchOf?: string | null; invited?: { seat: number; username: string; accepted: boolean }[] | null;
  /** Declared absences of the seats and the allowance used (absent from servers before absences). */
  absence?: { allowanceDays: number; usedMs: number[]; away: SeatAway[] };
  /** The caller's seat's last seen version and message, as the server keeps it (null: never; absent: older server). */
  seen?: { version: number; message: number } | null;
  /** Spectating: the policy, how many watch now, the version a delayed spectator is shown (absent: older server). */
  spectators?: { mode: 'live' | 'delayed' | 'forbidden'; phases?: number; watching: number; asOf?: number };
  /** Seats the bot plays, those handed to the next person who joins, and whether the caller created the match (absent: older server). */
  bots?: number[]; handOver?: number[]; youCreated?: boolean;
  /** The ways out of a match (worker/match/lifecycle.ts; absent: older server): how it ended, a pending end proposal, who left, and the caller's buttons. */
  ending?: Ending | null; proposal?: Proposal | null; expiresAt?: number | null;
  departed?: { seat: number; username: string; how: 'resigned' | 'missed' | 'deleted'; at: number; version?: number }[];
  replaceAfterMisses?: number;
  can?: { leave: boolean; cancel: boolean; resign: boolean; propose: ProposalKind[]; answer: boolean };
  /** The reliability (percent of deadlines met) a joiner needs; null: none (absent: older server). */
  minReliability?: number | null;
}

export type ProposalKind = 'end' | 'draw' | 'cancel';
export interface Ending { how: 'resign' | 'agreement' | 'draw' | 'cancelled' | 'expired'; at: number; result: any; why?: string }
export interface Proposal { kind: ProposalKind; by: number; at: number; accepted: number[]; lapsesAt: number | null }

export interface LogEntry { index: number; seat: Seat; by: string; at: number; events: GameEvent[] }
export interface Message { id: number; at: number; from: number; to: number[] | null; text: string }
export interface RefereeDesk { refereeMoves: Move[]; canPreview: boolean; canChangeOptions: boolean }

export interface PageData { match: Snapshot; log: LogEntry[]; messages: Message[]; legal: Move[]; referee: RefereeDesk | null }

export interface GameInfo {
  id: string; name: Record<string, string>;
  options: { key: string; kind: string; label: Record<string, string>; help?: Record<string, string>; default?: unknown; choices?: { value: unknown; label: Record<string, string> }[] }[];
}

export interface Refusal { message: string; code?: string; detail?: string; rule?: string; move?: Move }
