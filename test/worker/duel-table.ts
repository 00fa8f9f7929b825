/**
 * A two-player table for the notification tests (mail, Web Push, Discord direct messages): who is
 * awaited, and passing the turn to the other player. Each test file adds its own channel (addresses,
 * subscribed browsers, linked Discord ids) to the table it builds.
 */
import { expect } from 'vitest';
import type { Client } from './helpers';

export interface DuelTable { id: string; a: Client; b: Client }

/** The player awaited now, the other one, and the match as the API shows it. */
export async function awaited(t: DuelTable): Promise<{ mover: Client; other: Client; m: any }> {
  const m = (await t.a.call('GET', `/api/matches/${t.id}`)).body;
  const name = m.seats.find((s: any) => s.seat === m.awaiting[0]).username;
  const mover = name === t.a.username ? t.a : t.b;
  return { mover, other: mover === t.a ? t.b : t.a, m };
}

/** The awaited player moves (their first legal move) until the other seat is awaited; returns who is awaited then. */
export async function passTurn(t: DuelTable): Promise<Client> {
  const first = (await awaited(t)).mover;
  for (let guard = 0; guard < 60; guard++) {
    const { mover, m } = await awaited(t);
    if (mover !== first) return mover;
    const moves = (await mover.call('GET', `/api/matches/${t.id}/moves`)).body as any[];
    const res = await mover.call('POST', `/api/matches/${t.id}/moves`, { move: moves[0], version: m.version });
    expect(res.status, res.text).toBe(200);
  }
  throw new Error('the turn did not pass');
}
