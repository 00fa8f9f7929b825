/** The resolution context: the mutable state of one turn, the dice, the events and the ledgers. */
import type { GameEvent } from '../../engine/contract';
import { RITUAL_BY_ID } from './data/rituals';
import type { MapIndex } from './map-index';
import { R } from './rule-ids';
import { loanFloor, mapOf, type Dice } from './rules';
import type { CharOrder, NihonState, OrderSheet, ResKind } from './types';

export interface MoneyEntry { clan: number; amount: number; cause: string; step: number }
export interface TroopEntry { clan: number; army: string; kind: 'sam' | 'ron' | 'cre' | 'ash'; delta: number; cause: string; step: number }

interface Pending { e: GameEvent; inv: number[] | null; place?: string; see?: number; exclude?: number[] }

export class Ctx {
  map: MapIndex;
  step = 0;
  pending: Pending[] = [];
  money: MoneyEntry[] = [];
  troops: TroopEntry[] = [];
  orders = new Map<string, CharOrder>();
  sheets: OrderSheet[];
  honorMod: number[];
  majorVictories: number[];
  executedHostages: number[];
  lostAshigaru: boolean[];
  pillagedBy = new Map<string, Set<number>>();
  immolated = 0;
  kamiKaze = new Set<string>();
  tyran = new Set<string>();
  fortress = new Map<string, Set<number>>();
  lightFeet = new Set<string>();
  waveWalk = new Set<string>();
  sabotaged = new Set<string>();
  minorRonin = new Map<string, number>();
  heianGifts = new Map<number, { amount: number; giver: string }>();
  transferCredit = new Map<string, number>();
  lostOrder = new Set<string>();
  giftedRes: { from: number; to: number | string; kind: ResKind; n: number; id: string }[] = [];
  extraSanctuary: number[];
  spyVision = new Map<number, Map<string, number>>();
  ritualVision = new Map<number, Map<string, number>>();
  promoted = new Set<number>();

  constructor(public s: NihonState, public dice: Dice) {
    this.map = mapOf(s);
    const n = s.clans.length;
    this.sheets = s.sheets.map((x) => x ?? {});
    this.honorMod = new Array(n).fill(0);
    this.majorVictories = new Array(n).fill(0);
    this.executedHostages = new Array(n).fill(0);
    this.lostAshigaru = new Array(n).fill(false);
    this.extraSanctuary = new Array(n).fill(0);
  }

  get set() { return this.s.settings; }

  /** Record an event. inv = the clans that always see it (null = public); place/see = also seen by clans with that vision. */
  ev(type: string, rule: string, data: Record<string, unknown>, inv: number[] | null, place?: string, see?: number, exclude?: number[]): GameEvent {
    const e: GameEvent = { type, rule, step: this.step, ...data };
    if (place) (e as Record<string, unknown>).place = place;
    this.pending.push({ e, inv, place, see, exclude });
    return e;
  }

  /** Resolve the audience of every event once the end-of-turn vision is known. */
  finalizeEvents(visionAt: (clan: number, place: string) => number): GameEvent[] {
    const n = this.s.clans.length;
    const out: GameEvent[] = [];
    for (const { e, inv, place, see, exclude } of this.pending) {
      if (inv === null) { out.push(e); continue; }
      const to = new Set(inv.filter((c) => c >= 0));
      if (place && see !== undefined) for (let c = 0; c < n; c++) if (visionAt(c, place) >= Math.max(1, see) && !exclude?.includes(c)) to.add(c);
      if (to.size) out.push({ ...e, visibleTo: [...to].sort((a, b) => a - b) });
    }
    return out;
  }

  honor(clan: number, delta: number, reason: string, extra: Record<string, unknown> = {}): void {
    if (clan < 0 || delta === 0) return;
    this.honorMod[clan]! += delta;
    this.ev('honor-modifier', R.honorModifier, { clan, delta, reason, ...extra }, [clan]);
  }

  floor(): number { return loanFloor(this.s); }

  /** Spend koku; refused (false) when it would cross the loan floor and the setting rejects it (A8). */
  spend(clan: number, amount: number, cause: string): boolean {
    if (amount <= 0) return true;
    const c = this.s.clans[clan]!;
    if (this.set.overspend === 'reject' && c.treasury - amount < -this.floor()) return false;
    c.treasury -= amount;
    this.money.push({ clan, amount: -amount, cause, step: this.step });
    return true;
  }

  /** Forced payment (upkeep with the "debt" setting, interest). */
  pay(clan: number, amount: number, cause: string): void {
    if (amount === 0) return;
    this.s.clans[clan]!.treasury -= amount;
    this.money.push({ clan, amount: -amount, cause, step: this.step });
  }

  gain(clan: number, amount: number, cause: string): void {
    if (amount === 0 || clan < 0) return;
    this.s.clans[clan]!.treasury += amount;
    this.money.push({ clan, amount, cause, step: this.step });
  }

  troop(armyId: string, kind: 'sam' | 'ron' | 'cre' | 'ash', delta: number, cause: string): void {
    if (delta === 0) return;
    const a = this.s.armies[armyId]!;
    a[kind] += delta;
    this.troops.push({ clan: a.clan, army: armyId, kind, delta, cause, step: this.step });
  }

  ritualWorks(ritual: string): boolean {
    const r = RITUAL_BY_ID[ritual]!;
    return r.level > this.immolated;
  }

  alive(id: string): boolean { return id in this.s.chars; }
}
