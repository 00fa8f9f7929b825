/** Seasonal set-up, season end, Winter scoring and the final ranking. */
import { describe, expect, it } from 'vitest';
import { distinctBonus } from '../../../worker/games/rising-sun/season';
import { ally, clearBoard, game, newGame, put, runTasks, seatOf, setHonor } from './helpers';

describe('seasonal set-up and season end', () => {
  it('set-up: honor order, home provinces, four first-game shrines, war provinces = players + 2, income, Tea Ceremony', () => {
    for (const n of [3, 4, 5]) {
      const s = newGame(n);
      expect(s.clans).toEqual(['koi', 'lotus', 'turtle', 'dragonfly', 'bonsai'].slice(0, n));
      expect(s.honor).toEqual(s.clans.map((_, i) => i));
      expect(s.shrines).toEqual(['amaterasu', 'fujin', 'hachiman', 'tsukuyomi']);
      expect(s.warTrack).toHaveLength(n + 2);
      expect(new Set(s.warTrack).size).toBe(n + 2);
      expect(s.offer).toHaveLength(12);
      expect(s.coins).toEqual([5, 7, 6, 6, 4].slice(0, n));
      expect(s.phase).toBe('tea');
      expect(game.awaiting(s)).toEqual(s.clans.map((_, i) => i));
      for (let seat = 0; seat < n; seat++) {
        const onMap = s.figures.filter((f) => f.owner === seat && f.where === 'province');
        expect(onMap.map((f) => f.kind).sort()).toEqual(['bushi', 'daimyo']);
        expect(s.strongholds.filter((h) => h.owner === seat && h.province === onMap[0]!.province)).toHaveLength(1);
      }
    }
    const r = newGame(4, { shrines: 'random', clans: 'random', cardSet: 'random' }, 'other');
    expect(r.shrines).toHaveLength(4);
    expect(new Set(r.shrines).size).toBe(4);
    expect(['archway', 'horseman', 'teapot']).toContain(r.cardSet);
  });

  it('season end discards coins and Ronin, recalls Shinto, reshuffles the mandates; the next season releases hostages for 1 coin and removes unbought cards', () => {
    const s = newGame(3);
    clearBoard(s);
    ally(s, 'koi', 'lotus');
    put(s, 'koi', 'shinto', { shrine: 1 });
    const h = put(s, 'lotus', 'bushi', 'kyoto');
    h.where = 'hostage'; h.holder = seatOf(s, 'turtle'); delete h.province;
    s.coins = [3, 4, 5]; s.ronin = [1, 1, 1];
    s.nextChooser = 2;
    const oldOffer = [...s.offer];
    s.offer.splice(0, 1);
    const r = runTasks(s, [{ t: 'seasonEnd' }]);
    expect(r.events.map((e) => e.type)).toContain('cardsRemoved');
    expect(s.season).toBe(2);
    expect(s.figures.find((f) => f.id === 'koi-shinto-1')!.where).toBe('reserve');
    expect(s.figures.find((f) => f.id === h.id)!.where).toBe('reserve');
    // income replaced the discarded coins; Turtle also got 1 coin for its hostage
    expect(s.coins).toEqual([5, 7, 7]);
    expect(s.ronin).toEqual([0, 0, 0]);
    expect(s.alliances).toEqual([]);
    expect(s.mandateDeck).toHaveLength(10);
    expect(s.offer.some((c) => oldOffer.includes(c) && !['oni-of-blood', 'oni-of-souls'].includes(c))).toBe(false);
    expect(s.offer).toHaveLength(12);
    expect(s.warTrack).toHaveLength(5);
    expect(s.nextChooser).toBe(2);
  });
});

describe('Winter scoring', () => {
  it('war tokens are worth their season; 3-4 / 5-6 / 7-8 different provinces give 10 / 20 / 30', () => {
    expect([0, 2, 3, 4, 5, 6, 7, 8].map(distinctBonus)).toEqual([0, 0, 10, 10, 20, 20, 30, 30]);
    const s = newGame(3);
    s.vp = [10, 10, 10];
    s.warTokens = [
      [{ province: 'kyoto', season: 1 }, { province: 'kyoto', season: 2 }, { province: 'edo', season: 3 }],
      [{ province: 'kyoto', season: 1 }, { province: 'edo', season: 1 }, { province: 'oshu', season: 2 }, { province: 'kansai', season: 3 }, { province: 'nagato', season: 3 }],
      [],
    ];
    runTasks(s, [{ t: 'winter' }]);
    expect(s.winter!.map((l) => [l.warTokens, l.distinctProvinces, l.distinctBonus])).toEqual([[6, 2, 0], [10, 5, 20], [0, 0, 0]]);
    expect(s.vp).toEqual([16, 40, 10]);
    const res = game.result(s)!;
    expect(res.winners).toEqual([1]);
    expect(res.ranking.map((r) => r.seat)).toEqual([1, 0, 2]);
    expect(res.ranking[0]!.breakdown).toMatchObject({ beforeWinter: 10, warTokens: 10, distinctBonus: 20 });
    expect(game.awaiting(s)).toEqual([]);
    expect(game.legalMoves(s, 0)).toEqual([]);
  });

  it('ties go to honor; allies tied at the top share the win', () => {
    const s = newGame(4);
    s.vp = [20, 20, 20, 5];
    s.warTokens = [[], [], [], []];
    setHonor(s, ['dragonfly', 'turtle', 'lotus', 'koi']);
    ally(s, 'koi', 'lotus');
    runTasks(s, [{ t: 'winter' }]);
    const res = game.result(s)!;
    // Turtle has more honor than Lotus and Koi; Lotus and Koi are allies and share second place.
    expect(res.winners).toEqual([seatOf(s, 'turtle')]);
    expect(res.ranking.map((r) => [s.clans[r.seat], r.place])).toEqual([['turtle', 1], ['lotus', 2], ['koi', 2], ['dragonfly', 4]]);
    expect(res.ranking[0]!.tiebreak).toMatch(/honor/);
    const t = newGame(3);
    t.vp = [30, 30, 2];
    t.warTokens = [[], [], []];
    ally(t, 'koi', 'lotus');
    runTasks(t, [{ t: 'winter' }]);
    expect(game.result(t)!.winners).toEqual([0, 1]);
  });
});
