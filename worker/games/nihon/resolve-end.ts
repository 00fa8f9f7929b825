/**
 * The end of the turn: adjustments (steps 48-53: healing, castles, interest and bankruptcy, revolts
 * spreading, markets, stress and reserve), honour and prestige (54-55), the visibility orders (57-59)
 * and the victory check (after step 60).
 */
import { MAP_RULES } from './data/map';
import { minorKindOf, type MinorKind } from './data/minors';
import { adjustHonor } from './honor';
import { TurnClan } from './resolve-clan';
import { R } from './rule-ids';
import { isTop, minorCap } from './rules';

export class TurnEnd extends TurnClan {
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
