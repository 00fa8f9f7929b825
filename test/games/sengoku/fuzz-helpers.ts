/**
 * One random complete game driven by the built-in bot, with the invariants checked after every move.
 * Shared by the fuzz test files (split in two so the runner can use both cores).
 */
import { expect } from 'vitest';
import { jsonEqual, type GameEvent, type Lang } from '../../../worker/engine/contract';
import { randomSource } from '../../../worker/engine/rng';
import { sengoku } from '../../../worker/games/sengoku';
import { SENGOKU_RULE_IDS } from '../../../worker/games/sengoku/rule-ids';
import type { SengokuMove, SengokuState } from '../../../worker/games/sengoku/state';

const RULE_IDS = new Set<string>(SENGOKU_RULE_IDS);
const MAX_MOVES = 400;
const LANGS: Lang[] = ['en', 'fr', 'de'];

/** A cheap assertion for the hot loop (vitest's expect is costly at this many calls). */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

export interface FuzzStats {
  moves: number;
  types: Record<string, number>;
  cards: Record<string, number>;
}

export function newStats(): FuzzStats {
  return { moves: 0, types: {}, cards: {} };
}

function checkInvariants(s: SengokuState): void {
  const per = s.advanced ? 16 : 18;
  for (let seat = 0; seat < s.players; seat++) {
    const onBoard = s.provinces.reduce((n, p) => n + p.armies[seat]!, 0);
    check(onBoard + s.reserves[seat]!.armies === per, `armies conserved for seat ${seat}`);
    const daimyoOnBoard = s.provinces.filter((p) => p.daimyo.includes(seat)).length;
    check(daimyoOnBoard + (s.reserves[seat]!.daimyo ? 1 : 0) === (s.advanced ? 1 : 0), `one Daimyo pawn for seat ${seat}`);
    const empty = s.reserves[seat]!.armies === 0 && !s.reserves[seat]!.daimyo;
    check((s.katana[seat] !== null) === empty, `katana iff empty reserve, seat ${seat}`);
    for (const p of s.provinces) check(p.armies[seat]! >= 0 && p.reinforcements[seat]! >= 0, 'no negative pawns');
  }
  const katana = s.katana.filter((k) => k !== null);
  check(new Set(katana).size === katana.length, 'distinct katana');
  check((s.cardsClosedBy !== null) === (katana.length > 0), 'cards closed iff a reserve emptied');
  // Reinforcement pawns are conserved.
  const placed = s.provinces.reduce((n, p) => n + p.reinforcements.reduce((a, b) => a + b, 0), 0);
  check(placed + s.reinforcementSupply === 30, 'reinforcement pawns conserved');
  // Each large castle is awarded at most once, only for a resolved province, to its winner.
  const large = s.castlesWon.flatMap((w) => w.large);
  check(new Set(large).size === large.length, 'each large castle awarded at most once');
  for (const p of s.provinces) {
    const holders = s.castlesWon.filter((w) => w.large.includes(p.castle)).length;
    check(holders === (p.result && !p.result.discarded ? 1 : 0), `castle ${p.castle} held by its winner only`);
    if (p.result && !p.result.discarded) check(s.castlesWon[p.result.winner!]!.large.includes(p.castle), 'winner holds the castle');
  }
  const small = s.castlesWon.flatMap((w) => w.small);
  const allSmall = [...small, ...s.smallCastleSupply].sort((a, b) => a - b).join(',');
  check(allSmall === (s.players === 2 ? '' : '1,1,2,2,3,3,4,4,5,5,6'), 'small castles conserved');
  if (s.phase === 'deployment') {
    check(s.current !== null && (s.reserves[s.current]!.armies > 0 || s.reserves[s.current]!.daimyo), 'current seat has pawns');
  }
}

function checkView(s: SengokuState, seat: number | null): void {
  const v = sengoku.view(s, seat);
  check(!JSON.stringify(v).includes('"rng"'), 'no rng in the view');
  v.scores.forEach((score, i) => {
    const won = v.castlesWon[i]!;
    check(score === [...won.large, ...won.small].reduce((a, b) => a + b, 0), 'score = castles held');
  });
  v.daimyoCards.forEach((c, i) => check(i === seat || c.used || c.card === null, 'hidden Daimyo cards'));
}

/** A malformed variant of a legal move: one field broken, dropped or added. */
function corrupt(move: SengokuMove, random: () => number): unknown {
  const junk: unknown[] = [-1, 0, 1.5, 99, 'KYOTO', 'NOWHERE', '', null, true, [], {}, [{ to: 'KYOTO', count: -2 }], NaN, '__proto__', { province: 'OKO' }];
  const copy: Record<string, unknown> = structuredClone(move) as Record<string, unknown>;
  const keys = Object.keys(copy);
  const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)]!;
  const r = random();
  if (r < 0.5) copy[pick(keys)] = pick(junk);
  else if (r < 0.7) delete copy[pick(keys)];
  else if (r < 0.85) copy[pick(['extra', 'seat', 'dice', 'count'])] = pick(junk);
  else return pick([null, undefined, 42, 'roll', [], [move], { type: 7 }, { type: 'tactic' }, { type: 'daimyo' }]);
  return copy;
}

/**
 * Play one game. `tryAll`: apply every listed legal move at every step (slow, used for some games);
 * otherwise a few sampled ones. Returns the move log for the replay check.
 */
export function fuzzGame(players: number, advanced: boolean, seed: string, stats: FuzzStats, tryAll: boolean): void {
  const random = randomSource(`bot:${seed}`);
  let s = sengoku.setup({ players, options: { advanced }, seed });
  const initial = structuredClone(s);
  const log: { seat: number; move: SengokuMove }[] = [];
  checkInvariants(s);
  let steps = 0;
  while (sengoku.awaiting(s).length > 0) {
    check(++steps < MAX_MOVES, 'the game ends');
    const [seat] = sengoku.awaiting(s) as [number];
    const legal = sengoku.legalMoves(s, seat);
    check(legal.length > 0, 'the awaited seat has a move');
    // Nobody else may move.
    check(sengoku.legalMoves(s, (seat + 1) % players).length === 0, 'only the awaited seat moves');

    // Listed moves are accepted (all of them, or a sample), and do not touch the state.
    const frozen = JSON.stringify(s);
    const toTry = tryAll ? legal : [0, 1, 2].map(() => legal[Math.floor(random() * legal.length)]!);
    for (const m of toTry) {
      const r = sengoku.applyMove(s, seat, m);
      if (!r.ok) throw new Error(`listed move refused: ${JSON.stringify(m)} → ${JSON.stringify(r.rejection)}`);
    }
    // Malformed variants are refused unless they happen to be another listed move; never a throw.
    for (let i = 0; i < 2; i++) {
      const bad = corrupt(legal[Math.floor(random() * legal.length)]!, random);
      const r = sengoku.applyMove(s, seat, bad as SengokuMove);
      if (r.ok) check(legal.some((m) => jsonEqual(m, bad)), `accepted unlisted ${JSON.stringify(bad)}`);
      else check(RULE_IDS.has(r.rejection.rule) && r.rejection.message.length > 0, `rejection rule ${r.rejection.rule}`);
    }
    check(JSON.stringify(s) === frozen, 'applyMove does not mutate its input');

    const move = sengoku.botMove(s, seat, random);
    check(legal.some((m) => jsonEqual(m, move)), 'the bot plays a listed move');
    const r = sengoku.applyMove(s, seat, move);
    if (!r.ok) throw new Error(`bot move refused: ${JSON.stringify(r.rejection)}`);
    checkEvents(r.events, r.state, move, stats);
    log.push({ seat, move });
    s = r.state;
    checkInvariants(s);
    checkView(s, s.current);
    checkView(s, null);
    stats.moves++;
    if (move.type === 'tactic' || move.type === 'daimyo') stats.cards[move.card] = (stats.cards[move.card] ?? 0) + 1;
  }

  // The game ended with every province resolved and a complete result.
  expect(s.phase).toBe('finished');
  expect(s.provinces.every((p) => p.result !== null)).toBe(true);
  expect(s.reserves.every((r) => r.armies === 0 && !r.daimyo)).toBe(true);
  const result = sengoku.result(s)!;
  expect(result.ranking.map((e) => e.place)).toEqual(Array.from({ length: players }, (_, i) => i + 1));
  for (const e of result.ranking) {
    const won = s.castlesWon[e.seat]!;
    expect(e.score).toBe([...won.large, ...won.small].reduce((a, b) => a + b, 0));
  }
  for (let i = 1; i < result.ranking.length; i++) expect(result.ranking[i - 1]!.score).toBeGreaterThanOrEqual(result.ranking[i]!.score);

  // Replay from the seed and the move log gives the very same final state.
  let replay = structuredClone(initial);
  expect(sengoku.setup({ players, options: { advanced }, seed })).toEqual(initial);
  for (const { seat, move } of log) {
    const r = sengoku.applyMove(replay, seat, move);
    if (!r.ok) throw new Error('replay refused a move');
    replay = r.state;
  }
  expect(jsonEqual(replay, s)).toBe(true);
}

function checkEvents(events: GameEvent[], after: SengokuState, move: SengokuMove, stats: FuzzStats): void {
  for (const e of events) {
    check(RULE_IDS.has(e.rule!), `${e.type} has a known rule id (${e.rule})`);
    stats.types[e.type] = (stats.types[e.type] ?? 0) + 1;
    const lang = LANGS[stats.moves % 3]!;
    if (!e.visibleTo) {
      const text = sengoku.describeEvent(e, lang, []);
      check(text.length > 3 && !/undefined|NaN|\[object/.test(text), `text of ${e.type}: ${text}`);
    }
  }
  // Every roll is in an event, with the dice the state now holds.
  if (move.type === 'roll' || move.type === 'reroll') {
    check(events.length === 1 && jsonEqual(events[0]!.dice, after.turn.dice), 'the roll is in its event');
  }
  const label = sengoku.describeMove(move, 'en');
  check(!/undefined|NaN|\[object/.test(label), `move label ${label}`);
}
