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
import { needsNote, weakest, type Confidence, type Provenance } from '../../engine/provenance';
import type { CardId, CardSetId, ClanId, KamiId, MandateId, MonsterId, ProvinceId } from './types';

export interface ProvinceData {
  id: ProvinceId; name: Localized; harvest: { vp: number; coins: number; ronin: number };
  sources: string[]; confidence: Confidence; note?: string; x: number; y: number;
  /** Set on a province a match's correction set changed. */
  corrected?: true;
}
export interface LinkData { a: ProvinceId; b: ProvinceId; sources: string[]; confidence: Confidence; note?: string }
/** `parts` marks the order, income and home province separately; the clan's own mark is the weakest of them. */
export interface ClanData { id: ClanId; rank: number; income: number; home: ProvinceId; name: Localized; ability: Localized; sources: string[]; confidence: Confidence; parts: Record<string, Provenance>; corrected?: true }
export interface MandateData { id: MandateId; copies: number; name: Localized; summary: Localized; sources: string[]; confidence: Confidence; note?: string }
export interface KamiData { id: KamiId; name: Localized; summary: Localized; sources: string[]; confidence: Confidence }
export type CardType = 'monster' | 'enhancement' | 'virtue' | 'war' | 'winter';
export interface CardData {
  id: CardId; sets: ('core' | CardSetId)[]; season: number; type: CardType; cost: number; copies: number;
  monster?: MonsterId; params: Record<string, number>; sources: string[]; confidence: Confidence; note?: string; name: Localized; summary: Localized;
}
export interface MonsterData { id: MonsterId; force: number; lowForce?: number; oni: boolean; countsAsShinto?: boolean; countsAsDaimyo?: boolean; sources: string[]; confidence: Confidence; note?: string }

export const PROVINCES: readonly ProvinceData[] = mapJson.provinces as unknown as ProvinceData[];
export const PROVINCE_IDS: readonly ProvinceId[] = PROVINCES.map((p) => p.id);
export const BORDERS: readonly LinkData[] = mapJson.borders as unknown as LinkData[];
export const SHIPPING_ROUTES: readonly LinkData[] = mapJson.shippingRoutes as unknown as LinkData[];
export const CLANS: readonly ClanData[] = clansJson.clans as unknown as ClanData[];
export const CLAN_IDS: readonly ClanId[] = CLANS.map((c) => c.id);
export const MANDATES: readonly MandateData[] = mandatesJson.mandates as unknown as MandateData[];
export const MANDATE_IDS: readonly MandateId[] = MANDATES.map((m) => m.id);
export const KAMI: readonly KamiData[] = kamiJson.kami as unknown as KamiData[];
export const KAMI_IDS: readonly KamiId[] = KAMI.map((k) => k.id);
export const FIRST_GAME_SHRINES: readonly KamiId[] = kamiJson.firstGame as KamiId[];
export const CARDS: readonly CardData[] = cardsJson.cards as unknown as CardData[];
export const MONSTERS: readonly MonsterData[] = monstersJson.monsters as unknown as MonsterData[];
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

/** A match's corrected provinces and clans (corrected-data.ts), laid over the shipped ones while its engine call or board runs. */
export interface CorrectedRecords { province: Map<string, ProvinceData>; clan: Map<string, ClanData> }
let corrected: CorrectedRecords | null = null;
/** Lay corrected records over the shipped ones (null: none); returns what was laid before, to restore. */
export function setCorrectedRecords(records: CorrectedRecords | null): CorrectedRecords | null {
  const before = corrected;
  corrected = records;
  return before;
}
export const province = (id: ProvinceId): ProvinceData => corrected?.province.get(id) ?? PROVINCE_BY_ID[id]!;
export const clan = (id: ClanId): ClanData => corrected?.clan.get(id) ?? CLAN_BY_ID[id]!;
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

/** The mandate tiles' mark: the weakest of the kinds (10 tiles is in both books; 2 of each kind comes from one source). */
export const MANDATES_MARK: Provenance & { note: string } = {
  sources: [...new Set(mandatesJson.mandates.flatMap((m) => m.sources))],
  confidence: weakest(...mandatesJson.mandates.map((m) => m.confidence as Confidence)),
  note: mandatesJson.mandates[0]?.note ?? '',
};

/** Every data item below two independent sources, for the rules page and the README's open questions. */
export function provisionalData(): { kind: string; id: string; confidence: Confidence; sources: string[]; note: string }[] {
  const out: { kind: string; id: string; confidence: Confidence; sources: string[]; note: string }[] = [];
  const add = (kind: string, id: string, x: { confidence: Confidence; sources: string[]; note?: string }): void => {
    if (needsNote(x.confidence)) out.push({ kind, id, confidence: x.confidence, sources: x.sources, note: x.note ?? '' });
  };
  for (const p of PROVINCES) add('province-reward', p.id, p);
  for (const l of BORDERS) add('border', `${l.a}-${l.b}`, l);
  for (const l of SHIPPING_ROUTES) add('shipping-route', `${l.a}-${l.b}`, l);
  for (const c of CLANS) for (const [part, m] of Object.entries(c.parts)) add(`clan-${part}`, c.id, m);
  add('mandates', 'two-of-each', MANDATES_MARK);
  for (const c of CARDS) add('season-card', c.id, c);
  for (const m of MONSTERS) add('monster', m.id, m);
  return out;
}
