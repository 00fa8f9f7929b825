/**
 * What the NIHON board's components share: the seat's view and legal orders (from the page), the
 * board's own UI state (which tab, what is selected, which target is being picked: Preact hooks in
 * index.tsx), and the one way to send an order. Passed down by a context so that the map, the
 * panel and the sheet never hold a copy of each other's state.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Lang, Move } from '../../../engine/contract';
import type { OrderSheet } from '../types';
import type { Ledger } from './ledger';
import type { Legal, RefereeView } from './model';

export type Tab = 'orders' | 'report' | 'clans' | 'sheets';
export type Sel = { kind: 'prov' | 'sea' | 'army' | 'char'; id: string };
/** A target being picked on the map for one unit: the candidate moves keyed by the place they name. */
export interface Picking { unit: string; label: string; byPlace: Map<string, Move> }

/** The board's own state: lives in Board's hooks, reset when the turn or the seat changes. */
export interface UiState {
  tab: Tab | null;
  sel: Sel | null;
  /** Army paths are picked one step at a time (byPlace recomputed from the legal moves). */
  picking: Picking | null;
  /** Army path being drawn: the kind chosen for the next step. */
  pathKind: Record<string, 'move' | 'attack' | 'crush'>;
  /** Order kind chosen for a character before its target. */
  kind: Record<string, string>;
  /** Referee: which clan's sheet is open (-1 = all). */
  refClan: number;
}

export const EMPTY_UI: UiState = { tab: null, sel: null, picking: null, pathKind: {}, kind: {}, refClan: -1 };

export interface Nh {
  view: RefereeView;
  lang: Lang;
  seatNames: string[];
  legal: Legal;
  sheet: OrderSheet;
  canEdit: boolean;
  busy: boolean;
  /** The expected treasury of the seat (null for the referee and spectators). */
  led: Ledger | null;
  ui: UiState;
  set(patch: Partial<UiState>): void;
  /** Send one order; `unit` names the row a refusal is shown next to. */
  play(move: Move, unit: string): void;
  select(sel: Sel | null): void;
  /** The refusal of the last order sent from this board, by the unit it concerned. */
  refusalFor(unit: string): string | null;
  /** Ids the last log entry touched (marked kit-last on the map). */
  touched: Set<string>;
  /**
   * How far the board has drawn itself (the kit's useDrawStages): 0 the first draw; 1 the map's
   * places (seas, provinces, links: about 1,200 elements, below the clan's head and final actions
   * on a phone); 2 the rest of the map (fleets, paths, names, marks); 3 the order sheet and the
   * list of places. Each in a task of its own after the previous is painted.
   */
  stage: number;
}

export const NhContext = createContext<Nh | null>(null);
export function useNh(): Nh {
  const c = useContext(NhContext);
  if (!c) throw new Error('NIHON board context missing');
  return c;
}
