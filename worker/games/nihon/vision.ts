/** Visibility (FR 1871-1904): vision levels per clan and province, concealment of characters. */
import { allied, mapOf } from './rules';
import type { NihonState } from './types';

/** Step 60: compute each clan's vision on every province and sea, and every character's concealment. */
export function computeVisibility(s: NihonState, spy: Map<number, Map<string, number>>, ritual: Map<number, Map<string, number>>): void {
  const map = mapOf(s);
  const n = map.provIds.length;
  const govOf = new Map<string, string>();
  for (const [pid, p] of Object.entries(s.provs)) if (p.gov) govOf.set(p.gov, pid);
  for (const c of Object.values(s.chars)) {
    const base = c.army || govOf.has(c.id) || c.exposed ? 1 : c.t[2];
    c.conc = base + (c.mist ?? 0);
  }
  for (let clan = 0; clan < s.clans.length; clan++) {
    const v = new Array<number>(n).fill(0);
    if (s.clans[clan]!.status !== 'abandoned') {
      const up = (pid: string, lvl: number) => { const i = map.provIndex[pid]; if (i !== undefined && v[i]! < lvl) v[i] = lvl; };
      for (const [pid, p] of Object.entries(s.provs)) {
        if (p.ctrl >= 0 ? allied(s, clan, p.ctrl) : p.ally !== undefined && allied(s, clan, p.ally)) up(pid, 1);
      }
      for (const a of Object.values(s.armies)) if (a.clan === clan) up(a.prov, 1);
      for (const c of Object.values(s.chars)) {
        if (c.clan !== clan || c.hostageOf !== undefined) continue;
        up(c.prov, 1);
        const gp = govOf.get(c.id);
        if (gp) up(gp, s.settings.governorVision === 'governor' ? c.t[2] : bestIntrigue(s, clan));
      }
      for (const [pid, lvl] of spy.get(clan) ?? []) up(pid, lvl);
      for (const [pid, lvl] of ritual.get(clan) ?? []) up(pid, lvl);
    }
    s.vision[clan] = v.join('');
    const seas = new Set<string>();
    for (const f of s.fleets) if (f.clan === clan) seas.add(f.sea);
    if (s.settings.coastalSeaVision) {
      for (const [pid, p] of Object.entries(s.provs)) if (p.ctrl === clan) for (const sea of map.prov[pid]!.coasts) seas.add(sea);
    }
    s.seaVision[clan] = [...seas].sort();
  }
}

function bestIntrigue(s: NihonState, clan: number): number {
  let b = 0;
  for (const c of Object.values(s.chars)) if (c.clan === clan && c.hostageOf === undefined) b = Math.max(b, c.t[2]);
  return b;
}

/** The clan's vision level on a province (0 = red eye). */
export function visionOf(s: NihonState, clan: number, prov: string): number {
  const i = mapOf(s).provIndex[prov];
  if (i === undefined) return 0;
  const ch = s.vision[clan]?.charCodeAt(i);
  return ch === undefined || Number.isNaN(ch) ? 0 : ch - 48;
}

/** Does the clan see a thing of this concealment in this province? (A11: >=, and vision 0 sees nothing). */
export function sees(s: NihonState, clan: number, prov: string, concealment: number): boolean {
  const v = visionOf(s, clan, prov);
  if (v <= 0) return false;
  return s.settings.visionTies === 'ge' ? v >= concealment : v > concealment;
}

export function seesChar(s: NihonState, clan: number, id: string): boolean {
  const c = s.chars[id];
  if (!c) return false;
  if (c.clan === clan || c.hostageOf === clan) return true;
  return sees(s, clan, c.prov, c.conc);
}
