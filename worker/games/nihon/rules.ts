/** Shared rule helpers: dice, the standard test, relations, loan floor, initiative. */
import { nextInt, rollDie, type RngState } from '../../engine/rng';
import { MAP_RULES } from './data/map';
import { MINOR_KINDS } from './data/minors';
import { getMap, type MapIndex } from './map-index';
import type { NihonState } from './types';

export interface Dice {
  d6(): number;
  int(n: number): number;
}

/** Dice from the state's generator (the only source in play). */
export function rngDice(rng: RngState): Dice {
  return { d6: () => rollDie(rng), int: (n) => nextInt(rng, n) };
}

/** Conformance cases: d6 rolls come from a script (other draws still from the generator). */
export function scriptedDice(rng: RngState, script: number[]): Dice & { used: () => number } {
  let i = 0;
  return {
    d6: () => {
      if (i >= script.length) throw new Error(`scripted dice exhausted after ${script.length} rolls`);
      const v = script[i++]!;
      if (!Number.isInteger(v) || v < 1 || v > 6) throw new Error(`bad scripted die ${v}`);
      return v;
    },
    int: (n) => nextInt(rng, n),
    used: () => i,
  };
}

/** The standard test's d6 table (FR 535-553): 6 = +1, 2-5 = 0, 1 = -1. */
export function dieMod(d: number): number {
  return d === 6 ? 1 : d === 1 ? -1 : 0;
}

export type Outcome = 'major-success' | 'success' | 'tie' | 'failure' | 'major-failure';

/**
 * Standard test: actor value + modifiers + d6 modifier against the target value. A tie goes to the
 * side with the advantage (which counts +1); equal advantages leave a true tie.
 */
export function standardTest(value: number, target: number, advActor: number, advTarget: number, die: number): { total: number; diff: number; outcome: Outcome } {
  const total = value + dieMod(die);
  let diff = total - target;
  if (diff === 0) diff = advActor > advTarget ? 1 : advActor < advTarget ? -1 : 0;
  const outcome: Outcome = diff >= 2 ? 'major-success' : diff === 1 ? 'success' : diff === 0 ? 'tie' : diff === -1 ? 'failure' : 'major-failure';
  return { total, diff, outcome };
}

export function isSuccess(o: Outcome): boolean {
  return o === 'success' || o === 'major-success';
}

export function mapOf(s: NihonState): MapIndex {
  return getMap(s.settings);
}

export function clanIndex(s: NihonState, id: string): number {
  return s.clans.findIndex((c) => c.id === id);
}

/** Two major clans are allies (friends). */
export function allied(s: NihonState, a: number, b: number): boolean {
  return a === b || (a >= 0 && b >= 0 && s.clans[a]!.allies.includes(b));
}

/** A province is friendly to a clan: its own, an ally's, a minor allied to it or its allies, or a neutral friend. */
export function friendlyProv(s: NihonState, clan: number, prov: string): boolean {
  const p = s.provs[prov]!;
  if (p.ctrl >= 0) return allied(s, clan, p.ctrl);
  if (p.ally !== undefined && allied(s, clan, p.ally)) return true;
  return !!p.friends && p.friends.includes(clan);
}

/** The loan floor (FR 324-331): +N for each lender city held by a minor clan. */
export function loanFloor(s: NihonState): number {
  let f = 0;
  for (const id of MAP_RULES.lenders) {
    const p = s.provs[id];
    if (p && p.ctrl < 0 && p.minor === 'clan') f += s.settings.loanFloorPerLender;
  }
  return f;
}

/** Honour rank 1..N (N = top); 0 for a clan off the track. */
export function honorRank(s: NihonState, clan: number): number {
  const i = s.honor.indexOf(clan);
  return i < 0 ? 0 : i + 1;
}

export function isTop(s: NihonState, clan: number): boolean {
  return s.honor.length > 0 && s.honor[s.honor.length - 1] === clan;
}

/** Diplomacy advantage of the owner of a province (minor values FR 257-260). */
export function honorValueOfProv(s: NihonState, prov: string): number {
  const p = s.provs[prov]!;
  if (p.ctrl >= 0) return honorRank(s, p.ctrl);
  return MINOR_KINDS[p.minor ?? 'clan'].honor;
}

export function totalHeads(s: NihonState, clan: number): number {
  let h = 0;
  for (const c of Object.values(s.chars)) if (c.clan === clan) h += c.heads;
  return h;
}

/** Heads ranking (FR 1863-1870): most heads first, ties to the more honourable clan. */
export function computeHeadsRank(s: NihonState): number[] {
  const heads = s.clans.map((_, i) => totalHeads(s, i));
  return s.clans.map((_, i) => i).filter((i) => s.clans[i]!.status !== 'abandoned').sort((a, b) => heads[b]! - heads[a]! || honorRank(s, b) - honorRank(s, a) || a - b);
}

/**
 * Initiative between clans (A36): H = honour then rank, RH = reverse honour then rank,
 * RR = reverse rank. "Rank" is the heads ranking (or the honour track, by setting).
 */
export function initiative(s: NihonState, code: 'H' | 'RH' | 'RR'): number[] {
  const active = s.clans.map((_, i) => i).filter((i) => s.clans[i]!.status !== 'abandoned');
  const rankPos = (i: number) => {
    if (s.settings.initiativeRank === 'honour') return -honorRank(s, i);
    const p = s.headsRank.indexOf(i);
    return p < 0 ? 99 : p;
  };
  if (code === 'RR') return active.sort((a, b) => rankPos(b) - rankPos(a) || a - b);
  const dir = code === 'H' ? -1 : 1;
  return active.sort((a, b) => dir * (honorRank(s, a) - honorRank(s, b)) || rankPos(a) - rankPos(b) || a - b);
}

/** Characters of a clan in row order. */
export function clanChars(s: NihonState, clan: number) {
  return Object.values(s.chars).filter((c) => c.clan === clan).sort((a, b) => a.row - b.row);
}

/** The character stands directly in the province (not inside an army, not guarding, not a hostage). */
export function standsFree(s: NihonState, id: string): boolean {
  const c = s.chars[id]!;
  return !c.army && !c.guards && c.hostageOf === undefined;
}

export function provinceHasCastle(s: NihonState, prov: string): boolean {
  const p = s.provs[prov]!;
  return p.castle >= 3 || (p.ctrl < 0 && !!p.minor && MINOR_KINDS[p.minor].fortified);
}

/** The minor army's samurai cap (FR 442-445) + temple bonus (FR 451-455) is applied in battle. */
export function minorCap(m: MapIndex, prov: string): number {
  const d = m.prov[prov]!;
  return 2 * d.pop + (d.terrain === 'difficult' ? 1 : 0);
}

/** The province's resource now (a sanctuary destroyed by Awakening no longer counts). */
export function provResource(s: NihonState, prov: string): string | null {
  if (!Object.prototype.hasOwnProperty.call(s.provs, prov)) return null;
  if (s.provs[prov]!.noRes) return null;
  return mapOf(s).prov[prov]?.resource ?? null;
}
