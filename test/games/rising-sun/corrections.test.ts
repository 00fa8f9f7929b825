/**
 * Correction sets for Rising Sun (the game's corrections.ts): a table may correct a province's
 * harvest reward (Nagato's books disagree) and a clan's income, nothing else; a match created with
 * a set pays the corrected income in every season, carries the set in its view, and replays
 * exactly from its options and moves.
 */
import { describe, expect, it } from 'vitest';
import { jsonEqual } from '../../../worker/engine/contract';
import { randomSource } from '../../../worker/engine/rng';
import { risingSun as game, type RsMove, type RsState } from '../../../worker/games/rising-sun';
import { clan, province } from '../../../worker/games/rising-sun/data';
import { withCorrections } from '../../../worker/games/rising-sun/corrections';

const change = (over: Record<string, unknown> = {}) => ({ component: 'province', id: 'nagato', field: 'harvest', value: { vp: 0, coins: 1, ronin: 1 }, source: 'French rulebook, harvest example', confidence: 'one-source', ...over });
const set = (changes: unknown[]) => ({ title: 'French reading', changes });
const parse = (corrections: unknown) => game.parseOptions({ corrections }, 3);

describe('Rising Sun correction sets', () => {
  it('accepts a harvest and an income correction; refuses anything else with the field named', () => {
    expect(parse(set([change(), change({ component: 'clan', id: 'koi', field: 'income', value: 9 })])).ok).toBe(true);
    const bad: [unknown, RegExp][] = [
      [set([change({ id: 'atlantis' })]), /value$/],
      [set([change({ value: { vp: -1, coins: 1, ronin: 1 } })]), /value$/],
      [set([change({ value: { vp: 1, coins: 1 } })]), /value$/],
      [set([change({ field: 'name' })]), /field$/],
      [set([change({ component: 'border' })]), /component$/],
      [set([change({ component: 'clan', id: 'koi', field: 'income', value: '5' })]), /value$/],
      [set([change({ value: JSON.parse('{"__proto__": {"vp": 1}, "vp": 1, "coins": 1, "ronin": 1}') })]), /value$/],
    ];
    for (const [raw, field] of bad) {
      const r = parse(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.field).toMatch(field);
    }
  });

  it('lays the corrected records over the shipped ones only inside the call', () => {
    const parsed = parse(set([change(), change({ component: 'clan', id: 'koi', field: 'income', value: 9 })]));
    if (!parsed.ok) throw new Error(parsed.message);
    const inside = withCorrections(parsed.options.corrections, () => [province('nagato'), clan('koi')] as const);
    expect(inside[0].harvest).toEqual({ vp: 0, coins: 1, ronin: 1 });
    expect(inside[0].corrected).toBe(true);
    expect(inside[1].income).toBe(9);
    expect(province('nagato').harvest).toEqual({ vp: 1, coins: 1, ronin: 1 });
    expect(clan('koi').income).toBe(5);
  });

  it('a match pays the corrected income every season and replays exactly from its options and moves', () => {
    const incomes = set(['koi', 'lotus', 'turtle', 'dragonfly', 'bonsai'].map((id) => change({ component: 'clan', id, field: 'income', value: 11 })));
    const parsed = game.parseOptions({ corrections: incomes }, 3);
    if (!parsed.ok) throw new Error(parsed.message);
    const seed = 'rs-corrections';
    let state: RsState = game.setup({ players: 3, options: parsed.options, seed });
    const random = randomSource(`bot:${seed}`);
    const moves: { seat: number; move: RsMove }[] = [];
    const paid: number[] = [];
    for (let guard = 0; guard < 20_000 && !game.result(state); guard++) {
      const seat = game.awaiting(state)[0]!;
      const move = game.botMove(state, seat, random);
      const r = game.applyMove(state, seat, move);
      if (!r.ok) throw new Error(r.rejection.message);
      for (const e of r.events) if (e.type === 'coinsGained' && e.why === 'income') paid.push(e.coins as number);
      state = r.state;
      moves.push({ seat, move });
    }
    expect(game.result(state)).not.toBeNull();
    expect(paid.length).toBeGreaterThan(0);
    expect(new Set(paid)).toEqual(new Set([11]));
    expect((game.view(state, 0) as { options: { corrections?: { title: string } } }).options.corrections?.title).toBe('French reading');
    let again: RsState = game.setup({ players: 3, options: parsed.options, seed });
    for (const m of moves) { const r = game.applyMove(again, m.seat, m.move); if (!r.ok) throw new Error(r.rejection.message); again = r.state; }
    expect(jsonEqual(again, state)).toBe(true);
  });
});
