/**
 * Steps 26-30 (the "Diplomacy" block): alliances between clans and with minors, friendships,
 * imperial favour, and inciting revolts.
 */
import { MAP_RULES } from './data/map';
import { MINOR_KINDS } from './data/minors';
import type { OrderOf } from './resolve-core';
import { TurnFinance } from './resolve-finance';
import { R } from './rule-ids';
import { allied, honorRank, isSuccess, standardTest, dieMod, type Outcome } from './rules';
import type { CharState } from './types';
import { visionOf } from './vision';

export class TurnDiplomacy extends TurnFinance {
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
}
