import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../worker/engine/contract';
import { sengoku } from '../../../worker/games/sengoku';
import { neighbours } from '../../../worker/games/sengoku/board';
import { province, type SengokuState } from '../../../worker/games/sengoku/state';
import { runWar } from '../../../worker/games/sengoku/war';
import { eventsOf, freshGame, put, putDaimyo, setCastles } from './helpers';

/** Every reserve emptied, katana handed out as given: the position the war starts from. */
function readyForWar(s: SengokuState, katana: number[]): void {
  for (const r of s.reserves) { r.armies = 0; r.daimyo = false; }
  s.katana = [...katana];
  s.katanaSupply = [];
  s.cardsClosedBy = 0;
  s.current = null;
}

function war(s: SengokuState): GameEvent[] {
  const events: GameEvent[] = [];
  runWar(s, events);
  return events;
}

function battleAt(events: GameEvent[], id: string): GameEvent[] {
  // The events of one province: from its battle (or discard) to the next one.
  const start = events.findIndex((e) => (e.type === 'battle' || e.type === 'castle-discarded') && e.province === id);
  const end = events.findIndex((e, i) => i > start && (e.type === 'battle' || e.type === 'castle-discarded' || e.type === 'game-end'));
  return events.slice(start, end);
}

describe("the rulebook's 3-player war example", () => {
  // Pauline (seat 0) holds katana 3, Hervé (seat 1) katana 2, Léa (seat 2) katana 1.
  const PAULINE = 0, HERVE = 1, LEA = 2;
  // Castles chosen so that the map's adjacency gives the printed outcomes:
  // Kyoto (2) touches Kiyosu (5) and Okō (12) but neither Kasugayama (3) nor Odawara (4);
  // Kasugayama (3), Odawara (4) and Kiyosu (5) touch one another.
  const CASTLES = { KYOTO: 2, KASUGAYAMA: 3, ODAWARA: 4, KIYOSU: 5, OKO: 12, TOKUYAMA: 6, YONEZAWA: 7, TSUTSUJIGASAKI: 8, YOSHIDA_KORIYAMA: 9, USUKI: 10, SHURI: 11 };

  function examplePosition(): SengokuState {
    const s = freshGame(3);
    setCastles(s, CASTLES);
    // Province 2: Léa strongest, Hervé second, Pauline absent.
    put(s, 'KYOTO', LEA, 3); put(s, 'KYOTO', HERVE, 2);
    // Province 3: Pauline and Léa level, Hervé behind.
    put(s, 'KASUGAYAMA', PAULINE, 2); put(s, 'KASUGAYAMA', LEA, 2); put(s, 'KASUGAYAMA', HERVE, 1);
    // Province 4: one army each.
    put(s, 'ODAWARA', PAULINE, 1); put(s, 'ODAWARA', HERVE, 1); put(s, 'ODAWARA', LEA, 1);
    // Province 5: Léa has the most armies.
    put(s, 'KIYOSU', PAULINE, 1); put(s, 'KIYOSU', LEA, 3); put(s, 'KIYOSU', HERVE, 1);
    // Province 12: Léa alone.
    put(s, 'OKO', LEA, 1);
    // The rest far away, where they change nothing above.
    put(s, 'TOKUYAMA', PAULINE, 14); put(s, 'SHURI', HERVE, 13); put(s, 'USUKI', LEA, 8);
    readyForWar(s, [3, 2, 1]);
    return s;
  }

  it('checks the chosen castles against the map', () => {
    expect(neighbours('KYOTO')).toEqual(expect.arrayContaining(['KIYOSU', 'OKO']));
    expect(neighbours('KYOTO')).not.toContain('KASUGAYAMA');
    expect(neighbours('KYOTO')).not.toContain('ODAWARA');
    expect(neighbours('KASUGAYAMA')).toEqual(expect.arrayContaining(['ODAWARA', 'KIYOSU']));
    expect(neighbours('ODAWARA')).toContain('KIYOSU');
  });

  it('gives every printed outcome', () => {
    const s = examplePosition();
    const events = war(s);

    // Province 2: Léa wins castle 2; Hervé is Karō and takes a small castle 1;
    // Léa places 2 reinforcements on provinces 5 and 12.
    const p2 = battleAt(events, 'KYOTO');
    expect(p2[0]).toMatchObject({ type: 'battle', castle: 2, winner: LEA, karo: HERVE, tiebreak: { winner: false, karo: false } });
    expect(eventsOf(p2, 'castle-won')[0]).toMatchObject({ seat: LEA, castle: 2 });
    expect(eventsOf(p2, 'small-castle')[0]).toMatchObject({ seat: HERVE, value: 1 });
    expect(eventsOf(p2, 'reinforcements')[0]).toMatchObject({ seat: LEA, placements: [{ province: 'KIYOSU', count: 2 }, { province: 'OKO', count: 2 }] });

    // Province 3: Pauline and Léa tie, Pauline wins on katana, Léa takes the second small castle 1;
    // Pauline places 2 reinforcements on each of provinces 4 and 5.
    const p3 = battleAt(events, 'KASUGAYAMA');
    expect(p3[0]).toMatchObject({ castle: 3, winner: PAULINE, karo: LEA, tiebreak: { winner: true, karo: false } });
    expect((p3[0]!.strengths as number[])[PAULINE]).toBe((p3[0]!.strengths as number[])[LEA]);
    expect(eventsOf(p3, 'castle-won')[0]).toMatchObject({ seat: PAULINE, castle: 3, byKatana: true });
    expect(eventsOf(p3, 'small-castle')[0]).toMatchObject({ seat: LEA, value: 1 });
    expect(eventsOf(p3, 'reinforcements')[0]).toMatchObject({ seat: PAULINE, placements: [{ province: 'ODAWARA', count: 2 }, { province: 'KIYOSU', count: 2 }] });

    // Province 4: same armies for all three, Pauline's reinforcements bring her to 3 and she wins;
    // Hervé beats Léa for Karō on katana and takes small castle 2; Pauline reinforces province 5.
    const p4 = battleAt(events, 'ODAWARA');
    expect(p4[0]).toMatchObject({ castle: 4, strengths: [3, 1, 1], winner: PAULINE, karo: HERVE, tiebreak: { winner: false, karo: true } });
    expect(eventsOf(p4, 'small-castle')[0]).toMatchObject({ seat: HERVE, value: 2, byKatana: true });
    expect(eventsOf(p4, 'reinforcements')[0]).toMatchObject({ seat: PAULINE, placements: [{ province: 'KIYOSU', count: 2 }] });

    // Province 5: Léa has the most armies, Pauline's reinforcements make them level; Pauline wins on
    // katana, Léa takes the second small castle 2; Pauline places no reinforcements.
    const p5 = battleAt(events, 'KIYOSU');
    const strengths5 = p5[0]!.strengths as number[];
    expect(province(s, 'KIYOSU').armies[LEA]).toBeGreaterThan(province(s, 'KIYOSU').armies[PAULINE]!);
    expect(strengths5[PAULINE]).toBe(strengths5[LEA]);
    expect(p5[0]).toMatchObject({ castle: 5, winner: PAULINE, karo: LEA, tiebreak: { winner: true } });
    expect(eventsOf(p5, 'small-castle')[0]).toMatchObject({ seat: LEA, value: 2 });
    expect(eventsOf(p5, 'reinforcements')[0]).toMatchObject({ seat: PAULINE, placements: [], provinces: [] });

    // Castles and small castles after these four battles.
    expect(s.castlesWon[PAULINE]!.large.slice(0, 3)).toEqual([3, 4, 5]);
    expect(s.castlesWon[LEA]!.large[0]).toBe(2);
    expect(s.castlesWon[HERVE]!.small).toEqual([1, 2]);
    expect(s.castlesWon[LEA]!.small).toEqual([1, 2]);
    // Results on the provinces, for the board.
    expect(province(s, 'KYOTO').result).toEqual({ winner: LEA, karo: HERVE, discarded: false });
    expect(province(s, 'KIYOSU').result).toEqual({ winner: PAULINE, karo: LEA, discarded: false });
  });

  it('emits events with rule ids in battle order', () => {
    const s = examplePosition();
    const events = war(s);
    expect(events[0]).toMatchObject({ type: 'war-start', rule: 'sengoku/war/order' });
    expect(eventsOf(events, 'battle').map((e) => e.castle)).toEqual([2, 3, 4, 5, 6, 10, 11, 12]);
    expect(eventsOf(events, 'castle-discarded').map((e) => [e.castle, e.province, e.rule])).toEqual([
      [7, 'YONEZAWA', 'sengoku/war/empty-province'],
      [8, 'TSUTSUJIGASAKI', 'sengoku/war/empty-province'],
      [9, 'YOSHIDA_KORIYAMA', 'sengoku/war/empty-province'],
    ]);
    for (const e of events) expect(e.rule).toMatch(/^sengoku\/(war|scoring)\//);
    expect(s.phase).toBe('finished');
    expect(s.reinforcementSupply).toBe(30); // every pawn went back once its province was resolved
  });
});

describe('war rules', () => {
  it('breaks battle ties by katana and decides the final ranking by katana', () => {
    const s = freshGame(3);
    setCastles(s, { KYOTO: 6, SHURI: 12, TOKUYAMA: 5 });
    put(s, 'KYOTO', 0, 2); put(s, 'KYOTO', 1, 2); // 0 wins 6 on katana, 1 Karō (small 3)
    put(s, 'SHURI', 2, 1); // 2 alone: castle 12, no small castle
    put(s, 'TOKUYAMA', 1, 1); put(s, 'TOKUYAMA', 2, 1); put(s, 'TOKUYAMA', 0, 1); // 1 wins 5 over 2 and 0? katana decides
    readyForWar(s, [3, 2, 1]);
    const events = war(s);
    const tok = battleAt(events, 'TOKUYAMA')[0]!;
    expect(tok).toMatchObject({ winner: 0, karo: 1, tiebreak: { winner: true, karo: true } });
    const shuri = battleAt(events, 'SHURI');
    expect(shuri[0]).toMatchObject({ winner: 2, karo: null });
    expect(eventsOf(shuri, 'small-castle')).toEqual([]);
    const result = sengoku.result(s)!;
    // Scores: seat 0: 6 + 5 = 11; seat 1: 3 + 2 = 5; seat 2: 12.
    expect(result.ranking.map((r) => [r.seat, r.score, r.place])).toEqual([[2, 12, 1], [0, 11, 2], [1, 5, 3]]);
    expect(result.winners).toEqual([2]);
  });

  it('ranks equal totals by the higher katana and says so', () => {
    const s = freshGame(2);
    setCastles(s, { KYOTO: 7, SHURI: 5, TOKUYAMA: 2 });
    put(s, 'KYOTO', 1, 1); // 7 to seat 1
    put(s, 'SHURI', 0, 1); put(s, 'TOKUYAMA', 0, 1); // 5 + 2 to seat 0
    readyForWar(s, [1, 2]);
    war(s);
    const result = sengoku.result(s)!;
    expect(result.ranking.map((r) => [r.seat, r.score, r.place])).toEqual([[1, 7, 1], [0, 7, 2]]);
    expect(result.winners).toEqual([1]);
    expect(result.ranking[0]!.tiebreak).toMatch(/katana/);
    expect(result.ranking[0]).toMatchObject({ katana: 2, castles: { large: [7], small: [] } });
    expect(result.ranking[1]).toMatchObject({ katana: 1, castles: { large: [2, 5], small: [] } });
  });

  it('discards the castle of an empty province', () => {
    const s = freshGame(2);
    setCastles(s, { KYOTO: 2 });
    put(s, 'SHURI', 0, 1);
    readyForWar(s, [2, 1]);
    const events = war(s);
    expect(eventsOf(events, 'castle-discarded')).toHaveLength(10);
    expect(province(s, 'KYOTO').result).toEqual({ winner: null, karo: null, discarded: true });
    expect(s.castlesWon.flatMap((w) => w.large)).toEqual([province(s, 'SHURI').castle]);
  });

  it('at 2 players: no small castles, 1 reinforcement per province', () => {
    const s = freshGame(2);
    setCastles(s, { KYOTO: 2, KIYOSU: 9, OKO: 10 });
    put(s, 'KYOTO', 0, 3); put(s, 'KYOTO', 1, 1);
    put(s, 'KIYOSU', 0, 1); put(s, 'OKO', 0, 1); put(s, 'OKO', 1, 2);
    readyForWar(s, [2, 1]);
    const events = war(s);
    const kyoto = battleAt(events, 'KYOTO');
    expect(kyoto[0]).toMatchObject({ winner: 0, karo: 1 });
    expect(eventsOf(events, 'small-castle')).toEqual([]);
    expect(eventsOf(kyoto, 'reinforcements')[0]).toMatchObject({ count: 1, placements: [{ province: 'KIYOSU', count: 1 }, { province: 'OKO', count: 1 }] });
    // Okō: 1 army + 1 reinforcement against 2 armies, seat 0 wins on katana.
    expect(battleAt(events, 'OKO')[0]).toMatchObject({ strengths: [2, 2], winner: 0, tiebreak: { winner: true } });
    expect(s.castlesWon[1]!.small).toEqual([]);
  });

  it('places what is left when the reinforcement supply runs short, lower castles first', () => {
    const s = freshGame(3);
    setCastles(s, { KYOTO: 2, OKO: 5, KIYOSU: 4, YOSHIDA_KORIYAMA: 3, TSUTSUJIGASAKI: 6 });
    put(s, 'KYOTO', 0, 1);
    for (const id of ['OKO', 'KIYOSU', 'YOSHIDA_KORIYAMA', 'TSUTSUJIGASAKI']) put(s, id, 0, 1);
    readyForWar(s, [3, 2, 1]);
    s.reinforcementSupply = 3;
    const events = war(s);
    const r = eventsOf(battleAt(events, 'KYOTO'), 'reinforcements')[0]!;
    expect(r).toMatchObject({ seat: 0, short: true, placements: [{ province: 'YOSHIDA_KORIYAMA', count: 2 }, { province: 'KIYOSU', count: 1 }] });
    expect(r.supply).toBe(0);
    // Yoshida-Kōriyama (3) is fought next: its 2 pawns return, and seat 0 reinforces its neighbours.
    const y = eventsOf(battleAt(events, 'YOSHIDA_KORIYAMA'), 'reinforcements')[0]!;
    expect(y).toMatchObject({ placements: [{ province: 'OKO', count: 2 }], short: false });
  });

  it("counts a Daimyo as 2 in battle and as presence for reinforcements (daimyoCountsAsPresence)", () => {
    const s = freshGame(3, { advanced: true, daimyo: ['oda-nobunaga', 'mori-motonari', 'otomo-sorin'] });
    setCastles(s, { KYOTO: 2, KIYOSU: 3 });
    put(s, 'KYOTO', 0, 1); put(s, 'KYOTO', 1, 2);
    putDaimyo(s, 'KYOTO', 0); // 1 + 2 = 3 beats 2
    putDaimyo(s, 'KIYOSU', 2);
    put(s, 'KIYOSU', 1, 1);
    readyForWar(s, [1, 2, 3]);
    const events = war(s);
    expect(battleAt(events, 'KYOTO')[0]).toMatchObject({ strengths: [3, 2, 0], winner: 0, karo: 1 });
    // Seat 2 only has its Daimyo in Kiyosu: strength 2, beats seat 1's army.
    expect(battleAt(events, 'KIYOSU')[0]).toMatchObject({ strengths: [0, 1, 2], winner: 2, karo: 1 });
    const t = freshGame(3, { advanced: true, daimyo: ['oda-nobunaga', 'mori-motonari', 'otomo-sorin'] });
    setCastles(t, { KYOTO: 2, KIYOSU: 3 });
    put(t, 'KYOTO', 0, 1);
    putDaimyo(t, 'KIYOSU', 0); // only the Daimyo next door: still reinforced
    put(t, 'KIYOSU', 1, 3);
    readyForWar(t, [1, 2, 3]);
    const ev = war(t);
    expect(eventsOf(battleAt(ev, 'KYOTO'), 'reinforcements')[0]).toMatchObject({ placements: [{ province: 'KIYOSU', count: 2 }] });
    expect(battleAt(ev, 'KIYOSU')[0]).toMatchObject({ strengths: [4, 3, 0], winner: 0 });
  });
});
