/**
 * Battle tests (FR 554-624): bonuses, duels, score, result and losses. Pure: the caller builds the
 * two sides from the state and applies the result.
 */
import { dieMod, type Dice } from './rules';

export interface Duelist { id: string; c: number; heads: number; row: number }
export interface BattleSide {
  /** Clan seat, or -1 for a minor / a lone castle. */
  clan: number;
  sam: number;
  ron: number;
  cre: number;
  ash: number;
  /** The general's Strategy (null: no general, cap 3). */
  genS: number | null;
  genId?: string;
  /** Best Strategy among the characters present (general included) and its heads, for the Strategy bonus. */
  bestS: number;
  bestSHeads: number;
  duelists: Duelist[];
  horses: number;
  metal: number;
  tech: number;
  /** The side holds (or is allied with) the province's castle, or a Fortress. */
  castle: boolean;
  badPosition: boolean;
  exhausted: boolean;
  /** Minor clans allied to the enemy located in or next to the province. */
  enemyMinors: number;
}

export type Bonus = 'strategy' | 'footsoldiers' | 'technology' | 'position' | 'fatigue' | 'cavalry' | 'armament' | 'characters';

export interface DuelResult { a?: string; d?: string; rollA?: number; rollD?: number; totalA?: number; totalD?: number; winner: 'a' | 'd' | null; margin: number; forfeit?: boolean }

export interface Losses { sam: number; ron: number; cre: number; ash: number }

export interface BattleResult {
  bonuses: { a: Bonus[]; d: Bonus[] };
  duels: DuelResult[];
  wins: { a: number; d: number };
  wounded: string[];
  killed: string[];
  /** Heads gained in duels (character id, count). */
  heads: Record<string, number>;
  base: { a: number; d: number };
  rolls: { a: number; d: number };
  score: { a: number; d: number };
  winner: 'a' | 'd' | null;
  major: boolean;
  losses: { a: Losses; d: Losses };
  destroyed: { a: boolean; d: boolean };
}

export interface BattleOptions { duelBothRoll: boolean; bonusModifier: 'fewer-minus-one' | 'more-plus-one'; majorSuccessFloor: number }

function sortDuelists(ds: Duelist[]): Duelist[] {
  return ds.slice().sort((x, y) => y.c - x.c || y.heads - x.heads || x.row - y.row);
}

/** A duel is an aggression test (Combat vs Combat); both roll in duels (A12). Ties go to heads. */
export function duel(a: Duelist, d: Duelist, dice: Dice, bothRoll: boolean): DuelResult {
  const rollA = dice.d6();
  const rollD = bothRoll ? dice.d6() : 0;
  const totalA = a.c + dieMod(rollA);
  const totalD = d.c + (bothRoll ? dieMod(rollD) : 0);
  let diff = totalA - totalD;
  if (diff === 0) diff = a.heads > d.heads ? 1 : a.heads < d.heads ? -1 : 0;
  const r: DuelResult = { a: a.id, d: d.id, rollA, totalA, totalD, winner: diff > 0 ? 'a' : diff < 0 ? 'd' : null, margin: Math.abs(diff) };
  if (bothRoll) r.rollD = rollD;
  return r;
}

function lossesOf(side: BattleSide, kind: 'undecided' | 'beaten' | 'destroyed'): Losses {
  if (kind === 'destroyed') return { sam: side.sam, ron: side.ron, cre: side.cre, ash: side.ash };
  if (kind === 'undecided') {
    // ceil((ronin + samurai)/2), ronin first; creatures untouched (A16); all ashigaru.
    let n = Math.ceil((side.ron + side.sam) / 2);
    const ron = Math.min(n, side.ron); n -= ron;
    return { sam: Math.min(n, side.sam), ron, cre: 0, ash: side.ash };
  }
  let n = Math.ceil((side.cre + side.ron + side.sam) / 2);
  const cre = Math.min(n, side.cre); n -= cre;
  const ron = Math.min(n, side.ron); n -= ron;
  return { sam: Math.min(n, side.sam), ron, cre, ash: side.ash };
}

export function strength(side: { sam: number; ron: number; cre: number }): number {
  return side.sam + side.ron + side.cre;
}

/** Resolve a battle between the moving side `a` and the defending side `d`. Dice: duels, then a, then d. */
export function resolveBattle(a: BattleSide, d: BattleSide, dice: Dice, opt: BattleOptions): BattleResult {
  // Duels.
  const da = sortDuelists(a.duelists), dd = sortDuelists(d.duelists);
  const duels: DuelResult[] = [];
  const wins = { a: 0, d: 0 };
  const wounded: string[] = [], killed: string[] = [];
  const heads: Record<string, number> = {};
  const n = Math.min(da.length, dd.length);
  for (let i = 0; i < n; i++) {
    const r = duel(da[i]!, dd[i]!, dice, opt.duelBothRoll);
    duels.push(r);
    if (r.winner) {
      wins[r.winner]++;
      const loser = r.winner === 'a' ? r.d! : r.a!;
      const winner = r.winner === 'a' ? r.a! : r.d!;
      if (r.margin >= 2) { killed.push(loser); heads[winner] = (heads[winner] ?? 0) + 1; } else wounded.push(loser);
    }
  }
  for (let i = n; i < da.length; i++) { duels.push({ a: da[i]!.id, winner: 'a', margin: 0, forfeit: true }); wins.a++; }
  for (let i = n; i < dd.length; i++) { duels.push({ d: dd[i]!.id, winner: 'd', margin: 0, forfeit: true }); wins.d++; }

  // Bonuses.
  const ba: Bonus[] = [], bd: Bonus[] = [];
  const give = (x: number, y: number, b: Bonus) => { if (x > y) ba.push(b); else if (y > x) bd.push(b); };
  {
    // Best Strategy, ties to heads; an army with a castle denies the bonus to its enemy.
    const sa = a.bestS * 100 + a.bestSHeads, sd = d.bestS * 100 + d.bestSHeads;
    if (sa > sd && !d.castle) ba.push('strategy'); else if (sd > sa && !a.castle) bd.push('strategy');
  }
  give(a.ash, d.ash, 'footsoldiers');
  give(a.tech, d.tech, 'technology');
  if (d.badPosition || a.castle) ba.push('position');
  if (a.badPosition || d.castle) bd.push('position');
  if (d.exhausted) ba.push('fatigue');
  if (a.exhausted) bd.push('fatigue');
  give(a.horses, d.horses, 'cavalry');
  give(a.metal, d.metal, 'armament');
  give(wins.a, wins.d, 'characters');

  // Scores.
  const cap = (s: BattleSide) => Math.min(strength(s), 3 + (s.genS ?? 0));
  const base = { a: cap(a) + (a.castle ? 1 : 0) - a.enemyMinors, d: cap(d) + (d.castle ? 1 : 0) - d.enemyMinors };
  if (opt.bonusModifier === 'fewer-minus-one') {
    if (ba.length < bd.length) base.a -= 1; else if (bd.length < ba.length) base.d -= 1;
  } else {
    if (ba.length > bd.length) base.a += 1; else if (bd.length > ba.length) base.d += 1;
  }
  const rolls = { a: dice.d6(), d: dice.d6() };
  const score = { a: base.a + rolls.a, d: base.d + rolls.d };

  let winner: 'a' | 'd' | null = null, major = false;
  const losses = { a: { sam: 0, ron: 0, cre: 0, ash: 0 }, d: { sam: 0, ron: 0, cre: 0, ash: 0 } };
  const destroyed = { a: false, d: false };
  if (score.a === score.d) {
    losses.a = lossesOf(a, 'undecided');
    losses.d = lossesOf(d, 'undecided');
  } else {
    winner = score.a > score.d ? 'a' : 'd';
    const w = winner === 'a' ? score.a : score.d, l = winner === 'a' ? score.d : score.a;
    major = w >= 2 * Math.max(l, opt.majorSuccessFloor);
    const loser = winner === 'a' ? d : a;
    const key = winner === 'a' ? 'd' : 'a';
    losses[key] = lossesOf(loser, major ? 'destroyed' : 'beaten');
    if (major) destroyed[key] = true;
  }
  for (const k of ['a', 'd'] as const) {
    const side = k === 'a' ? a : d;
    const l = losses[k];
    if (!destroyed[k] && strength(side) - l.sam - l.ron - l.cre === 0 && strength(side) > 0) destroyed[k] = true;
  }
  return { bonuses: { a: ba, d: bd }, duels, wins, wounded, killed, heads, base, rolls, score, winner, major, losses, destroyed };
}
