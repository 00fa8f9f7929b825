/**
 * Abandoning a major clan (FR 1910-1956). The clan's provinces become independent minor clans; the
 * referee may then give the player a new role. Roles other than "new clan" lose prestige and honour
 * and win only by their own goal.
 */
import type { GameEvent } from '../../engine/contract';
import { CLANS } from './data/clans';
import { minorCap, mapOf, computeHeadsRank } from './rules';
import { R } from './rule-ids';
import type { NihonState } from './types';

export type AbandonRole =
  | { role: 'leave' }
  | { role: 'new-clan'; provinces: string[] }
  | { role: 'rebel'; tribe: 'emishi' | 'ainu'; keep?: string[] }
  | { role: 'exile'; keep?: string[]; army?: { province: string; samurai: number } }
  | { role: 'temples' }
  | { role: 'whispers'; keep?: string[]; objective: string };

/** Apply an abandonment (player's own move: role "leave"; other roles are the referee's). Pure. */
export function abandonClan(prev: NihonState, seat: number, role: AbandonRole): { state: NihonState; events: GameEvent[] } | { error: string } {
  const s: NihonState = structuredClone(prev);
  const map = mapOf(s);
  const clan = s.clans[seat];
  if (!clan || clan.status === 'abandoned') return { error: 'no such clan in play' };
  const isProv = (p: string) => Object.prototype.hasOwnProperty.call(s.provs, p);
  if (role.role === 'new-clan' && (role.provinces.length < 1 || role.provinces.length > 2 || new Set(role.provinces).size !== role.provinces.length || role.provinces.some((p) => !isProv(p) || s.provs[p]!.ctrl >= 0 || p === 'jade_court' || p === 'heian'))) return { error: 'a new clan gets 1 or 2 different neutral provinces' };
  // The exiles come back at the head of an army: it stands in a real province, never the Jade Court.
  if (role.role === 'exile' && role.army && (!isProv(role.army.province) || role.army.province === 'jade_court' || !Number.isInteger(role.army.samurai) || role.army.samurai < 1)) return { error: 'the army of the exiles stands in a province (not the Jade Court) with at least 1 samurai' };
  const events: GameEvent[] = [];
  // Provinces become independent minor clans.
  for (const [pid, p] of Object.entries(s.provs)) {
    if (p.ctrl === seat) { p.ctrl = -1; p.minor = 'clan'; p.msam = minorCap(map, pid); p.revolt = 0; delete p.gov; }
    if (p.ally === seat) delete p.ally;
    if (p.friends) p.friends = p.friends.filter((f) => f !== seat);
  }
  for (const a of Object.values(s.armies)) if (a.clan === seat) delete s.armies[a.id];
  for (const c of s.clans) c.allies = c.allies.filter((a) => a !== seat);
  clan.allies = [];
  const mine = Object.values(s.chars).filter((c) => c.clan === seat).sort((a, b) => a.row - b.row);
  for (const c of mine) { delete c.army; delete c.guards; }
  const keepHalf = (keep?: string[], pietyFirst = false) => {
    const n = Math.ceil(mine.length / 2);
    let order = keep && keep.length ? mine.filter((c) => keep.includes(c.id)) : mine;
    if (pietyFirst && !(keep && keep.length)) order = mine.slice().sort((a, b) => b.t[4] - a.t[4] || a.row - b.row);
    const kept = new Set(order.slice(0, n).map((c) => c.id));
    for (const c of mine) if (!kept.has(c.id)) delete s.chars[c.id];
  };
  const offTrack = () => { s.honor = s.honor.filter((c) => c !== seat); clan.prestige = 0; };
  switch (role.role) {
    case 'leave':
      for (const c of mine) delete s.chars[c.id];
      clan.status = 'abandoned';
      s.honor = s.honor.filter((c) => c !== seat);
      break;
    case 'new-clan': {
      for (const c of mine) delete s.chars[c.id];
      for (const pid of role.provinces) { const p = s.provs[pid]!; p.ctrl = seat; delete p.minor; delete p.msam; delete p.ally; delete p.friends; }
      const d = CLANS.find((c) => c.id === clan.id)!;
      d.characters.forEach((cd, row) => { const id = `${clan.id}-r${s.nextId++}`; s.chars[id] = { id, clan: seat, name: cd.name, role: cd.role, t: [...cd.t], heads: 0, row: row + 1, prov: role.provinces[0]!, conc: cd.t[2], ...(cd.role === 'daimyo' ? { daimyo: true } : {}) }; });
      s.honor = [seat, ...s.honor.filter((c) => c !== seat)];
      clan.status = 'active';
      break;
    }
    case 'rebel': {
      keepHalf(role.keep);
      offTrack();
      clan.status = 'rebel';
      // The player leads the tribe: its provinces become the clan's.
      for (const [pid, p] of Object.entries(s.provs)) if (p.ctrl < 0 && p.minor === 'tribe' && map.prov[pid]!.start === `tribe_${role.tribe}`) { p.ctrl = seat; delete p.minor; delete p.msam; }
      clan.goal = { kind: 'tribe-provinces', tribe: role.tribe, count: 10 };
      const home = Object.entries(s.provs).find(([, p]) => p.ctrl === seat)?.[0];
      if (home) for (const c of Object.values(s.chars)) if (c.clan === seat) c.prov = home;
      break;
    }
    case 'exile': {
      keepHalf(role.keep);
      offTrack();
      clan.status = 'exile';
      clan.goal = { kind: 'take-heian' };
      if (role.army) {
        const id = `${clan.id}-1`;
        s.armies[id] = { id, clan: seat, no: 1, prov: role.army.province, sam: role.army.samurai, ron: 0, cre: 0, ash: 0 };
        for (const c of Object.values(s.chars)) if (c.clan === seat) c.prov = role.army.province;
      }
      break;
    }
    case 'temples': {
      for (const c of mine) delete s.chars[c.id];
      offTrack();
      clan.status = 'temples';
      clan.goal = { kind: 'take-heian' };
      for (const p of Object.values(s.provs)) if (p.ctrl < 0 && p.minor === 'temple') { p.ctrl = seat; delete p.minor; delete p.msam; p.castle = 3; }
      const home = Object.entries(s.provs).find(([, p]) => p.ctrl === seat)?.[0] ?? 'heian';
      const d = CLANS.find((c) => c.id === clan.id)!;
      d.characters.forEach((cd, row) => { const id = `${clan.id}-r${s.nextId++}`; s.chars[id] = { id, clan: seat, name: cd.name, role: cd.role, t: [...cd.t], heads: 0, row: row + 1, prov: home, conc: cd.t[2], ...(cd.role === 'daimyo' ? { daimyo: true } : {}) }; });
      break;
    }
    case 'whispers': {
      keepHalf(role.keep, true);
      offTrack();
      clan.status = 'whispers';
      clan.goal = { kind: 'secret', text: role.objective };
      const home = Object.values(s.chars).find((c) => c.clan === seat)?.prov ?? 'heian';
      const d = CLANS.find((c) => c.id === clan.id)!;
      for (let i = 0; i < 3; i++) { const id = `${clan.id}-w${s.nextId++}`; s.chars[id] = { id, clan: seat, name: `${clan.name} ${i + 1}`, role: 'military', t: [...d.military], heads: 0, row: 20 + i, prov: home, conc: d.military[2] }; }
      break;
    }
  }
  s.headsRank = computeHeadsRank(s);
  s.final[seat] = clan.status === 'abandoned';
  events.push({ type: 'clan-abandoned', rule: role.role === 'leave' ? R.abandon : R.abandonRole, clan: seat, role: role.role });
  return { state: s, events };
}
