/** Builders for hand-made Sengoku positions used by the tests. */
import { expect } from 'vitest';
import type { GameEvent } from '../../../worker/engine/contract';
import { sengoku } from '../../../worker/games/sengoku';
import { PROVINCE_IDS } from '../../../worker/games/sengoku/board';
import { legalMoves } from '../../../worker/games/sengoku/rules';
import { province, type SengokuMove, type SengokuState } from '../../../worker/games/sengoku/state';
import type { DaimyoId } from '../../../worker/games/sengoku/rule-ids';

/** A fresh game in the deployment phase, seat 0 first and to play, Daimyo cards dealt if given. */
export function freshGame(players: number, opts: { advanced?: boolean; seed?: string; daimyo?: DaimyoId[] } = {}): SengokuState {
  const s = sengoku.setup({ players, options: { advanced: !!opts.advanced }, seed: opts.seed ?? 'test-seed' });
  s.phase = 'deployment';
  s.firstPlayer = 0;
  s.current = 0;
  s.daimyoOffer = [];
  if (opts.daimyo) opts.daimyo.forEach((card, seat) => (s.daimyoCards[seat] = { card, used: false }));
  return s;
}

/** Put chosen castle values on chosen provinces; the other values go to the other provinces in board order. */
export function setCastles(s: SengokuState, wanted: Record<string, number>): void {
  const free = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((v) => !Object.values(wanted).includes(v));
  for (const id of PROVINCE_IDS) province(s, id).castle = wanted[id] ?? free.shift()!;
}

/** Move `n` armies of a seat from its reserve to a province. */
export function put(s: SengokuState, id: string, seat: number, n: number): void {
  s.reserves[seat]!.armies -= n;
  province(s, id).armies[seat]! += n;
  expect(s.reserves[seat]!.armies).toBeGreaterThanOrEqual(0);
}

export function putDaimyo(s: SengokuState, id: string, seat: number): void {
  s.reserves[seat]!.daimyo = false;
  province(s, id).daimyo = [...province(s, id).daimyo, seat].sort();
}

export function armiesAt(s: SengokuState, id: string): number[] {
  return [...province(s, id).armies];
}

/** Apply a move that must be legal: it must be listed by legalMoves and accepted. */
export function play(s: SengokuState, seat: number, move: SengokuMove): { state: SengokuState; events: GameEvent[] } {
  const listed = legalMoves(s, seat).some((m) => JSON.stringify(m) === JSON.stringify(move));
  const r = sengoku.applyMove(s, seat, move);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.rejection)}`);
  expect(listed, `${JSON.stringify(move)} should be listed`).toBe(true);
  return r;
}

/** Apply a move that must be refused with this code; it must not be listed either. */
export function refuse(s: SengokuState, seat: number, move: unknown, code: string): string {
  const listed = legalMoves(s, seat).some((m) => JSON.stringify(m) === JSON.stringify(move));
  expect(listed, `${JSON.stringify(move)} should not be listed`).toBe(false);
  const before = JSON.stringify(s);
  const r = sengoku.applyMove(s, seat, move as SengokuMove);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(move)}`);
  expect(r.rejection.code, r.rejection.message).toBe(code);
  expect(r.rejection.message.length).toBeGreaterThan(10);
  return r.rejection.message;
}

export function movesOfCard(s: SengokuState, seat: number, card: string): SengokuMove[] {
  return legalMoves(s, seat).filter((m) => (m.type === 'tactic' || m.type === 'daimyo') && m.card === card);
}

export function eventsOf(events: GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type);
}
