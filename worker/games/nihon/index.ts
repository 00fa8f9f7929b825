/**
 * NIHON: the automatic adjudicator of a refereed play-by-email game of simultaneous orders and fog of
 * war (rules: shared/seeds/nihon-pbem-rules-fr.txt). Each turn is one simultaneous phase: every clan
 * drafts an order sheet (whole or step by step), marks it final, and the turn resolves when all have.
 */
import { looksLikeOrders, parseOrders, writeOrders } from './order-language';
import { NIHON_VIEW_FIELDS } from './view-fields';
import { reject, type ApplyResult, type GameDefinition, type GameEvent, type Seat } from '../../engine/contract';
import { abandonClan } from './abandon';
import { nihonOnResign, nihonStandings } from './standings';
import { randomSheet } from './bot';
import { determinize, evaluate, searchCandidates, searchPoint } from './search';
import { describeNihonEvent, describeNihonMove } from './describe';
import { resolveTurn } from './resolve';
import { R } from './rule-ids';
import { DEFAULT_SETTINGS, OPTION_SPECS, mergeSettings, parseSettings, type NihonSettings } from './settings';
import { setupState } from './setup';
import type { NihonMove, NihonState, OrderSheet } from './types';
import { clearUnit, dropStale, hasUnit, staleRows, stepOutcome } from './draft';
import { playerMoveError, refereeMoveError, sizeError } from './move-schema';
import { refereeChoices } from './referee';
import { NIHON_SCHEDULE } from './schedule';
import { validateSheet } from './validate';
import { buildView, refereeView, type NihonView } from './view';
import { legalSteps } from './steps';
import { NIHON_MOVE_SCHEMA } from './move-schema';
import { refusalWords } from './refusal-words';

export { validateSheet } from './validate';
export { resolveTurn } from './resolve';
export { buildView, refereeView, reportFor } from './view';
export { abandonClan } from './abandon';
export { randomSheet } from './bot';
export { NIHON_RULE_IDS } from './rule-ids';
export { SETTINGS, DEFAULT_SETTINGS, mergeSettings, parseSettings } from './settings';
export { checkPath } from './validate';
export { setUnit, clearUnit, staleRows, stepOutcome, dropStale } from './draft';
export { playerMoveError, refereeMoveError } from './move-schema';
export type { NihonState, OrderSheet, NihonMove, NihonView, NihonSettings };

function activeSeats(s: NihonState): Seat[] {
  return s.clans.map((_, i) => i).filter((i) => s.clans[i]!.status !== 'abandoned');
}

/** Resolve the turn now (deadline reached): missing sheets keep standing orders. */
export function forceResolve(s: NihonState): { state: NihonState; events: GameEvent[] } {
  // Stale rows never reach resolution: each is dropped on its own and the clan is told which.
  const dropped: GameEvent[] = [];
  const sheets = s.sheets.map((sh, i) => {
    if (!sh || s.clans[i]!.status === 'abandoned') return sh;
    const d = dropStale(s, i, sh);
    if (d.dropped.length) dropped.push({ type: 'orders-dropped', rule: R.sheet, clan: i, units: d.dropped, visibleTo: [i] });
    return d.sheet;
  });
  const r = resolveTurn({ ...s, sheets });
  const events = [...dropped, ...r.events, { type: 'turn-resolved', rule: R.turnResolved, turn: s.turn }];
  return { state: r.state, events };
}

/** An engine exception becomes a typed refusal: a bad move never crashes the match (issue 14). */
function guarded<T>(what: string, f: () => ApplyResult<T>): ApplyResult<T> {
  try {
    return f();
  } catch (e) {
    return reject('engine-error', `${what} failed inside the engine and was refused (${e instanceof Error ? e.message.slice(0, 200) : 'unknown error'})`, R.sheet);
  }
}


function saveSheet(s: NihonState, seat: Seat, sheet: OrderSheet): ApplyResult<NihonState> {
  const state: NihonState = { ...s, sheets: s.sheets.slice(), final: s.final.slice() };
  state.sheets[seat] = sheet;
  state.final[seat] = false;
  return { ok: true, state, events: [{ type: 'sheet-saved', rule: R.sheet, clan: seat, visibleTo: [seat] }] };
}

const errText = (errs: { field: string; message: string }[]) => errs.map((e) => `${e.field}: ${e.message}`).join('; ');

/** A player's move. The shape is checked first (move-schema.ts), then the rules (validate.ts via draft.ts). */
function applyPlayerMove(s: NihonState, seat: Seat, move: NihonMove): ApplyResult<NihonState> {
  if (s.phase !== 'orders') return reject('game-over', 'the game is over', R.victoryTurnLimit);
  if (!activeSeats(s).includes(seat)) return reject('not-in-play', 'this seat plays no clan', R.abandon);
  const bad = playerMoveError(move);
  // A whole sheet of the right size is refused with every reason of the validator, plus its shape error.
  const wholeSheet = typeof move === 'object' && move !== null && move.type === 'submit-orders' && typeof move.sheet === 'object' && !sizeError(move);
  if (bad && !wholeSheet) return reject('bad-move', bad, R.sheet);
  const draft = s.sheets[seat] ?? {};
  switch (move.type) {
    case 'submit-orders': {
      const errs = validateSheet(s, seat, move.sheet);
      if (errs.length || bad) return reject('invalid-sheet', [...(bad ? [bad] : []), ...errs.map((e) => `${e.field}: ${e.message}`)].join('; '), errs[0]?.rule ?? R.sheet);
      return saveSheet(s, seat, structuredClone(move.sheet));
    }
    case 'order': {
      const r = stepOutcome(s, seat, draft, move.unit, move.order);
      if (!r.ok) return reject('invalid-order', errText(r.errors), r.errors[0]!.rule);
      return saveSheet(s, seat, r.sheet);
    }
    case 'clear-order':
      // Clearing is always possible, stale or not: that is how a stale row is fixed on its own.
      if (!hasUnit(draft, move.unit)) return reject('nothing-to-clear', `${move.unit} has no order in your draft`, R.sheet);
      return saveSheet(s, seat, clearUnit(draft, move.unit));
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
      // Say now which stale rows resolution will drop (they are dropped again, freshly, at resolution).
      const stale = [...new Set(staleRows(s, seat, s.sheets[seat] ?? null).map((x) => x.unit))];
      if (stale.length) events.push({ type: 'stale-orders', rule: R.sheet, clan: seat, units: stale, visibleTo: [seat] });
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
      return reject('unknown-move', 'not a player move', R.sheet);
  }
}

function applyReferee(s: NihonState, move: NihonMove): ApplyResult<NihonState> {
  if (s.phase !== 'orders') return reject('game-over', 'the game is over', R.victoryTurnLimit);
  const bad = refereeMoveError(move);
  if (bad) return reject('bad-move', bad, R.sheet);
  if (move.type === 'resolve-now') { const r = forceResolve(s); return { ok: true, state: r.state, events: r.events }; }
  if (move.type === 'abandon-clan') {
    if (!s.clans[move.seat]) return reject('bad-seat', 'no such clan', R.abandon);
    const r = abandonClan(s, move.seat, move.role);
    if ('error' in r) return reject('cannot-abandon', r.error, R.abandonRole);
    return { ok: true, state: r.state, events: r.events };
  }
  if (move.type === 'set-teppo') {
    if (!s.clans[move.seat]) return reject('bad-seat', 'no such clan', R.battleBonus);
    const state: NihonState = { ...s, clans: s.clans.map((c, i) => (i === move.seat ? { ...c, teppo: move.value } : c)) };
    return { ok: true, state, events: [{ type: 'teppo', rule: R.battleBonus, clan: move.seat, value: move.value }] };
  }
  return reject('unknown-move', 'not a referee move', R.sheet);
}

function updateSettings(s: NihonState, options: unknown): ApplyResult<NihonState> {
  if (s.phase !== 'orders') return reject('game-over', 'the game is over', R.victoryTurnLimit);
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return reject('bad-option', 'settings are an object', R.sheet);
  const merged = mergeSettings(s.settings, options);
  if (!merged.ok) return reject('bad-option', `${merged.field}: ${merged.message}`, R.sheet);
  return { ok: true, state: { ...s, settings: merged.options }, events: [{ type: 'settings-changed', rule: R.sheet, changed: Object.keys(options) }] };
}

export const nihon: GameDefinition<NihonState, NihonMove, NihonSettings, NihonView> = {
  id: 'nihon',
  name: { en: 'Nihon', fr: 'Nihon', de: 'Nihon' },
  moveSchema: NIHON_MOVE_SCHEMA,
  viewFields: NIHON_VIEW_FIELDS,
  // Uniform-random order sheets wander for ever, and each step re-checks a whole sheet: few, capped games.
  blindPlay: { weight: 24, stepCap: 50, randomPlayEnds: false },
  minPlayers: 2,
  maxPlayers: 6,
  options: OPTION_SPECS,
  // The rulebook's table: a referee, and orders due Sunday and Thursday at midnight (read in schedule.ts).
  // Watchers see the board one turn late: a friend of a clan cannot scout for it (the referee may
  // let them watch live or forbid it).
  defaults: { referee: true, schedule: NIHON_SCHEDULE, spectate: { mode: 'delayed', phases: 1 } },
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
    return guarded('the move', () => applyPlayerMove(s, seat, move));
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
      for (const role of refereeChoices(s, i)) out.push({ type: 'abandon-clan', seat: i, role });
      out.push({ type: 'set-teppo', seat: i, value: !s.clans[i]!.teppo });
    }
    return out;
  },
  applyRefereeMove(s, move) {
    return guarded('the referee move', () => applyReferee(s, move));
  },
  updateOptions(s, options) {
    return guarded('the settings change', () => updateSettings(s, options));
  },
  result(s) {
    // Every seat once: the game's own ranking leaves abandoned clans (a resigned player's) out; they come last.
    return s.result ? nihonStandings(s) : null;
  },
  // The search bot (worker/engine/search-bot.ts): a world from the seat's fog, whole sheets weighed
  // over a few turns (a step here resolves a whole turn: 8 steps are two turns for two clans).
  determinize,
  evaluate,
  searchPoint,
  searchCandidates,
  searchDepth: 12,
  botMove(s, seat, random) {
    if (!s.sheets[seat]) return { type: 'submit-orders', sheet: randomSheet(s, seat, random) };
    return { type: 'mark-final' };
  },
  // The end page's chart: each player's clan prestige (public); key moments: provinces taken, disgrace, each turn's end.
  scoreTrack: (s) => s.clans.map((c) => c.prestige),
  scoreLabel: { en: 'Prestige', fr: 'Prestige', de: 'Prestige' },
  // A match ended by agreement (worker/engine/ending.ts): the turn limit's ranking as if reached now, abandoned clans last (standings.ts).
  standings: nihonStandings,
  // A draw may be agreed: the rulebook itself ends a tie for most prestige at the last turn as a draw.
  drawAllowed: true,
  // A player who resigns abandons the clan (FR 1910-1915, role "leave"), exactly as the player's own
  // "abandon" move (the turn resolves if every other clan is final); null when it is refused.
  onResign: (s, seat) => nihonOnResign(s, seat, (st, i) => guarded('the resignation', () => applyPlayerMove(st, i, { type: 'abandon' }))),
  keyMoment: (e) => !e.visibleTo && ['province-taken', 'imperial-disgrace', 'turn-resolved'].includes(e.type),
  describeEvent(e, lang, seatNames) {
    return describeNihonEvent(e, lang, seatNames);
  },
  describeMove(m, lang) {
    return describeNihonMove(m, lang);
  },
  writtenOrders: {
    read: (text, lang) => (looksLikeOrders(text) ? parseOrders(text, lang) : null) as { moves: NihonMove[] } | { errors: { line: number; reason: string }[] } | null,
    write: (s, seat, lang) => writeOrders(s.sheets[seat] ?? {}, lang === 'fr' ? 'fr' : 'en'),
  },
  refusalWords,
};
