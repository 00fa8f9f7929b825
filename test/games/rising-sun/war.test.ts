/** The war phase: uncontested provinces, secret bids, the four advantages, the outcome and reparations. */
import { describe, expect, it } from 'vitest';
import type { RsState } from '../../../worker/games/rising-sun/types';
import { ally, awaitingClans, clearBoard, game, newGame, play, playAll, put, refused, runTasks, seatOf, setHonor, where } from './helpers';

/** A 3-clan battle position in Kyoto: Koi 2 Bushi, Lotus 1 Bushi + Daimyo, Turtle 1 Bushi. */
function battle(coins = [5, 5, 5]): RsState {
  const s = newGame(3);
  clearBoard(s);
  setHonor(s, ['koi', 'lotus', 'turtle']);
  s.phase = 'war'; s.season = 1; s.tea = null;
  s.warTrack = ['kyoto', 'edo'];
  put(s, 'koi', 'bushi', 'kyoto'); put(s, 'koi', 'bushi', 'kyoto');
  put(s, 'lotus', 'bushi', 'kyoto'); put(s, 'lotus', 'daimyo', 'kyoto');
  put(s, 'turtle', 'bushi', 'kyoto');
  s.coins = [...coins];
  s.vp = [4, 4, 4];
  return runTasks(s, [{ t: 'warProvince', slot: 0 }, { t: 'warProvince', slot: 1 }]).state;
}

describe('war provinces', () => {
  it('two allies alone: the stronger takes the token without a battle, honor breaks ties', () => {
    const s = newGame(3);
    clearBoard(s);
    setHonor(s, ['turtle', 'koi', 'lotus']);
    ally(s, 'koi', 'turtle');
    s.phase = 'war'; s.season = 2; s.warTrack = ['oshu'];
    put(s, 'koi', 'bushi', 'oshu');
    put(s, 'turtle', 'bushi', 'oshu');
    const r = runTasks(s, [{ t: 'warProvince', slot: 0 }]);
    expect(r.events.find((e) => e.type === 'warTokenTaken')).toMatchObject({ seat: seatOf(s, 'turtle'), province: 'oshu', season: 2 });
    expect(r.events.some((e) => e.type === 'battleStarted')).toBe(false);
  });

  it('two allies and a third clan: a battle between all three', () => {
    const s = newGame(3);
    clearBoard(s);
    ally(s, 'koi', 'turtle');
    s.phase = 'war'; s.season = 1; s.warTrack = ['oshu'];
    put(s, 'koi', 'bushi', 'oshu'); put(s, 'turtle', 'bushi', 'oshu'); put(s, 'lotus', 'bushi', 'oshu');
    s.coins = [1, 1, 1];
    const r = runTasks(s, [{ t: 'warProvince', slot: 0 }]);
    expect(r.state.battle!.involved).toHaveLength(3);
  });
});

describe('secret bids', () => {
  it('a bid can be changed until everyone has submitted, and nobody else sees it before the reveal', () => {
    let s = battle();
    expect(awaitingClans(s).sort()).toEqual(['koi', 'lotus', 'turtle']);
    let r = play(s, 'koi', { type: 'setBid', action: 'poets', coins: 4 });
    s = r.state;
    expect(r.events.every((e) => e.type !== 'bidChanged' || (e.visibleTo as number[]).join() === '0')).toBe(true);
    s = play(s, 'koi', { type: 'submitBid' }).state;
    expect(awaitingClans(s).sort()).toEqual(['lotus', 'turtle']);
    expect(game.view(s, 1).battle!.bids[0]).toBeNull();
    expect(game.view(s, null).battle!.bids[0]).toBeNull();
    expect(game.view(s, 0).battle!.bids[0]).toMatchObject({ poets: 4 });
    expect(JSON.stringify(game.view(s, 1))).not.toContain('"poets":4');
    // Koi changes its mind: its submission reopens.
    s = play(s, 'koi', { type: 'setBid', action: 'poets', coins: 2 }).state;
    expect(awaitingClans(s).sort()).toEqual(['koi', 'lotus', 'turtle']);
    refused(s, 'koi', { type: 'setBid', action: 'seppuku', coins: 4 }, 'not-enough-coins');
    s = playAll(s, [['koi', { type: 'submitBid' }], ['lotus', { type: 'submitBid' }]]).state;
    expect(s.battle!.revealed).toBe(false);
    r = play(s, 'turtle', { type: 'submitBid' });
    expect(r.events.find((e) => e.type === 'bidsRevealed')).toMatchObject({ bids: { 0: { poets: 2 } } });
    expect(r.state.coins[0]).toBe(3);
  });

  it('bid ties go to the more honorable clan; the winner may decline; no gifts in war', () => {
    let s = battle();
    refused(s, 'koi', { type: 'gift', to: 1, coins: 1, ronin: 0 }, 'war-phase');
    s = playAll(s, [
      ['turtle', { type: 'setBid', action: 'seppuku', coins: 2 }], ['turtle', { type: 'submitBid' }],
      ['lotus', { type: 'setBid', action: 'seppuku', coins: 2 }], ['lotus', { type: 'submitBid' }],
    ]).state;
    const r = play(s, 'koi', { type: 'submitBid' });
    expect(r.events.find((e) => e.type === 'advantageWon')).toMatchObject({ action: 'seppuku', seat: 1, byHonor: true });
    s = r.state;
    expect(awaitingClans(s)).toEqual(['lotus']);
    refused(s, 'lotus', { type: 'hireRonin' }, 'wrong-advantage');
    s = play(s, 'lotus', { type: 'pass' }).state;
    // Outcome: Koi 2, Lotus 2, Turtle 1 -> Koi (more honor); Lotus and Turtle lose their figures.
    expect(s.warTokens[0]).toEqual([{ province: 'kyoto', season: 1 }]);
    expect(s.figures.filter((f) => f.where === 'province' && f.province === 'kyoto' && f.owner !== 0)).toHaveLength(0);
  });

  it('Take Hostage steals 1 VP (not below 0) and the hostage comes back next season for 1 coin', () => {
    let s = battle();
    s.vp[2] = 0;
    s = playAll(s, [
      ['lotus', { type: 'setBid', action: 'hostage', coins: 1 }], ['lotus', { type: 'submitBid' }],
      ['turtle', { type: 'submitBid' }], ['koi', { type: 'submitBid' }],
    ]).state;
    const koiBushi = s.figures.find((f) => f.owner === 0 && f.province === 'kyoto')!;
    refused(s, 'lotus', { type: 'takeHostage', target: 'lotus-daimyo' }, 'own-figure');
    refused(s, 'lotus', { type: 'takeHostage', target: 'koi-daimyo' }, 'bad-target');
    s = play(s, 'lotus', { type: 'takeHostage', target: koiBushi.id }).state;
    expect(where(s, koiBushi.id)).toBe('hostage:1');
    expect(s.vp[0]).toBe(3);
    expect(s.vp[1]).toBe(5);
    // Lotus now 2 (Bushi + Daimyo) against Koi 1: Lotus wins, no Poets, reparations 1 coin split... Lotus bid 1 -> one loser gets it.
    expect(s.queue[0]).toMatchObject({ t: 'reparations', remainder: 1 });
    refused(s, 'lotus', { type: 'reparations', extra: [1] }, 'bad-remainder');
    s = play(s, 'lotus', { type: 'reparations', extra: [2] }).state;
    expect(s.coins[2]).toBe(6);
    expect(s.coins[0]).toBe(5);
    // Finish the season quickly and check the release.
    const before = s.figures.filter((f) => f.where === 'hostage').length;
    expect(before).toBe(1);
  });

  it('nobody left in the province: the most honorable involved clan wins', () => {
    const s = newGame(3);
    clearBoard(s);
    setHonor(s, ['turtle', 'koi', 'lotus']);
    s.phase = 'war'; s.season = 1; s.warTrack = ['edo'];
    put(s, 'koi', 'bushi', 'edo'); put(s, 'lotus', 'bushi', 'edo');
    s.coins = [3, 3, 0];
    let st = runTasks(s, [{ t: 'warProvince', slot: 0 }]).state;
    st = playAll(st, [[0, { type: 'setBid', action: 'seppuku', coins: 1 }], [0, { type: 'setBid', action: 'hostage', coins: 1 }], [0, { type: 'submitBid' }], [1, { type: 'submitBid' }]]).state;
    st = play(st, 0, { type: 'seppuku' }).state;
    const r = play(st, 0, { type: 'takeHostage', target: st.figures.find((f) => f.owner === 1 && f.province === 'edo')!.id });
    expect(r.events.find((e) => e.type === 'battleWon')).toMatchObject({ seat: 0, byHonor: true });
  });

  it('allies of the winner keep their figures; enemies lose theirs; Poets counts every kill', () => {
    let s = newGame(3);
    clearBoard(s);
    setHonor(s, ['koi', 'lotus', 'turtle']);
    ally(s, 'koi', 'lotus');
    s.phase = 'war'; s.season = 3; s.warTrack = ['nagato'];
    put(s, 'koi', 'bushi', 'nagato'); put(s, 'koi', 'bushi', 'nagato'); put(s, 'koi', 'bushi', 'nagato');
    put(s, 'lotus', 'bushi', 'nagato');
    put(s, 'turtle', 'bushi', 'nagato'); put(s, 'turtle', 'shinto', 'nagato');
    s.coins = [0, 0, 2];
    s.vp = [0, 0, 0];
    s = runTasks(s, [{ t: 'warProvince', slot: 0 }]).state;
    const r = playAll(s, [[2, { type: 'setBid', action: 'poets', coins: 2 }], [2, { type: 'submitBid' }]]);
    s = r.state;
    expect(s.figures.filter((f) => f.owner === 1 && f.province === 'nagato')).toHaveLength(1);
    expect(s.figures.filter((f) => f.owner === 2 && f.province === 'nagato')).toHaveLength(0);
    expect(s.vp[2]).toBe(2);
    // Koi's bid was 0: no reparations to share, Turtle's 2 coins are lost.
    expect(s.coins).toEqual([0, 0, 0]);
  });
});

describe('start of the war phase', () => {
  it('war cards resolve once, in honor order', () => {
    let s = newGame(3);
    clearBoard(s);
    setHonor(s, ['lotus', 'koi', 'turtle']);
    s.cards[1] = ['way-of-the-righteous', 'way-of-the-shogun'];
    s.cards[2] = ['way-of-the-ronin', 'way-of-the-moneylender'];
    s.cards[0] = ['way-of-bushido', 'righteousness', 'respect', 'righteousness'];
    s.coins = [1, 0, 0]; s.vp = [0, 0, 0]; s.ronin = [0, 0, 0];
    s.season = 1; s.warTrack = ['kyoto'];
    put(s, 'koi', 'bushi', 'kyoto'); put(s, 'turtle', 'bushi', 'kyoto');
    const r = runTasks(s, [{ t: 'warStart' }]);
    s = r.state;
    // Lotus (top) first: +3, then 1 coin from Koi (which still has its 1 coin) and nothing from Turtle (0 coins).
    expect(r.events.filter((e) => e.type === 'coinsTaken').map((e) => [e.seat, e.from, e.coins])).toEqual([[1, 0, 1]]);
    expect(s.coins[1]).toBe(3 + 1);
    // Koi: Bushido with 2 different virtues: 4 coins and 4 VP.
    expect(s.coins[0]).toBe(4);
    expect(s.vp[0]).toBe(4);
    expect(s.ronin[2]).toBe(2);
    expect(s.coins[2]).toBe(5);
    // The battle in Kyoto is waiting for bids: the war cards did not fire again.
    expect(s.queue[0]).toMatchObject({ t: 'bid' });
  });
});

