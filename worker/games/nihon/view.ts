/**
 * What a clan (or a spectator) may see: only what its visibility allows (FR 1871-1909). Never the
 * generator state, never another clan's sheet, never an unseen army or a concealed character.
 */
import { staleRows } from './draft';
import type { GameEvent } from '../../engine/contract';
import { mapOf, honorRank, totalHeads, loanFloor } from './rules';
import type { NihonState, OrderSheet, SheetError } from './types';
import { seesChar, visionOf } from './vision';

export interface ProvinceView {
  id: string;
  ctrl: number;
  minor?: string;
  market: boolean;
  /** The viewer's vision level (0 = red eye: revolt, pillage, castle, characters and armies hidden). */
  vision: number;
  revolt?: number;
  pillaged?: boolean;
  castle?: number;
  governor?: string | null;
  minorArmy?: number;
  ally?: number | null;
  friends?: number[];
}
export interface CharView {
  id: string; clan: number; name: string; role: string; prov: string; army?: string; guards?: string;
  t: number[]; heads: number; wounded?: boolean; daimyo?: boolean; hostageOf?: number; demon?: boolean;
  /** Own characters only. */
  conc?: number;
}
export interface ArmyView { id: string; clan: number; no: number; prov: string; sam: number; ron: number; cre: number; ash: number; general?: string; garrison?: boolean }
export interface ClanPublic { seat: number; id: string; name: string; status: string; honor: number; prestige: number; heads: number; provinces: number; allies: number[]; final: boolean }
export interface NihonView {
  turn: number;
  phase: 'orders' | 'over';
  seat: number | null;
  settings: NihonState['settings'];
  clans: ClanPublic[];
  honorTrack: number[];
  headsRank: number[];
  loanFloor: number;
  provinces: Record<string, ProvinceView>;
  armies: ArmyView[];
  characters: CharView[];
  /** Fleets seen; another clan's carry no order or target. */
  fleets: (Omit<NihonState['fleets'][number], 'order'> & { order?: NihonState['fleets'][number]['order'] })[];
  /** The viewer's own clan in full. */
  me?: { treasury: number; stress: number; reserve: number; pool: number; res: Record<string, number>; rituals: string[]; hostages: string[]; sheet: OrderSheet | null; final: boolean; missed: number;
    /** Rows of the draft the rules refuse now (stale): each is shown on its row and dropped at resolution. */
    stale: { unit: string; field: string; code: string; message: string }[]; goal?: unknown;
    /** Seas the clan saw at the end of the last turn (where its view of fleets comes from). */
    seas?: string[] };
  /** Events of the last turn this viewer may see (its report). */
  report: GameEvent[];
  result: NihonState['result'] | null;
}

export function reportFor(s: NihonState, seat: number | null): GameEvent[] {
  return s.events.filter((e) => !e.visibleTo || (seat !== null && e.visibleTo.includes(seat)));
}

export function buildView(s: NihonState, seat: number | null, referee = false): NihonView {
  const map = mapOf(s);
  const all = referee;
  const provinces: Record<string, ProvinceView> = {};
  const govs = new Set<string>();
  for (const id of map.provIds) {
    const p = s.provs[id]!;
    const v = all ? 3 : seat === null ? 0 : visionOf(s, seat, id);
    const pv: ProvinceView = { id, ctrl: p.ctrl, market: !!p.market, vision: v };
    if (p.minor) pv.minor = p.minor;
    if (all || v >= 1 || (seat !== null && p.ctrl === seat)) {
      pv.revolt = p.revolt; pv.pillaged = !!p.pillaged; pv.castle = p.castle;
      pv.governor = p.gov && (all || (seat !== null && seesChar(s, seat, p.gov))) ? p.gov : null;
      if (pv.governor) govs.add(pv.governor);
      if (p.ctrl < 0) pv.minorArmy = p.msam ?? 0;
      pv.ally = p.ally ?? null;
      if (p.friends) pv.friends = [...p.friends];
    } else if (seat !== null && (p.ally === seat || p.friends?.includes(seat))) {
      pv.ally = p.ally ?? null;
      if (p.friends) pv.friends = p.friends.filter((f) => f === seat);
    }
    provinces[id] = pv;
  }
  const armies: ArmyView[] = [];
  for (const a of Object.values(s.armies)) {
    if (!(all || (seat !== null && (a.clan === seat || visionOf(s, seat, a.prov) >= 1)))) continue;
    const av: ArmyView = { id: a.id, clan: a.clan, no: a.no, prov: a.prov, sam: a.sam, ron: a.ron, cre: a.cre, ash: a.ash };
    if (a.general && (all || (seat !== null && seesChar(s, seat, a.general)))) av.general = a.general;
    if (a.gar) av.garrison = true;
    armies.push(av);
  }
  const characters: CharView[] = [];
  for (const c of Object.values(s.chars)) {
    if (!(all || (seat !== null && seesChar(s, seat, c.id)))) continue;
    const cv: CharView = { id: c.id, clan: c.clan, name: c.name, role: c.role, prov: c.prov, t: [...c.t], heads: c.heads };
    if (c.army) cv.army = c.army;
    if (c.guards && (all || seat === c.clan)) cv.guards = c.guards;
    if (c.wounded) cv.wounded = true;
    if (c.daimyo) cv.daimyo = true;
    if (c.hostageOf !== undefined) cv.hostageOf = c.hostageOf;
    if (c.demon) cv.demon = true;
    if (all || seat === c.clan) cv.conc = c.conc;
    characters.push(cv);
  }
  // Fleets in a sea the clan sees are visible, but another clan's orders (raid target, transport) are not:
  // the sea sheet shows which fleets are there and whether they were dispersed, nothing of their orders.
  const fleets = s.fleets
    .filter((f) => all || (seat !== null && (f.clan === seat || (s.seaVision[seat] ?? []).includes(f.sea))))
    .map((f) => (all || f.clan === seat ? f : (({ order: _o, target: _t, ...rest }) => rest)(f)));
  const clans: ClanPublic[] = s.clans.map((c, i) => ({
    seat: i, id: c.id, name: c.name, status: c.status, honor: honorRank(s, i), prestige: c.prestige, heads: totalHeads(s, i),
    provinces: Object.values(s.provs).filter((p) => p.ctrl === i).length, allies: [...c.allies], final: s.final[i]!,
  }));
  const view: NihonView = {
    turn: s.turn, phase: s.phase, seat, settings: s.settings, clans, honorTrack: [...s.honor], headsRank: [...s.headsRank], loanFloor: loanFloor(s),
    provinces, armies, characters, fleets, report: all ? s.events : reportFor(s, seat), result: s.result ?? null,
  };
  if (seat !== null && s.clans[seat]) {
    const c = s.clans[seat]!;
    view.me = { treasury: c.treasury, stress: c.stress, reserve: c.reserve, pool: c.pool, res: { ...c.res }, rituals: [...c.rituals], hostages: [...c.hostages], sheet: s.sheets[seat] ?? null, final: s.final[seat]!, missed: c.missed ?? 0, stale: staleRows(s, seat, s.sheets[seat] ?? null).map((x) => ({ unit: x.unit, field: x.field, code: x.code, message: x.message })), ...(c.goal ? { goal: c.goal } : {}), seas: [...(s.seaVision[seat] ?? [])] };
  }
  void govs;
  return view;
}

export interface PrivateClanView { treasury: number; stress: number; reserve: number; pool: number; res: Record<string, number>; rituals: string[]; hostages: string[]; missed: number; seas: string[] }

/** The referee console sees everything, every draft sheet and every clan's treasury included. */
export function refereeView(s: NihonState): NihonView & { sheets: (OrderSheet | null)[]; errors?: SheetError[][]; private: PrivateClanView[] } {
  const priv = s.clans.map((c, i) => ({ treasury: c.treasury, stress: c.stress, reserve: c.reserve, pool: c.pool, res: { ...c.res }, rituals: [...c.rituals], hostages: [...c.hostages], missed: c.missed ?? 0, seas: [...(s.seaVision[i] ?? [])] }));
  // The referee sees every clan's stale rows too (what resolution would drop).
  const errors = s.sheets.map((x, i) => staleRows(s, i, x ?? null));
  return { ...buildView(s, null, true), sheets: s.sheets.map((x) => x ?? null), errors, private: priv };
}
