/**
 * Names of the castle's places and of the components, as players read them: the engine's ids
 * (L3, A1, D2, SR-A, MC1...) never reach the screen; a location is "Location 3", an action space is
 * named by its tile ("Garden tile"), a deck by its number.
 */
import type { Lang } from '../../../engine/contract';
import { CONFIDENCE_GLYPH, confidenceNote, needsNote, type Confidence } from '../../../engine/provenance';
import { isLanternCard, lanternCard, merchandiseTile, startingCard, type Color, type Effect } from '../data';
import { ACTION_NAMES, COLOR_NAMES, effectsText, iconsText } from '../text';
import type { WcdView } from '../view';
import { cap, w } from './words';
import { colon } from '../../../engine/colon';

/** "Location 3" for L3 (the number printed on the board). */
export const locationName = (id: string, lang: Lang): string => w(lang, 'location', { n: id.replace(/\D/g, '') });

/** An action space or deck of the castle, by what lies on it. */
export function slotName(view: WcdView, slot: string, lang: Lang): string {
  const deck = view.castle.decks.find((d) => d.slot === slot);
  if (deck) return w(lang, 'deck', { n: deck.deck });
  const kind = view.castle.actions[slot];
  return kind ? w(lang, 'slotTile', { a: ACTION_NAMES[kind][lang] }) : locationName(slot, lang);
}

/** A starting card by its printed letter ("Starting card A"). */
export const startName = (id: string, lang: Lang): string => w(lang, 'startingCard', { id: id.replace(/^SR-/, '') });

export const colorName = (c: Color, lang: Lang): string => COLOR_NAMES[c][lang];

/** A card of a lantern area: a lantern card or the back of a starting card. */
export function areaCard(id: string, lang: Lang): { text: string; confidence: Confidence } {
  if (isLanternCard(id)) { const c = lanternCard(id); return { text: cap(effectsText(c.reward, lang)), confidence: c.confidence }; }
  const s = startingCard(id);
  return { text: `${startName(id, lang)}${colon(lang)}${effectsText(s.back.reward, lang)}`, confidence: s.confidence };
}

/** A merchandise tile by its pile and what it shows. */
export function merchName(id: string, lang: Lang): { title: string; text: string; confidence: Confidence } {
  const t = merchandiseTile(id);
  return { title: w(lang, t.pile === 'common' ? 'commonLong' : 'luxuryLong'), text: cap(iconsText(t.icons, lang)), confidence: t.confidence };
}

export const rewardText = (list: Effect[], lang: Lang): string => cap(effectsText(list, lang));

/**
 * The note on a component whose data is below two independent sources: the mark's glyph, name and
 * meaning (worker/engine/provenance.ts), so neither colour nor a bare word carries it alone.
 */
export const provNote = (c: Confidence | undefined, lang: Lang): string | undefined => (needsNote(c) ? confidenceNote(c, lang) : undefined);

/**
 * A card's mark in play: the glyph alone (○, ◐, ●○), since most faces share it and the board says
 * once what the glyphs mean (DataNote.tsx); the words stay in the card's title for a screen reader.
 */
export const provMark = (c: Confidence | undefined): string | undefined => (needsNote(c) ? CONFIDENCE_GLYPH[c!] : undefined);

const CORRECTED: Record<Lang, string> = { en: '✎ corrected by this table ({s})', fr: '✎ corrigé par cette table ({s})', de: '✎ von diesem Tisch korrigiert ({s})' };

/** A card's mark: the table's correction (its source, then its confidence) or the shipped data's confidence. */
export function cardNote(c: { confidence: Confidence; sources: string[]; corrected?: true } | null | undefined, lang: Lang): string | undefined {
  if (!c?.corrected) return provMark(c?.confidence);
  return `${CORRECTED[lang].replace('{s}', c.sources[0] ?? '')} · ${confidenceNote(c.confidence, lang)}`;
}
