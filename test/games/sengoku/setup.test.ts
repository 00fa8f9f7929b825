import { describe, expect, it } from 'vitest';
import { sengoku, setupEvents } from '../../../worker/games/sengoku';
import { PROVINCE_IDS, neighbours } from '../../../worker/games/sengoku/board';
import daimyoData from '../../../worker/games/sengoku/data/daimyo.json';
import setupData from '../../../worker/games/sengoku/data/setup.json';
import tacticData from '../../../worker/games/sengoku/data/tactics.json';
import { DAIMYO_IDS, SENGOKU_RULE_IDS, TACTIC_IDS } from '../../../worker/games/sengoku/rule-ids';

describe('sengoku set-up', () => {
  for (const players of [2, 3, 4]) {
    for (const advanced of [false, true]) {
      it(`${players} players, ${advanced ? 'advanced' : 'basic'}`, () => {
        const s = sengoku.setup({ players, options: { advanced }, seed: `setup-${players}-${advanced}` });
        // Castles 2..12, one per province.
        expect(s.provinces.map((p) => p.id)).toEqual([...PROVINCE_IDS]);
        expect(s.provinces.map((p) => p.castle).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
        // Fan of players + 1 distinct tactic cards.
        expect(s.fan).toHaveLength(players + 1);
        expect(new Set(s.fan).size).toBe(players + 1);
        s.fan.forEach((c) => expect(TACTIC_IDS).toContain(c));
        // Katana 1..players, none held yet.
        expect(s.katanaSupply).toEqual(Array.from({ length: players }, (_, i) => i + 1));
        expect(s.katana).toEqual(Array(players).fill(null));
        // Small castles only from 3 players.
        expect(s.smallCastleSupply).toEqual(players === 2 ? [] : [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]);
        // Reserves: 18 armies, or 16 + the Daimyo pawn.
        for (const r of s.reserves) expect(r).toEqual(advanced ? { armies: 16, daimyo: true } : { armies: 18, daimyo: false });
        expect(s.reinforcementSupply).toBe(30);
        expect(s.firstPlayer).toBeGreaterThanOrEqual(0);
        expect(s.firstPlayer).toBeLessThan(players);
        if (advanced) {
          expect(s.phase).toBe('draft');
          expect(s.daimyoOffer).toHaveLength(players + 1);
          expect(s.current).toBe((s.firstPlayer - 1 + players) % players);
        } else {
          expect(s.phase).toBe('deployment');
          expect(s.daimyoOffer).toEqual([]);
          expect(s.current).toBe(s.firstPlayer);
        }
        expect(sengoku.awaiting(s)).toEqual([s.current]);
        // Board is empty.
        for (const p of s.provinces) {
          expect(p.armies).toEqual(Array(players).fill(0));
          expect(p.result).toBeNull();
        }
      });
    }
  }

  it('is random per seed but replays from the same seed', () => {
    const a = sengoku.setup({ players: 4, options: { advanced: true }, seed: 'same' });
    const b = sengoku.setup({ players: 4, options: { advanced: true }, seed: 'same' });
    expect(b).toEqual(a);
    const castleOrders = new Set<string>();
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = sengoku.setup({ players: 4, options: { advanced: false }, seed: `seed-${i}` });
      castleOrders.add(s.provinces.map((p) => p.castle).join(','));
      firsts.add(s.firstPlayer);
    }
    expect(castleOrders.size).toBeGreaterThan(30);
    expect(firsts.size).toBe(4);
  });

  it('describes the set-up as public events', () => {
    const s = sengoku.setup({ players: 3, options: { advanced: true }, seed: 'events' });
    const events = setupEvents(s);
    expect(events.map((e) => e.type)).toEqual(['setup', 'first-player', 'daimyo-offer']);
    for (const e of events) expect(SENGOKU_RULE_IDS).toContain(e.rule);
    expect(events[0]!.castles).toHaveLength(11);
  });
});

describe('sengoku options and definition', () => {
  it('parses options', () => {
    expect(sengoku.parseOptions(undefined, 3)).toEqual({ ok: true, options: { advanced: false } });
    expect(sengoku.parseOptions({}, 3)).toEqual({ ok: true, options: { advanced: false } });
    expect(sengoku.parseOptions({ advanced: true }, 3)).toEqual({ ok: true, options: { advanced: true } });
    expect(sengoku.parseOptions({ advanced: false }, 2)).toEqual({ ok: true, options: { advanced: false } });
    for (const bad of [{ advanced: 'yes' }, { advanced: 1 }, { advanced: null }, { advanced: true, extra: 1 }, { foo: 1 }, 'advanced', 3, [true], null]) {
      const r = sengoku.parseOptions(bad, 3);
      expect(r.ok, JSON.stringify(bad)).toBe(false);
      if (!r.ok) {
        expect(r.field.startsWith('options')).toBe(true);
        expect(r.message.length).toBeGreaterThan(5);
      }
    }
    expect(sengoku.parseOptions({ advanced: 'yes' }, 3)).toMatchObject({ ok: false, field: 'options.advanced' });
    expect(sengoku.parseOptions({ advanced: true, speed: 2 }, 3)).toMatchObject({ ok: false, field: 'options.speed' });
    expect(sengoku.parseOptions(null, 3)).toMatchObject({ ok: false, field: 'options' });
  });

  it('declares the game', () => {
    expect(sengoku.id).toBe('sengoku');
    expect(sengoku.name).toEqual({ en: 'Sengoku: Provinces at War', fr: 'Sengoku : Provinces en guerre', de: 'Sengoku: Provinzen im Krieg' });
    expect([sengoku.minPlayers, sengoku.maxPlayers]).toEqual([2, 4]);
    expect(sengoku.options).toEqual([expect.objectContaining({ key: 'advanced', kind: 'boolean', default: false })]);
  });

  it('lists every rule id once, with the 12 tactic and 6 Daimyo sections', () => {
    expect(new Set(SENGOKU_RULE_IDS).size).toBe(SENGOKU_RULE_IDS.length);
    expect(SENGOKU_RULE_IDS).toHaveLength(18 + 12 + 6);
    for (const id of TACTIC_IDS) expect(SENGOKU_RULE_IDS).toContain(`sengoku/tactics/${id}`);
    for (const id of DAIMYO_IDS) expect(SENGOKU_RULE_IDS).toContain(`sengoku/advanced/${id}`);
  });

  it('has card data matching the ids, in three languages, with provenance', () => {
    expect(tacticData.cards.map((c) => c.id)).toEqual([...TACTIC_IDS]);
    expect(daimyoData.cards.map((c) => c.id)).toEqual([...DAIMYO_IDS]);
    for (const c of [...tacticData.cards, ...daimyoData.cards]) {
      for (const lang of ['en', 'fr', 'de'] as const) {
        expect(c.name[lang].length).toBeGreaterThan(2);
        expect(c.effect[lang].length).toBeGreaterThan(20);
      }
      expect(['one-source', 'inferred']).toContain(c.confidence);
    }
    // The card's main text is lost in the only source: it is rebuilt from its surviving clarifications.
    expect(daimyoData.cards.find((c) => c.id === 'takeda-shingen')).toMatchObject({ confidence: 'inferred' });
  });

  it('has the set-up table and a symmetric map', () => {
    expect(setupData.byPlayers['2']).toEqual({ fan: 3, katana: [1, 2], smallCastles: false, reinforcementsPerProvince: 1 });
    expect(setupData.byPlayers['3']).toEqual({ fan: 4, katana: [1, 2, 3], smallCastles: true, reinforcementsPerProvince: 2 });
    expect(setupData.byPlayers['4']).toEqual({ fan: 5, katana: [1, 2, 3, 4], smallCastles: true, reinforcementsPerProvince: 2 });
    expect(setupData.daimyoCountsAsPresence).toBe(true);
    for (const a of PROVINCE_IDS) for (const b of neighbours(a)) expect(neighbours(b)).toContain(a);
    expect(neighbours('KYOTO')).toEqual(['KIYOSU', 'OKO', 'TSUTSUJIGASAKI', 'YOSHIDA_KORIYAMA']);
  });
});
