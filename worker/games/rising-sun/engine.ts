/**
 * The driver: checks a move's shape, routes it to the step waiting at the front of the task queue
 * (or to the free moves: gifts and deals), then runs every automatic step until the game waits for
 * someone again.
 */
import type { ApplyResult, GameEvent, Rejection, Seat } from '../../engine/contract';
import { checkMove } from '../../engine/move-schema';
import { isMandate, isMonster, isProvince } from './data';
import { RISING_SUN_MOVE_SCHEMA } from './move-schema';
import type { Ctx } from './core';
import { ALLIANCE_MOVES, applyFree, checkFree, FREE_MOVES, teaPrompt } from './diplomacy';
import { orderPrompt } from './clash';
import { runEndRecruit, runEndRecruitCards } from './end-recruit';
import { runKami, runShrine } from './kami';
import {
  benevolencePrompt, betrayPrompt, choosePrompt, monkeyPrompt, ninjaPrompt, placePrompt, recruitPrompt,
  runAfterSummon, runHarvest, runMandate, runMandateEnd, runRecruitStart, trainPrompt,
} from './political';
import { fujinPrompt, marshalPrompt } from './marshal';
import { rej, type Prompt } from './prompt';
import { R } from './rule-ids';
import { runSeasonEnd, runSeasonSetup, runWinter } from './season';
import { BID_ACTIONS, type RsMove, type RsState, type Task } from './types';
import {
  advantagePrompt, bidPrompt, mercyPrompt, reparationsPrompt, runAdvStart, runBattleEnd, runKill, runOutcome, runPoets,
  runReparationsStart, runWarCards, runWarProvince, runWarStart,
} from './war';

type AnyPrompt = Prompt<any>;
const PROMPTS: Partial<Record<Task['t'], AnyPrompt>> = {
  tea: teaPrompt,
  choose: choosePrompt,
  recruit: recruitPrompt,
  place: placePrompt,
  ninja: ninjaPrompt,
  monkey: monkeyPrompt,
  marshal: marshalPrompt,
  fujin: fujinPrompt,
  train: trainPrompt,
  benevolence: benevolencePrompt,
  betray: betrayPrompt,
  bid: bidPrompt,
  advantage: advantagePrompt,
  mercy: mercyPrompt,
  reparations: reparationsPrompt,
  order: orderPrompt,
};
const AUTO: Partial<Record<Task['t'], (ctx: Ctx, task: any) => void>> = {
  seasonSetup: runSeasonSetup,
  mandate: runMandate,
  mandateEnd: runMandateEnd,
  recruitStart: runRecruitStart,
  afterSummon: runAfterSummon,
  endRecruit: runEndRecruit,
  endRecruitCards: runEndRecruitCards,
  harvest: runHarvest,
  kami: runKami,
  shrine: runShrine,
  warStart: runWarStart,
  warCards: runWarCards,
  warProvince: runWarProvince,
  advStart: runAdvStart,
  outcome: runOutcome,
  kill: runKill,
  poets: runPoets,
  reparationsStart: runReparationsStart,
  battleEnd: runBattleEnd,
  seasonEnd: runSeasonEnd,
  winter: runWinter,
};

export const promptOf = (s: RsState): { task: Task; prompt: AnyPrompt } | null => {
  const task = s.queue[0];
  if (!task) return null;
  const prompt = PROMPTS[task.t];
  return prompt ? { task, prompt } : null;
};

/** A deep copy of the state, written out by hand (several times faster than structuredClone). */
export function clone(s: RsState): RsState {
  return {
    ...s,
    options: { ...s.options },
    clans: [...s.clans],
    rng: [...s.rng] as RsState['rng'],
    honor: [...s.honor],
    vp: [...s.vp],
    coins: [...s.coins],
    ronin: [...s.ronin],
    figures: s.figures.map((f) => ({ ...f })),
    strongholds: s.strongholds.map((h) => ({ ...h })),
    shrines: [...s.shrines],
    decks: s.decks.map((d) => [...d]),
    offer: [...s.offer],
    cards: s.cards.map((c) => [...c]),
    warStacks: s.warStacks.map((w) => [...w]),
    warTrack: [...s.warTrack],
    warTokens: s.warTokens.map((w) => w.map((t) => ({ ...t }))),
    mandateDeck: [...s.mandateDeck],
    politicalTrack: s.politicalTrack.map((t) => ({ ...t })),
    drawn: s.drawn ? [...s.drawn] : null,
    returned: s.returned ? { seat: s.returned.seat, tiles: [...s.returned.tiles] } : null,
    alliances: s.alliances.map((a) => [a[0], a[1]] as [number, number]),
    alliedSeasons: s.alliedSeasons.map((a) => [...a]),
    tea: s.tea ? { ready: [...s.tea.ready], proposals: s.tea.proposals.map((p) => ({ ...p })), proposalsMade: [...s.tea.proposalsMade] } : null,
    deals: s.deals.map((d) => ({ ...d })),
    battle: s.battle ? {
      ...s.battle, involved: [...s.battle.involved], bids: s.battle.bids.map((b) => (b ? { ...b } : null)), submitted: [...s.battle.submitted],
    } : null,
    queue: s.queue.map(cloneTask),
    winter: s.winter ? s.winter.map((l) => ({ ...l })) : null,
  };
}
function cloneTask(t: Task): Task {
  const c = { ...t } as Record<string, unknown>;
  for (const k of Object.keys(c)) {
    const v = c[k];
    if (Array.isArray(v)) c[k] = [...v];
    else if (v && typeof v === 'object') c[k] = { ...(v as object) };
  }
  return c as unknown as Task;
}

/** Run automatic steps until a step waits for a move. A single-seat step whose only legal move is "pass" is passed at once. */
export function advance(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 100000; guard++) {
    const task = s.queue[0];
    if (!task) return;
    const prompt = PROMPTS[task.t];
    if (prompt) {
      const seats = prompt.seats(s, task);
      if (seats.length === 1 && prompt.types.includes('pass')) {
        const moves = promptMoves(s, task, prompt, seats[0]!);
        if (moves.length === 1 && moves[0]!.type === 'pass') {
          prompt.apply(ctx, task, seats[0]!, moves[0]!);
          continue;
        }
      }
      if (seats.length === 0) throw new Error(`rising-sun: step ${task.t} waits for nobody`);
      return;
    }
    s.queue.shift();
    const run = AUTO[task.t];
    if (!run) throw new Error(`rising-sun: no handler for step ${task.t}`);
    run(ctx, task);
  }
  throw new Error('rising-sun: the automatic steps did not settle');
}

function promptMoves(s: RsState, task: Task, prompt: AnyPrompt, seat: Seat): RsMove[] {
  return prompt.candidates(s, task, seat).filter((m: RsMove) => prompt.check(s, task, seat, m) === null);
}

/** What kind of wait this is, for per-phase deadlines. */
export type WaitKind = 'tea' | 'mandate-choice' | 'mandate-part' | 'kami' | 'bid' | 'battle' | 'none';
export function waitKind(s: RsState): WaitKind {
  const p = promptOf(s);
  if (!p || s.phase === 'over') return 'none';
  const t = p.task;
  switch (t.t) {
    case 'tea': return 'tea';
    case 'choose': return 'mandate-choice';
    case 'bid': return 'bid';
    case 'advantage': case 'mercy': case 'reparations': return 'battle';
    case 'fujin': return 'kami';
    case 'order': return t.why === 'warStart' ? 'battle' : 'mandate-part';
    case 'place': return t.why === 'raijin' ? 'kami' : 'mandate-part';
    case 'train': return t.ryujin ? 'kami' : 'mandate-part';
    default: return 'mandate-part';
  }
}

export function awaiting(s: RsState): Seat[] {
  if (s.phase === 'over') return [];
  const p = promptOf(s);
  return p ? p.prompt.seats(s, p.task) : [];
}

export function legalMoves(s: RsState, seat: Seat): RsMove[] {
  const p = promptOf(s);
  if (!p || s.phase === 'over') return [];
  if (!p.prompt.seats(s, p.task).includes(seat)) return [];
  return promptMoves(s, p.task, p.prompt, seat);
}

// ---------------------------------------------------------------- move shape

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isSeatIn = (s: RsState, x: unknown): boolean => isInt(x) && x >= 0 && x < s.players;
const isAmount = (x: unknown): boolean => isInt(x) && x >= 0 && x <= 10000;
const UNITS = ['daimyo', 'bushi', 'shinto'];

/** Why a move is malformed (the field and what it should be), or null. */
export function shapeError(s: RsState, move: unknown): string | null {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return 'a move must be a JSON object';
  const m = move as Record<string, unknown>;
  if (typeof m.type !== 'string') return 'type must be a string';
  const seat = (k: string) => (isSeatIn(s, m[k]) ? null : `${k} must be a seat number from 0 to ${s.players - 1}`);
  const amount = (k: string) => (isAmount(m[k]) ? null : `${k} must be a whole number of 0 or more`);
  const str = (k: string, max = 200) => (typeof m[k] === 'string' && (m[k] as string).length <= max ? null : `${k} must be a string of at most ${max} characters`);
  const prov = (k: string, optional = false) => (optional && m[k] === undefined) || isProvince(m[k]) ? null : `${k} must be a province id (hokkaido, oshu, edo, kyoto, kansai, nagato, shikoku, kyushu)`;
  const shrine = () => (m.shrine === undefined || isInt(m.shrine) ? null : 'shrine must be a whole number (0 to 3)');
  switch (m.type) {
    case 'proposeAlliance': case 'withdrawAlliance': return seat('to');
    case 'acceptAlliance': case 'declineAlliance': return seat('from');
    case 'ready': case 'submitBid': case 'pass': case 'monkey': case 'seppuku': case 'hireRonin': case 'mercy': return null;
    case 'gift': return seat('to') ?? amount('coins') ?? amount('ronin');
    case 'offerDeal': return seat('to') ?? str('terms', 1000) ?? amount('coins') ?? amount('ronin');
    case 'acceptDeal': case 'declineDeal': case 'withdrawDeal': return isInt(m.deal) ? null : 'deal must be a deal number';
    case 'chooseMandate':
      if (!isInt(m.index)) return 'index must be a whole number (0 to 3)';
      return m.declare === undefined || isMandate(m.declare) ? null : 'declare must be recruit, marshal, train, harvest or betray';
    case 'recruit':
      if (!(UNITS.includes(m.unit as string) || isMonster(m.unit))) return 'unit must be daimyo, bushi, shinto or a monster id';
      return prov('province') ?? shrine();
    case 'move': return str('piece') ?? prov('to');
    case 'buildStronghold': return prov('province');
    case 'buy': return str('card');
    case 'replace':
      if (!(UNITS.includes(m.unit as string) || isMonster(m.unit))) return 'unit must be daimyo, bushi, shinto or a monster id';
      return str('target');
    case 'place':
      if (m.province === undefined && m.shrine === undefined) return 'place needs a province or a shrine';
      return prov('province', true) ?? shrine();
    case 'ninja': case 'takeHostage': return str('target');
    case 'benevolence': return seat('to');
    case 'resolveFirst': return seat('seat');
    case 'setBid':
      if (!BID_ACTIONS.includes(m.action as never)) return 'action must be seppuku, hostage, ronin or poets';
      return amount('coins');
    case 'reparations':
      return Array.isArray(m.extra) && m.extra.every((x) => isSeatIn(s, x)) ? null : 'extra must be a list of seat numbers';
    default:
      return `unknown move type "${m.type.slice(0, 30)}"`;
  }
}

// ---------------------------------------------------------------- apply

function fail(r: Rejection): { ok: false; rejection: Rejection } { return { ok: false, rejection: r }; }

export function applyMove(state: RsState, seat: Seat, rawMove: unknown): ApplyResult<RsState> {
  if (!isSeatIn(state, seat)) return fail(rej('bad-seat', `seat must be a number from 0 to ${state.players - 1}`, R.malformed));
  // The strict schema first (unknown fields, types, sizes), then what depends on this match.
  const strict = checkMove(RISING_SUN_MOVE_SCHEMA, rawMove);
  if (strict) return fail(rej('malformed', strict.message, R.malformed));
  const shape = shapeError(state, rawMove);
  if (shape) return fail(rej('malformed', shape, R.malformed));
  const move = rawMove as RsMove;
  if (state.phase === 'over') return fail(rej('game-over', 'the game is over', R.gameOver));
  if (FREE_MOVES.includes(move.type)) {
    const r = checkFree(state, seat, move);
    if (r) return fail(r);
    const ctx: Ctx = { s: clone(state), ev: [] as GameEvent[] };
    applyFree(ctx, seat, move);
    ctx.s.moveCount++;
    return { ok: true, state: ctx.s, events: ctx.ev };
  }
  const p = promptOf(state);
  if (!p) return fail(rej('nothing-awaited', 'no move is expected now', R.wrongStep));
  const { task, prompt } = p;
  if (ALLIANCE_MOVES.includes(move.type) && task.t !== 'tea')
    return fail(rej('not-tea', 'alliances are only made during the Tea Ceremony', R.teaCeremony));
  const seats = prompt.seats(state, task);
  if (!seats.includes(seat) && !(prompt.accepts?.(state, task, seat, move) ?? false))
    return fail(rej('not-your-turn', `seat ${seat} is not awaited now (waiting for ${seats.join(', ')}: ${task.t})`, R.notAwaited));
  if (!prompt.types.includes(move.type))
    return fail(rej('wrong-step', `the current step (${task.t}) takes ${prompt.types.join(', ')}, not ${move.type}`, R.wrongStep));
  const r = prompt.check(state, task, seat, move);
  if (r) return fail(r);
  const ctx: Ctx = { s: clone(state), ev: [] };
  prompt.apply(ctx, ctx.s.queue[0]!, seat, move);
  ctx.s.moveCount++;
  advance(ctx);
  return { ok: true, state: ctx.s, events: ctx.ev };
}
