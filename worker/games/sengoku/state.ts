/**
 * The Sengoku game state (plain JSON, generator included), the move shapes, and the small helpers
 * every part of the rules shares: reading the board, moving pawns, validating untrusted fields.
 */
import type { RngState } from '../../engine/rng';
import { isProvinceId, provinceIndex, type ProvinceId } from './board';
import type { DaimyoId, TacticId } from './rule-ids';
import setupData from './data/setup.json';

export const COLOUR_NAMES_EN = ['Red', 'Blue', 'Green', 'Yellow'] as const;

export interface ProvinceState {
  id: ProvinceId;
  /** Large castle value; kept after the battle (see `result`). */
  castle: number;
  /** Army pawns per seat. */
  armies: number[];
  /** Seats whose Daimyo pawn stands here, ascending. */
  daimyo: number[];
  /** Reinforcement pawns per seat (war phase). */
  reinforcements: number[];
  result: null | { winner: number | null; karo: number | null; discarded: boolean };
}

export interface Reserve {
  armies: number;
  daimyo: boolean;
}

export interface SengokuState {
  players: number;
  advanced: boolean;
  rng: RngState;
  phase: 'draft' | 'deployment' | 'finished';
  firstPlayer: number;
  /** Seat to act; null once the game is over. */
  current: number | null;
  turn: { dice: number[] | null; rerolled: boolean };
  provinces: ProvinceState[];
  reserves: Reserve[];
  katana: (number | null)[];
  /** Katana tiles still available, ascending. */
  katanaSupply: number[];
  /** Small castles still available, ascending (empty at 2 players). */
  smallCastleSupply: number[];
  fan: TacticId[];
  tacticUsed: (TacticId | null)[];
  daimyoOffer: DaimyoId[];
  daimyoCards: { card: DaimyoId | null; used: boolean }[];
  castlesWon: { large: number[]; small: number[] }[];
  reinforcementSupply: number;
  /** The seat whose reserve emptied first (closing all cards), or null. */
  cardsClosedBy: number | null;
}

export interface SengokuOptions {
  advanced: boolean;
}

/** `{to, count}`: that many pawns go to `to`. */
export type Allocation = { to: ProvinceId; count: number };

export type OwnMove<C extends string> = { type: 'tactic'; card: C; from: ProvinceId; to: ProvinceId };
export type OpponentMove<C extends string> = { type: 'tactic'; card: C; from: ProvinceId; to: ProvinceId; opponent: number };

export type TacticMove =
  | OwnMove<'scout'> | OwnMove<'mountain-pass'> | OwnMove<'navy'> | OwnMove<'squad'> | OwnMove<'ninja'>
  | { type: 'tactic'; card: 'kyoto'; from: { province: ProvinceId; count: number }[] }
  | { type: 'tactic'; card: 'support'; to: ProvinceId }
  | { type: 'tactic'; card: 'rebel'; province: ProvinceId; opponent: number }
  | OpponentMove<'exile'> | OpponentMove<'prisoner'> | OpponentMove<'decoy'>
  | { type: 'tactic'; card: 'retreat'; from: [ProvinceId, ProvinceId] };

export type DaimyoMove =
  | { type: 'daimyo'; card: 'uesugi-kenshin'; moves: Allocation[] }
  | { type: 'daimyo'; card: 'takeda-shingen'; opponent: number; moves: Allocation[] }
  | { type: 'daimyo'; card: 'oda-nobunaga'; to: ProvinceId; escort: boolean }
  | { type: 'daimyo'; card: 'mori-motonari'; provinces: ProvinceId[] }
  | { type: 'daimyo'; card: 'chosokabe-motochika'; moves: Allocation[]; daimyoTo: ProvinceId | null }
  | { type: 'daimyo'; card: 'otomo-sorin'; targets: { province: ProvinceId; opponent: number }[] };

export type SengokuMove =
  | { type: 'draft'; card: DaimyoId }
  | { type: 'roll' }
  | { type: 'reroll' }
  | { type: 'deploy'; die: number; daimyo: boolean }
  | TacticMove
  | DaimyoMove;

/** What a card did, pawn by pawn: for the log, the animation and the tests. */
export interface PawnMove { seat: number; from: ProvinceId; to: ProvinceId; count: number; daimyo?: true }
export interface PawnPlacement { seat: number; province: ProvinceId; count: number }
export interface CardDetails {
  /** Pawns moved on the board. */
  moves: PawnMove[];
  /** Armies taken from a reserve onto the board. */
  placed: PawnPlacement[];
  /** Armies sent from the board back to their owner's reserve. */
  returned: PawnPlacement[];
}

export const SETUP = setupData;

export function seatsOf(s: SengokuState): number[] {
  return Array.from({ length: s.players }, (_, i) => i);
}

export function province(s: SengokuState, id: ProvinceId): ProvinceState {
  return s.provinces[provinceIndex(id)]!;
}

/** Army pawns (never the Daimyo) of a seat in a province. */
export function armiesOf(s: SengokuState, id: ProvinceId, seat: number): number {
  return province(s, id).armies[seat] ?? 0;
}

export function daimyoProvince(s: SengokuState, seat: number): ProvinceId | null {
  return s.provinces.find((p) => p.daimyo.includes(seat))?.id ?? null;
}

/** Any pawn of the seat: army, reinforcement or Daimyo (see daimyoCountsAsPresence in setup.json). */
export function hasPresence(p: ProvinceState, seat: number): boolean {
  return (p.armies[seat] ?? 0) > 0 || (p.reinforcements[seat] ?? 0) > 0 || p.daimyo.includes(seat);
}

export function reserveEmpty(s: SengokuState, seat: number): boolean {
  const r = s.reserves[seat]!;
  return r.armies === 0 && !r.daimyo;
}

export function colourName(seat: number): string {
  return COLOUR_NAMES_EN[seat] ?? `Seat ${seat}`;
}

/** A deep copy (the state is plain JSON; this is faster than structuredClone for it). */
export function cloneState(s: SengokuState): SengokuState {
  return JSON.parse(JSON.stringify(s)) as SengokuState;
}

export function emptyDetails(): CardDetails {
  return { moves: [], placed: [], returned: [] };
}

// ---- Pawn movements, recorded into the card details ----

export function shiftArmies(s: SengokuState, d: CardDetails, seat: number, from: ProvinceId, to: ProvinceId, count: number): void {
  province(s, from).armies[seat]! -= count;
  province(s, to).armies[seat]! += count;
  d.moves.push({ seat, from, to, count });
}

export function shiftDaimyo(s: SengokuState, d: CardDetails, seat: number, from: ProvinceId, to: ProvinceId): void {
  const a = province(s, from);
  a.daimyo = a.daimyo.filter((x) => x !== seat);
  const b = province(s, to);
  b.daimyo = [...b.daimyo, seat].sort((x, y) => x - y);
  d.moves.push({ seat, from, to, count: 1, daimyo: true });
}

export function placeFromReserve(s: SengokuState, d: CardDetails, seat: number, to: ProvinceId, count: number): void {
  s.reserves[seat]!.armies -= count;
  province(s, to).armies[seat]! += count;
  d.placed.push({ seat, province: to, count });
}

export function returnToReserve(s: SengokuState, d: CardDetails, seat: number, from: ProvinceId, count: number): void {
  province(s, from).armies[seat]! -= count;
  s.reserves[seat]!.armies += count;
  d.returned.push({ seat, province: from, count });
}

// ---- Validation of untrusted move fields ----

/** Thrown by the field readers below; applyMove turns it into a rejection. */
export class MoveError extends Error {
  constructor(public code: string, message: string, public rule: string) {
    super(message);
  }
}

export type Raw = Record<string, unknown>;

export function isPlainObject(x: unknown): x is Raw {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function show(x: unknown): string {
  try {
    const text = JSON.stringify(x);
    return text === undefined ? String(x) : text.length > 40 ? `${text.slice(0, 40)}…` : text;
  } catch {
    return typeof x;
  }
}

/** Refuse fields the move shape does not have, so each legal move has exactly one spelling. */
export function onlyFields(raw: Raw, allowed: readonly string[], what: string, rule: string): void {
  for (const key of Object.keys(raw)) {
    if (!allowed.includes(key)) throw new MoveError('bad_move', `${what} has no field "${key}"`, rule);
  }
}

export function readProvince(value: unknown, field: string, rule: string): ProvinceId {
  if (!isProvinceId(value)) throw new MoveError('bad_move', `${field} must be a province id (got ${show(value)})`, rule);
  return value;
}

export function readInt(value: unknown, field: string, min: number, max: number, rule: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new MoveError('bad_move', `${field} must be a whole number from ${min} to ${max} (got ${show(value)})`, rule);
  }
  return value;
}

export function readBoolean(value: unknown, field: string, rule: string): boolean {
  if (typeof value !== 'boolean') throw new MoveError('bad_move', `${field} must be true or false (got ${show(value)})`, rule);
  return value;
}

export function readOpponent(s: SengokuState, seat: number, value: unknown, field: string, rule: string): number {
  const opponent = readInt(value, field, 0, s.players - 1, rule);
  if (opponent === seat) throw new MoveError('bad_move', `${field} must be another player, not yourself`, rule);
  return opponent;
}

export function readArray(value: unknown, field: string, min: number, max: number, rule: string): unknown[] {
  if (!Array.isArray(value) || value.length < min || value.length > max) {
    const size = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
    throw new MoveError('bad_move', `${field} must be a list of ${size} entries (got ${show(value)})`, rule);
  }
  return value;
}

export function readItem(value: unknown, field: string, keys: readonly string[], rule: string): Raw {
  if (!isPlainObject(value)) throw new MoveError('bad_move', `${field} must be an object with ${keys.join(', ')}`, rule);
  onlyFields(value, keys, field, rule);
  return value;
}

/** Lists inside moves are sorted by province id without repeats (or with repeats, when allowed). */
export function requireSorted(ids: ProvinceId[], field: string, rule: string, allowRepeats = false): void {
  for (let i = 1; i < ids.length; i++) {
    const ok = allowRepeats ? ids[i - 1]! <= ids[i]! : ids[i - 1]! < ids[i]!;
    if (!ok) {
      throw new MoveError('bad_move', `${field} must be sorted by province id${allowRepeats ? '' : ' without repeats'}`, rule);
    }
  }
}

/** Reads a `[{to, count}]` list: sorted by `to`, no repeats, counts from 1 to max. */
export function readAllocations(value: unknown, field: string, minLen: number, maxTotal: number, rule: string): Allocation[] {
  const list = readArray(value, field, minLen, Math.min(maxTotal, 11), rule).map((item, i) => {
    const raw = readItem(item, `${field}[${i}]`, ['to', 'count'], rule);
    return { to: readProvince(raw.to, `${field}[${i}].to`, rule), count: readInt(raw.count, `${field}[${i}].count`, 1, maxTotal, rule) };
  });
  requireSorted(list.map((a) => a.to), field, rule);
  const total = list.reduce((n, a) => n + a.count, 0);
  if (total > maxTotal) throw new MoveError('bad_move', `${field} moves ${total} pawns, at most ${maxTotal} allowed`, rule);
  return list;
}

/** "You have 1 army in Kiyosu" style wording for the rejection messages. */
export function armiesText(n: number): string {
  return `${n} ${n === 1 ? 'army' : 'armies'}`;
}

