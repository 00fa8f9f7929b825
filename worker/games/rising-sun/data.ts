/**
 * Typed access to the component data in ./data/*.json (a group can correct those files without
 * touching code). Everything here is read-only.
 */
import mapJson from './data/map.json';
import clansJson from './data/clans.json';
import mandatesJson from './data/mandates.json';
import kamiJson from './data/kami.json';
import cardsJson from './data/cards.json';
import monstersJson from './data/monsters.json';
import scoringJson from './data/scoring.json';
import type { Localized } from '../../engine/contract';
import type { CardId, CardSetId, ClanId, KamiId, MandateId, MonsterId, ProvinceId } from './types';

export interface ProvinceData {
  id: ProvinceId; name: Localized; harvest: { vp: number; coins: number; ronin: number };
  confidence: string; provisional: boolean; provenance: string; x: number; y: number;
}
export interface LinkData { a: ProvinceId; b: ProvinceId; confidence: string; provisional: boolean; provenance: string }
export interface ClanData { id: ClanId; rank: number; income: number; home: ProvinceId; name: Localized; ability: Localized; provisional: boolean; confidence: Record<string, string> }
export interface MandateData { id: MandateId; copies: number; name: Localized; summary: Localized }
export interface KamiData { id: KamiId; name: Localized; summary: Localized; confidence: string }
export type CardType = 'monster' | 'enhancement' | 'virtue' | 'war' | 'winter';
export interface CardData {
  id: CardId; sets: ('core' | CardSetId)[]; season: number; type: CardType; cost: number; copies: number;
  monster?: MonsterId; params: Record<string, number>; confidence: string; provisional: boolean; name: Localized; summary: Localized;
}
export interface MonsterData { id: MonsterId; force: number; lowForce?: number; oni: boolean; countsAsShinto?: boolean; countsAsDaimyo?: boolean; confidence: string; provisional: boolean; provenance: string }

export const PROVINCES: readonly ProvinceData[] = mapJson.provinces as ProvinceData[];
export const PROVINCE_IDS: readonly ProvinceId[] = PROVINCES.map((p) => p.id);
export const BORDERS: readonly LinkData[] = mapJson.borders as LinkData[];
export const SHIPPING_ROUTES: readonly LinkData[] = mapJson.shippingRoutes as LinkData[];
export const CLANS: readonly ClanData[] = clansJson.clans as ClanData[];
export const CLAN_IDS: readonly ClanId[] = CLANS.map((c) => c.id);
export const MANDATES: readonly MandateData[] = mandatesJson.mandates as MandateData[];
export const MANDATE_IDS: readonly MandateId[] = MANDATES.map((m) => m.id);
export const KAMI: readonly KamiData[] = kamiJson.kami as KamiData[];
export const KAMI_IDS: readonly KamiId[] = KAMI.map((k) => k.id);
export const FIRST_GAME_SHRINES: readonly KamiId[] = kamiJson.firstGame as KamiId[];
export const CARDS: readonly CardData[] = cardsJson.cards as CardData[];
export const MONSTERS: readonly MonsterData[] = monstersJson.monsters as MonsterData[];
export const MONSTER_IDS: readonly MonsterId[] = MONSTERS.map((m) => m.id);
export const SCORING = scoringJson as {
  warTokenVpBySeason: number[]; distinctProvinceBonus: { min: number; max: number; vp: number }[];
  strongholdsPerClan: number; strongholdCost: number; figuresPerClan: { daimyo: number; shinto: number; bushi: number };
};

const byId = <T extends { id: string }>(list: readonly T[]): Record<string, T> => Object.fromEntries(list.map((x) => [x.id, x]));
const PROVINCE_BY_ID = byId(PROVINCES);
const CLAN_BY_ID = byId(CLANS);
const CARD_BY_ID = byId(CARDS);
const MONSTER_BY_ID = byId(MONSTERS);
const KAMI_BY_ID = byId(KAMI);
const MANDATE_BY_ID = byId(MANDATES);

export const province = (id: ProvinceId): ProvinceData => PROVINCE_BY_ID[id]!;
export const clan = (id: ClanId): ClanData => CLAN_BY_ID[id]!;
export const card = (id: CardId): CardData | undefined => CARD_BY_ID[id];
export const monster = (id: MonsterId): MonsterData => MONSTER_BY_ID[id]!;
export const kami = (id: KamiId): KamiData => KAMI_BY_ID[id]!;
export const mandate = (id: MandateId): MandateData => MANDATE_BY_ID[id]!;

export const isProvince = (x: unknown): x is ProvinceId => typeof x === 'string' && Object.prototype.hasOwnProperty.call(PROVINCE_BY_ID, x);
export const isMandate = (x: unknown): x is MandateId => typeof x === 'string' && Object.prototype.hasOwnProperty.call(MANDATE_BY_ID, x);
export const isMonster = (x: unknown): x is MonsterId => typeof x === 'string' && Object.prototype.hasOwnProperty.call(MONSTER_BY_ID, x);
export const isCard = (x: unknown): x is CardId => typeof x === 'string' && Object.prototype.hasOwnProperty.call(CARD_BY_ID, x);

const routeKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
const BORDER_KEYS = new Set(BORDERS.map((l) => routeKey(l.a, l.b)));
const SEA_KEYS = new Set(SHIPPING_ROUTES.map((l) => routeKey(l.a, l.b)));
export { routeKey };
export const isBorder = (a: ProvinceId, b: ProvinceId): boolean => BORDER_KEYS.has(routeKey(a, b));
export const isSeaRoute = (a: ProvinceId, b: ProvinceId): boolean => SEA_KEYS.has(routeKey(a, b));
export const neighbours = (p: ProvinceId): ProvinceId[] => PROVINCE_IDS.filter((q) => q !== p && (isBorder(p, q) || isSeaRoute(p, q)));

/** The season-card deck of one season for a set: each card id once per copy, in data order. */
export function seasonDeck(season: number, set: CardSetId): CardId[] {
  const out: CardId[] = [];
  for (const c of CARDS) {
    if (c.season !== season) continue;
    if (!c.sets.includes('core') && !c.sets.includes(set)) continue;
    for (let i = 0; i < c.copies; i++) out.push(c.id);
  }
  return out;
}

export const VIRTUE_CARDS: readonly CardId[] = CARDS.filter((c) => c.type === 'virtue').map((c) => c.id);
export const ONI: readonly MonsterId[] = MONSTERS.filter((m) => m.oni).map((m) => m.id);

/** Every data item below two-source confidence, for the rules page ("provisional data"). */
export function provisionalData(): { kind: string; id: string; confidence: string; provenance: string }[] {
  const out: { kind: string; id: string; confidence: string; provenance: string }[] = [];
  for (const p of PROVINCES) if (p.provisional) out.push({ kind: 'province-reward', id: p.id, confidence: p.confidence, provenance: p.provenance });
  for (const l of BORDERS) if (l.provisional) out.push({ kind: 'border', id: `${l.a}-${l.b}`, confidence: l.confidence, provenance: l.provenance });
  for (const l of SHIPPING_ROUTES) if (l.provisional) out.push({ kind: 'shipping-route', id: `${l.a}-${l.b}`, confidence: l.confidence, provenance: l.provenance });
  for (const c of CLANS) if (c.provisional) out.push({ kind: 'clan', id: c.id, confidence: Object.entries(c.confidence).map(([k, v]) => `${k} ${v}`).join(', '), provenance: 'clan screen data from one fan source (research 2.2)' });
  if (mandatesJson.provisional) out.push({ kind: 'mandates', id: 'two-of-each', confidence: mandatesJson.tilesConfidence, provenance: 'one fan source (research 3)' });
  for (const c of CARDS) if (c.provisional) out.push({ kind: 'season-card', id: c.id, confidence: c.confidence, provenance: 'research 5.1' });
  for (const m of MONSTERS) if (m.provisional) out.push({ kind: 'monster', id: m.id, confidence: m.confidence, provenance: m.provenance });
  return out;
}
