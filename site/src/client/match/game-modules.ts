/**
 * What the page loads of a game: its board (a component) and its text module (the log's and the
 * moves' words). Never the game's index.ts: the browser gets views, words and the board, not the
 * rules. Each game's modules are their own chunks, loaded only on that game's matches.
 */
import type { ComponentType } from 'preact';
import type { GameEvent, Lang, Move } from '../../../../worker/engine/contract';
import type { BoardModule, BoardProps } from '../../../../worker/engine/ui-contract';

export interface GameText {
  describeEvent(e: GameEvent, lang: Lang, seatNames: string[]): string;
  describeMove(m: Move, lang: Lang): string;
  /** Event types that a seat's next one supersedes (draft edits): the log shows them as one line. */
  GROUPED_EVENTS?: readonly string[];
  /** Optional: loads the words of the page's language (a game whose words are big ships one file per language). */
  prepare?(lang: Lang): Promise<void>;
}

const boards = import.meta.glob<BoardModule>('../../../../worker/games/*/ui/index.tsx');
const texts = import.meta.glob<GameText>('../../../../worker/games/*/text.ts');

const find = <T>(mods: Record<string, () => Promise<T>>, id: string, file: string) =>
  Object.entries(mods).find(([k]) => k.endsWith(`/games/${id}/${file}`))?.[1];

export interface GameModules { Board: ComponentType<BoardProps<any>> | null; text: GameText | null }

/** Once per game and language: the page starts it as soon as it knows the game, and draws with the same promise. */
const started = new Map<string, Promise<GameModules>>();
export function loadGameModules(id: string, lang: Lang): Promise<GameModules> {
  const key = `${id}\n${lang}`;
  let loading = started.get(key);
  if (!loading) {
    loading = load(id, lang);
    // A failed load (a dropped connection) is tried again next time.
    loading.catch(() => started.delete(key));
    started.set(key, loading);
  }
  return loading;
}

async function load(id: string, lang: Lang): Promise<GameModules> {
  const [board, text] = await Promise.all([find(boards, id, 'ui/index.tsx')?.(), find(texts, id, 'text.ts')?.()]);
  await Promise.all([board?.prepare?.(lang), text?.prepare?.(lang)]);
  return { Board: board?.Board ?? null, text: text ?? null };
}

