/** What the NIHON board remembers between renders (the page re-renders it after every update). */
export type Tab = 'orders' | 'report' | 'clans' | 'sheets';
export type Sel = { kind: 'prov' | 'sea' | 'army' | 'char'; id: string };
/** A target being picked on the map for one unit: the candidate moves keyed by the place they name. */
export interface Picking { unit: string; label: string; byPlace: Map<string, import('../../../engine/contract').Move> }

export const st = {
  tab: null as Tab | null,
  sel: null as Sel | null,
  picking: null as Picking | null,
  /** Army path being drawn: the kind chosen for the next step. */
  pathKind: {} as Record<string, 'move' | 'attack' | 'crush'>,
  /** Order kind chosen for a character before its target. */
  kind: {} as Record<string, string>,
  zoom: { k: 1, cx: -1, cy: -1 },
  wide: false,
  busy: false,
  /** Last refusal per unit, shown next to it. */
  refusals: {} as Record<string, string>,
  /** Referee: which clan's sheet is open (-1 = all). */
  refClan: -1,
  key: '',
};
