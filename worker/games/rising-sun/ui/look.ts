/**
 * How the board names and colours things: clan colours and emblems, mandate glyphs, seat names
 * with their clan, figure names. A seat is always told apart by its clan's colour AND its kanji
 * emblem (never by colour alone).
 */
import type { Lang, Move } from '../../../engine/contract';
import { card, clan, isMonster, province } from '../data';
import type { ClanId, Figure, KamiId, MandateId, ProvinceId } from '../types';
import type { RsView } from '../view';
import { words } from './words';

export const CLAN_COLOUR: Record<ClanId, string> = { koi: '#c2410c', lotus: '#9c36b5', turtle: '#8a6500', dragonfly: '#1c6ec6', bonsai: '#2b7a3a' };
export const CLAN_KANJI: Record<ClanId, string> = { koi: '鯉', lotus: '蓮', turtle: '亀', dragonfly: '蜻', bonsai: '盆' };
export const MANDATE_KANJI: Record<MandateId, string> = { recruit: '募', marshal: '進', train: '練', harvest: '穫', betray: '裏' };
export const MANDATE_COLOUR: Record<MandateId, string> = { recruit: '#2b7a3a', marshal: '#1c6ec6', train: '#8a6500', harvest: '#c2410c', betray: '#495057' };
export const KAMI_KANJI: Record<KamiId, string> = { amaterasu: '天照', fujin: '風神', hachiman: '八幡', raijin: '雷神', ryujin: '龍神', susanoo: '須佐', tsukuyomi: '月読' };
export const MONSTER_KANJI: Record<string, string> = { 'oni-of-skulls': '鬼', 'oni-of-blood': '鬼', 'oni-of-souls': '鬼', 'oni-of-hate': '鬼', 'oni-of-spite': '鬼', komainu: '狛', yurei: '霊', 'river-dragon': '龍' };
export const CARD_COLOUR: Record<string, string> = { monster: '#7b2d26', enhancement: '#1f5f8b', virtue: '#7a6108', war: '#a61e1e', winter: '#4d6b80' };
export const SEASON_GLYPH = ['桜', '夏', '紅', '雪'];

export const seatsOf = (v: RsView): number[] => v.clans.map((_, i) => i);
export const clanOf = (v: RsView, seat: number): ClanId => v.clans[seat] as ClanId;
export const colour = (v: RsView, seat: number): string => CLAN_COLOUR[clanOf(v, seat)] ?? '#555';
export const clanName = (v: RsView, seat: number, lang: Lang): string => clan(clanOf(v, seat)).name[lang];
/** "Alice (Koi)": the player and the clan, the way every panel names a seat. */
export const who = (v: RsView, names: string[], seat: number, lang: Lang): string => `${names[seat] ?? `${seat + 1}`} (${clanName(v, seat, lang)})`;
export const provName = (p: string, lang: Lang): string => province(p as ProvinceId)?.name[lang] ?? p;
export const unitKey = (f: Figure): string => (f.kind === 'monster' ? f.monster! : f.kind);
export const unitLabel = (u: string, lang: Lang): string => (isMonster(u) ? card(u)?.name[lang] ?? u : words(lang).unit[u] ?? u);
export const allyOf = (v: RsView, seat: number): number | null => {
  const a = v.alliances.find((x) => x[0] === seat || x[1] === seat);
  return a ? (a[0] === seat ? a[1] : a[0]) : null;
};
/** A move's identity (for data-play attributes and keys). */
export const key = (m: Move): string => JSON.stringify(m);
export const unique = <T>(xs: T[]): T[] => [...new Set(xs)];
export const unitOrder = (u: string): number => (u === 'daimyo' ? 0 : u === 'bushi' ? 1 : u === 'shinto' ? 2 : 3);

/** The note shown on data that comes from one source only (components we reconstructed). */
export function provisionalNote(lang: Lang, confidence?: string): string {
  return `${words(lang).provisional}${confidence ? ` (${words(lang).confidence} ${confidence})` : ''}: ${words(lang).provisionalHelp}.`;
}

/** Who took the war token of a province this season (from the seats' war tokens). */
export function winnerOf(v: RsView, p: ProvinceId): number | null {
  for (const s of seatsOf(v)) if (v.warTokens[s]?.some((t) => t.province === p && t.season === v.season)) return s;
  return null;
}
/** Where a figure is, in words ("Edo", "Shrine 2"). */
export function whereOf(f: Figure, lang: Lang): string {
  if (f.where === 'province' && f.province) return provName(f.province, lang);
  if (f.where === 'shrine' && f.shrine !== undefined) return `${words(lang).shrine} ${f.shrine + 1}`;
  return '';
}

/** The figures of one seat in one place, grouped by kind, strongholds first. */
export function groupsOf(v: RsView, seat: number, figs: Figure[], holds: number): { unit: string; ids: string[] }[] {
  const out: { unit: string; ids: string[] }[] = [];
  const add = (unit: string, id: string) => { const g = out.find((x) => x.unit === unit); if (g) g.ids.push(id); else out.push({ unit, ids: [id] }); };
  const holdIds = v.strongholds.filter((h) => h.owner === seat).map((h) => h.id);
  for (let i = 0; i < holds; i++) add('stronghold', holdIds[i] ?? 'stronghold');
  for (const k of ['daimyo', 'bushi', 'shinto']) for (const f of figs) if (f.owner === seat && f.kind === k) add(k, f.id);
  for (const f of figs) if (f.owner === seat && f.kind === 'monster') add(f.monster!, f.id);
  return out;
}
