/**
 * The White Castle Duel (Le Château Blanc Duel), 2 players: the game definition for the platform.
 */
import { WCD_VIEW_FIELDS } from './view-fields';
import type { GameDefinition, ParsedOptions, Seat } from '../../engine/contract';
import { parseCorrectionSet } from '../../engine/corrections';
import { wcdCorrections, withCorrections } from './corrections';
import { botMove } from './bot';
import { applyMove, awaiting, legalMoves, result, setupState } from './rules';
import type { WcdMove, WcdOptions, WcdState } from './state';
import { describeEvent, describeMove } from './text';
import { viewFor, type WcdView } from './view';
import { determinize, evaluate, followMove, playoutMove, searchCandidates, searchPoint, searchReward } from './search';
import { whiteCastleDuelStandings } from './standings';
import { WCD_MOVE_SCHEMA } from './move-schema';

export type { WcdMove, WcdOptions, WcdState } from './state';
export type { WcdView } from './view';
export { WHITE_CASTLE_DUEL_RULE_IDS } from './rule-ids';

const LAYOUTS = ['first-game', 'random'] as const;

export function parseWcdOptions(raw: unknown, players: number): ParsedOptions<WcdOptions> {
  if (players !== 2) return { ok: false, field: 'players', message: `The White Castle Duel is for exactly 2 players (got ${players}).` };
  if (raw === undefined || raw === null) return { ok: true, options: { layout: 'random' } };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, field: 'options', message: 'Options must be an object.' };
  const o = raw as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (key !== 'layout' && key !== 'corrections') return { ok: false, field: key, message: `Unknown option "${key}".` };
  }
  const layout = o.layout ?? 'random';
  if (typeof layout !== 'string' || !(LAYOUTS as readonly string[]).includes(layout)) {
    return { ok: false, field: 'layout', message: `layout must be one of ${LAYOUTS.map((l) => `"${l}"`).join(', ')}.` };
  }
  if (o.corrections === undefined || o.corrections === null) return { ok: true, options: { layout: layout as WcdOptions['layout'] } };
  const set = parseCorrectionSet(wcdCorrections, o.corrections);
  if (!set.ok) return set;
  return { ok: true, options: { layout: layout as WcdOptions['layout'], corrections: set.set } };
}

/** An entry point of the rules, run with the match's corrected cards laid over the shipped ones. */
const corrected = <A extends unknown[], R>(f: (s: WcdState, ...a: A) => R) => (s: WcdState, ...a: A): R => withCorrections(s.options.corrections, () => f(s, ...a));

export const whiteCastleDuel: GameDefinition<WcdState, WcdMove, WcdOptions, WcdView> = {
  id: 'white-castle-duel',
  name: { en: 'The White Castle Duel', fr: 'Le Château Blanc Duel', de: 'Die weiße Burg – Das Duell' },
  moveSchema: WCD_MOVE_SCHEMA,
  viewFields: WCD_VIEW_FIELDS,
  blindPlay: { weight: 2, stepCap: 2000, randomPlayEnds: true },
  minPlayers: 2,
  maxPlayers: 2,
  options: [
    {
      key: 'layout',
      kind: 'choice',
      default: 'random',
      choices: [
        { value: 'random', label: { en: 'Random castle', fr: 'Château aléatoire', de: 'Zufällige Burg' } },
        { value: 'first-game', label: { en: 'First-game layout', fr: 'Mise en place de première partie', de: 'Aufbau für die erste Partie' } },
      ],
      label: { en: 'Castle layout', fr: 'Disposition du château', de: 'Aufbau der Burg' },
      help: {
        en: 'The first-game layout fixes the action, location, garden, training and social-climbing tiles; cards stay shuffled.',
        fr: 'La mise en place de première partie fixe les tuiles Action, Lieu, Jardin, Entraînement et Ascension sociale ; les cartes restent mélangées.',
        de: 'Der Aufbau für die erste Partie legt Aktions-, Orts-, Garten-, Trainings- und Aufstiegsplättchen fest; die Karten bleiben gemischt.',
      },
    },
  ],
  parseOptions: parseWcdOptions,
  corrections: wcdCorrections,
  setup: ({ options, seed }) => withCorrections(options.corrections, () => setupState(options, seed)),
  awaiting: corrected(awaiting),
  legalMoves: corrected(legalMoves),
  applyMove: corrected(applyMove),
  view: corrected((s: WcdState, seat: Seat | null) => viewFor(s, seat)),
  result: corrected(result),
  botMove: corrected(botMove),
  // The search bot's redrawn worlds, its evaluation and its cheap playout move (search.ts).
  determinize: corrected(determinize),
  evaluate: corrected(evaluate),
  // Half winning, half its own points (search.ts): a bot far ahead still plays for points.
  searchReward: corrected(searchReward),
  playoutMove: corrected(playoutMove),
  searchPoint: corrected(searchPoint),
  searchCandidates: corrected(searchCandidates),
  followMove: corrected(followMove),
  // Its playouts cost ~3 ms a step (the greedy step tries every option): hard plays out twice
  // medium's number, deeper (docs/bots.md "Search bots": 96 at depth 40 did worse than 48), not the
  // common 160 × 80, to keep a move within seconds.
  searchLevels: { hard: { playouts: 96, depth: 80 } },
  // The end page's chart: clan points as they are scored (the platform ends it on the final scores).
  scoreTrack: (s: WcdState) => s.players.map((p) => p.points),
  scoreLabel: { en: 'Clan points', fr: 'Points de clan', de: 'Clanpunkte' },
  keyMoment: (e) => ['round-start', 'courtier', 'game-over'].includes(e.type),
  // A match ended by agreement (worker/engine/ending.ts): the final scoring as if the game ended now (standings.ts).
  standings: corrected(whiteCastleDuelStandings),
  // A draw may be agreed: the rulebook knows a shared victory (equal points, seals placed and courtier progress).
  drawAllowed: true,
  // No onResign: a duel has two players, so a resignation ends the match (the other wins); the
  // rulebook says nothing of a player who leaves.
  describeEvent,
  describeMove,
};
