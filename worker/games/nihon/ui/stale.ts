/**
 * Stale rows of the draft (issue 14): an entry the rules refuse now, because the game changed after it
 * was given. Each is named on its own with why and a Clear button; the other rows stay editable, and
 * resolution drops only the stale ones.
 */
import { el, type HEl } from './dom';
import type { SheetCtx } from './sheet';
import { w } from './text';

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
      `${u}: ${list.filter((x) => x.unit === u).map((x) => x.message).join('; ')} `,
      c.canEdit ? el('button', { type: 'button', className: 'secondary small', 'data-clear-stale': u, onclick: () => c.play({ type: 'clear-order', unit: u }, u) }, w('clear', c.lang)) : null))));
}
