/**
 * The legal moves as the board offers them: each move's label in the player's words, the groups a
 * click narrows to (a location's token colours, a deck's ways to pay...), and which moves cannot
 * be taken back (they go through a confirm dialog). Pure functions: no rule is decided here, only
 * the moves the server sent are sorted and named.
 */
import type { Lang, Move } from '../../../engine/contract';
import { BOARD } from '../data';
import { ACTION_NAMES, benefitName, describeMove, effectsText } from '../text';
import type { WcdMove } from '../state';
import type { WcdView } from '../view';
import { colorName, locationName, slotName, startName } from './names';
import { w } from './words';

export type M = WcdMove;
export const moveKey = (m: Move): string => JSON.stringify(m);

/** The group a move belongs to: moves of one group are offered together after one click. */
export function groupOf(m: M): string {
  switch (m.type) {
    case 'place': return `place:${m.location}`;
    case 'buy': return `buy:${m.deck}`;
    case 'trade': return `trade:${m.option}`;
    case 'scroll': return 'scroll';
    case 'exchange': return 'exchange';
    case 'decline': return `decline:${m.slot}`;
    case 'convert': return 'convert';
    case 'garden': return `garden:${m.garden}`;
    case 'training': return `training:${m.yard}`;
    case 'courtier': return 'courtier';
    case 'lantern': return 'lantern';
    case 'improve': return 'improve';
    case 'lantern-card': return 'lantern-card';
    default: return moveKey(m);
  }
}

export interface Group { id: string; moves: M[] }

/** The legal moves in groups, in the order the engine gave them. */
export function groups(legal: M[]): Group[] {
  const out = new Map<string, M[]>();
  for (const m of legal) {
    const id = groupOf(m);
    out.set(id, [...(out.get(id) ?? []), m]);
  }
  return [...out].map(([id, moves]) => ({ id, moves }));
}

/** The heading of a group of several moves (the button that opens it, and the list's title). */
export function groupTitle(view: WcdView, g: Group, lang: Lang): string {
  const m = g.moves[0]!;
  switch (m.type) {
    case 'place': return w(lang, 'placeOn', { l: locationName(m.location, lang) });
    case 'buy': return w(lang, 'buyGroup', { d: m.deck });
    case 'trade': return w(lang, 'tradeGroup', { o: w(lang, m.option === 'influence' ? 'influenceTrade' : m.option === 'common' ? 'commonLong' : 'luxuryLong') });
    case 'scroll': return w(lang, 'scrollGroup');
    case 'exchange': return w(lang, 'exchangeOffer');
    case 'decline': return w(lang, 'declineGroup', { s: slotName(view, m.slot, lang) });
    case 'convert': return w(lang, 'convertGroup', { n: BOARD.conversion.seals });
    case 'garden': return w(lang, 'gardenGroup', { g: w(lang, m.garden) });
    case 'training': return w(lang, 'trainingGroup', { y: w(lang, m.yard) });
    case 'courtier': return w(lang, 'courtierGroup');
    case 'lantern': return w(lang, 'lanternGroup');
    case 'improve': return w(lang, 'improveGroup');
    case 'lantern-card': return w(lang, 'lanternCardGroup');
    default: return moveLabel(view, m, lang);
  }
}

/** One move in words, without the engine's ids. */
export function moveLabel(view: WcdView, m: M, lang: Lang): string {
  switch (m.type) {
    case 'start-card': return startName(m.card, lang);
    case 'exchange': return w(lang, 'exchangePair', { a: slotName(view, m.a, lang), b: slotName(view, m.b, lang) });
    case 'place': {
      const left = view.players[view.you ?? 0]?.tokens[m.color] ?? 0;
      return w(lang, 'placeColor', { c: colorName(m.color, lang), l: locationName(m.location, lang), n: left });
    }
    case 'take': return w(lang, 'takeFrom', { l: locationName(m.location, lang) });
    case 'decline': return w(lang, 'declineOne', { s: slotName(view, m.slot, lang), b: benefitName(m.benefit, lang) });
    case 'choose': {
      const task = view.turn?.pending;
      const opt = task && task.t === 'choice' ? task.options[m.option] ?? [] : [];
      return w(lang, 'chooseOption', { n: m.option + 1, e: effectsText(opt, lang) });
    }
    default: return describeMove(m, lang);
  }
}

/** Moves that cannot be taken back: ending the turn, the starting card, and anything revealing a hidden card. */
export function confirmFor(view: WcdView, m: M, lang: Lang): string | null {
  const label = moveLabel(view, m, lang);
  switch (m.type) {
    case 'end-turn': return w(lang, 'confirmEnd');
    case 'start-card': return w(lang, 'confirmStart', { m: label });
    case 'buy': case 'lantern-card': return w(lang, 'confirmReveal', { m: label });
    case 'trade': return m.option === 'influence' ? null : w(lang, 'confirmReveal', { m: label });
    default: return null;
  }
}

/** The action names, for the prompt. */
export const actionName = (a: keyof typeof ACTION_NAMES, lang: Lang): string => ACTION_NAMES[a][lang];
