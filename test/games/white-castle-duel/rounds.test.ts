import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../worker/engine/contract';
import { randomSource } from '../../../worker/engine/rng';
import type { WcdState } from '../../../worker/games/white-castle-duel/state';
import { G, play, playAll, rejected, scenario, started } from './helpers';

const json = (s: WcdState): unknown => JSON.parse(JSON.stringify(s));

describe('rounds and turns', () => {
  it('plays 2 rounds of 6 turns each; the marker passes so the second player plays twice in a row', () => {
    for (const seed of ['round-a', 'round-b', 'round-c', 'round-d']) {
      let s = started('random', seed);
      const rnd = randomSource(seed);
      const F = s.startingPlayer;
      const turns: { seat: number; round: number }[] = [];
      const events: GameEvent[] = [];
      let checkedMid = false;
      while (G.result(s) === null) {
        const seat = G.awaiting(s)[0]!;
        const legal = G.legalMoves(s, seat).filter((m) => m.type !== 'undo');
        const r = play(s, seat, legal[Math.floor(rnd() * legal.length)]!);
        for (const e of r.events) if (e.type === 'turn-end') turns.push({ seat: e.seat as number, round: e.round as number });
        events.push(...r.events);
        s = r.state;
        if (!checkedMid && s.round === 2) {
          checkedMid = true;
          // After the Outgoing round every token stands in the castle.
          for (const p of s.players) expect(p.tokens).toEqual({ coral: 0, black: 0, white: 0 });
          expect(Object.values(s.castle.locations).reduce((n, l) => n + l.stack.length, 0)).toBe(12);
          expect(s.firstPlayer).toBe(1 - F);
        }
      }
      const r1 = turns.filter((t) => t.round === 1).map((t) => t.seat);
      const r2 = turns.filter((t) => t.round === 2).map((t) => t.seat);
      expect(r1).toEqual([F, 1 - F, F, 1 - F, F, 1 - F, F, 1 - F, F, 1 - F, F, 1 - F]);
      expect(r2).toEqual([1 - F, F, 1 - F, F, 1 - F, F, 1 - F, F, 1 - F, F, 1 - F, F]);
      expect(r1[11]).toBe(r2[0]);
      expect(events.filter((e) => e.type === 'round-start').map((e) => [e.round, e.firstPlayer])).toEqual([[2, 1 - F]]);
      for (const p of s.players) {
        expect(p.turns).toEqual([6, 6]);
        expect(p.tokens.coral + p.tokens.black + p.tokens.white).toBe(6);
      }
      expect(Object.values(s.castle.locations).every((l) => l.stack.length === 0)).toBe(true);
      expect(G.awaiting(s)).toEqual([]);
      expect(G.legalMoves(s, 0)).toEqual([]);
      rejected(s, 0, { type: 'end-turn' }, 'game-over');
      expect(events.at(-1)).toMatchObject({ type: 'game-over' });
    }
  });

  it('ends a turn only once both actions are resolved, and only the active seat may play', () => {
    const s = play(scenario(), 0, { type: 'place', color: 'coral', location: 'L1' }).state;
    rejected(s, 0, { type: 'end-turn' }, 'actions-left');
    rejected(s, 1, { type: 'end-turn' }, 'not-your-turn');
    const t = playAll(s, 0, [{ type: 'decline', slot: 'D1', benefit: 'point' }, { type: 'decline', slot: 'A1', benefit: 'point' }]).state;
    rejected(t, 0, { type: 'decline', slot: 'A1', benefit: 'point' }, 'turn-finished');
    const u = play(t, 0, { type: 'end-turn' });
    expect(u.events[0]).toMatchObject({ type: 'turn-end', seat: 0, round: 1, turn: 1 });
    expect(G.awaiting(u.state)).toEqual([1]);
    expect(u.state.players[0]!.turns).toEqual([1, 0]);
  });
});

describe('undo', () => {
  it('is not offered at the start of a turn', () => {
    const s = scenario();
    expect(G.legalMoves(s, 0)).not.toContainEqual({ type: 'undo' });
    rejected(s, 0, { type: 'undo' }, 'nothing-to-undo');
  });

  it('takes back the steps of the turn one at a time, exactly', () => {
    const start = scenario((d) => { d.players[0]!.exchange = 1; d.players[0]!.seals = 2; });
    const a = play(start, 0, { type: 'exchange', a: 'A1', b: 'A3' }).state;
    const b = play(a, 0, { type: 'place', color: 'coral', location: 'L1' }).state;
    const c = play(b, 0, { type: 'convert', resource: 'iron' }).state;
    const d = play(c, 0, { type: 'decline', slot: 'D1', benefit: 'coin' }).state;
    expect(d.turnMoves).toHaveLength(4);
    const u1 = play(d, 0, { type: 'undo' });
    expect(u1.events).toEqual([{ type: 'undo', seat: 0, undone: { type: 'decline', slot: 'D1', benefit: 'coin' }, rule: 'white-castle-duel/turn/undo' }]);
    expect(json(u1.state)).toEqual(json(c));
    const u2 = play(u1.state, 0, { type: 'undo' }).state;
    expect(json(u2)).toEqual(json(b));
    const u3 = play(play(u2, 0, { type: 'undo' }).state, 0, { type: 'undo' }).state;
    expect(u3.castle.actions).toEqual(start.castle.actions);
    expect(u3.players).toEqual(start.players);
    expect(u3.turn).toEqual(start.turn);
    expect(G.legalMoves(u3, 0)).not.toContainEqual({ type: 'undo' });
  });

  it('never goes back past a revealed card, but may undo the steps after it', () => {
    const s = scenario((d) => { d.castle.decks[0] = ['I-B11', 'I-B07', 'I-B03']; d.players[0]!.coins = 2; });
    const a = play(s, 0, { type: 'place', color: 'coral', location: 'L1' }).state;
    expect(G.legalMoves(a, 0)).toContainEqual({ type: 'undo' });
    const b = play(a, 0, { type: 'buy', deck: 1, pay: { coins: 1 } });
    expect(b.events.find((e) => e.type === 'influence')).toMatchObject({ card: 'I-B11', revealed: 'I-B07' });
    expect(b.state.castle.decks[0]![0]).toBe('I-B07');
    expect(G.legalMoves(b.state, 0)).not.toContainEqual({ type: 'undo' });
    rejected(b.state, 0, { type: 'undo' }, 'nothing-to-undo');
    const c = play(b.state, 0, { type: 'scroll' }).state;
    expect(c.players[0]!.points).toBe(2);
    const u = play(c, 0, { type: 'undo' }).state;
    expect(json(u)).toEqual(json(b.state));
    expect(u.players[0]!.influence).toEqual([{ card: 'I-B11', improved: false }]);
  });

  it('may undo taking the last card of a deck (nothing hidden was revealed)', () => {
    const s = scenario((d) => { d.castle.decks[0] = ['I-B11']; d.players[0]!.coins = 1; });
    const a = playAll(s, 0, [{ type: 'place', color: 'coral', location: 'L1' }, { type: 'buy', deck: 1, pay: { coins: 1 } }]).state;
    expect(a.castle.decks[0]).toEqual([]);
    const u = play(a, 0, { type: 'undo' }).state;
    expect(u.castle.decks[0]).toEqual(['I-B11']);
    expect(u.players[0]!.coins).toBe(1);
  });

  it('never crosses the end of a turn', () => {
    const s = playAll(scenario(), 0, [
      { type: 'place', color: 'coral', location: 'L1' },
      { type: 'decline', slot: 'D1', benefit: 'point' },
      { type: 'decline', slot: 'A1', benefit: 'point' },
      { type: 'end-turn' },
    ]).state;
    expect(s.turnMoves).toEqual([]);
    expect(G.legalMoves(s, 1)).not.toContainEqual({ type: 'undo' });
    rejected(s, 1, { type: 'undo' }, 'nothing-to-undo');
    rejected(s, 0, { type: 'undo' }, 'not-your-turn');
    expect(s.players[0]!.points).toBe(2);
  });
});
