/**
 * Legal moves: what the active player may do now, in a fixed order (exchanges, lantern token,
 * the pending decision or the castle actions, end of turn, then conversions and undo).
 */
import type { Seat } from '../../engine/contract';
import {
  ACTION_SLOTS, BOARD, COLORS, GARDENS, LOCATION_IDS, PATHS, RESOURCES, TRADE_OPTIONS, YARDS,
  deckNumber, influenceCard, maxCourtierStep, trainingTile,
  type Color, type PaidAction,
} from './data';
import { CAP, actionTileEffect, awaiting } from './context';
import { usefulBenefits } from './effects';
import { discounted, keepOptions, payments } from './payments';
import type { PlayerState, Task, WcdMove, WcdState } from './state';

function gardenMoves(s: WcdState, p: PlayerState, discount: number): WcdMove[] {
  const out: WcdMove[] = [];
  if (p.clanSeals <= 0) return out;
  for (const g of GARDENS) {
    if (p.food < discounted(BOARD.gardens[g].cost.food, discount)) continue;
    s.gardens[g].seals.forEach((col, column) => {
      if (col.includes(null)) out.push({ type: 'garden', garden: g, column });
    });
  }
  return out;
}

function trainingMoves(s: WcdState, p: PlayerState, discount: number): WcdMove[] {
  const out: WcdMove[] = [];
  if (p.clanSeals <= 0) return out;
  for (const y of YARDS) {
    if (p.iron < discounted(BOARD.trainingYards[y].cost.iron, discount)) continue;
    if (!s.yards[y].seals.includes(null)) continue;
    trainingTile(s.yards[y].tile).rewards.forEach((_, reward) => out.push({ type: 'training', yard: y, reward }));
  }
  return out;
}

function courtierMoves(s: WcdState, p: PlayerState, discount: number): WcdMove[] {
  const out: WcdMove[] = [];
  for (const m of BOARD.courtier.moves) {
    if (p.pearl < discounted(m.cost.pearl, discount)) continue;
    if (p.courtier.step + m.steps > maxCourtierStep()) continue;
    if (p.courtier.path === null) {
      for (const path of PATHS) if (!s.players.some((q) => q.courtier.path === path)) out.push({ type: 'courtier', steps: m.steps, path });
    } else out.push({ type: 'courtier', steps: m.steps });
  }
  return out;
}

export function anyDeckAffordable(s: WcdState, p: PlayerState): boolean {
  return s.castle.decks.some((d) => d.length > 0 && payments(influenceCard(d[0]!).cost, p).length > 0);
}

function tradeMoves(s: WcdState, p: PlayerState, discount: number): WcdMove[] {
  const out: WcdMove[] = [];
  for (const option of TRADE_OPTIONS) {
    if (option === 'influence' ? !anyDeckAffordable(s, p) : s.merchandise[option].length === 0) continue;
    const n = discounted(BOARD.trade[option], discount);
    for (const pay of payments({ anyResource: n }, p)) out.push({ type: 'trade', option, pay });
  }
  return out;
}

function paidActionMoves(s: WcdState, p: PlayerState, action: PaidAction, discount: number): WcdMove[] {
  switch (action) {
    case 'garden': return gardenMoves(s, p, discount);
    case 'training': return trainingMoves(s, p, discount);
    case 'courtier': return courtierMoves(s, p, discount);
    case 'trade': return tradeMoves(s, p, discount);
  }
}

function buyMoves(s: WcdState, p: PlayerState, decks: number[], free: boolean): WcdMove[] {
  const out: WcdMove[] = [];
  for (const deck of decks) {
    const d = s.castle.decks[deck - 1]!;
    if (d.length === 0) continue;
    if (free) out.push({ type: 'buy', deck });
    else for (const pay of payments(influenceCard(d[0]!).cost, p)) out.push(Object.keys(pay).length ? { type: 'buy', deck, pay } : { type: 'buy', deck });
  }
  return out;
}

function improveMoves(p: PlayerState): WcdMove[] {
  return p.influence.filter((c) => !c.improved).map((c) => ({ type: 'improve', card: c.card }) as WcdMove);
}

const allDecks = (): number[] => BOARD.castle.decks.map((_, i) => i + 1);

/** The moves answering a pending task (with `skip` for optional tasks or when nothing else fits). */
export function decisionMoves(s: WcdState, seat: Seat, task: Task, p: PlayerState = s.players[seat]!, withSkip = true): WcdMove[] {
  let out: WcdMove[] = [];
  let optional = false;
  switch (task.t) {
    case 'keep':
      out = keepOptions(p, task.coins, task.seals, task.flex).map((o) => ({ type: 'keep', coins: o.coins, seals: o.seals }));
      break;
    case 'any':
      out = RESOURCES.filter((r) => p[r] < CAP.resourceMax).map((resource) => ({ type: 'resource', resource }));
      break;
    case 'well':
      out = usefulBenefits(p).map((benefit) => ({ type: 'well', benefit }));
      break;
    case 'lanternCard':
      out = s.lanternRow.map((card) => ({ type: 'lantern-card', card }));
      break;
    case 'activate':
      out = (task.color === 'any' ? COLORS : [task.color]).map((color) => ({ type: 'lantern', color }));
      break;
    case 'improve':
      out = improveMoves(p);
      optional = true;
      break;
    case 'action':
      out = paidActionMoves(s, p, task.action, task.discount);
      optional = true;
      break;
    case 'influence':
      out = buyMoves(s, p, allDecks(), task.free);
      optional = true;
      break;
    case 'scroll': {
      const scroll = influenceCard(task.card).scroll;
      if (!scroll.cost) out = [{ type: 'scroll' }];
      else out = payments(scroll.cost, p).map((pay) => ({ type: 'scroll', pay }));
      optional = true;
      break;
    }
    case 'choice':
      out = task.options.map((_, option) => ({ type: 'choose', option }));
      break;
    case 'gain':
      break;
  }
  if (withSkip && (optional || out.length === 0)) out.push({ type: 'skip' });
  return out;
}

/** What performing the action of a castle slot (not declining it) can look like. */
function slotMoves(s: WcdState, p: PlayerState, slot: string): WcdMove[] {
  if (slot.startsWith('D')) return buyMoves(s, p, [deckNumber(slot)], false);
  const kind = s.castle.actions[slot]!;
  switch (kind) {
    case 'lantern': {
      const e = actionTileEffect('lantern');
      const color = e && e.kind === 'activate' ? e.color : 'any';
      return (color === 'any' ? COLORS : [color]).map((c) => ({ type: 'lantern', color: c }));
    }
    case 'improve':
      return improveMoves(p);
    default:
      return paidActionMoves(s, p, kind, 0);
  }
}

export function canPlace(s: WcdState, color: Color, location: string): boolean {
  const loc = s.castle.locations[location];
  if (!loc) return false;
  if (loc.stack.length === 0) return loc.color !== color;
  return !loc.stack.includes(color);
}

function convertMoves(p: PlayerState): WcdMove[] {
  if (p.seals < BOARD.conversion.seals) return [];
  return RESOURCES.filter((r) => p[r] < CAP.resourceMax).map((resource) => ({ type: 'convert', resource }));
}

export function legalMoves(s: WcdState, seat: Seat): WcdMove[] {
  if (!awaiting(s).includes(seat)) return [];
  if (s.phase === 'start-cards') return s.startOffer.map((card) => ({ type: 'start-card', card }));
  const turn = s.turn!;
  const p = s.players[seat]!;
  const out: WcdMove[] = [];
  if (turn.stage === 'start') {
    if (!turn.exchangeUsed && p.exchange > 0) {
      for (let i = 0; i < ACTION_SLOTS.length; i++) for (let j = i + 1; j < ACTION_SLOTS.length; j++) out.push({ type: 'exchange', a: ACTION_SLOTS[i]!, b: ACTION_SLOTS[j]! });
    }
    if (s.round === 1) {
      for (const color of COLORS) {
        if (p.tokens[color] <= 0) continue;
        for (const location of LOCATION_IDS) if (canPlace(s, color, location)) out.push({ type: 'place', color, location });
      }
    } else {
      for (const location of LOCATION_IDS) if (s.castle.locations[location]!.stack.length > 0) out.push({ type: 'take', location });
    }
  } else if (turn.queue.length > 0) {
    out.push(...decisionMoves(s, seat, turn.queue[0]!));
  } else if (turn.remaining.length > 0) {
    for (const slot of turn.remaining) {
      out.push(...slotMoves(s, p, slot));
      for (const benefit of usefulBenefits(p)) out.push({ type: 'decline', slot, benefit });
    }
  } else {
    out.push({ type: 'end-turn' });
  }
  out.push(...convertMoves(p));
  if (s.turnMoves.length > 0) out.push({ type: 'undo' });
  return out;
}
