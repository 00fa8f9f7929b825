/**
 * What the site's match page asks of a game's board renderer (worker/games/<id>/ui.ts).
 * The renderer draws the view and offers only the legal moves it is given; it never decides a
 * rule. It runs in the browser only (DOM), and the engine never imports it.
 */
import type { Lang, Move, Seat } from './contract';

export interface BoardContext<V = unknown> {
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
}

export interface BoardUi {
  render(root: HTMLElement, ctx: BoardContext): void;
}
