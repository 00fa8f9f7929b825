/**
 * GET /api/matches/:id/archive once no match object holds the match (staged here: D1 rows and the
 * archive of a match whose object was never made): the kept record is the referee's complete
 * reading, so it must be read as the object would have exported it. A Rising Sun deal between
 * seats 0 and 1 stays theirs; seat 2 and a stranger get its commitment only; hidden seats unnamed.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { verifyExport } from '../../scripts/verify-export';
import type { Move, Seat } from '../../worker/engine/contract';
import { buildMatchExport } from '../../worker/engine/export';
import { randomSource } from '../../worker/engine/rng';
import { getGame } from '../../worker/games/registry';
import { raw, register, type Client } from './helpers';

const TERMS = 'stay out of Kyoto, kept record';

/** A whole Rising Sun match played by the built-in bot, a deal between seats 0 and 1 first: the referee's reading of it. */
async function completeRecord(id: string, names: string[]) {
  const game = getGame('rising-sun')!;
  const parsed = game.parseOptions({}, 3);
  if (!parsed.ok) throw new Error(parsed.message);
  const seed = 'kept-archive-0123456789abcdef0123456789abcdef';
  let state = game.setup({ players: 3, options: parsed.options, seed });
  const random = randomSource(`bot-${seed}`);
  const steps: { index: number; seat: Seat; by: 'player'; at: number; move: Move; events: any[] }[] = [];
  const apply = (seat: Seat, move: Move) => {
    const res = game.applyMove(state, seat, move);
    if (!res.ok) throw new Error(res.rejection.message);
    steps.push({ index: steps.length, seat, by: 'player', at: 1_700_000_000_000 + steps.length, move, events: res.events });
    state = res.state;
  };
  apply(0, { type: 'offerDeal', to: 1, terms: TERMS, coins: 0, ronin: 0 });
  for (let guard = 0; !game.result(state); guard++) {
    if (guard > 20_000) throw new Error('did not end');
    const seat = game.awaiting(state)[0]!;
    apply(seat, game.botMove(state, seat, random));
  }
  const seedHash = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(seed)))].map((b) => b.toString(16).padStart(2, '0')).join('');
  return buildMatchExport({
    id, game, players: 3, options: {}, seats: names, seed, seedHash, finished: true, refereed: false,
    steps, result: game.result(state), commitKey: 'kept-archive-test-key',
  }, { seat: null, referee: true });
}

const idOf = async (c: Client) => (await c.call('GET', '/api/me')).body.user.id as string;

describe('the kept archive of a match no object holds', () => {
  it('is read as its reader may read it: the deal stays with its parties, a hidden seat unnamed to others, and every copy verifies', async () => {
    const seats = [await register('ka'), await register('kb'), await register('kc')];
    const stranger = await register('ks');
    expect((await seats[2]!.call('PATCH', '/api/me/profile', { visibility: 'hidden' })).status).toBe(200);
    const ids = await Promise.all(seats.map(idOf));
    const id = [...crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, '0')).join('');
    const record = await completeRecord(id, seats.map((s) => s.username));
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(`INSERT INTO matches (id, game, status, players, options, created_by, created_at, updated_at, seed_hash, result, finished_at)
        VALUES (?, 'rising-sun', 'finished', 3, '{}', ?, ?, ?, ?, ?, ?)`).bind(id, ids[0], now, now, record.seedHash, JSON.stringify(record.result), now),
      ...ids.map((u, seat) => env.DB.prepare('INSERT INTO match_seats (match_id, seat, user_id, username, joined_at) VALUES (?, ?, ?, ?, ?)').bind(id, seat, u, seats[seat]!.username, now)),
      env.DB.prepare('INSERT INTO match_archive (match_id, export, r2_key, finished_at) VALUES (?, ?, NULL, ?)').bind(id, JSON.stringify(record), now),
    ]);
    const path = `/api/matches/${id}/archive`;

    // The deal's parties: the move, its salt and commitment; everything verifies.
    for (const party of [seats[0]!, seats[1]!]) {
      const res = await party.call('GET', path);
      expect(res.status, res.text).toBe(200);
      expect(res.body.moves[0]).toMatchObject({ move: { terms: TERMS }, commitment: record.moves[0]!.commitment });
      expect(res.body.moves[0].salt).toMatch(/^[0-9a-f]{64}$/);
      expect(verifyExport(res.body).problems).toEqual([]);
    }
    // Seat 2, a stranger, nobody: the commitment only; the replay stops in words at the deal.
    for (const [who, get] of [['seat 2', () => seats[2]!.call('GET', path)], ['a stranger', () => stranger.call('GET', path)], ['nobody', () => raw('GET', path)]] as const) {
      const res = await get();
      expect(res.status, `${who}: ${res.text.slice(0, 200)}`).toBe(200);
      expect(res.text, who).not.toContain(TERMS);
      expect(res.body.moves[0], who).toMatchObject({ redacted: true, commitment: record.moves[0]!.commitment });
      expect(res.body.moves[0].salt, who).toBeUndefined();
      expect(res.body.reader, who).toMatchObject({ referee: false, complete: false });
      const verified = verifyExport(res.body);
      expect(verified.problems, who).toEqual([]);
      expect(verified.stopped, who).toMatch(/^step 0 .*private to other seats/);
    }
    // Names: the table reads every one; others not the hidden seat's.
    expect((await seats[0]!.call('GET', path)).body.seats).toEqual(seats.map((s) => s.username));
    expect((await stranger.call('GET', path)).body.seats).toEqual([seats[0]!.username, seats[1]!.username, null]);
  });
});
