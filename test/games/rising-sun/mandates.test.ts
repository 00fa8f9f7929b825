/** The five mandates, the political track and the clan abilities. */
import { describe, expect, it } from 'vitest';
import { game } from './helpers';
import {
  ally, awaitingClans, clearBoard, count, mandateTurn, newGame, play, playAll, put, refused, runTasks, seatOf, setHonor, skipTea, stronghold, where,
} from './helpers';

describe('political track', () => {
  it('the top-honor clan chooses first; 3 mandates, Kami, 2, Kami, 2, Kami, then war; choosers go clockwise', () => {
    let s = skipTea(newGame(3));
    const choosers: number[] = [];
    const kamiAfter: number[] = [];
    let guard = 0;
    while (s.phase === 'political' && guard++ < 500) {
      const step = s.queue[0]!;
      if (step.t === 'choose') {
        choosers.push(step.seat);
        const index = s.drawn!.indexOf(s.drawn!.find((m) => m !== 'betray')!);
        const r = play(s, step.seat, s.clans[step.seat] === 'lotus' ? { type: 'chooseMandate', index, declare: 'harvest' } : { type: 'chooseMandate', index });
        for (const e of r.events) if (e.type === 'kamiTurn') kamiAfter.push(e.step as number); else if (e.type === 'warPhase') kamiAfter.push(99);
        s = r.state;
      } else {
        const seat = game.awaiting(s)[0]!;
        const pass = game.legalMoves(s, seat).find((m) => m.type === 'pass');
        const r = play(s, seat, pass ?? game.legalMoves(s, seat)[0]!);
        for (const e of r.events) if (e.type === 'kamiTurn') kamiAfter.push(e.step as number); else if (e.type === 'warPhase') kamiAfter.push(99);
        s = r.state;
      }
    }
    expect(choosers).toEqual([0, 1, 2, 0, 1, 2, 0]);
    expect(kamiAfter).toEqual([3, 5, 7, 99]);
    expect(s.phase === 'war' || s.season === 2).toBe(true);
    expect(s.nextChooser).toBe(1);
  });

  it('the chooser sees its four tiles; the three others go back on top in the same order', () => {
    let s = newGame(4);
    clearBoard(s);
    s = mandateTurn(s, 'lotus', ['train', 'betray', 'harvest', 'marshal']).state;
    expect(game.view(s, seatOf(s, 'lotus')).drawn).toEqual(['train', 'betray', 'harvest', 'marshal']);
    expect(game.view(s, seatOf(s, 'koi')).drawn).toBeNull();
    expect(game.view(s, null).drawn).toBeNull();
    s = play(s, 'lotus', { type: 'chooseMandate', index: 1, declare: 'harvest' }).state;
    // Turtle now draws: the three returned tiles, in order, plus one more.
    expect(s.drawn!.slice(0, 3)).toEqual(['train', 'harvest', 'marshal']);
    expect(game.view(s, seatOf(s, 'lotus')).politicalTrack[0]).toMatchObject({ declared: 'harvest', faceDown: true, tile: 'betray' });
    expect(game.view(s, seatOf(s, 'koi')).politicalTrack[0]).toMatchObject({ declared: 'harvest', faceDown: true, tile: null });
  });

  it('only Lotus may declare another mandate; Lotus must declare', () => {
    let s = newGame(4);
    s = mandateTurn(s, 'koi', ['train', 'betray', 'harvest', 'marshal']).state;
    refused(s, 'koi', { type: 'chooseMandate', index: 0, declare: 'recruit' }, 'cannot-declare');
    refused(s, 'koi', { type: 'chooseMandate', index: 7 }, 'bad-index');
    refused(s, 'lotus', { type: 'chooseMandate', index: 0 }, 'not-your-turn');
    let t = newGame(4);
    t = mandateTurn(t, 'lotus', ['train', 'betray', 'harvest', 'marshal']).state;
    refused(t, 'lotus', { type: 'chooseMandate', index: 0 }, 'declare-required');
    expect(game.legalMoves(t, seatOf(t, 'lotus'))).toHaveLength(4 * 5);
  });
});

describe('Recruit', () => {
  it('one figure per stronghold there; no bonus without being chooser or ally; the reserve limits', () => {
    let s = newGame(4);
    clearBoard(s);
    stronghold(s, 'koi', 'edo');
    stronghold(s, 'lotus', 'nagato');
    for (let i = 0; i < 6; i++) put(s, 'lotus', 'bushi', 'kyushu');
    put(s, 'lotus', 'daimyo', 'kyushu');
    s = mandateTurn(s, 'turtle', ['recruit', 'betray', 'harvest', 'marshal']).state;
    s = play(s, 'turtle', { type: 'chooseMandate', index: 0 }).state;
    // Turtle has no stronghold (cleared): Dragonfly, then Koi.
    expect(awaitingClans(s)).toEqual(['koi']);
    refused(s, 'koi', { type: 'recruit', unit: 'bushi', province: 'kyoto' }, 'no-stronghold');
    s = play(s, 'koi', { type: 'recruit', unit: 'shinto', province: 'edo' }).state;
    expect(count(s, 'koi', 'shinto', 'edo')).toBe(1);
    // Lotus: only shinto left in reserve; one stronghold; Shinto may go to a shrine only when summoned.
    expect(awaitingClans(s)).toEqual(['lotus']);
    refused(s, 'lotus', { type: 'recruit', unit: 'bushi', province: 'nagato' }, 'not-in-reserve');
    refused(s, 'lotus', { type: 'recruit', unit: 'shinto', province: 'nagato', shrine: 9 }, 'bad-shrine');
    s = play(s, 'lotus', { type: 'recruit', unit: 'shinto', province: 'nagato', shrine: 0 }).state;
    expect(s.figures.filter((f) => f.owner === seatOf(s, 'lotus') && f.where === 'shrine')).toHaveLength(1);
    expect(awaitingClans(s)).not.toContain('lotus');
  });

  it('the ally of the chooser has the bonus figure too, at any of its strongholds', () => {
    let s = newGame(4);
    clearBoard(s);
    ally(s, 'koi', 'turtle');
    stronghold(s, 'koi', 'edo');
    s = mandateTurn(s, 'turtle', ['recruit', 'betray', 'harvest', 'marshal']).state;
    s = play(s, 'turtle', { type: 'chooseMandate', index: 0 }).state;
    s = playAll(s, [['koi', { type: 'recruit', unit: 'bushi', province: 'edo' }], ['koi', { type: 'recruit', unit: 'bushi', province: 'edo' }]]).state;
    expect(count(s, 'koi', 'bushi', 'edo')).toBe(2);
    expect(awaitingClans(s)).not.toContain('koi');
  });
});

describe('Marshal', () => {
  it('a Bonsai stronghold costs 1; a clan without the bonus cannot build; Turtle moves strongholds', () => {
    let s = newGame(5);
    clearBoard(s);
    stronghold(s, 'turtle', 'kyoto');
    put(s, 'bonsai', 'bushi', 'kyushu');
    s.coins = [0, 0, 0, 0, 1];
    s = mandateTurn(s, 'bonsai', ['marshal', 'betray', 'harvest', 'train']).state;
    s = play(s, 'bonsai', { type: 'chooseMandate', index: 0 }).state;
    // Koi and Lotus have nothing: Turtle first with its stronghold.
    expect(awaitingClans(s)).toEqual(['turtle']);
    refused(s, 'turtle', { type: 'buildStronghold', province: 'oshu' }, 'no-bonus');
    const h = s.strongholds.find((x) => x.owner === seatOf(s, 'turtle') && x.province === 'kyoto')!;
    s = play(s, 'turtle', { type: 'move', piece: h.id, to: 'edo' }).state;
    expect(s.strongholds.find((x) => x.id === h.id)!.province).toBe('edo');
    // Nothing else to move and no bonus: Turtle's march ends by itself.
    expect(awaitingClans(s)).toEqual(['bonsai']);
    s = play(s, 'bonsai', { type: 'buildStronghold', province: 'oshu' }).state;
    expect(s.coins[seatOf(s, 'bonsai')]).toBe(0);
    expect(s.strongholds.filter((x) => x.owner === seatOf(s, 'bonsai') && x.province === 'oshu')).toHaveLength(1);
  });

  it('other clans cannot move their strongholds; Dragonfly moves anywhere', () => {
    let s = newGame(4);
    clearBoard(s);
    stronghold(s, 'koi', 'edo');
    put(s, 'koi', 'bushi', 'edo');
    const df = put(s, 'dragonfly', 'bushi', 'hokkaido');
    s = mandateTurn(s, 'lotus', ['marshal', 'betray', 'harvest', 'train']).state;
    s = play(s, 'lotus', { type: 'chooseMandate', index: 0, declare: 'marshal' }).state;
    // Turtle passes automatically (nothing to move); Dragonfly is next.
    expect(awaitingClans(s)).toEqual(['dragonfly']);
    s = play(s, 'dragonfly', { type: 'move', piece: df.id, to: 'shikoku' }).state;
    expect(where(s, df.id)).toBe('shikoku');
    expect(awaitingClans(s)).toEqual(['koi']);
    const h = s.strongholds.find((x) => x.owner === seatOf(s, 'koi') && x.province === 'edo')!;
    refused(s, 'koi', { type: 'move', piece: h.id, to: 'kyoto' }, 'stronghold-fixed');
  });
});

describe('Train', () => {
  it('chooser first with a one-coin discount (minimum 0), one card each, copies stack', () => {
    let s = newGame(3);
    clearBoard(s);
    stronghold(s, 'koi', 'edo');
    s.coins = [10, 10, 10];
    s = mandateTurn(s, 'lotus', ['train', 'betray', 'harvest', 'marshal']).state;
    s = play(s, 'lotus', { type: 'chooseMandate', index: 0, declare: 'train' }).state;
    expect(awaitingClans(s)).toEqual(['lotus']);
    s = play(s, 'lotus', { type: 'buy', card: 'path-of-the-lion' }).state;
    expect(s.coins[seatOf(s, 'lotus')]).toBe(10);
    expect(awaitingClans(s)).toEqual(['turtle']);
    s = play(s, 'turtle', { type: 'buy', card: 'righteousness' }).state;
    expect(s.coins[seatOf(s, 'turtle')]).toBe(8);
    s = play(s, 'koi', { type: 'buy', card: 'righteousness' }).state;
    expect(s.cards[seatOf(s, 'koi')]).toEqual(['righteousness']);
    expect(s.offer.filter((c) => c === 'righteousness')).toHaveLength(0);
    // Next mandate turn (Turtle chooses).
    expect(s.queue[0]).toMatchObject({ t: 'choose', seat: seatOf(s, 'turtle') });
  });

  it('Bonsai pays at most 1 and the bonus brings it to 0', () => {
    let s = newGame(5);
    clearBoard(s);
    stronghold(s, 'bonsai', 'kyushu');
    s.coins = [0, 0, 0, 0, 0];
    s = mandateTurn(s, 'bonsai', ['train', 'betray', 'harvest', 'marshal']).state;
    s = play(s, 'bonsai', { type: 'chooseMandate', index: 0 }).state;
    s = play(s, 'bonsai', { type: 'buy', card: 'way-of-the-shogun' }).state;
    expect(s.cards[seatOf(s, 'bonsai')]).toEqual(['way-of-the-shogun']);
    expect(s.coins[seatOf(s, 'bonsai')]).toBe(0);
  });

  it('cannot buy without enough coins', () => {
    let s = newGame(3);
    s.coins = [0, 1, 1];
    s = mandateTurn(s, 'koi', ['train', 'betray', 'harvest', 'marshal']).state;
    s = play(s, 'koi', { type: 'chooseMandate', index: 0 }).state;
    refused(s, 'koi', { type: 'buy', card: 'righteousness' }, 'not-enough-coins');
    refused(s, 'koi', { type: 'buy', card: 'no-such-card' }, 'not-on-offer');
  });
});

describe('Betray', () => {
  it('up to two figures of two different clans, same type, Daimyo and shrine Shinto immune, no honor lost without ally', () => {
    let s = newGame(4);
    clearBoard(s);
    const l1 = put(s, 'lotus', 'bushi', 'kyoto');
    const l2 = put(s, 'lotus', 'bushi', 'edo');
    const ld = put(s, 'lotus', 'daimyo', 'edo');
    const ls = put(s, 'lotus', 'shinto', { shrine: 0 });
    const ts = put(s, 'turtle', 'shinto', 'oshu');
    s = mandateTurn(s, 'koi', ['betray', 'train', 'harvest', 'marshal']).state;
    const honor = [...s.honor];
    s = play(s, 'koi', { type: 'chooseMandate', index: 0 }).state;
    expect(s.honor).toEqual(honor);
    refused(s, 'koi', { type: 'replace', target: ld.id, unit: 'daimyo' }, 'immune');
    refused(s, 'koi', { type: 'replace', target: ls.id, unit: 'shinto' }, 'immune');
    refused(s, 'koi', { type: 'replace', target: ts.id, unit: 'bushi' }, 'wrong-type');
    s = play(s, 'koi', { type: 'replace', target: l1.id, unit: 'bushi' }).state;
    refused(s, 'koi', { type: 'replace', target: l2.id, unit: 'bushi' }, 'same-player');
    s = play(s, 'koi', { type: 'replace', target: ts.id, unit: 'shinto' }).state;
    expect(count(s, 'koi', 'shinto', 'oshu')).toBe(1);
    expect(count(s, 'koi', 'bushi', 'kyoto')).toBe(1);
    expect(s.queue[0]).toMatchObject({ t: 'choose', seat: seatOf(s, 'lotus') });
  });
});

describe('clan abilities', () => {
  it('Dragonfly summons in any province, as many as its strongholds (+ bonus)', () => {
    let s = newGame(4);
    clearBoard(s);
    stronghold(s, 'dragonfly', 'hokkaido');
    s = mandateTurn(s, 'dragonfly', ['recruit', 'betray', 'harvest', 'marshal']).state;
    s = play(s, 'dragonfly', { type: 'chooseMandate', index: 0 }).state;
    s = playAll(s, [['dragonfly', { type: 'recruit', unit: 'bushi', province: 'kyushu' }], ['dragonfly', { type: 'recruit', unit: 'bushi', province: 'edo' }]]).state;
    expect(count(s, 'dragonfly', 'bushi', 'kyushu')).toBe(1);
    expect(count(s, 'dragonfly', 'bushi', 'edo')).toBe(1);
    expect(awaitingClans(s)).not.toContain('dragonfly');
  });

  it('Turtle strongholds add Force and cannot be taken hostage', () => {
    let s = newGame(4);
    clearBoard(s);
    stronghold(s, 'turtle', 'kansai');
    put(s, 'koi', 'bushi', 'kansai');
    s.phase = 'war'; s.season = 1; s.warTrack = ['kansai']; s.coins = [2, 0, 2, 0];
    setHonor(s, ['turtle', 'koi', 'lotus', 'dragonfly']);
    const r = runTasks(s, [{ t: 'warProvince', slot: 0 }]);
    s = r.state;
    expect(r.events.find((e) => e.type === 'battleStarted')).toMatchObject({ seats: [seatOf(s, 'turtle'), seatOf(s, 'koi')] });
    s = playAll(s, [['turtle', { type: 'setBid', action: 'hostage', coins: 2 }], ['turtle', { type: 'submitBid' }], ['koi', { type: 'submitBid' }]]).state;
    // Turtle won Take Hostage but Koi's Bushi is a target; Turtle's strongholds never are.
    expect(game.legalMoves(s, seatOf(s, 'turtle')).filter((m) => m.type === 'takeHostage')).toHaveLength(1);
  });

  it('Koi turns Ronin into coins when the war starts and counts its coins as Ronin when hiring', () => {
    let s = newGame(3);
    clearBoard(s);
    s.season = 1; s.tea = null;
    s.warTrack = ['kyoto'];
    s.ronin = [3, 0, 0]; s.coins = [1, 0, 0];
    put(s, 'koi', 'bushi', 'kyoto');
    put(s, 'lotus', 'bushi', 'kyoto'); put(s, 'lotus', 'bushi', 'kyoto'); put(s, 'lotus', 'bushi', 'kyoto');
    s.coins[1] = 0;
    let r = runTasks(s, [{ t: 'warStart' }]);
    s = r.state;
    expect(r.events.some((e) => e.type === 'koiConversion' && e.ronin === 3)).toBe(true);
    expect(s.ronin[0]).toBe(0);
    expect(s.coins[0]).toBe(4);
    s = playAll(s, [[0, { type: 'setBid', action: 'ronin', coins: 1 }], [0, { type: 'submitBid' }]]).state;
    r = play(s, 0, { type: 'hireRonin' });
    // 1 Bushi + 3 coins kept = 4 against Lotus's 3.
    expect(r.events.find((e) => e.type === 'battleWon')).toMatchObject({ seat: 0 });
  });
});

describe('honor track', () => {
  it('gaining honor swaps with the clan above; the top cannot gain, the bottom cannot lose', () => {
    let s = newGame(4);
    clearBoard(s);
    setHonor(s, ['koi', 'lotus', 'turtle', 'dragonfly']);
    ally(s, 'dragonfly', 'koi');
    // Dragonfly (bottom, allied) betrays: it cannot go lower.
    s = mandateTurn(s, 'dragonfly', ['betray', 'train', 'harvest', 'marshal']).state;
    const r = play(s, 'dragonfly', { type: 'chooseMandate', index: 0 });
    expect(r.events.find((e) => e.type === 'honorLost')).toMatchObject({ steps: 0 });
    expect(r.state.honor.map((x) => r.state.clans[x])).toEqual(['koi', 'lotus', 'turtle', 'dragonfly']);
  });
});
