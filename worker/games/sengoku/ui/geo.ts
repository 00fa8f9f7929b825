/**
 * The map's data for the browser, read from the game's JSON only (never the rules): where each
 * province is drawn, its printed name, and which provinces a legal move mentions (what choosing a
 * province on the map narrows a card's options by).
 */
import type { Lang, Move } from '../../../engine/contract';
import { confidenceNote, needsNote, type Confidence } from '../../../engine/provenance';
import boardData from '../data/board.json';
import tacticData from '../data/tactics.json';
import daimyoData from '../data/daimyo.json';

export type ProvinceGeo = (typeof boardData.provinces)[number];

export const PROVINCES = new Map<string, ProvinceGeo>(boardData.provinces.map((p) => [p.id, p]));
export const LINKS: { a: ProvinceGeo; b: ProvinceGeo; sea: boolean }[] = [
  ...boardData.land.map(([a, b]) => ({ a: PROVINCES.get(a!)!, b: PROVINCES.get(b!)!, sea: false })),
  ...boardData.sea.map(([a, b]) => ({ a: PROVINCES.get(a!)!, b: PROVINCES.get(b!)!, sea: true })),
];

/** The castle's printed name ("Kiyosu"), never the id. */
export const provinceName = (id: string): string => PROVINCES.get(id)?.castle ?? '?';

export interface CardInfo { effect: Record<Lang, string>; confidence: Confidence }
export const CARD_INFO = new Map<string, CardInfo>(
  [...tacticData.cards, ...daimyoData.cards].map((c) => [c.id, { effect: c.effect, confidence: c.confidence as Confidence }]),
);

/**
 * The mark of a card's data in the reader's language (below two sources), plus, for a card rebuilt
 * from its surviving clarifications, that its words are not the rulebook's.
 */
export function cardMark(id: string, lang: Lang, reconstructed: string): string | undefined {
  const c = CARD_INFO.get(id)?.confidence;
  if (!needsNote(c)) return undefined;
  return c === 'inferred' ? `${confidenceNote(c, lang)}. ${reconstructed}` : confidenceNote(c, lang);
}

/** Every province id a move mentions, at any depth. */
export function provincesIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && PROVINCES.has(value)) out.add(value);
  else if (Array.isArray(value)) value.forEach((v) => provincesIn(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => provincesIn(v, out));
  return out;
}

/** Provinces (in board order) that some of these moves mention and that are not picked yet. */
export function narrowable(moves: Move[], picked: string[]): string[] {
  const all = new Set<string>();
  for (const m of moves) provincesIn(m, all);
  return boardData.provinces.map((p) => p.id).filter((id) => all.has(id) && !picked.includes(id));
}
