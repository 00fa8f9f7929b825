/**
 * Shared helpers of the Rising Sun rules: seats and honor, alliances, figures and Force, and the
 * gains and losses that season cards react to (Loyalty, Way of the Merchant, Righteousness, ...).
 *
 * Every mutating helper works on a context holding a private copy of the state and the list of
 * events produced so far; the public entry points clone the input state before anything mutates it.
 */
import type { GameEvent, Seat } from '../../engine/contract';
import { card, clan, monster, ONI, VIRTUE_CARDS } from './data';
import { R } from './rule-ids';
import type { CardId, Figure, MonsterId, ProvinceId, RsState, UnitKind } from './types';

export interface Ctx { s: RsState; ev: GameEvent[] }

export function emit(ctx: Ctx, e: GameEvent): void { ctx.ev.push(e); }

// ---------------------------------------------------------------- seats and honor

export const leftOf = (s: RsState, seat: Seat): Seat => (seat + 1) % s.players;
/** Left neighbour of the chooser first, clockwise, the chooser last. */
export function executionOrder(s: RsState, chooser: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i <= s.players; i++) out.push((chooser + i) % s.players);
  return out;
}
/** Chooser first, then clockwise (Train). */
export function chooserFirstOrder(s: RsState, chooser: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.players; i++) out.push((chooser + i) % s.players);
  return out;
}
export const honorIndex = (s: RsState, seat: Seat): number => s.honor.indexOf(seat);
/** True when `a` stands above `b` on the honor track. */
export const moreHonor = (s: RsState, a: Seat, b: Seat): boolean => honorIndex(s, a) < honorIndex(s, b);
export function byHonor(s: RsState, seats: readonly Seat[]): Seat[] {
  return [...seats].sort((a, b) => honorIndex(s, a) - honorIndex(s, b));
}
/** The seat with the largest value; ties go to the more honorable seat (rising-sun/honor/ties). */
export function bestOf(s: RsState, seats: readonly Seat[], value: (seat: Seat) => number): Seat | null {
  let best: Seat | null = null;
  for (const seat of seats) {
    if (best === null) { best = seat; continue; }
    const v = value(seat), bv = value(best);
    if (v > bv || (v === bv && moreHonor(s, seat, best))) best = seat;
  }
  return best;
}

export function gainHonor(ctx: Ctx, seat: Seat, steps: number, rule: string, why: string): void {
  const h = ctx.s.honor;
  let moved = 0;
  for (let i = 0; i < steps; i++) {
    const at = h.indexOf(seat);
    if (at <= 0) break;
    [h[at - 1], h[at]] = [h[at]!, h[at - 1]!];
    moved++;
  }
  emit(ctx, { type: 'honorGained', seat, steps: moved, why, honor: [...h], rule });
}
export function loseHonor(ctx: Ctx, seat: Seat, rule: string, why: string): void {
  const h = ctx.s.honor;
  const at = h.indexOf(seat);
  const moved = at < h.length - 1 ? 1 : 0;
  if (moved) [h[at + 1], h[at]] = [h[at]!, h[at + 1]!];
  emit(ctx, { type: 'honorLost', seat, steps: moved, why, honor: [...h], rule });
}
export function honorToTop(ctx: Ctx, seat: Seat, rule: string): void {
  const h = ctx.s.honor.filter((x) => x !== seat);
  ctx.s.honor = [seat, ...h];
  emit(ctx, { type: 'honorToTop', seat, honor: [...ctx.s.honor], rule });
}

// ---------------------------------------------------------------- alliances

export function allyOf(s: RsState, seat: Seat): Seat | null {
  for (const [a, b] of s.alliances) {
    if (a === seat) return b;
    if (b === seat) return a;
  }
  return null;
}
export const areAllied = (s: RsState, a: Seat, b: Seat): boolean => a !== b && allyOf(s, a) === b;

// ---------------------------------------------------------------- cards

export const copies = (s: RsState, seat: Seat, id: CardId): number => {
  let n = 0;
  for (const c of s.cards[seat]!) if (c === id) n++;
  return n;
};
export const param = (id: CardId, key: string): number => card(id)?.params[key] ?? 0;
export const distinctVirtues = (s: RsState, seat: Seat): number => new Set(s.cards[seat]!.filter((c) => VIRTUE_CARDS.includes(c))).size;
export const clanOf = (s: RsState, seat: Seat) => s.clans[seat]!;
export const isClan = (s: RsState, seat: Seat, id: string): boolean => s.clans[seat] === id;

// ---------------------------------------------------------------- figures

export const isDaimyoLike = (f: Figure): boolean => f.kind === 'daimyo' || (f.kind === 'monster' && !!monster(f.monster!).countsAsDaimyo);
export const isShintoLike = (f: Figure): boolean => f.kind === 'shinto' || (f.kind === 'monster' && !!monster(f.monster!).countsAsShinto);
export const unitOf = (f: Figure): UnitKind => (f.kind === 'monster' ? f.monster! : f.kind);
export const figureById = (s: RsState, id: string): Figure | undefined => s.figures.find((f) => f.id === id);
export const figuresIn = (s: RsState, p: ProvinceId): Figure[] => s.figures.filter((f) => f.where === 'province' && f.province === p);
export const ownFiguresIn = (s: RsState, seat: Seat, p: ProvinceId): Figure[] =>
  s.figures.filter((f) => f.owner === seat && f.where === 'province' && f.province === p);
export const onMap = (s: RsState, seat: Seat): Figure[] => s.figures.filter((f) => f.owner === seat && f.where === 'province');
export const reserveOf = (s: RsState, seat: Seat): Figure[] => s.figures.filter((f) => f.owner === seat && f.where === 'reserve');
/** A figure of this kind in the seat's reserve (the first one; figures of one kind are alike). */
export function reserveUnit(s: RsState, seat: Seat, unit: UnitKind): Figure | undefined {
  return s.figures.find((f) => f.owner === seat && f.where === 'reserve' && unitOf(f) === unit);
}
/** Distinct kinds in reserve, each once. */
export function reserveUnits(s: RsState, seat: Seat): UnitKind[] {
  const out: UnitKind[] = [];
  for (const f of reserveOf(s, seat)) { const u = unitOf(f); if (!out.includes(u)) out.push(u); }
  return out;
}
export const strongholdsOnMap = (s: RsState, seat: Seat) => s.strongholds.filter((h) => h.owner === seat && h.province !== null);
export const strongholdsIn = (s: RsState, seat: Seat, p: ProvinceId): number =>
  s.strongholds.filter((h) => h.owner === seat && h.province === p).length;
export const ownsMonsters = (s: RsState, seat: Seat): Figure[] => s.figures.filter((f) => f.kind === 'monster' && f.owner === seat);
export const ownsOni = (s: RsState, seat: Seat): number => ownsMonsters(s, seat).filter((f) => ONI.includes(f.monster as MonsterId)).length;

export function placeInProvince(f: Figure, p: ProvinceId): void {
  f.where = 'province'; f.province = p; delete f.shrine; delete f.holder;
}
export function placeOnShrine(f: Figure, index: number): void {
  f.where = 'shrine'; f.shrine = index; delete f.province; delete f.holder;
}
export function toReserve(f: Figure): void {
  f.where = 'reserve'; delete f.province; delete f.shrine; delete f.holder;
}

// ---------------------------------------------------------------- Force

/** Seats with a figure, or a Turtle stronghold, in the province. */
export function presentSeats(s: RsState, p: ProvinceId): Seat[] {
  const out: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    if (ownFiguresIn(s, seat, p).length > 0 || (isClan(s, seat, 'turtle') && strongholdsIn(s, seat, p) > 0)) out.push(seat);
  }
  return out;
}
const daimyoBonus = (s: RsState, seat: Seat): number =>
  copies(s, seat, 'path-of-the-lion') * param('path-of-the-lion', 'daimyoForce') + copies(s, seat, 'path-of-the-dragon') * param('path-of-the-dragon', 'daimyoForce');

export function figureForce(s: RsState, f: Figure): number {
  const owner = f.owner!;
  switch (f.kind) {
    case 'bushi':
      return s.phase === 'war' && copies(s, owner, 'way-of-the-katana') > 0 ? param('way-of-the-katana', 'bushiForce') : 1;
    case 'shinto':
      return 1;
    case 'daimyo':
      return 1 + daimyoBonus(s, owner);
    case 'monster': {
      const m = monster(f.monster!);
      let force = m.force;
      if (m.lowForce !== undefined && f.where === 'province') {
        const present = presentSeats(s, f.province!);
        if (present.every((x) => x === owner || moreHonor(s, x, owner))) force = m.lowForce;
      }
      if (m.countsAsDaimyo) force += daimyoBonus(s, owner);
      return force;
    }
  }
}

/** Force of a seat in a province: its figures, plus 1 per Turtle stronghold. */
export function forceIn(s: RsState, seat: Seat, p: ProvinceId): number {
  let total = 0;
  for (const f of ownFiguresIn(s, seat, p)) total += figureForce(s, f);
  if (isClan(s, seat, 'turtle')) total += strongholdsIn(s, seat, p);
  return total;
}
export function shrineForce(s: RsState, seat: Seat, index: number): number {
  return s.figures.filter((f) => f.owner === seat && f.where === 'shrine' && f.shrine === index).length;
}

// ---------------------------------------------------------------- gains

/** One instance of gaining VP. Loyalty adds its bonus once per instance while allied. */
export function gainVp(ctx: Ctx, seat: Seat, n: number, rule: string, why: string): void {
  if (n <= 0) return;
  ctx.s.vp[seat]! += n;
  emit(ctx, { type: 'vpGained', seat, vp: n, why, rule });
  const loyal = copies(ctx.s, seat, 'loyalty');
  if (loyal > 0 && allyOf(ctx.s, seat) !== null) {
    const bonus = loyal * param('loyalty', 'vp');
    ctx.s.vp[seat]! += bonus;
    emit(ctx, { type: 'vpGained', seat, vp: bonus, why: 'loyalty', rule: R.cardVirtue });
  }
}
/** Take up to n VP from a seat (never below 0); returns how many were taken. */
export function loseVp(ctx: Ctx, seat: Seat, n: number): number {
  const lost = Math.min(n, ctx.s.vp[seat]!);
  ctx.s.vp[seat]! -= lost;
  return lost;
}

/**
 * Seats take coins from the supply, all in one instance (a Harvest, the income...). Way of the
 * Merchant: its owner takes 1 coin per copy for each other seat that was richer than it just
 * before the instance. Merchant gains do not trigger other Merchants.
 */
export function gainCoins(ctx: Ctx, gains: { seat: Seat; n: number }[], rule: string, why: string): void {
  const s = ctx.s;
  const before = [...s.coins];
  const real = gains.filter((g) => g.n > 0);
  if (real.length === 0) return;
  for (const g of real) {
    s.coins[g.seat]! += g.n;
    emit(ctx, { type: 'coinsGained', seat: g.seat, coins: g.n, why, rule });
  }
  for (let o = 0; o < s.players; o++) {
    const k = copies(s, o, 'way-of-the-merchant');
    if (k === 0) continue;
    const richer = real.filter((g) => g.seat !== o && before[g.seat]! > before[o]!).length;
    if (richer > 0) {
      const n = richer * k * param('way-of-the-merchant', 'coins');
      s.coins[o]! += n;
      emit(ctx, { type: 'coinsGained', seat: o, coins: n, why: 'way-of-the-merchant', rule: R.cardEnhancement });
    }
  }
}
export function gainRonin(ctx: Ctx, seat: Seat, n: number, rule: string, why: string): void {
  if (n <= 0) return;
  ctx.s.ronin[seat]! += n;
  emit(ctx, { type: 'roninGained', seat, ronin: n, why, rule });
}

// ---------------------------------------------------------------- killing and entering

/**
 * Kill figures (they go back to their owners' reserves). Righteousness pays each owner per own
 * figure killed; Justice pays the killer once per victim clan with less honor.
 */
export function killFigures(ctx: Ctx, figs: Figure[], killer: Seat | null, rule: string, why: string): number {
  if (figs.length === 0) return 0;
  const s = ctx.s;
  const owners: Seat[] = [];
  for (const f of figs) {
    if (!owners.includes(f.owner!)) owners.push(f.owner!);
  }
  emit(ctx, { type: 'figuresKilled', figures: figs.map((f) => f.id), owners, killer, why, province: figs[0]!.province ?? null, rule });
  for (const f of figs) toReserve(f);
  for (const o of byHonor(s, owners)) {
    const own = figs.filter((f) => f.owner === o).length;
    const r = copies(s, o, 'righteousness');
    if (r > 0) gainVp(ctx, o, own * r * param('righteousness', 'vpPerKilled'), R.cardVirtue, 'righteousness');
  }
  if (killer !== null) {
    const j = copies(s, killer, 'justice');
    if (j > 0) {
      for (const o of owners) {
        if (o !== killer && moreHonor(s, killer, o)) gainVp(ctx, killer, j * param('justice', 'vp'), R.cardVirtue, 'justice');
      }
    }
  }
  return figs.length;
}

/** A figure just entered a province (summon, move or Betray swap): Oni of Hate and Oni of Spite. */
export function entered(ctx: Ctx, f: Figure): void {
  if (f.kind !== 'monster' || f.where !== 'province') return;
  const s = ctx.s;
  const owner = f.owner!;
  const p = f.province!;
  if (f.monster === 'oni-of-hate') {
    const victims: Figure[] = [];
    for (const seat of byHonor(s, presentSeats(s, p))) {
      if (seat === owner || !moreHonor(s, seat, owner)) continue;
      const own = ownFiguresIn(s, seat, p);
      const pick = own.find((x) => x.kind === 'bushi') ?? own.find((x) => x.kind === 'shinto');
      if (pick) victims.push(pick);
    }
    if (victims.length) killFigures(ctx, victims, owner, R.cardMonster, 'oni-of-hate');
  }
  if (f.monster === 'oni-of-spite') {
    let stolen = 0;
    for (const seat of byHonor(s, presentSeats(s, p))) {
      if (seat === owner || !moreHonor(s, seat, owner) || forceIn(s, seat, p) <= 0) continue;
      const lost = loseVp(ctx, seat, param('oni-of-spite', 'vp'));
      if (lost > 0) emit(ctx, { type: 'vpLost', seat, vp: lost, to: owner, why: 'oni-of-spite', rule: R.cardMonster });
      stolen += lost;
    }
    gainVp(ctx, owner, stolen, R.cardMonster, 'oni-of-spite');
  }
}

export const incomeOf = (s: RsState, seat: Seat): number => clan(s.clans[seat]!).income;
