/**
 * Turn resolution: the 60 ordered steps of the rulebook (FR 729-926; digest section 15).
 * `resolveTurn` never mutates its input; all dice come from the state's generator (or, in
 * conformance cases only, from a scripted list of d6 rolls).
 */
import type { GameEvent } from '../../engine/contract';
import { Ctx, type MoneyEntry, type TroopEntry } from './resolve-ctx';
import { TurnEnd } from './resolve-end';
import { R } from './rule-ids';
import { computeHeadsRank, rngDice, scriptedDice, type Dice } from './rules';
import { GIFT_RES, RES_KINDS, type NihonState } from './types';
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

/**
 * The turn: each resolve-*.ts module adds the steps of one part of the turn as a class extending the
 * previous one, so a step may use the helpers of every module before it in the chain:
 * core -> aggressions -> finance -> diplomacy -> battles -> movement -> aftermath -> clan -> end.
 * The order of the steps is `run`, here.
 */
class Turn extends TurnEnd {
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
}


export { GIFT_RES, RES_KINDS };
