import { describe, expect, it } from 'vitest';
import {
  BOARD, CLIMBING_TILES, GARDEN_TILES, INFLUENCE_CARDS, LANTERN_CARDS, MERCHANDISE_TILES, STARTING_CARDS, TRAINING_TILES, validateData,
} from '../../../worker/games/white-castle-duel/data';
import { WHITE_CASTLE_DUEL_RULE_IDS } from '../../../worker/games/white-castle-duel/rule-ids';
import { effectsText, scrollText } from '../../../worker/games/white-castle-duel/text';
import { G } from './helpers';

describe('white castle duel data files', () => {
  it('validate without a single error', () => {
    expect(validateData()).toEqual([]);
  });

  it('hold the component counts of the rulebook', () => {
    expect(INFLUENCE_CARDS).toHaveLength(36);
    for (const c of ['blue', 'green', 'coral']) expect(INFLUENCE_CARDS.filter((x) => x.color === c)).toHaveLength(12);
    expect(LANTERN_CARDS).toHaveLength(15);
    for (const c of ['coral', 'black', 'white']) expect(LANTERN_CARDS.filter((x) => x.color === c)).toHaveLength(5);
    expect(STARTING_CARDS).toHaveLength(6);
    expect(GARDEN_TILES).toHaveLength(8);
    expect(TRAINING_TILES.filter((t) => t.yard === 'basic')).toHaveLength(4);
    expect(TRAINING_TILES.filter((t) => t.yard === 'elite')).toHaveLength(4);
    expect(CLIMBING_TILES).toHaveLength(6);
    expect(MERCHANDISE_TILES.filter((t) => t.pile === 'common')).toHaveLength(3);
    expect(MERCHANDISE_TILES.filter((t) => t.pile === 'luxury')).toHaveLength(3);
    expect(BOARD.actionTiles).toHaveLength(6);
    expect(BOARD.locationTiles).toHaveLength(6);
    for (const c of ['coral', 'black', 'white']) expect(BOARD.locationTiles.filter((t) => t.color === c)).toHaveLength(2);
    expect(BOARD.caps).toEqual({ coinsAndSeals: 10, resourceMax: 7, exchangeMax: 2, clanSeals: 8 });
  });

  it('grades the faces no stronger than their sources (issue 18)', () => {
    // Every face read from the English rulebook's pictures rests on one low-resolution picture.
    const all = [...INFLUENCE_CARDS, ...LANTERN_CARDS, ...STARTING_CARDS, ...GARDEN_TILES, ...TRAINING_TILES, ...CLIMBING_TILES, ...MERCHANDISE_TILES, ...BOARD.locationTiles];
    for (const x of all) expect(x.confidence, x.id).not.toBe('two-sources');
    expect(INFLUENCE_CARDS.filter((c) => c.confidence === 'one-source').length).toBe(8);
    expect(INFLUENCE_CARDS.filter((c) => c.confidence === 'invented').length).toBe(28);
    for (const c of LANTERN_CARDS) expect(['one-source', 'inferred'], c.id).toContain(c.confidence);
    // SR-A and SR-B rest on the same evidence: a legible front, a back colour inferred from an arrow.
    expect(STARTING_CARDS.find((c) => c.id === 'SR-A')!.confidence).toBe('inferred');
    expect(STARTING_CARDS.find((c) => c.id === 'SR-B')!.confidence).toBe('inferred');
    // GT2's stone face is uncertain in the research; the pairing of faces is unknown for every tile.
    const gt2 = GARDEN_TILES.find((t) => t.id === 'GT2')!;
    expect(gt2.stone.confidence).toBe('inferred');
    for (const t of GARDEN_TILES) expect(t.confidence, t.id).toBe('invented');
    for (const t of GARDEN_TILES) for (const f of ['stone', 'plant'] as const) expect(['one-source', 'inferred', 'invented']).toContain(t[f].confidence);
  });

  it('follows the colour patterns of the confirmed cards', () => {
    for (const c of INFLUENCE_CARDS) {
      const icons = Object.keys(c.icons);
      if (c.color === 'blue') { expect(icons, c.id).toEqual(['flag']); expect(Object.keys(c.cost), c.id).toEqual(['coins']); }
      if (c.color === 'green') { for (const i of icons) expect(['katana', 'kabuto'], c.id).toContain(i); expect(Object.keys(c.cost), c.id).toEqual(['coinOrSeal']); }
      if (c.color === 'coral') { expect(icons, c.id).toEqual(['blueCrane']); expect(Object.keys(c.cost), c.id).toEqual(['seals']); }
      const total = Object.values(c.cost).reduce((a, b) => a + (b ?? 0), 0);
      expect(total, c.id).toBeGreaterThanOrEqual(1);
      expect(total, c.id).toBeLessThanOrEqual(3);
    }
  });

  it('gives every influence card a distinct name and a summary in English, French and German', () => {
    for (const lang of ['en', 'fr', 'de'] as const) {
      const names = INFLUENCE_CARDS.map((c) => c.name[lang]);
      expect(new Set(names).size).toBe(names.length);
      for (const c of INFLUENCE_CARDS) {
        const t = scrollText(c.scroll, lang);
        expect(t.length, c.id).toBeGreaterThan(5);
        expect(t).not.toMatch(/undefined|NaN|\[object/);
      }
      for (const c of LANTERN_CARDS) expect(effectsText(c.reward, lang)).not.toMatch(/undefined|NaN/);
    }
    expect(scrollText(INFLUENCE_CARDS.find((c) => c.id === 'I-B01')!.scroll, 'en')).toBe('pay 1 Daimyo seal to do the Garden action, paying 1 food less');
    expect(scrollText(INFLUENCE_CARDS.find((c) => c.id === 'I-O02')!.scroll, 'fr')).toBe('gagnez 2 points de clan et prenez une carte Lanterne de la rangée');
  });

  it('lists rule ids in the white-castle-duel/<section>/<rule> form, without duplicates', () => {
    expect(WHITE_CASTLE_DUEL_RULE_IDS.length).toBeGreaterThan(30);
    expect(new Set(WHITE_CASTLE_DUEL_RULE_IDS).size).toBe(WHITE_CASTLE_DUEL_RULE_IDS.length);
    for (const id of WHITE_CASTLE_DUEL_RULE_IDS) expect(id).toMatch(/^white-castle-duel\/[a-z-]+\/[a-z-]+$/);
  });

  it('drives the engine: a corrected cost in the data changes what is legal', async () => {
    const { scenario, isLegal } = await import('./helpers');
    const s = scenario((d) => {
      d.players[0]!.food = 2;
      d.turn!.stage = 'actions';
      d.turn!.location = 'L1';
      d.turn!.remaining = ['A1'];
    });
    expect(isLegal(s, 0, { type: 'garden', garden: 'stone', column: 0 })).toBe(true);
    const saved = BOARD.gardens.stone.cost.food;
    try {
      BOARD.gardens.stone.cost.food = 3;
      expect(isLegal(s, 0, { type: 'garden', garden: 'stone', column: 0 })).toBe(false);
    } finally {
      BOARD.gardens.stone.cost.food = saved;
    }
  });
});

describe('white castle duel options', () => {
  it('defaults and validates the layout', () => {
    expect(G.parseOptions(undefined, 2)).toEqual({ ok: true, options: { layout: 'random' } });
    expect(G.parseOptions({}, 2)).toEqual({ ok: true, options: { layout: 'random' } });
    expect(G.parseOptions({ layout: 'first-game' }, 2)).toEqual({ ok: true, options: { layout: 'first-game' } });
    expect(G.parseOptions({ layout: 'weird' }, 2)).toMatchObject({ ok: false, field: 'layout' });
    expect(G.parseOptions({ layout: 3 }, 2)).toMatchObject({ ok: false, field: 'layout' });
    expect(G.parseOptions({ colour: 'red' }, 2)).toMatchObject({ ok: false, field: 'colour' });
    expect(G.parseOptions('first-game', 2)).toMatchObject({ ok: false, field: 'options' });
    expect(G.parseOptions([], 2)).toMatchObject({ ok: false, field: 'options' });
    expect(G.parseOptions({}, 3)).toMatchObject({ ok: false, field: 'players' });
    const r = G.parseOptions({ layout: 'weird' }, 2);
    if (!r.ok) expect(r.message).toContain('layout');
  });

  it('describes itself for the platform', () => {
    expect(G.id).toBe('white-castle-duel');
    expect(G.minPlayers).toBe(2);
    expect(G.maxPlayers).toBe(2);
    expect(G.name.fr).toBe('Le Château Blanc Duel');
    expect(G.options.map((o) => o.key)).toEqual(['layout']);
  });
});
