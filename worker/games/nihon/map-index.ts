/** The compiled map: adjacency of provinces and seas, with the optional links switched by settings. */
import { LAND_LINKS, MAP_RULES, OPTIONAL_LINKS, PROVINCES, SEAS, SEA_LINKS, type LinkType, type ProvinceData, type SeaData } from './data/map';

export type EdgeType = LinkType | 'sea';
export interface Edge { to: string; type: EdgeType }
export interface MapIndex {
  key: string;
  provIds: string[];
  provIndex: Record<string, number>;
  prov: Record<string, ProvinceData & { coasts: string[]; land: Edge[] }>;
  sea: Record<string, SeaData & { coasts: string[]; seas: string[] }>;
  /** Movement graph for armies (provinces and seas, Jade Court excluded). */
  edges: Record<string, Edge[]>;
  /** Provinces adjacent by land. */
  landAdj: Record<string, Set<string>>;
  isSea(id: string): boolean;
  isProv(id: string): boolean;
  /** Movement cost of entering a node. */
  cost(id: string): number;
  edge(a: string, b: string): Edge | undefined;
  /** Provinces touched by a river or lake link (Tyrant of the waters). */
  riverProvs: Set<string>;
}

const cache = new Map<string, MapIndex>();

export function getMap(opts: { lakeLaoGai: boolean; iwamiOnGreatOcean: boolean }): MapIndex {
  const key = `${opts.lakeLaoGai ? 1 : 0}${opts.iwamiOnGreatOcean ? 1 : 0}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const prov: MapIndex['prov'] = {};
  for (const p of PROVINCES) prov[p.id] = { ...p, seas: [...p.seas], coasts: [...p.seas], land: [] };
  const sea: MapIndex['sea'] = {};
  for (const s of SEAS) sea[s.id] = { ...s, coasts: [], seas: [] };
  if (opts.iwamiOnGreatOcean) prov.iwami!.coasts.push('great_ocean');
  for (const p of Object.values(prov)) for (const s of p.coasts) sea[s]!.coasts.push(p.id);
  for (const [a, b] of SEA_LINKS) { sea[a]!.seas.push(b); sea[b]!.seas.push(a); }
  const links = [...LAND_LINKS];
  if (opts.lakeLaoGai) links.push(OPTIONAL_LINKS.lakeLaoGai);
  const landAdj: Record<string, Set<string>> = {};
  for (const id of Object.keys(prov)) landAdj[id] = new Set();
  const riverProvs = new Set<string>();
  for (const l of links) {
    prov[l.a]!.land.push({ to: l.b, type: l.type });
    prov[l.b]!.land.push({ to: l.a, type: l.type });
    landAdj[l.a]!.add(l.b);
    landAdj[l.b]!.add(l.a);
    if (l.type === 'river' || l.type === 'lake' || l.type === 'strait') { riverProvs.add(l.a); riverProvs.add(l.b); }
  }
  const edges: Record<string, Edge[]> = {};
  for (const p of Object.values(prov)) {
    if (p.id === MAP_RULES.jadeCourt) { edges[p.id] = []; continue; }
    edges[p.id] = [...p.land, ...p.coasts.map((s) => ({ to: s, type: 'sea' as const }))];
  }
  for (const s of Object.values(sea)) {
    edges[s.id] = [...s.seas.map((x) => ({ to: x, type: 'sea' as const })), ...s.coasts.filter((p) => p !== MAP_RULES.jadeCourt).map((p) => ({ to: p, type: 'sea' as const }))];
  }
  const provIds = PROVINCES.map((p) => p.id);
  const provIndex = Object.fromEntries(provIds.map((id, i) => [id, i]));
  const edgeMap = new Map<string, Edge>();
  for (const [a, es] of Object.entries(edges)) for (const e of es) edgeMap.set(`${a}>${e.to}`, e);
  const m: MapIndex = {
    key, provIds, provIndex, prov, sea, edges, landAdj, riverProvs,
    isSea: (id) => Object.prototype.hasOwnProperty.call(sea, id),
    isProv: (id) => Object.prototype.hasOwnProperty.call(prov, id),
    cost: (id) => (id in sea ? sea[id]!.cost : prov[id]!.terrain === 'plain' ? 1 : prov[id]!.terrain === 'rough' ? 2 : 3),
    edge: (a, b) => edgeMap.get(`${a}>${b}`),
  };
  cache.set(key, m);
  return m;
}

/** Is this step a crossing that puts the army in bad position (sea, pass, river, lake, strait)? */
export function isBadCrossing(m: MapIndex, from: string, to: string): boolean {
  if (m.isSea(from) || m.isSea(to)) return true;
  const e = m.edge(from, to);
  return !!e && e.type !== 'road';
}
