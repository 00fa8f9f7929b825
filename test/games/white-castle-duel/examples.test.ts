import { describe, expect, it } from 'vitest';
import type { WcdState } from '../../../worker/games/white-castle-duel/state';
import { G, play, playAll, scenario } from './helpers';

/**
 * The rulebook's complete-turn example: yellow places a black lantern token on the location
 * between the Lantern action and an Origami card, covering a coral token.
 */
function turnExampleTable(): WcdState {
  return scenario((d) => {
    const y = d.players[0]!;
    // Coral area: printed 1 food + a coin card, a clan point card and a coin card (a starting card's back).
    y.lanterns.coral = ['LC-C3', 'LC-C5', 'SR-E'];
    // Black area: printed 1 iron + a food card and a Daimyo seal card.
    y.lanterns.black = ['LC-B1', 'LC-B4'];
    y.seals = 2;
    y.startCard = 'SR-E';
    // L3 (coral, between the Lantern action A2 and deck 3) holds a white then a coral token.
    d.castle.locations.L3!.stack = ['white', 'coral'];
    d.players[1]!.tokens.white = 1;
    d.players[0]!.tokens.coral = 1;
    // Deck 3: the Origami card costing 2 seals (2 clan points + 1 lantern card) on top.
    d.castle.decks[2] = ['I-O02', ...d.castle.decks[2]!.filter((c) => c !== 'I-O02')];
    for (const i of [0, 1]) d.castle.decks[i] = d.castle.decks[i]!.filter((c) => c !== 'I-O02');
    // The row offers the black lantern card worth 1 clan point.
    d.lanternRow = ['LC-B5', 'LC-W1', 'LC-C1'];
    d.lanternDeck = ['LC-W2', 'LC-C2', 'LC-W3'];
  });
}

describe('the rulebook turn example', () => {
  it('comes out exactly as printed', () => {
    const s = turnExampleTable();
    const y0 = s.players[0]!;
    expect([y0.food, y0.iron, y0.coins, y0.seals, y0.points]).toEqual([0, 0, 0, 2, 0]);

    // A-C: the black token covers the coral one: the coral lantern gives 1 food, 2 coins and 1 clan point.
    const a = play(s, 0, { type: 'place', color: 'black', location: 'L3' });
    expect(a.events.find((e) => e.type === 'lantern-activated')).toMatchObject({ color: 'coral' });
    let y = a.state.players[0]!;
    expect([y.food, y.coins, y.points]).toEqual([1, 2, 1]);
    expect(a.state.turn!.remaining).toEqual(['A2', 'D3']);

    // D: buy the Origami card for 2 Daimyo seals; D1: its scroll gives 2 clan points and a lantern card.
    const b = playAll(a.state, 0, [{ type: 'buy', deck: 3, pay: { seals: 2 } }, { type: 'scroll' }]);
    y = b.state.players[0]!;
    expect(y.seals).toBe(0);
    expect(y.points).toBe(3);
    expect(y.influence).toEqual([{ card: 'I-O02', improved: false }]);
    expect(b.state.turn!.queue).toEqual([{ t: 'lanternCard', activate: false }]);

    // D2: the black lantern card worth 1 clan point goes to the black area.
    const c = play(b.state, 0, { type: 'lantern-card', card: 'LC-B5' });
    expect(c.state.players[0]!.lanterns.black).toEqual(['LC-B1', 'LC-B4', 'LC-B5']);

    // E: the Lantern action activates the black lantern: 1 iron, 1 food, 1 Daimyo seal and 1 clan point.
    const before = c.state.players[0]!;
    const e = play(c.state, 0, { type: 'lantern', color: 'black' });
    y = e.state.players[0]!;
    expect([y.iron - before.iron, y.food - before.food, y.seals - before.seals, y.points - before.points]).toEqual([1, 1, 1, 1]);
    expect([y.food, y.iron, y.coins, y.seals, y.points]).toEqual([2, 1, 2, 1, 4]);
    expect(e.state.turn!.remaining).toEqual([]);
    const end = play(e.state, 0, { type: 'end-turn' }).state;
    expect(G.awaiting(end)).toEqual([1]);
  });

  it('gives a different result when the lantern action comes first (the new card is not there yet)', () => {
    const s = turnExampleTable();
    const r = playAll(s, 0, [
      { type: 'place', color: 'black', location: 'L3' },
      { type: 'lantern', color: 'black' },
      { type: 'buy', deck: 3, pay: { seals: 2 } },
      { type: 'scroll' },
      { type: 'lantern-card', card: 'LC-B5' },
    ]).state.players[0]!;
    expect([r.food, r.iron, r.coins, r.seals, r.points]).toEqual([2, 1, 2, 1, 3]);
  });
});

/** The rulebook's final-scoring example: yellow ends with 57 clan points. */
function scoringExampleTable(): WcdState {
  return scenario((d) => {
    const y = d.players[0]!;
    y.points = 6;
    y.coins = 3;
    y.seals = 2;
    y.pearl = 3;
    y.iron = 2;
    y.food = 0;
    y.influence = [
      { card: 'I-B01', improved: true }, // 3 flags
      { card: 'I-B05', improved: true }, // 3 flags
      { card: 'I-G05', improved: true }, // katana + kabuto
      { card: 'I-G04', improved: true }, // katana
      { card: 'I-O01', improved: true }, // 2 blue cranes
      { card: 'I-O02', improved: true }, // 2 blue cranes
      { card: 'I-O03', improved: true }, // 1 blue crane
      { card: 'I-B04', improved: false }, // not improved: counts nothing
    ];
    y.merchandise = ['MC2', 'ML1']; // 1 + 2 white cranes
    d.gardens.stone.seals[2] = [0, 0]; // 2 white cranes
    d.gardens.plant.seals[1] = [0, null]; // 1 kabuto
    d.yards.basic.seals = [0, 1, 0, null, null]; // 2 basic seals
    d.yards.elite.seals = [0, null, null]; // 1 elite seal
    y.clanSeals = 2;
    y.courtier = { path: 'left', step: 4 }; // level 2
    d.players[1]!.courtier = { path: 'right', step: 0 };
    d.players[1]!.clanSeals = 7;
    d.phase = 'over';
    d.turn = null;
  });
}

describe('the rulebook scoring example', () => {
  it('scores 57 points with the printed breakdown', () => {
    const s = scoringExampleTable();
    const res = G.result(s)!;
    const y = res.ranking.find((r) => r.seat === 0)!;
    expect(y.score).toBe(57);
    expect(y.breakdown).toMatchObject({
      clanPoints: 6,
      flags: { count: 6, multiplier: 2, points: 12 },
      katanas: { count: 2, multiplier: 2, points: 4 },
      kabutos: { count: 2, multiplier: 4, points: 8 },
      cranes: { blue: 5, white: 5, points: 25 },
      coinsSeals: 1,
      resources: 1,
      total: 57,
    });
    expect(res.winners).toEqual([0]);
    expect(G.view(s, null).players[0]!.score.total).toBe(57);
  });

  it('scores leftovers by the bands of the rulebook', () => {
    const s = scoringExampleTable();
    const t = structuredClone(s);
    Object.assign(t.players[0]!, { coins: 6, seals: 4, food: 7, iron: 6, pearl: 2 });
    const y = G.result(t)!.ranking.find((r) => r.seat === 0)!;
    expect(y.breakdown).toMatchObject({ coinsSeals: 2, resources: 3 });
    expect(y.score).toBe(57 - 1 - 1 + 2 + 3);
  });
});

describe('ties', () => {
  function tied(edit: (d: WcdState) => void): WcdState {
    return scenario((d) => {
      d.phase = 'over';
      d.turn = null;
      d.players[0]!.points = 10;
      d.players[1]!.points = 10;
      edit(d);
    });
  }

  it('are broken by clan seals placed', () => {
    const s = tied((d) => { d.yards.elite.seals = [1, null, null]; d.players[1]!.clanSeals = 7; });
    const r = G.result(s)!;
    expect(r.ranking.map((x) => [x.seat, x.score, x.place])).toEqual([[1, 10, 1], [0, 10, 2]]);
    expect(r.winners).toEqual([1]);
    expect(r.ranking[0]!.tiebreak).toContain('clan seals');
  });

  it('then by courtier progress, then shared', () => {
    const s = tied((d) => { d.players[0]!.courtier = { path: 'left', step: 2 }; d.players[1]!.courtier = { path: 'right', step: 3 }; });
    // Step 3 vs step 2 are both level 1: the flags score the same; only the tie-break differs.
    const r = G.result(s)!;
    expect(r.winners).toEqual([1]);
    expect(r.ranking[0]!.tiebreak).toContain('courtier');
    const shared = G.result(tied(() => {}))!;
    expect(shared.winners).toEqual([0, 1]);
    expect(shared.ranking.map((x) => x.place)).toEqual([1, 1]);
    expect(shared.ranking[0]!.tiebreak).toContain('shared');
  });

  it('is no result while the game goes on', () => {
    expect(G.result(scenario())).toBeNull();
  });
});
