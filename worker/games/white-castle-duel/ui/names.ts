/**
 * Names of the castle's places and of the components, as players read them: the engine's ids
 * (L3, A1, D2, SR-A, MC1...) never reach the screen; a location is "Location 3", an action space is
 * named by its tile ("Garden tile"), a deck by its number.
 */
import type { Lang } from '../../../engine/contract';
import { isLanternCard, lanternCard, merchandiseTile, startingCard, type Color, type Effect, type Provenance } from '../data';
import { ACTION_NAMES, COLOR_NAMES, effectsText, iconsText } from '../text';
import type { WcdView } from '../view';
import { cap, w } from './words';

/** "Location 3" for L3 (the number printed on the board). */
export const locationName = (id: string, lang: Lang): string => w('location', lang, { n: id.replace(/\D/g, '') });

/** An action space or deck of the castle, by what lies on it. */
export function slotName(view: WcdView, slot: string, lang: Lang): string {
  const deck = view.castle.decks.find((d) => d.slot === slot);
  if (deck) return w('deck', lang, { n: deck.deck });
  const kind = view.castle.actions[slot];
  return kind ? w('slotTile', lang, { a: ACTION_NAMES[kind][lang] }) : locationName(slot, lang);
}

/** A starting card by its printed letter ("Starting card A"). */
export const startName = (id: string, lang: Lang): string => w('startingCard', lang, { id: id.replace(/^SR-/, '') });

export const colorName = (c: Color, lang: Lang): string => COLOR_NAMES[c][lang];

/** A card of a lantern area: a lantern card or the back of a starting card. */
export function areaCard(id: string, lang: Lang): { text: string; provenance: Provenance } {
  if (isLanternCard(id)) { const c = lanternCard(id); return { text: cap(effectsText(c.reward, lang)), provenance: c.provenance }; }
  const s = startingCard(id);
  return { text: `${startName(id, lang)}: ${effectsText(s.back.reward, lang)}`, provenance: s.provenance };
}

/** A merchandise tile by its pile and what it shows. */
export function merchName(id: string, lang: Lang): { title: string; text: string; provenance: Provenance } {
  const t = merchandiseTile(id);
  return { title: w(t.pile === 'common' ? 'commonLong' : 'luxuryLong', lang), text: cap(iconsText(t.icons, lang)), provenance: t.provenance };
}

export const rewardText = (list: Effect[], lang: Lang): string => cap(effectsText(list, lang));

/** The note shown on components whose data is reconstructed rather than read from the rulebook. */
export const provNote = (p: Provenance | undefined, lang: Lang): string | undefined => (p === 'provisional' ? w('provisional', lang) : undefined);
