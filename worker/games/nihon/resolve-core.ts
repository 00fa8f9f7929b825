/**
 * The shared core of turn resolution (see resolve.ts): what every step reads and does the same way.
 * Accessors, the orders of a kind in initiative order (`ordersOf`), whether an order can still be
 * carried out (`canAct`, `needFree`) and its failure; the fate of characters (placed, wounded,
 * killed, shielded by a bodyguard); resources and production; and the checks common to all rituals.
 * Each step module extends this class (resolve-aggressions.ts ... resolve-end.ts).
 */
import { RITUAL_BY_ID } from './data/rituals';
import type { Ctx } from './resolve-ctx';
import { R } from './rule-ids';
import { clanChars, initiative, provinceHasCastle, standsFree } from './rules';
import { emptyRes } from './setup';
import type { CharOrder, CharState, NihonState, ResKind } from './types';
import { visionOf } from './vision';

export type OrderOf<K extends CharOrder['kind']> = Extract<CharOrder, { kind: K }>;

export class TurnCore {
  s: NihonState;
  constructor(public x: Ctx) { this.s = x.s; }

  get map() { return this.x.map; }
  get set() { return this.s.settings; }
  active(): number[] { return this.s.clans.map((_, i) => i).filter((i) => this.s.clans[i]!.status !== 'abandoned'); }
  char(id: string): CharState | undefined { return this.s.chars[id]; }
  clanId(i: number): string { return this.s.clans[i]!.id; }
  clanOf(id: string): number { const j = this.s.clans.findIndex((c) => c.id === id); return j; }

  /** Orders of a kind, in initiative order (clans) and row order (inside a clan). */
  ordersOf<K extends CharOrder['kind']>(kind: K, code: 'H' | 'RH' | 'RR' | 'SIM', pred?: (o: OrderOf<K>) => boolean): [CharState, OrderOf<K>][] {
    const clans = code === 'SIM' ? this.active() : initiative(this.s, code);
    const out: [CharState, OrderOf<K>][] = [];
    for (const clan of clans) {
      for (const c of clanChars(this.s, clan)) {
        const o = this.x.orders.get(c.id);
        if (o && o.kind === kind && (!pred || pred(o as OrderOf<K>))) out.push([c, o as OrderOf<K>]);
      }
    }
    return out;
  }

  /** Is the order still executable for this actor now (alive, not wounded unless move/heal)? */
  canAct(c: CharState, o: CharOrder): boolean {
    if (!this.x.alive(c.id) || this.x.orders.get(c.id) !== o) return false;
    if (c.wounded && o.kind !== 'move' && o.kind !== 'heal') {
      this.fail(c, o, 'wounded', R.charWounded);
      return false;
    }
    return true;
  }

  needFree(c: CharState, o: CharOrder): boolean {
    if (standsFree(this.s, c.id) || this.set.armyMembersAct) return true;
    this.fail(c, o, 'inside-army', R.charInArmy);
    return false;
  }

  fail(c: CharState, o: CharOrder, reason: string, rule: string, extra: Record<string, unknown> = {}): void {
    this.x.orders.delete(c.id);
    this.x.ev('order-failed', rule, { clan: c.clan, char: c.id, order: o.kind, reason, ...extra }, [c.clan]);
  }

  done(c: CharState): void { this.x.orders.delete(c.id); }

  // ------------------------------------------------------------------ characters
  placeChar(id: string, prov: string, army?: string): void {
    const c = this.s.chars[id]!;
    c.prov = prov;
    if (army) c.army = army; else delete c.army;
    for (const g of Object.values(this.s.chars)) if (g.guards === id) this.placeChar(g.id, prov, army);
  }

  detach(c: CharState): void {
    for (const a of Object.values(this.s.armies)) if (a.general === c.id) delete a.general;
    for (const p of Object.values(this.s.provs)) if (p.gov === c.id) delete p.gov;
    delete c.guards;
    if (c.army) this.placeChar(c.id, c.prov);
  }

  wound(id: string, cause: string, rule: string, extra: Record<string, unknown> = {}): void {
    const c = this.char(id);
    if (!c) return;
    if (c.wounded) { this.kill(id, `${cause} (already wounded)`, rule, extra); return; }
    c.wounded = true;
    this.detach(c);
    const o = this.x.orders.get(id);
    if (o && o.kind !== 'move' && o.kind !== 'heal') this.x.orders.delete(id);
    this.x.ev('character-wounded', rule, { clan: c.clan, char: id, cause, ...extra }, [c.clan], c.prov, c.conc);
  }

  kill(id: string, cause: string, rule: string, extra: Record<string, unknown> = {}): void {
    const c = this.char(id);
    if (!c) return;
    this.detach(c);
    for (const g of Object.values(this.s.chars)) if (g.guards === id) delete g.guards;
    for (const cl of this.s.clans) cl.hostages = cl.hostages.filter((h) => h !== id);
    this.x.orders.delete(id);
    delete this.s.chars[id];
    this.x.ev('character-killed', R.charDeath, { clan: c.clan, char: id, name: c.name, cause, daimyo: !!c.daimyo, via: rule, ...extra }, [c.clan], c.prov, c.conc);
  }

  expose(c: CharState): void { c.exposed = true; }

  /** The character that suffers an attack on `id`: his bodyguard when one stands with him (FR 1198). */
  shield(id: string): CharState {
    const t = this.s.chars[id]!;
    const g = Object.values(this.s.chars).find((x) => x.guards === id && x.prov === t.prov && !x.wounded);
    return g ?? t;
  }

  garrisonOrCastle(clan: number, prov: string): boolean {
    const p = this.s.provs[prov]!;
    if (p.ctrl === clan && provinceHasCastle(this.s, prov)) return true;
    return Object.values(this.s.armies).some((a) => a.clan === clan && a.prov === prov && a.gar && p.ctrl === clan);
  }

  /** Count of a resource for advantages (before step 19: what the clan's lands produce). */
  res(clan: number, k: ResKind): number {
    if (clan < 0) return 0;
    return this.s.clans[clan]!.res[k];
  }

  /** The Vision a province opposes (A21): its owner's vision on it, a minor's by setting. */
  provVision(prov: string): { value: number; adv: number } {
    const p = this.s.provs[prov]!;
    if (p.ctrl < 0) return { value: this.set.minorVision, adv: 0 };
    return { value: visionOf(this.s, p.ctrl, prov), adv: this.res(p.ctrl, 'ninja') };
  }

  production(clan: number): Record<ResKind, number> {
    const r = emptyRes();
    for (const [pid, p] of Object.entries(this.s.provs)) {
      const res = p.noRes ? null : this.map.prov[pid]!.resource;
      if (!res || res === 'temple') continue;
      if (p.ctrl === clan || (p.ctrl < 0 && p.ally === clan && res !== 'gold')) {
        if (res === 'ships' && this.map.prov[pid]!.coasts.some((sea) => this.x.kamiKaze.has(sea))) continue;
        r[res]++;
      }
    }
    return r;
  }

  // ------------------------------------------------------------------ rituals helper
  ritualOrders(id: string): [CharState, OrderOf<'ritual'>][] {
    return this.ordersOf('ritual', 'SIM', (o) => o.ritual === id);
  }

  /** Common ritual checks: can act, knows it, Piety, not cancelled by Immolation. */
  castable(c: CharState, o: OrderOf<'ritual'>): boolean {
    if (!this.canAct(c, o)) return false;
    const r = RITUAL_BY_ID[o.ritual]!;
    if (!this.s.clans[c.clan]!.rituals.includes(r.id)) { this.fail(c, o, 'ritual-unknown', R.ritualKnown); return false; }
    if (c.t[4] < r.minPiety) { this.fail(c, o, 'piety', R.ritual); return false; }
    if (!this.x.ritualWorks(r.id)) { this.fail(c, o, 'immolation', R.immolation, { ritual: r.id }); return false; }
    return true;
  }

  ritualDone(c: CharState, o: OrderOf<'ritual'>, data: Record<string, unknown>, place?: string): void {
    const r = RITUAL_BY_ID[o.ritual]!;
    const rule = (R as Record<string, string>)[camel(r.id)] ?? R.ritual;
    this.x.ev('ritual', rule, { clan: c.clan, char: c.id, ritual: r.id, ...data }, [c.clan]);
    // Others who see the place learn that a ritual struck it, not who cast it.
    if (place) this.x.ev('ritual-seen', rule, { ritual: r.id }, [], place, 1, [c.clan]);
    if (r.forbidden) this.x.honor(c.clan, -this.set.forbiddenHonor, 'forbidden-ritual', { ritual: r.id });
    this.done(c);
    if (r.woundsCaster) this.wound(c.id, 'ritual', rule);
  }
}

function camel(id: string): string {
  return id.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()).replace('armeeMorts', 'armeeMorts');
}
