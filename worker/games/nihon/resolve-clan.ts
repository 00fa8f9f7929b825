/**
 * Steps 43-47 (the "Clan management" block): new daimyo, promotions and pilgrimages, the demon
 * champion, provinces given, annexations, and the rituals of the sanctuaries.
 */
import { clanData } from './data/clans';
import { MAP_RULES } from './data/map';
import { MINOR_KINDS } from './data/minors';
import { DEMON_TALENTS, RITUAL_BY_ID, THREATS } from './data/rituals';
import { TurnAftermath } from './resolve-aftermath';
import { R } from './rule-ids';
import { honorRank, isSuccess, minorCap, standardTest, provResource } from './rules';
import type { CharState } from './types';
import { MAX_CHARACTERS } from './validate';

export class TurnClan extends TurnAftermath {
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
}
