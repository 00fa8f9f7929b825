/**
 * Turn resolution: the 60 ordered steps of the rulebook (FR 729-926; digest section 15).
 * `resolveTurn` never mutates its input; all dice come from the state's generator (or, in
 * conformance cases only, from a scripted list of d6 rolls).
 */
import type { GameEvent } from '../../engine/contract';
import { clanData } from './data/clans';
import { MAP_RULES } from './data/map';
import { MINOR_KINDS, minorKindOf, type MinorKind } from './data/minors';
import { DEMON_TALENTS, RITUALS, RITUAL_BY_ID, THREATS } from './data/rituals';
import { resolveBattle, strength, type BattleResult, type BattleSide, type Duelist } from './battle';
import { adjustHonor } from './honor';
import { isBadCrossing } from './map-index';
import { Ctx, type MoneyEntry, type TroopEntry } from './resolve-ctx';
import { R } from './rule-ids';
import { allied, clanChars, computeHeadsRank, friendlyProv, honorRank, initiative, isSuccess, isTop, minorCap, provinceHasCastle, rngDice, scriptedDice, standardTest, standsFree, dieMod, provResource, type Dice, type Outcome } from './rules';
import { emptyRes } from './setup';
import { GIFT_RES, RES_KINDS, type ArmyState, type CharOrder, type CharState, type NihonState, type ResKind } from './types';
import { checkPath, MAX_CHARACTERS } from './validate';
import { computeVisibility, visionOf } from './vision';

export interface ResolveOptions { dice?: number[] }
export interface ResolveOutput { state: NihonState; events: GameEvent[]; money: MoneyEntry[]; troops: TroopEntry[]; diceUsed?: number }

export function resolveTurn(prev: NihonState, opts: ResolveOptions = {}): ResolveOutput {
  const s: NihonState = structuredClone(prev);
  const scripted = opts.dice ? scriptedDice(s.rng, opts.dice) : undefined;
  const dice: Dice = scripted ?? rngDice(s.rng);
  const x = new Ctx(s, dice);
  new Turn(x).run();
  const events = x.finalizeEvents((c, p) => visionOf(s, c, p));
  s.events = events;
  s.sheets = s.clans.map(() => null);
  s.final = s.clans.map(() => false);
  const out: ResolveOutput = { state: s, events, money: x.money, troops: x.troops };
  if (scripted) out.diceUsed = scripted.used();
  return out;
}

type OrderOf<K extends CharOrder['kind']> = Extract<CharOrder, { kind: K }>;

class Turn {
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

  // ------------------------------------------------------------------ run
  run(): void {
    const s = this.s, x = this.x;
    this.prepare();
    x.step = 1; this.hostages();
    x.step = 2; this.aggressions();
    x.step = 3; this.assassinations();
    x.step = 4; this.corruptions();
    x.step = 5; this.immolation();
    x.step = 6; this.regeneration();
    x.step = 7; this.bodyguards();
    x.step = 8; this.generals();
    x.step = 9; this.governors();
    x.step = 10; this.raids();
    x.step = 11; this.sabotages();
    x.step = 12; this.dragon();
    x.step = 13; this.kamiKaze();
    x.step = 14; this.tyran();
    x.step = 15; this.taxes();
    x.step = 16; this.gifts();
    x.step = 17; this.bloodRitual();
    x.step = 18; this.prayers();
    x.step = 19; this.harvest();
    x.step = 20; this.levyAshigaru();
    x.step = 21; this.upkeep();
    x.step = 22; for (const p of Object.values(s.provs)) delete p.pillaged;
    x.step = 23; this.fleets();
    x.step = 26; this.majorAlliances();
    x.step = 27; this.minorAlliances();
    x.step = 28; this.friendships();
    x.step = 29; this.imperialFavour();
    x.step = 30; this.incite();
    x.step = 31; this.recruit();
    x.step = 32; this.armyOfTheDead();
    x.step = 33; this.positions();
    x.step = 34; this.armyRituals();
    x.step = 37; this.movement();
    x.step = 38; this.revolts();
    x.step = 39; this.creaturePillage();
    x.step = 40; this.endOfTurnTroops();
    x.step = 41; this.dissolveEmpty();
    x.step = 42; this.returnArmies();
    x.step = 43; this.promotions();
    x.step = 44; this.champion();
    x.step = 45; this.giveProvinces();
    x.step = 46; this.annexations();
    x.step = 47; this.lateRituals();
    x.step = 48; this.healing();
    x.step = 49; this.castles();
    x.step = 50; this.interest();
    x.step = 51; this.revoltSpread();
    x.step = 52; this.markets();
    x.step = 53; this.stressReserve();
    x.step = 54; this.honorAdjust();
    x.step = 55; this.prestige();
    x.step = 56; s.headsRank = computeHeadsRank(s);
    x.step = 57; this.visibilityOrders();
    x.step = 60; computeVisibility(s, x.spyVision, x.ritualVision);
    this.victory();
    x.step = 61;
    for (const c of Object.values(s.chars)) { delete c.exposed; }
    s.turn += 1;
  }

  // ------------------------------------------------------------------ preparation
  prepare(): void {
    const s = this.s, x = this.x;
    for (const c of Object.values(s.chars)) { delete c.exposed; }
    for (const clan of this.active()) {
      const sh = x.sheets[clan]!;
      if (s.sheets[clan] === null) {
        s.clans[clan]!.missed = (s.clans[clan]!.missed ?? 0) + 1;
        x.ev('missed-turn', R.sheetMissed, { clan }, null);
      }
      // Break alliances (order-sheet cell).
      for (const cid of sh.breakAlliances ?? []) {
        const j = this.clanOf(cid);
        if (j >= 0 && s.clans[clan]!.allies.includes(j)) {
          s.clans[clan]!.allies = s.clans[clan]!.allies.filter((a) => a !== j);
          s.clans[j]!.allies = s.clans[j]!.allies.filter((a) => a !== clan);
          x.ev('alliance-broken', R.breakAlliance, { clan, other: j }, null);
        }
      }
      const genNamed = new Set<string>();
      for (const e of Object.values(sh.armies ?? {})) if (e.general) genNamed.add(e.general);
      const govNamed = new Set<string>();
      for (const e of Object.values(sh.provinces ?? {})) if (e.governor) govNamed.add(e.governor);
      for (const [id, o] of Object.entries(sh.characters ?? {})) {
        const c = s.chars[id];
        if (!c || c.clan !== clan || c.hostageOf !== undefined) continue;
        if (genNamed.has(id) || govNamed.has(id)) {
          x.ev('order-cancelled', R.sheetPriority, { clan, char: id, order: o.kind, reason: govNamed.has(id) ? 'named-governor' : 'named-general' }, [clan]);
          continue;
        }
        x.orders.set(id, o);
        // An order ends a standing status (A39).
        const wasGen = Object.values(s.armies).find((a) => a.general === id);
        if (wasGen) { delete wasGen.general; x.ev('status-lost', R.charStatus, { clan, char: id, status: 'general', army: wasGen.id }, [clan]); }
        const wasGov = Object.entries(s.provs).find(([, p]) => p.gov === id);
        if (wasGov) { delete wasGov[1].gov; x.ev('status-lost', R.charStatus, { clan, char: id, status: 'governor', province: wasGov[0] }, [clan]); }
        if (c.guards && !(o.kind === 'protect' && o.target === c.guards)) { x.ev('status-lost', R.charStatus, { clan, char: id, status: 'bodyguard', of: c.guards }, [clan]); delete c.guards; }
      }
      for (const g of genNamed) if (govNamed.has(g)) x.ev('nomination-dropped', R.sheetPriority, { clan, char: g, reason: 'named-governor' }, [clan]);
      s.clans[clan]!.res = this.production(clan);
    }
  }

  // ------------------------------------------------------------------ step 1
  hostages(): void {
    const s = this.s, x = this.x;
    for (const kind of ['execute-hostages', 'release-hostages'] as const) {
      for (const [c, o] of this.ordersOf(kind, 'SIM')) {
        if (!this.canAct(c, o)) continue;
        const j = this.clanOf(o.clan);
        const held = s.clans[c.clan]!.hostages.filter((h) => s.chars[h]?.clan === j);
        if (held.length === 0) { this.fail(c, o, 'no-hostage', R.hostage); continue; }
        for (const h of held) {
          s.clans[c.clan]!.hostages = s.clans[c.clan]!.hostages.filter((y) => y !== h);
          if (kind === 'execute-hostages') this.kill(h, 'executed as a hostage', R.executeHostages);
          else { delete s.chars[h]!.hostageOf; }
        }
        if (kind === 'execute-hostages') { s.clans[j]!.stress += 1; x.executedHostages[j]!++; }
        x.ev(kind === 'execute-hostages' ? 'hostages-executed' : 'hostages-released', kind === 'execute-hostages' ? R.executeHostages : R.releaseHostages, { clan: c.clan, victim: j, hostages: held }, null);
        this.done(c);
      }
    }
  }

  // ------------------------------------------------------------------ steps 2-4
  aggressions(): void {
    const s = this.s;
    for (const [c, o] of this.ordersOf('aggress', 'RH')) {
      if (!this.canAct(c, o) || !this.needFree(c, o)) continue;
      if (!this.char(o.target) || s.chars[o.target]!.prov !== c.prov) { this.fail(c, o, 'target-not-found', R.charLocation, { target: o.target }); continue; }
      const t = this.shield(o.target);
      const mod = (this.garrisonOrCastle(c.clan, c.prov) ? 1 : 0) - (this.garrisonOrCastle(t.clan, c.prov) ? 1 : 0);
      const die = this.x.dice.d6();
      const r = standardTest(c.t[0] + mod, t.t[0], c.heads, t.heads, die);
      this.expose(c);
      if (c.prov === MAP_RULES.capital || t.t[4] >= 1) this.x.honor(c.clan, -this.set.honorMagnitude, c.prov === MAP_RULES.capital ? 'aggression-at-heian' : 'aggression-on-pious', { char: c.id });
      this.x.ev('aggression', R.aggress, { clan: c.clan, char: c.id, target: t.id, targetClan: t.clan, intended: o.target, mod, die, total: r.total, against: t.t[0], outcome: r.outcome }, [c.clan, t.clan], c.prov, 1);
      this.applyAttack(c, t, r.outcome, R.aggress);
      this.done(c);
    }
  }

  applyAttack(c: CharState, t: CharState, outcome: string, rule: string): void {
    if (outcome === 'major-success') { this.kill(t.id, 'killed by an attack', rule, { by: c.id }); c.heads++; }
    else if (outcome === 'success') this.wound(t.id, 'wounded by an attack', rule);
    else if (outcome === 'failure') this.wound(c.id, 'wounded attacking', rule);
    else if (outcome === 'major-failure') { this.kill(c.id, 'killed attacking', rule); if (this.char(t.id)) t.heads++; }
  }

  assassinations(): void {
    const s = this.s;
    for (const [c, o] of this.ordersOf('assassinate', 'RH')) {
      if (!this.canAct(c, o) || !this.needFree(c, o)) continue;
      this.x.honor(c.clan, -this.set.honorMagnitude, 'assassination-attempt', { char: c.id });
      if (!this.char(o.target) || s.chars[o.target]!.prov !== c.prov) { this.fail(c, o, 'target-not-found', R.charLocation, { target: o.target }); continue; }
      const t = this.shield(o.target);
      const mod = -(this.garrisonOrCastle(t.clan, c.prov) ? 1 : 0);
      const die = this.x.dice.d6();
      const r = standardTest(c.t[2] + mod, t.t[0], this.res(c.clan, 'ninja'), t.heads, die);
      // The victim's clan learns who tried only if it sees the assassin.
      this.x.ev('assassination', R.assassinate, { clan: c.clan, char: c.id, target: t.id, targetClan: t.clan, mod, die, total: r.total, against: t.t[0], outcome: r.outcome }, [c.clan]);
      this.x.ev('assassination-suffered', R.assassinate, { targetClan: t.clan, target: t.id, outcome: r.outcome, char: c.conc <= 1 ? c.id : null, clan: c.conc <= 1 ? c.clan : null }, [t.clan]);
      this.applyAttack(c, t, r.outcome, R.assassinate);
      this.done(c);
    }
  }

  corruptions(): void {
    const s = this.s;
    for (const [c, o] of this.ordersOf('corrupt', 'RH')) {
      if (!this.canAct(c, o) || !this.needFree(c, o)) continue;
      const t = this.char(o.target);
      if (!t || t.prov !== c.prov) { this.fail(c, o, 'target-not-found', R.charLocation, { target: o.target }); continue; }
      if (!this.x.spend(c.clan, 1, 'corruption')) { this.fail(c, o, 'no-money', R.floor); continue; }
      const r = standardTest(c.t[2], t.t[2], this.res(c.clan, 'ninja'), this.res(t.clan, 'ninja'), this.x.dice.d6());
      if (isSuccess(r.outcome)) {
        const lost = this.x.orders.get(t.id);
        this.x.orders.delete(t.id);
        this.x.ev('order-corrupted', R.corrupt, { targetClan: t.clan, target: t.id, order: lost?.kind ?? null }, [t.clan]);
      }
      if (r.outcome === 'major-failure') this.expose(c);
      this.x.ev('corruption', R.corrupt, { clan: c.clan, char: c.id, target: t.id, targetClan: t.clan, total: r.total, against: t.t[2], outcome: r.outcome }, [c.clan]);
      this.done(c);
      void s;
    }
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

  immolation(): void {
    let level = 0;
    const casts = this.ritualOrders('immolation').filter(([c, o]) => this.canAct(c, o) && this.s.clans[c.clan]!.rituals.includes('immolation') && c.t[4] >= 3);
    for (const [c] of casts) level = Math.max(level, Math.min(this.res(c.clan, 'sanctuary'), c.t[4]));
    for (const [c, o] of casts) this.ritualDone(c, o, { level });
    this.x.immolated = level;
  }

  regeneration(): void {
    for (const [c, o] of this.ritualOrders('regeneration')) {
      if (!this.castable(c, o)) continue;
      const t = o.target ? this.char(o.target) : undefined;
      if (!t) { this.fail(c, o, 'target-not-found', R.regeneration); continue; }
      const healed = !!t.wounded;
      delete t.wounded;
      this.ritualDone(c, o, { target: t.id, healed });
    }
  }

  // ------------------------------------------------------------------ steps 7-9
  bodyguards(): void {
    for (const [c, o] of this.ordersOf('protect', 'RR')) {
      if (!this.canAct(c, o)) continue;
      const t = this.char(o.target);
      if (!t || t.clan !== c.clan || t.prov !== c.prov || t.wounded || t.guards) { this.fail(c, o, 'target-not-available', R.protect); continue; }
      if (Object.values(this.s.chars).some((g) => g.guards === t.id && g.id !== c.id)) { this.fail(c, o, 'has-protector', R.protect); continue; }
      this.detach(c);
      c.guards = t.id;
      this.placeChar(c.id, t.prov, t.army);
      c.guards = t.id;
      this.x.ev('bodyguard', R.protect, { clan: c.clan, char: c.id, target: t.id }, [c.clan]);
      this.done(c);
    }
  }

  generals(): void {
    for (const clan of initiative(this.s, 'RR')) {
      const sh = this.x.sheets[clan]!;
      const govNamed = new Set(Object.values(sh.provinces ?? {}).map((e) => e.governor).filter(Boolean));
      for (const [no, e] of Object.entries(sh.armies ?? {}).sort(([a], [b]) => +a - +b)) {
        if (!e.general || govNamed.has(e.general)) continue;
        const id = `${this.clanId(clan)}-${no}`;
        const a = this.s.armies[id];
        if (!a) continue; // new army: installed at creation (step 31)
        this.installGeneral(clan, a, e.general);
      }
    }
  }

  installGeneral(clan: number, a: ArmyState, gid: string): void {
    const g = this.char(gid);
    if (!g || g.clan !== clan || g.hostageOf !== undefined || g.wounded || g.prov !== a.prov) {
      this.x.ev('nomination-failed', R.general, { clan, char: gid, army: a.id, reason: !g ? 'dead' : g.wounded ? 'wounded' : 'not-there' }, [clan]);
      return;
    }
    for (const b of Object.values(this.s.armies)) if (b.general === gid) delete b.general;
    for (const p of Object.values(this.s.provs)) if (p.gov === gid) delete p.gov;
    delete g.guards;
    a.general = gid;
    this.placeChar(gid, a.prov, a.id);
    this.x.ev('general-installed', R.general, { clan, char: gid, army: a.id }, [clan]);
  }

  governors(): void {
    for (const clan of initiative(this.s, 'RR')) {
      const sh = this.x.sheets[clan]!;
      for (const [pid, e] of Object.entries(sh.provinces ?? {})) {
        if (!e.governor) continue;
        const p = this.s.provs[pid]!;
        const g = this.char(e.governor);
        if (p.ctrl !== clan || !g || g.clan !== clan || g.wounded || g.prov !== pid || g.hostageOf !== undefined) {
          this.x.ev('nomination-failed', R.governor, { clan, char: e.governor, province: pid, reason: !g ? 'dead' : p.ctrl !== clan ? 'province-lost' : 'not-there' }, [clan]);
          continue;
        }
        this.detach(g);
        for (const q of Object.values(this.s.provs)) if (q.gov === g.id) delete q.gov;
        p.gov = g.id;
        this.x.ev('governor-installed', R.governor, { clan, char: g.id, province: pid }, [clan]);
      }
    }
  }

  // ------------------------------------------------------------------ steps 10-14
  markPillaged(prov: string, by: number): void {
    this.s.provs[prov]!.pillaged = true;
    if (by >= 0) { const set = this.x.pillagedBy.get(prov) ?? new Set(); set.add(by); this.x.pillagedBy.set(prov, set); }
  }

  raids(): void {
    for (const [c, o] of this.ordersOf('raid', 'RH')) {
      if (!this.canAct(c, o) || !this.needFree(c, o)) continue;
      const p = this.s.provs[o.province]!;
      if (!this.map.landAdj[c.prov]!.has(o.province)) { this.fail(c, o, 'not-adjacent', R.raid); continue; }
      if (p.pillaged) { this.fail(c, o, 'already-pillaged', R.raid); continue; }
      const mod = -(p.ctrl >= 0 ? (this.garrisonOrCastle(p.ctrl, o.province) ? 1 : 0) : provinceHasCastle(this.s, o.province) ? 1 : 0);
      const v = this.provVision(o.province);
      const r = standardTest(c.t[1] + mod, v.value, c.heads, v.adv, this.x.dice.d6());
      this.x.ev('raid', R.raid, { clan: c.clan, char: c.id, province: o.province, total: r.total, against: v.value, outcome: r.outcome }, [c.clan]);
      if (isSuccess(r.outcome)) {
        this.markPillaged(o.province, c.clan);
        this.x.gain(c.clan, 1, 'raid');
        this.x.ev('province-pillaged', R.raid, { province: o.province, by: 'raid', clan: c.clan, owner: p.ctrl }, p.ctrl >= 0 ? [c.clan, p.ctrl] : [c.clan], o.province, 1);
      } else if (r.outcome === 'failure' || r.outcome === 'major-failure') this.wound(c.id, 'raid failed', R.raid);
      this.done(c);
    }
  }

  sabotages(): void {
    const res: [CharState, OrderOf<'sabotage'>, Outcome][] = [];
    for (const [c, o] of this.ordersOf('sabotage', 'SIM')) {
      if (!this.canAct(c, o) || !this.needFree(c, o)) continue;
      if (c.prov !== o.province) { this.fail(c, o, 'not-there', R.sabotage); continue; }
      const v = this.provVision(o.province);
      const r = standardTest(c.t[2], v.value, this.res(c.clan, 'ninja'), v.adv, this.x.dice.d6());
      res.push([c, o, r.outcome]);
    }
    for (const [c, o, outcome] of res) {
      this.x.ev('sabotage', R.sabotage, { clan: c.clan, char: c.id, province: o.province, outcome }, [c.clan]);
      if (isSuccess(outcome)) this.x.sabotaged.add(o.province);
      this.done(c);
      if (outcome === 'major-failure') this.kill(c.id, 'caught sabotaging', R.sabotage);
    }
  }

  provinceRitualOk(c: CharState, o: OrderOf<'ritual'>, rule: string): boolean {
    const t = o.target!;
    if (!this.s.provs[t] || !(t === c.prov || this.map.landAdj[c.prov]!.has(t))) { this.fail(c, o, 'too-far', rule); return false; }
    const terr = this.map.prov[t]!.terrain;
    const need = terr === 'difficult' ? 2 : terr === 'rough' ? 3 : this.set.fortressOnPlains ? 3 : 99;
    if (c.t[4] < need) { this.fail(c, o, 'terrain', rule); return false; }
    return true;
  }

  dragon(): void {
    for (const [c, o] of this.ritualOrders('dragon')) {
      if (!this.castable(c, o) || !this.needFree(c, o) || !this.provinceRitualOk(c, o, R.dragon)) continue;
      const p = this.s.provs[o.target!]!;
      if (p.castle > 0) p.castle -= 1;
      this.markPillaged(o.target!, c.clan);
      this.ritualDone(c, o, { province: o.target, castle: p.castle }, o.target);
    }
  }

  kamiKaze(): void {
    for (const [c, o] of this.ritualOrders('kami_kaze')) {
      if (!this.castable(c, o) || !this.needFree(c, o)) continue;
      const sea = this.map.sea[o.target ?? ''];
      if (!sea || !this.map.prov[c.prov]!.coasts.includes(sea.id) || c.t[4] < (sea.waves === 'big' ? 3 : 2)) { this.fail(c, o, 'conditions', R.kamiKaze); continue; }
      this.x.kamiKaze.add(sea.id);
      this.ritualDone(c, o, { sea: sea.id });
    }
    if (this.x.kamiKaze.size) for (const clan of this.active()) this.s.clans[clan]!.res = this.production(clan);
  }

  tyran(): void {
    for (const [c, o] of this.ritualOrders('tyran')) {
      if (!this.castable(c, o) || !this.needFree(c, o)) continue;
      const ok = this.map.riverProvs.has(c.prov) || [...this.map.landAdj[c.prov]!].some((p) => this.map.riverProvs.has(p));
      if (!ok || !this.s.provs[o.target ?? '']) { this.fail(c, o, 'conditions', R.tyran); continue; }
      this.x.tyran.add(o.target!);
      this.markPillaged(o.target!, c.clan);
      this.ritualDone(c, o, { province: o.target }, o.target);
    }
  }

  // ------------------------------------------------------------------ steps 15-22
  taxes(): void {
    const s = this.s;
    const inc = new Map<number, { provinces: number; extra: number; markets: number }>();
    for (const [pid, p] of Object.entries(s.provs)) {
      if (p.ctrl < 0 || s.clans[p.ctrl]!.status === 'abandoned') continue;
      const pop = this.map.prov[pid]!.pop;
      const row = inc.get(p.ctrl) ?? { provinces: 0, extra: 0, markets: 0 };
      if (p.revolt < 3) {
        row.provinces += p.pillaged ? Math.max(0, 2 * pop - this.set.pillageIncomeLoss) : 2 * pop;
        const order = this.x.sheets[p.ctrl]!.provinces?.[pid]?.order;
        if (order === 'taxes' && p.gov && this.char(p.gov)) row.extra += Math.min(pop, s.chars[p.gov]!.t[3]);
        if (p.market) row.markets += this.set.marketIncome;
      }
      inc.set(p.ctrl, row);
    }
    for (const [clan, r] of inc) {
      this.x.gain(clan, r.provinces, 'taxes');
      this.x.gain(clan, r.extra, 'extra-taxes');
      this.x.gain(clan, r.markets, 'markets');
      this.x.ev('income', R.taxesIncome, { clan, ...r }, [clan]);
    }
  }

  gifts(): void {
    const s = this.s;
    for (const [c, o] of this.ordersOf('gift', 'SIM')) {
      if (!this.canAct(c, o) || !this.needFree(c, o)) continue;
      let to: number | string = -1;
      if ('clan' in o.to) {
        to = this.clanOf(o.to.clan);
        if (to < 0 || s.clans[to]!.status === 'abandoned' || (c.prov !== MAP_RULES.capital && s.provs[c.prov]!.ctrl !== to)) { this.fail(c, o, 'not-there', R.gift); continue; }
      } else if ('minor' in o.to) {
        to = o.to.minor;
        if (c.prov !== to || s.provs[to]!.ctrl >= 0) { this.fail(c, o, 'not-there', R.gift); continue; }
      } else {
        if (c.prov !== MAP_RULES.capital) { this.fail(c, o, 'not-there', R.gift); continue; }
        to = 'court';
      }
      const koku = o.koku ?? 0;
      if (koku > 0 && !this.x.spend(c.clan, koku, 'gift')) { this.fail(c, o, 'no-money', R.floor); continue; }
      if (typeof to === 'number') this.x.gain(to, koku, 'gift-received');
      else if (to === 'court') {
        // The court counts each clan's largest single gift; its giver's Diplomacy breaks ties.
        const cur = this.x.heianGifts.get(c.clan);
        if (!cur || koku > cur.amount || (koku === cur.amount && c.t[3] > (s.chars[cur.giver]?.t[3] ?? 0))) this.x.heianGifts.set(c.clan, { amount: koku, giver: c.id });
      } else this.x.minorRonin.set(to, (this.x.minorRonin.get(to) ?? 0) + koku);
      for (const [k, n] of Object.entries(o.resources ?? {})) if (n && n > 0) this.x.giftedRes.push({ from: c.clan, to, kind: k as ResKind, n, id: c.id });
      if (o.hostage && typeof to === 'number') {
        const h = this.char(o.hostage);
        if (h && h.clan === c.clan && h.prov === c.prov && h.hostageOf === undefined && !h.daimyo) {
          this.detach(h);
          h.hostageOf = to;
          s.clans[to]!.hostages.push(h.id);
          this.x.orders.delete(h.id);
        }
      }
      if (o.ritual && typeof to === 'number' && s.clans[c.clan]!.rituals.includes(o.ritual) && !s.clans[to]!.rituals.includes(o.ritual)) s.clans[to]!.rituals.push(o.ritual);
      const inv = typeof to === 'number' ? [c.clan, to] : [c.clan];
      this.x.ev('gift', R.gift, { clan: c.clan, char: c.id, to, koku, resources: o.resources ?? {}, hostage: o.hostage ?? null, ritual: o.ritual ?? null }, inv);
      this.done(c);
    }
  }

  bloodRitual(): void {
    for (const [c, o] of this.ritualOrders('sang_nourrit')) {
      if (!this.castable(c, o)) continue;
      const p = this.s.provs[c.prov]!;
      const amount = this.map.prov[c.prov]!.pop;
      if (p.ctrl >= 0) this.x.gain(p.ctrl, amount, 'blood-ritual');
      this.ritualDone(c, o, { province: c.prov, owner: p.ctrl, koku: amount });
    }
  }

  prayers(): void {
    for (const [c, o] of this.ritualOrders('prieres')) {
      if (!this.castable(c, o)) continue;
      this.x.extraSanctuary[c.clan]!++;
      this.ritualDone(c, o, {});
    }
  }

  harvest(): void {
    const s = this.s, x = this.x;
    for (const clan of this.active()) {
      const r = this.production(clan);
      r.sanctuary += x.extraSanctuary[clan]!;
      s.clans[clan]!.res = r;
    }
    // Gifts of resources (decided at step 16): a giver short of a resource loses all its gifts of it (FR 313-315).
    const byGiver = new Map<string, number>();
    for (const g of x.giftedRes) byGiver.set(`${g.from}:${g.kind}`, (byGiver.get(`${g.from}:${g.kind}`) ?? 0) + g.n);
    const short = new Set<string>();
    for (const [k, total] of byGiver) { const [from, kind] = k.split(':') as [string, ResKind]; if (total > s.clans[+from]!.res[kind]) short.add(k); }
    for (const g of x.giftedRes) {
      if (short.has(`${g.from}:${g.kind}`)) { x.ev('gift-cancelled', R.resourceShortfall, { clan: g.from, kind: g.kind, n: g.n }, [g.from]); continue; }
      s.clans[g.from]!.res[g.kind] -= g.n;
      if (typeof g.to === 'number') s.clans[g.to]!.res[g.kind] += g.n;
      else if (g.to !== 'court') x.minorRonin.set(g.to, (x.minorRonin.get(g.to) ?? 0) + g.n);
    }
    for (const clan of this.active()) {
      const gold = s.clans[clan]!.res.gold;
      x.gain(clan, gold * 4, 'gold');
      x.ev('resources', R.resources, { clan, res: { ...s.clans[clan]!.res } }, [clan]);
    }
  }

  levyAshigaru(): void {
    const s = this.s;
    for (const clan of this.active()) s.clans[clan]!.pool = 0;
    for (const [pid, p] of Object.entries(s.provs)) {
      if (p.ctrl < 0 || !p.gov || !this.char(p.gov)) continue;
      if (this.x.sheets[p.ctrl]!.provinces?.[pid]?.order !== 'ashigaru') continue;
      const n = Math.min(this.map.prov[pid]!.pop, s.chars[p.gov]!.t[1]);
      s.clans[p.ctrl]!.pool += n;
      this.x.ev('ashigaru-levied', R.ashigaru, { clan: p.ctrl, province: pid, n }, [p.ctrl]);
    }
  }

  upkeep(): void {
    const s = this.s, x = this.x;
    for (const clan of this.active()) {
      const sh = x.sheets[clan]!;
      for (const [pid, e] of Object.entries(sh.provinces ?? {})) {
        const p = s.provs[pid]!;
        if (e.destroyCastle && p.ctrl === clan && p.castle > 0) { p.castle = 0; x.ev('castle-destroyed', R.castleDestroy, { clan, province: pid, by: 'owner' }, [clan], pid, 1); }
      }
      for (const [no, e] of Object.entries(sh.armies ?? {})) {
        const a = s.armies[`${this.clanId(clan)}-${no}`];
        if (!a || !e.dismiss) continue;
        const n = Math.min(e.dismiss, a.sam);
        x.troop(a.id, 'sam', -n, 'dismissed');
        const key = `${clan}:${a.prov}`;
        x.transferCredit.set(key, (x.transferCredit.get(key) ?? 0) + n);
        x.ev('samurai-dismissed', R.armyDismiss, { clan, army: a.id, n }, [clan]);
      }
      // Upkeep: 3 per castle, 1 per samurai (A7: charged here).
      const castles = Object.entries(s.provs).filter(([, p]) => p.ctrl === clan && p.castle >= 3).map(([id]) => id);
      const armies = Object.values(s.armies).filter((a) => a.clan === clan).sort((a, b) => b.no - a.no);
      const sam = armies.reduce((n, a) => n + a.sam, 0);
      if (this.set.upkeepShortfall === 'debt') { x.pay(clan, sam + 3 * castles.length, 'upkeep'); continue; }
      let disbanded = 0;
      const floor = x.floor();
      const cl = s.clans[clan]!;
      let need = sam + 3 * castles.length;
      for (const a of armies) {
        while (a.sam > 0 && cl.treasury - need < -floor) { x.troop(a.id, 'sam', -1, 'unpaid-upkeep'); need -= 1; disbanded++; }
      }
      const destroyed: string[] = [];
      for (const pid of castles) {
        if (cl.treasury - need < -floor) { s.provs[pid]!.castle = 0; need -= 3; destroyed.push(pid); }
      }
      x.pay(clan, need, 'upkeep');
      if (disbanded || destroyed.length) x.ev('upkeep-shortfall', R.upkeep, { clan, samurai: disbanded, castles: destroyed }, [clan]);
    }
  }

  // ------------------------------------------------------------------ steps 23-25
  fleets(): void {
    const s = this.s, x = this.x;
    interface F { clan: number; sea: string; order: 'raid' | 'supremacy' | 'transport'; target?: string; dispersed?: boolean }
    const fl: F[] = [];
    const nanbanProv = this.set.nanbanProvince === 'none' ? null : this.set.nanbanProvince;
    for (const clan of this.active()) {
      const sh = x.sheets[clan]!;
      const list = sh.fleets ?? [];
      let allowed = s.clans[clan]!.res.ships;
      if (sh.temporaryFleet) {
        if (x.spend(clan, 3, 'temporary-fleet')) allowed += 1;
        else x.ev('temporary-fleet-refused', R.floor, { clan }, [clan]);
      }
      if (nanbanProv && s.provs[nanbanProv]!.ctrl < 0 && s.provs[nanbanProv]!.ally === clan) allowed += 1;
      let use = list;
      if (list.length > allowed) {
        x.ev('fleets-cancelled', R.resourceShortfall, { clan, ordered: list.length, allowed, all: this.set.resourceShortfall === 'cancel-all' }, [clan]);
        use = this.set.resourceShortfall === 'cancel-all' ? [] : list.slice(0, allowed);
      }
      for (const f of use) fl.push({ clan, sea: f.sea, order: f.order, ...(f.target ? { target: f.target } : {}) });
    }
    if (this.set.minorFleets) {
      for (const [pid, p] of Object.entries(s.provs)) {
        if (p.ctrl >= 0 || p.ally !== undefined || this.map.prov[pid]!.resource !== 'ships') continue;
        for (const sea of this.map.prov[pid]!.coasts) fl.push({ clan: -1, sea, order: 'supremacy', target: pid });
      }
    }
    for (const f of fl) if (x.kamiKaze.has(f.sea)) f.dispersed = true;
    x.step = 24;
    // Supremacy: simultaneous removal in each sea (A48).
    const hostile = (a: F, b: F) => {
      if (a.clan >= 0 && b.clan >= 0) return !allied(s, a.clan, b.clan);
      if (a.clan < 0 && b.clan < 0) return false;
      const minor = a.clan < 0 ? a : b, major = a.clan < 0 ? b : a;
      return !(s.provs[minor.target!]!.friends ?? []).includes(major.clan);
    };
    const remove = new Set<F>();
    for (const f of fl) {
      if (f.dispersed || f.order !== 'supremacy') continue;
      for (const g of fl) {
        if (g === f || g.dispersed || g.sea !== f.sea || !hostile(f, g)) continue;
        const escorted = g.order !== 'supremacy' && fl.some((h) => h !== g && h.clan === g.clan && h.sea === g.sea && h.order === 'supremacy' && (this.set.escortSimultaneous || !h.dispersed));
        if (!escorted) remove.add(g);
      }
    }
    for (const f of remove) f.dispersed = true;
    x.step = 25;
    for (const clan of initiative(s, 'H')) {
      for (const f of fl) {
        if (f.clan !== clan || f.dispersed || f.order !== 'raid' || !f.target) continue;
        const p = s.provs[f.target]!;
        if (p.pillaged) { x.ev('fleet-raid-failed', R.fleetRaid, { clan, sea: f.sea, province: f.target, reason: 'already-pillaged' }, [clan]); continue; }
        this.markPillaged(f.target, clan);
        const koku = f.target === MAP_RULES.jadeCourt && f.sea === MAP_RULES.exileSea ? 2 : 1;
        x.gain(clan, koku, 'fleet-raid');
        x.ev('fleet-raid', R.fleetRaid, { clan, sea: f.sea, province: f.target, koku, owner: p.ctrl }, p.ctrl >= 0 ? [clan, p.ctrl] : [clan]);
      }
    }
    s.fleets = fl.filter((f) => f.clan >= 0 || true).map((f) => ({ clan: f.clan, sea: f.sea, order: f.order, ...(f.target && f.clan >= 0 ? { target: f.target } : {}), ...(f.dispersed ? { dispersed: true } : {}) }));
    for (const clan of this.active()) {
      const mine = fl.filter((f) => f.clan === clan);
      if (mine.length) x.ev('fleets', R.fleetBattle, { clan, fleets: mine.map((f) => ({ sea: f.sea, order: f.order, dispersed: !!f.dispersed })) }, [clan]);
    }
  }

  transportIn(clan: number, sea: string): boolean {
    return this.s.fleets.some((f) => f.clan === clan && f.sea === sea && f.order === 'transport' && !f.dispersed);
  }

  // ------------------------------------------------------------------ steps 26-30
  majorAlliances(): void {
    const s = this.s;
    const wants = new Map<string, CharState>();
    for (const [c, o] of this.ordersOf('seek-major', 'SIM')) {
      if (!this.canAct(c, o) || !this.needFree(c, o)) continue;
      const j = this.clanOf(o.clan);
      if (j < 0 || c.t[3] < 1 || (c.prov !== MAP_RULES.capital && s.provs[c.prov]!.ctrl !== j)) { this.fail(c, o, 'conditions', R.seekMajor); continue; }
      wants.set(`${c.clan}>${j}`, c);
    }
    for (const [k, c] of wants) {
      const [a, b] = k.split('>').map(Number) as [number, number];
      if (a < b && wants.has(`${b}>${a}`)) {
        if (!s.clans[a]!.allies.includes(b)) { s.clans[a]!.allies.push(b); s.clans[b]!.allies.push(a); }
        this.x.ev('alliance', R.seekMajor, { clan: a, other: b }, null);
      }
      this.done(c);
    }
  }

  minorAlliances(): void {
    const s = this.s;
    const byProv = new Map<string, { c: CharState; total: number; adv: number }[]>();
    for (const [c, o] of this.ordersOf('seek-minor', 'SIM')) {
      if (!this.canAct(c, o) || !this.needFree(c, o)) continue;
      const p = s.provs[o.province]!;
      if (c.prov !== o.province || p.ctrl >= 0 || !['clan', 'temple', 'tribe', 'nanban'].includes(p.minor ?? '')) { this.fail(c, o, 'conditions', R.seekMinor); continue; }
      const raiders = this.x.pillagedBy.get(o.province);
      if (raiders?.has(c.clan)) { this.fail(c, o, 'raided-this-turn', R.seekMinor); continue; }
      if (!this.x.spend(c.clan, 1, 'seek-minor-alliance')) { this.fail(c, o, 'no-money', R.floor); continue; }
      const temple = p.minor === 'temple';
      let v = temple ? c.t[4] : c.t[3];
      if (p.ally === c.clan) v += 1;
      const pb = this.set.pillagedMinorBonus;
      if (p.pillaged || raiders) { if (pb === 'any' || (pb === 'by-other' && raiders && [...raiders].some((r) => r !== c.clan))) v += 1; }
      const total = v + dieMod(this.x.dice.d6());
      const adv = temple ? this.res(c.clan, 'sanctuary') : honorRank(s, c.clan);
      const list = byProv.get(o.province) ?? [];
      list.push({ c, total, adv });
      byProv.set(o.province, list);
      this.done(c);
    }
    for (const [pid, list] of byProv) {
      const p = s.provs[pid]!;
      const kind = MINOR_KINDS[p.minor!];
      list.sort((a, b) => b.total - a.total || b.adv - a.adv);
      const best = list[0]!;
      const tie = list.length > 1 && list[1]!.total === best.total && list[1]!.adv === best.adv && list[1]!.c.clan !== best.c.clan;
      let diff = Math.max(1, this.set.minorResist);
      if (this.set.minorAlliance === 'best-rival') diff = Math.max(1, list.find((e) => e.c.clan !== best.c.clan)?.total ?? 1);
      const minorAdv = p.minor === 'temple' ? 0 : kind.honor;
      let margin = best.total - diff;
      if (margin === 0) margin = best.adv > minorAdv ? 1 : best.adv < minorAdv ? -1 : 0;
      const ok = !tie && margin > 0;
      for (const e of list) this.x.ev('minor-alliance-attempt', R.seekMinor, { clan: e.c.clan, char: e.c.id, province: pid, total: e.total, difficulty: diff, success: ok && e === best }, [e.c.clan]);
      if (ok) {
        const old = p.ally;
        p.ally = best.c.clan;
        if (p.friends) p.friends = p.friends.filter((f) => allied(s, f, best.c.clan));
        this.x.ev('minor-allied', R.seekMinor, { province: pid, clan: best.c.clan, previous: old ?? null }, null);
      }
    }
  }

  friendships(): void {
    const s = this.s;
    for (const [c, o] of this.ordersOf('seek-friendship', 'SIM')) {
      if (!this.canAct(c, o) || !this.needFree(c, o)) continue;
      const p = s.provs[o.province]!;
      if (c.prov !== o.province || p.ctrl >= 0 || (p.ally !== undefined && p.ally !== c.clan) || c.t[3] < 1 || this.x.pillagedBy.get(o.province)?.has(c.clan)) { this.fail(c, o, 'conditions', R.friendship); continue; }
      p.friends = [...new Set([...(p.friends ?? []), c.clan])].sort();
      this.x.ev('friendship', R.friendship, { clan: c.clan, char: c.id, province: o.province }, [c.clan], o.province, 1);
      this.done(c);
    }
  }

  imperialFavour(): void {
    const s = this.s;
    const present = new Set<number>();
    for (const c of Object.values(s.chars)) if (c.prov === MAP_RULES.capital && c.hostageOf === undefined) present.add(c.clan);
    const givers = [...this.x.heianGifts.entries()].filter(([, g]) => g.amount > 0);
    if (givers.length) {
      givers.sort(([a, ga], [b, gb]) => gb.amount - ga.amount || (s.chars[gb.giver]?.t[3] ?? 0) - (s.chars[ga.giver]?.t[3] ?? 0) || honorRank(s, b) - honorRank(s, a));
      const [w] = givers[0]!;
      this.x.honor(w, 1, 'imperial-favour');
      this.x.ev('imperial-favour', R.favour, { clan: w, amount: givers[0]![1].amount }, null);
    }
    for (const clan of present) {
      if (!this.x.heianGifts.get(clan)?.amount) {
        this.x.honor(clan, -1, 'imperial-disgrace');
        this.x.ev('imperial-disgrace', R.favour, { clan }, null);
      }
    }
  }

  incite(): void {
    const s = this.s;
    const results: [CharState, OrderOf<'incite'>, Outcome][] = [];
    for (const [c, o] of this.ordersOf('incite', 'SIM')) {
      if (!this.canAct(c, o) || !this.needFree(c, o)) continue;
      const p = s.provs[o.province]!;
      if (c.prov !== o.province || p.ctrl < 0 || p.ctrl === c.clan) { this.fail(c, o, 'conditions', R.incite); continue; }
      if (!this.x.spend(c.clan, 1, 'incite-revolt')) { this.fail(c, o, 'no-money', R.floor); continue; }
      const mod = -(this.garrisonOrCastle(p.ctrl, o.province) ? 1 : 0);
      const v = this.provVision(o.province);
      const r = standardTest(c.t[3] + mod, v.value, honorRank(s, c.clan), v.adv, this.x.dice.d6());
      results.push([c, o, r.outcome]);
    }
    const raised = new Set<string>();
    for (const [c, o, outcome] of results) {
      const p = s.provs[o.province]!;
      this.x.ev('incite', R.incite, { clan: c.clan, char: c.id, province: o.province, outcome }, [c.clan]);
      if (isSuccess(outcome) && !raised.has(o.province) && p.ctrl >= 0) {
        raised.add(o.province);
        p.revolt = Math.min(4, p.revolt + 1);
        this.x.ev('revolt-raised', R.incite, { province: o.province, owner: p.ctrl, level: p.revolt, by: c.conc <= visionOf(s, p.ctrl, o.province) ? c.clan : null }, [p.ctrl], o.province, 1);
      }
      this.done(c);
      if (outcome === 'major-failure') this.kill(c.id, 'caught inciting a revolt', R.incite);
    }
  }

  // ------------------------------------------------------------------ steps 31-36
  recruit(): void {
    const s = this.s, x = this.x;
    for (const clan of this.active()) {
      const cl = s.clans[clan]!;
      const sh = x.sheets[clan]!;
      for (let no = 1; no <= 9; no++) {
        const e = sh.armies?.[String(no)];
        if (!e) continue;
        const id = `${cl.id}-${no}`;
        let a = s.armies[id];
        if (!a && e.create) {
          if (s.provs[e.create]?.ctrl !== clan) { x.ev('army-not-created', R.armyCreate, { clan, army: id, reason: 'province-lost' }, [clan]); continue; }
          a = s.armies[id] = { id, clan, no, prov: e.create, sam: 0, ron: 0, cre: 0, ash: 0 };
          x.ev('army-created', R.armyCreate, { clan, army: id, province: e.create }, [clan]);
          if (e.general && this.set.newArmyGeneral) {
            const govNamed = Object.values(sh.provinces ?? {}).some((p) => p.governor === e.general);
            if (!govNamed) this.installGeneral(clan, a, e.general);
          }
        }
        if (!a || !e.recruit) continue;
        const friendly = friendlyProv(s, clan, a.prov);
        const got = { samurai: 0, transferred: 0, ronin: 0, ashigaru: 0 };
        const want = { samurai: e.recruit.samurai ?? 0, ronin: e.recruit.ronin ?? 0, ashigaru: e.recruit.ashigaru ?? 0 };
        if (want.samurai > 0 && friendly) {
          const key = `${clan}:${a.prov}`;
          for (let i = 0; i < want.samurai; i++) {
            const credit = x.transferCredit.get(key) ?? 0;
            // A transfer costs no recruitment and no stress, but its upkeep is paid like any samurai
            // still in service (FR "leur entretien sera payé"; issue 14: free samurai otherwise).
            if (credit > 0 && this.payTransferUpkeep(clan)) { x.transferCredit.set(key, credit - 1); x.troop(a.id, 'sam', 1, 'transfer'); got.transferred++; continue; }
            if (cl.stress >= cl.reserve) break;
            if (!x.spend(clan, 1, 'recruit-samurai')) break;
            cl.stress += 1;
            x.troop(a.id, 'sam', 1, 'recruit');
            got.samurai++;
          }
        }
        for (let i = 0; i < want.ronin; i++) { if (!x.spend(clan, 2, 'hire-ronin')) break; x.troop(a.id, 'ron', 1, 'hire'); got.ronin++; }
        if (friendly) for (let i = 0; i < want.ashigaru && cl.pool > 0; i++) { cl.pool--; x.troop(a.id, 'ash', 1, 'levy'); got.ashigaru++; }
        x.ev('recruitment', R.armyRecruit, { clan, army: a.id, wanted: want, got }, [clan]);
      }
    }
  }

  /** Upkeep of one transferred samurai, with the upkeep rule of step 21 (debt, or the loan floor). */
  private payTransferUpkeep(clan: number): boolean {
    if (this.set.upkeepShortfall === 'debt') { this.x.pay(clan, 1, 'upkeep'); return true; }
    if (this.s.clans[clan]!.treasury - 1 < -this.x.floor()) return false;
    this.x.pay(clan, 1, 'upkeep');
    return true;
  }

  armyOfTheDead(): void {
    for (const [c, o] of this.ritualOrders('armee_morts')) {
      if (!this.castable(c, o)) continue;
      const a = this.s.armies[o.target ?? ''];
      if (!a || a.clan !== c.clan || a.prov !== c.prov) { this.fail(c, o, 'conditions', R.armeeMorts); continue; }
      this.x.troop(a.id, 'cre', c.t[4], 'army-of-the-dead');
      this.ritualDone(c, o, { army: a.id, creatures: c.t[4] }, a.prov);
    }
  }

  positions(): void {
    const s = this.s;
    const moves = this.ordersOf('move', 'SIM');
    const joins = this.ordersOf('join', 'SIM');
    for (const [c, o] of moves) {
      if (!this.canAct(c, o)) continue;
      if (!s.provs[o.province] || o.province === MAP_RULES.jadeCourt) { this.fail(c, o, 'bad-province', R.move); continue; }
      this.detach(c);
      this.placeChar(c.id, o.province);
      this.x.ev('character-moved', R.move, { clan: c.clan, char: c.id, province: o.province }, [c.clan]);
      this.done(c);
    }
    for (const [c, o] of joins) {
      if (!this.canAct(c, o)) continue;
      const a = s.armies[o.army];
      if (!a || a.clan !== c.clan || a.prov !== c.prov) { this.fail(c, o, 'army-not-there', R.join); continue; }
      this.detach(c);
      this.placeChar(c.id, a.prov, a.id);
      this.x.ev('joined-army', R.join, { clan: c.clan, char: c.id, army: a.id }, [c.clan]);
      this.done(c);
    }
  }

  armyRituals(): void {
    const s = this.s;
    this.x.step = 34;
    for (const [c, o] of this.ritualOrders('forteresse')) {
      if (!this.castable(c, o) || !this.needFree(c, o) || !this.provinceRitualOk(c, o, R.forteresse)) continue;
      const set = this.x.fortress.get(o.target!) ?? new Set<number>();
      set.add(c.clan);
      this.x.fortress.set(o.target!, set);
      this.ritualDone(c, o, { province: o.target });
    }
    for (const [step, id, bag] of [[35, 'pieds_legers', this.x.lightFeet], [36, 'cheminer', this.x.waveWalk]] as const) {
      this.x.step = step;
      for (const [c, o] of this.ritualOrders(id)) {
        if (!this.castable(c, o) || !this.needFree(c, o)) continue;
        const a = s.armies[o.target ?? ''];
        if (!a || a.prov !== c.prov || !allied(s, a.clan, c.clan)) { this.fail(c, o, 'army-not-there', id === 'pieds_legers' ? R.piedsLegers : R.cheminer); continue; }
        bag.add(a.id);
        this.ritualDone(c, o, { army: a.id });
      }
    }
  }

  // ------------------------------------------------------------------ step 37: movement and battles
  movement(): void {
    const s = this.s;
    for (const clan of initiative(s, 'H')) {
      const sh = this.x.sheets[clan]!;
      for (let no = 1; no <= 9; no++) {
        const e = sh.armies?.[String(no)];
        const a = s.armies[`${s.clans[clan]!.id}-${no}`];
        if (!a || !e?.order) continue;
        if (e.order.kind === 'garrison') {
          if (s.provs[a.prov]!.ctrl === clan) a.gar = true;
          continue;
        }
        delete a.gar;
        if (this.x.lostOrder.has(a.id)) { this.x.ev('army-order-lost', R.armyMove, { clan, army: a.id }, [clan]); continue; }
        this.moveArmy(a, e.order.kind, e.order.path);
      }
    }
  }

  moveArmy(a: ArmyState, kind: 'move' | 'crush' | 'attack', path: string[]): void {
    const s = this.s, map = this.map;
    const start = a.prov;
    const pi = checkPath(map, start, path);
    if (!pi.ok) { this.x.ev('army-path-invalid', R.armyPath, { clan: a.clan, army: a.id, reason: pi.error }, [a.clan]); return; }
    const walk = this.x.waveWalk.has(a.id);
    const light = this.x.lightFeet.has(a.id);
    let cur = start, lastProv = start, spent = 0;
    const travelled: string[] = [];
    let stopped: string | null = null;
    for (let i = 0; i < path.length; i++) {
      const node = path[i]!;
      const blockTyran = (p: string) => this.x.tyran.has(p) && !walk && (this.set.tyrantBlocksAll || !light);
      if ((map.isProv(cur) && blockTyran(cur)) || (map.isProv(node) && blockTyran(node))) { stopped = 'tyrant-blockade'; break; }
      if (map.isSea(node)) {
        if (!walk && (this.x.kamiKaze.has(node) || !this.transportIn(a.clan, node))) { stopped = 'no-transport'; break; }
        spent += map.cost(node);
        cur = node; travelled.push(node);
        continue;
      }
      spent += map.cost(node);
      const from = cur;
      cur = node; lastProv = node; travelled.push(node);
      this.moveArmyTo(a, node);
      const final = i === path.length - 1;
      if (light && !final) continue;
      const bad = isBadCrossing(map, from, node) || (this.set.badPosition === 'ordered-path' && path.slice(i + 1).some((n, k) => isBadCrossing(map, k === 0 ? node : path[i + k]!, n)));
      const exhausted = this.set.badPosition === 'ordered-path' ? pi.exhausted : spent > 3;
      // Attacking a friendly or allied province breaks the relation and costs honour.
      if (final && kind === 'attack') this.breakRelationOnAttack(a.clan, node);
      const outcome = this.engage(a, node, { bad, exhausted, final, kind });
      if (outcome === 'stopped') { stopped = 'beaten'; break; }
      if (!s.armies[a.id]) return;
    }
    if (map.isSea(cur)) this.moveArmyTo(a, lastProv);
    this.x.ev('army-moved', R.armyMove, { clan: a.clan, army: a.id, from: start, path: travelled, to: s.armies[a.id]?.prov ?? lastProv, stopped }, [a.clan]);
  }

  moveArmyTo(a: ArmyState, prov: string): void {
    a.prov = prov;
    for (const c of Object.values(this.s.chars)) if (c.army === a.id) c.prov = prov;
  }

  breakRelationOnAttack(clan: number, prov: string): void {
    const s = this.s, p = s.provs[prov]!;
    if (p.ctrl === clan || !friendlyProv(s, clan, prov)) return;
    this.x.honor(clan, -this.set.honorMagnitude, 'attacked-friendly-province', { province: prov });
    if (p.ctrl >= 0) {
      for (const j of [p.ctrl]) {
        s.clans[clan]!.allies = s.clans[clan]!.allies.filter((y) => y !== j);
        s.clans[j]!.allies = s.clans[j]!.allies.filter((y) => y !== clan);
        this.x.ev('alliance-broken', R.breakAlliance, { clan, other: j, reason: 'attack' }, null);
      }
    } else {
      if (p.ally !== undefined && allied(s, clan, p.ally)) delete p.ally;
      if (p.friends) p.friends = p.friends.filter((f) => !allied(s, clan, f));
      this.x.ev('minor-relation-broken', R.breakAlliance, { clan, province: prov }, null);
    }
  }

  /** Fight whatever is hostile in the province. Returns 'stopped' when the army must stop. */
  engage(a: ArmyState, prov: string, ctx: { bad: boolean; exhausted: boolean; final: boolean; kind: string }): 'continue' | 'stopped' {
    const s = this.s;
    const p = s.provs[prov]!;
    const clan = a.clan;
    const hostileProv = !friendlyProv(s, clan, prov);
    const castle = hostileProv && provinceHasCastle(s, prov) && !this.x.sabotaged.has(prov);
    // Defender groups: the owner's side first (its armies, allies, minor army, castle), then other hostile clans.
    const hostileArmies = Object.values(s.armies).filter((b) => b.prov === prov && b.id !== a.id && !allied(s, clan, b.clan) && strength(b) > 0);
    const groups: { clans: number[]; armies: ArmyState[]; minor: boolean; castle: boolean }[] = [];
    const ownerArmies = p.ctrl >= 0 ? hostileArmies.filter((b) => allied(s, b.clan, p.ctrl)) : hostileArmies.filter((b) => p.ally !== undefined && allied(s, b.clan, p.ally));
    const minorPresent = p.ctrl < 0 && hostileProv && prov !== MAP_RULES.jadeCourt && ((p.msam ?? 0) + (this.x.minorRonin.get(prov) ?? 0) + this.minorResourceRonin(prov) > 0 || castle);
    // A lone castle is its owner's: the owner is the defending side (and gets the report).
    if (ownerArmies.length || minorPresent || castle) groups.push({ clans: ownerArmies.length ? [...new Set(ownerArmies.map((b) => b.clan))] : p.ctrl >= 0 ? [p.ctrl] : [], armies: ownerArmies, minor: minorPresent, castle });
    const rest = hostileArmies.filter((b) => !ownerArmies.includes(b));
    for (const c of [...new Set(rest.map((b) => b.clan))].sort((x, y) => x - y)) groups.push({ clans: [c], armies: rest.filter((b) => b.clan === c), minor: false, castle: false });
    if (!groups.length) {
      if (ctx.final && ctx.kind === 'attack' && p.ctrl !== clan && hostileProv && this.set.undefendedCapture) this.capture(prov, clan, 'undefended');
      return 'continue';
    }
    for (const g of groups) {
      if (!s.armies[a.id]) return 'stopped';
      if (g.armies.length === 0 && !g.minor && g.castle && this.set.loneCastle === 'blocks') {
        this.x.ev('castle-blocks', R.loneCastle, { clan, army: a.id, province: prov }, [clan], prov, 1);
        return 'stopped';
      }
      const res = this.battle(a, g, prov, ctx);
      if (res.winner !== 'a') return 'stopped';
      const againstOwner = g === groups[0] && (p.ctrl < 0 ? hostileProv : !allied(s, clan, p.ctrl)) && (g.minor || g.castle || g.clans.includes(p.ctrl));
      const canTake = this.set.captureRule === 'any-battle' ? true : ctx.final && ctx.kind === 'attack';
      if (againstOwner && canTake && s.provs[prov]!.ctrl !== clan) {
        if (!g.castle || res.major) this.capture(prov, clan, 'battle');
      }
    }
    return 'continue';
  }

  minorResourceRonin(prov: string): number {
    const r = provResource(this.s, prov);
    return r && r !== 'temple' ? 1 : 0;
  }

  sideOf(armies: ArmyState[], clan: number, prov: string, castle: boolean, enemyClans: number[]): BattleSide {
    const s = this.s;
    const ids = new Set(armies.map((b) => b.id));
    const chars = Object.values(s.chars).filter((c) => c.army && ids.has(c.army));
    const generals = armies.map((b) => b.general).filter((g): g is string => !!g && !!s.chars[g]);
    let gen: CharState | undefined;
    for (const g of generals) { const c = s.chars[g]!; if (!gen || c.t[1] > gen.t[1] || (c.t[1] === gen.t[1] && c.heads > gen.heads)) gen = c; }
    let bestS = 0, bestSHeads = 0;
    for (const c of chars) if (!c.wounded && (c.t[1] > bestS || (c.t[1] === bestS && c.heads > bestSHeads))) { bestS = c.t[1]; bestSHeads = c.heads; }
    const protectedIds = new Set(chars.filter((c) => c.guards).map((c) => c.guards!));
    const duelists: Duelist[] = chars.filter((c) => !generals.includes(c.id) && !c.guards && !protectedIds.has(c.id) && !c.wounded && c.t[0] > 0).map((c) => ({ id: c.id, c: c.t[0], heads: c.heads, row: c.row }));
    const res = clan >= 0 ? s.clans[clan]!.res : emptyRes();
    return {
      clan, sam: sum(armies, 'sam'), ron: sum(armies, 'ron'), cre: sum(armies, 'cre'), ash: sum(armies, 'ash'),
      genS: gen ? gen.t[1] : null, genId: gen?.id, bestS, bestSHeads, duelists,
      horses: res.horses, metal: res.metal, tech: this.set.technology && clan >= 0 && s.clans[clan]!.teppo ? 1 : 0,
      castle, badPosition: false, exhausted: false, enemyMinors: this.enemyMinors(prov, enemyClans),
    };
  }

  /** Minors allied to any of the enemy clans, in the province or adjacent to it (FR 243-249). */
  enemyMinors(prov: string, enemyClans: number[]): number {
    let n = 0;
    for (const q of [prov, ...this.map.landAdj[prov]!]) {
      const p = this.s.provs[q]!;
      if (p.ctrl < 0 && p.ally !== undefined && enemyClans.some((c) => c >= 0 && allied(this.s, c, p.ally!))) n++;
    }
    return n;
  }

  battle(a: ArmyState, g: { clans: number[]; armies: ArmyState[]; minor: boolean; castle: boolean }, prov: string, ctx: { bad: boolean; exhausted: boolean }): BattleResult {
    const s = this.s, x = this.x;
    const p = s.provs[prov]!;
    const defClan = g.clans[0] ?? -1;
    const fort = x.fortress.get(prov);
    const side = this.sideOf([a], a.clan, prov, !!fort?.has(a.clan) && false, g.clans.length ? g.clans : p.ally !== undefined ? [p.ally] : []);
    side.badPosition = ctx.bad;
    side.exhausted = ctx.exhausted;
    const defCastle = g.castle || g.clans.some((c) => fort?.has(c));
    const dside = this.sideOf(g.armies, defClan, prov, defCastle, [a.clan]);
    if (g.minor) {
      const templeBonus = p.minor === 'temple' ? Object.entries(s.provs).filter(([id, q]) => id !== prov && q.ctrl < 0 && q.minor === 'temple').length : 0;
      dside.sam += (p.msam ?? 0) + templeBonus;
      dside.ron += (x.minorRonin.get(prov) ?? 0) + this.minorResourceRonin(prov);
      dside.ash += this.map.prov[prov]!.pop;
      if (dside.genS === null || dside.genS < 2) dside.genS = 2;
      if (dside.bestS < 2) { dside.bestS = 2; dside.bestSHeads = 0; }
    }
    const before = { a: { sam: side.sam, ron: side.ron, cre: side.cre, ash: side.ash }, d: { sam: dside.sam, ron: dside.ron, cre: dside.cre, ash: dside.ash } };
    const r = resolveBattle(side, dside, x.dice, this.set);
    // Characters: duels.
    for (const id of r.killed) this.kill(id, 'killed in a duel', R.battleDuel, { province: prov });
    for (const id of r.wounded) this.wound(id, 'wounded in a duel', R.battleDuel, { province: prov });
    for (const [id, n] of Object.entries(r.heads)) if (s.chars[id]) s.chars[id]!.heads += n;
    // Losses.
    this.applyLosses([a], r.losses.a, r.destroyed.a, 'battle');
    const minorLoss = { ...r.losses.d };
    if (g.armies.length) {
      const armyPart = { sam: Math.min(minorLoss.sam, sum(g.armies, 'sam')), ron: Math.min(minorLoss.ron, sum(g.armies, 'ron')), cre: Math.min(minorLoss.cre, sum(g.armies, 'cre')), ash: Math.min(minorLoss.ash, sum(g.armies, 'ash')) };
      this.applyLosses(g.armies, armyPart, r.destroyed.d && !g.minor, 'battle');
      minorLoss.sam -= armyPart.sam; minorLoss.ron -= armyPart.ron; minorLoss.cre -= armyPart.cre; minorLoss.ash -= armyPart.ash;
    }
    if (g.minor) {
      p.msam = Math.max(0, (p.msam ?? 0) - minorLoss.sam);
      const mr = (x.minorRonin.get(prov) ?? 0) + this.minorResourceRonin(prov);
      x.minorRonin.set(prov, Math.max(0, mr - minorLoss.ron) - this.minorResourceRonin(prov));
    }
    if (r.losses.a.ash > 0) this.stressAshigaru(a.clan);
    for (const c of g.clans) if (r.losses.d.ash > 0 && g.armies.some((b) => b.clan === c)) this.stressAshigaru(c);
    // Generals.
    const winGen = r.winner === 'a' ? side.genId : r.winner === 'd' ? dside.genId : undefined;
    if (winGen && s.chars[winGen]) s.chars[winGen]!.heads += 1;
    if (r.major) {
      const loseGen = r.winner === 'a' ? dside.genId : side.genId;
      if (loseGen && s.chars[loseGen]) this.kill(loseGen, 'general killed in a major defeat', R.battleResult, { province: prov });
    }
    if (r.winner === 'a') for (const b of g.armies) x.lostOrder.add(b.id);
    const loserStrength = r.winner === 'a' ? strength(before.d) : strength(before.a);
    const majorVictory = r.major && loserStrength >= 5;
    const winnerClan = r.winner === 'a' ? a.clan : r.winner === 'd' ? defClan : -1;
    if (majorVictory && winnerClan >= 0) x.majorVictories[winnerClan]!++;
    const inv = [a.clan, ...g.clans];
    const data = {
      province: prov, attacker: a.clan, army: a.id, defenders: g.clans, defenderArmies: g.armies.map((b) => b.id), minor: g.minor ? p.minor ?? null : null, castle: g.castle,
      forces: before, bonuses: r.bonuses, duels: r.duels, base: r.base, rolls: r.rolls, score: r.score,
      winner: r.winner === 'a' ? 'attacker' : r.winner === 'd' ? 'defender' : null, major: r.major, losses: r.losses, wounded: r.wounded, killed: r.killed,
    };
    x.ev('battle', R.battleResult, data, inv);
    x.ev('battle-seen', R.battle, { province: prov, attacker: a.clan, defenders: g.clans, minor: g.minor ? p.minor ?? null : null, winner: data.winner }, [], prov, 1, inv);
    if (majorVictory) x.ev('major-battle', R.battleMajor, { province: prov, winner: winnerClan, loser: r.winner === 'a' ? (g.clans[0] ?? null) : a.clan, minor: g.minor ? p.minor ?? null : null }, null);
    return r;
  }

  stressAshigaru(clan: number): void {
    if (clan < 0 || this.x.lostAshigaru[clan]) return;
    this.x.lostAshigaru[clan] = true;
    this.s.clans[clan]!.stress += 1;
  }

  applyLosses(armies: ArmyState[], l: { sam: number; ron: number; cre: number; ash: number }, destroyed: boolean, cause: string): void {
    const left = { ...l };
    for (const b of armies) {
      if (!this.s.armies[b.id]) continue;
      for (const k of ['cre', 'ron', 'sam', 'ash'] as const) {
        const n = destroyed ? b[k] : Math.min(left[k], b[k]);
        if (!destroyed) left[k] -= n;
        this.x.troop(b.id, k, -n, cause);
      }
      if (destroyed || strength(b) === 0) this.dissolve(b, destroyed ? 'destroyed' : 'empty');
    }
  }

  dissolve(b: ArmyState, why: string): void {
    const s = this.s;
    for (const k of ['sam', 'ron', 'cre', 'ash'] as const) if (b[k]) this.x.troop(b.id, k, -b[k], `army-${why}`);
    for (const c of Object.values(s.chars)) if (c.army === b.id) { delete c.army; }
    delete b.general;
    delete s.armies[b.id];
    this.x.ev('army-dissolved', R.armyDissolve, { clan: b.clan, army: b.id, province: b.prov, why }, [b.clan], b.prov, 1);
  }

  capture(prov: string, clan: number, how: string): void {
    const s = this.s;
    const p = s.provs[prov]!;
    const old = p.ctrl, oldMinor = p.minor;
    if (old < 0) {
      if (oldMinor === 'temple') this.x.honor(clan, -this.set.honorMagnitude, 'took-temple-province', { province: prov });
      else if (oldMinor !== 'clan' && oldMinor !== 'nanban') this.x.honor(clan, this.set.honorMagnitude, 'took-barbarian-or-foreign-province', { province: prov });
    }
    p.ctrl = clan;
    delete p.minor; delete p.msam; delete p.ally; delete p.friends; delete p.gov;
    if (p.castle < 3) p.castle = 0;
    p.revolt = Math.min(4, p.revolt + 1);
    this.x.ev('province-taken', R.battleCapture, { province: prov, clan, from: old, minor: oldMinor ?? null, how }, null);
    const el = MAP_RULES.elementTemples[prov];
    if (el && !s.templesTaken.includes(prov)) {
      s.templesTaken.push(prov);
      const learnt = RITUALS.filter((r) => r.element === el && !r.lost).map((r) => r.id);
      const cl = s.clans[clan]!;
      for (const r of learnt) if (!cl.rituals.includes(r)) cl.rituals.push(r);
      this.x.ev('rituals-learnt', R.ritualTemple, { clan, province: prov, element: el, rituals: learnt }, [clan]);
    }
    if (prov === MAP_RULES.capital) void 0;
  }

  // ------------------------------------------------------------------ step 38: revolts
  revolts(): void {
    const s = this.s;
    const changes: [string, number][] = [];
    for (const [pid, p] of Object.entries(s.provs)) {
      if (p.ctrl < 0 || p.revolt === 0) continue;
      const enemy = Object.values(s.armies).some((b) => b.prov === pid && !allied(s, b.clan, p.ctrl));
      if (this.x.sheets[p.ctrl]!.provinces?.[pid]?.order === 'negotiate' && p.gov && s.chars[p.gov]) {
        const r = standardTest(s.chars[p.gov]!.t[3] - (enemy ? 1 : 0), p.revolt, honorRank(s, p.ctrl), 0, this.x.dice.d6());
        this.x.ev('negotiation', R.negotiate, { clan: p.ctrl, province: pid, outcome: r.outcome, level: p.revolt }, [p.ctrl]);
        if (isSuccess(r.outcome)) changes.push([pid, -1]);
      }
    }
    for (const clan of this.active()) {
      const sh = this.x.sheets[clan]!;
      for (const [no, e] of Object.entries(sh.armies ?? {})) {
        const a = s.armies[`${s.clans[clan]!.id}-${no}`];
        if (!a || e.order?.kind !== 'crush') continue;
        const p = s.provs[a.prov]!;
        if (p.ctrl !== clan || p.revolt === 0) continue;
        const enemy = Object.values(s.armies).some((b) => b.prov === a.prov && !allied(s, b.clan, clan));
        const gen = a.general ? s.chars[a.general] : undefined;
        const r = standardTest((gen?.t[2] ?? 0) - (enemy ? 1 : 0), p.revolt, this.res(clan, 'ninja'), 0, this.x.dice.d6());
        this.x.ev('repression', R.armyCrush, { clan, army: a.id, province: a.prov, outcome: r.outcome, level: p.revolt }, [clan]);
        if (isSuccess(r.outcome)) changes.push([a.prov, -1]);
        if (r.outcome === 'major-failure') {
          const order: ('ron' | 'cre' | 'sam')[] = this.set.crushLoss === 'samurai-first' ? ['sam', 'ron', 'cre'] : ['ron', 'cre', 'sam'];
          const k = order.find((t) => a[t] > 0);
          if (k) { this.x.troop(a.id, k, -1, 'failed-repression'); if (strength(a) === 0) this.dissolve(a, 'empty'); }
        }
      }
    }
    for (const [pid, d] of changes) s.provs[pid]!.revolt = Math.max(0, s.provs[pid]!.revolt + d);
  }

  // ------------------------------------------------------------------ steps 39-42
  creaturePillage(): void {
    const s = this.s;
    const cre = new Map<string, number>();
    for (const a of Object.values(s.armies)) if (a.cre > 0) cre.set(a.prov, (cre.get(a.prov) ?? 0) + a.cre);
    for (const [pid, n] of cre) {
      if (n >= (this.set.creaturePillage === 'any' ? 1 : this.map.prov[pid]!.pop)) {
        s.provs[pid]!.pillaged = true;
        const owner = s.provs[pid]!.ctrl;
        this.x.ev('province-pillaged', R.creaturePillage, { province: pid, by: 'creatures', owner }, owner >= 0 ? [owner] : [], pid, 1);
      }
    }
  }

  endOfTurnTroops(): void {
    for (const a of Object.values(this.s.armies)) {
      this.x.troop(a.id, 'ron', -a.ron, 'end-of-turn');
      this.x.troop(a.id, 'ash', -a.ash, 'end-of-turn');
    }
    this.x.minorRonin.clear();
  }

  dissolveEmpty(): void {
    for (const a of Object.values(this.s.armies)) if (strength(a) === 0) this.dissolve(a, 'empty');
  }

  returnArmies(): void {
    const s = this.s;
    for (const a of Object.values(s.armies)) {
      if (friendlyProv(s, a.clan, a.prov)) continue;
      if (a.sam === 0 && a.ron === 0 && a.cre > 0) continue;
      const dest = this.nearestFriendly(a.clan, a.prov);
      if (!dest) { this.dissolve(a, 'no-home'); continue; }
      this.moveArmyTo(a, dest);
      this.x.ev('army-returned', R.armyReturn, { clan: a.clan, army: a.id, to: dest }, [a.clan]);
    }
  }

  nearestFriendly(clan: number, from: string): string | null {
    const map = this.map;
    const dist = new Map<string, number>([[from, 0]]);
    const done = new Set<string>();
    for (;;) {
      let best: string | null = null, bd = Infinity;
      for (const [n, d] of dist) if (!done.has(n) && (d < bd || (d === bd && best !== null && n < best))) { best = n; bd = d; }
      if (best === null) return null;
      done.add(best);
      if (map.isProv(best) && best !== from && friendlyProv(this.s, clan, best)) return best;
      for (const e of map.edges[best]!) {
        const nd = bd + map.cost(e.to);
        if (!done.has(e.to) && nd < (dist.get(e.to) ?? Infinity)) dist.set(e.to, nd);
      }
    }
  }

  // ------------------------------------------------------------------ steps 43-47
  newChar(clan: number, role: CharState['role'], t: CharState['t'], prov: string, extra: Partial<CharState> = {}): CharState {
    const s = this.s;
    const id = `${s.clans[clan]!.id}-n${s.nextId++}`;
    const rows = Object.values(s.chars).filter((c) => c.clan === clan).map((c) => c.row);
    const name = `${s.clans[clan]!.name} ${role} ${s.nextId - 1}`;
    const c: CharState = { id, clan, name, role, t: [...t] as CharState['t'], heads: 0, row: Math.max(0, ...rows) + 1, prov, conc: t[2], ...extra };
    s.chars[id] = c;
    return c;
  }

  promotions(): void {
    const s = this.s;
    for (const clan of this.active()) {
      const mine = Object.values(s.chars).filter((c) => c.clan === clan);
      if (mine.some((c) => c.daimyo)) continue;
      if (mine.length >= MAX_CHARACTERS) continue;
      const d = clanData(s.clans[clan]!.id).characters.find((c) => c.role === 'daimyo')!;
      const home = Object.entries(s.provs).find(([, p]) => p.ctrl === clan)?.[0] ?? mine[0]?.prov ?? MAP_RULES.capital;
      const c = this.newChar(clan, 'daimyo', d.t, home, { daimyo: true });
      this.x.promoted.add(clan);
      this.x.ev('new-daimyo', R.newDaimyo, { clan, char: c.id }, null);
    }
    for (const [c, o] of this.ordersOf('promote', 'SIM')) {
      if (!this.canAct(c, o)) continue;
      const cl = s.clans[c.clan]!;
      const mine = Object.values(s.chars).filter((x) => x.clan === c.clan);
      if (this.x.promoted.has(c.clan)) { this.fail(c, o, 'one-per-turn', R.promote); continue; }
      if (mine.length >= MAX_CHARACTERS) { this.fail(c, o, 'ten-characters', R.promote); continue; }
      if (cl.stress >= cl.reserve) { this.fail(c, o, 'stress', R.stress); continue; }
      const data = clanData(cl.id);
      let t = o.profile === 'civil' ? data.civil : data.military;
      let role: CharState['role'] = o.profile === 'civil' ? 'civil' : 'military';
      if (o.profile === 'holyman' && !mine.some((x) => x.role === 'holyman')) { t = data.characters.find((x) => x.role === 'holyman')!.t; role = 'holyman'; }
      if (o.profile === 'daimyo' && !mine.some((x) => x.daimyo)) { t = data.characters.find((x) => x.role === 'daimyo')!.t; role = 'daimyo'; }
      const n = this.newChar(c.clan, role, t, c.prov, role === 'daimyo' ? { daimyo: true } : {});
      cl.stress += 1;
      this.expose(c);
      this.x.promoted.add(c.clan);
      this.x.ev('promotion', R.promote, { clan: c.clan, char: c.id, promoted: n.id, profile: o.profile }, [c.clan]);
      this.done(c);
    }
    // Pilgrimage (A38: resolved in the clan-management block).
    for (const [c, o] of this.ordersOf('pilgrimage', 'SIM')) {
      if (!this.canAct(c, o)) continue;
      if (provResource(this.s, o.province) !== 'sanctuary' || (this.set.pilgrimagePresence && c.prov !== o.province)) { this.fail(c, o, 'conditions', R.pilgrimage); continue; }
      if (!this.x.spend(c.clan, 1, 'pilgrimage')) { this.fail(c, o, 'no-money', R.floor); continue; }
      this.x.honor(c.clan, 1, 'pilgrimage');
      this.expose(c);
      this.x.ev('pilgrimage', R.pilgrimage, { clan: c.clan, char: c.id, province: o.province }, [c.clan], o.province, 1);
      this.done(c);
    }
  }

  champion(): void {
    for (const [c, o] of this.ritualOrders('champion')) {
      if (!this.castable(c, o)) continue;
      const mine = Object.values(this.s.chars).filter((x) => x.clan === c.clan);
      if (mine.some((x) => x.demon) || mine.length >= MAX_CHARACTERS) { this.fail(c, o, 'demon-limit', R.champion); continue; }
      const t = DEMON_TALENTS[Math.min(3, c.t[4])]!;
      const d = this.newChar(c.clan, 'demon', t, c.prov, { demon: true });
      this.ritualDone(c, o, { demon: d.id }, c.prov);
    }
  }

  giveProvinces(): void {
    const s = this.s;
    for (const [c, o] of this.ordersOf('give-province', 'SIM')) {
      if (!this.canAct(c, o)) continue;
      const p = s.provs[o.province]!;
      if (p.ctrl !== c.clan) { this.fail(c, o, 'not-yours', R.giveProvince); continue; }
      delete p.gov;
      if ('clan' in o.to) {
        const j = this.clanOf(o.to.clan);
        if (j < 0 || s.clans[j]!.status === 'abandoned') { this.fail(c, o, 'bad-clan', R.giveProvince); continue; }
        p.ctrl = j;
        if (p.castle < 3) p.castle = 0;
      } else {
        p.ctrl = -1; p.minor = o.to.minor; p.msam = minorCap(this.map, o.province); p.ally = c.clan; p.revolt = 0;
        if (o.to.minor === 'temple') { p.castle = 0; this.x.honor(c.clan, 1, 'province-given-to-temple'); }
        else if (p.castle < 3) p.castle = 0;
      }
      this.x.ev('province-given', R.giveProvince, { clan: c.clan, province: o.province, to: 'clan' in o.to ? this.clanOf(o.to.clan) : o.to.minor }, null);
      this.done(c);
    }
  }

  annexations(): void {
    const s = this.s;
    for (const [c, o] of this.ordersOf('annex', 'SIM')) {
      if (!this.canAct(c, o) || !this.needFree(c, o)) continue;
      const p = s.provs[o.province]!;
      if (c.prov !== o.province || p.ctrl >= 0 || p.ally !== c.clan || !(p.minor === 'clan' || p.minor === 'nanban') || provResource(this.s, o.province) || p.castle > 0 || this.x.pillagedBy.get(o.province)?.has(c.clan)) { this.fail(c, o, 'conditions', R.annex); continue; }
      if (!this.x.spend(c.clan, 2 * this.map.prov[o.province]!.pop, 'annexation')) { this.fail(c, o, 'no-money', R.floor); continue; }
      const r = standardTest(c.t[3], 3, honorRank(s, c.clan), MINOR_KINDS[p.minor].honor, this.x.dice.d6());
      this.x.ev('annexation', R.annex, { clan: c.clan, char: c.id, province: o.province, outcome: r.outcome }, [c.clan]);
      if (isSuccess(r.outcome)) {
        p.ctrl = c.clan; delete p.minor; delete p.msam; delete p.ally; delete p.friends;
        this.x.ev('province-annexed', R.annex, { clan: c.clan, province: o.province }, null);
      }
      this.done(c);
    }
  }

  lateRituals(): void {
    const s = this.s;
    for (const [c, o] of this.ritualOrders('lire_avenir')) {
      if (!this.castable(c, o)) continue;
      if (provResource(this.s, c.prov) !== 'sanctuary') { this.fail(c, o, 'no-sanctuary', R.lireAvenir); continue; }
      const threat = THREATS[this.x.dice.int(THREATS.length)]!;
      this.ritualDone(c, o, { threat });
    }
    for (const [c, o] of this.ritualOrders('eveil')) {
      if (!this.castable(c, o)) continue;
      const t = this.char(o.target ?? '');
      if (!t || t.prov !== c.prov || provResource(this.s, c.prov) !== 'sanctuary' || t.t[4] > 2) { this.fail(c, o, 'conditions', R.eveil); continue; }
      t.t[4] += 1;
      this.s.provs[c.prov]!.noRes = true;
      this.ritualDone(c, o, { target: t.id, piety: t.t[4], sanctuaryDestroyed: c.prov });
    }
    for (const [c, o] of this.ritualOrders('oubli')) {
      if (!this.castable(c, o)) continue;
      const j = this.clanOf(o.target ?? '');
      const r = RITUAL_BY_ID[o.forget ?? ''];
      if (j < 0 || !r || r.level >= c.t[4] || provResource(this.s, c.prov) !== 'sanctuary') { this.fail(c, o, 'conditions', R.oubli); continue; }
      const best = Math.max(0, ...Object.values(s.chars).filter((x) => x.clan === j).map((x) => x.t[4]));
      if (c.t[4] + this.res(c.clan, 'sanctuary') <= best + this.res(j, 'sanctuary')) { this.fail(c, o, 'too-weak', R.oubli); continue; }
      s.clans[j]!.rituals = s.clans[j]!.rituals.filter((y) => y !== r.id);
      this.ritualDone(c, o, { clan: j, forgotten: r.id });
    }
  }

  // ------------------------------------------------------------------ steps 48-53
  healing(): void {
    for (const [c, o] of this.ordersOf('heal', 'SIM')) {
      if (!this.canAct(c, o)) continue;
      if (c.wounded) { delete c.wounded; this.x.ev('healed', R.heal, { clan: c.clan, char: c.id }, [c.clan]); }
      this.done(c);
    }
  }

  castles(): void {
    const s = this.s;
    for (const [pid, p] of Object.entries(s.provs)) {
      if (p.ctrl < 0 || !p.gov || !s.chars[p.gov]) continue;
      if (this.x.sheets[p.ctrl]!.provinces?.[pid]?.order !== 'castle' || p.castle >= 3) continue;
      if (this.x.sabotaged.has(pid)) { this.x.ev('castle-sabotaged', R.sabotage, { clan: p.ctrl, province: pid }, [p.ctrl]); continue; }
      if (!this.x.spend(p.ctrl, 2, 'castle-stage')) { this.x.ev('castle-unpaid', R.floor, { clan: p.ctrl, province: pid }, [p.ctrl]); continue; }
      p.castle += 1;
      this.x.ev('castle-stage', R.castleBuild, { clan: p.ctrl, province: pid, stage: p.castle }, [p.ctrl], pid, 1);
    }
  }

  interest(): void {
    const s = this.s;
    const floor = this.x.floor();
    for (const clan of this.active()) {
      const cl = s.clans[clan]!;
      if (cl.treasury >= 0) continue;
      this.x.pay(clan, 1, 'interest');
      if (cl.treasury < -floor) {
        this.x.gain(clan, -cl.treasury, 'debt-wiped');
        this.x.honor(clan, -1, 'bankruptcy');
        for (const p of Object.values(s.provs)) if (p.ctrl === clan) p.revolt = Math.min(4, p.revolt + 1);
        this.x.ev('bankruptcy', R.bankruptcy, { clan }, null);
      }
    }
  }

  revoltSpread(): void {
    const s = this.s;
    for (const [pid, p] of Object.entries(s.provs)) {
      if (p.ctrl < 0) continue;
      if (p.revolt > 0 && p.revolt < 4) {
        const held = p.castle >= 3 || (p.gov && s.chars[p.gov]) || Object.values(s.armies).some((a) => a.prov === pid && a.clan === p.ctrl);
        if (!held) { p.revolt += 1; this.x.ev('revolt-spreads', R.revoltSpread, { clan: p.ctrl, province: pid, level: p.revolt }, [p.ctrl]); }
      }
      if (p.revolt >= 4) {
        const start = this.map.prov[pid]!.start;
        const orig: MinorKind = pid === MAP_RULES.capital ? 'court' : minorKindOf(start) === 'tribe' ? 'tribe' : minorKindOf(start) === 'temple' ? 'temple' : 'clan';
        const old = p.ctrl;
        p.ctrl = -1; p.minor = orig; p.msam = minorCap(this.map, pid); p.revolt = 0; delete p.gov;
        this.x.ev('independence', R.revoltIndependence, { province: pid, from: old, minor: orig }, null);
      }
    }
  }

  markets(): void {
    const s = this.s;
    const prev = new Set(Object.entries(s.provs).filter(([, p]) => p.market).map(([id]) => id));
    for (const p of Object.values(s.provs)) delete p.market;
    const cand = this.map.provIds.filter((id) => id !== MAP_RULES.jadeCourt && this.map.prov[id]!.pop === 3 && !s.provs[id]!.pillaged && s.provs[id]!.revolt < 3);
    const pick = (from: string[]): string | null => {
      if (!from.length) return null;
      const pref = from.filter((id) => prev.has(id));
      const pool = pref.length ? pref : from;
      return pool[this.x.dice.int(pool.length)]!;
    };
    const chosen: string[] = [];
    const first = pick(cand.filter((id) => MAP_RULES.marketGroup.includes(id)));
    if (first) chosen.push(first);
    while (chosen.length < 2) {
      const n = pick(cand.filter((id) => !chosen.includes(id)));
      if (!n) break;
      chosen.push(n);
    }
    for (const id of chosen) s.provs[id]!.market = true;
    this.x.ev('markets', R.markets, { provinces: chosen }, null);
  }

  stressReserve(): void {
    const s = this.s;
    for (const clan of this.active()) {
      const cl = s.clans[clan]!;
      cl.stress = Math.max(0, cl.stress - 1);
      let r = 0;
      for (const [pid, p] of Object.entries(s.provs)) if (p.ctrl === clan) r += this.map.prov[pid]!.pop;
      cl.reserve = r;
    }
    for (const [pid, p] of Object.entries(s.provs)) {
      if (p.ctrl >= 0 || pid === MAP_RULES.jadeCourt) continue;
      const cap = minorCap(this.map, pid);
      if ((p.msam ?? 0) < cap) p.msam = (p.msam ?? 0) + 1;
    }
  }

  // ------------------------------------------------------------------ steps 54-56
  honorAdjust(): void {
    const s = this.s, x = this.x;
    for (const clan of this.active()) if (Object.values(s.armies).some((a) => a.clan === clan && a.cre > 0)) x.honor(clan, -1, 'creatures');
    const track = s.honor.slice().reverse();
    const mods: Record<number, number> = {};
    for (const c of track) mods[c] = x.honorMod[c]!;
    const r = adjustHonor(track, mods, this.set.honorFallTie);
    s.honor = r.final.slice().reverse();
    x.ev('honor', R.honorAdjust, { before: track, modifiers: mods, intermediate: r.intermediate, after: r.final }, null);
  }

  prestige(): void {
    const s = this.s, x = this.x;
    const act = this.active();
    const count = new Map<number, number>();
    for (const p of Object.values(s.provs)) if (p.ctrl >= 0) count.set(p.ctrl, (count.get(p.ctrl) ?? 0) + 1);
    const max = Math.max(0, ...count.values());
    const most = act.filter((c) => (count.get(c) ?? 0) === max && max > 0);
    const rows: Record<number, { victories: number; honor: number; capital: number; provinces: number; hostages: number; total: number }> = {};
    for (const c of act) {
      const row = { victories: x.majorVictories[c]!, honor: isTop(s, c) && s.clans[c]!.status === 'active' ? 1 : 0, capital: s.provs[MAP_RULES.capital]!.ctrl === c ? 1 : 0, provinces: most.includes(c) && (most.length === 1 || this.set.mostProvincesTie === 'all') ? 1 : 0, hostages: -x.executedHostages[c]!, total: 0 };
      row.total = row.victories + row.honor + row.capital + row.provinces + row.hostages;
      if (s.clans[c]!.status === 'active') s.clans[c]!.prestige += row.total;
      rows[c] = row;
    }
    x.ev('prestige', R.prestige, { rows, prestige: s.clans.map((c) => c.prestige) }, null);
  }

  victory(): void {
    const s = this.s, x = this.x;
    const act = this.active().filter((c) => s.clans[c]!.status === 'active');
    const heian = s.provs[MAP_RULES.capital]!;
    const end = (winners: number[], why: string, rule: string) => {
      s.phase = 'over';
      const ranked = this.active().sort((a, b) => s.clans[b]!.prestige - s.clans[a]!.prestige || a - b);
      const ranking = ranked.map((seat) => {
        const place = winners.includes(seat) ? 1 : 1 + ranked.filter((o) => s.clans[o]!.prestige > s.clans[seat]!.prestige || winners.includes(o)).length - (winners.includes(seat) ? 1 : 0);
        return { seat, score: s.clans[seat]!.prestige, place: winners.length === 0 && why === 'turn-limit-draw' ? 1 + ranked.filter((o) => s.clans[o]!.prestige > s.clans[seat]!.prestige).length : place, ...(why.endsWith('draw') ? { tiebreak: 'draw' } : {}) };
      });
      s.result = { winners, ranking };
      x.ev('game-over', rule, { winners, why }, null);
    };
    for (const c of act) {
      const p = s.clans[c]!.prestige;
      if (p < this.set.victoryPrestige) continue;
      if (!act.every((o) => o === c || p >= 2 * s.clans[o]!.prestige)) continue;
      if (this.set.heianCondition && !(heian.ctrl === c || heian.ctrl < 0)) continue;
      end([c], 'shogun', R.victoryShogun);
      return;
    }
    for (const c of this.active()) {
      const g = s.clans[c]!.goal;
      if (!g) continue;
      if (g.kind === 'take-heian' && heian.ctrl === c) { end([c], 'goal', R.abandonRole); return; }
      if (g.kind === 'tribe-provinces' && Object.values(s.provs).filter((p) => p.ctrl === c).length >= g.count) { end([c], 'goal', R.abandonRole); return; }
    }
    if (heian.ctrl < 0 && heian.minor !== 'court') {
      end(this.set.fallOfNihon === 'prestige' ? this.topPrestige(act) : [], 'fall-of-nihon', R.fallOfNihon);
      return;
    }
    if (s.turn >= this.set.turnLimit) {
      const top = this.topPrestige(act);
      if (top.length > 1 && this.set.turnLimitTie === 'draw') end([], 'turn-limit-draw', R.victoryTurnLimit);
      else end(top, 'turn-limit', R.victoryTurnLimit);
    }
  }

  topPrestige(act: number[]): number[] {
    const max = Math.max(...act.map((c) => this.s.clans[c]!.prestige));
    return act.filter((c) => this.s.clans[c]!.prestige === max);
  }

  // ------------------------------------------------------------------ steps 57-59
  visibilityOrders(): void {
    const s = this.s, x = this.x;
    for (const c of Object.values(s.chars)) delete c.mist;
    x.step = 57;
    for (const [c, o] of this.ritualOrders('brume')) {
      if (!this.castable(c, o)) continue;
      const t = this.char(o.target ?? '');
      if (!t) { this.fail(c, o, 'target-not-found', R.brume); continue; }
      t.mist = (t.mist ?? 0) + 1;
      this.ritualDone(c, o, { target: t.id });
    }
    x.step = 58;
    for (const [c, o] of this.ritualOrders('vision')) {
      if (!this.castable(c, o)) continue;
      const prov = s.provs[o.target ?? ''] ? o.target! : s.chars[o.target ?? '']?.prov;
      if (!prov) { this.fail(c, o, 'target-not-found', R.vision); continue; }
      const m = x.ritualVision.get(c.clan) ?? new Map<string, number>();
      m.set(prov, Math.max(m.get(prov) ?? 0, c.t[4]));
      x.ritualVision.set(c.clan, m);
      this.ritualDone(c, o, { province: prov, level: c.t[4] });
    }
    x.step = 59;
    for (const [c, o] of this.ordersOf('spy', 'SIM')) {
      if (!this.canAct(c, o)) continue;
      if (c.prov !== o.province) { this.fail(c, o, 'not-there', R.spy); continue; }
      const m = x.spyVision.get(c.clan) ?? new Map<string, number>();
      m.set(o.province, Math.max(m.get(o.province) ?? 0, c.t[2]));
      x.spyVision.set(c.clan, m);
      x.ev('spy', R.spy, { clan: c.clan, char: c.id, province: o.province, level: c.t[2] }, [c.clan]);
      this.done(c);
    }
  }
}

function sum(armies: ArmyState[], k: 'sam' | 'ron' | 'cre' | 'ash'): number {
  let n = 0;
  for (const a of armies) n += a[k];
  return n;
}

function camel(id: string): string {
  return id.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()).replace('armeeMorts', 'armeeMorts');
}


export { GIFT_RES, RES_KINDS };
