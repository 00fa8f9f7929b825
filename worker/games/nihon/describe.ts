/**
 * NIHON's log lines and move labels in English, French and German, for the worker (the engine's
 * describeEvent/describeMove: the log, mails, Discord). The browser loads one language instead
 * (text.ts).
 */
import type { GameEvent, Lang } from '../../engine/contract';
import { describeEventIn, describeMoveIn } from './describe-lines';
import type { NihonMove } from './types';
import { WORDS as EN } from './words/en';
import { WORDS as FR } from './words/fr';
import { WORDS as DE } from './words/de';

export { humanize } from './describe-lines';

const WORDS = { en: EN, fr: FR, de: DE };

export function describeNihonEvent(e: GameEvent, lang: Lang, seatNames: string[]): string {
  return describeEventIn(WORDS[lang], e, lang, seatNames);
}

export function describeNihonMove(m: NihonMove, lang: Lang): string {
  return describeMoveIn(WORDS[lang], m, lang);
}

export function eventTypesDescribed(): string[] {
  return Object.keys(EN.event);
}
