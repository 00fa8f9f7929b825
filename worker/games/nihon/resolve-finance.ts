/**
 * The clans' koku and troops: steps 15-22 (taxes, gifts, Blood feeds the earth, Prayers, resources,
 * ashigaru levies, dismissals and upkeep) and steps 31-32 (armies created, troops recruited, samurai
 * dismissed at step 21 transferred back, Army of the dead).
 */
import { MAP_RULES } from './data/map';
import { TurnAggressions } from './resolve-aggressions';
import { R } from './rule-ids';
import { friendlyProv } from './rules';
import type { ResKind } from './types';

export class TurnFinance extends TurnAggressions {
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

  // ------------------------------------------------------------------ steps 31-32
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
}
