/**
 * The vanishing-player simulation's settings and shapes (test/worker/vanishing.test.ts): the crowd's
 * size and seed, the bounds every match must end within, and what the run keeps of each player,
 * socket and table.
 */
import { env } from 'cloudflare:test';
import type { Client } from './helpers';
import { walk } from './nihon-leak-detect';

/** The test's own choices (tables, players, vanishing moments, moves picked) follow it; change it to run another crowd. */
export const SEED = 0x5eed2611;
export const DAY = 86_400_000;
export const POOL = 36;
export const VANISH_SHARE = 0.2;
/** Global ticks within which a vanisher vanishes (a tick advances every running match once). */
export const VANISH_WITHIN = 30;
/** Matches per game, and the player counts used (from the game's minimum, small enough to be fast). */
export const PER_GAME = 11;
export const MAX_COUNT = 3;
/** Per match: bounded steps by players and bounded deadline rounds (the "must end within" bounds). */
export const MAX_PLAYER_STEPS = 400;
export const MAX_ROUNDS = 500;
/** Own steps after which the players of a long game propose ending it (where all of them can still answer). */
export const END_AFTER: Record<string, number> = { 'rising-sun': 40, nihon: 6, sengoku: 120, 'white-castle-duel': 120 };

/** The match version a socket message reflects (the hello carries it in its snapshot only). */
export const vOf = (m: any): number => m.version ?? m.match?.version;

/** Every string value (not the keys) inside. */
export function values(x: unknown): Set<string> {
  const out = new Set<string>();
  walk(x, (node) => { if (typeof node === 'string') out.add(node); });
  return out;
}

export const stubOf = (id: string) => env.MATCHES.get(env.MATCHES.idFromName(id));

export interface Player { client: Client; name: string; vanishAt: number | null; gone: boolean; replacement: boolean }
export interface Socket { user: string; seat: number; messages: any[]; ws: WebSocket; departedAfter: number | null; states: Map<number, unknown> }
export type Plan = 'play' | 'expire' | 'cancel-open' | 'leave-open';
export interface Table {
  id: string; game: string; players: number; plan: Plan; replaceAfter: number; endAfter: number;
  seats: (string | null)[]; started: boolean; done: boolean; status: string;
  steps: number; rounds: number; stalls: string[]; resigner: string | null; resignAfter: number;
  acted: Map<string, number>; departedSeen: number; metKeys: Set<string>;
  misses: Map<number, number>; offeredEarly: string[]; overdue: string[]; departures: string[]; taken: number; how: string | null; sockets: Socket[]; result: any;
}

export interface Stats { met: number; missed: number; finished: number; left: number }
