/**
 * Our own schematic Japan (viewBox 0 0 1000 720): the coasts of the four islands, each province's
 * cell inside its island (clipped by the coast), where its plate of figures sits, and how the
 * shipping routes and land borders are drawn. Drawing only: which provinces touch is in data/map.json.
 */
import { routeKey } from '../data';
import type { ProvinceId } from '../types';

export type Pt = [number, number];
export const MAP_W = 1000;
export const MAP_H = 720;
export const ISLANDS: Record<'honshu' | 'hokkaido' | 'shikoku' | 'kyushu', Pt[]> = {
  honshu: [[150, 445], [190, 406], [250, 390], [320, 384], [395, 370], [462, 348], [512, 316], [562, 288], [600, 250], [628, 200], [660, 164], [708, 148], [760, 154], [794, 184],
    [814, 236], [810, 300], [802, 352], [810, 405], [818, 455], [800, 502], [752, 520], [700, 514], [652, 497], [612, 482], [566, 492], [520, 512], [470, 527], [418, 537],
    [365, 527], [315, 517], [262, 517], [212, 507], [172, 484]],
  hokkaido: [[700, 72], [732, 36], [790, 18], [852, 22], [908, 42], [930, 78], [910, 116], [862, 140], [804, 148], [752, 138], [714, 110]],
  shikoku: [[278, 588], [314, 560], [372, 552], [434, 560], [474, 580], [468, 618], [432, 644], [376, 652], [318, 644], [284, 622]],
  kyushu: [[104, 512], [152, 500], [198, 518], [220, 562], [210, 614], [184, 660], [140, 690], [98, 676], [74, 632], [76, 574], [88, 538]],
};
/** A province: its island, its cell (clipped by the island's coast; null: the whole island) and where its plate goes. */
export interface Geo { island: keyof typeof ISLANDS; cell: Pt[] | null; anchor: Pt }
export const GEO: Record<ProvinceId, Geo> = {
  hokkaido: { island: 'hokkaido', cell: null, anchor: [815, 34] },
  oshu: { island: 'honshu', cell: [[520, 250], [520, 60], [960, 60], [960, 352], [640, 336], [548, 302]], anchor: [712, 190] },
  edo: { island: 'honshu', cell: [[640, 336], [960, 352], [960, 620], [625, 620]], anchor: [722, 362] },
  kyoto: { island: 'honshu', cell: [[485, 280], [520, 250], [548, 302], [640, 336], [625, 620], [505, 620]], anchor: [566, 330] },
  kansai: { island: 'honshu', cell: [[345, 280], [485, 280], [505, 620], [350, 620]], anchor: [425, 384] },
  nagato: { island: 'honshu', cell: [[60, 280], [345, 280], [350, 620], [60, 620]], anchor: [254, 402] },
  shikoku: { island: 'shikoku', cell: null, anchor: [376, 566] },
  kyushu: { island: 'kyushu', cell: null, anchor: [146, 522] },
};
/** Where each shipping route is drawn through the sea: start, control point(s), end (a quadratic or cubic curve). */
export const LANES: Record<string, Pt[]> = {
  [routeKey('hokkaido', 'oshu')]: [[782, 146], [770, 156], [748, 160]],
  [routeKey('hokkaido', 'kansai')]: [[722, 124], [520, 236], [420, 366]],
  [routeKey('hokkaido', 'kyushu')]: [[706, 100], [540, 240], [130, 250], [96, 520]],
  [routeKey('kansai', 'kyushu')]: [[372, 530], [290, 548], [214, 592]],
  [routeKey('kansai', 'shikoku')]: [[430, 534], [428, 546], [424, 557]],
  [routeKey('shikoku', 'kyushu')]: [[280, 604], [248, 606], [216, 610]],
};

export function smoothPath(pts: Pt[]): string {
  const n = pts.length;
  const p = (i: number) => pts[(i + n) % n]!;
  let d = `M${p(0)[0]},${p(0)[1]}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1[0].toFixed(1)},${c1[1].toFixed(1)} ${c2[0].toFixed(1)},${c2[1].toFixed(1)} ${p2[0]},${p2[1]}`;
  }
  return `${d} Z`;
}
export const polyPath = (pts: Pt[]) => `M${pts.map((q) => q.join(',')).join(' L')} Z`;
export const ISLAND_PATH = Object.fromEntries(Object.entries(ISLANDS).map(([k, v]) => [k, smoothPath(v)])) as Record<keyof typeof ISLANDS, string>;
/** Where each land border is marked (a small gate on the shared edge). */
export const BORDER_AT: Record<string, Pt> = {
  [routeKey('kansai', 'nagato')]: [347, 452], [routeKey('oshu', 'kyoto')]: [596, 318], [routeKey('oshu', 'edo')]: [724, 343],
  [routeKey('kyoto', 'edo')]: [633, 420], [routeKey('kyoto', 'kansai')]: [496, 452],
};

/** The middle of a lane (where its little boat is drawn). */
export function laneMiddle(pts: Pt[]): Pt {
  const a = pts[0]!, b = pts[pts.length - 1]!;
  const mid = (i: 0 | 1) => (pts.length === 4 ? 0.125 * a[i] + 0.375 * pts[1]![i] + 0.375 * pts[2]![i] + 0.125 * b[i] : 0.25 * a[i] + 0.5 * pts[1]![i] + 0.25 * b[i]);
  return [mid(0), mid(1)];
}
export const lanePath = (pts: Pt[]): string => `M${pts[0]!.join(',')} ${pts.length === 4 ? 'C' : 'Q'}${pts.slice(1).map((q) => q.join(',')).join(' ')}`;
