/** Small pieces the editors share: the refusal shown next to its row, the "pick on the map" mark. */
import { createContext, type ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import { useNh, type Sel } from './state';

/** The server's refusal of the last order sent for this row, next to it (the page shows it too). */
export function Refusal({ unit }: { unit: string }) {
  const text = useNh().refusalFor(unit);
  return text ? <div class="nh-refusal" data-refusal={unit} role="alert">{text}</div> : null;
}

/** A name that opens its own sheet. */
export function UnitLink({ sel, children }: { sel: Sel; children: ComponentChildren }) {
  const { select } = useNh();
  return <a href="#" class="unit-link" data-goto={`${sel.kind}:${sel.id}`} onClick={(e) => { e.preventDefault(); select(sel); }}>{children}</a>;
}

/** A small crosshair: "pick the target on the map" (decorative: the button has its own name). */
export function Crosshair() {
  return (
    <svg viewBox="-8 -8 16 16" width="16" height="16" aria-hidden="true">
      <circle r="5" fill="none" stroke="currentColor" stroke-width="1.6" />
      <path d="M0 -8V-3M0 3V8M-8 0H-3M3 0H8" stroke="currentColor" stroke-width="1.6" />
    </svg>
  );
}

/** Where an editor is drawn: the same unit's editor is in the sheet and in the panel of the selection. */
export const WhereContext = createContext<'sheet' | 'panel'>('sheet');
/**
 * A stable, unique id for a control of a unit ("nh-sheet-char-kibe_subaru-kind"): labels point at it,
 * and the match page gives the focus back by id after it redraws around the board.
 */
export function useFieldId(unit: string): (field: string) => string {
  const where = useContext(WhereContext);
  return (field) => `nh-${where}-${unit.replace(/[^A-Za-z0-9_-]/g, '-')}-${field}`;
}

/**
 * A wide table that scrolls sideways on a phone: focusable and named, so that a keyboard can scroll
 * it (tables of links and fields are scrolled by tabbing through them and use a plain div).
 */
export function ScrollTable({ label, children }: { label: string; children: ComponentChildren }) {
  return <div class="table-scroll" tabIndex={0} role="region" aria-label={label}>{children}</div>;
}
