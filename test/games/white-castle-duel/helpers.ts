import { expect } from 'vitest';
import type { GameEvent, Seat } from '../../../worker/engine/contract';
import { whiteCastleDuel as G } from '../../../worker/games/white-castle-duel';
import type { PlayerState, WcdMove, WcdState } from '../../../worker/games/white-castle-duel/state';

export { G };

export function fresh(layout: 'first-game' | 'random' = 'first-game', seed = 'helper-seed'): WcdState {
  return G.setup({ players: 2, options: { layout }, seed });
}

/** A game after both starting cards were picked (the first offered card each time). */
export function started(layout: 'first-game' | 'random' = 'first-game', seed = 'helper-seed'): WcdState {
  let s = fresh(layout, seed);
  while (s.phase === 'start-cards') {
    const seat = G.awaiting(s)[0]!;
    s = play(s, seat, G.legalMoves(s, seat)[0]!).state;
  }
  return s;
}

export function play(s: WcdState, seat: Seat, move: WcdMove): { state: WcdState; events: GameEvent[] } {
  const r = G.applyMove(s, seat, move);
  if (!r.ok) throw new Error(`rejected ${JSON.stringify(move)}: ${r.rejection.code} ${r.rejection.message}`);
  return { state: r.state, events: r.events };
}

/** Apply several moves of one seat; returns the final state and all events. */
export function playAll(s: WcdState, seat: Seat, moves: WcdMove[]): { state: WcdState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const m of moves) {
    const r = play(s, seat, m);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

export function rejected(s: WcdState, seat: Seat, move: unknown, code?: string): { code: string; message: string; rule: string } {
  const r = G.applyMove(s, seat, move as WcdMove);
  expect(r.ok, `expected a rejection of ${JSON.stringify(move)}`).toBe(false);
  if (r.ok) throw new Error('unreachable');
  if (code) expect(r.rejection.code).toBe(code);
  expect(r.rejection.message.length).toBeGreaterThan(10);
  return r.rejection;
}

export function isLegal(s: WcdState, seat: Seat, move: WcdMove): boolean {
  return G.legalMoves(s, seat).some((m) => JSON.stringify(m) === JSON.stringify(move));
}

export function emptyPlayer(p: PlayerState): void {
  p.food = 0; p.iron = 0; p.pearl = 0; p.coins = 0; p.seals = 0; p.exchange = 0; p.points = 0;
  p.lanterns = { coral: [], black: [], white: [] };
}

/**
 * A first-game table in the Outgoing round, seat 0 to play its first step, both domains emptied
 * (no resources, no lantern cards). `edit` adjusts the table before the turn starts.
 */
export function scenario(edit: (d: WcdState) => void = () => {}, layout: 'first-game' | 'random' = 'first-game'): WcdState {
  const base = started(layout);
  const d = structuredClone({ ...base, checkpoint: null }) as WcdState;
  for (const p of d.players) emptyPlayer(p);
  d.firstPlayer = 0;
  d.startingPlayer = 0;
  d.round = 1;
  d.turnInRound = 0;
  d.turn = { seat: 0, stage: 'start', exchangeUsed: false, location: null, remaining: [], queue: [] };
  edit(d);
  d.turnMoves = [];
  d.checkpoint = d.turn ? { ...structuredClone(d), checkpoint: null, turnMoves: [] } : null;
  return d;
}

export const deepFreeze = <T>(x: T): T => {
  if (x && typeof x === 'object') {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
};
