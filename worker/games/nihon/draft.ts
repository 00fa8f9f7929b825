/**
 * Draft sheets row by row: one row per unit (`char:<id>`, `army:<n>`, `prov:<id>`, `fleets`,
 * `temporary-fleet`, `break-alliances`).
 *
 * Why rows: a draft built step by step can turn stale (another clan abandoned, the referee changed a
 * setting, a character died). Issue 14: one stale entry used to make every other step refused. Now
 * a step is judged by the whole-draft validator, but only for what it changes: it is accepted when
 * its own row is valid and it makes no other row invalid that was valid before. `legalSteps` uses
 * the same test (`stepOutcome`), so the steps offered are exactly the steps accepted.
 */
import type { NihonState, OrderSheet, SheetError } from './types';
import { validateSheet } from './validate';
import { parseUnit } from './move-schema';

/** The row (unit name) a validation error belongs to. */
export function rowOf(field: string): string {
  const m = /^(characters|armies|provinces)\.([^.[]+)/.exec(field);
  if (m) return `${m[1] === 'characters' ? 'char' : m[1] === 'armies' ? 'army' : 'prov'}:${m[2]}`;
  if (field.startsWith('fleets')) return 'fleets';
  if (field.startsWith('temporaryFleet')) return 'temporary-fleet';
  if (field.startsWith('breakAlliances')) return 'break-alliances';
  return field || 'sheet';
}

/** The errors of a sheet grouped by row. */
export function rowErrors(s: NihonState, seat: number, sheet: OrderSheet): Map<string, SheetError[]> {
  const out = new Map<string, SheetError[]>();
  for (const e of validateSheet(s, seat, sheet)) {
    const r = rowOf(e.field);
    const list = out.get(r);
    if (list) list.push(e); else out.set(r, [e]);
  }
  return out;
}

/** Copy of a sheet with one unit set. The unit must have been parsed (see move-schema.ts parseUnit). */
export function setUnit(sheet: OrderSheet, unit: string, order: unknown): OrderSheet | string {
  const u = parseUnit(unit);
  if (!u) return `unknown unit "${unit}" (char:<id>, army:<1-9>, prov:<id>, fleets, temporary-fleet, break-alliances)`;
  const out: OrderSheet = structuredClone(sheet);
  // Computed keys in literals create own properties (never the __proto__ setter); ids are safe anyway.
  if (u.kind === 'char') out.characters = { ...(out.characters ?? {}), [u.id]: structuredClone(order) as never };
  else if (u.kind === 'army') out.armies = { ...(out.armies ?? {}), [u.no]: structuredClone(order) as never };
  else if (u.kind === 'prov') out.provinces = { ...(out.provinces ?? {}), [u.id]: structuredClone(order) as never };
  else if (u.kind === 'fleets') out.fleets = structuredClone(order) as never;
  else if (u.kind === 'temporary-fleet') out.temporaryFleet = order as boolean;
  else out.breakAlliances = structuredClone(order) as never;
  return out;
}

/** Copy of a sheet without one unit (empty groups removed). */
export function clearUnit(sheet: OrderSheet, unit: string): OrderSheet {
  const out: OrderSheet = structuredClone(sheet);
  const u = parseUnit(unit);
  if (!u) return out;
  const drop = (k: 'characters' | 'armies' | 'provinces', id: string) => {
    const g = out[k];
    if (!g || !Object.prototype.hasOwnProperty.call(g, id)) return;
    delete g[id];
    if (!Object.keys(g).length) delete out[k];
  };
  if (u.kind === 'char') drop('characters', u.id);
  else if (u.kind === 'army') drop('armies', u.no);
  else if (u.kind === 'prov') drop('provinces', u.id);
  else if (u.kind === 'fleets') delete out.fleets;
  else if (u.kind === 'temporary-fleet') delete out.temporaryFleet;
  else delete out.breakAlliances;
  return out;
}

/** Is this unit present in the draft? */
export function hasUnit(sheet: OrderSheet, unit: string): boolean {
  const u = parseUnit(unit);
  if (!u) return false;
  const has = (g: object | undefined, id: string) => !!g && Object.prototype.hasOwnProperty.call(g, id);
  if (u.kind === 'char') return has(sheet.characters, u.id);
  if (u.kind === 'army') return has(sheet.armies, u.no);
  if (u.kind === 'prov') return has(sheet.provinces, u.id);
  if (u.kind === 'fleets') return sheet.fleets !== undefined;
  if (u.kind === 'temporary-fleet') return sheet.temporaryFleet !== undefined;
  return sheet.breakAlliances !== undefined;
}

export type StepOutcome = { ok: true; sheet: OrderSheet } | { ok: false; errors: SheetError[] };

/**
 * The one test of a step that sets a unit: its row must be valid and no row valid before may become
 * invalid. `before` is rowErrors of the current draft (computed once by legalSteps).
 */
export function stepOutcome(s: NihonState, seat: number, draft: OrderSheet, unit: string, order: unknown, before?: Map<string, SheetError[]>): StepOutcome {
  const next = setUnit(draft, unit, order);
  if (typeof next === 'string') return { ok: false, errors: [{ field: unit, code: 'bad-unit', message: next, rule: 'nihon/sheet' }] };
  const old = before ?? rowErrors(s, seat, draft);
  const now = rowErrors(s, seat, next);
  const errors: SheetError[] = [];
  for (const [row, list] of now) if (row === unit || !old.has(row)) errors.push(...list);
  return errors.length ? { ok: false, errors } : { ok: true, sheet: next };
}

/** Stale rows of a draft: the rows the validator refuses now, with why. */
export function staleRows(s: NihonState, seat: number, sheet: OrderSheet | null): { unit: string; field: string; code: string; message: string; rule: string }[] {
  if (!sheet) return [];
  const out: { unit: string; field: string; code: string; message: string; rule: string }[] = [];
  for (const [unit, list] of rowErrors(s, seat, sheet)) for (const e of list) out.push({ unit, ...e });
  return out;
}

/**
 * The sheet that goes to resolution: stale rows dropped. Dropping a row can make another row stale
 * (a character joining a dropped new army), so this repeats until the sheet is valid.
 */
export function dropStale(s: NihonState, seat: number, sheet: OrderSheet): { sheet: OrderSheet; dropped: string[] } {
  let cur = sheet;
  const dropped: string[] = [];
  for (let i = 0; i < 8; i++) {
    const errs = rowErrors(s, seat, cur);
    if (!errs.size) break;
    for (const row of errs.keys()) {
      if (hasUnit(cur, row)) { cur = clearUnit(cur, row); dropped.push(row); }
      else { cur = {}; dropped.push(row); } // an error outside any row: the sheet itself is malformed
    }
  }
  if (validateSheet(s, seat, cur).length) return { sheet: {}, dropped: [...dropped, 'sheet'] };
  return { sheet: cur, dropped };
}
