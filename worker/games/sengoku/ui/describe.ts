/**
 * Sentences the board builds from the view (what is in a province, who holds what), in the
 * player's language: used for accessible names and tooltips, so a screen reader hears the map.
 */
import type { Lang } from '../../../engine/contract';
import { confidenceNote, needsNote, type Confidence } from '../../../engine/provenance';
import { COLOURS } from '../text';
import type { SengokuView } from '../view';
import { PROVINCES, provinceName } from './geo';
import { w } from './words';
import { colon } from '../../../engine/colon';

type ProvinceView = SengokuView['provinces'][number];

/** "Alice (Red)": a seat is never named by colour alone, but the colour helps to find it. */
export const seatLabel = (seat: number, names: string[], lang: Lang): string =>
  names[seat] ? `${names[seat]} (${COLOURS[lang][seat] ?? ''})` : COLOURS[lang][seat] ?? '?';

const count = (n: number, one: Record<Lang, string>, many: Record<Lang, string>, lang: Lang) => `${n} ${n === 1 ? one[lang] : many[lang]}`;
const ARMY = { en: 'army', fr: 'armée', de: 'Armee' };
const ARMIES = { en: 'armies', fr: 'armées', de: 'Armeen' };
const REINF = { en: 'reinforcement', fr: 'renfort', de: 'Verstärkung' };
const REINFS = { en: 'reinforcements', fr: 'renforts', de: 'Verstärkungen' };

/** What one seat has in a province ("3 armies, 1 reinforcement, Daimyo"), or '' if nothing. */
export function seatForces(p: ProvinceView, seat: number, lang: Lang): string {
  const parts: string[] = [];
  if (p.armies[seat]) parts.push(count(p.armies[seat]!, ARMY, ARMIES, lang));
  if (p.reinforcements[seat]) parts.push(count(p.reinforcements[seat]!, REINF, REINFS, lang));
  if (p.daimyo.includes(seat)) parts.push('Daimyo');
  return parts.join(', ');
}

/** The whole province in one sentence: name, region, castle, forces, result. */
export function provinceSentence(p: ProvinceView, view: SengokuView, names: string[], lang: Lang): string {
  const geo = PROVINCES.get(p.id);
  const head = `${provinceName(p.id)} (${geo?.region[lang] ?? ''})${p.castle !== null ? `, ${w(lang, 'castle')} ${p.castle}` : ''}`;
  const forces: string[] = [];
  for (let s = 0; s < view.players; s++) {
    const f = seatForces(p, s, lang);
    if (f) forces.push(`${seatLabel(s, names, lang)}${colon(lang)}${f}`);
  }
  let result = '';
  if (p.result?.discarded) result = w(lang, 'discarded');
  else if (p.result && p.result.winner !== null) result = `${w(lang, 'won')} ${seatLabel(p.result.winner, names, lang)}`;
  // Where our map's data is a guess, say so (the provenance of the board's data).
  const c = geo?.confidence as Confidence | undefined;
  const note = !needsNote(c) ? '' : c === 'inferred' ? `${confidenceNote(c, lang, true)}. ${w(lang, 'inferred')}` : confidenceNote(c, lang, true);
  return [head, ...forces, result, note].filter(Boolean).join('. ');
}
