/**
 * Stale rows of the draft (issue 14): an entry the rules refuse now, because the game changed after it
 * was given. Each is named on its own with why and a Clear button; the other rows stay editable, and
 * resolution drops only the stale ones.
 */
import { el, type HEl } from './dom';
import { charName, provName } from './model';
import type { SheetCtx } from './sheet';
import { w } from './text';

/** A draft row's key (`char:<id>`, `army:<n>`, `prov:<id>`, `fleets`, …) in the words of the sheet's own headings. */
function rowName(c: SheetCtx, unit: string): string {
  const colon = unit.indexOf(':');
  const kind = colon < 0 ? unit : unit.slice(0, colon);
  const id = unit.slice(colon + 1);
  if (kind === 'char') return charName(c.view, id);
  if (kind === 'army') return `${w('army', c.lang)} ${id}`;
  if (kind === 'prov') return provName(id);
  if (kind === 'fleets' || kind === 'temporary-fleet') return w('fleets', c.lang);
  if (kind === 'break-alliances') return w('alliances', c.lang);
  return unit;
}

export function staleList(c: SheetCtx): { unit: string; message: string }[] {
  return c.view.me?.stale ?? [];
}

export function staleBox(c: SheetCtx): HEl | null {
  const list = staleList(c);
  if (!list.length) return null;
  const units = [...new Set(list.map((x) => x.unit))];
  return el('div', { className: 'warn nh-stale', 'data-stale': units.join(' '), role: 'status' },
    el('p', {}, w('staleOrders', c.lang)),
    el('ul', {}, ...units.map((u) => el('li', { 'data-stale-row': u },
      `${rowName(c, u)}: ${list.filter((x) => x.unit === u).map((x) => x.message).join('; ')} `,
      c.canEdit ? el('button', { type: 'button', className: 'secondary small', 'data-clear-stale': u, onclick: () => c.play({ type: 'clear-order', unit: u }, u) }, w('clear', c.lang)) : null))));
}
