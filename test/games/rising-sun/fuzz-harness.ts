/**
 * Random complete games with invariants after every move: figures and strongholds conserved, coins,
 * Ronin and VP never negative, honor a permutation, every listed legal move applies, no view shows
 * another clan's secret, private events are addressed, every rule id is declared, and a replay from
 * the seed and the move log gives the identical state.
 */
import { expect } from 'vitest';
import { jsonEqual, type GameEvent, type Seat } from '../../../worker/engine/contract';
import { randomSource, shuffled } from '../../../worker/engine/rng';
import { freeMoves, risingSun as game, RISING_SUN_RULE_IDS } from '../../../worker/games/rising-sun';
import { describeEvent, describeMove } from '../../../worker/games/rising-sun/text';
import { clone } from '../../../worker/games/rising-sun/engine';
import type { RsMove, RsState } from '../../../worker/games/rising-sun/types';

/** A cheap assertion for the hot loops (vitest's expect costs too much per call at this volume). */
function ok(cond: unknown, what: string): void {
  if (!cond) throw new Error(`invariant failed: ${what}`);
}

const RULES = new Set<string>(RISING_SUN_RULE_IDS);
/** Events that carry a secret and must be addressed to their owners only. */
const PRIVATE = new Set(['mandatesDrawn', 'lotusTile', 'bidChanged', 'bidConfirmed', 'allianceProposed', 'allianceDeclined', 'allianceWithdrawn', 'allianceProposalLapsed', 'dealOffered', 'dealAccepted', 'dealDeclined', 'dealWithdrawn', 'dealExpired']);
export const eventTypesSeen = new Set<string>();
export const moveTypesSeen = new Set<string>();

export function checkInvariants(s: RsState): void {
  // figures: 1 Daimyo, 3 Shinto, 6 Bushi per clan; 8 distinct monsters; coherent locations
  const counts = s.clans.map(() => ({ daimyo: 0, shinto: 0, bushi: 0, holds: 0 }));
  const monsters = new Set<string>();
  ok(s.figures.length === s.players * 10 + 8, 'figure count');
  for (const f of s.figures) {
    if (f.kind === 'monster') monsters.add(f.monster!);
    else counts[f.owner!]![f.kind]++;
    if (f.where === 'box') ok(f.owner === null && f.kind === 'monster', 'only unbought monsters in the box');
    else ok(f.owner !== null && f.owner >= 0 && f.owner < s.players, 'figure owner');
    if (f.where === 'province') ok(!!f.province, 'province set');
    if (f.where === 'shrine') ok(f.shrine !== undefined && f.shrine >= 0 && f.shrine <= 3 && (f.kind === 'shinto' || f.monster === 'komainu'), 'shrine figure');
    if (f.where === 'hostage') ok(f.holder !== f.owner && f.kind !== 'daimyo' && f.monster !== 'yurei', 'hostage');
  }
  ok(monsters.size === 8, 'eight monsters');
  for (const h of s.strongholds) counts[h.owner]!.holds++;
  for (let seat = 0; seat < s.players; seat++) {
    const c = counts[seat]!;
    ok(c.daimyo === 1 && c.shinto === 3 && c.bushi === 6 && c.holds === 4, `figures of seat ${seat} conserved`);
    for (const k of [s.coins[seat]!, s.ronin[seat]!, s.vp[seat]!]) ok(Number.isInteger(k) && k >= 0, `coins/ronin/vp of seat ${seat} non-negative`);
  }
  // honor is a permutation of the seats
  ok(s.honor.length === s.players && new Set(s.honor).size === s.players && s.honor.every((x) => x >= 0 && x < s.players), 'honor permutation');
  // at most one ally each
  const allied = s.alliances.flat();
  ok(new Set(allied).size === allied.length, 'one ally each');
  // mandate tiles: 10 in all (pile + track + in hand)
  if (s.phase !== 'over') ok(s.mandateDeck.length + s.politicalTrack.length + (s.drawn?.length ?? 0) === 10, 'ten mandate tiles');
}

/** Change everything `seat` must not know; its view must not change. */
function scrambleSecrets(s: RsState, seat: Seat | null): RsState {
  const t = clone(s);
  t.rng = [1, 2, 3, 4];
  t.mandateDeck = [...t.mandateDeck].reverse();
  t.warStacks = t.warStacks.map((x) => [...x].reverse());
  t.decks = t.decks.map(() => []);
  const front = t.queue[0];
  if (t.drawn && !(front?.t === 'choose' && front.seat === seat)) t.drawn = t.drawn.map((m) => (m === 'betray' ? 'recruit' : 'betray'));
  if (t.returned && t.returned.seat !== seat) t.returned.tiles = t.returned.tiles.map(() => 'harvest');
  for (const tile of t.politicalTrack) if (tile.faceDown && tile.chooser !== seat) tile.tile = tile.tile === 'train' ? 'marshal' : 'train';
  if (t.battle && !t.battle.revealed) {
    t.battle.bids = t.battle.bids.map((b, x) => (b && x !== seat ? { seppuku: 9, hostage: 8, ronin: 7, poets: 6 } : b));
  }
  if (t.tea) t.tea.proposals = t.tea.proposals.filter((p) => p.from === seat || p.to === seat);
  t.deals = t.deals.filter((d) => d.from === seat || d.to === seat);
  return t;
}

/** Every seat and the spectator, or (to keep the run short) `sample` of them picked by `rnd`. */
export function checkViews(s: RsState, sample?: number, rnd?: () => number): void {
  let seats: (Seat | null)[] = [null, ...s.clans.map((_, i) => i)];
  if (sample !== undefined && rnd) seats = Array.from({ length: sample }, () => seats[Math.floor(rnd() * seats.length)]!);
  for (const seat of seats) {
    const v = game.view(s, seat);
    const scrambled = game.view(scrambleSecrets(s, seat), seat);
    ok(JSON.stringify(v) === JSON.stringify(scrambled), `view of seat ${seat} depends on a secret`);
    ok(!('rng' in v) && !('mandateDeck' in v) && !('warStacks' in v), 'view without generator or piles');
  }
}

export function checkEvents(events: GameEvent[], s: RsState): void {
  const names = s.clans.map((c, i) => `${c}#${i}`);
  for (const e of events) {
    ok(RULES.has(e.rule ?? ''), `rule id of ${e.type} declared`);
    if (PRIVATE.has(e.type)) ok(Array.isArray(e.visibleTo) && e.visibleTo.length > 0, `${e.type} is addressed`);
    else ok(e.visibleTo === undefined, `${e.type} is public`);
    if (!eventTypesSeen.has(e.type)) {
      eventTypesSeen.add(e.type);
      for (const lang of ['en', 'fr', 'de'] as const) {
        const text = describeEvent(e, lang, names);
        ok(text !== e.type && !/undefined|NaN|\[object/.test(text), `text of ${e.type} in ${lang}: ${text}`);
      }
    }
  }
}

const MALFORMED: unknown[] = [null, 42, 'pass', [], {}, { type: 7 }, { type: 'nope' }, { type: 'gift', to: 99, coins: 1, ronin: 0 },
  { type: 'recruit', unit: 'dragon', province: 'kyoto' }, { type: 'setBid', action: 'all', coins: 1 }, { type: 'setBid', action: 'poets', coins: -1 },
  { type: 'move', piece: 5, to: 'kyoto' }, { type: 'chooseMandate', index: 'x' }, { type: 'reparations', extra: 'a' }, { type: 'place' }];

export interface FuzzOptions {
  players: number; seed: string; cardSet: 'archway' | 'horseman' | 'teapot' | 'random'; shrines: 'first-game' | 'random'; clans: 'standard' | 'random';
  /** Apply every listed legal move at every step (else two of them). */
  checkAllLegal: boolean;
  /** Check the views of every seat after every move (else two seats picked at random). */
  checkAllViews: boolean;
}

export function fuzzGame(o: FuzzOptions): { moves: number; state: RsState } {
  const parsed = game.parseOptions({ cardSet: o.cardSet, shrines: o.shrines, clans: o.clans }, o.players);
  if (!parsed.ok) throw new Error(parsed.message);
  const setup = { players: o.players, options: parsed.options, seed: o.seed };
  let s = game.setup(setup);
  const rnd = randomSource(`bot:${o.seed}`);
  const log: { seat: Seat; move: RsMove }[] = [];
  checkInvariants(s);
  checkViews(s);
  let steps = 0;
  while (!game.result(s)) {
    if (++steps > 5000) throw new Error('game too long');
    const before = steps % 5 === 0 ? JSON.stringify(s) : null;
    const aw = game.awaiting(s);
    ok(aw.length > 0, 'someone is awaited');
    // non-awaited seats have no listed move
    for (let x = 0; x < o.players; x++) if (!aw.includes(x)) ok(game.legalMoves(s, x).length === 0, 'no move for a seat not awaited');
    let seat: Seat;
    let move: RsMove;
    const free = rnd() < 0.04 ? freeMoves(s, Math.floor(rnd() * o.players)) : [];
    if (free.length > 0) {
      move = free[Math.floor(rnd() * free.length)]!;
      seat = o.players; // found below
      for (let x = 0; x < o.players; x++) if (freeMoves(s, x).some((m) => jsonEqual(m, move))) { seat = x; break; }
    } else if (rnd() < 0.03 && (s.phase === 'tea' || s.phase === 'political')) {
      seat = Math.floor(rnd() * o.players);
      move = { type: 'offerDeal', to: (seat + 1) % o.players, terms: 'stay out of Kyoto', coins: Math.min(1, s.coins[seat]!), ronin: 0 };
    } else {
      seat = aw[Math.floor(rnd() * aw.length)]!;
      const legal = game.legalMoves(s, seat);
      ok(legal.length > 0, 'an awaited seat has a legal move');
      const sample = o.checkAllLegal ? legal : shuffled([Math.floor(rnd() * 2 ** 31), 1, 2, 3], legal).slice(0, 2);
      for (const m of sample) {
        const r = game.applyMove(s, seat, m);
        if (!r.ok) throw new Error(`listed move refused: ${JSON.stringify(m)} ${JSON.stringify(r.rejection)}`);
        if (!moveTypesSeen.has(m.type)) {
          moveTypesSeen.add(m.type);
          for (const lang of ['en', 'fr', 'de'] as const) ok(!/undefined|NaN/.test(describeMove(m, lang)), `text of move ${m.type}`);
        }
      }
      move = game.botMove(s, seat, rnd);
    }
    if (steps % 25 === 0) {
      for (const bad of MALFORMED) {
        const r = game.applyMove(s, aw[0]!, bad as RsMove);
        ok(!r.ok, `malformed move refused: ${JSON.stringify(bad)}`);
      }
    }
    const r = game.applyMove(s, seat, move);
    if (!r.ok) throw new Error(`bot/free move refused: ${JSON.stringify(move)} ${JSON.stringify(r.rejection)}`);
    if (before !== null) ok(JSON.stringify(s) === before, 'applyMove left its input untouched');
    s = r.state;
    log.push({ seat, move });
    checkInvariants(s);
    checkEvents(r.events, s);
    if (o.checkAllViews) checkViews(s); else checkViews(s, 2, rnd);
  }
  // replay from the seed and the move log
  let t = game.setup(setup);
  for (const { seat, move } of log) {
    const r = game.applyMove(t, seat, move);
    if (!r.ok) throw new Error('replay refused a move');
    t = r.state;
  }
  expect(jsonEqual(t, s)).toBe(true);
  const res = game.result(s)!;
  expect(res.ranking).toHaveLength(o.players);
  expect(res.winners.length).toBeGreaterThan(0);
  for (const e of res.ranking) expect(e.score).toBe(s.vp[e.seat]);
  return { moves: log.length, state: s };
}

export function fuzzBatch(players: number, games: number, tag: string): { moves: number; events: Set<string> } {
  const sets = ['archway', 'horseman', 'teapot'] as const;
  let moves = 0;
  for (let i = 0; i < games; i++) {
    const r = fuzzGame({
      players, seed: `${tag}-${players}-${i}`, cardSet: sets[i % 3]!, shrines: i % 2 ? 'random' : 'first-game', clans: i % 4 === 3 ? 'random' : 'standard',
      checkAllLegal: i % 10 === 0,
      checkAllViews: i % 4 === 0,
    });
    moves += r.moves;
  }
  return { moves, events: eventTypesSeen };
}
