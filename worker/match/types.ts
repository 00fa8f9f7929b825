/**
 * The shapes the match object keeps and answers with. The API and the site read these; the
 * object's modules (store, play, clock, live, …) share them.
 */
import type { GameEvent, GameResult, Lang, Move, Seat } from '../engine/contract';
import type { LoggedBy } from '../engine/replay';
import type { ApiError } from '../errors';
import type { User } from '../env';
import type { Hook } from '../notify/outbox';
import type { Schedule } from '../schedule';
import type { AbsenceSummary } from './absence';
import type { SeenMark } from './seen';
import type { SpectatePolicy, SpectatorsSummary } from './spectators';

/** docs/players.md "The life of a match": open → active → finished, or cancelled / expired. */
export type MatchStatus = 'open' | 'active' | 'finished' | 'cancelled' | 'expired';

/** How a match ended other than by its game's last move (worker/match/lifecycle.ts). */
export interface MatchEnding {
  how: 'resign' | 'agreement' | 'draw' | 'cancelled' | 'expired';
  at: number;
  /** The result of a finished match ended outside its game (worker/engine/ending.ts); null when cancelled or expired. */
  result: GameResult | null;
  /** Why, in a word: `creator`, `referee`, `players` (agreed), `empty` (everyone left), `unjoined` (expired). */
  why?: string;
}

/** A pending proposal to end the match (lifecycle.ts): every active player must accept; it lapses at the next deadline. */
export interface EndProposal {
  kind: 'end' | 'draw' | 'cancel';
  by: Seat;
  at: number;
  accepted: Seat[];
  /** The deadline at which it lapses (null: the match has no deadline now, it stays until withdrawn). */
  lapsesAt: number | null;
}

/** A player who left a running match: the seat went to the bot and is offered to a replacement. */
/**
 * A player who left a running match. `version`: the match's version from which the seat was no
 * longer theirs (log entries at lower indexes were their moves and their steps; absent on
 * departures recorded before it was kept).
 */
export interface Departure { seat: Seat; user: User; how: 'resigned' | 'missed' | 'deleted'; at: number; version?: number }

/** The seat number of the referee in the log, the messages and the index. */
export const REFEREE_SEAT = -1;

export interface MatchMeta {
  id: string;
  game: string;
  players: number;
  options: unknown;
  moveSeconds: number | null;
  /** Per kind of wait (the game's timerKinds), seconds overriding moveSeconds. */
  timerPerKind: Record<string, number> | null;
  schedule: Schedule | null;
  seed: string;
  seedHash: string;
  status: MatchStatus;
  seats: (User | null)[];
  /** Plays no seat, sees everything, runs the table. */
  referee: User | null;
  creatorId: string;
  createdAt: number;
  /** The site's origin when the match was made, for links in notifications. */
  origin: string;
  /** Set while the referee has paused the match: the time left on the deadline then. */
  paused: { at: number; remainingMs: number | null } | null;
  /** Seats whose account was deleted: the bot plays them at their deadline (within a minute when the match has no timer). */
  abandoned?: Seat[];
  /** The result changes the players' ratings (chosen at creation; absent in matches made before ratings: unrated). */
  rated?: boolean;
  /** On a finished match: its rematch, once a player asked for it. */
  rematch?: { id: string; declinedBy?: string };
  /** On a rematch: the match it repeats, and the user each seat is kept for (only they may take it). */
  rematchOf?: string;
  invited?: (User | null)[];
  /** Days of deadline extension each seat may use for declared absences (worker/match/absence.ts); absent in older matches: the default. */
  absenceDays?: number;
  /** Listed in the public lobby while seats are free (absent in older matches: private). */
  public?: boolean;
  /** The language the creator chose for the table (absent in older matches: en). */
  tableLang?: TableLang;
  /** Set by the referee: who may watch while the match is played (absent: the game's default; see spectators.ts). */
  spectate?: SpectatePolicy;
  /** Bot seats the creator handed to a person during the match: the bot plays them until someone joins (bot-seats.ts). */
  handOver?: Seat[];
  /** How strongly the bot seats play: easy (the heuristic bot) or a search level (bot-seats.ts); absent: easy. */
  botLevel?: 'easy' | 'medium' | 'hard';
  /** Days an open match waits for its free seats before it expires (lifecycle.ts; absent in older matches: 14). */
  expireDays?: number;
  /** When every seat was taken (absent in matches started before it was kept). */
  startedAt?: number;
  /** Set once the match ended other than by its game (resigned, agreed, cancelled, expired). */
  ending?: MatchEnding;
  /** A pending proposal to end (or cancel, or draw) the match. */
  proposal?: EndProposal;
  /** Players who left the running match (resigned, missed too many deadlines): their seats went to the bot. */
  departed?: Departure[];
  /** Deadlines missed in a row per seat (the bot played it at its deadline), reset by the player's own move. */
  misses?: Record<string, number>;
  /** After this many deadlines missed in a row, the seat is offered to a replacement (0 or absent: never). */
  replaceAfterMisses?: number;
  /** The reliability (percent of deadlines met, docs/_incoming/reliability.md) a joiner needs; absent: none. */
  minReliability?: number;
  /** The table refuses bot accounts (docs/bots.md "Bot accounts"); absent: they may join. */
  noBotAccounts?: true;
}

export type TableLang = Lang;

export interface Deadline {
  at: number;
  /** The seats awaited when it was set: a seat newly awaited gets a deadline of its own. */
  seats?: Seat[];
  /** What the deadline belongs to: a version (move timer) or a phase (schedule). A deadline whose key is not current is stale. */
  key: string;
  /** When it was set: deadline warnings that would fall before it are not sent. */
  setAt?: number;
  /** Set when absences extended it: its own time, the extended one, and the extension charged per seat (ms). */
  absence?: { baseAt: number; at: number; charged: Record<string, number> };
}

/** Who is looking: a seat, the referee, or a spectator (seat null, not referee). */
/** `signedIn`: a spectator who is logged in (worker/match/names.ts: a profile for logged-in users is named to them). */
export interface Viewer { seat: Seat | null; referee: boolean; signedIn?: boolean }

export interface HookSummary { id: string; kind: Hook['kind']; status: Hook['status']; reason?: string; url?: string }

export interface LogEntry {
  index: number;
  seat: Seat;
  by: LoggedBy;
  at: number;
  /** Only the mover (and the referee) sees a move before the end (moves may be secret: bids, orders); everyone sees events. */
  move?: Move;
  events: GameEvent[];
}

/** A message at the table: public (`to` null) or private to some seats (and its author). From -1: the referee. */
export interface MatchMessage {
  id: number;
  at: number;
  from: Seat;
  to: Seat[] | null;
  text: string;
}

export interface MatchSnapshot {
  id: string;
  game: string;
  status: MatchStatus;
  version: number;
  players: number;
  options: unknown;
  moveSeconds: number | null;
  timerPerKind: Record<string, number> | null;
  schedule: Schedule | null;
  /** `username` null: a free seat, or (`unnamed`) a person this viewer may not read the name of (worker/match/names.ts). */
  seats: { seat: Seat; username: string | null; unnamed?: true; botAccount?: true }[];
  referee: string | null;
  you: { seat: Seat } | { seat: null; referee: true } | null;
  awaiting: Seat[];
  deadline: number | null;
  paused: boolean;
  view: unknown;
  seedHash: string;
  /** Revealed only once the match is finished. */
  seed?: string;
  result: GameResult | null;
  /** Whether the result changes the players' ratings. */
  rated: boolean;
  /** Listed in the public lobby while seats are free. */
  public: boolean;
  /** The table's language, chosen by the creator. */
  lang: TableLang;
  /** The rematch of this finished match, once offered. */
  /** `declinedBy` null: declined by someone this viewer may not read the name of. */
  rematch: { id: string; declinedBy?: string | null } | null;
  /** A rematch: the match it repeats, and who each seat is kept for (accepted: they took it). */
  rematchOf: string | null;
  invited: { seat: Seat; username: string; accepted: boolean }[] | null;
  createdAt: number;
  /** Notification hooks: kind and status for everyone, the URL for the creator only. */
  hooks: HookSummary[];
  /** Declared absences of the seats (end and mode only) and the allowance each seat used. */
  absence: AbsenceSummary;
  /** What the caller's own seat (or the referee) last saw, as recorded by POST …/seen; null when never. */
  seen: SeenMark | null;
  /** Spectating: the policy, how many watch now, and the version a delayed spectator is shown (spectators.ts). */
  spectators: SpectatorsSummary;
  /** Seats the built-in bot plays (bot-seats.ts), and those of them handed to the next person who joins. */
  bots: Seat[];
  handOver: Seat[];
  /** The caller created the match (may seat and unseat the bot). */
  youCreated: boolean;
  /** How strongly the bot seats play (easy: the heuristic bot; medium, hard: the search bot). */
  botLevel: 'easy' | 'medium' | 'hard';
  /** Set once the match ended other than by its game's last move (resign, agreement, draw, cancelled, expired). */
  ending: MatchEnding | null;
  /** A pending proposal to end the match (every active player must accept; withdrawn by its author). */
  proposal: EndProposal | null;
  /** An open match: when it expires if its seats are not all taken by then. */
  expiresAt: number | null;
  /** Players who left the running match, and the seat each left (offered to a replacement while in `handOver`). */
  departed: { seat: Seat; username: string; how: Departure['how']; at: number; version?: number }[];
  /** Deadlines missed in a row after which a seat is offered to a replacement (0: never). */
  replaceAfterMisses: number;
  /** The reliability (percent of deadlines met) a player needs to join or take a seat; null: none. A player with too little history may join. */
  minReliability: number | null;
  /** Whether bot accounts may join (docs/bots.md "Bot accounts"). */
  botAccounts: boolean;
  /** What the caller may do now (the match page's buttons): leave, cancel, resign, propose or answer an end. */
  can: { leave: boolean; cancel: boolean; resign: boolean; propose: ('end' | 'draw' | 'cancel')[]; answer: boolean };
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ApiError };
export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const fail = (error: ApiError): Outcome<never> => ({ ok: false, error });

/** What the API gives to create a match: the meta's settings, the creator, and who referees. */
export type CreateInput = Pick<MatchMeta, 'id' | 'game' | 'players' | 'options' | 'moveSeconds' | 'timerPerKind' | 'schedule' | 'seed' | 'seedHash' | 'origin' | 'rated' | 'absenceDays' | 'public' | 'tableLang' | 'botLevel' | 'expireDays' | 'replaceAfterMisses' | 'minReliability' | 'noBotAccounts'> & {
  creator: User;
  /** The creator referees instead of taking the first seat. */
  referee: boolean;
  /** Seats the bot fills at creation (bot-seats.ts); the match is then unrated. */
  bots?: Seat[];
  /** The creator has a verified address with mail on (worker/match/mail.ts). */
  creatorMail?: boolean;
  /** The creator has a subscribed browser with push on (worker/push/). */
  creatorPush?: boolean;
};

/**
 * A referee's action. Actions that change the game name the version they act on (`version`): a
 * repeat (a double click, a click racing the deadline's alarm) then finds another version and is
 * refused with 409 instead of applying twice.
 */
export type RefereeAction =
  | { action: 'pause'; version?: number } | { action: 'resume'; version?: number }
  | { action: 'extend'; until: number; version?: number }
  | { action: 'resolve'; version: number } | { action: 'preview' }
  // `revocations`: the new player's ended sessions, refused here from the start (worker/auth.ts Revocations).
  | { action: 'replace'; seat: Seat; user: User; version?: number; revocations?: { sessions: Record<string, number>; before: number | null } }
  | { action: 'options'; options: unknown; reason: string; version?: number }
  | { action: 'move'; move: Move; version: number }
  | { action: 'spectators'; policy: SpectatePolicy; version?: number };

// The export's types live with the pure function that builds it.
export type { ExportedMove, ExportReader, MatchExport } from '../engine/export';

/** Who a socket belongs to; its seat is looked up at each send, so a seat change applies at once. */
export interface SocketTag {
  userId: string | null;
  /** The session the socket was opened with: revoked on logout. */
  sessionId: string | null;
  /** Its SHA-256 (how D1 names an ended session: Revocations); absent on sockets of older versions. */
  sessionHash?: string | null;
  /** When that session expires (epoch ms): the socket is closed then. */
  expiresAt: number | null;
  /** Opened with `?patch=1`: updates carry JSON Patches (live-patch.ts). */
  patches?: boolean;
}

/** GET /api/matches/:id/page: what the match page draws, in one call. */
export interface MatchPage {
  match: MatchSnapshot;
  log: LogEntry[];
  messages: MatchMessage[];
  /** The caller's legal moves (empty unless a seated player of an active match). */
  legal: Move[];
  /** The referee's console, for the referee only. */
  referee: { refereeMoves: Move[]; canPreview: boolean; canChangeOptions: boolean } | null;
}
