/**
 * The built-in bot: a light-weight random player that always answers with a legal move and keeps a
 * game moving (it says ready soon, proposes at most one alliance per Tea Ceremony, submits its bid
 * after a few changes). Also the default applied when a deadline passes.
 */
import type { Seat } from '../../engine/contract';
import { allyOf } from './core';
import { legalMoves, promptOf } from './engine';
import type { RsMove, RsState } from './types';

const pick = <T>(xs: readonly T[], random: () => number): T => xs[Math.floor(random() * xs.length)]!;

export function botMove(s: RsState, seat: Seat, random: () => number): RsMove {
  const moves = legalMoves(s, seat);
  if (moves.length === 0) throw new Error(`rising-sun: seat ${seat} has no legal move`);
  const p = promptOf(s)!;
  const of = (type: RsMove['type']) => moves.filter((m) => m.type === type);
  switch (p.task.t) {
    case 'tea': {
      const accept = of('acceptAlliance');
      if (accept.length && random() < 0.5) return pick(accept, random);
      const decline = of('declineAlliance');
      if (decline.length) return pick(decline, random);
      const propose = of('proposeAlliance');
      if (propose.length && allyOf(s, seat) === null && s.tea!.proposalsMade[seat] === 0 && random() < 0.4) return pick(propose, random);
      return { type: 'ready' };
    }
    case 'bid': {
      const mine = s.battle!.bids[seat]!;
      const spent = mine.seppuku + mine.hostage + mine.ronin + mine.poets;
      if (spent > 0 || random() < 0.3) return { type: 'submitBid' };
      return pick(of('setBid'), random);
    }
    case 'recruit':
    case 'betray':
    case 'marshal':
    case 'fujin':
    case 'train': {
      const act = moves.filter((m) => m.type !== 'pass');
      if (act.length && random() < (p.task.t === 'marshal' ? 0.6 : 0.85)) return pick(act, random);
      return moves.find((m) => m.type === 'pass') ?? pick(moves, random);
    }
    case 'order': {
      // A clan that chooses the order of clashing effects usually wants its own to come first.
      const own = moves.find((m) => m.type === 'resolveFirst' && m.seat === seat);
      return own && random() < 0.7 ? own : pick(moves, random);
    }
    default:
      return pick(moves, random);
  }
}

/** The move applied when a seat's deadline passes: ready, the bot's choice, no movement, a zero bid. */
export function timeoutMove(s: RsState, seat: Seat): RsMove | null {
  const moves = legalMoves(s, seat);
  if (moves.length === 0) return null;
  const p = promptOf(s)!;
  switch (p.task.t) {
    case 'tea': return { type: 'ready' };
    case 'bid': {
      // A clan that lets its bid time out bids nothing: each amount back to zero, then submitted.
      const bid = s.battle?.bids[seat];
      const action = bid ? (Object.keys(bid) as (keyof typeof bid)[]).find((a) => bid[a] > 0) : undefined;
      return action ? { type: 'setBid', action, coins: 0 } : { type: 'submitBid' };
    }
    case 'choose': return moves[0]!;
    case 'place': return moves.find((m) => m.type === 'pass') ?? moves[0]!;
    case 'reparations': return moves[0]!;
    default: return moves.find((m) => m.type === 'pass') ?? moves[0]!;
  }
}
