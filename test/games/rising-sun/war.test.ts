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
  /** Lotus (top of the honor track) holds Way of the Righteous; Koi and Turtle gain coins at the same moment. */
  function clashingWar(): RsState {
    const s = newGame(3);
    clearBoard(s);
    setHonor(s, ['lotus', 'koi', 'turtle']);
    s.cards[1] = ['way-of-the-righteous', 'way-of-the-shogun'];
    s.cards[2] = ['way-of-the-ronin', 'way-of-the-moneylender'];
    s.cards[0] = ['way-of-bushido', 'righteousness', 'respect', 'righteousness'];
    s.coins = [1, 0, 0]; s.vp = [0, 0, 0]; s.ronin = [0, 0, 0];
    s.season = 1; s.warTrack = ['kyoto'];
    put(s, 'koi', 'bushi', 'kyoto'); put(s, 'turtle', 'bushi', 'kyoto');
    return s;
  }

  it('clashing war cards wait for the most honorable clan to order them; its own first gives the honor order', () => {
    const r0 = runTasks(clashingWar(), [{ t: 'warStart' }]);
    // Nothing has resolved yet: Lotus is asked, and may put any of the three clans first.
    expect(r0.state.queue[0]).toMatchObject({ t: 'order', chooser: 1, owners: [1, 0, 2] });
    expect(game.legalMoves(r0.state, 1)).toEqual([1, 0, 2].map((seat) => ({ type: 'resolveFirst', seat })));
    expect(game.legalMoves(r0.state, 0)).toEqual([]);
    refused(r0.state, 0, { type: 'resolveFirst', seat: 0 }, 'not-your-turn');
    // Lotus first: +3, then 1 coin from Koi (which still has its 1 coin) and nothing from Turtle (0 coins).
    const a = play(r0.state, 'lotus', { type: 'resolveFirst', seat: 1 });
    expect(a.events.filter((e) => e.type === 'coinsTaken').map((e) => [e.seat, e.from, e.coins])).toEqual([[1, 0, 1]]);
    // Koi and Turtle still clash with nothing that reads their purse, but the book's chooser still orders them.
    expect(a.state.queue[0]).toMatchObject({ t: 'order', chooser: 1, owners: [0, 2] });
    const s = play(a.state, 'lotus', { type: 'resolveFirst', seat: 0 }).state;
    expect(s.coins[1]).toBe(3 + 1);
    // Koi: Bushido with 2 different virtues: 4 coins and 4 VP.
    expect(s.coins[0]).toBe(4);
    expect(s.vp[0]).toBe(4);
    expect(s.ronin[2]).toBe(2);
    expect(s.coins[2]).toBe(5);
    // The battle in Kyoto is waiting for bids: the war cards did not fire again.
    expect(s.queue[0]).toMatchObject({ t: 'bid' });
  });

  it('the chooser may let another clan resolve first, which changes what Way of the Righteous takes', () => {
    const r0 = runTasks(clashingWar(), [{ t: 'warStart' }]);
    // Turtle first: it gains 5 coins, so Lotus then takes 1 from Turtle as well as 1 from Koi.
    const a = play(r0.state, 'lotus', { type: 'resolveFirst', seat: 2 });
    expect(a.state.coins[2]).toBe(5);
    expect(a.events.some((e) => e.type === 'effectOrderChosen' && e.first === 2)).toBe(true);
    // A clan already resolved (or never waiting) cannot be named again.
    refused(a.state, 'lotus', { type: 'resolveFirst', seat: 2 }, 'not-waiting');
    const b = play(a.state, 'lotus', { type: 'resolveFirst', seat: 1 });
    expect(b.events.filter((e) => e.type === 'coinsTaken').map((e) => [e.from, e.coins])).toEqual([[0, 1], [2, 1]]);
    expect(b.state.coins[2]).toBe(4);
    expect(b.state.coins[1]).toBe(3 + 2);
    // Only Koi is left: its cards run by themselves, then the battle waits for bids.
    expect(b.state.coins[0]).toBe(4);
    expect(b.state.queue[0]).toMatchObject({ t: 'bid' });
  });

  it('without Way of the Righteous nothing reads another purse: no decision, honor order', () => {
    const s0 = clashingWar();
    s0.cards[1] = ['way-of-the-shogun'];
    const r = runTasks(s0, [{ t: 'warStart' }]);
    expect(r.state.queue[0]).toMatchObject({ t: 'bid' });
    expect(r.state.coins).toEqual([4 + 1, 3, 5]);
  });
});

