/**
 * Rising Sun (CMON, Eric M. Lang, 2018), 3 to 5 clans: the engine behind the platform contract.
 *
 * Beyond the contract, the module exports `freeMoves` (gifts and deal answers any clan may send
 * during the Tea Ceremony and the political phase, even when not awaited) and `timeoutMove` (the
 * default applied when a seat's deadline passes), `waitKind` (which per-phase deadline applies) and
 * `provisionalData` (the component data still to be checked against a physical copy).
 */
import { RISING_SUN_VIEW_FIELDS } from './view-fields';
import type { GameDefinition, GameEvent, Lang, Seat } from '../../engine/contract';
import { botMove, timeoutMove } from './bot';
import { freeMoves as diplomacyMoves } from './diplomacy';
import { bidTotal } from './war';
import { advance, applyMove, awaiting, legalMoves, waitKind } from './engine';
import { OPTION_SPECS, parseOptions } from './options';
import { computeResult, createState } from './season';
import { describeEvent, describeMove } from './text';
import type { RsMove, RsOptions, RsState } from './types';
import { viewOf, type RsView } from './view';
import { rsCorrections, withCorrections } from './corrections';
import { determinize, evaluate, searchPoint } from './search';
import { risingSunStandings } from './standings';
import { RISING_SUN_MOVE_SCHEMA } from './move-schema';

/** An entry point of the rules, run with the match's corrected provinces and clans laid over the shipped ones. */
const corrected = <A extends unknown[], R>(f: (s: RsState, ...a: A) => R) => (s: RsState, ...a: A): R => withCorrections(s.options.corrections, () => f(s, ...a));

/**
 * Moves a clan may make while not awaited: gifts and answers to deals (diplomacy), and changing a
 * bid it already submitted, until every bid is in (changing one reopens it).
 */
function freeMoves(s: RsState, seat: Seat): RsMove[] {
  const out = diplomacyMoves(s, seat);
  const b = s.battle;
  if (b && waitKind(s) === 'bid' && b.involved.includes(seat) && b.submitted[seat]) {
    const mine = b.bids[seat]!;
    for (const action of Object.keys(mine) as (keyof typeof mine)[]) {
      const room = s.coins[seat]! - (bidTotal(mine) - mine[action]);
      for (let c = 0; c <= room; c++) if (c !== mine[action]) out.push({ type: 'setBid', action, coins: c });
    }
  }
  return out;
}

export const risingSun: GameDefinition<RsState, RsMove, RsOptions, RsView> = {
  id: 'rising-sun',
  name: { en: 'Rising Sun', fr: 'Rising Sun', de: 'Rising Sun' },
  moveSchema: RISING_SUN_MOVE_SCHEMA,
  viewFields: RISING_SUN_VIEW_FIELDS,
  // A deal's terms are the players' own words: no state offers them, so the attacks get this example.
  freeText: { fields: ['terms'], example: { type: 'offerDeal', to: 1, terms: 'rice for peace', coins: 1, ronin: 0 } as RsMove },
  blindPlay: { weight: 3.2, stepCap: 3000, randomPlayEnds: true },
  minPlayers: 3,
  maxPlayers: 5,
  options: OPTION_SPECS,
  parseOptions,
  corrections: rsCorrections,
  setup(input) {
    if (!Number.isInteger(input.players) || input.players < 3 || input.players > 5) throw new Error('rising-sun: 3 to 5 players');
    return withCorrections(input.options.corrections, () => {
      const s = createState(input);
      advance({ s, ev: [] });
      return s;
    });
  },
  awaiting: corrected(awaiting),
  legalMoves: corrected(legalMoves),
  applyMove: corrected((state: RsState, seat: Seat, move: RsMove) => applyMove(state, seat, move)),
  view: corrected(viewOf),
  result: corrected(computeResult),
  botMove: corrected(botMove),
  // The search bot (worker/engine/search-bot.ts): redrawn worlds, a position's worth, where to search.
  determinize: corrected(determinize),
  evaluate: corrected(evaluate),
  searchPoint: corrected(searchPoint),
  // Easy: a random move is no worse than this heuristic's (bench:bots on the tune seeds: pairings 52%
  // at the common slips, 56% slipping always), so a slip plays the move judged worst one step ahead,
  // and more often: pairings 41% (34-47%) on the tune seeds.
  easySlips: { rate: 0.8, worst: true },
  // The end page's chart: victory points; key moments: battles won, alliances made and betrayed, seasons scored.
  scoreTrack: (s) => [...s.vp],
  scoreLabel: { en: 'Victory points', fr: 'Points de victoire', de: 'Siegpunkte' },
  keyMoment: (e) => ['battleWon', 'allianceFormed', 'betrayed', 'seppuku', 'winterScored'].includes(e.type),
  // A match ended by agreement (worker/engine/ending.ts): VP now, honor tie-break, tied allies sharing (standings.ts).
  standings: corrected(risingSunStandings),
  // No draw: the rulebook parts every tie by honor and lets only two allies tied on VP share a
  // victory; it knows no victory shared by every clan.
  drawAllowed: false,
  // No onResign: the rulebook says nothing of a clan whose player leaves; the bot plays the seat.
  freeMoves: corrected(freeMoves),
  timeoutMove: corrected(timeoutMove),
  // Negotiation stays between the clans in it, also once the match is over (log and export).
  keepsPrivate(m) {
    switch (m.type) {
      case 'offerDeal': case 'proposeAlliance': case 'withdrawAlliance': return [m.to];
      case 'declineAlliance': return [m.from];
      case 'acceptDeal': case 'declineDeal': case 'withdrawDeal': return [];
      default: return null;
    }
  },
  timerKind: (s) => waitKind(s),
  timerKinds: [
    { key: 'tea', label: { en: 'Tea Ceremony', fr: 'Cérémonie du thé', de: 'Teezeremonie' } },
    { key: 'mandate-choice', label: { en: 'Choosing a mandate', fr: 'Choix du mandat', de: 'Mandatswahl' } },
    { key: 'mandate-part', label: { en: "A clan's part of a mandate", fr: 'Part d’un clan dans un mandat', de: 'Anteil eines Clans an einem Mandat' } },
    { key: 'kami', label: { en: 'Kami effects', fr: 'Effets des Kami', de: 'Kami-Effekte' } },
    { key: 'bid', label: { en: 'Battle bids', fr: 'Enchères de bataille', de: 'Schlachtgebote' } },
    { key: 'battle', label: { en: 'After a battle (advantages, reparations)', fr: 'Après une bataille (avantages, réparations)', de: 'Nach einer Schlacht (Vorteile, Reparationen)' } },
  ],
  // The platform announces a phase change when this key changes (a season's political or war phase...).
  phase: (s) => `season ${s.season}: ${s.phase}`,
  describeEvent: (e: GameEvent, lang: Lang, names: string[]) => describeEvent(e, lang, names),
  describeMove: (m: RsMove, lang: Lang) => describeMove(m, lang),
};

export { freeMoves, timeoutMove, waitKind };
export { provisionalData } from './data';
export type { RsMove, RsOptions, RsState, RsView, Seat };
export { RISING_SUN_RULE_IDS } from './rule-ids';
