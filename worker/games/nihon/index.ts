/**
 * NIHON: the automatic adjudicator of a refereed play-by-email game of simultaneous orders and fog of
 * war (rules: shared/seeds/nihon-pbem-rules-fr.txt). Each turn is one simultaneous phase: every clan
 * drafts an order sheet (whole or step by step), marks it final, and the turn resolves when all have.
 */
import { reject, type GameDefinition, type GameEvent, type Seat } from '../../engine/contract';
import { abandonClan } from './abandon';
import { randomSheet } from './bot';
import { describeNihonEvent, describeNihonMove } from './describe';
import { resolveTurn } from './resolve';
import { R } from './rule-ids';
import { DEFAULT_SETTINGS, OPTION_SPECS, mergeSettings, parseSettings, type NihonSettings } from './settings';
import { setupState } from './setup';
import type { ArmyEntry, CharOrder, FleetEntry, NihonMove, NihonState, OrderSheet, ProvinceEntry } from './types';
import { validateSheet } from './validate';
import { buildView, refereeView, type NihonView } from './view';
import { legalSteps } from './steps';

export { validateSheet } from './validate';
export { resolveTurn } from './resolve';
export { buildView, refereeView, reportFor } from './view';
export { abandonClan } from './abandon';
export { randomSheet } from './bot';
export { NIHON_RULE_IDS } from './rule-ids';
export { SETTINGS, DEFAULT_SETTINGS, mergeSettings, parseSettings } from './settings';
export { checkPath } from './validate';
export type { NihonState, OrderSheet, NihonMove, NihonView, NihonSettings };

function activeSeats(s: NihonState): Seat[] {
  return s.clans.map((_, i) => i).filter((i) => s.clans[i]!.status !== 'abandoned');
}

/** Apply a change to one unit of a draft sheet. */
export function setUnit(sheet: OrderSheet, unit: string, order: unknown): OrderSheet | string {
  const out: OrderSheet = structuredClone(sheet);
  const [kind, key] = unit.split(':') as [string, string | undefined];
  if (kind === 'char' && key) { out.characters = { ...(out.characters ?? {}), [key]: order as CharOrder }; }
  else if (kind === 'army' && key) { out.armies = { ...(out.armies ?? {}), [key]: order as ArmyEntry }; }
  else if (kind === 'prov' && key) { out.provinces = { ...(out.provinces ?? {}), [key]: order as ProvinceEntry }; }
  else if (kind === 'fleets') { out.fleets = order as FleetEntry[]; }
  else if (kind === 'temporary-fleet') { out.temporaryFleet = order as boolean; }
  else if (kind === 'break-alliances') { out.breakAlliances = order as string[]; }
  else return `unknown unit "${unit}" (char:<id>, army:<1-9>, prov:<id>, fleets, temporary-fleet, break-alliances)`;
  return out;
}

export function clearUnit(sheet: OrderSheet, unit: string): OrderSheet {
  const out: OrderSheet = structuredClone(sheet);
  const [kind, key] = unit.split(':') as [string, string | undefined];
  if (kind === 'char' && key && out.characters) delete out.characters[key];
  else if (kind === 'army' && key && out.armies) delete out.armies[key];
  else if (kind === 'prov' && key && out.provinces) delete out.provinces[key];
  else if (kind === 'fleets') delete out.fleets;
  else if (kind === 'temporary-fleet') delete out.temporaryFleet;
  else if (kind === 'break-alliances') delete out.breakAlliances;
  return out;
}

/** Resolve the turn now (deadline reached): missing sheets keep standing orders. */
export function forceResolve(s: NihonState): { state: NihonState; events: GameEvent[] } {
  const r = resolveTurn(s);
  const events = [...r.events, { type: 'turn-resolved', rule: R.turnResolved, turn: s.turn }];
  return { state: r.state, events };
}

export const nihon: GameDefinition<NihonState, NihonMove, NihonSettings, NihonView> = {
  id: 'nihon',
  name: { en: 'Nihon', fr: 'Nihon', de: 'Nihon' },
  minPlayers: 2,
  maxPlayers: 6,
  options: OPTION_SPECS,
  // The rulebook's table: a referee, and orders due Sunday and Thursday at midnight.
  defaults: { referee: true, schedule: { kind: 'weekly', days: [0, 4], time: '00:00' } },
  parseOptions(raw) {
    return parseSettings(raw);
  },
  // One deadline and one announcement per turn: the phase key is the turn number.
  phase: (s) => `turn ${s.turn}`,
  // A clan that marked its sheet final is no longer awaited, but may reopen it until the turn resolves.
  freeMoves: (s, seat) => (s.phase === 'orders' && s.final[seat] ? [{ type: 'unmark-final' }] : []),
  setup(input) {
    return setupState({ ...input, options: { ...DEFAULT_SETTINGS, ...input.options } });
  },
  awaiting(s) {
    if (s.phase !== 'orders') return [];
    return activeSeats(s).filter((i) => !s.final[i]);
  },
  legalMoves(s, seat) {
    if (s.phase !== 'orders' || !activeSeats(s).includes(seat) || s.final[seat]) return [];
    return legalSteps(s, seat);
  },
  applyMove(s, seat, move) {
    if (s.phase !== 'orders') return reject('game-over', 'the game is over', R.victoryTurnLimit);
    if (!activeSeats(s).includes(seat)) return reject('not-in-play', 'this seat plays no clan', R.abandon);
    if (!move || typeof move !== 'object') return reject('bad-move', 'a move is an object', R.sheet);
    const save = (sheet: OrderSheet): { ok: true; state: NihonState; events: GameEvent[] } => {
      const state: NihonState = { ...s, sheets: s.sheets.slice(), final: s.final.slice() };
      state.sheets[seat] = sheet;
      state.final[seat] = false;
      return { ok: true, state, events: [{ type: 'sheet-saved', rule: R.sheet, clan: seat, visibleTo: [seat] }] };
    };
    switch (move.type) {
      case 'submit-orders': {
        const errs = validateSheet(s, seat, move.sheet);
        if (errs.length) return reject('invalid-sheet', errs.map((e) => `${e.field}: ${e.message}`).join('; '), errs[0]!.rule);
        return save(structuredClone(move.sheet));
      }
      case 'order': {
        if (typeof move.unit !== 'string') return reject('bad-unit', 'unit is a string', R.sheet);
        const next = setUnit(s.sheets[seat] ?? {}, move.unit, move.order);
        if (typeof next === 'string') return reject('bad-unit', next, R.sheet);
        const errs = validateSheet(s, seat, next);
        if (errs.length) return reject('invalid-order', errs.map((e) => `${e.field}: ${e.message}`).join('; '), errs[0]!.rule);
        return save(next);
      }
      case 'clear-order':
        if (typeof move.unit !== 'string') return reject('bad-unit', 'unit is a string', R.sheet);
        return save(clearUnit(s.sheets[seat] ?? {}, move.unit));
      case 'unmark-final': {
        const state: NihonState = { ...s, final: s.final.slice() };
        state.final[seat] = false;
        return { ok: true, state, events: [] };
      }
      case 'mark-final': {
        if (s.final[seat]) return reject('already-final', 'your orders are already final', R.sheetFinal);
        const state: NihonState = { ...s, final: s.final.slice() };
        state.final[seat] = true;
        const events: GameEvent[] = [{ type: 'sheet-final', rule: R.sheetFinal, clan: seat }];
        if (activeSeats(state).every((i) => state.final[i])) {
          const r = forceResolve(state);
          return { ok: true, state: r.state, events: [...events, ...r.events] };
        }
        return { ok: true, state, events };
      }
      case 'abandon': {
        const r = abandonClan(s, seat, { role: 'leave' });
        if ('error' in r) return reject('cannot-abandon', r.error, R.abandon);
        if (activeSeats(r.state).length && activeSeats(r.state).every((i) => r.state.final[i])) {
          const t = forceResolve(r.state);
          return { ok: true, state: t.state, events: [...r.events, ...t.events] };
        }
        return { ok: true, state: r.state, events: r.events };
      }
      default:
        return reject('unknown-move', `unknown move "${String((move as { type?: unknown }).type)}"`, R.sheet);
    }
  },
  view(s, seat) {
    return buildView(s, seat);
  },
  onDeadline(s) {
    // The turn resolves with the drafts as they stand; clans without a sheet keep standing orders.
    if (s.phase !== 'orders') return { state: s, events: [] };
    return forceResolve(s);
  },
  refereeView(s) {
    return refereeView(s);
  },
  refereeMoves(s) {
    if (s.phase !== 'orders') return [];
    const out: NihonMove[] = [{ type: 'resolve-now' }];
    for (const i of activeSeats(s)) {
      out.push({ type: 'abandon-clan', seat: i, role: { role: 'leave' } }, { type: 'abandon-clan', seat: i, role: { role: 'temples' } });
      out.push({ type: 'set-teppo', seat: i, value: !s.clans[i]!.teppo });
    }
    return out;
  },
  applyRefereeMove(s, move) {
    if (s.phase !== 'orders') return reject('game-over', 'the game is over', R.victoryTurnLimit);
    if (move.type === 'resolve-now') { const r = forceResolve(s); return { ok: true, state: r.state, events: r.events }; }
    if (move.type === 'abandon-clan') {
      if (!Number.isInteger(move.seat) || !s.clans[move.seat]) return reject('bad-seat', 'no such clan', R.abandon);
      const r = abandonClan(s, move.seat, move.role);
      if ('error' in r) return reject('cannot-abandon', r.error, R.abandonRole);
      return { ok: true, state: r.state, events: r.events };
    }
    if (move.type === 'set-teppo') {
      if (!s.clans[move.seat]) return reject('bad-seat', 'no such clan', R.battleBonus);
      const state: NihonState = { ...s, clans: s.clans.map((c, i) => (i === move.seat ? { ...c, teppo: !!move.value } : c)) };
      return { ok: true, state, events: [{ type: 'teppo', rule: R.battleBonus, clan: move.seat, value: !!move.value }] };
    }
    return reject('unknown-move', 'not a referee move', R.sheet);
  },
  updateOptions(s, options) {
    if (s.phase !== 'orders') return reject('game-over', 'the game is over', R.victoryTurnLimit);
    const merged = mergeSettings(s.settings, options);
    if (!merged.ok) return reject('bad-option', `${merged.field}: ${merged.message}`, R.sheet);
    return { ok: true, state: { ...s, settings: merged.options }, events: [{ type: 'settings-changed', rule: R.sheet, changed: Object.keys(options as object) }] };
  },
  result(s) {
    return s.result ?? null;
  },
  botMove(s, seat, random) {
    if (!s.sheets[seat]) return { type: 'submit-orders', sheet: randomSheet(s, seat, random) };
    return { type: 'mark-final' };
  },
  describeEvent(e, lang, seatNames) {
    return describeNihonEvent(e, lang, seatNames);
  },
  describeMove(m, lang) {
    return describeNihonMove(m, lang);
  },
};
