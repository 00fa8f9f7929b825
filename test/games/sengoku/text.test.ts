import { describe, expect, it } from 'vitest';
import { sengoku, setupEvents } from '../../../worker/games/sengoku';
import type { SengokuMove } from '../../../worker/games/sengoku/state';

const d = sengoku.describeEvent;

describe('event and move texts', () => {
  it('writes natural sentences in the three languages', () => {
    const roll = { type: 'roll', rule: 'sengoku/deployment/roll', seat: 1, dice: [3, 4, 5] };
    expect(d(roll, 'en', [])).toBe('Blue rolls 3, 4, 5');
    expect(d(roll, 'fr', [])).toBe('Bleu lance les dés : 3, 4, 5');
    expect(d(roll, 'de', [])).toBe('Blau würfelt 3, 4, 5');
    expect(d(roll, 'en', ['Ann', 'Hervé'])).toBe('Hervé rolls 3, 4, 5');
    const deploy = { type: 'deploy', rule: 'sengoku/deployment/deploy', seat: 0, die: 4, dice: [3, 4, 5], province: 'KIYOSU', castle: 8, armies: 2, daimyo: false };
    expect(d(deploy, 'en', [])).toBe('Red deploys 2 armies in Kiyosu (castle 8)');
    expect(d(deploy, 'fr', [])).toBe('Rouge déploie 2 armées à Kiyosu (château 8)');
    expect(d(deploy, 'de', [])).toBe('Rot setzt 2 Armeen nach Kiyosu (Burg 8)');
    expect(d({ ...deploy, armies: 0, daimyo: true }, 'en', [])).toBe('Red deploys the Daimyo in Kiyosu (castle 8)');
    expect(d({ type: 'katana', seat: 3, value: 4 }, 'en', [])).toContain('Yellow');
    const reinf = { type: 'reinforcements', seat: 2, placements: [{ province: 'OKO', count: 2 }, { province: 'KIYOSU', count: 2 }] };
    expect(d(reinf, 'en', [])).toBe('Green places 2 reinforcements in Okō and 2 reinforcements in Kiyosu.');
    expect(d({ ...reinf, placements: [] }, 'fr', [])).toBe('Vert ne place aucun renfort.');
    const tactic = { type: 'tactic', seat: 0, card: 'decoy', details: { moves: [{ seat: 0, from: 'KYOTO', to: 'OKO', count: 1 }, { seat: 1, from: 'KYOTO', to: 'OKO', count: 2 }], placed: [], returned: [] } };
    expect(d(tactic, 'en', [])).toBe('Red plays Decoy: 1 army from Kyoto to Okō; 2 armies (Blue) from Kyoto to Okō.');
    expect(d(tactic, 'fr', [])).toContain('Leurre');
    expect(d({ type: 'small-castle', seat: 1, value: 2, byKatana: true }, 'en', [])).toBe('Blue is Karō on the katana tie-break and takes a small castle 2.');
  });

  it('describes the set-up and every event of a full game without gaps', () => {
    let s = sengoku.setup({ players: 4, options: { advanced: true }, seed: 'texts' });
    const events = [...setupEvents(s)];
    let random = 0.1;
    const next = () => (random = (random * 9301 + 0.49297) % 1);
    while (sengoku.awaiting(s).length) {
      const seat = sengoku.awaiting(s)[0]!;
      const r = sengoku.applyMove(s, seat, sengoku.botMove(s, seat, next));
      if (!r.ok) throw new Error(r.rejection.message);
      events.push(...r.events);
      s = r.state;
    }
    for (const e of events) {
      for (const lang of ['en', 'fr', 'de'] as const) {
        const text = d(e, lang, ['Pauline', 'Hervé', 'Léa', 'Max']);
        expect(text).not.toMatch(/undefined|NaN|\[object|^\?/);
        expect(text).not.toBe(e.type);
      }
    }
  });

  it('labels moves for buttons', () => {
    const m = sengoku.describeMove;
    expect(m({ type: 'roll' }, 'en')).toBe('Roll the dice');
    expect(m({ type: 'reroll' }, 'fr')).toBe('Relancer les trois dés');
    expect(m({ type: 'deploy', die: 4, daimyo: false }, 'en')).toBe('Keep 4: 2 armies');
    expect(m({ type: 'deploy', die: 5, daimyo: true }, 'de')).toBe('5 behalten: 3 Armeen, mit Daimyo');
    expect(m({ type: 'tactic', card: 'scout', from: 'KYOTO', to: 'KIYOSU' }, 'en')).toBe('Scout: Kyoto → Kiyosu');
    expect(m({ type: 'tactic', card: 'rebel', province: 'OKO', opponent: 2 }, 'fr')).toBe('Rebelle : Okō (Vert)');
    const samples: SengokuMove[] = [
      { type: 'draft', card: 'oda-nobunaga' },
      { type: 'tactic', card: 'kyoto', from: [{ province: 'KIYOSU', count: 2 }] },
      { type: 'tactic', card: 'retreat', from: ['KYOTO', 'OKO'] },
      { type: 'tactic', card: 'support', to: 'OKO' },
      { type: 'tactic', card: 'decoy', from: 'KYOTO', to: 'OKO', opponent: 1 },
      { type: 'daimyo', card: 'uesugi-kenshin', moves: [{ to: 'KYOTO', count: 2 }] },
      { type: 'daimyo', card: 'takeda-shingen', opponent: 1, moves: [{ to: 'KYOTO', count: 2 }] },
      { type: 'daimyo', card: 'oda-nobunaga', to: 'KYOTO', escort: true },
      { type: 'daimyo', card: 'mori-motonari', provinces: ['KYOTO', 'OKO'] },
      { type: 'daimyo', card: 'chosokabe-motochika', moves: [{ to: 'USUKI', count: 1 }], daimyoTo: 'KYOTO' },
      { type: 'daimyo', card: 'otomo-sorin', targets: [{ province: 'OKO', opponent: 3 }] },
    ];
    for (const move of samples) {
      for (const lang of ['en', 'fr', 'de'] as const) {
        const label = m(move, lang);
        expect(label.length).toBeGreaterThan(5);
        expect(label).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });
});
