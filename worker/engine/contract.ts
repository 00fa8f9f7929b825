/**
 * The engine contract shared by every game.
 *
 * A game is a plain definition (in the spirit of boardgame.io): pure functions over a JSON state.
 * No Worker, DOM or clock inside. Randomness only comes from the seeded generator kept in the state
 * (see rng.ts), so a match replays exactly from its seed and its move log.
 *
 * The platform (the match Durable Object, the HTTP API, the site, the bots) only ever speaks
 * through this interface, so a new game is one folder under worker/games/ and one line in
 * worker/games/registry.ts.
 */

import type { CorrectionSpec } from './corrections';

import type { MoveSchema } from './move-schema';

export type Seat = number;
/** Every language a player reads Tenka in: the one list (the site's i18n, mails, tables, previews use it). */
export const LANGS = ['en', 'fr', 'de'] as const;
export type Lang = (typeof LANGS)[number];
/** Whether a value names one of LANGS. */
export const isLang = (x: unknown): x is Lang => (LANGS as readonly unknown[]).includes(x);

/** Text in the three languages of the site. */
export type Localized = Record<Lang, string>;

/** A move is a small JSON object with a `type`; each game narrows it. */
export interface Move {
  type: string;
  [key: string]: unknown;
}

/**
 * Something that happened, for the log, the board animation and the notifications.
 * `rule` is the id of the rules-reference section that governs it (e.g. "sengoku/war/reinforcements").
 * `private` events are only shown to the listed seats (e.g. a card drawn); the platform filters them.
 */
export interface GameEvent {
  type: string;
  rule?: string;
  /** When set, only these seats may see the event (others see nothing of it). */
  visibleTo?: Seat[];
  [key: string]: unknown;
}

/** Why a move was refused: a machine code, words for a person, and the rule that decided it. */
export interface Rejection {
  code: string;
  message: string;
  rule: string;
}

export type ApplyResult<S> =
  | { ok: true; state: S; events: GameEvent[] }
  | { ok: false; rejection: Rejection };

export interface ResultEntry {
  seat: Seat;
  score: number;
  /** 1 for the winner(s); equal places for a shared result. */
  place: number;
  /** Words explaining the tie-break that placed this seat, when one was needed. */
  tiebreak?: string;
  [key: string]: unknown;
}

export interface GameResult {
  winners: Seat[];
  ranking: ResultEntry[];
}

/** How one game option is shown on the create form and validated. */
export type OptionSpec =
  | { key: string; kind: 'boolean'; default: boolean; label: Localized; help?: Localized }
  | { key: string; kind: 'choice'; default: string; choices: { value: string; label: Localized }[]; label: Localized; help?: Localized };

export type ParsedOptions<O> = { ok: true; options: O } | { ok: false; field: string; message: string };

export interface SetupInput<O> {
  players: number;
  options: O;
  /** The match seed: a string with at least 128 random bits, hashed into the generator. */
  seed: string;
}

export interface GameDefinition<S = any, M extends Move = Move, O = any, V = unknown> {
  id: string;
  name: Localized;
  minPlayers: number;
  maxPlayers: number;
  options: OptionSpec[];
  /**
   * Optional: how matches of this game are usually run, to preselect the create form: a referee
   * seat, and deadlines on a calendar (NIHON: Sunday and Thursday at midnight) rather than a timer.
   */
  defaults?: {
    referee?: boolean; schedule?: { kind: 'weekly'; days: number[]; time: string } | { kind: 'every'; hours: number };
    /** Who may watch while a match is played (worker/match/spectators.ts); absent: live. */
    spectate?: { mode: 'live' } | { mode: 'delayed'; phases: number } | { mode: 'forbidden' };
  };
  /**
   * Optional: what a group may correct in this game's component data (worker/engine/corrections.ts).
   * A set the creator picks arrives in the options as `corrections`; parseOptions validates it with
   * this spec and the game applies it in every call, so the export replays with the same data.
   */
  corrections?: CorrectionSpec;
  /** Validate and complete the game's own options (defaults filled in). */
  parseOptions(raw: unknown, players: number): ParsedOptions<O>;
  setup(input: SetupInput<O>): S;
  /** Optional: what set-up did (castles placed, cards revealed), for the log. Public events only. */
  setupEvents?(state: S): GameEvent[];
  /**
   * Optional: a short key naming the current phase (e.g. "deployment", "season-2/war"). When it
   * changes, the platform tells the match's Discord channel and webhooks that a phase resolved.
   */
  phase?(state: S): string;
  /** Seats that must act now; several for simultaneous phases; empty when the game is over. */
  awaiting(state: S): Seat[];
  /** Every legal move of a seat now, as small JSON steps; empty when the seat is not awaited. */
  legalMoves(state: S, seat: Seat): M[];
  /** Apply a move. Must not mutate `state`. A refusal changes nothing. */
  applyMove(state: S, seat: Seat, move: M): ApplyResult<S>;
  /** What a seat (or a spectator, seat null) may see: never the generator state, nothing hidden. */
  view(state: S, seat: Seat | null): V;
  /** The final result, or null while the game goes on. */
  result(state: S): GameResult | null;
  /**
   * Optional: what a deadline does to the seats still awaited. Default: the bot plays for each of
   * them. A game of simultaneous orders resolves its turn instead (missing sheets keep standing
   * orders). Must be deterministic: it is logged and replayed.
   */
  onDeadline?(state: S, seats: Seat[]): { state: S; events: GameEvent[] };
  /** Optional: what a referee (a seat that plays no side) sees: everything. Default: the spectator view. */
  refereeView?(state: S): V;
  /** Optional: the actions only a referee may take now (e.g. apply a clan-abandonment option). */
  refereeMoves?(state: S): M[];
  applyRefereeMove?(state: S, move: M): ApplyResult<S>;
  /** Optional: change the game's options between turns (a referee's settings edit). */
  updateOptions?(state: S, options: O): ApplyResult<S>;
  /**
   * Optional: the kind of wait now (e.g. "tea", "bid", "mandate-part"), so a match can give each kind
   * its own timer (`timerKinds` lists them for the create form). A deadline then covers one wait of
   * that kind: it is set when the kind changes or a new seat is awaited, not at every step.
   */
  timerKind?(state: S): string;
  timerKinds?: { key: string; label: Localized }[];
  /** Optional: moves a seat may make while not awaited (gifts, answers to deals); the platform lets them through to applyMove. */
  freeMoves?(state: S, seat: Seat): M[];
  /** Optional: the move made for a seat whose time ran out (default: botMove); null when there is none. */
  timeoutMove?(state: S, seat: Seat): M | null;
  /**
   * Optional: the seats that may ever read this move (besides its mover and the referee), when it
   * stays private after the end too (Rising Sun's deal terms). Default: every move is public once
   * the match is over (orders, bids). The log and the export leave such a move out for others.
   */
  keepsPrivate?(move: M, seat: Seat): Seat[] | null;
  /**
   * Optional, for the end-of-match page (worker/match/summary.ts): each seat's standing now (score,
   * points, prestige), one number per seat, named by `scoreLabel`. The platform replays the log
   * once, when the match ends, to chart it, and ends the chart on the result's final scores.
   */
  scoreTrack?(state: S): number[];
  scoreLabel?: Localized;
  /** Optional: whether a public event is a key moment of the match (a battle won, a season scored), listed on the end page. */
  keyMoment?(event: GameEvent): boolean;
  /**
   * Optional, for the search bot (worker/engine/search-bot.ts): a world the seat cannot tell from
   * this one, every fact hidden from it redrawn (hidden cards, draw piles, the generator's seed);
   * a position's worth for a seat (higher is better, about one point per point of score); and a
   * cheap move for playouts when `botMove` is too slow to play thousands of times.
   */
  determinize?(state: S, seat: Seat, random: () => number): S;
  evaluate?(state: S, seat: Seat): number;
  /**
   * Optional: a playout's worth for the seat, in [0, 1], instead of the search's common one (a win
   * 0.9, the score margin 0.1, `evaluate` squashed where the playout stopped): for a game whose
   * search should also make points once it wins (search-bot.ts `reward`).
   */
  searchReward?(state: S, seat: Seat): number;
  playoutMove?(state: S, seat: Seat, random: () => number): M;
  /** Optional: whether a decision is worth a search (the others take `followMove`): the strategic ones, where playouts pay. */
  searchPoint?(state: S, seat: Seat): boolean;
  /** Optional: a searching bot's move at a decision not worth a search, when it should follow the search's own estimate rather than `botMove`'s. */
  followMove?(state: S, seat: Seat, random: () => number): M;
  /**
   * Optional: the moves a search weighs, for a game whose legal moves are atomic steps (an order
   * sheet built one row at a time): a few whole candidates, drawn from what the seat knows.
   */
  searchCandidates?(state: S, seat: Seat, random: () => number): M[];
  /** Optional: a cap on a playout's steps, for a game whose steps are costly (a whole turn resolves). */
  searchDepth?: number;
  /** Optional: the game's own budgets per level (playouts, depth), where its playouts cost more than most. */
  searchLevels?: Partial<Record<'medium' | 'hard', { playouts: number; depth: number }>>;
  /**
   * Optional: the easy level's slips (search-bot.ts `easyMove`) where the common ones leave it as
   * strong as the heuristic: how often it slips, and whether a slip plays the move `evaluate` judges
   * worst one step ahead rather than a random one (for a game whose heuristic a random move matches).
   */
  easySlips?: { rate: number; worst: boolean };
  /**
   * Optional, for a match that ends by agreement of its players (worker/engine/ending.ts): the
   * result if the match ended now, by the game's own scoring and tie-breaks at this moment. Default:
   * places by `scoreTrack`, equal scores sharing a place.
   */
  standings?(state: S): GameResult;
  /** Optional: the players may agree on a draw (every seat shares first place). Default: not offered. */
  drawAllowed?: boolean;
  /**
   * Optional: what the game's own rules do with a seat whose player resigns from a match that goes
   * on (three players or more), e.g. NIHON's clan abandonment. Deterministic: it is logged and
   * replayed. Absent, or null for this state: nothing changes and the bot plays the seat from then on.
   */
  onResign?(state: S, seat: Seat): { state: S; events: GameEvent[] } | null;
  /**
   * Optional: the shape of every move kind (worker/engine/move-schema.ts), for whatever checks moves
   * from outside the engine: the shared hostile-input tests seed their attacks with one well-shaped
   * move of each kind. `freeText`: fields a player fills with their own words, and a move that
   * carries some (no state offers it), so those fields are attacked too.
   */
  moveSchema?: MoveSchema;
  /**
   * Optional: the top-level fields of the game's view (what `viewFor` returns), each with a short
   * description in English for bot authors (GET /api/games/:game/moves.schema.json, `$defs.view`).
   */
  viewFields?: Readonly<Record<string, string>>;
  freeText?: { fields: string[]; example: M };
  /**
   * Optional: how tools that play the game blind size it (the shared fuzzers, hostile-input and
   * standings tests), so no shared test names a game. `weight`: the cost of one uniform-random game
   * relative to a Sengoku game (heavier games play fewer); `stepCap`: the steps such a game may take;
   * `randomPlayEnds`: whether it reaches its end within them (NIHON's random order sheets wander).
   */
  blindPlay?: { weight: number; stepCap: number; randomPlayEnds: boolean };
  /** The built-in bot: picks one legal move for the seat (used on timeouts and by fuzzers). */
  botMove(state: S, seat: Seat, random: () => number): M;
  /** Words for an event or a move, for the log and notifications. Public events only. */
  describeEvent(event: GameEvent, lang: Lang, seatNames: string[]): string;
  describeMove(move: M, lang: Lang): string;
  /**
   * A whole turn written as text, for games played by mail with a command language (NIHON's order
   * sheet, issue 31). `read` is null when the text is not orders (the mail is then read as numbered
   * choices); its moves are played one after another through the same path as the API. `write` gives
   * the seat's current orders in that language (what is sent back can be sent again unchanged).
   */
  writtenOrders?: {
    read(text: string, lang: Lang): { moves: M[] } | { errors: { line: number; reason: string }[] } | null;
    write(state: S, seat: Seat, lang: Lang): string;
  };
  /**
   * Optional: why `move` is refused in `state`, in the reader's language, for a mail's answer
   * (issue 31: the engine's refusal message is a developer's English); null when the game has no
   * words for it (the platform's words for the refusal then stand alone).
   */
  refusalWords?(state: S, seat: Seat, move: M, lang: Lang): string | null;
}

/** A legal-move picker every game can use as its bot. */
export function randomLegalMove<S, M extends Move>(game: Pick<GameDefinition<S, M>, 'legalMoves'>, state: S, seat: Seat, random: () => number): M {
  const moves = game.legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`seat ${seat} has no legal move`);
  return moves[Math.floor(random() * moves.length)]!;
}

/** Structural equality of JSON values (key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => jsonEqual(x, bb[i]));
  }
  const ka = Object.keys(a as object).filter((k) => (a as any)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as any)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => jsonEqual((a as any)[k], (b as any)[k]));
}

export function reject(code: string, message: string, rule: string): { ok: false; rejection: Rejection } {
  return { ok: false, rejection: { code, message, rule } };
}
