/** Season cards of Core + Archway + Horseman + Teapot: each effect through the engine. */
import { describe, expect, it } from 'vitest';
import { forceIn } from '../../../worker/games/rising-sun/core';
import type { ClanId, RsState } from '../../../worker/games/rising-sun/types';
import {
  ally, awaitingClans, clearBoard, count, game, giveCard, mandateTurn, newGame, play, playAll, put, refused, runTasks, seatOf, setHonor, stronghold, where,
} from './helpers';

/** A Recruit chosen by `clan`, which alone has a stronghold (in Kyoto). */
function recruitFor(clan: ClanId, cards: string[], players = 4, prep?: (s: RsState) => void): RsState {
  let s = newGame(players);
  clearBoard(s);
  stronghold(s, clan, 'kyoto');
  for (const c of cards) giveCard(s, clan, c);
  prep?.(s);
  s = mandateTurn(s, clan, ['recruit', 'betray', 'harvest', 'marshal']).state;
  return play(s, clan, clan === 'lotus' ? { type: 'chooseMandate', index: 0, declare: 'recruit' } : { type: 'chooseMandate', index: 0 }).state;
}

describe('Force modifiers', () => {
  it('Oni of Skulls 3 / Oni of Blood 4 only with the lowest honor present; Yurei 2; River Dragon 5; Lion +1 and Dragon +3 to Daimyo-like figures', () => {
    const s = newGame(3);
    clearBoard(s);
    setHonor(s, ['koi', 'lotus', 'turtle']);
    giveCard(s, 'turtle', 'oni-of-skulls'); put(s, 'turtle', 'oni-of-skulls', 'edo');
    giveCard(s, 'turtle', 'oni-of-blood'); put(s, 'turtle', 'oni-of-blood', 'kyoto');
    put(s, 'koi', 'bushi', 'edo');
    expect(forceIn(s, 2, 'edo')).toBe(3);
    expect(forceIn(s, 2, 'kyoto')).toBe(4);
    setHonor(s, ['koi', 'turtle', 'lotus']);
    put(s, 'lotus', 'bushi', 'edo');
    expect(forceIn(s, 2, 'edo')).toBe(1);
    put(s, 'lotus', 'bushi', 'kyoto');
    expect(forceIn(s, 2, 'kyoto')).toBe(2);
    giveCard(s, 'koi', 'yurei'); put(s, 'koi', 'yurei', 'oshu');
    giveCard(s, 'koi', 'river-dragon'); put(s, 'koi', 'river-dragon', 'nagato');
    put(s, 'koi', 'daimyo', 'oshu');
    expect(forceIn(s, 0, 'oshu')).toBe(3);
    expect(forceIn(s, 0, 'nagato')).toBe(5);
    giveCard(s, 'koi', 'path-of-the-lion');
    expect(forceIn(s, 0, 'oshu')).toBe(5);
    giveCard(s, 'koi', 'path-of-the-dragon');
    expect(forceIn(s, 0, 'oshu')).toBe(11);
  });

  it('Way of the Katana: Bushi have Force 2 during the war phase only', () => {
    const s = newGame(3);
    clearBoard(s);
    put(s, 'koi', 'bushi', 'edo');
    giveCard(s, 'koi', 'way-of-the-katana');
    s.phase = 'political';
    expect(forceIn(s, 0, 'edo')).toBe(1);
    s.phase = 'war';
    expect(forceIn(s, 0, 'edo')).toBe(2);
  });
});

describe('after you summon', () => {
  it('Path of the Warlord +1 coin, Path of the Patron +2 coins with two clans below, Path of the Spirit +2 coins +2 VP at the top', () => {
    let s = recruitFor('koi', ['path-of-the-warlord', 'path-of-the-patron', 'path-of-the-spirit'], 4, (st) => { st.coins = [0, 0, 0, 0]; st.vp = [0, 0, 0, 0]; });
    s = play(s, 'koi', { type: 'recruit', unit: 'bushi', province: 'kyoto' }).state;
    s = play(s, 'koi', { type: 'recruit', unit: 'bushi', province: 'kyoto' }).state;
    // One summon instance (the whole Recruit): 1 + 2 + 2 coins and 2 VP, once.
    expect(s.coins[0]).toBe(5);
    expect(s.vp[0]).toBe(2);
  });

  it('Path of the Kenin places one more Bushi at a stronghold (a placement, not a summon)', () => {
    let s = recruitFor('koi', ['path-of-the-kenin', 'path-of-the-warlord'], 4, (st) => { st.coins = [0, 0, 0, 0]; });
    s = play(s, 'koi', { type: 'recruit', unit: 'shinto', province: 'kyoto' }).state;
    s = play(s, 'koi', { type: 'pass' }).state;
    expect(s.queue[0]).toMatchObject({ t: 'place', why: 'kenin' });
    refused(s, 'koi', { type: 'place', province: 'edo' }, 'no-stronghold');
    s = play(s, 'koi', { type: 'place', province: 'kyoto' }).state;
    expect(count(s, 'koi', 'bushi', 'kyoto')).toBe(1);
    expect(s.coins[0]).toBe(1);
  });

  it('Path of the Ninja kills any Bushi, with Justice against a less honorable clan, and costs honor', () => {
    let s = recruitFor('koi', ['path-of-the-ninja', 'justice'], 4, (st) => { st.vp = [0, 0, 0, 0]; });
    const victim = put(s, 'dragonfly', 'bushi', 'hokkaido');
    s.figures.find((f) => f.id === victim.id)!.province = 'hokkaido';
    s = play(s, 'koi', { type: 'recruit', unit: 'bushi', province: 'kyoto' }).state;
    s = play(s, 'koi', { type: 'pass' }).state;
    s = play(s, 'koi', { type: 'ninja', target: victim.id }).state;
    expect(where(s, victim.id)).toBe('reserve');
    expect(s.vp[0]).toBe(3);
    expect(s.honor.indexOf(0)).toBe(1);
  });

  it('Path of the Monkey takes a coin from each richest opponent and costs honor once', () => {
    let s = recruitFor('koi', ['path-of-the-monkey'], 4, (st) => { st.coins = [0, 4, 4, 1]; });
    s = play(s, 'koi', { type: 'recruit', unit: 'bushi', province: 'kyoto' }).state;
    s = play(s, 'koi', { type: 'pass' }).state;
    s = play(s, 'koi', { type: 'monkey' }).state;
    expect(s.coins).toEqual([2, 3, 3, 1]);
    expect(s.honor.indexOf(0)).toBe(1);
  });

  it('Raijin and a bought monster are summons too: they trigger the cards', () => {
    let s = newGame(3);
    clearBoard(s);
    stronghold(s, 'koi', 'edo');
    giveCard(s, 'koi', 'path-of-the-warlord');
    s.coins = [3, 0, 0];
    s = mandateTurn(s, 'koi', ['train', 'betray', 'harvest', 'marshal']).state;
    s = play(s, 'koi', { type: 'chooseMandate', index: 0 }).state;
    s = play(s, 'koi', { type: 'buy', card: 'oni-of-skulls' }).state;
    s = play(s, 'koi', { type: 'place', province: 'edo' }).state;
    expect(s.coins[0]).toBe(3 - 1 + 1);
  });
});

describe('end of a Recruit', () => {
  it('Path of the Light puts a Shinto on a shrine; Path of the Samurai places a Bushi anywhere', () => {
    let s = recruitFor('koi', ['path-of-the-light', 'path-of-the-samurai']);
    s = play(s, 'koi', { type: 'pass' }).state;
    expect(s.queue[0]).toMatchObject({ t: 'place', why: 'light' });
    refused(s, 'koi', { type: 'place', province: 'edo' }, 'shrine-only');
    s = play(s, 'koi', { type: 'place', shrine: 2 }).state;
    s = play(s, 'koi', { type: 'place', province: 'shikoku' }).state;
    expect(s.figures.filter((f) => f.owner === 0 && f.where === 'shrine' && f.shrine === 2)).toHaveLength(1);
    expect(count(s, 'koi', 'bushi', 'shikoku')).toBe(1);
  });

  it('when two clans hold end-of-Recruit cards, the most honorable of them chooses whose placements come first', () => {
    let s = recruitFor('koi', ['path-of-the-light'], 4, (x) => {
      giveCard(x, 'lotus', 'path-of-the-samurai');
      setHonor(x, x.clans.includes('turtle') ? ['lotus', 'koi', ...x.clans.filter((c) => c !== 'lotus' && c !== 'koi')] : ['lotus', 'koi']);
    });
    const koi = seatOf(s, 'koi'), lotus = seatOf(s, 'lotus');
    s = play(s, 'koi', { type: 'pass' }).state;
    // Lotus is above Koi on the honor track: it decides, even though the Recruit was Koi's.
    expect(s.queue[0]).toMatchObject({ t: 'order', why: 'endRecruit', chooser: lotus, owners: [lotus, koi] });
    refused(s, 'koi', { type: 'resolveFirst', seat: koi }, 'not-your-turn');
    s = play(s, 'lotus', { type: 'resolveFirst', seat: koi }).state;
    // Koi's Shinto first, then Lotus places its Bushi knowing where it went.
    expect(s.queue[0]).toMatchObject({ t: 'place', why: 'light', seat: koi });
    s = play(s, 'koi', { type: 'place', shrine: 1 }).state;
    expect(s.queue[0]).toMatchObject({ t: 'place', why: 'samurai', seat: lotus });
    s = play(s, 'lotus', { type: 'place', province: 'edo' }).state;
    expect(count(s, 'lotus', 'bushi', 'edo')).toBe(1);
  });
});

describe('virtues', () => {
  it('Righteousness pays for each own figure killed, Seppuku included; Mercy spares and pays 2 VP', () => {
    let s = newGame(3);
    clearBoard(s);
    setHonor(s, ['koi', 'lotus', 'turtle']);
    giveCard(s, 'lotus', 'righteousness'); giveCard(s, 'lotus', 'righteousness');
    giveCard(s, 'koi', 'mercy');
    s.phase = 'war'; s.season = 1; s.warTrack = ['edo'];
    put(s, 'koi', 'bushi', 'edo'); put(s, 'koi', 'bushi', 'edo'); put(s, 'koi', 'bushi', 'edo');
    put(s, 'lotus', 'bushi', 'edo'); put(s, 'lotus', 'bushi', 'edo');
    put(s, 'turtle', 'bushi', 'edo');
    s.coins = [0, 1, 0]; s.vp = [0, 0, 0];
    s = runTasks(s, [{ t: 'warProvince', slot: 0 }]).state;
    s = playAll(s, [[1, { type: 'setBid', action: 'seppuku', coins: 1 }], [1, { type: 'submitBid' }], [1, { type: 'seppuku' }]]).state;
    // 2 figures by Seppuku: 2 VP + 2 x 2 (two Righteousness).
    expect(s.vp[1]).toBe(6);
    expect(awaitingClans(s)).toEqual(['koi']);
    s = play(s, 'koi', { type: 'mercy' }).state;
    expect(s.vp[0]).toBe(2);
    expect(count(s, 'turtle', 'bushi', 'edo')).toBe(1);
  });

  it('Courage +2 VP per war token; Oni of Souls +2 VP per Oni owned when its province is won', () => {
    const s = newGame(3);
    clearBoard(s);
    giveCard(s, 'koi', 'courage');
    giveCard(s, 'koi', 'oni-of-souls'); giveCard(s, 'koi', 'oni-of-skulls');
    put(s, 'koi', 'oni-of-souls', 'kyoto');
    s.phase = 'war'; s.season = 2; s.warTrack = ['kyoto'];
    s.vp = [0, 0, 0];
    runTasks(s, [{ t: 'warProvince', slot: 0 }]);
    expect(s.vp[0]).toBe(2 + 4);
  });

  it('Respect takes one more hostage', () => {
    let s = newGame(3);
    clearBoard(s);
    giveCard(s, 'koi', 'respect');
    s.phase = 'war'; s.season = 1; s.warTrack = ['edo'];
    put(s, 'koi', 'bushi', 'edo');
    const a = put(s, 'lotus', 'bushi', 'edo'); const b = put(s, 'lotus', 'shinto', 'edo');
    s.coins = [1, 0, 0];
    s = runTasks(s, [{ t: 'warProvince', slot: 0 }]).state;
    s = playAll(s, [[0, { type: 'setBid', action: 'hostage', coins: 1 }], [0, { type: 'submitBid' }], [0, { type: 'takeHostage', target: a.id }], [0, { type: 'takeHostage', target: b.id }]]).state;
    expect([where(s, a.id), where(s, b.id)]).toEqual(['hostage:0', 'hostage:0']);
  });

  it('Honesty +2 VP for an allied chooser picking anything but Betray; Loyalty +1 per VP gain while allied', () => {
    let s = newGame(3);
    clearBoard(s);
    ally(s, 'koi', 'lotus');
    giveCard(s, 'koi', 'honesty'); giveCard(s, 'koi', 'loyalty');
    s.vp = [0, 0, 0];
    s = mandateTurn(s, 'koi', ['harvest', 'betray', 'train', 'marshal']).state;
    s = play(s, 'koi', { type: 'chooseMandate', index: 0 }).state;
    // Honesty 2 (+1 Loyalty); the Harvest gives no VP here (no figure on the map).
    expect(s.vp[0]).toBe(3);
  });

  it('Benevolence hands one spent coin to another clan for honor and 2 VP', () => {
    let s = newGame(3);
    clearBoard(s);
    stronghold(s, 'turtle', 'kyoto');
    giveCard(s, 'turtle', 'benevolence');
    s.coins = [0, 0, 5]; s.vp = [0, 0, 0];
    s = mandateTurn(s, 'turtle', ['train', 'betray', 'harvest', 'marshal']).state;
    s = play(s, 'turtle', { type: 'chooseMandate', index: 0 }).state;
    s = play(s, 'turtle', { type: 'buy', card: 'way-of-the-shogun' }).state;
    expect(s.queue[0]).toMatchObject({ t: 'benevolence', left: 1 });
    s = play(s, 'turtle', { type: 'benevolence', to: 0 }).state;
    expect(s.coins).toEqual([1, 0, 4]);
    expect(s.vp[2]).toBe(2);
    expect(s.honor.indexOf(2)).toBe(1);
  });
});

describe('other enhancements', () => {
  it('Way of the Merchant pays 1 coin when a richer clan takes coins from the supply', () => {
    let s = newGame(3);
    clearBoard(s);
    giveCard(s, 'koi', 'way-of-the-merchant');
    s.coins = [1, 5, 0];
    s = mandateTurn(s, 'koi', ['harvest', 'betray', 'train', 'marshal']).state;
    s = play(s, 'koi', { type: 'chooseMandate', index: 0 }).state;
    // Everyone takes 1; only Lotus was richer than Koi.
    expect(s.coins).toEqual([3, 6, 1]);
  });

  it('Path of the Serpent charges 1 coin per shipping route used; without a coin the route is closed', () => {
    let s = newGame(3);
    clearBoard(s);
    giveCard(s, 'lotus', 'path-of-the-serpent');
    const a = put(s, 'koi', 'bushi', 'kansai'); const b = put(s, 'koi', 'bushi', 'kansai'); const c = put(s, 'koi', 'bushi', 'kansai');
    s.coins = [1, 0, 0];
    s = mandateTurn(s, 'turtle', ['marshal', 'betray', 'harvest', 'train']).state;
    s = play(s, 'turtle', { type: 'chooseMandate', index: 0 }).state;
    s = play(s, 'koi', { type: 'move', piece: a.id, to: 'hokkaido' }).state;
    expect(s.coins[0]).toBe(0);
    expect(s.coins[1]).toBe(1);
    // Same route, same march: already paid.
    s = play(s, 'koi', { type: 'move', piece: b.id, to: 'hokkaido' }).state;
    expect(where(s, b.id)).toBe('hokkaido');
    expect(s.coins[0]).toBe(0);
    refused(s, 'koi', { type: 'move', piece: c.id, to: 'shikoku' }, 'serpent-toll');
    // A land border costs nothing.
    s = play(s, 'koi', { type: 'move', piece: c.id, to: 'nagato' }).state;
    expect(where(s, c.id)).toBe('nagato');
  });

  it('Path of the Unrighteous: a third replacement, even a Shinto at a shrine; Yurei is immune', () => {
    let s = newGame(4);
    clearBoard(s);
    giveCard(s, 'koi', 'path-of-the-unrighteous');
    giveCard(s, 'lotus', 'yurei');
    const y = put(s, 'lotus', 'yurei', 'edo');
    const a = put(s, 'lotus', 'bushi', 'edo'); const b = put(s, 'lotus', 'bushi', 'kyoto');
    const d = put(s, 'dragonfly', 'bushi', 'kyoto');
    const sh = put(s, 'turtle', 'shinto', { shrine: 1 });
    s = mandateTurn(s, 'koi', ['betray', 'train', 'harvest', 'marshal']).state;
    s = play(s, 'koi', { type: 'chooseMandate', index: 0 }).state;
    refused(s, 'koi', { type: 'replace', target: y.id, unit: 'komainu' }, 'immune');
    s = playAll(s, [
      ['koi', { type: 'replace', target: a.id, unit: 'bushi' }],
      ['koi', { type: 'replace', target: sh.id, unit: 'shinto' }],
    ]).state;
    refused(s, 'koi', { type: 'replace', target: b.id, unit: 'bushi' }, 'same-player');
    s = play(s, 'koi', { type: 'replace', target: d.id, unit: 'bushi' }).state;
    expect(where(s, sh.id)).toBe('reserve');
    expect(s.figures.filter((f) => f.owner === 0 && f.where === 'shrine' && f.shrine === 1)).toHaveLength(1);
    expect(count(s, 'koi', 'bushi', 'kyoto')).toBe(1);
    expect(count(s, 'koi', 'bushi', 'edo')).toBe(1);
    expect(where(s, b.id)).toBe('kyoto');
  });

  it('Komainu may be sent to a shrine when summoned and swaps as a Shinto', () => {
    let s = newGame(3);
    clearBoard(s);
    stronghold(s, 'koi', 'edo');
    s.coins = [5, 0, 0];
    s = mandateTurn(s, 'koi', ['train', 'betray', 'harvest', 'marshal']).state;
    s = play(s, 'koi', { type: 'chooseMandate', index: 0 }).state;
    s = play(s, 'koi', { type: 'buy', card: 'komainu' }).state;
    s = play(s, 'koi', { type: 'place', province: 'edo', shrine: 3 }).state;
    expect(where(s, 'monster-komainu')).toBe('shrine:3');
  });
});

describe('monsters entering a province', () => {
  it('Oni of Hate kills a Bushi of each more honorable clan there; Oni of Spite steals 2 VP from them', () => {
    let s = newGame(3);
    clearBoard(s);
    setHonor(s, ['koi', 'lotus', 'turtle']);
    giveCard(s, 'turtle', 'oni-of-hate'); giveCard(s, 'turtle', 'oni-of-spite');
    stronghold(s, 'turtle', 'kyoto');
    put(s, 'koi', 'bushi', 'kyoto'); put(s, 'koi', 'daimyo', 'kyoto');
    put(s, 'lotus', 'shinto', 'kyoto');
    s.vp = [5, 1, 0];
    s = mandateTurn(s, 'turtle', ['recruit', 'betray', 'train', 'marshal']).state;
    s = play(s, 'turtle', { type: 'chooseMandate', index: 0 }).state;
    s = play(s, 'turtle', { type: 'recruit', unit: 'oni-of-hate', province: 'kyoto' }).state;
    expect(count(s, 'koi', 'bushi', 'kyoto')).toBe(0);
    expect(count(s, 'koi', 'daimyo', 'kyoto')).toBe(1);
    expect(count(s, 'lotus', 'shinto', 'kyoto')).toBe(0);
    s = play(s, 'turtle', { type: 'recruit', unit: 'oni-of-spite', province: 'kyoto' }).state;
    // Koi still has Force there (its Daimyo): 2 VP stolen. Lotus lost its only figure to the Oni of Hate.
    expect(s.vp).toEqual([3, 1, 2]);
  });
});

describe('winter upgrades', () => {
  it('Kitsune, Phoenix, Beast, Demon and Kindred score in Winter', () => {
    const s = newGame(3);
    clearBoard(s);
    stronghold(s, 'koi', 'edo'); stronghold(s, 'koi', 'kyoto');
    s.cards[0] = ['form-of-the-kitsune', 'form-of-the-phoenix', 'righteousness', 'courage', 'courage', 'form-of-the-beast', 'form-of-the-demon', 'form-of-the-kindred'];
    giveCard(s, 'koi', 'oni-of-skulls'); giveCard(s, 'koi', 'komainu');
    s.alliedSeasons[0] = [1, 3];
    s.vp = [0, 0, 0];
    s.warTokens = [[], [], []];
    runTasks(s, [{ t: 'winter' }]);
    // Kitsune 2x3, Phoenix 2 virtues x3, Beast 2 monsters x3, Demon 1 Oni x3, Kindred 2 seasons x3.
    expect(s.winter![0]!.winterCards).toBe(6 + 6 + 6 + 3 + 6);
    expect(game.result(s)!.ranking[0]!.seat).toBe(0);
  });
});
