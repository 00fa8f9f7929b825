/**
 * What the site's match page asks of a game's board (worker/games/<id>/ui/index.tsx).
 *
 * A board is a Preact component: the page hands it the seat's view and legal moves, and it
 * returns elements. It keeps no DOM of its own between updates (Preact diffs; open panels and
 * focus survive because the elements survive), never decides a rule, and offers only the legal
 * moves it is given. It runs in the browser only; the engine never imports it, and it never
 * imports the engine's rules (only the game's data, view types and text module).
 */
import type { ComponentType } from 'preact';
import type { GameEvent, Lang, Move, Seat } from './contract';

/** The last change of the match, for the board to mark on the map ("what just happened"). */
export interface LastChange {
  /** Who made it: a seat, 'referee', 'bot' (timeout), 'standin' (an absence's stand-in) or 'deadline'. */
  by: string;
  seat: Seat | null;
  /** The events of the last log entry (what the seat may see of them). */
  events: GameEvent[];
}

export interface BoardProps<V = unknown> {
  view: V;
  /** The viewer's legal moves now (empty when not awaited, when replaying, or for spectators). */
  legalMoves: Move[];
  you: Seat | null;
  seatNames: string[];
  lang: Lang;
  /** Submit a move; resolves once the server answered (refusals are shown by the page). */
  play(move: Move): Promise<void>;
  /** The last refusal of a move from this page, if any (the page shows it too), to show next to the unit. */
  refusal?: { message: string; rule?: string; move?: Move } | null;
  /** The last entry of the log, or null at the start and while replaying. */
  lastChange?: LastChange | null;
  /** True while a move is on its way to the server: boards disable their buttons. */
  busy?: boolean;
  /**
   * The match ended outside its game (a resignation, an agreement, a cancellation after the
   * start: the snapshot's `ending`): the game's state still names a seat to move, but nobody moves
   * any more, so a board says no one's turn (the kit's Prompt draws nothing). Not set when the
   * game itself ended: its board says so in its own words.
   */
  ended?: boolean;
}

/** What worker/games/<id>/ui/index.tsx exports. */
export interface BoardModule {
  Board: ComponentType<BoardProps<any>>;
  /**
   * Optional: what the board must load before it first draws, for the page's language (a board
   * whose words are big ships one file per language and loads only the page's).
   */
  prepare?(lang: Lang): Promise<void>;
}

