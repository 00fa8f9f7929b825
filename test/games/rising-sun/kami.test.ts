/** Kami turns: Fujin, Ryujin, Tsukuyomi, empty shrines and ties (the book's example covers the other four). */
import { describe, expect, it } from 'vitest';
import { awaitingClans, clearBoard, game, newGame, play, put, refused, runTasks, seatOf, setHonor, stronghold, where } from './helpers';

describe('Kami', () => {
  it('Fujin: two moves, the same figure twice along borders; Tsukuyomi: 2 coins; an empty shrine is skipped', () => {
    let s = newGame(3);
    clearBoard(s);
    s.shrines = ['fujin', 'tsukuyomi', 'hachiman', 'amaterasu'];
    s.phase = 'political'; s.tea = null; s.step = 3;
    put(s, 'koi', 'shinto', { shrine: 0 });
    put(s, 'lotus', 'shinto', { shrine: 1 }); put(s, 'lotus', 'shinto', { shrine: 1 }); put(s, 'turtle', 'shinto', { shrine: 1 });
    put(s, 'turtle', 'shinto', { shrine: 3 });
    const b = put(s, 'koi', 'bushi', 'oshu');
    s.coins = [0, 0, 0];
    const r = runTasks(s, [{ t: 'kami' }]);
    s = r.state;
    expect(r.events.filter((e) => e.type === 'shrineEmpty').map((e) => e.kami)).toEqual([]);
    expect(awaitingClans(s)).toEqual(['koi']);
    refused(s, 'koi', { type: 'move', piece: b.id, to: 'kyushu' }, 'not-adjacent');
    s = play(s, 'koi', { type: 'move', piece: b.id, to: 'kyoto' }).state;
    const r2 = play(s, 'koi', { type: 'move', piece: b.id, to: 'kansai' });
    s = r2.state;
    expect(where(s, b.id)).toBe('kansai');
    expect(r2.events.find((e) => e.type === 'shrineWon' && e.kami === 'tsukuyomi')).toMatchObject({ seat: seatOf(s, 'lotus') });
    expect(r2.events.find((e) => e.type === 'shrineEmpty')).toMatchObject({ kami: 'hachiman' });
    expect(s.coins[seatOf(s, 'lotus')]).toBe(2);
    expect(s.honor[0]).toBe(seatOf(s, 'turtle'));
  });

  it('Ryujin: one season card at its normal cost (no Train discount); Raijin needs a Bushi in reserve', () => {
    let s = newGame(3);
    clearBoard(s);
    s.shrines = ['ryujin', 'raijin', 'hachiman', 'amaterasu'];
    s.phase = 'political'; s.tea = null; s.step = 7;
    setHonor(s, ['lotus', 'koi', 'turtle']);
    stronghold(s, 'koi', 'edo');
    put(s, 'koi', 'shinto', { shrine: 0 });
    put(s, 'turtle', 'shinto', { shrine: 1 });
    for (let i = 0; i < 6; i++) put(s, 'turtle', 'bushi', 'kyushu');
    s.coins = [1, 0, 0];
    s = runTasks(s, [{ t: 'kami' }]).state;
    expect(awaitingClans(s)).toEqual(['koi']);
    refused(s, 'koi', { type: 'buy', card: 'way-of-the-ronin' }, 'not-on-offer');
    refused(s, 'koi', { type: 'buy', card: 'righteousness' }, 'not-enough-coins');
    s.coins[0] = 2;
    const r = play(s, 'koi', { type: 'buy', card: 'righteousness' });
    s = r.state;
    expect(s.coins[0]).toBe(0);
    // Raijin went to Turtle, which has no Bushi left: nothing to summon, the turn passes by itself.
    expect(r.events.find((e) => e.type === 'shrineWon' && e.kami === 'raijin')).toMatchObject({ seat: seatOf(s, 'turtle') });
    expect(r.events.some((e) => e.type === 'placementDeclined' && e.why === 'raijin')).toBe(true);
    expect(game.awaiting(s)).not.toContain(seatOf(s, 'turtle'));
  });
});
