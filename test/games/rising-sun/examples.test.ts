/**
 * The worked examples printed in the German rulebook (pages 14 to 24), replayed through the engine.
 * Positions that the book leaves open (exact provinces, coins) are chosen to fit its text.
 */
import { describe, expect, it } from 'vitest';
import {
  ally, awaitingClans, clearBoard, count, giveCard, mandateTurn, newGame, play, playAll, put, refused, runTasks, seatOf, setHonor, stronghold, where,
} from './helpers';

describe('rulebook examples (German edition)', () => {
  it('Recruit: Lotus with two strongholds in Kyushu and one in Nagato summons four figures', () => {
    let s = newGame(4);
    clearBoard(s);
    stronghold(s, 'lotus', 'kyushu'); stronghold(s, 'lotus', 'kyushu'); stronghold(s, 'lotus', 'nagato');
    giveCard(s, 'lotus', 'yurei');
    s = mandateTurn(s, 'lotus', ['recruit', 'harvest', 'train', 'marshal']).state;
    expect(awaitingClans(s)).toEqual(['lotus']);
    // Lotus lays a tile face down and declares Recruit; the others have no stronghold, so their turns pass.
    s = play(s, 'lotus', { type: 'chooseMandate', index: 0, declare: 'recruit' }).state;
    expect(awaitingClans(s)).toEqual(['lotus']);
    expect(s.queue[0]).toMatchObject({ t: 'recruit', bonus: true });
    const hachiman = s.shrines.indexOf('hachiman');
    const r = playAll(s, [
      ['lotus', { type: 'recruit', unit: 'bushi', province: 'kyushu' }],
      ['lotus', { type: 'recruit', unit: 'shinto', province: 'kyushu' }],
      ['lotus', { type: 'recruit', unit: 'shinto', province: 'nagato', shrine: hachiman }],
      ['lotus', { type: 'recruit', unit: 'yurei', province: 'nagato' }],
    ]);
    s = r.state;
    expect(count(s, 'lotus', 'bushi', 'kyushu')).toBe(1);
    expect(count(s, 'lotus', 'shinto', 'kyushu')).toBe(1);
    expect(count(s, 'lotus', 'yurei', 'nagato')).toBe(1);
    expect(count(s, 'lotus', 'shinto', 'nagato')).toBe(0);
    expect(s.figures.filter((f) => f.owner === seatOf(s, 'lotus') && f.where === 'shrine' && f.shrine === hachiman)).toHaveLength(1);
    expect(r.events.filter((e) => e.type === 'recruited' && e.bonus === true)).toHaveLength(1);
    // Four figures used the whole Recruit: the next mandate turn (Turtle, left of Lotus) has begun.
    expect(r.events.some((e) => e.type === 'recruitDone' && e.seat === seatOf(s, 'lotus'))).toBe(true);
    expect(awaitingClans(s)).toEqual(['turtle']);
  });

  it('Marshal: Koi moves over a border and a shipping route, the Shinto at Raijin stays, the ally builds in Shikoku', () => {
    let s = newGame(4);
    clearBoard(s);
    s.shrines = ['amaterasu', 'raijin', 'hachiman', 'tsukuyomi'];
    ally(s, 'koi', 'dragonfly');
    const bushiKansai = put(s, 'koi', 'bushi', 'kansai');
    const bushiEdo = put(s, 'koi', 'bushi', 'edo');
    const daimyo = put(s, 'koi', 'daimyo', 'kansai');
    giveCard(s, 'koi', 'oni-of-blood');
    const oni = put(s, 'koi', 'oni-of-blood', 'kansai');
    const shinto = put(s, 'koi', 'shinto', { shrine: 1 });
    stronghold(s, 'koi', 'edo');
    s.coins = [5, 7, 6, 6];
    s = mandateTurn(s, 'dragonfly', ['marshal', 'harvest', 'train', 'recruit']).state;
    s = play(s, 'dragonfly', { type: 'chooseMandate', index: 0 }).state;
    // Koi, left of Dragonfly, marches first.
    expect(awaitingClans(s)).toEqual(['koi']);
    s = play(s, 'koi', { type: 'move', piece: bushiKansai.id, to: 'nagato' }).state;
    refused(s, 'koi', { type: 'move', piece: bushiKansai.id, to: 'kansai' }, 'already-moved');
    s = play(s, 'koi', { type: 'move', piece: oni.id, to: 'hokkaido' }).state;
    const r = play(s, 'koi', { type: 'move', piece: daimyo.id, to: 'hokkaido' });
    expect(r.events.find((e) => e.type === 'moved')).toMatchObject({ from: 'kansai', to: 'hokkaido', bySea: true });
    s = r.state;
    refused(s, 'koi', { type: 'move', piece: shinto.id, to: 'edo' }, 'on-shrine');
    refused(s, 'koi', { type: 'move', piece: bushiEdo.id, to: 'shikoku' }, 'not-adjacent');
    s = play(s, 'koi', { type: 'buildStronghold', province: 'shikoku' }).state;
    refused(s, 'koi', { type: 'buildStronghold', province: 'kyoto' }, 'already-built');
    s = play(s, 'koi', { type: 'pass' }).state;
    expect(where(s, bushiKansai.id)).toBe('nagato');
    expect(where(s, oni.id)).toBe('hokkaido');
    expect(where(s, daimyo.id)).toBe('hokkaido');
    expect(where(s, bushiEdo.id)).toBe('edo');
    expect(where(s, shinto.id)).toBe('shrine:1');
    expect(s.coins[seatOf(s, 'koi')]).toBe(2);
    expect(s.strongholds.filter((h) => h.owner === seatOf(s, 'koi') && h.province === 'shikoku')).toHaveLength(1);
    // Lotus and Turtle have nothing to move and no bonus; Dragonfly (chooser) may still build.
    expect(awaitingClans(s)).toEqual(['dragonfly']);
  });

  it('Train: Turtle chooses Train, buys Oni of Skulls for 2 - 1 = 1 coin and summons it at a stronghold', () => {
    let s = newGame(4);
    clearBoard(s);
    stronghold(s, 'turtle', 'kyoto');
    s.coins = [5, 7, 6, 6];
    s = mandateTurn(s, 'turtle', ['train', 'harvest', 'marshal', 'recruit']).state;
    s = play(s, 'turtle', { type: 'chooseMandate', index: 0 }).state;
    expect(awaitingClans(s)).toEqual(['turtle']);
    s = play(s, 'turtle', { type: 'buy', card: 'oni-of-skulls' }).state;
    expect(s.coins[seatOf(s, 'turtle')]).toBe(5);
    expect(s.cards[seatOf(s, 'turtle')]).toContain('oni-of-skulls');
    refused(s, 'turtle', { type: 'place', province: 'edo' }, 'no-stronghold');
    refused(s, 'turtle', { type: 'pass' }, 'must-place');
    s = play(s, 'turtle', { type: 'place', province: 'kyoto' }).state;
    expect(where(s, 'monster-oni-of-skulls')).toBe('kyoto');
    // The chooser bought first; now Dragonfly, then Koi, then Lotus.
    expect(awaitingClans(s)).toEqual(['dragonfly']);
    refused(s, 'dragonfly', { type: 'buy', card: 'oni-of-skulls' }, 'not-on-offer');
  });

  it('Harvest: Dragonfly harvests Nagato, Kansai and Kyoto but not Edo or Oshu', () => {
    let s = newGame(4);
    clearBoard(s);
    setHonor(s, ['koi', 'lotus', 'dragonfly', 'turtle']);
    put(s, 'dragonfly', 'bushi', 'nagato');
    put(s, 'dragonfly', 'bushi', 'kansai'); put(s, 'dragonfly', 'bushi', 'kansai');
    put(s, 'lotus', 'bushi', 'kansai'); put(s, 'turtle', 'bushi', 'kansai');
    put(s, 'dragonfly', 'bushi', 'kyoto'); put(s, 'dragonfly', 'daimyo', 'kyoto');
    put(s, 'turtle', 'bushi', 'kyoto'); put(s, 'turtle', 'bushi', 'kyoto');
    put(s, 'koi', 'bushi', 'edo'); put(s, 'dragonfly', 'bushi', 'edo');
    put(s, 'koi', 'bushi', 'oshu'); put(s, 'koi', 'daimyo', 'oshu'); put(s, 'dragonfly', 'shinto', 'oshu');
    s.coins = [0, 0, 0, 0];
    s.vp = [0, 0, 0, 0];
    s = mandateTurn(s, 'dragonfly', ['harvest', 'train', 'marshal', 'recruit']).state;
    const r = play(s, 'dragonfly', { type: 'chooseMandate', index: 0 });
    s = r.state;
    const d = seatOf(s, 'dragonfly');
    const rewards = r.events.find((e) => e.type === 'harvestRewards')!;
    expect(rewards.provinces).toEqual(['kyoto', 'kansai', 'nagato']);
    // Nagato 1 VP + 1 coin + 1 Ronin, Kansai 3 VP, Kyoto 4 VP (tie won on honor), plus the coin everyone takes.
    expect(s.vp[d]).toBe(8);
    expect(s.coins[d]).toBe(2);
    expect(s.ronin[d]).toBe(1);
    for (const c of ['koi', 'lotus', 'turtle'] as const) {
      expect(s.coins[seatOf(s, c)]).toBe(1);
      expect(s.vp[seatOf(s, c)]).toBe(0);
    }
  });

  it('Betray: Koi breaks its alliance with Dragonfly, loses honor, swaps Oni of Skulls for Komainu and a Dragonfly Bushi', () => {
    let s = newGame(4);
    clearBoard(s);
    ally(s, 'koi', 'dragonfly');
    giveCard(s, 'turtle', 'oni-of-skulls');
    giveCard(s, 'turtle', 'righteousness');
    const skulls = put(s, 'turtle', 'oni-of-skulls', 'kyoto');
    giveCard(s, 'koi', 'komainu');
    const dfBushi = put(s, 'dragonfly', 'bushi', 'edo');
    s.vp = [3, 3, 3, 3];
    s = mandateTurn(s, 'koi', ['betray', 'harvest', 'train', 'marshal']).state;
    let r = play(s, 'koi', { type: 'chooseMandate', index: 0 });
    s = r.state;
    expect(r.events.map((e) => e.type)).toContain('allianceBroken');
    expect(s.alliances).toEqual([]);
    expect(s.honor.map((x) => s.clans[x])).toEqual(['lotus', 'koi', 'turtle', 'dragonfly']);
    r = playAll(s, [
      ['koi', { type: 'replace', target: skulls.id, unit: 'komainu' }],
      ['koi', { type: 'replace', target: dfBushi.id, unit: 'bushi' }],
    ]);
    s = r.state;
    expect(where(s, 'monster-komainu')).toBe('kyoto');
    expect(where(s, skulls.id)).toBe('reserve');
    expect(s.figures.find((f) => f.id === skulls.id)!.owner).toBe(seatOf(s, 'turtle'));
    expect(where(s, dfBushi.id)).toBe('reserve');
    expect(count(s, 'koi', 'bushi', 'edo')).toBe(1);
    // Replaced figures are not killed: Righteousness pays nothing.
    expect(s.vp[seatOf(s, 'turtle')]).toBe(3);
    expect(r.events.some((e) => e.type === 'figuresKilled')).toBe(false);
  });

  it('Kami turn after the fifth mandate: Susanoo, Amaterasu, Hachiman, Raijin', () => {
    let s = newGame(4);
    clearBoard(s);
    s.shrines = ['susanoo', 'amaterasu', 'hachiman', 'raijin'];
    s.phase = 'political'; s.tea = null; s.step = 5;
    stronghold(s, 'koi', 'edo'); stronghold(s, 'koi', 'oshu');
    put(s, 'dragonfly', 'shinto', { shrine: 0 }); put(s, 'koi', 'shinto', { shrine: 0 });
    put(s, 'dragonfly', 'shinto', { shrine: 1 });
    put(s, 'dragonfly', 'shinto', { shrine: 2 }); put(s, 'lotus', 'shinto', { shrine: 2 });
    put(s, 'turtle', 'shinto', { shrine: 3 }); put(s, 'turtle', 'shinto', { shrine: 3 }); put(s, 'koi', 'shinto', { shrine: 3 });
    s.vp = [0, 0, 0, 0]; s.ronin = [0, 0, 0, 0];
    const r = runTasks(s, [{ t: 'kami' }]);
    s = r.state;
    const won = r.events.filter((e) => e.type === 'shrineWon').map((e) => [e.kami, s.clans[e.seat as number], e.byHonor]);
    expect(won).toEqual([['susanoo', 'koi', true], ['amaterasu', 'dragonfly', false], ['hachiman', 'dragonfly', true], ['raijin', 'turtle', false]]);
    expect(s.vp[seatOf(s, 'koi')]).toBe(2);
    expect(s.honor.map((x) => s.clans[x])).toEqual(['dragonfly', 'koi', 'lotus', 'turtle']);
    expect(s.ronin[seatOf(s, 'dragonfly')]).toBe(2);
    expect(awaitingClans(s)).toEqual(['turtle']);
    s = play(s, 'turtle', { type: 'place', province: 'shikoku' }).state;
    expect(count(s, 'turtle', 'bushi', 'shikoku')).toBe(1);
  });

  it('War phase of Spring: Kyoto discarded, Hokkaido and Oshu uncontested, allies in Kansai, battles in Nagato and Edo', () => {
    let s = newGame(4);
    clearBoard(s);
    setHonor(s, ['koi', 'lotus', 'turtle', 'dragonfly']);
    ally(s, 'lotus', 'turtle');
    s.phase = 'war'; s.season = 1; s.tea = null;
    s.warTrack = ['kyoto', 'hokkaido', 'oshu', 'kansai', 'nagato', 'edo'];
    put(s, 'dragonfly', 'bushi', 'hokkaido');
    stronghold(s, 'turtle', 'oshu');
    put(s, 'turtle', 'bushi', 'kansai'); put(s, 'turtle', 'bushi', 'kansai');
    put(s, 'lotus', 'bushi', 'kansai'); put(s, 'lotus', 'bushi', 'kansai');
    const tBushi = put(s, 'turtle', 'bushi', 'nagato');
    giveCard(s, 'turtle', 'oni-of-skulls');
    const skulls = put(s, 'turtle', 'oni-of-skulls', 'nagato');
    const kBushi = put(s, 'koi', 'bushi', 'nagato');
    const kDaimyo = put(s, 'koi', 'daimyo', 'nagato');
    const lShinto = put(s, 'lotus', 'shinto', 'nagato');
    put(s, 'koi', 'bushi', 'edo'); put(s, 'dragonfly', 'bushi', 'edo');
    const K = seatOf(s, 'koi'), Lo = seatOf(s, 'lotus'), T = seatOf(s, 'turtle'), D = seatOf(s, 'dragonfly');
    s.coins[T] = 4; s.ronin[T] = 1;
    s.coins[K] = 8; s.ronin[K] = 2;
    s.coins[Lo] = 6; s.ronin[Lo] = 3;
    s.coins[D] = 0;
    s.vp = [5, 5, 5, 5];
    let r = runTasks(s, [0, 1, 2, 3, 4, 5].map((slot) => ({ t: 'warProvince' as const, slot })));
    s = r.state;
    expect(r.events.find((e) => e.type === 'warTokenDiscarded')).toMatchObject({ province: 'kyoto' });
    const tokens = r.events.filter((e) => e.type === 'warTokenTaken').map((e) => [e.province, s.clans[e.seat as number]]);
    expect(tokens).toEqual([['hokkaido', 'dragonfly'], ['oshu', 'turtle'], ['kansai', 'lotus']]);
    // Nagato: Turtle 4 (Bushi + Oni of Skulls at 3), Koi 2, Lotus 1.
    const start = r.events.find((e) => e.type === 'battleStarted')!;
    expect(start.province).toBe('nagato');
    expect([(start.forces as number[])[T], (start.forces as number[])[K], (start.forces as number[])[Lo]]).toEqual([4, 2, 1]);
    expect(awaitingClans(s).sort()).toEqual(['koi', 'lotus', 'turtle']);
    r = playAll(s, [
      ['lotus', { type: 'setBid', action: 'seppuku', coins: 1 }],
      ['lotus', { type: 'setBid', action: 'hostage', coins: 3 }],
      ['lotus', { type: 'setBid', action: 'ronin', coins: 2 }],
      ['lotus', { type: 'submitBid' }],
      ['turtle', { type: 'setBid', action: 'hostage', coins: 3 }],
      ['turtle', { type: 'setBid', action: 'ronin', coins: 1 }],
      ['turtle', { type: 'submitBid' }],
      ['koi', { type: 'setBid', action: 'ronin', coins: 1 }],
      ['koi', { type: 'setBid', action: 'poets', coins: 3 }],
      ['koi', { type: 'submitBid' }],
    ]);
    s = r.state;
    expect(r.events.some((e) => e.type === 'bidsRevealed')).toBe(true);
    // Seppuku: Lotus sacrifices its Shinto: 1 VP and one step up the honor track.
    expect(awaitingClans(s)).toEqual(['lotus']);
    r = play(s, 'lotus', { type: 'seppuku' });
    s = r.state;
    expect(where(s, lShinto.id)).toBe('reserve');
    expect(s.honor[0]).toBe(Lo);
    // Take Hostage: 3 against 3, Lotus has more honor and takes the Oni of Skulls of its own ally.
    expect(r.events.find((e) => e.type === 'advantageWon' && e.action === 'hostage')).toMatchObject({ seat: Lo, byHonor: true });
    r = play(s, 'lotus', { type: 'takeHostage', target: skulls.id });
    s = r.state;
    expect(where(s, skulls.id)).toBe(`hostage:${Lo}`);
    // Hire Ronin: Lotus 2 beats Koi 1 and adds its 3 Ronin; the outcome and the rest follow.
    r = play(s, 'lotus', { type: 'hireRonin' });
    s = r.state;
    const won = r.events.find((e) => e.type === 'battleWon')!;
    expect(won.seat).toBe(Lo);
    expect([(won.forces as number[])[T], (won.forces as number[])[K], (won.forces as number[])[Lo]]).toEqual([1, 2, 3]);
    expect(where(s, kBushi.id)).toBe('reserve');
    expect(where(s, kDaimyo.id)).toBe('reserve');
    expect(where(s, tBushi.id)).toBe('nagato');
    expect(r.events.find((e) => e.type === 'poets')).toMatchObject({ seat: K, killed: 3 });
    expect(r.events.find((e) => e.type === 'reparationsPaid')).toMatchObject({ seat: Lo, total: 6, paid: { [T]: 3, [K]: 3 } });
    expect(s.vp[Lo]).toBe(7);
    expect(s.vp[T]).toBe(4);
    expect(s.vp[K]).toBe(8);
    expect([s.coins[T], s.coins[K], s.coins[Lo]]).toEqual([3, 7, 0]);
    expect(s.warTokens[Lo]!.map((t) => t.province)).toEqual(['kansai', 'nagato']);
    // Edo: Koi and Dragonfly are no longer allies, so they fight; Dragonfly has no coin and is submitted at once.
    expect(s.battle).toMatchObject({ province: 'edo', involved: [K, D] });
    expect(awaitingClans(s)).toEqual(['koi']);
  });
});
