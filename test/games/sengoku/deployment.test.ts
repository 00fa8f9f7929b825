import { describe, expect, it } from 'vitest';
import { randomSource } from '../../../worker/engine/rng';
import { sengoku } from '../../../worker/games/sengoku';
import { legalMoves } from '../../../worker/games/sengoku/rules';
import { province } from '../../../worker/games/sengoku/state';
import { armiesAt, eventsOf, freshGame, play, put, refuse, setCastles } from './helpers';

describe('deployment turn', () => {
  it("reproduces the rulebook's example: dice 3, 4, 5, keep the 4 → 2 armies to castle 8", () => {
    const s = freshGame(3);
    setCastles(s, { KIYOSU: 8 });
    put(s, 'KIYOSU', 0, 1); // Pauline already has one army there
    s.turn = { dice: [3, 4, 5], rerolled: false };
    const deploys = legalMoves(s, 0).filter((m) => m.type === 'deploy');
    expect(deploys).toEqual([
      { type: 'deploy', die: 3, daimyo: false },
      { type: 'deploy', die: 4, daimyo: false },
      { type: 'deploy', die: 5, daimyo: false },
    ]);
    const { state, events } = play(s, 0, { type: 'deploy', die: 4, daimyo: false });
    expect(province(state, 'KIYOSU').castle).toBe(3 + 5);
    expect(armiesAt(state, 'KIYOSU')).toEqual([3, 0, 0]);
    expect(state.reserves[0]!.armies).toBe(18 - 3);
    expect(eventsOf(events, 'deploy')[0]).toMatchObject({ seat: 0, province: 'KIYOSU', castle: 8, armies: 2, daimyo: false, die: 4 });
    // The turn passes clockwise and the dice are cleared.
    expect(state.current).toBe(1);
    expect(state.turn).toEqual({ dice: null, rerolled: false });
  });

  it('maps the single die to 1/2/3 armies and caps at the reserve', () => {
    for (const [die, want] of [[1, 1], [2, 1], [3, 2], [4, 2], [5, 3], [6, 3]] as const) {
      const s = freshGame(2);
      s.turn = { dice: [die, 1, 1], rerolled: false };
      const target = s.provinces.find((p) => p.castle === 2)!.id;
      const { state } = play(s, 0, { type: 'deploy', die, daimyo: false });
      expect(armiesAt(state, target)[0]).toBe(want);
    }
    const s = freshGame(2);
    s.reserves[0]!.armies = 2;
    s.turn = { dice: [6, 6, 6], rerolled: false };
    expect(legalMoves(s, 0)).toEqual([{ type: 'reroll' }, { type: 'deploy', die: 6, daimyo: false }]);
    const { state } = play(s, 0, { type: 'deploy', die: 6, daimyo: false });
    const target = state.provinces.find((p) => p.castle === 12)!.id;
    expect(armiesAt(state, target)[0]).toBe(2);
    expect(state.reserves[0]!.armies).toBe(0);
  });

  it('rolls three dice from the seeded generator, rerolls all three once', () => {
    const s = freshGame(2, { seed: 'dice' });
    const r1 = play(s, 0, { type: 'roll' });
    const dice = r1.state.turn.dice!;
    expect(dice).toHaveLength(3);
    dice.forEach((d) => expect(d >= 1 && d <= 6).toBe(true));
    expect(r1.events).toEqual([{ type: 'roll', rule: 'sengoku/deployment/roll', seat: 0, dice }]);
    // Same state, same dice: the generator lives in the state.
    expect(sengoku.applyMove(s, 0, { type: 'roll' })).toEqual(r1);
    refuse(r1.state, 0, { type: 'roll' }, 'already_rolled');
    refuse(r1.state, 0, { type: 'tactic', card: r1.state.fan[0], from: 'KYOTO', to: 'OKO' }, 'tactic_after_roll');
    const r2 = play(r1.state, 0, { type: 'reroll' });
    expect(r2.events[0]).toMatchObject({ type: 'reroll', dice: r2.state.turn.dice, previous: dice });
    expect(r2.state.turn.rerolled).toBe(true);
    refuse(r2.state, 0, { type: 'reroll' }, 'reroll_used');
    expect(legalMoves(r2.state, 0).every((m) => m.type === 'deploy')).toBe(true);
  });

  it('refuses deploy before rolling, wrong dice, other seats and malformed moves', () => {
    const s = freshGame(3);
    refuse(s, 0, { type: 'deploy', die: 4, daimyo: false }, 'must_roll_first');
    refuse(s, 0, { type: 'reroll' }, 'must_roll_first');
    refuse(s, 1, { type: 'roll' }, 'not_your_turn');
    s.turn = { dice: [2, 2, 5], rerolled: false };
    expect(legalMoves(s, 0).filter((m) => m.type === 'deploy')).toHaveLength(2); // equal dice give one move
    refuse(s, 0, { type: 'deploy', die: 3, daimyo: false }, 'bad_die');
    refuse(s, 0, { type: 'deploy', die: '2', daimyo: false }, 'bad_move'); // a wrong type is a malformed move
    refuse(s, 0, { type: 'deploy', die: 2 }, 'bad_move');
    refuse(s, 0, { type: 'deploy', die: 2, daimyo: true }, 'bad_move'); // no Daimyo in the basic game
    refuse(s, 0, { type: 'deploy', die: 2, daimyo: false, extra: 1 }, 'bad_move');
    refuse(s, 0, { type: 'dance' }, 'bad_move');
    refuse(s, 0, null, 'bad_move');
    refuse(s, 0, { type: 'draft', card: 'oda-nobunaga' }, 'wrong_phase');
  });

  it('gives the highest katana left when a reserve empties, closes the cards and skips the finished player', () => {
    const s = freshGame(3);
    s.reserves[1]!.armies = 1;
    s.current = 1;
    s.turn = { dice: [6, 1, 1], rerolled: false };
    const { state, events } = play(s, 1, { type: 'deploy', die: 6, daimyo: false });
    expect(state.katana).toEqual([null, 3, null]);
    expect(state.katanaSupply).toEqual([1, 2]);
    expect(eventsOf(events, 'katana')).toEqual([{ type: 'katana', rule: 'sengoku/deployment/katana', seat: 1, value: 3 }]);
    expect(eventsOf(events, 'cards-closed')).toHaveLength(1);
    expect(state.cardsClosedBy).toBe(1);
    expect(state.current).toBe(2);
    // No card can be played any more, by anybody.
    expect(legalMoves(state, 2)).toEqual([{ type: 'roll' }]);
    // (a well-formed card move: the shape is checked before the rules)
    const msg = refuse(state, 2, { type: 'tactic', card: 'support', to: 'KYOTO' }, 'cards_closed');
    expect(msg).toContain('Blue emptied theirs');
    // Seat 2 plays, then seat 1 is skipped: back to seat 0.
    const next = play({ ...state, turn: { dice: [1, 1, 1], rerolled: false } }, 2, { type: 'deploy', die: 1, daimyo: false });
    expect(next.state.current).toBe(0);
    expect(sengoku.view(next.state, null).cardsClosed).toBe(true);
  });

  it('keeps the turn with the last player who has pawns, then runs the war', () => {
    const s = freshGame(2);
    s.reserves[0]!.armies = 0;
    s.katana[0] = 2;
    s.katanaSupply = [1];
    s.cardsClosedBy = 0;
    s.current = 1;
    s.reserves[1]!.armies = 4;
    s.turn = { dice: [3, 1, 1], rerolled: false };
    const a = play(s, 1, { type: 'deploy', die: 3, daimyo: false });
    expect(a.state.current).toBe(1);
    expect(a.state.reserves[1]!.armies).toBe(2);
    const b = play({ ...a.state, turn: { dice: [4, 2, 3], rerolled: false } }, 1, { type: 'deploy', die: 4, daimyo: false });
    expect(b.state.phase).toBe('finished');
    expect(b.state.current).toBeNull();
    expect(b.state.katana).toEqual([2, 1]);
    expect(eventsOf(b.events, 'war-start')).toHaveLength(1);
    expect(eventsOf(b.events, 'game-end')).toHaveLength(1);
    expect(sengoku.result(b.state)).not.toBeNull();
    expect(sengoku.awaiting(b.state)).toEqual([]);
    expect(legalMoves(b.state, 1)).toEqual([]);
    refuse(b.state, 1, { type: 'roll' }, 'game_over');
  });

  it('deploys the Daimyo pawn in place of one army, and forces it when the armies run out', () => {
    const s = freshGame(3, { advanced: true, daimyo: ['oda-nobunaga', 'mori-motonari', 'otomo-sorin'] });
    setCastles(s, { KYOTO: 7 });
    s.turn = { dice: [5, 3, 4], rerolled: false };
    const options = legalMoves(s, 0).filter((m) => m.type === 'deploy');
    expect(options).toContainEqual({ type: 'deploy', die: 5, daimyo: true });
    const { state, events } = play(s, 0, { type: 'deploy', die: 5, daimyo: true });
    expect(province(state, 'KYOTO').armies[0]).toBe(2);
    expect(province(state, 'KYOTO').daimyo).toEqual([0]);
    expect(state.reserves[0]).toEqual({ armies: 14, daimyo: false });
    expect(events[0]).toMatchObject({ type: 'deploy', armies: 2, daimyo: true, rule: 'sengoku/advanced/daimyo-pawn' });
    refuse({ ...state, current: 0, turn: { dice: [5, 3, 4], rerolled: false } }, 0, { type: 'deploy', die: 5, daimyo: true }, 'bad_move');

    // Only 1 army and the Daimyo left, a die asking for 3: both go, and the Daimyo must be among them.
    const t = freshGame(3, { advanced: true, daimyo: ['oda-nobunaga', 'mori-motonari', 'otomo-sorin'] });
    t.reserves[0] = { armies: 1, daimyo: true };
    t.turn = { dice: [6, 3, 4], rerolled: true };
    expect(legalMoves(t, 0)).toEqual([
      { type: 'deploy', die: 3, daimyo: true },
      { type: 'deploy', die: 4, daimyo: true },
      { type: 'deploy', die: 6, daimyo: true },
    ]);
    refuse(t, 0, { type: 'deploy', die: 6, daimyo: false }, 'bad_move');
    const r = play(t, 0, { type: 'deploy', die: 6, daimyo: true });
    expect(r.state.reserves[0]).toEqual({ armies: 0, daimyo: false });
    expect(r.state.katana[0]).toBe(3);
    expect(r.events[0]).toMatchObject({ armies: 1, daimyo: true });
  });

  it('refuses junk from the internet without throwing', () => {
    const s = freshGame(3, { advanced: true, daimyo: ['oda-nobunaga', 'mori-motonari', 'otomo-sorin'] });
    put(s, 'KYOTO', 0, 2);
    for (const seat of [-1, 1.5, 3, NaN, '0', null] as unknown[]) {
      const r = sengoku.applyMove(s, seat as number, { type: 'roll' });
      expect(r.ok).toBe(false);
    }
    const random = randomSource('junk');
    const atoms: unknown[] = [undefined, null, -1, 0, 2.5, 1e9, 'KYOTO', 'x', '__proto__', 'constructor', true, [], {}, ['KYOTO', 'OKO']];
    const types = ['roll', 'reroll', 'deploy', 'tactic', 'daimyo', 'draft', 'toString', '__proto__'];
    const fields = ['card', 'die', 'daimyo', 'from', 'to', 'opponent', 'province', 'moves', 'targets', 'provinces', 'escort', 'daimyoTo'];
    const cards = ['scout', 'kyoto', 'retreat', 'rebel', 'oda-nobunaga', 'mori-motonari', 'hasOwnProperty'];
    const legal = legalMoves(s, 0).map((m) => JSON.stringify(m));
    for (let i = 0; i < 3000; i++) {
      const move: Record<string, unknown> = { type: types[Math.floor(random() * types.length)] };
      if (random() < 0.7) move.card = cards[Math.floor(random() * cards.length)];
      for (let k = 0; k < 3; k++) move[fields[Math.floor(random() * fields.length)]!] = atoms[Math.floor(random() * atoms.length)];
      const r = sengoku.applyMove(s, 0, move as never);
      if (r.ok) expect(legal).toContain(JSON.stringify(move));
      else expect(r.rejection.rule).toMatch(/^sengoku\//);
    }
  });

  it('does not mutate the state it is given', () => {
    const s = freshGame(4, { seed: 'immutable' });
    const copy = structuredClone(s);
    const r = sengoku.applyMove(s, 0, { type: 'roll' });
    expect(r.ok).toBe(true);
    expect(s).toEqual(copy);
    if (r.ok) {
      const d = legalMoves(r.state, 0).find((m) => m.type === 'deploy')!;
      const before = structuredClone(r.state);
      sengoku.applyMove(r.state, 0, d);
      expect(r.state).toEqual(before);
    }
  });
});
