/**
 * The built-in bot. It only ever picks among legalMoves, so it cannot cheat or break the rules.
 * Deployment: value each possible deployment by how much it improves the expected share of that
 * province's castle (high castles where it is not hopelessly behind), reroll a poor throw.
 * Cards: now and then, try a sample of the playable card effects and play the best one when it
 * clearly improves the position. Deterministic for a given `random` function.
 */
import { applyMove, deployCount, legalMoves } from './rules';
import { SETUP, seatsOf, type SengokuMove, type SengokuState } from './state';
import { scoreOf, strengthIn } from './war';

/** How often the bot considers playing a card instead of rolling, when it has one. */
const CARD_CHANCE = 0.3;
/** Card effects tried per decision (a Conquest of Kyoto alone can have hundreds). */
const CARD_SAMPLE = 16;
/** A card must beat the position by this much (castle points) to be worth the turn. */
const CARD_THRESHOLD = 0.4;
/** Below this expected gain a throw is rerolled (most of the time). */
const REROLL_THRESHOLD = 1.2;

/** Chance-like share of a castle for a strength difference: 0.5 when level, near 1 when well ahead. */
function share(mine: number, best: number): number {
  if (mine <= 0) return 0;
  return 1 / (1 + Math.exp(-1.1 * (mine - best)));
}

/** Castle points already won plus the expected share of every castle still to be fought for. */
export function evaluate(s: SengokuState, seat: number): number {
  let value = scoreOf(s, seat) + 0.4 * s.reserves[seat]!.armies;
  for (const p of s.provinces) {
    if (p.result) continue;
    const mine = strengthIn(s, p.id, seat);
    const best = Math.max(0, ...seatsOf(s).filter((x) => x !== seat).map((x) => strengthIn(s, p.id, x)));
    value += p.castle * share(mine, best);
  }
  return value;
}

function deployGain(s: SengokuState, seat: number, move: Extract<SengokuMove, { type: 'deploy' }>): number {
  const dice = [...s.turn.dice!];
  dice.splice(dice.indexOf(move.die), 1);
  const target = s.provinces.find((p) => p.castle === dice[0]! + dice[1]!)!;
  const count = deployCount(s, seat, move.die);
  // The Daimyo pawn is worth 2 in the war, one more than the army it replaces.
  const added = count + (move.daimyo && s.advanced ? SETUP.daimyoWarStrength - 1 : 0);
  const mine = strengthIn(s, target.id, seat);
  const best = Math.max(0, ...seatsOf(s).filter((x) => x !== seat).map((x) => strengthIn(s, target.id, x)));
  return target.castle * (share(mine + added, best) - share(mine, best));
}

function pickOne<T>(items: T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

export function botMove(s: SengokuState, seat: number, random: () => number): SengokuMove {
  const moves = legalMoves(s, seat);
  if (moves.length === 0) throw new Error(`seat ${seat} has no legal move`);
  if (s.phase === 'draft') return pickOne(moves, random);

  if (!s.turn.dice) {
    const cards = moves.filter((m) => m.type === 'tactic' || m.type === 'daimyo');
    if (cards.length > 0 && random() < CARD_CHANCE) {
      const base = evaluate(s, seat);
      let best: SengokuMove | null = null;
      let bestGain = CARD_THRESHOLD;
      for (let i = 0; i < Math.min(CARD_SAMPLE, cards.length); i++) {
        const move = pickOne(cards, random);
        const after = applyMove(s, seat, move);
        if (!after.ok) continue;
        const gain = evaluate(after.state, seat) - base;
        if (gain > bestGain) {
          best = move;
          bestGain = gain;
        }
      }
      if (best) return best;
    }
    return { type: 'roll' };
  }

  let best: SengokuMove | null = null;
  let bestGain = -Infinity;
  for (const move of moves) {
    if (move.type !== 'deploy') continue;
    const gain = deployGain(s, seat, move) + 0.2 * random();
    if (gain > bestGain) {
      best = move;
      bestGain = gain;
    }
  }
  const canReroll = moves.some((m) => m.type === 'reroll');
  if (canReroll && bestGain < REROLL_THRESHOLD && random() < 0.8) return { type: 'reroll' };
  return best ?? moves[0]!;
}
