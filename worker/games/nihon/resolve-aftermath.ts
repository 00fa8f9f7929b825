/**
 * After the fighting: revolts negotiated or crushed (step 38), creatures pillage, ronin and ashigaru
 * go home, empty armies dissolve, armies in hostile land return (steps 39-42).
 */
import { strength } from './battle';
import { TurnMovement } from './resolve-movement';
import { R } from './rule-ids';
import { allied, friendlyProv, honorRank, isSuccess, standardTest } from './rules';

export class TurnAftermath extends TurnMovement {
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
}
