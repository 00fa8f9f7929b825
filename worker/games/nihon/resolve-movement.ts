/**
 * Movement by sea and land: fleets (steps 23-25: placement, naval supremacy, fleet raids), characters'
 * moves and the army rituals (steps 33-36), and armies moving along their paths (step 37), fighting
 * through resolve-battles.ts.
 */
import { MAP_RULES } from './data/map';
import { isBadCrossing } from './map-index';
import { TurnBattles } from './resolve-battles';
import { R } from './rule-ids';
import { allied, initiative } from './rules';
import type { ArmyState } from './types';
import { checkPath } from './validate';

export class TurnMovement extends TurnBattles {
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

  // ------------------------------------------------------------------ steps 33-36
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

  // ------------------------------------------------------------------ step 37: movement
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
}
