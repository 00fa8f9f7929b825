/**
 * Correction sets over HTTP, in workerd with the real D1 migrations: saving a set (logged in,
 * validated by the game, hostile sets refused with the field named), reading it by its link with
 * the shipped values beside the corrected ones, listing a game's sets; a White Castle Duel match
 * created with a set's id plays to its end with the corrected cards (every price offered is the
 * corrected one) and its export replays, move by move with the same events, through the same
 * replay code as `npm run verify`; without the set the same export does not replay to the same
 * result.
 */
import { describe, expect, it } from 'vitest';
import { jsonEqual } from '../../worker/engine/contract';
import { applyLogged } from '../../worker/engine/replay';
import { getGame } from '../../worker/games/registry';
import { INFLUENCE_CARDS } from '../../worker/games/white-castle-duel/data';
import { raw, register } from './helpers';

const change = (over: Record<string, unknown> = {}) => ({ component: 'influence', id: 'I-B02', field: 'icons', value: { flag: 1 }, source: 'photo of our copy', confidence: 'one-source', ...over });
const oneCoin = { title: 'Everything for a coin', changes: INFLUENCE_CARDS.map((c) => change({ id: c.id, field: 'cost', value: { coins: 1 } })) };

function replay(exp: any): { refused: number | null; eventsDiffer: number; result: unknown } {
  const game = getGame(exp.game)!;
  const parsed = game.parseOptions(exp.options, exp.players);
  if (!parsed.ok) throw new Error(parsed.message);
  let state = game.setup({ players: exp.players, options: parsed.options, seed: exp.seed });
  let eventsDiffer = 0;
  for (const [i, m] of (exp.moves as any[]).entries()) {
    const r = applyLogged(game, state, { seat: m.seat, by: m.by ?? 'player', move: m.move });
    if (!r.ok) return { refused: i, eventsDiffer, result: null };
    if (!jsonEqual(r.events, m.events)) eventsDiffer++;
    state = r.state;
  }
  return { refused: null, eventsDiffer, result: game.result(state) };
}

describe('correction sets', () => {
  it('are saved by a logged-in player, read by anyone from their link with the shipped values, and listed per game', async () => {
    const a = await register('cs');
    expect((await raw('POST', '/api/corrections', { game: 'white-castle-duel', set: { title: 'x', changes: [change()] } })).status).toBe(401);
    const made = await a.call('POST', '/api/corrections', { game: 'white-castle-duel', set: { title: 'Our copy, 2nd printing', changes: [change()] } });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ game: 'white-castle-duel', title: 'Our copy, 2nd printing', author: a.username });
    const read = await raw('GET', `/api/corrections/${made.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.set.changes[0]).toMatchObject({ component: 'influence', id: 'I-B02', field: 'icons', value: { flag: 1 } });
    expect(read.body.shipped).toEqual([{ flag: 2 }]);
    const list = await raw('GET', '/api/corrections?game=white-castle-duel');
    expect(list.body.sets.find((s: any) => s.id === made.body.id)).toMatchObject({ title: 'Our copy, 2nd printing', changes: 1 });
    expect((await raw('GET', '/api/corrections/0123456789abcdef')).status).toBe(404);
    expect((await raw('GET', '/api/corrections/..%2F..%2Fetc')).status).toBe(404);
    expect((await raw('GET', '/api/corrections?game=__proto__')).status).toBe(400);
  });

  it('refuses hostile sets with the field named, and a game without correctable data', async () => {
    const a = await register('ch');
    const cases: [unknown, RegExp][] = [
      [{ title: 'x'.repeat(200), changes: [change()] }, /^set\.title/],
      [{ title: 'ok set', changes: [change({ value: JSON.parse('{"__proto__": {"flag": 1}}') })] }, /^set\.changes\.0\.value/],
      [{ title: 'ok set', changes: [change({ id: 'I-NOPE' })] }, /^set\.changes\.0\.value: no influence card/],
      [{ title: 'ok set', changes: [change({ field: 'scroll', value: { effects: [{ kind: 'gain', food: 'lots' }] } })] }, /^set\.changes\.0\.value/],
      [{ title: 'ok set', changes: Array.from({ length: 140 }, (_, i) => change({ id: `I-${i}`, source: 'y'.repeat(290) })) }, /^set: a correction set is at most 49152 bytes/],
      [JSON.parse('{"title": "ok set", "changes": [], "__proto__": {"admin": true}}'), /^set/],
    ];
    for (const [set, why] of cases) {
      const res = await a.call('POST', '/api/corrections', { game: 'white-castle-duel', set });
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toMatch(why);
    }
    const nihon = await a.call('POST', '/api/corrections', { game: 'nihon', set: { title: 'ok set', changes: [change()] } });
    expect(nihon.status).toBe(400);
    expect(nihon.body.message).toMatch(/no correctable data/);
  });

  it('a match created with a set plays to the end with the corrected cards, and its export replays with them', async () => {
    const a = await register('cm');
    const b = await register('cn');
    const set = await a.call('POST', '/api/corrections', { game: 'white-castle-duel', set: oneCoin });
    expect(set.status, set.text).toBe(201);
    expect((await a.call('POST', '/api/matches', { game: 'sengoku', players: 2, corrections: set.body.id })).body.message).toMatch(/is for white-castle-duel/);
    expect((await a.call('POST', '/api/matches', { game: 'white-castle-duel', players: 2, corrections: 'ffffffffffffffff' })).status).toBe(400);
    const created = await a.call('POST', '/api/matches', { game: 'white-castle-duel', players: 2, options: { layout: 'first-game' }, corrections: set.body.id });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;
    expect(created.body.options.corrections.title).toBe('Everything for a coin');
    expect(created.body.options.layout).toBe('first-game');
    expect((await b.call('POST', `/api/matches/${id}/join`, {})).status).toBe(200);
    const players = [a, b];
    let buys = 0;
    for (let guard = 0; guard < 2000; guard++) {
      const m = (await a.call('GET', `/api/matches/${id}`)).body;
      if (m.status === 'finished') break;
      const player = players.find((p) => p.username === m.seats[m.awaiting[0]].username)!;
      const moves = (await player.call('GET', `/api/matches/${id}/moves`)).body as any[];
      for (const mv of moves) if (mv.type === 'buy' && mv.pay) { buys++; expect(mv.pay).toEqual({ coins: 1 }); }
      // Prefer buying, so the corrected prices are paid.
      const move = moves.find((mv) => mv.type === 'buy') ?? moves[0];
      expect((await player.call('POST', `/api/matches/${id}/moves`, { move, version: m.version })).status).toBe(200);
    }
    expect(buys).toBeGreaterThan(0);
    const exp = (await a.call('GET', `/api/matches/${id}/export`)).body;
    expect(exp.options.corrections.title).toBe('Everything for a coin');
    const again = replay(exp);
    expect(again).toMatchObject({ refused: null, eventsDiffer: 0 });
    expect(jsonEqual(again.result, exp.result)).toBe(true);
    const { corrections: _dropped, ...shipped } = exp.options;
    const without = replay({ ...exp, options: shipped });
    expect(without.refused !== null || without.eventsDiffer > 0 || !jsonEqual(without.result, exp.result)).toBe(true);
  });
});

describe('correction sets per account', () => {
  const save = (c: Awaited<ReturnType<typeof register>>, title: string) => c.call('POST', '/api/corrections', { game: 'white-castle-duel', set: { title, changes: [change()] } });

  it('one account keeps at most 20: the next is refused (409 correction_limit) until its author deletes one; a match keeps its copy', async () => {
    const a = await register('cx');
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await save(a, `copy ${i}`);
      expect(res.status, res.text).toBe(201);
      ids.push(res.body.id);
    }
    const refused = await save(a, 'one too many');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'correction_limit', maxSets: 20 });
    expect(refused.body.message).toMatch(/You have 20 correction sets/);
    // A match made with a set keeps its copy when the set is deleted; only its author deletes it.
    const match = await a.call('POST', '/api/matches', { game: 'white-castle-duel', players: 2, corrections: ids[0] });
    expect(match.status, match.text).toBe(201);
    const b = await register('cy');
    expect((await b.call('DELETE', `/api/corrections/${ids[0]}`)).status).toBe(404);
    expect((await raw('DELETE', `/api/corrections/${ids[0]}`)).status).toBe(401);
    expect((await a.call('DELETE', `/api/corrections/${ids[0]}`)).body).toEqual({ deleted: ids[0] });
    expect((await raw('GET', `/api/corrections/${ids[0]}`)).status).toBe(404);
    expect((await a.call('DELETE', `/api/corrections/${ids[0]}`)).status).toBe(404);
    expect((await a.call('GET', `/api/matches/${match.body.id}`)).body.options.corrections.id).toBe(ids[0]);
    expect((await save(a, 'room again')).status).toBe(201);
    expect((await save(a, 'and full again')).status).toBe(409);
  });

  it('twenty-five saved at the same instant by one account: exactly twenty are kept', async () => {
    const a = await register('cz');
    const all = await Promise.all(Array.from({ length: 25 }, (_, i) => save(a, `at once ${i}`)));
    expect(all.filter((r) => r.status === 201).length, all.map((r) => r.status).join(',')).toBe(20);
    expect(all.filter((r) => r.status !== 201).every((r) => r.body.error === 'correction_limit')).toBe(true);
  });
});
