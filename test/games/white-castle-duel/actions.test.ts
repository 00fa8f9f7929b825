import { describe, expect, it } from 'vitest';
import { iconsOf } from '../../../worker/games/white-castle-duel/rules';
import type { WcdMove, WcdState } from '../../../worker/games/white-castle-duel/state';
import { G, isLegal, play, playAll, rejected, scenario } from './helpers';

// First-game castle: A1 garden, A2 lantern, A3 improve, A4 training, A5 courtier, A6 trade;
// L1 white (D1 + A1), L2 black (A1 + A2), L3 coral (A2 + D3), L4 black (A3 + D2), L5 white (D2 + A4), L6 coral (A5 + A6).

const moves = (s: WcdState, type: WcdMove['type']): WcdMove[] => G.legalMoves(s, 0).filter((m) => m.type === type);

/** Seat 0 in the action step next to `location`, with the given pending queue. */
function acting(location: string, remaining: string[], edit: (d: WcdState) => void = () => {}, queue: WcdState['turn'] extends infer T ? T extends { queue: infer Q } ? Q : never : never = []): WcdState {
  return scenario((d) => {
    d.turn!.stage = 'actions';
    d.turn!.location = location;
    d.turn!.remaining = remaining;
    d.turn!.queue = queue;
    edit(d);
  });
}

describe('moving a lantern token', () => {
  it('places on an empty location only a colour other than the printed one', () => {
    const s = scenario();
    expect(moves(s, 'place')).toHaveLength(12);
    expect(isLegal(s, 0, { type: 'place', color: 'white', location: 'L1' })).toBe(false);
    const r = rejected(s, 0, { type: 'place', color: 'white', location: 'L1' }, 'location-color');
    expect(r.rule).toBe('white-castle-duel/turn/place-lantern');
    expect(isLegal(s, 0, { type: 'place', color: 'coral', location: 'L1' })).toBe(true);
  });

  it('stacks only a colour not yet in the stack, at most three tokens, and activates the covered colour', () => {
    const s = scenario((d) => {
      d.castle.locations.L1!.stack = ['coral'];
      d.castle.locations.L2!.stack = ['coral', 'white', 'black'];
      d.players[0]!.lanterns.coral = ['LC-C3'];
    });
    rejected(s, 0, { type: 'place', color: 'coral', location: 'L1' }, 'color-in-stack');
    expect(moves(s, 'place').filter((m) => m.type === 'place' && m.location === 'L2')).toEqual([]);
    // White is the printed colour of L1 but the location is no longer empty: white may go on top.
    expect(isLegal(s, 0, { type: 'place', color: 'white', location: 'L1' })).toBe(true);
    const { state, events } = play(s, 0, { type: 'place', color: 'black', location: 'L1' });
    expect(state.castle.locations.L1!.stack).toEqual(['coral', 'black']);
    expect(state.players[0]!.tokens.black).toBe(1);
    expect(events.find((e) => e.type === 'lantern-activated')).toMatchObject({ color: 'coral', rule: 'white-castle-duel/turn/lantern-reward' });
    // Coral area: printed 1 food + a coin card.
    expect(state.players[0]!.food).toBe(1);
    expect(state.players[0]!.coins).toBe(1);
    expect(state.turn).toMatchObject({ stage: 'actions', location: 'L1', remaining: ['D1', 'A1'] });
  });

  it('refuses a colour the player no longer holds and a take in the Outgoing round', () => {
    const s = scenario((d) => { d.players[0]!.tokens.coral = 0; });
    rejected(s, 0, { type: 'place', color: 'coral', location: 'L2' }, 'no-token');
    rejected(s, 0, { type: 'take', location: 'L2' }, 'wrong-round');
    rejected(s, 0, { type: 'garden', garden: 'stone', column: 0 }, 'move-lantern-first');
  });

  it('takes back the top token in the Return round and activates the lantern of its colour', () => {
    const s = scenario((d) => {
      d.round = 2;
      d.players[0]!.tokens = { coral: 0, black: 0, white: 0 };
      d.castle.locations.L2!.stack = ['white', 'coral'];
      d.players[0]!.lanterns.coral = ['LC-C5'];
    });
    expect(moves(s, 'take')).toEqual([{ type: 'take', location: 'L2' }]);
    rejected(s, 0, { type: 'take', location: 'L3' }, 'empty-location');
    rejected(s, 0, { type: 'place', color: 'coral', location: 'L3' }, 'wrong-round');
    const { state } = play(s, 0, { type: 'take', location: 'L2' });
    expect(state.castle.locations.L2!.stack).toEqual(['white']);
    expect(state.players[0]!.tokens.coral).toBe(1);
    expect(state.players[0]!.food).toBe(1);
    expect(state.players[0]!.points).toBe(1);
    expect(state.turn!.remaining).toEqual(['A1', 'A2']);
  });
});

describe('exchange tokens', () => {
  it('swap two action tiles once per turn, only before the lantern token moves', () => {
    const s = scenario((d) => { d.players[0]!.exchange = 2; });
    expect(moves(s, 'exchange')).toHaveLength(15);
    rejected(s, 0, { type: 'exchange', a: 'A2', b: 'A2' }, 'same-tile');
    // Either order names the same swap.
    const a = play(s, 0, { type: 'exchange', a: 'A6', b: 'A1' }).state;
    expect(a.castle.actions.A1).toBe('trade');
    expect(a.castle.actions.A6).toBe('garden');
    expect(a.players[0]!.exchange).toBe(1);
    expect(moves(a, 'exchange')).toEqual([]);
    rejected(a, 0, { type: 'exchange', a: 'A2', b: 'A3' }, 'exchange-used');
    const b = play(a, 0, { type: 'place', color: 'coral', location: 'L1' }).state;
    expect(b.turn!.remaining).toEqual(['D1', 'A1']);
    expect(moves(b, 'trade').length).toBeGreaterThanOrEqual(0);
    expect(moves(b, 'garden')).toEqual([]);
    rejected(b, 0, { type: 'exchange', a: 'A2', b: 'A3' }, 'exchange-too-late');
  });

  it('needs a token', () => {
    const s = scenario();
    expect(moves(s, 'exchange')).toEqual([]);
    rejected(s, 0, { type: 'exchange', a: 'A1', b: 'A2' }, 'no-exchange-token');
  });
});

describe('the garden action', () => {
  it('costs 2 food (stone) or 5 food (plant), places a clan seal and gives the tile of the column', () => {
    const s = acting('L1', ['D1', 'A1'], (d) => { d.players[0]!.food = 4; });
    const gm = moves(s, 'garden');
    expect(gm).toEqual([0, 1, 2].map((column) => ({ type: 'garden', garden: 'stone', column })));
    rejected(s, 0, { type: 'garden', garden: 'plant', column: 1 }, 'cannot-afford');
    const a = play(s, 0, { type: 'garden', garden: 'stone', column: 0 }).state;
    expect(a.players[0]!.food).toBe(2);
    expect(a.players[0]!.clanSeals).toBe(7);
    expect(a.gardens.stone.seals[0]).toEqual([0, null]);
    // GT1 stone face: one resource of your choice.
    expect(G.legalMoves(a, 0).filter((m) => m.type !== 'convert')).toEqual([
      { type: 'resource', resource: 'food' }, { type: 'resource', resource: 'iron' }, { type: 'resource', resource: 'pearl' }, { type: 'undo' },
    ]);
    const b = play(a, 0, { type: 'resource', resource: 'iron' }).state;
    expect(b.players[0]!.iron).toBe(1);
    expect(b.turn!.remaining).toEqual(['D1']);
    expect(iconsOf(b, 0).flag).toBe(1);
  });

  it('gives the plant tile reward and the column icons at the end', () => {
    const s = acting('L1', ['A1'], (d) => { d.players[0]!.food = 5; });
    const a = play(s, 0, { type: 'garden', garden: 'plant', column: 1 }).state;
    expect(a.players[0]!.food).toBe(0);
    expect(a.players[0]!.points).toBe(3);
    expect(iconsOf(a, 0).kabuto).toBe(1);
  });

  it('lets one player fill both spaces of a column, refuses a full column and a player without clan seals', () => {
    const s = acting('L1', ['A1'], (d) => {
      d.players[0]!.food = 7;
      d.gardens.stone.seals[2] = [0, 1];
      d.gardens.stone.seals[1] = [0, null];
    });
    expect(isLegal(s, 0, { type: 'garden', garden: 'stone', column: 1 })).toBe(true);
    rejected(s, 0, { type: 'garden', garden: 'stone', column: 2 }, 'no-space');
    const none = acting('L1', ['A1'], (d) => { d.players[0]!.food = 7; d.players[0]!.clanSeals = 0; });
    expect(moves(none, 'garden')).toEqual([]);
    rejected(none, 0, { type: 'garden', garden: 'stone', column: 0 }, 'no-clan-seal');
  });
});

describe('the training action', () => {
  it('costs 2 or 5 iron and gives one of the two rewards of the tile', () => {
    const s = acting('L5', ['D2', 'A4'], (d) => { d.players[0]!.iron = 7; d.players[0]!.pearl = 1; });
    expect(moves(s, 'training')).toEqual([
      { type: 'training', yard: 'basic', reward: 0 }, { type: 'training', yard: 'basic', reward: 1 },
      { type: 'training', yard: 'elite', reward: 0 }, { type: 'training', yard: 'elite', reward: 1 },
    ]);
    const a = play(s, 0, { type: 'training', yard: 'basic', reward: 1 }).state;
    expect(a.players[0]!.iron).toBe(5);
    expect(a.players[0]!.points).toBe(2);
    expect(a.yards.basic.seals[0]).toBe(0);
    // Elite (TE1): the Courtier action for 1 mother-of-pearl less.
    const b = play(s, 0, { type: 'training', yard: 'elite', reward: 0 }).state;
    expect(b.players[0]!.iron).toBe(2);
    expect(b.turn!.queue[0]).toEqual({ t: 'action', action: 'courtier', discount: 1 });
    const c = play(b, 0, { type: 'courtier', steps: 1, path: 'left' }).state;
    expect(c.players[0]!.pearl).toBe(0);
    expect(c.players[0]!.courtier).toEqual({ path: 'left', step: 1 });
    expect(c.players[0]!.coins).toBe(2); // SC1 light, first step: 2 coins
  });

  it('refuses a full yard', () => {
    const s = acting('L5', ['A4'], (d) => { d.players[0]!.iron = 7; d.yards.elite.seals = [1, 1, 0]; });
    rejected(s, 0, { type: 'training', yard: 'elite', reward: 0 }, 'no-space');
    rejected(s, 0, { type: 'training', yard: 'basic', reward: 2 }, 'bad-reward');
  });
});

describe('the courtier action', () => {
  it('climbs 1 step for 2 or 2 steps for 5 mother-of-pearl; the first climber picks a path, the other gets the other one', () => {
    const s = acting('L6', ['A5', 'A6'], (d) => { d.players[0]!.pearl = 7; });
    expect(moves(s, 'courtier')).toEqual([
      { type: 'courtier', steps: 1, path: 'left' }, { type: 'courtier', steps: 1, path: 'right' },
      { type: 'courtier', steps: 2, path: 'left' }, { type: 'courtier', steps: 2, path: 'right' },
    ]);
    rejected(s, 0, { type: 'courtier', steps: 1 }, 'path-required');
    const a = play(s, 0, { type: 'courtier', steps: 2, path: 'left' }).state;
    expect(a.players[0]!.pearl).toBe(2);
    expect(a.players[0]!.courtier).toEqual({ path: 'left', step: 2 });
    expect(a.players[1]!.courtier.path).toBe('right');
    // Passing over step 1 gives nothing (its 2 coins), step 2 of SC1 light is blank.
    expect(a.players[0]!.coins).toBe(0);
    expect(a.turn!.queue).toEqual([]);
  });

  it('gives only the reward of the step where the courtier stops and never climbs past the top', () => {
    const s = acting('L6', ['A5'], (d) => {
      d.players[0]!.pearl = 7;
      d.players[0]!.courtier = { path: 'right', step: 1 };
      d.players[1]!.courtier = { path: 'left', step: 0 };
    });
    expect(moves(s, 'courtier')).toEqual([{ type: 'courtier', steps: 1 }, { type: 'courtier', steps: 2 }]);
    rejected(s, 0, { type: 'courtier', steps: 1, path: 'right' }, 'path-chosen');
    // Right path, level-1 tile SC3 light: step 3 = a lantern card.
    const a = play(s, 0, { type: 'courtier', steps: 2 }).state;
    expect(a.players[0]!.courtier.step).toBe(3);
    expect(a.turn!.queue[0]).toEqual({ t: 'lanternCard', activate: false });
    const top = acting('L6', ['A5'], (d) => { d.players[0]!.pearl = 7; d.players[0]!.courtier = { path: 'left', step: 6 }; d.players[1]!.courtier = { path: 'right', step: 0 }; });
    expect(moves(top, 'courtier')).toEqual([{ type: 'courtier', steps: 1 }]);
    rejected(top, 0, { type: 'courtier', steps: 2 }, 'too-far');
    const t = play(top, 0, { type: 'courtier', steps: 1 }).state;
    expect(t.players[0]!.points).toBe(3); // printed top space (provisional data)
    expect(moves(scenario((d) => { d.turn!.stage = 'actions'; d.turn!.remaining = ['A5']; d.players[0]!.pearl = 7; d.players[0]!.courtier = { path: 'left', step: 7 }; }), 'courtier')).toEqual([]);
  });

  it('offers a coin/seal mix as a keep decision (SC3 light, first step: 2 coins or seals)', () => {
    const s = acting('L6', ['A5'], (d) => { d.players[0]!.pearl = 2; d.players[0]!.coins = 1; });
    const a = play(s, 0, { type: 'courtier', steps: 1, path: 'right' }).state;
    expect(G.legalMoves(a, 0).filter((m) => m.type === 'keep')).toEqual([
      { type: 'keep', coins: 1, seals: 2 }, { type: 'keep', coins: 2, seals: 1 }, { type: 'keep', coins: 3, seals: 0 },
    ]);
    rejected(a, 0, { type: 'keep', coins: 3, seals: 3 }, 'bad-keep');
    const b = play(a, 0, { type: 'keep', coins: 2, seals: 1 }).state;
    expect([b.players[0]!.coins, b.players[0]!.seals]).toEqual([2, 1]);
  });
});

describe('the trade action', () => {
  it('pays 1, 2 or 5 resources of any mix for a card, common or luxury merchandise', () => {
    const s = acting('L6', ['A6'], (d) => { d.players[0]!.food = 3; d.players[0]!.iron = 2; d.players[0]!.coins = 3; d.players[0]!.seals = 3; });
    const tm = moves(s, 'trade');
    expect(tm.filter((m) => m.type === 'trade' && m.option === 'influence')).toHaveLength(2);
    expect(tm.filter((m) => m.type === 'trade' && m.option === 'common')).toHaveLength(3);
    expect(tm.filter((m) => m.type === 'trade' && m.option === 'luxury')).toEqual([{ type: 'trade', option: 'luxury', pay: { food: 3, iron: 2 } }]);
    rejected(s, 0, { type: 'trade', option: 'luxury', pay: { food: 3, iron: 1 } }, 'bad-payment');
    const top = s.merchandise.luxury[0]!;
    const a = play(s, 0, { type: 'trade', option: 'luxury', pay: { food: 3, iron: 2 } }).state;
    expect(a.players[0]!.merchandise).toEqual([top]);
    expect(a.merchandise.luxury).toHaveLength(2);
    expect([a.players[0]!.food, a.players[0]!.iron]).toEqual([0, 0]);
    // The next tile was revealed: no undo back past it.
    expect(G.legalMoves(a, 0)).not.toContainEqual({ type: 'undo' });
    // Buying a card: 1 resource, then the card's own cost, then its scroll.
    const b = play(s, 0, { type: 'trade', option: 'influence', pay: { iron: 1 } }).state;
    expect(b.players[0]!.iron).toBe(1);
    expect(b.turn!.queue[0]).toEqual({ t: 'influence', free: false });
    const buy = moves(b, 'buy')[0]!;
    const c = play(b, 0, buy).state;
    expect(c.players[0]!.influence).toHaveLength(1);
    expect(c.turn!.queue[0]).toMatchObject({ t: 'scroll' });
  });

  it('does not offer an empty pile and applies a discount of 1 resource', () => {
    const s = acting('L6', ['A6'], (d) => { d.merchandise.common = []; d.players[0]!.food = 1; d.players[0]!.coins = 3; });
    expect(moves(s, 'trade').map((m) => m.type === 'trade' && m.option)).toEqual(['influence']);
    rejected(s, 0, { type: 'trade', option: 'common', pay: { food: 2 } }, 'pile-empty');
    const d = acting('L6', [], (x) => { x.players[0]!.coins = 3; }, [{ t: 'action', action: 'trade', discount: 1 }]);
    expect(moves(d, 'trade')).toContainEqual({ type: 'trade', option: 'influence', pay: {} });
  });
});

describe('the lantern and improve actions', () => {
  it('activate one lantern of the player\'s choice', () => {
    const s = acting('L2', ['A2'], (d) => { d.players[0]!.lanterns.white = ['LC-W3', 'LC-W5']; });
    expect(moves(s, 'lantern')).toHaveLength(3);
    const a = play(s, 0, { type: 'lantern', color: 'white' }).state;
    expect([a.players[0]!.pearl, a.players[0]!.coins, a.players[0]!.points]).toEqual([1, 1, 1]);
    expect(a.turn!.remaining).toEqual([]);
  });

  it('improves up to two influence cards, and may stop after one', () => {
    const s = acting('L4', ['A3', 'D2'], (d) => {
      d.players[0]!.influence = [{ card: 'I-B01', improved: false }, { card: 'I-G02', improved: true }, { card: 'I-O02', improved: false }, { card: 'I-B04', improved: false }];
    });
    expect(moves(s, 'improve')).toEqual([{ type: 'improve', card: 'I-B01' }, { type: 'improve', card: 'I-O02' }, { type: 'improve', card: 'I-B04' }]);
    const a = play(s, 0, { type: 'improve', card: 'I-O02' }).state;
    expect(a.turn!.queue).toEqual([{ t: 'improve', n: 1 }]);
    rejected(a, 0, { type: 'improve', card: 'I-O02' }, 'already-improved');
    rejected(a, 0, { type: 'improve', card: 'I-O05' }, 'not-your-card');
    const b = play(a, 0, { type: 'skip' }).state;
    expect(b.players[0]!.influence.filter((c) => c.improved).map((c) => c.card)).toEqual(['I-G02', 'I-O02']);
    expect(b.turn!.remaining).toEqual(['D2']);
    const c = playAll(s, 0, [{ type: 'improve', card: 'I-B01' }, { type: 'improve', card: 'I-B04' }]).state;
    expect(c.players[0]!.influence.every((x) => x.improved || x.card === 'I-O02')).toBe(true);
    expect(c.turn!.queue).toEqual([]);
  });
});

describe('declining actions and the well', () => {
  it('gives one well benefit per declined action', () => {
    const s = acting('L4', ['A3', 'D2'], () => {});
    const declines = G.legalMoves(s, 0).filter((m) => m.type === 'decline');
    expect(declines).toHaveLength(14);
    const a = playAll(s, 0, [{ type: 'decline', slot: 'A3', benefit: 'coin' }, { type: 'decline', slot: 'D2', benefit: 'exchange' }]);
    expect(a.state.players[0]!.coins).toBe(1);
    expect(a.state.players[0]!.exchange).toBe(1);
    expect(a.events.filter((e) => e.type === 'decline').map((e) => e.rule)).toEqual(['white-castle-duel/turn/decline-for-well', 'white-castle-duel/turn/decline-for-well']);
    expect(G.legalMoves(a.state, 0)).toEqual([{ type: 'end-turn' }, { type: 'undo' }]);
    rejected(s, 0, { type: 'decline', slot: 'A5', benefit: 'coin' }, 'not-adjacent');
  });

  it('does not offer a benefit that would be lost, and an empty deck only offers the well', () => {
    const s = acting('L4', ['D2'], (d) => { d.players[0]!.food = 7; d.players[0]!.exchange = 2; d.castle.decks[1] = []; d.players[0]!.coins = 5; });
    const benefits = G.legalMoves(s, 0).filter((m) => m.type === 'decline').map((m) => m.type === 'decline' && m.benefit);
    expect(benefits).toEqual(['iron', 'pearl', 'seal', 'coin', 'point']);
    expect(moves(s, 'buy')).toEqual([]);
    rejected(s, 0, { type: 'buy', deck: 2, pay: { coins: 2 } }, 'deck-empty');
    rejected(s, 0, { type: 'decline', slot: 'D2', benefit: 'food' }, 'useless-benefit');
    const { events } = play(s, 0, { type: 'decline', slot: 'D2', benefit: 'point' });
    expect(events[0]).toMatchObject({ type: 'decline', rule: 'white-castle-duel/cards/empty-deck' });
  });

  it('gives nothing for a scroll skipped after buying the card', () => {
    const s = acting('L4', ['D2'], (d) => { d.castle.decks[1] = ['I-B11', 'I-B07']; d.players[0]!.coins = 1; });
    const a = play(s, 0, { type: 'buy', deck: 2, pay: { coins: 1 } }).state;
    expect(a.players[0]!.coins).toBe(0);
    expect(G.legalMoves(a, 0)).toEqual([{ type: 'scroll' }, { type: 'skip' }]);
    const b = play(a, 0, { type: 'skip' });
    expect(b.state.players[0]!.points).toBe(0);
    expect(b.events.some((e) => e.type === 'gain' || e.type === 'well')).toBe(false);
    expect(G.legalMoves(b.state, 0)).toEqual([{ type: 'end-turn' }, { type: 'undo' }]);
    const c = play(a, 0, { type: 'scroll' }).state;
    expect(c.players[0]!.points).toBe(2);
  });

  it('resolves scroll costs and a paid discounted action (I-B01)', () => {
    const s = acting('L4', ['D2'], (d) => { d.castle.decks[1] = ['I-B01', 'I-B07']; d.players[0]!.coins = 2; d.players[0]!.seals = 1; d.players[0]!.food = 1; });
    const a = playAll(s, 0, [{ type: 'buy', deck: 2, pay: { coins: 2 } }, { type: 'scroll', pay: { seals: 1 } }]).state;
    expect(a.turn!.queue[0]).toEqual({ t: 'action', action: 'garden', discount: 1 });
    // The stone garden costs 1 food instead of 2.
    expect(moves(a, 'garden')).toHaveLength(3);
    const b = play(a, 0, { type: 'garden', garden: 'stone', column: 1 }).state;
    expect(b.players[0]!.food).toBe(0);
    expect(b.players[0]!.seals).toBe(0);
    expect(b.players[0]!.pearl).toBe(1);
  });
});

describe('effects of the annex', () => {
  it('takes several well benefits, same or different', () => {
    const s = acting('L4', [], () => {}, [{ t: 'well', n: 2 }]);
    const a = playAll(s, 0, [{ type: 'well', benefit: 'point' }, { type: 'well', benefit: 'point' }]).state;
    expect(a.players[0]!.points).toBe(2);
    expect(a.turn!.queue).toEqual([]);
  });

  it('lets the player choose between rewards', () => {
    const s = acting('L4', [], () => {}, [{ t: 'choice', options: [[{ kind: 'gain', points: 2 }], [{ kind: 'lanternCard' }]] }]);
    expect(G.legalMoves(s, 0)).toEqual([{ type: 'choose', option: 0 }, { type: 'choose', option: 1 }]);
    rejected(s, 0, { type: 'choose', option: 2 }, 'bad-option');
    expect(play(s, 0, { type: 'choose', option: 0 }).state.players[0]!.points).toBe(2);
    expect(play(s, 0, { type: 'choose', option: 1 }).state.turn!.queue).toEqual([{ t: 'lanternCard', activate: false }]);
  });

  it('activates a lantern of a fixed colour by itself', () => {
    const s = acting('L4', [], (d) => { d.players[0]!.lanterns.white = ['LC-W4']; }, [{ t: 'choice', options: [[{ kind: 'activate', color: 'white' }], [{ kind: 'gain', points: 1 }]] }]);
    const { state, events } = play(s, 0, { type: 'choose', option: 0 });
    expect(events.find((e) => e.type === 'lantern-activated')).toMatchObject({ color: 'white', rule: 'white-castle-duel/effects/activate-lantern' });
    expect([state.players[0]!.pearl, state.players[0]!.seals]).toEqual([1, 1]);
  });

  it('does the training action one iron cheaper (I-G05)', () => {
    const s = acting('L4', ['D2'], (d) => { d.castle.decks[1] = ['I-G05', 'I-B07']; d.players[0]!.coins = 2; d.players[0]!.seals = 1; d.players[0]!.iron = 4; });
    const a = playAll(s, 0, [{ type: 'buy', deck: 2, pay: { coins: 2 } }, { type: 'scroll', pay: { seals: 1 } }]).state;
    expect(a.turn!.queue[0]).toEqual({ t: 'action', action: 'training', discount: 1 });
    // The elite yard costs 4 iron instead of 5.
    const b = play(a, 0, { type: 'training', yard: 'elite', reward: 1 }).state;
    expect(b.players[0]!.iron).toBe(0);
    expect(b.yards.elite.seals[0]).toBe(0);
    expect(b.turn!.queue[0]).toEqual({ t: 'improve', n: 2 });
    expect(G.legalMoves(b, 0)).toContainEqual({ type: 'improve', card: 'I-G05' });
  });

  it('takes a free card and does its scroll', () => {
    const s = acting('L4', [], (d) => { d.castle.decks[2] = ['I-O01', 'I-O02']; }, [{ t: 'influence', free: true }]);
    const a = play(s, 0, { type: 'buy', deck: 3 }).state;
    expect(a.players[0]!.influence).toEqual([{ card: 'I-O01', improved: false }]);
    expect(a.players[0]!.seals).toBe(0);
    rejected(s, 0, { type: 'buy', deck: 3, pay: { seals: 3 } }, 'free-card');
  });

  it('takes a lantern card, refills the row from the deck, then activates that colour including the new card', () => {
    const s = acting('L4', [], (d) => {
      d.lanternRow = ['LC-B5', 'LC-C1', 'LC-W1'];
      d.lanternDeck = ['LC-W2', 'LC-W3'];
      d.players[0]!.lanterns.black = ['LC-B1'];
    }, [{ t: 'lanternCard', activate: true }]);
    const { state, events } = play(s, 0, { type: 'lantern-card', card: 'LC-B5' });
    expect(state.lanternRow).toEqual(['LC-W2', 'LC-C1', 'LC-W1']);
    expect(state.lanternDeck).toEqual(['LC-W3']);
    expect(state.players[0]!.lanterns.black).toEqual(['LC-B1', 'LC-B5']);
    expect([state.players[0]!.iron, state.players[0]!.food, state.players[0]!.points]).toEqual([1, 1, 1]);
    expect(events.find((e) => e.type === 'lantern-card')).toMatchObject({ revealed: 'LC-W2' });
    rejected(s, 0, { type: 'lantern-card', card: 'LC-W5' }, 'not-in-row');
  });

  it('has no effect when the lantern row is empty', () => {
    const s = acting('L4', [], (d) => { d.lanternRow = []; d.lanternDeck = []; }, [{ t: 'choice', options: [[{ kind: 'gain', points: 2 }], [{ kind: 'lanternCard', activate: true }]] }]);
    const { state, events } = play(s, 0, { type: 'choose', option: 1 });
    expect(events.find((e) => e.type === 'skip')).toMatchObject({ what: 'lanternCard', auto: true, rule: 'white-castle-duel/effects/lantern-card' });
    expect(events.some((e) => e.type === 'lantern-activated')).toBe(false);
    expect(state.turn!.queue).toEqual([]);
    expect(G.legalMoves(state, 0)).toEqual([{ type: 'end-turn' }, { type: 'undo' }]);
  });

  it('skips by itself an optional action that cannot be paid, even with conversions', () => {
    const s = acting('L4', ['D2'], (d) => { d.castle.decks[1] = ['I-O12', 'I-B07']; d.players[0]!.seals = 2; });
    const u = playAll(s, 0, [{ type: 'buy', deck: 2, pay: { seals: 2 } }, { type: 'scroll' }]);
    // I-O12: the Courtier action, but no mother-of-pearl and no seals left to convert.
    expect(u.events.find((e) => e.type === 'skip')).toMatchObject({ what: 'courtier', auto: true });
    expect(u.state.turn!.queue).toEqual([]);
    // With 2 seals left, converting could pay for the climb: the step waits (skip or convert).
    const t = acting('L4', ['D2'], (d) => { d.castle.decks[1] = ['I-O12', 'I-B07']; d.players[0]!.seals = 4; d.players[0]!.pearl = 1; });
    const v = playAll(t, 0, [{ type: 'buy', deck: 2, pay: { seals: 2 } }, { type: 'scroll' }]).state;
    expect(v.turn!.queue[0]).toEqual({ t: 'action', action: 'courtier', discount: 0 });
    expect(G.legalMoves(v, 0).map((m) => m.type)).toEqual(['skip', 'convert', 'convert', 'convert', 'undo']);
    const w = playAll(v, 0, [{ type: 'convert', resource: 'pearl' }, { type: 'courtier', steps: 1, path: 'left' }]).state;
    expect(w.players[0]!.courtier.step).toBe(1);
    expect(w.players[0]!.pearl).toBe(0);
  });
});

describe('caps and conversions', () => {
  it('never holds more than 10 coins and seals together: the player chooses what to keep', () => {
    const s = scenario((d) => {
      d.players[0]!.coins = 6;
      d.players[0]!.seals = 4;
      d.players[0]!.lanterns.coral = ['LC-C3', 'SR-E'];
    });
    const a = play(s, 0, { type: 'place', color: 'black', location: 'L3' });
    expect(a.state.players[0]!.food).toBe(1);
    expect(G.legalMoves(a.state, 0).filter((m) => m.type === 'keep')).toEqual([
      { type: 'keep', coins: 6, seals: 4 }, { type: 'keep', coins: 7, seals: 3 }, { type: 'keep', coins: 8, seals: 2 },
    ]);
    rejected(a.state, 0, { type: 'decline', slot: 'A2', benefit: 'coin' }, 'pending-decision');
    const b = play(a.state, 0, { type: 'keep', coins: 8, seals: 2 });
    expect(b.state.players[0]!.coins + b.state.players[0]!.seals).toBe(10);
    expect(b.events[0]).toMatchObject({ type: 'coins-seals', lost: 2, rule: 'white-castle-duel/resources/coins-and-seals' });
  });

  it('caps resources at 7 (the excess is lost) and exchange tokens at 2', () => {
    const s = scenario((d) => { d.players[0]!.food = 7; d.players[0]!.exchange = 2; });
    const a = play(s, 0, { type: 'place', color: 'black', location: 'L3' });
    expect(a.state.players[0]!.food).toBe(7);
    expect(a.events.find((e) => e.type === 'gain')).toMatchObject({ lost: { food: 1 }, rule: 'white-castle-duel/resources/tracks' });
    const b = acting('L1', ['A1'], (d) => { d.players[0]!.food = 5; d.players[0]!.exchange = 2; });
    const c = play(b, 0, { type: 'garden', garden: 'plant', column: 0 });
    expect(c.state.players[0]!.exchange).toBe(2);
    expect(c.events.find((e) => e.type === 'gain')).toMatchObject({ lost: { exchange: 1 } });
  });

  it('converts 2 Daimyo seals into 1 resource at any step of the turn', () => {
    const s = scenario((d) => { d.players[0]!.seals = 3; d.players[0]!.iron = 7; });
    expect(moves(s, 'convert')).toEqual([{ type: 'convert', resource: 'food' }, { type: 'convert', resource: 'pearl' }]);
    rejected(s, 0, { type: 'convert', resource: 'iron' }, 'resource-full');
    const a = play(s, 0, { type: 'convert', resource: 'pearl' }).state;
    expect([a.players[0]!.seals, a.players[0]!.pearl]).toEqual([1, 1]);
    rejected(a, 0, { type: 'convert', resource: 'food' }, 'not-enough-seals');
    // During a pending decision too.
    const b = acting('L4', [], (d) => { d.players[0]!.seals = 2; }, [{ t: 'well', n: 1 }]);
    expect(moves(b, 'convert')).toHaveLength(3);
  });

  it('takes the +40 then +80 tile only when the fan goes past 40 and 80, not on reaching them', () => {
    // Reaching 40 exactly: the fan stands on the last space of the track, no tile yet.
    const s = acting('L4', [], (d) => { d.players[0]!.points = 39; }, [{ t: 'well', n: 1 }]);
    const a = play(s, 0, { type: 'well', benefit: 'point' });
    expect(a.state.players[0]!.points).toBe(40);
    expect(a.events.find((e) => e.type === 'fan-tile')).toBeUndefined();
    expect(G.view(a.state, 0).players[0]!.fan).toEqual({ position: 40, tile: 0 });
    // One more point goes past 40: now the +40 tile is taken and the fan restarts on space 1.
    const s2 = acting('L4', [], (d) => { d.players[0]!.points = 40; }, [{ t: 'well', n: 1 }]);
    const a2 = play(s2, 0, { type: 'well', benefit: 'point' });
    expect(a2.events.find((e) => e.type === 'fan-tile')).toMatchObject({ tile: 40 });
    expect(G.view(a2.state, 0).players[0]!.fan).toEqual({ position: 1, tile: 40 });
    // 80 exactly keeps the +40 tile (fan on 40); beyond 80 flips it to +80.
    const b = acting('L4', [], (d) => { d.players[0]!.points = 79; }, [{ t: 'well', n: 1 }]);
    const c = play(b, 0, { type: 'well', benefit: 'point' });
    expect(c.events.find((e) => e.type === 'fan-tile')).toBeUndefined();
    expect(G.view(c.state, 0).players[0]!.fan).toEqual({ position: 40, tile: 40 });
    const d = acting('L4', [], (x) => { x.players[0]!.points = 80; }, [{ t: 'well', n: 1 }]);
    const e = play(d, 0, { type: 'well', benefit: 'point' });
    expect(e.events.find((x) => x.type === 'fan-tile')).toMatchObject({ tile: 80 });
    expect(G.view(e.state, 0).players[0]!.fan).toEqual({ position: 1, tile: 80 });
  });
});
