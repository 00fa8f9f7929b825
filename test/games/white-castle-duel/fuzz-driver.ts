/**
 * Random complete games of The White Castle Duel with invariants checked after every move.
 * Scores are recomputed from the final state with the rulebook's formulas, independently of the
 * engine (reading the raw data files).
 */
import { expect } from 'vitest';
import { jsonEqual, type GameEvent, type Seat } from '../../../worker/engine/contract';
import { randomSource } from '../../../worker/engine/rng';
import { whiteCastleDuel as G } from '../../../worker/games/white-castle-duel';
import boardJson from '../../../worker/games/white-castle-duel/data/board.json';
import influenceJson from '../../../worker/games/white-castle-duel/data/influence.json';
import merchandiseJson from '../../../worker/games/white-castle-duel/data/merchandise.json';
import { WHITE_CASTLE_DUEL_RULE_IDS } from '../../../worker/games/white-castle-duel/rule-ids';
import { parseMove } from '../../../worker/games/white-castle-duel/rules';
import type { WcdMove, WcdState } from '../../../worker/games/white-castle-duel/state';

const RULES = new Set<string>(WHITE_CASTLE_DUEL_RULE_IDS);

/** A cheap assertion for the hot loop (vitest's expect is too slow to call millions of times). */
export function check(cond: boolean, message: string): void {
  if (!cond) throw new Error(`invariant broken: ${message}`);
}
const ICON_OF_CARD = new Map((influenceJson.cards as unknown as { id: string; icons: Record<string, number> }[]).map((c) => [c.id, c.icons]));
const ICON_OF_MERCH = new Map((merchandiseJson.tiles as unknown as { id: string; icons: Record<string, number> }[]).map((t) => [t.id, t.icons]));
const COLUMN_ICONS = {
  stone: (boardJson.gardens.stone.columns as unknown as { icons: Record<string, number> }[]).map((c) => c.icons),
  plant: (boardJson.gardens.plant.columns as unknown as { icons: Record<string, number> }[]).map((c) => c.icons),
};

/** The rulebook's final scoring, written again from scratch. */
export function independentScore(s: WcdState, seat: Seat): number {
  const p = s.players[seat]!;
  const icons: Record<string, number> = { flag: 0, katana: 0, kabuto: 0, blueCrane: 0, whiteCrane: 0 };
  const add = (x: Record<string, number> | undefined, n = 1): void => {
    for (const [k, v] of Object.entries(x ?? {})) icons[k] = (icons[k] ?? 0) + v * n;
  };
  for (const c of p.influence) if (c.improved) add(ICON_OF_CARD.get(c.card));
  for (const g of ['stone', 'plant'] as const) s.gardens[g].seals.forEach((col, i) => add(COLUMN_ICONS[g][i], col.filter((x) => x === seat).length));
  for (const m of p.merchandise) add(ICON_OF_MERCH.get(m));
  const basic = s.yards.basic.seals.filter((x) => x === seat).length;
  const elite = s.yards.elite.seals.filter((x) => x === seat).length;
  const step = p.courtier.step;
  const level = step === 0 ? 0 : step <= 3 ? 1 : step <= 6 ? 2 : 3;
  let total = p.points;
  total += Math.floor((p.coins + p.seals) / 5);
  for (const r of [p.food, p.iron, p.pearl]) total += r === 7 ? 2 : r >= 3 ? 1 : 0;
  total += icons.flag! * level;
  total += icons.katana! * basic;
  total += icons.kabuto! * (basic + 2 * elite);
  total += icons.blueCrane! * icons.whiteCrane!;
  return total;
}

function sealsOnBoard(s: WcdState, seat: Seat): number {
  let n = 0;
  for (const g of ['stone', 'plant'] as const) for (const col of s.gardens[g].seals) n += col.filter((x) => x === seat).length;
  n += s.yards.basic.seals.filter((x) => x === seat).length + s.yards.elite.seals.filter((x) => x === seat).length;
  return n;
}

export function checkInvariants(s: WcdState): void {
  for (const [seat, p] of s.players.entries()) {
    for (const r of [p.food, p.iron, p.pearl]) check(r >= 0 && r <= 7, `resource out of 0..7: ${r}`);
    check(p.coins >= 0 && p.seals >= 0, 'negative coins or seals');
    check(p.coins + p.seals <= 10, `coins + seals over 10: ${p.coins + p.seals}`);
    check(p.exchange >= 0 && p.exchange <= 2, `exchange tokens out of 0..2: ${p.exchange}`);
    check(p.points >= 0, 'negative points');
    check(p.clanSeals >= 0 && p.clanSeals + sealsOnBoard(s, seat) === 8, 'clan seals not conserved');
    for (const c of ['coral', 'black', 'white'] as const) check(p.tokens[c] >= 0, 'negative tokens');
    check(p.turns[0] <= 6 && p.turns[1] <= 6, `more than 6 turns in a round: ${p.turns}`);
    check(p.courtier.step >= 0 && p.courtier.step <= 7, 'courtier off the path');
  }
  if (s.players[0]!.courtier.path !== null) check(s.players[1]!.courtier.path !== s.players[0]!.courtier.path, 'both courtiers on one path');
  for (const c of ['coral', 'black', 'white'] as const) {
    const inCastle = Object.values(s.castle.locations).reduce((n, l) => n + l.stack.filter((x) => x === c).length, 0);
    check(s.players[0]!.tokens[c] + s.players[1]!.tokens[c] + inCastle === 4, `lantern tokens of ${c} not conserved`);
  }
  for (const l of Object.values(s.castle.locations)) {
    check(l.stack.length <= 3 && new Set(l.stack).size === l.stack.length, 'bad stack');
    if (l.stack.length > 0) check(l.stack[0] !== l.color, 'first token of the location colour');
  }
  const influence = [...s.castle.decks.flat(), ...s.players.flatMap((p) => p.influence.map((c) => c.card))];
  check(influence.length === 36 && new Set(influence).size === 36, 'influence cards not conserved');
  const lanterns = [...s.lanternRow, ...s.lanternDeck, ...s.players.flatMap((p) => [...p.lanterns.coral, ...p.lanterns.black, ...p.lanterns.white].filter((id) => id.startsWith('LC-')))];
  check(lanterns.length === 15 && new Set(lanterns).size === 15, 'lantern cards not conserved');
  check(s.lanternRow.length <= 3, 'lantern row too long');
  const merch = [...s.merchandise.common, ...s.merchandise.luxury, ...s.players.flatMap((p) => p.merchandise)];
  check(merch.sort().join() === 'MC1,MC2,MC3,ML1,ML2,ML3', 'merchandise not conserved');
}

/** The hidden things a view must never contain. */
export function checkView(s: WcdState, seat: Seat | null): void {
  const v = G.view(s, seat);
  const text = JSON.stringify(v);
  for (const key of ['"rng"', '"checkpoint"', '"lanternDeck"', '"turnMoves"', '"decks":[[']) check(!text.includes(key), `view shows ${key}`);
  for (const n of s.rng) check(!text.includes(String(n)), 'view shows the generator state');
  const hidden = [...s.castle.decks.flatMap((d) => d.slice(1)), ...s.lanternDeck, ...s.merchandise.common.slice(1), ...s.merchandise.luxury.slice(1)];
  for (const id of hidden) check(!text.includes(`"${id}"`), `hidden ${id} in the view`);
  check(v.you === seat, 'view for the wrong seat');
  if (seat === null || !G.awaiting(s).includes(seat)) check(v.legalMoves.length === 0, 'legal moves shown to a seat not awaited');
}

const GARBAGE: unknown[] = [
  null, undefined, 42, 'place', [], {}, { type: 'nope' }, { type: 'place' }, { type: 'place', color: 'red', location: 'L1' },
  { type: 'place', color: 'coral', location: 'L9' }, { type: 'buy', deck: 0 }, { type: 'buy', deck: 1, pay: { gold: 1 } },
  { type: 'buy', deck: 1, pay: { coins: -1 } }, { type: 'buy', deck: 1, pay: [1] }, { type: 'keep', coins: -1, seals: 2 },
  { type: 'keep', coins: 1.5, seals: 2 }, { type: 'garden', garden: 'stone', column: 99 }, { type: 'training', yard: 'elite', reward: 7 },
  { type: 'courtier', steps: 3 }, { type: 'courtier', steps: 1, path: 'up' }, { type: 'trade', option: 'luxury' },
  { type: 'choose', option: -1 }, { type: 'improve', card: '' }, { type: 'improve', card: 'x'.repeat(100) },
  { type: 'exchange', a: 'A1', b: 'A1' }, { type: 'decline', slot: 'L1', benefit: 'coin' }, { type: 'well', benefit: 'gold' },
  { type: 'lantern-card', card: 'LC-C1' }, { type: 'start-card', card: 'SR-A' }, { type: 'convert', resource: 'coins' },
  { type: {} }, { type: 'take', location: null }, { type: 'scroll', pay: { seals: 1e9 } }, { type: 'undo', extra: true },
];
const POOL: unknown[] = [0, 1, 2, 3, 5, -1, 'L1', 'L4', 'A1', 'A5', 'D2', 'coral', 'white', 'black', 'food', 'pearl', 'left', 'right', 'stone', 'plant', 'basic', 'elite', 'influence', 'common', 'point', {}, { coins: 1 }, { food: 1, iron: 1 }, { seals: 2 }, 'I-B01', 'LC-W1'];

function mutate(m: WcdMove, rnd: () => number): unknown {
  const copy = JSON.parse(JSON.stringify(m)) as Record<string, unknown>;
  const keys = Object.keys(copy).filter((k) => k !== 'type');
  if (keys.length === 0 || rnd() < 0.2) copy.type = ['place', 'take', 'buy', 'garden', 'keep', 'well', 'skip', 'end-turn', 'scroll'][Math.floor(rnd() * 9)];
  else copy[keys[Math.floor(rnd() * keys.length)]!] = POOL[Math.floor(rnd() * POOL.length)];
  return copy;
}

export interface FuzzOptions {
  allLegal: boolean;
  views: boolean;
  immutability: boolean;
  garbage: number;
}

export interface FuzzStats {
  moves: number;
  eventTypes: Set<string>;
  rejections: Set<string>;
}

/** Play one random game from a seed; returns the number of moves. Throws (via expect) on any broken invariant. */
export function fuzzGame(index: number, opts: FuzzOptions, stats: FuzzStats): void {
  const seed = `wcd-fuzz-${index}`;
  const layout = index % 3 === 0 ? 'first-game' : 'random';
  let s = G.setup({ players: 2, options: { layout }, seed });
  const rnd = randomSource(`${seed}-moves`);
  const log: { seat: Seat; move: WcdMove }[] = [];
  const turnSeats: { round: number; seat: number }[] = [];
  let undosThisTurn = 0;
  checkInvariants(s);
  for (let guard = 0; G.result(s) === null; guard++) {
    check(guard < 3000, 'game does not end');
    const awaited = G.awaiting(s);
    check(awaited.length === 1, 'one seat awaited');
    const seat = awaited[0]!;
    check(G.legalMoves(s, 1 - seat).length === 0, 'the other seat has moves');
    const legal = G.legalMoves(s, seat);
    check(legal.length > 0, 'no legal move');
    if (opts.allLegal) {
      for (const m of legal) {
        const r = G.applyMove(s, seat, m);
        check(r.ok, `listed move refused: ${JSON.stringify(m)} ${r.ok ? '' : r.rejection.message}`);
      }
    }
    for (let i = 0; i < opts.garbage; i++) {
      const raw = rnd() < 0.3 ? GARBAGE[Math.floor(rnd() * GARBAGE.length)] : mutate(legal[Math.floor(rnd() * legal.length)]!, rnd);
      const r = G.applyMove(s, seat, raw as WcdMove);
      if (r.ok) {
        check(legal.some((m) => jsonEqual(m, parseMove(raw))), `accepted an unlisted move ${JSON.stringify(raw)}`);
      } else {
        check(RULES.has(r.rejection.rule), `unknown rule ${r.rejection.rule}`);
        check(r.rejection.message.length > 5 && r.rejection.code.length > 0, 'empty rejection');
        stats.rejections.add(r.rejection.code);
      }
    }
    let move = legal[Math.floor(rnd() * legal.length)]!;
    if (move.type === 'undo' && (undosThisTurn >= 2 || rnd() < 0.6)) {
      const others = legal.filter((m) => m.type !== 'undo');
      move = others[Math.floor(rnd() * others.length)]!;
    }
    if (move.type === 'undo') undosThisTurn++;
    const before = opts.immutability ? JSON.stringify(s) : '';
    const r = G.applyMove(s, seat, move);
    if (!r.ok) throw new Error(`chosen legal move refused: ${JSON.stringify(move)} ${r.rejection.message}`);
    if (opts.immutability) check(JSON.stringify(s) === before, 'applyMove mutated its input');
    for (const e of r.events) {
      check(RULES.has(e.rule ?? ''), `event ${e.type} cites unknown rule ${e.rule}`);
      stats.eventTypes.add(e.type);
      if (e.type === 'turn-end') {
        turnSeats.push({ round: e.round as number, seat: e.seat as number });
        undosThisTurn = 0;
      }
    }
    log.push({ seat, move });
    s = r.state;
    stats.moves++;
    checkInvariants(s);
    if (opts.views) {
      checkView(s, 0);
      checkView(s, 1);
      checkView(s, null);
    }
  }
  // Each player played 6 turns in each round, in the right order.
  for (const p of s.players) expect(p.turns).toEqual([6, 6]);
  const F = s.startingPlayer;
  expect(turnSeats.map((t) => t.seat)).toEqual([...Array(12)].map((_, i) => (i % 2 === 0 ? F : 1 - F)).concat([...Array(12)].map((_, i) => (i % 2 === 0 ? 1 - F : F))));
  // Scores recomputed from the final state equal the engine's.
  const res = G.result(s)!;
  for (const e of res.ranking) expect(e.score, `seat ${e.seat}`).toBe(independentScore(s, e.seat));
  const best = Math.max(...res.ranking.map((e) => e.score));
  for (const w of res.winners) expect(res.ranking.find((e) => e.seat === w)!.score).toBe(best);
  checkView(s, 0);
  checkView(s, null);
  // Replay from the seed and the moves gives the identical state.
  let t = G.setup({ players: 2, options: { layout }, seed });
  for (const { seat, move } of log) {
    const r = G.applyMove(t, seat, move);
    if (!r.ok) throw new Error(`replay refused ${JSON.stringify(move)}`);
    t = r.state;
  }
  expect(jsonEqual(t, s)).toBe(true);
  expect(JSON.stringify(t)).toBe(JSON.stringify(s));
}

export function describeAll(events: GameEvent[]): void {
  for (const lang of ['en', 'fr', 'de'] as const) {
    for (const e of events) {
      const text = G.describeEvent(e, lang, ['Aki', 'Ren']);
      expect(text.length).toBeGreaterThan(3);
      expect(text).not.toMatch(/undefined|NaN|\[object/);
    }
  }
}
