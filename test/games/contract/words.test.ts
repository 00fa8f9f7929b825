/**
 * Every word of the log and of the move buttons in the reader's language (issue 15): random
 * matches of every registered game, every event and every offered move described in French and
 * German; no line may carry a raw engine id (kebab-case) or an English word of the game's own
 * sentences. Through the contract only, so a new game is covered without a line of test code.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent, Lang } from '../../../worker/engine/contract';
import { randomSource } from '../../../worker/engine/rng';
import { ALL_GAMES, offeredMoves, pick, setupTable, tables } from './harness';

const GAMES_PER: Record<string, { games: number; steps: number }> = {
  sengoku: { games: 4, steps: 400 }, 'white-castle-duel': { games: 3, steps: 600 }, 'rising-sun': { games: 2, steps: 1200 }, nihon: { games: 1, steps: 150 },
};

/** English words that neither French nor German sentences of these games use. */
const ENGLISH = /(?<![\p{L}\d'’-])(the|and|with|from|takes?|plays?|played|moves?|army|armies|wins?|won|turn|cards?|gains?|draws?|his|her|their|performed|victory|defeat|defender|attacker|none|nothing|each|every)(?![\p{L}\d'’-])/iu;
/**
 * The engine's own ids in a move or event: string values that are lowercase words joined by
 * hyphens or underscores ("fewer-minus-one", "jade_court") or upper-case words ("KYOTO"). A line
 * that shows one shows the id instead of its name.
 */
function idsIn(value: unknown, out = new Set<string>(), depth = 0): Set<string> {
  if (depth > 8) return out;
  if (typeof value === 'string') { if (/^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$/.test(value) || /^[A-Z][A-Z_]{2,}$/.test(value)) out.add(value); }
  else if (Array.isArray(value)) value.forEach((v) => idsIn(v, out, depth + 1));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (k !== 'type' && k !== 'rule') idsIn(v, out, depth + 1);
  return out;
}

function problems(text: string, source: unknown): string[] {
  const out: string[] = [];
  const en = ENGLISH.exec(text);
  if (en) out.push(`English "${en[0]}"`);
  for (const id of idsIn(source)) {
    if (new RegExp(`(?<![\\p{L}\\d_-])${id}(?![\\p{L}\\d_-])`, 'u').test(text)) out.push(`raw id "${id}"`);
  }
  return out;
}

interface Played { players: number; events: GameEvent[]; moves: unknown[] }

/** Random matches of a game: every event, and the first 30 moves offered at each step. */
function play(game: (typeof ALL_GAMES)[number]): Played[] {
  const size = GAMES_PER[game.id] ?? { games: 2, steps: 400 };
  return tables(game, size.games, 'words').map((table) => {
    const random = randomSource(`words:${table.seed}`);
    let state = setupTable(game, table);
    const events: GameEvent[] = [];
    const moves: unknown[] = [];
    for (let step = 0; step < size.steps && game.result(state) === null; step++) {
      const offered = offeredMoves(game, state, table.players);
      if (!offered.length) break;
      moves.push(...offered.slice(0, 30).map((o) => o.move));
      // Simultaneous-orders games resolve at their deadline: resolve every 15 steps, so the
      // log of a resolution (battles, rituals, outcomes) is read too.
      if (game.onDeadline && step % 15 === 14) {
        const d = game.onDeadline(state, game.awaiting(state));
        state = d.state;
        events.push(...d.events);
        continue;
      }
      const chosen = pick(offered, random);
      const res = game.applyMove(state, chosen.seat, chosen.move as never);
      if (!res.ok) break;
      state = res.state;
      events.push(...res.events);
    }
    return { players: table.players, events, moves };
  });
}
const played = new Map<string, Played[]>();
const playedOf = (game: (typeof ALL_GAMES)[number]) => { if (!played.has(game.id)) played.set(game.id, play(game)); return played.get(game.id)!; };
const NAMES = ['Aiko', 'Benoît', 'Chiyo', 'Dieter', 'Emi', 'Fumio'];

describe('log lines and move labels in French and German', () => {
  for (const game of ALL_GAMES) {
    it(`${game.id}: no English word and no raw id`, () => {
      const found = new Map<string, string>();
      for (const { players, events, moves } of playedOf(game)) {
        for (const lang of ['fr', 'de'] as Lang[]) {
          for (const move of moves) {
            const text = game.describeMove(move as never, lang);
            for (const p of problems(text, move)) if (!found.has(`${lang} ${p}`)) found.set(`${lang} ${p}`, `move ${JSON.stringify(move).slice(0, 80)}: ${text}`);
          }
          for (const e of events) {
            const text = game.describeEvent(e, lang, NAMES.slice(0, players));
            for (const p of problems(text, e)) if (!found.has(`${lang} ${p}`)) found.set(`${lang} ${p}`, `event ${e.type}: ${text}`);
          }
        }
      }
      expect([...found].map(([k, v]) => `${k} — ${v}`)).toEqual([]);
    });
  }
});

/**
 * The browser loads a game's text.ts, not its engine, and a game with big words loads one language
 * of them (its `prepare(lang)`): every line and label it gives must be the worker's, word for word,
 * in each language (a table left out of a language file, or a word loaded for the wrong language,
 * shows here).
 */
interface GameText {
  describeEvent(e: GameEvent, lang: Lang, seatNames: string[]): string;
  describeMove(m: never, lang: Lang): string;
  prepare?(lang: Lang): Promise<void>;
}
describe('the browser’s words are the worker’s', () => {
  for (const game of ALL_GAMES) {
    it(`${game.id}: text.ts (one language prepared at a time) says what the engine says`, async () => {
      const text = (await import(`../../../worker/games/${game.id}/text.ts`)) as GameText;
      const differ: string[] = [];
      let lines = 0;
      for (const lang of ['de', 'en', 'fr'] as Lang[]) {
        await text.prepare?.(lang);
        for (const { players, events, moves } of playedOf(game)) {
          for (const e of events) {
            lines++;
            const a = text.describeEvent(e, lang, NAMES.slice(0, players)), b = game.describeEvent(e, lang, NAMES.slice(0, players));
            if (a !== b && differ.length < 10) differ.push(`${lang} event ${e.type}: "${a}" ≠ "${b}"`);
          }
          for (const m of moves.slice(0, 300)) {
            const a = text.describeMove(m as never, lang), b = game.describeMove(m as never, lang);
            if (a !== b && differ.length < 10) differ.push(`${lang} move ${JSON.stringify(m).slice(0, 60)}: "${a}" ≠ "${b}"`);
          }
        }
      }
      expect(differ).toEqual([]);
      expect(lines).toBeGreaterThan(0);
    });
  }
});
