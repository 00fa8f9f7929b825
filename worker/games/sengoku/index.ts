/**
 * Sengoku : Provinces en guerre (Rumble Nation, 天下鳴動 DELUXE) as a GameDefinition.
 * The rules live in rules.ts (deployment), cards.ts (tactic and Daimyo cards) and war.ts (war phase).
 */
import { SENGOKU_VIEW_FIELDS } from './view-fields';
import type { GameDefinition, ParsedOptions } from '../../engine/contract';
import { botMove } from './bot';
import { determinize } from './search';
import { applyMove, awaiting, legalMoves, setupEvents, setupGame } from './rules';
import { isPlainObject, type SengokuMove, type SengokuOptions, type SengokuState } from './state';
import { describeEvent, describeMove } from './text';
import { viewFor, type SengokuView } from './view';
import { computeResult, scoreOf } from './war';
import { sengokuStandings } from './standings';
import { SENGOKU_MOVE_SCHEMA } from './move-schema';

export type { SengokuMove, SengokuOptions, SengokuState } from './state';
export type { SengokuView } from './view';
export { SENGOKU_RULE_IDS } from './rule-ids';
export { setupEvents } from './rules';

export function parseSengokuOptions(raw: unknown): ParsedOptions<SengokuOptions> {
  if (raw === undefined) return { ok: true, options: { advanced: false } };
  if (!isPlainObject(raw)) return { ok: false, field: 'options', message: 'options must be an object such as {"advanced": true}' };
  for (const key of Object.keys(raw)) {
    if (key !== 'advanced') return { ok: false, field: `options.${key}`, message: `unknown option "${key}" (the only option is "advanced")` };
  }
  if (raw.advanced === undefined) return { ok: true, options: { advanced: false } };
  if (typeof raw.advanced !== 'boolean') return { ok: false, field: 'options.advanced', message: 'options.advanced must be true or false' };
  return { ok: true, options: { advanced: raw.advanced } };
}

export const sengoku: GameDefinition<SengokuState, SengokuMove, SengokuOptions, SengokuView> = {
  id: 'sengoku',
  name: { en: 'Sengoku: Provinces at War', fr: 'Sengoku : Provinces en guerre', de: 'Sengoku: Provinzen im Krieg' },
  moveSchema: SENGOKU_MOVE_SCHEMA,
  viewFields: SENGOKU_VIEW_FIELDS,
  blindPlay: { weight: 1, stepCap: 1000, randomPlayEnds: true },
  minPlayers: 2,
  maxPlayers: 4,
  options: [
    {
      key: 'advanced',
      kind: 'boolean',
      default: false,
      label: { en: 'Daimyo advanced rules', fr: 'Règles avancées Daimyo', de: 'Fortgeschrittene Daimyo-Regeln' },
      help: {
        en: 'Each player gets a Daimyo pawn (worth 2 in battle) and drafts one Daimyo card.',
        fr: 'Chaque joueur reçoit un pion Daimyo (qui vaut 2 en bataille) et choisit une carte Daimyo.',
        de: 'Jeder erhält eine Daimyo-Figur (in der Schlacht 2 wert) und wählt eine Daimyo-Karte.',
      },
    },
  ],
  parseOptions: (raw) => parseSengokuOptions(raw),
  setup: setupGame,
  setupEvents,
  phase: (state) => state.phase,
  awaiting,
  legalMoves,
  applyMove: (state, seat, move) => applyMove(state, seat, move),
  view: viewFor,
  result: (state) => (state.phase === 'finished' ? computeResult(state) : null),
  botMove,
  // The search bot's redrawn worlds (search.ts); its playouts run to the end (a whole game costs ~10 ms).
  determinize,
  // Its playouts are cheap (a whole game in a few ms): each level plays out to the end, more
  // often than the common budgets (docs/bots.md "Search bots": 68% and 70% with those, 78% and 83% so).
  searchLevels: { medium: { playouts: 100, depth: 200 }, hard: { playouts: 300, depth: 200 } },
  // The end page's chart: castle points won so far; key moments: each castle won, the last card.
  scoreTrack: (s) => s.castlesWon.map((_, seat) => scoreOf(s, seat)),
  scoreLabel: { en: 'Castle points', fr: 'Points de châteaux', de: 'Burgpunkte' },
  keyMoment: (e) => e.type === 'castle-won' || e.type === 'cards-closed',
  // A match ended by agreement (worker/engine/ending.ts): castle points now, katana tie-break (standings.ts).
  standings: sengokuStandings,
  // No draw: the rulebook always parts a tie on points by the katana tiles and never shares a victory.
  drawAllowed: false,
  // No onResign: the rulebook says nothing of a player who leaves; the bot plays the seat.
  describeEvent,
  describeMove,
};
