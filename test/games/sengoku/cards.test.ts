import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../worker/games/sengoku/rules';
import type { DaimyoId, TacticId } from '../../../worker/games/sengoku/rule-ids';
import type { SengokuState } from '../../../worker/games/sengoku/state';
import { armiesAt, eventsOf, freshGame, movesOfCard, play, put, putDaimyo, refuse } from './helpers';

/** Three players, seat 0 to play, the fan holding exactly the given cards. */
function withFan(...cards: TacticId[]): SengokuState {
  const s = freshGame(3);
  s.fan = cards;
  return s;
}

/** Three players in the advanced game, seat 0 holding the given Daimyo card. */
function withDaimyo(card: DaimyoId): SengokuState {
  const others = (['uesugi-kenshin', 'takeda-shingen', 'oda-nobunaga', 'mori-motonari'] as DaimyoId[]).filter((c) => c !== card);
  const s = freshGame(3, { advanced: true, daimyo: [card, others[0]!, others[1]!] });
  s.fan = [];
  return s;
}

describe('tactic cards', () => {
  it('Scout: 1 army to an adjacent province (land or sea)', () => {
    const s = withFan('scout');
    expect(movesOfCard(s, 0, 'scout')).toEqual([]); // no army on the board yet
    put(s, 'KYOTO', 0, 2);
    expect(movesOfCard(s, 0, 'scout').map((m) => (m as { to: string }).to)).toEqual(['KIYOSU', 'OKO', 'TSUTSUJIGASAKI', 'YOSHIDA_KORIYAMA']);
    const { state, events } = play(s, 0, { type: 'tactic', card: 'scout', from: 'KYOTO', to: 'OKO' });
    expect(armiesAt(state, 'KYOTO')[0]).toBe(1);
    expect(armiesAt(state, 'OKO')[0]).toBe(1);
    expect(state.fan).toEqual([]);
    expect(state.tacticUsed[0]).toBe('scout');
    expect(state.current).toBe(1);
    expect(events[0]).toMatchObject({ type: 'tactic', rule: 'sengoku/tactics/scout', seat: 0, card: 'scout', details: { moves: [{ seat: 0, from: 'KYOTO', to: 'OKO', count: 1 }] } });
    expect(refuse(s, 0, { type: 'tactic', card: 'scout', from: 'KYOTO', to: 'SHURI' }, 'card_impossible')).toContain('not adjacent');
    refuse(s, 0, { type: 'tactic', card: 'scout', from: 'SHURI', to: 'USUKI' }, 'card_impossible');
    refuse(s, 0, { type: 'tactic', card: 'scout', from: 'KYOTO', to: 'KYOTO' }, 'bad_move');
    refuse(s, 0, { type: 'tactic', card: 'scout', from: 'ATLANTIS', to: 'KYOTO' }, 'bad_move');
  });

  it('Over the Mountains: exactly 2 armies over a land border', () => {
    const s = withFan('mountain-pass');
    put(s, 'OKO', 0, 3); // an island: no land border at all (the rulebook's own example)
    expect(movesOfCard(s, 0, 'mountain-pass')).toEqual([]);
    refuse(s, 0, { type: 'tactic', card: 'mountain-pass', from: 'OKO', to: 'KYOTO' }, 'card_impossible');
    put(s, 'KIYOSU', 0, 3);
    const { state } = play(s, 0, { type: 'tactic', card: 'mountain-pass', from: 'KIYOSU', to: 'KYOTO' });
    expect(armiesAt(state, 'KIYOSU')[0]).toBe(1);
    expect(armiesAt(state, 'KYOTO')[0]).toBe(2);
    const t = withFan('mountain-pass');
    put(t, 'KIYOSU', 0, 1); // one army only: the card names 2
    expect(movesOfCard(t, 0, 'mountain-pass')).toEqual([]);
    expect(refuse(t, 0, { type: 'tactic', card: 'mountain-pass', from: 'KIYOSU', to: 'KYOTO' }, 'card_impossible')).toContain('2 armies');
  });

  it('Navy: exactly 2 armies over a sea line', () => {
    const s = withFan('navy');
    put(s, 'KYOTO', 0, 2);
    expect(movesOfCard(s, 0, 'navy')).toEqual([{ type: 'tactic', card: 'navy', from: 'KYOTO', to: 'OKO' }]);
    refuse(s, 0, { type: 'tactic', card: 'navy', from: 'KYOTO', to: 'KIYOSU' }, 'card_impossible');
    const { state } = play(s, 0, { type: 'tactic', card: 'navy', from: 'KYOTO', to: 'OKO' });
    expect(armiesAt(state, 'OKO')[0]).toBe(2);
    expect(armiesAt(state, 'KYOTO')[0]).toBe(0);
  });

  it('Squad: half (rounded down) of your armies in one province, needing at least 2', () => {
    const s = withFan('squad');
    put(s, 'KYOTO', 0, 5);
    put(s, 'SHURI', 0, 1);
    expect(movesOfCard(s, 0, 'squad').every((m) => (m as { from: string }).from === 'KYOTO')).toBe(true);
    const { state, events } = play(s, 0, { type: 'tactic', card: 'squad', from: 'KYOTO', to: 'KIYOSU' });
    expect(armiesAt(state, 'KYOTO')[0]).toBe(3);
    expect(armiesAt(state, 'KIYOSU')[0]).toBe(2);
    expect(events[0]!.details).toMatchObject({ moves: [{ count: 2 }] });
    refuse(s, 0, { type: 'tactic', card: 'squad', from: 'SHURI', to: 'USUKI' }, 'card_impossible');
  });

  it('Ninja: 1 army to any other province where you already have one', () => {
    const s = withFan('ninja');
    put(s, 'SHURI', 0, 1);
    expect(movesOfCard(s, 0, 'ninja')).toEqual([]); // nowhere to go
    put(s, 'TOKUYAMA', 0, 1);
    const { state } = play(s, 0, { type: 'tactic', card: 'ninja', from: 'SHURI', to: 'TOKUYAMA' }); // far apart
    expect(armiesAt(state, 'TOKUYAMA')[0]).toBe(2);
    refuse(s, 0, { type: 'tactic', card: 'ninja', from: 'SHURI', to: 'USUKI' }, 'card_impossible');
  });

  it('Conquest of Kyoto: any number of armies from provinces adjacent to Kyoto', () => {
    const s = withFan('kyoto');
    put(s, 'SHURI', 0, 3);
    expect(movesOfCard(s, 0, 'kyoto')).toEqual([]);
    put(s, 'KIYOSU', 0, 2);
    put(s, 'OKO', 0, 1);
    expect(movesOfCard(s, 0, 'kyoto')).toHaveLength(3 * 2 - 1);
    const { state, events } = play(s, 0, { type: 'tactic', card: 'kyoto', from: [{ province: 'KIYOSU', count: 2 }, { province: 'OKO', count: 1 }] });
    expect(armiesAt(state, 'KYOTO')[0]).toBe(3);
    expect(armiesAt(state, 'KIYOSU')[0]).toBe(0);
    expect(events[0]!.details).toMatchObject({ moves: [{ from: 'KIYOSU', to: 'KYOTO', count: 2 }, { from: 'OKO', to: 'KYOTO', count: 1 }] });
    refuse(s, 0, { type: 'tactic', card: 'kyoto', from: [{ province: 'SHURI', count: 1 }] }, 'card_impossible');
    refuse(s, 0, { type: 'tactic', card: 'kyoto', from: [{ province: 'KIYOSU', count: 3 }] }, 'card_impossible');
    refuse(s, 0, { type: 'tactic', card: 'kyoto', from: [{ province: 'OKO', count: 1 }, { province: 'KIYOSU', count: 1 }] }, 'bad_move');
    refuse(s, 0, { type: 'tactic', card: 'kyoto', from: [{ province: 'KIYOSU', count: 0 }] }, 'bad_move');
    refuse(s, 0, { type: 'tactic', card: 'kyoto', from: [{ province: 'KIYOSU', count: -1 }] }, 'bad_move');
    refuse(s, 0, { type: 'tactic', card: 'kyoto', from: [] }, 'bad_move');
  });

  it('Support: 1 reserve army where you already have one (never the Daimyo)', () => {
    const s = withFan('support');
    expect(movesOfCard(s, 0, 'support')).toEqual([]);
    put(s, 'KYOTO', 0, 1);
    const { state, events } = play(s, 0, { type: 'tactic', card: 'support', to: 'KYOTO' });
    expect(armiesAt(state, 'KYOTO')[0]).toBe(2);
    expect(state.reserves[0]!.armies).toBe(16);
    expect(events[0]!.details).toMatchObject({ placed: [{ seat: 0, province: 'KYOTO', count: 1 }] });
    refuse(s, 0, { type: 'tactic', card: 'support', to: 'KIYOSU' }, 'card_impossible');
    // Advanced: only the Daimyo pawn left in reserve, it cannot stand in for the army.
    const t = freshGame(3, { advanced: true, daimyo: ['oda-nobunaga', 'mori-motonari', 'otomo-sorin'] });
    t.fan = ['support'];
    put(t, 'KYOTO', 0, 16);
    expect(movesOfCard(t, 0, 'support')).toEqual([]);
    expect(refuse(t, 0, { type: 'tactic', card: 'support', to: 'KYOTO' }, 'card_impossible')).toContain('Daimyo');
  });

  it('Rebel: an opponent army back to its reserve, one of yours in its place', () => {
    const s = withFan('rebel');
    expect(movesOfCard(s, 0, 'rebel')).toEqual([]);
    put(s, 'KIYOSU', 2, 2);
    expect(movesOfCard(s, 0, 'rebel')).toEqual([{ type: 'tactic', card: 'rebel', province: 'KIYOSU', opponent: 2 }]);
    const { state } = play(s, 0, { type: 'tactic', card: 'rebel', province: 'KIYOSU', opponent: 2 });
    expect(armiesAt(state, 'KIYOSU')).toEqual([1, 0, 1]);
    expect(state.reserves.map((r) => r.armies)).toEqual([17, 18, 17]);
    refuse(s, 0, { type: 'tactic', card: 'rebel', province: 'KIYOSU', opponent: 1 }, 'card_impossible');
    refuse(s, 0, { type: 'tactic', card: 'rebel', province: 'KIYOSU', opponent: 0 }, 'bad_move');
    refuse(s, 0, { type: 'tactic', card: 'rebel', province: 'KIYOSU', opponent: 7 }, 'bad_move');
    refuse(s, 0, { type: 'tactic', card: 'rebel', province: 'KIYOSU', opponent: 1.5 }, 'bad_move');
    // An opponent's Daimyo pawn is not an army: it can never be the target.
    const t = freshGame(3, { advanced: true, daimyo: ['oda-nobunaga', 'mori-motonari', 'otomo-sorin'] });
    t.fan = ['rebel'];
    putDaimyo(t, 'KIYOSU', 1);
    expect(movesOfCard(t, 0, 'rebel')).toEqual([]);
    refuse(t, 0, { type: 'tactic', card: 'rebel', province: 'KIYOSU', opponent: 1 }, 'card_impossible');
  });

  it('Rebel with the last reserve army: katana taken and cards closed', () => {
    const s = withFan('rebel', 'support');
    put(s, 'TOKUYAMA', 0, 17);
    put(s, 'KIYOSU', 1, 1);
    const { state, events } = play(s, 0, { type: 'tactic', card: 'rebel', province: 'KIYOSU', opponent: 1 });
    expect(state.reserves[0]!.armies).toBe(0);
    expect(state.katana[0]).toBe(3);
    expect(eventsOf(events, 'katana')).toHaveLength(1);
    expect(state.cardsClosedBy).toBe(0);
    expect(state.current).toBe(1);
    expect(legalMoves(state, 1)).toEqual([{ type: 'roll' }]);
  });

  it('Exile: from a province where you have an army, push 1 opponent army next door', () => {
    const s = withFan('exile');
    put(s, 'KYOTO', 1, 1);
    expect(movesOfCard(s, 0, 'exile')).toEqual([]); // you are not in Kyoto
    refuse(s, 0, { type: 'tactic', card: 'exile', from: 'KYOTO', to: 'OKO', opponent: 1 }, 'card_impossible');
    put(s, 'KYOTO', 0, 1);
    const { state } = play(s, 0, { type: 'tactic', card: 'exile', from: 'KYOTO', to: 'OKO', opponent: 1 });
    expect(armiesAt(state, 'KYOTO')).toEqual([1, 0, 0]);
    expect(armiesAt(state, 'OKO')).toEqual([0, 1, 0]);
    refuse(s, 0, { type: 'tactic', card: 'exile', from: 'KYOTO', to: 'SHURI', opponent: 1 }, 'card_impossible');
    refuse(s, 0, { type: 'tactic', card: 'exile', from: 'KYOTO', to: 'OKO', opponent: 2 }, 'card_impossible');
  });

  it('Prisoner: 1 opponent army into an adjacent province where you have an army', () => {
    const s = withFan('prisoner');
    put(s, 'KYOTO', 2, 2);
    expect(movesOfCard(s, 0, 'prisoner')).toEqual([]);
    put(s, 'KIYOSU', 0, 1);
    expect(movesOfCard(s, 0, 'prisoner')).toEqual([{ type: 'tactic', card: 'prisoner', from: 'KYOTO', to: 'KIYOSU', opponent: 2 }]);
    const { state } = play(s, 0, { type: 'tactic', card: 'prisoner', from: 'KYOTO', to: 'KIYOSU', opponent: 2 });
    expect(armiesAt(state, 'KIYOSU')).toEqual([1, 0, 1]);
    expect(armiesAt(state, 'KYOTO')).toEqual([0, 0, 1]);
    refuse(s, 0, { type: 'tactic', card: 'prisoner', from: 'KYOTO', to: 'OKO', opponent: 2 }, 'card_impossible');
  });

  it('Decoy: 1 of yours and 2 of one opponent, same province, same destination', () => {
    const s = withFan('decoy');
    put(s, 'KYOTO', 0, 1);
    put(s, 'KYOTO', 1, 1);
    put(s, 'KYOTO', 2, 1);
    expect(movesOfCard(s, 0, 'decoy')).toEqual([]); // two opponents with one army each is not enough
    refuse(s, 0, { type: 'tactic', card: 'decoy', from: 'KYOTO', to: 'OKO', opponent: 1 }, 'card_impossible');
    put(s, 'KYOTO', 1, 1);
    const { state, events } = play(s, 0, { type: 'tactic', card: 'decoy', from: 'KYOTO', to: 'OKO', opponent: 1 });
    expect(armiesAt(state, 'OKO')).toEqual([1, 2, 0]);
    expect(armiesAt(state, 'KYOTO')).toEqual([0, 0, 1]);
    expect(events[0]!.details).toMatchObject({ moves: [{ seat: 0, count: 1 }, { seat: 1, count: 2 }] });
  });

  it('Retreat: 2 of your armies from one or two provinces back to your reserve', () => {
    const s = withFan('retreat');
    put(s, 'KYOTO', 0, 1);
    expect(movesOfCard(s, 0, 'retreat')).toEqual([]);
    refuse(s, 0, { type: 'tactic', card: 'retreat', from: ['KYOTO', 'KYOTO'] }, 'card_impossible');
    put(s, 'OKO', 0, 2);
    expect(movesOfCard(s, 0, 'retreat')).toEqual([
      { type: 'tactic', card: 'retreat', from: ['KYOTO', 'OKO'] },
      { type: 'tactic', card: 'retreat', from: ['OKO', 'OKO'] },
    ]);
    const { state } = play(s, 0, { type: 'tactic', card: 'retreat', from: ['KYOTO', 'OKO'] });
    expect(state.reserves[0]!.armies).toBe(17);
    expect(armiesAt(state, 'OKO')[0]).toBe(1);
    const two = play(s, 0, { type: 'tactic', card: 'retreat', from: ['OKO', 'OKO'] });
    expect(armiesAt(two.state, 'OKO')[0]).toBe(0);
    refuse(s, 0, { type: 'tactic', card: 'retreat', from: ['OKO', 'KYOTO'] }, 'bad_move');
    refuse(s, 0, { type: 'tactic', card: 'retreat', from: ['OKO'] }, 'bad_move');
  });

  it('one tactic card per player per game, only from the fan', () => {
    const s = withFan('scout', 'ninja');
    put(s, 'KYOTO', 0, 1);
    put(s, 'OKO', 0, 1);
    refuse(s, 0, { type: 'tactic', card: 'support', to: 'KYOTO' }, 'card_not_in_fan');
    refuse(s, 0, { type: 'tactic', card: 'joker' }, 'bad_move');
    const { state } = play(s, 0, { type: 'tactic', card: 'scout', from: 'KYOTO', to: 'OKO' });
    state.current = 0;
    expect(movesOfCard(state, 0, 'ninja')).toEqual([]);
    refuse(state, 0, { type: 'tactic', card: 'ninja', from: 'OKO', to: 'KYOTO' }, 'tactic_used');
    refuse(s, 0, { type: 'tactic', card: 'scout', from: 'KYOTO', to: 'OKO', extra: true }, 'bad_move');
  });
});

describe('Daimyo cards', () => {
  it('need the Daimyo pawn on the board, once per game, only your own, only in the advanced game', () => {
    const s = withDaimyo('oda-nobunaga');
    expect(movesOfCard(s, 0, 'oda-nobunaga')).toEqual([]);
    expect(refuse(s, 0, { type: 'daimyo', card: 'oda-nobunaga', to: 'KYOTO', escort: false }, 'card_impossible')).toContain('Daimyo');
    refuse(s, 0, { type: 'daimyo', card: 'mori-motonari', provinces: ['KYOTO'] }, 'not_your_card');
    putDaimyo(s, 'KIYOSU', 0);
    const { state } = play(s, 0, { type: 'daimyo', card: 'oda-nobunaga', to: 'KYOTO', escort: false });
    state.current = 0;
    refuse(state, 0, { type: 'daimyo', card: 'oda-nobunaga', to: 'KIYOSU', escort: false }, 'daimyo_used');
    const basic = freshGame(3);
    refuse(basic, 0, { type: 'daimyo', card: 'oda-nobunaga', to: 'KYOTO', escort: false }, 'bad_move');
  });

  it('Uesugi Kenshin: up to 3 armies from the Daimyo province over land', () => {
    const s = withDaimyo('uesugi-kenshin');
    putDaimyo(s, 'OKO', 0);
    put(s, 'OKO', 0, 3);
    expect(movesOfCard(s, 0, 'uesugi-kenshin')).toEqual([]); // Okō has no land border
    refuse(s, 0, { type: 'daimyo', card: 'uesugi-kenshin', moves: [{ to: 'KYOTO', count: 1 }] }, 'card_impossible');
    const t = withDaimyo('uesugi-kenshin');
    putDaimyo(t, 'KIYOSU', 0);
    put(t, 'KIYOSU', 0, 4);
    const moves = movesOfCard(t, 0, 'uesugi-kenshin');
    // 4 land neighbours, 1 to 3 armies spread over them: C(4+3,3) - 1 = 34 ways.
    expect(moves).toHaveLength(34);
    const { state, events } = play(t, 0, { type: 'daimyo', card: 'uesugi-kenshin', moves: [{ to: 'KYOTO', count: 2 }, { to: 'ODAWARA', count: 1 }] });
    expect(armiesAt(state, 'KIYOSU')[0]).toBe(1);
    expect(armiesAt(state, 'KYOTO')[0]).toBe(2);
    expect(armiesAt(state, 'ODAWARA')[0]).toBe(1);
    expect(state.daimyoCards[0]).toEqual({ card: 'uesugi-kenshin', used: true });
    expect(events[0]).toMatchObject({ type: 'daimyo-card', rule: 'sengoku/advanced/uesugi-kenshin', card: 'uesugi-kenshin' });
    refuse(t, 0, { type: 'daimyo', card: 'uesugi-kenshin', moves: [{ to: 'KYOTO', count: 4 }] }, 'bad_move');
    refuse(t, 0, { type: 'daimyo', card: 'uesugi-kenshin', moves: [{ to: 'OKO', count: 1 }] }, 'card_impossible');
    refuse(t, 0, { type: 'daimyo', card: 'uesugi-kenshin', moves: [] }, 'bad_move');
  });

  it('Takeda Shingen (reconstructed): up to 3 armies of one opponent out of the Daimyo province', () => {
    const s = withDaimyo('takeda-shingen');
    putDaimyo(s, 'KYOTO', 0);
    expect(movesOfCard(s, 0, 'takeda-shingen')).toEqual([]);
    put(s, 'KYOTO', 1, 4);
    put(s, 'KYOTO', 2, 1);
    const { state } = play(s, 0, { type: 'daimyo', card: 'takeda-shingen', opponent: 1, moves: [{ to: 'KIYOSU', count: 2 }, { to: 'OKO', count: 1 }] });
    expect(armiesAt(state, 'KYOTO')).toEqual([0, 1, 1]);
    expect(armiesAt(state, 'KIYOSU')).toEqual([0, 2, 0]);
    expect(armiesAt(state, 'OKO')).toEqual([0, 1, 0]);
    refuse(s, 0, { type: 'daimyo', card: 'takeda-shingen', opponent: 2, moves: [{ to: 'KIYOSU', count: 2 }] }, 'card_impossible');
    refuse(s, 0, { type: 'daimyo', card: 'takeda-shingen', opponent: 1, moves: [{ to: 'SHURI', count: 1 }] }, 'card_impossible');
  });

  it('Oda Nobunaga: the Daimyo to an adjacent province, optionally with 1 army from the same province', () => {
    const s = withDaimyo('oda-nobunaga');
    putDaimyo(s, 'SHURI', 0);
    expect(movesOfCard(s, 0, 'oda-nobunaga')).toEqual([{ type: 'daimyo', card: 'oda-nobunaga', to: 'USUKI', escort: false }]);
    refuse(s, 0, { type: 'daimyo', card: 'oda-nobunaga', to: 'USUKI', escort: true }, 'card_impossible');
    put(s, 'SHURI', 0, 2);
    const { state, events } = play(s, 0, { type: 'daimyo', card: 'oda-nobunaga', to: 'USUKI', escort: true });
    expect(state.provinces.find((p) => p.id === 'USUKI')!.daimyo).toEqual([0]);
    expect(armiesAt(state, 'USUKI')[0]).toBe(1);
    expect(armiesAt(state, 'SHURI')[0]).toBe(1);
    expect(events[0]!.details).toMatchObject({ moves: [{ seat: 0, from: 'SHURI', to: 'USUKI', count: 1, daimyo: true }, { seat: 0, from: 'SHURI', to: 'USUKI', count: 1 }] });
    refuse(s, 0, { type: 'daimyo', card: 'oda-nobunaga', to: 'OKO', escort: false }, 'card_impossible');
  });

  it('Mōri Motonari: up to 3 reserve armies next to the Daimyo, one per province', () => {
    const s = withDaimyo('mori-motonari');
    putDaimyo(s, 'KYOTO', 0);
    expect(movesOfCard(s, 0, 'mori-motonari')).toHaveLength(4 + 6 + 4); // 4 neighbours: 1, 2 or 3 of them
    const { state } = play(s, 0, { type: 'daimyo', card: 'mori-motonari', provinces: ['KIYOSU', 'OKO', 'YOSHIDA_KORIYAMA'] });
    expect(state.reserves[0]!.armies).toBe(13);
    for (const id of ['KIYOSU', 'OKO', 'YOSHIDA_KORIYAMA']) expect(armiesAt(state, id)[0]).toBe(1);
    refuse(s, 0, { type: 'daimyo', card: 'mori-motonari', provinces: ['OKO', 'OKO'] }, 'bad_move');
    refuse(s, 0, { type: 'daimyo', card: 'mori-motonari', provinces: ['SHURI'] }, 'card_impossible');
    refuse(s, 0, { type: 'daimyo', card: 'mori-motonari', provinces: ['KIYOSU', 'KYOTO', 'OKO', 'USUKI'] }, 'bad_move');
    const t = withDaimyo('mori-motonari');
    putDaimyo(t, 'SHURI', 0);
    put(t, 'TOKUYAMA', 0, 15); // a single army left in reserve
    expect(movesOfCard(t, 0, 'mori-motonari')).toEqual([{ type: 'daimyo', card: 'mori-motonari', provinces: ['USUKI'] }]);
    const last = play(t, 0, { type: 'daimyo', card: 'mori-motonari', provinces: ['USUKI'] });
    expect(last.state.katana[0]).toBe(3); // reserve emptied by a card
    expect(last.state.cardsClosedBy).toBe(0);
  });

  it('Chōsokabe Motochika: up to 3 units (armies and/or the Daimyo) over sea lines', () => {
    const s = withDaimyo('chosokabe-motochika');
    putDaimyo(s, 'KASUGAYAMA', 0);
    put(s, 'KASUGAYAMA', 0, 3);
    expect(movesOfCard(s, 0, 'chosokabe-motochika')).toEqual([]); // no sea line from Kasugayama
    refuse(s, 0, { type: 'daimyo', card: 'chosokabe-motochika', moves: [], daimyoTo: 'KIYOSU' }, 'card_impossible');
    const t = withDaimyo('chosokabe-motochika');
    putDaimyo(t, 'OKO', 0);
    put(t, 'OKO', 0, 2);
    const { state } = play(t, 0, { type: 'daimyo', card: 'chosokabe-motochika', moves: [{ to: 'KYOTO', count: 1 }, { to: 'USUKI', count: 1 }], daimyoTo: 'YOSHIDA_KORIYAMA' });
    expect(armiesAt(state, 'KYOTO')[0]).toBe(1);
    expect(armiesAt(state, 'USUKI')[0]).toBe(1);
    expect(state.provinces.find((p) => p.id === 'YOSHIDA_KORIYAMA')!.daimyo).toEqual([0]);
    play(t, 0, { type: 'daimyo', card: 'chosokabe-motochika', moves: [], daimyoTo: 'USUKI' });
    play(t, 0, { type: 'daimyo', card: 'chosokabe-motochika', moves: [{ to: 'USUKI', count: 2 }], daimyoTo: null });
    refuse(t, 0, { type: 'daimyo', card: 'chosokabe-motochika', moves: [{ to: 'USUKI', count: 3 }], daimyoTo: null }, 'card_impossible');
    refuse(t, 0, { type: 'daimyo', card: 'chosokabe-motochika', moves: [{ to: 'KYOTO', count: 1 }, { to: 'USUKI', count: 2 }], daimyoTo: 'USUKI' }, 'bad_move');
    refuse(t, 0, { type: 'daimyo', card: 'chosokabe-motochika', moves: [], daimyoTo: null }, 'bad_move');
    refuse(t, 0, { type: 'daimyo', card: 'chosokabe-motochika', moves: [] }, 'bad_move');
  });

  it('Ōtomo Sōrin: up to twice, in different provinces next to the Daimyo, replace an opponent army', () => {
    const s = withDaimyo('otomo-sorin');
    putDaimyo(s, 'KYOTO', 0);
    expect(movesOfCard(s, 0, 'otomo-sorin')).toEqual([]);
    put(s, 'KIYOSU', 1, 2);
    put(s, 'OKO', 2, 1);
    put(s, 'SHURI', 1, 1); // not adjacent to Kyoto
    expect(movesOfCard(s, 0, 'otomo-sorin')).toHaveLength(3);
    const { state } = play(s, 0, { type: 'daimyo', card: 'otomo-sorin', targets: [{ province: 'KIYOSU', opponent: 1 }, { province: 'OKO', opponent: 2 }] });
    expect(armiesAt(state, 'KIYOSU')).toEqual([1, 1, 0]);
    expect(armiesAt(state, 'OKO')).toEqual([1, 0, 0]);
    expect(state.reserves.map((r) => r.armies)).toEqual([14, 14, 16]);
    refuse(s, 0, { type: 'daimyo', card: 'otomo-sorin', targets: [{ province: 'KIYOSU', opponent: 1 }, { province: 'KIYOSU', opponent: 1 }] }, 'bad_move');
    refuse(s, 0, { type: 'daimyo', card: 'otomo-sorin', targets: [{ province: 'SHURI', opponent: 1 }] }, 'card_impossible');
    refuse(s, 0, { type: 'daimyo', card: 'otomo-sorin', targets: [{ province: 'OKO', opponent: 1 }] }, 'card_impossible');
  });
});
