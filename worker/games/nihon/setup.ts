/** Initial state: map control, minors, clans, characters (annex), markets, vision. */
import type { SetupInput } from '../../engine/contract';
import { seedRng, shuffled } from '../../engine/rng';
import { CLANS, CLAN_ORDER } from './data/clans';
import { MAP_RULES, PROVINCES } from './data/map';
import { minorKindOf } from './data/minors';
import { getMap } from './map-index';
import { computeHeadsRank, minorCap } from './rules';
import { DEFAULT_SETTINGS, type NihonSettings } from './settings';
import type { ClanState, NihonState, ProvState, ResKind } from './types';
import { computeVisibility } from './vision';

export function emptyRes(): Record<ResKind, number> {
  return { horses: 0, metal: 0, ships: 0, ninja: 0, gold: 0, sanctuary: 0 };
}

/** A state with the map's minors everywhere and the given clans with no province, character or army. */
export function bareState(clanIds: string[], settings: Partial<NihonSettings> = {}, seed = 'nihon-bare'): NihonState {
  const set = { ...DEFAULT_SETTINGS, ...settings } as NihonSettings;
  const map = getMap(set);
  const provs: Record<string, ProvState> = {};
  for (const p of PROVINCES) {
    const kind = minorKindOf(p.start) ?? 'clan';
    const st: ProvState = { ctrl: -1, minor: kind, revolt: 0, castle: 0 };
    if (p.id !== MAP_RULES.jadeCourt) st.msam = minorCap(map, p.id);
    provs[p.id] = st;
  }
  if (set.nanbanProvince === 'none' && provs.bungo!.minor === 'nanban') provs.bungo!.minor = 'clan';
  const clans: ClanState[] = clanIds.map((id, seat) => {
    const d = CLANS.find((c) => c.id === id)!;
    return {
      id, name: d.name, seat, status: 'active', treasury: set.startTreasury, stress: set.startStress, reserve: 0, pool: 0, prestige: 0,
      res: emptyRes(), rituals: [...d.rituals], allies: [], hostages: [],
    };
  });
  // Honour track, bottom first, by the annex ranks.
  const honor = clans.map((_, i) => i).sort((a, b) => CLANS.find((c) => c.id === clans[a]!.id)!.honor - CLANS.find((c) => c.id === clans[b]!.id)!.honor);
  const s: NihonState = {
    v: 1, turn: 1, phase: 'orders', rng: seedRng(seed), settings: set, clans, provs, chars: {}, armies: {}, honor, headsRank: [],
    templesTaken: [], fleets: [], vision: clans.map(() => ''), seaVision: clans.map(() => []), sheets: clans.map(() => null), final: clans.map(() => false),
    events: [], nextId: 1,
  };
  s.headsRank = computeHeadsRank(s);
  return s;
}

export function setupState(input: SetupInput<NihonSettings>): NihonState {
  const set = { ...DEFAULT_SETTINGS, ...input.options } as NihonSettings;
  const rng = seedRng(input.seed);
  let order = CLAN_ORDER.slice();
  if (set.clanAssignment === 'random') order = shuffled(rng, order);
  const ids = order.slice(0, input.players);
  const s = bareState(ids, set, input.seed);
  s.rng = rng;
  const map = getMap(set);
  for (const [seat, id] of ids.entries()) {
    const d = CLANS.find((c) => c.id === id)!;
    for (const pid of d.provinces) {
      const p = s.provs[pid]!;
      p.ctrl = seat; delete p.minor; delete p.msam;
    }
    const home = d.provinces[0]!;
    d.characters.forEach((cd, row) => {
      let heads = cd.heads;
      if (set.startingHeads === 'leaders' && (cd.role === 'daimyo' || cd.role === 'general' || cd.role === 'bodyguard')) heads += 1;
      s.chars[cd.id] = { id: cd.id, clan: seat, name: cd.name, role: cd.role, t: [...cd.t], heads, row: row + 1, prov: home, conc: cd.t[2], ...(cd.role === 'daimyo' ? { daimyo: true } : {}) };
    });
    if (set.startingArmy > 0) {
      const gen = d.characters.find((c) => c.role === 'general')!.id;
      s.armies[`${id}-1`] = { id: `${id}-1`, clan: seat, no: 1, prov: home, sam: set.startingArmy, ron: 0, cre: 0, ash: 0, general: gen };
      s.chars[gen]!.army = `${id}-1`;
    }
    s.clans[seat]!.reserve = d.provinces.reduce((n, pid) => n + map.prov[pid]!.pop, 0);
  }
  // Clans not played: their provinces stay minor clans (bareState already made them minors).
  for (const m of MAP_RULES.startMarkets) if (s.provs[m]) s.provs[m]!.market = true;
  s.headsRank = computeHeadsRank(s);
  computeVisibility(s, new Map(), new Map());
  return s;
}
