/**
 * What a seat (or a spectator) sees. Everything on the table is public except the Daimyo cards
 * still face down in front of the other players; the generator state is never shown.
 */
import type { SengokuState } from './state';
import { scoreOf } from './war';

export interface SengokuView {
  players: number;
  advanced: boolean;
  seat: number | null;
  phase: 'draft' | 'deployment' | 'finished';
  firstPlayer: number;
  current: number | null;
  turn: { dice: number[] | null; rerolled: boolean };
  provinces: {
    id: string;
    castle: number | null;
    armies: number[];
    daimyo: number[];
    reinforcements: number[];
    result: null | { winner: number | null; karo: number | null; discarded: boolean };
  }[];
  reserves: { armies: number; daimyo: boolean }[];
  katana: (number | null)[];
  katanaSupply: number[];
  fan: string[];
  tacticUsed: (string | null)[];
  daimyoOffer: string[];
  daimyoCards: { card: string | null; used: boolean }[];
  castlesWon: { large: number[]; small: number[] }[];
  reinforcementSupply: number;
  scores: number[];
  cardsClosed: boolean;
  /** Extra: the seat whose empty reserve closed the cards, or null. */
  cardsClosedBy: number | null;
  /** Extra: small castles still in the supply. */
  smallCastleSupply: number[];
}

export function viewFor(s: SengokuState, seat: number | null): SengokuView {
  const viewer = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < s.players ? seat : null;
  return {
    players: s.players,
    advanced: s.advanced,
    seat: viewer,
    phase: s.phase,
    firstPlayer: s.firstPlayer,
    current: s.phase === 'finished' ? null : s.current,
    turn: { dice: s.turn.dice ? [...s.turn.dice] : null, rerolled: s.turn.rerolled },
    provinces: s.provinces.map((p) => ({
      id: p.id,
      castle: p.castle,
      armies: [...p.armies],
      daimyo: [...p.daimyo],
      reinforcements: [...p.reinforcements],
      result: p.result ? { ...p.result } : null,
    })),
    reserves: s.reserves.map((r) => ({ armies: r.armies, daimyo: r.daimyo })),
    katana: [...s.katana],
    katanaSupply: [...s.katanaSupply],
    fan: [...s.fan],
    tacticUsed: [...s.tacticUsed],
    daimyoOffer: [...s.daimyoOffer],
    daimyoCards: s.daimyoCards.map((c, i) => ({ card: c.used || i === viewer ? c.card : null, used: c.used })),
    castlesWon: s.castlesWon.map((w) => ({ large: [...w.large], small: [...w.small] })),
    reinforcementSupply: s.reinforcementSupply,
    scores: s.castlesWon.map((_, i) => scoreOf(s, i)),
    cardsClosed: s.cardsClosedBy !== null,
    cardsClosedBy: s.cardsClosedBy,
    smallCastleSupply: [...s.smallCastleSupply],
  };
}
