/**
 * Steps 1-14 (the "Aggressions" and "Magic" blocks): hostages; aggressions, assassinations and
 * corruptions; Immolation and Regeneration; bodyguards, generals and governors take their posts;
 * land raids, sabotage and the rituals that strike provinces and seas (Dragon, Kami Kaze, Tyrant).
 */
import { MAP_RULES } from './data/map';
import { TurnCore, type OrderOf } from './resolve-core';
import { R } from './rule-ids';
import { initiative, isSuccess, provinceHasCastle, standardTest, type Outcome } from './rules';
import type { ArmyState, CharState } from './types';

export class TurnAggressions extends TurnCore {
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

  // ------------------------------------------------------------------ steps 5-6
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
}
