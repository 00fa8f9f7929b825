/**
 * Issue 13: "A 100-turn, 6-clan NIHON match played to the end through the Worker: the last move
 * answers 200, the index says finished, the archive is downloadable and replays to the same
 * final state." On main its export (1.5-1.7 MB) went into one D1 value: the last move answered
 * 500 and the index stayed `active` for ever. Now the archive goes gzip to R2 through the queue.
 *
 * Every turn each clan submits a random valid order sheet (the bot's `randomSheet`, drawn from
 * the true state read in the object) and marks it final: 12 steps a turn, 1200 in all. The match
 * ends by the last-turn rule (turnLimit 100; the immediate Shogun victory is set out of reach).
 * worker/db/guard.ts throws on any D1 value over 900,000 bytes: a throw fails the queue flush
 * and leaves the write queued, so an empty queue after the alarm shows none was attempted.
 */
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { register, settle, type Client } from './helpers';
import type { MatchRoom } from '../../worker/match/room';
import { nihon, randomSheet, type NihonState } from '../../worker/games/nihon';
import { applyLogged } from '../../worker/engine/replay';
import { randomSource } from '../../worker/engine/rng';
import { D1_VALUE_LIMIT } from '../../worker/db/guard';
import { KV, type Key } from '../../worker/match/keys';

const TURNS = 100;
const CLANS = 6;

describe('NIHON: a 100-turn, six-clan match to the end', () => {
  it('ends with 200, is indexed finished, archived in R2, and its archive replays to the same end', async () => {
    const started = Date.now();
    const rnd = randomSource('nihon-long-bot');
    const ref = await register('nlref');
    const clans: Client[] = [];
    for (let i = 0; i < CLANS; i++) clans.push(await register(`nl${i}`));
    const created = await ref.call('POST', '/api/matches', { game: 'nihon', players: CLANS, referee: true, options: { turnLimit: TURNS, victoryPrestige: 999 } });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    for (const c of clans) expect((await c.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    const stub = env.MATCHES.get(env.MATCHES.idFromName(id));
    const stored = () => runInDurableObject(stub, async (_o: MatchRoom, st) => {
      const kv = <T>(k: Key<T>): T | null => {
        const row = st.storage.sql.exec<{ value: string }>('SELECT value FROM kv WHERE key = ?', k.name).toArray()[0];
        return row ? JSON.parse(row.value) : null;
      };
      return { version: kv(KV.version) as number, state: kv(KV.state) as NihonState };
    });

    let { version, state } = await stored();
    let last: { status: number; text: string } | null = null;
    let turns = 0;
    while (state.phase === 'orders') {
      expect(turns, 'the match should end by turn 100').toBeLessThan(TURNS);
      for (let i = 0; i < CLANS; i++) {
        if (state.clans[i]!.status === 'abandoned') continue;
        const sheet = randomSheet(state, i, rnd);
        const sent = await clans[i]!.call('POST', `/api/matches/${id}/moves`, { move: { type: 'submit-orders', sheet }, version });
        expect(sent.status, sent.text).toBe(200);
        version = sent.body.version;
        last = await clans[i]!.call('POST', `/api/matches/${id}/moves`, { move: { type: 'mark-final' }, version });
        expect(last.status, last.text).toBe(200);
        version = (last as any).body.version;
      }
      turns++;
      ({ version, state } = await stored());
    }
    // The last move (the one that resolved turn 100 and ended the match) answered 200.
    expect(last!.status).toBe(200);
    expect(turns).toBe(TURNS);
    expect(state.result).toBeTruthy();
    const final = (await ref.call('GET', `/api/matches/${id}`)).body;
    expect(final.status).toBe('finished');
    expect(final.version).toBe(version);

    // The alarm flushes the queue: index row, seats, the archive to R2 and its D1 pointer.
    await settle(id);
    const queued = await runInDurableObject(stub, async (_o: MatchRoom, st) =>
      st.storage.sql.exec<{ key: string; attempts: number }>('SELECT key, attempts FROM d1_queue').toArray());
    expect(queued, 'the queue flush failed (a D1 value over the limit throws in the guard)').toEqual([]);
    const indexed = await env.DB.prepare('SELECT status, result FROM matches WHERE id = ?').bind(id).first<{ status: string; result: string }>();
    expect(indexed!.status).toBe('finished');
    expect(JSON.parse(indexed!.result)).toEqual(final.result);
    const row = await env.DB.prepare('SELECT r2_key, export, gzip_bytes, json_bytes FROM match_archive WHERE match_id = ?').bind(id)
      .first<{ r2_key: string; export: string | null; gzip_bytes: number; json_bytes: number }>();
    expect(row!.export).toBeNull();
    expect(row!.r2_key).toBeTruthy();
    const inR2 = await env.ARCHIVE.get(row!.r2_key);
    expect(inR2).not.toBeNull();
    expect(inR2!.size).toBe(row!.gzip_bytes);
    const fromR2 = JSON.parse(await new Response(inR2!.body.pipeThrough(new DecompressionStream('gzip'))).text());

    // Downloadable through the API (the referee's reading: every move).
    const download = await ref.call('GET', `/api/matches/${id}/archive`);
    expect(download.status).toBe(200);
    expect(download.headers.get('X-Tenka-Archive')).toBe(row!.r2_key);
    const archive = download.body;
    expect(archive.moves.length).toBe(version);
    expect(archive.seed).toBe(fromR2.seed);
    expect(archive.moves.length).toBe(fromR2.moves.length);

    // Replaying its moves with the engine, from the set-up with the seed, gives the same end.
    let s = nihon.setup({ players: archive.players, options: archive.options, seed: archive.seed });
    for (const [i, step] of (fromR2.moves as { seat: number; by: 'player'; move: any }[]).entries()) {
      const res = applyLogged(nihon, s, step);
      expect(res.ok, `step ${i}: ${!res.ok && res.rejection.message}`).toBe(true);
      if (res.ok) s = res.state;
    }
    expect(JSON.stringify(s)).toBe(JSON.stringify(state));
    expect(nihon.result(s)).toEqual(archive.result);
    expect(fromR2.result).toEqual(final.result);

    console.log(`nihon-long: ${turns} turns, ${version} steps in ${((Date.now() - started) / 1000).toFixed(1)} s; export ${(row!.json_bytes / 1e6).toFixed(2)} MB JSON (${row!.json_bytes > D1_VALUE_LIMIT ? 'over' : 'under'} the D1 value limit), ${(row!.gzip_bytes / 1e3).toFixed(0)} KB gzip in R2`);
  }, 600_000);
});
