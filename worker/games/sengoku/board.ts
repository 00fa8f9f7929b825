/**
 * The map as lookup tables, built once from data/board.json: province ids in board order, and the
 * neighbours of each province by land, by sea and by either (each list sorted by id, so every
 * enumeration over the map is deterministic).
 */
import board from './data/board.json';

export type ProvinceId = string;

export const PROVINCE_IDS: readonly ProvinceId[] = board.provinces.map((p) => p.id);
export const KYOTO: ProvinceId = 'KYOTO';

const INDEX = new Map<ProvinceId, number>(PROVINCE_IDS.map((id, i) => [id, i]));
const NAMES = new Map<ProvinceId, string>(board.provinces.map((p) => [p.id, p.castle]));

function neighbourTable(links: string[][]): Map<ProvinceId, ProvinceId[]> {
  const table = new Map<ProvinceId, ProvinceId[]>(PROVINCE_IDS.map((id) => [id, []]));
  for (const [a, b] of links) {
    table.get(a!)!.push(b!);
    table.get(b!)!.push(a!);
  }
  for (const list of table.values()) list.sort(byId);
  return table;
}

export const LAND = neighbourTable(board.land);
export const SEA = neighbourTable(board.sea);
export const ADJACENT = new Map<ProvinceId, ProvinceId[]>(
  PROVINCE_IDS.map((id) => [id, [...new Set([...LAND.get(id)!, ...SEA.get(id)!])].sort(byId)]),
);

export type Link = 'any' | 'land' | 'sea';

export function neighbours(id: ProvinceId, link: Link = 'any'): ProvinceId[] {
  const table = link === 'land' ? LAND : link === 'sea' ? SEA : ADJACENT;
  return table.get(id) ?? [];
}

export function areLinked(a: ProvinceId, b: ProvinceId, link: Link = 'any'): boolean {
  return neighbours(a, link).includes(b);
}

export function isProvinceId(x: unknown): x is ProvinceId {
  return typeof x === 'string' && INDEX.has(x);
}

export function provinceIndex(id: ProvinceId): number {
  const i = INDEX.get(id);
  if (i === undefined) throw new Error(`unknown province ${id}`);
  return i;
}

/** The castle's printed name, used in messages and the log ("Kiyosu"). */
export function provinceName(id: ProvinceId): string {
  return NAMES.get(id) ?? id;
}

/** Plain code-unit order, the canonical order of province lists inside moves. */
export function byId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
