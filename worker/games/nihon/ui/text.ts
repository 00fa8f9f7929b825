/**
 * Words of the NIHON board, in the page's language only: the board's own (ui/words/<lang>.ts) and
 * the game's names and order kinds, both in words/<lang>.ts (shared with the log). `loadWords`
 * runs before the board first draws (the match page awaits the board module's `prepare`).
 */
import type { Lang } from '../../../engine/contract';
import { localName as localNameIn } from '../describe-lines';
import { gameWords, prepare as loadGameWords } from '../text';
import type { GameWords } from '../words/en';
import type { WordKey } from './words/en';

/** Loads the board's and the game's words of a language (one file, words/<lang>.ts). */
export const loadWords = (lang: Lang): Promise<void> => loadGameWords(lang);
export type { WordKey };
export const w = (lang: Lang, k: WordKey): string => gameWords(lang).board[k];

/** The game's tables of names by engine value (roles, order kinds, terrains…). */
type Table = { [K in keyof GameWords]: GameWords[K] extends Record<string, string> ? K : never }[keyof GameWords];
/** A name from one of the game's tables; a value without words shows as it is. */
export function tw(table: Table, key: string, lang: Lang): string {
  const t = gameWords(lang)[table] as Record<string, string>;
  return Object.hasOwn(t, key) ? t[key]! : key;
}
/** The game's words in the page's language (for the few names the data also holds). */
export const words = (lang: Lang): GameWords => gameWords(lang);

/** The character orders in the order the sheet offers them. */
export const CHAR_KINDS = ['aggress', 'assassinate', 'corrupt', 'incite', 'raid', 'sabotage', 'seek-minor', 'seek-major', 'seek-friendship', 'annex',
  'gift', 'move', 'spy', 'heal', 'join', 'protect', 'ritual', 'give-province', 'execute-hostages', 'release-hostages', 'pilgrimage', 'promote'] as const;

/** A kanji per resource, drawn on the map. */
export const RESOURCE_GLYPH: Record<string, string> = { horses: '馬', metal: '鉄', ships: '船', ninja: '忍', gold: '金', sanctuary: '社', temple: '寺' };

/** Characters raised in the match carry an English role in their name: put it in the reader's language. */
export const localName = (name: string, lang: Lang): string => localNameIn(gameWords(lang), name);
