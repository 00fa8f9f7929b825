/** What the NIHON board derives from the view and the static map: names, colours, order words, legal options. */
import type { Lang, Move } from '../../../engine/contract';
import { LAND_LINKS, MAP_RULES, OPTIONAL_LINKS, PROVINCES, SEAS, type LinkData, type ProvinceData, type SeaData } from '../data/map';
import { provinceName, ritualName as ritualNameIn, seaName as seaNameIn } from '../describe-lines';
// Named, so the build leaves out the file's note (a word for the people who correct it, not for the page).
import { height, provinces, seas, width } from '../data/map-layout.json';
import type { ArmyEntry, CharOrder, FleetEntry, OrderSheet, ProvinceEntry } from '../types';
import type { ArmyView, CharView, NihonView } from '../view';
import type { Nh } from './state';
import { tw, w, words } from './text';
import { colon } from '../../../engine/colon';

export type RefereeView = NihonView & { sheets?: (OrderSheet | null)[]; private?: PrivateClan[] };
export interface PrivateClan { treasury: number; stress: number; reserve: number; pool: number; res: Record<string, number>; rituals: string[]; hostages: string[]; missed: number }

export interface Layout {
  width: number; height: number;
  provinces: Record<string, { x: number; y: number; d: string }>;
  seas: Record<string, { x: number; y: number; d: string; pts: [number, number][]; label?: [number, number] }>;
}
export const LAYOUT = { width, height, provinces, seas } as unknown as Layout;
export const PROV: Record<string, ProvinceData> = Object.fromEntries(PROVINCES.map((p) => [p.id, p]));
export const SEA: Record<string, SeaData> = Object.fromEntries(SEAS.map((s) => [s.id, s]));
export { MAP_RULES };

export function linksOf(view: NihonView): LinkData[] {
  return view.settings.lakeLaoGai ? [...LAND_LINKS, OPTIONAL_LINKS.lakeLaoGai] : LAND_LINKS;
}
export function coastsOf(view: NihonView, prov: string): string[] {
  const c = [...(PROV[prov]?.seas ?? [])];
  if (prov === 'iwami' && view.settings.iwamiOnGreatOcean) c.push('great_ocean');
  return c;
}
export function seaCoasts(view: NihonView, sea: string): string[] {
  return PROVINCES.filter((p) => coastsOf(view, p.id).includes(sea)).map((p) => p.id);
}
export function neighbours(view: NihonView, prov: string): { id: string; type: string }[] {
  const out: { id: string; type: string }[] = [];
  for (const l of linksOf(view)) {
    if (l.a === prov) out.push({ id: l.b, type: l.type });
    else if (l.b === prov) out.push({ id: l.a, type: l.type });
  }
  return out;
}

/** Colours and mon by clan id (the seat of a clan depends on the draw). */
export const CLAN_STYLE: Record<string, { colour: string; tint: string; mon: string }> = {
  joroya: { colour: '#c0392b', tint: '#f2c4bd', mon: 'tomoe' },
  nokamura: { colour: '#5b3f8c', tint: '#d6cbe8', mon: 'hishi' },
  ruchemon: { colour: '#1f5fa8', tint: '#c3d6ef', mon: 'wheel' },
  shisuke: { colour: '#2e7d32', tint: '#c5e3c2', mon: 'bars' },
  utachi: { colour: '#d2691e', tint: '#f6d3b6', mon: 'flower' },
  yamana: { colour: '#a6800a', tint: '#efe0a8', mon: 'cross' },
};
const FALLBACK = { colour: '#555', tint: '#ddd', mon: 'hishi' };
export function clanStyle(view: NihonView, seat: number) {
  const c = view.clans[seat];
  return (c && CLAN_STYLE[c.id]) || FALLBACK;
}
export const MINOR_FILL: Record<string, string> = { clan: '#eadfc4', temple: '#e4d6ea', tribe: '#d9e5c9', jade: '#cfe0d6', court: '#f3e3a1', nanban: '#f0d9bd', demon: '#c9b3b3' };

export function provName(id: string, lang: Lang): string {
  return provinceName(words(lang), id) ?? id;
}
export function seaName(id: string, lang: Lang): string {
  return seaNameIn(words(lang), id, lang) ?? id;
}
export function placeName(id: string, lang: Lang): string {
  return SEA[id] ? seaName(id, lang) : provName(id, lang);
}
export function ritualName(id: string, lang: Lang): string {
  return ritualNameIn(words(lang), id) ?? id;
}
export function clanName(view: NihonView, seat: number, seatNames?: string[]): string {
  const c = view.clans[seat];
  if (!c) return `#${seat + 1}`;
  const who = seatNames?.[seat];
  return who ? `${c.name} (${who})` : c.name;
}
export function clanById(view: NihonView, id: string): number {
  return view.clans.findIndex((c) => c.id === id);
}
export function charName(view: NihonView, id: string): string {
  const c = view.characters.find((x) => x.id === id);
  return c ? c.name : id.replace(/_/g, ' ').replace(/\b[a-z]/g, (m) => m.toUpperCase());
}
export function armyLabel(view: NihonView, id: string, lang: Lang): string {
  const i = id.lastIndexOf('-');
  const seat = clanById(view, id.slice(0, i));
  return `${w(lang, 'army')} ${id.slice(i + 1)}${seat >= 0 ? ` (${view.clans[seat]!.name})` : ''}`;
}
export function minorName(kind: string | undefined, lang: Lang): string {
  const minor: Record<string, string> = words(lang).minor;
  return Object.hasOwn(minor, kind ?? 'clan') ? minor[kind ?? 'clan']! : minor.clan!;
}
export function controllerName(view: NihonView, prov: string, lang: Lang, seatNames?: string[]): string {
  const p = view.provinces[prov];
  if (!p) return '?';
  return p.ctrl >= 0 ? clanName(view, p.ctrl, seatNames) : minorName(p.minor, lang);
}
export const troopTotal = (a: { sam: number; ron: number; cre: number; ash: number }) => a.sam + a.ron + a.cre + a.ash;

/** Movement cost of entering a node (sea cost, plain 1, rough 2, difficult 3). */
export function nodeCost(id: string): number {
  const s = SEA[id];
  if (s) return s.cost;
  const t = PROV[id]?.terrain;
  return t === 'plain' ? 1 : t === 'rough' ? 2 : 3;
}
export function pathCost(path: string[]): number {
  return path.reduce((n, id) => n + nodeCost(id), 0);
}

// ---------------------------------------------------------------- words for orders

export function describeCharOrder(view: NihonView, o: CharOrder, lang: Lang): string {
  const k = tw('charKind', o.kind, lang).replace(/ \(.*\)$/, '');
  return `${k}${charOrderTarget(view, o, lang) ? ` → ${charOrderTarget(view, o, lang)}` : ''}`;
}

export function charOrderTarget(view: NihonView, o: CharOrder, lang: Lang): string {
  const clanOf = (id: string) => view.clans.find((c) => c.id === id)?.name ?? id;
  switch (o.kind) {
    case 'aggress': case 'assassinate': case 'corrupt': case 'protect': return charName(view, o.target);
    case 'incite': case 'raid': case 'sabotage': case 'seek-minor': case 'seek-friendship': case 'annex': case 'move': case 'spy': case 'pilgrimage': return provName(o.province, lang);
    case 'seek-major': case 'execute-hostages': case 'release-hostages': return clanOf(o.clan);
    case 'join': return armyLabel(view, o.army, lang);
    case 'heal': return '';
    case 'promote': return tw('role', o.profile, lang);
    case 'give-province': return `${provName(o.province, lang)} → ${'clan' in o.to ? clanOf(o.to.clan) : minorName(o.to.minor, lang)}`;
    case 'ritual': return `${ritualName(o.ritual, lang)}${o.target ? ` → ${targetName(view, o.target, lang)}` : ''}`;
    case 'gift': {
      const to = 'clan' in o.to ? clanOf(o.to.clan) : 'minor' in o.to ? provName(o.to.minor, lang) : tw('minor', 'court', lang);
      const what = [o.koku ? `${o.koku} ${w(lang, 'koku')}` : '', ...Object.entries(o.resources ?? {}).map(([r, n]) => `${n} ${tw('resource', r, lang)}`), o.hostage ? charName(view, o.hostage) : '', o.ritual ? ritualName(o.ritual, lang) : ''].filter(Boolean).join(', ');
      return `${to}${colon(lang)}${what}`;
    }
  }
  return '';
}

export function targetName(view: NihonView, id: string, lang: Lang): string {
  if (PROV[id]) return provName(id, lang);
  if (SEA[id]) return seaName(id, lang);
  if (view.armies.some((a) => a.id === id) || /-[1-9]$/.test(id)) return armyLabel(view, id, lang);
  return charName(view, id);
}

export function describeArmyEntry(view: NihonView, e: ArmyEntry, lang: Lang): string {
  const parts: string[] = [];
  if (e.create) parts.push(`${w(lang, 'raiseIn')} ${provName(e.create, lang)}`);
  if (e.general) parts.push(`${w(lang, 'general')}${colon(lang)}${charName(view, e.general)}`);
  const r = e.recruit ?? {};
  const rec = [r.samurai ? `${r.samurai} ${w(lang, 'samurai')}` : '', r.ronin ? `${r.ronin} ${w(lang, 'ronin')}` : '', r.ashigaru ? `${r.ashigaru} ${w(lang, 'ashigaru')}` : ''].filter(Boolean);
  if (rec.length) parts.push(`${w(lang, 'recruit')} ${rec.join(', ')}`);
  if (e.dismiss) parts.push(`${w(lang, 'dismiss')}${colon(lang)}${e.dismiss}`);
  if (e.order) {
    const k = tw('armyKind', e.order.kind, lang);
    if (e.order.kind === 'garrison') parts.push(k);
    else parts.push(`${k}${colon(lang)}${e.order.path.map((p) => placeName(p, lang)).join(' → ')} (${pathCost(e.order.path)} ${w(lang, 'mp')})`);
  }
  return parts.join(' · ');
}

export function describeProvEntry(view: NihonView, e: ProvinceEntry, lang: Lang): string {
  const parts: string[] = [];
  if (e.governor) parts.push(`${w(lang, 'governor')}${colon(lang)}${charName(view, e.governor)}`);
  if (e.order) parts.push(tw('provOrder', e.order, lang));
  if (e.destroyCastle) parts.push(w(lang, 'destroyCastle'));
  return parts.join(' · ');
}

export function describeFleet(f: FleetEntry, lang: Lang): string {
  const k = f.order === 'supremacy' ? w(lang, 'supremacy') : f.order === 'transport' ? w(lang, 'transport') : `${w(lang, 'fleetRaid')} → ${provName(f.target ?? '?', lang)}`;
  return `${seaName(f.sea, lang)}${colon(lang)}${k}`;
}

// ---------------------------------------------------------------- legal options

export type OrderMove = Move & { type: 'order'; unit: string; order: unknown };
export interface Legal {
  all: Move[];
  byUnit: Map<string, OrderMove[]>;
  clear: Set<string>;
  canFinal: boolean;
  canReset: boolean;
}
export function indexLegal(moves: Move[]): Legal {
  const byUnit = new Map<string, OrderMove[]>();
  const clear = new Set<string>();
  let canFinal = false, canReset = false;
  for (const m of moves) {
    if (m.type === 'order' && typeof m.unit === 'string') {
      const list = byUnit.get(m.unit) ?? [];
      list.push(m as OrderMove);
      byUnit.set(m.unit, list);
    } else if (m.type === 'clear-order' && typeof m.unit === 'string') clear.add(m.unit);
    else if (m.type === 'mark-final') canFinal = true;
    else if (m.type === 'submit-orders') canReset = true;
  }
  return { all: moves, byUnit, clear, canFinal, canReset };
}

/** Every province or sea an order mentions (what the map highlights while a target is picked). */
export function placesIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && (PROV[value] || SEA[value])) out.add(value);
  else if (Array.isArray(value)) value.forEach((v) => placesIn(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => placesIn(v, out));
  return out;
}

export function ownChars(view: NihonView): CharView[] {
  return view.seat === null ? [] : view.characters.filter((c) => c.clan === view.seat);
}
export function ownArmies(view: NihonView): ArmyView[] {
  return view.seat === null ? [] : view.armies.filter((a) => a.clan === view.seat).sort((a, b) => a.no - b.no);
}
export function ownProvinces(view: NihonView): string[] {
  return view.seat === null ? [] : Object.values(view.provinces).filter((p) => p.ctrl === view.seat).map((p) => p.id);
}
export function sheetOf(view: NihonView): OrderSheet {
  return view.me?.sheet ?? {};
}

/** Places the turn report names, for the map: battles, major battles, provinces taken. */
export function reportMarks(view: NihonView): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (p: unknown, k: string) => { if (typeof p === 'string') out.set(p, new Set([...(out.get(p) ?? []), k])); };
  for (const e of view.report) {
    if (e.type === 'battle' || e.type === 'battle-seen') add(e.province, 'battle');
    if (e.type === 'major-battle') add(e.province, 'major');
    if (e.type === 'province-taken') add(e.province, 'taken');
  }
  return out;
}

function stable(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(stable);
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).filter((k) => (v as Record<string, unknown>)[k] !== undefined).sort().map((k) => [k, stable((v as Record<string, unknown>)[k])]));
  return v;
}
/** Two orders are the same whatever the order of their keys (and undefined keys are absent). */
export function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(stable(a)) === JSON.stringify(stable(b));
}

export type ArmyMove = OrderMove & { order: ArmyEntry };

/** The candidates that add one step to the army's current path, by the place they reach. */
export function nextSteps(c: Nh, no: string): Map<string, Move> {
  const unit = `army:${no}`;
  const cur = c.sheet.armies?.[no] ?? {};
  const base = cur.order && cur.order.kind !== 'garrison' ? cur.order.path : [];
  const kind = c.ui.pathKind[unit] ?? (cur.order && cur.order.kind !== 'garrison' ? cur.order.kind : 'move');
  const out = new Map<string, Move>();
  for (const m of (c.legal.byUnit.get(unit) ?? []) as ArmyMove[]) {
    const o = m.order.order;
    if (!o || o.kind !== kind) continue;
    if (o.path.length !== base.length + 1 || !base.every((p, i) => o.path[i] === p)) continue;
    if (!same({ ...m.order, order: undefined }, { ...cur, order: undefined })) continue;
    out.set(o.path[o.path.length - 1]!, m);
  }
  return out;
}
