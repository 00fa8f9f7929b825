/**
 * What the viewer can choose now, worked out from its legal moves and what it already picked
 * (the selection): which provinces, figure groups and shrines are choices, with their labels and
 * what choosing them does. The map lights exactly these, and the choice panel lists the same
 * choices as real buttons, so everything the map offers is also reachable by keyboard.
 * It decides no rule: every choice ends in one of the legal moves it was given.
 */
import type { Lang } from '../../../engine/contract';
import { kami } from '../data';
import type { KamiId, RsMove } from '../types';
import type { RsView } from '../view';
import { provName, unique, unitKey, unitLabel, unitOrder, who, whereOf } from './look';
import { coinsText, fill, words } from './words';

/** What the viewer is in the middle of choosing (kept while the decision point stays the same). */
export type Selection =
  | { kind: 'recruit'; unit: string; province: string | null }
  | { kind: 'move'; piece: string }
  | { kind: 'build' }
  | { kind: 'betray'; target: string }
  | { kind: 'place'; province: string }
  | { kind: 'lotus'; index: number };

export interface Choice {
  label: string;
  /** Plays a move (through the confirm dialog when `confirm` is set) or narrows the selection. */
  act: () => void;
  /** The move it plays directly, if any (for data-play and the confirm button). */
  move?: RsMove;
  confirm?: string | null;
}

export interface Offers {
  provinces: Map<string, Choice>;
  shrines: Map<number, Choice>;
  groups: Map<string, Choice>;
  /** Figure groups shown as picked. */
  chosen: Set<string>;
}

export const groupKey = (seat: number, where: string, unit: string): string => `${seat}|${where}|${unit}`;
export const figureGroup = (v: RsView, id: string): string | null => {
  const f = v.figures.find((x) => x.id === id);
  if (f && f.where === 'province') return groupKey(f.owner!, f.province!, unitKey(f));
  if (f && f.where === 'shrine') return groupKey(f.owner!, `shrine${f.shrine}`, unitKey(f));
  const h = v.strongholds.find((x) => x.id === id);
  return h && h.province ? groupKey(h.owner, h.province, 'stronghold') : null;
};

/** The moves that cannot be taken back and ask first, with the question. */
export function confirmFor(m: RsMove, v: RsView, names: string[], lang: Lang, describe: (m: RsMove) => string): string | null {
  switch (m.type) {
    case 'seppuku': return words(lang).confirmSeppuku;
    case 'ninja': return fill(words(lang).confirmKill, { what: describe(m) });
    case 'buy': return fill(words(lang).confirmDo, { what: describe(m) });
    case 'replace': case 'takeHostage': case 'monkey': return fill(words(lang).confirmDo, { what: describe(m) });
    case 'gift': return fill(words(lang).confirmGift, { what: m.coins ? coinsText(lang, m.coins) : `${m.ronin} ${words(lang).ronin}`, who: who(v, names, m.to, lang) });
    default: return null;
  }
}

export interface OfferInput {
  v: RsView;
  legal: RsMove[];
  you: number | null;
  names: string[];
  lang: Lang;
  sel: Selection | null;
  setSel: (s: Selection | null) => void;
  /** Plays a move, asking first when it cannot be taken back. */
  choose: (m: RsMove) => void;
  describe: (m: RsMove) => string;
}

export function offersOf({ v, legal, names, lang, sel, setSel, choose, describe }: OfferInput): Offers {
  const o: Offers = { provinces: new Map(), shrines: new Map(), groups: new Map(), chosen: new Set() };
  const of = <T extends RsMove['type']>(t: T) => legal.filter((m): m is Extract<RsMove, { type: T }> => m.type === t);
  const play = (m: RsMove, label: string): Choice => ({ label, act: () => choose(m), move: m, confirm: confirmFor(m, v, names, lang, describe) });
  const shrineLabel = (i: number) => `${kami(v.shrines[i] as KamiId).name[lang]} (${words(lang).shrine} ${i + 1})`;

  // Recruit: a unit (chosen in the panel), then a province, then maybe a shrine.
  const rec = of('recruit');
  if (rec.length) {
    const unit = recruitUnit(rec, sel);
    const province = sel?.kind === 'recruit' && sel.unit === unit ? sel.province : null;
    for (const m of rec.filter((x) => x.unit === unit && x.shrine === undefined)) {
      const toShrine = rec.some((x) => x.unit === unit && x.province === m.province && x.shrine !== undefined);
      o.provinces.set(m.province, toShrine ? { label: provName(m.province, lang), act: () => setSel({ kind: 'recruit', unit, province: m.province }) } : play(m, provName(m.province, lang)));
    }
    if (province) for (const m of rec.filter((x) => x.unit === unit && x.province === province && x.shrine !== undefined)) o.shrines.set(m.shrine!, play(m, shrineLabel(m.shrine!)));
  }

  // Marshal, Fujin: a figure, then its destination; or the bonus stronghold, then its province.
  const moves = of('move');
  const builds = of('buildStronghold');
  if (moves.length || builds.length) {
    const picked = sel?.kind === 'move' && moves.some((m) => m.piece === sel.piece) ? sel.piece : null;
    for (const m of moves) {
      const g = figureGroup(v, m.piece);
      if (!g || o.groups.has(g)) continue;
      const f = v.figures.find((x) => x.id === m.piece);
      const unit = f ? unitKey(f) : 'stronghold';
      const where = f ? whereOf(f, lang) : provName(v.strongholds.find((h) => h.id === m.piece)?.province ?? '', lang);
      const n = countIn(v, g);
      o.groups.set(g, { label: `${unitLabel(unit, lang)}${n > 1 ? ` ×${n}` : ''} — ${where}`, act: () => setSel({ kind: 'move', piece: m.piece }) });
    }
    if (picked) {
      const g = figureGroup(v, picked);
      if (g) o.chosen.add(g);
      for (const m of moves.filter((x) => x.piece === picked)) o.provinces.set(m.to, play(m, provName(m.to, lang)));
    } else if (sel?.kind === 'build') for (const m of builds) o.provinces.set(m.province, play(m, provName(m.province, lang)));
  }

  // Betray: an enemy figure, then (when several fit) which of yours replaces it.
  const rep = of('replace');
  for (const m of rep) {
    const g = figureGroup(v, m.target);
    if (!g || o.groups.has(g)) continue;
    const f = v.figures.find((x) => x.id === m.target)!;
    const label = `${unitLabel(unitKey(f), lang)} — ${who(v, names, f.owner!, lang)}, ${whereOf(f, lang)}`;
    const options = rep.filter((x) => x.target === m.target);
    o.groups.set(g, options.length === 1 ? play(options[0]!, label) : { label, act: () => setSel({ kind: 'betray', target: m.target }) });
  }
  if (sel?.kind === 'betray') { const g = figureGroup(v, sel.target); if (g) o.chosen.add(g); }

  // Placements: a province (then maybe a shrine), or a shrine.
  const pl = of('place');
  if (pl.length) {
    const at = sel?.kind === 'place' ? sel.province : null;
    for (const m of pl.filter((x) => x.province !== undefined && x.shrine === undefined)) {
      const toShrine = pl.some((x) => x.province === m.province && x.shrine !== undefined);
      o.provinces.set(m.province!, toShrine ? { label: provName(m.province!, lang), act: () => setSel({ kind: 'place', province: m.province! }) } : play(m, provName(m.province!, lang)));
    }
    for (const m of pl.filter((x) => x.shrine !== undefined && (x.province === undefined || x.province === at))) o.shrines.set(m.shrine!, play(m, shrineLabel(m.shrine!)));
  }

  // Targets: Path of the Ninja, Take Hostage.
  for (const m of legal) {
    if (m.type !== 'ninja' && m.type !== 'takeHostage') continue;
    const g = figureGroup(v, m.target);
    const f = v.figures.find((x) => x.id === m.target);
    if (!g || !f || o.groups.has(g)) continue;
    o.groups.set(g, play(m, `${unitLabel(unitKey(f), lang)} — ${who(v, names, f.owner!, lang)}, ${whereOf(f, lang)}`));
  }
  return o;
}

/** The unit the recruit choices are for: the one picked, else a Bushi, else the first offered. */
export function recruitUnit(rec: Extract<RsMove, { type: 'recruit' }>[], sel: Selection | null): string {
  const units = recruitUnits(rec);
  if (sel?.kind === 'recruit' && units.includes(sel.unit)) return sel.unit;
  return units.includes('bushi') ? 'bushi' : units[0]!;
}
export const recruitUnits = (rec: Extract<RsMove, { type: 'recruit' }>[]): string[] => unique(rec.map((m) => m.unit as string)).sort((a, b) => unitOrder(a) - unitOrder(b));

/** How many figures a group holds. */
function countIn(v: RsView, g: string): number {
  const [seat, where, unit] = g.split('|');
  if (unit === 'stronghold') return v.strongholds.filter((h) => String(h.owner) === seat && h.province === where).length;
  return v.figures.filter((f) => String(f.owner) === seat && unitKey(f) === unit && (f.where === 'province' ? f.province === where : `shrine${f.shrine}` === where)).length;
}
