/**
 * Battles of step 37: an army entering a province fights whatever is hostile there (`engage`);
 * the sides, the battle test (battle.ts), losses, dissolution of armies and capture of provinces.
 * Armies are moved by resolve-movement.ts.
 */
import { MAP_RULES } from './data/map';
import { RITUALS } from './data/rituals';
import { resolveBattle, strength, type BattleResult, type BattleSide, type Duelist } from './battle';
import { TurnDiplomacy } from './resolve-diplomacy';
import { R } from './rule-ids';
import { allied, friendlyProv, provinceHasCastle, provResource } from './rules';
import { emptyRes } from './setup';
import type { ArmyState, CharState } from './types';

export class TurnBattles extends TurnDiplomacy {
  // ------------------------------------------------------------------ step 37: battles
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
}

function sum(armies: ArmyState[], k: 'sam' | 'ron' | 'cre' | 'ash'): number {
  let n = 0;
  for (const a of armies) n += a[k];
  return n;
}
