/**
 * The search bot's position estimate (search.ts): what the seat's score sheet will be worth at the
 * end, not only the points it holds now. The final score multiplies icon counts by multipliers
 * (flags by the courtier's level, katanas and kabutos by training-yard seals, blue cranes by white
 * ones), so the estimate multiplies the *expected final* counts: what is held, plus what unimproved
 * cards promise, plus a steady gain over the turns left. An icon is then worth the multiplier it
 * will meet, and a multiplier the icons it will meet, which is how a player builds a sheet.
 * Coins, seals, resources and lantern cards are fuel while turns remain and their scoring value
 * at the end. The weights were tuned on the `tune` seed set only (bench/seed-sets.ts).
 */
import type { Seat } from '../../engine/contract';
import { BOARD, ICONS, RESOURCES, influenceCard, type Icon } from './data';
import { scoreOf } from './scoring';
import type { WcdState } from './state';

export interface EstimateWeights {
  /** Share of an unimproved card's icons expected to be scored (it still needs an improve action). */
  unimp: number;
  /** Icons of each kind expected per turn left. */
  gain: number;
  /** Multiplier expected per turn left (courtier level, yard seals). */
  multGain: number;
  /** Fuel while turns remain: each resource, each coin or seal, each lantern card, each courtier step. */
  res: number;
  coin: number;
  lc: number;
  step: number;
  /** Courtier steps expected per turn left. */
  courtierGain: number;
  /** Turns left from which fuel counts in full (fewer: it counts less, none at the end). */
  fuelTurns: number;
}

/**
 * Tuned on the tune set: first by `npx tsx bench/tune-wcd.ts 30 30` for the greedy policy (courtier
 * step, coins, gain), then by hand for the planned one (bot.ts `plannedMove`), 24 games a trial:
 * median score 38 with these first weights; unimproved cards at 0.5 (a card bought is not a card
 * improved: at 0.9 the median fell to 30), 0.4 icons a turn, and fuel kept at full worth until the
 * last four turns (it had faded over the whole game) 41-43.
 */
export const ESTIMATE: EstimateWeights = { unimp: 0.5, gain: 0.4, multGain: 0.12, res: 0.8, coin: 0.36, lc: 0.8, step: 1.12, courtierGain: 0.24, fuelTurns: 4 };

const TOP_LEVEL = Math.max(...BOARD.courtier.levels);

export function turnsLeft(s: WcdState, seat: Seat): number {
  if (s.phase === 'over') return 0;
  const p = s.players[seat]!;
  return (2 - s.round) * BOARD.turnsPerPlayerPerRound + (BOARD.turnsPerPlayerPerRound - p.turns[(s.round - 1) as 0 | 1]);
}

export function endgameEstimate(s: WcdState, seat: Seat, w: EstimateWeights = ESTIMATE): number {
  const p = s.players[seat]!;
  const sc = scoreOf(s, seat);
  const t = turnsLeft(s, seat);
  const f = Math.min(1, t / w.fuelTurns);
  const icons = { ...sc.icons } as Record<Icon, number>;
  const soon = Math.min(1, t / 2);
  for (const c of p.influence) if (!c.improved) for (const [k, n] of Object.entries(influenceCard(c.card).icons)) icons[k as Icon] += w.unimp * soon * (n ?? 0);
  for (const k of ICONS) icons[k] += w.gain * t;
  // The courtier's level as it stands, nudged toward the next one by the steps taken and the turns left.
  const levels = BOARD.courtier.levels;
  const ahead = Math.min(levels.length - 1, p.courtier.step + w.courtierGain * t);
  const lo = Math.floor(ahead);
  const level = Math.min(TOP_LEVEL, (levels[lo] ?? 0) + ((levels[Math.min(lo + 1, levels.length - 1)] ?? 0) - (levels[lo] ?? 0)) * (ahead - lo));
  let v = p.points;
  v += icons.flag * level;
  v += icons.katana * (sc.katanas.multiplier + w.multGain * t);
  v += icons.kabuto * (sc.kabutos.multiplier + w.multGain * t);
  v += icons.blueCrane * icons.whiteCrane;
  // At the end, coins and resources score their bands; before it they buy actions.
  const resources = RESOURCES.reduce((a, r) => a + p[r], 0);
  const lanternCards = p.lanterns.coral.length + p.lanterns.black.length + p.lanterns.white.length;
  v += (1 - f) * (sc.coinsSeals + sc.resources) + f * (w.res * resources + w.coin * (p.coins + p.seals) + w.lc * lanternCards + w.step * p.courtier.step);
  return v;
}
