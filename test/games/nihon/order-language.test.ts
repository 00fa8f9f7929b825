/**
 * NIHON's written order language (issue 31): random legal sheets, built step by step from the offered
 * steps as the step fuzz does, are written in English and in French and read back into the same sheet,
 * both row by row and played through the engine from an empty draft; hostile lines are refused with a reason.
 */
import { describe, expect, it } from 'vitest';
import { jsonEqual } from '../../../worker/engine/contract';
import { randomSource } from '../../../worker/engine/rng';
import { nihon } from '../../../worker/games/nihon/index';
import { setUnit } from '../../../worker/games/nihon/draft';
import { MAX_LINE_CHARS, MAX_ORDER_LINES, parseOrders, writeOrders } from '../../../worker/games/nihon/order-language';
import type { NihonMove, NihonState, OrderSheet } from '../../../worker/games/nihon/types';
import { fuzzCount, FUZZ_TIMEOUT_MS } from '../../fuzz-size';

const pick = <T>(rnd: () => number, xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;

/** A state whose seat has drafted `steps` random offered order steps (never marking final). */
function randomDraft(seed: string, players: number, steps: number): { s: NihonState; seat: number } {
  const parsed = nihon.parseOptions({}, players);
  if (!parsed.ok) throw new Error(parsed.message);
  let s = nihon.setup({ players, options: parsed.options, seed });
  const rnd = randomSource(`${seed}/orders`);
  const seat = pick(rnd, nihon.awaiting(s));
  for (let i = 0; i < steps; i++) {
    const orders = nihon.legalMoves(s, seat).filter((m) => m.type === 'order');
    const byUnit = new Map<string, NihonMove[]>();
    for (const m of orders) { const k = (m as { unit: string }).unit.split(':')[0]!; byUnit.set(k, [...(byUnit.get(k) ?? []), m]); }
    if (!byUnit.size) break;
    const r = nihon.applyMove(s, seat, pick(rnd, byUnit.get(pick(rnd, [...byUnit.keys()]))!));
    if (!r.ok) throw new Error(r.rejection.message);
    s = r.state;
  }
  return { s, seat };
}

function rows(steps: { unit: string; order: unknown }[]): OrderSheet {
  let sheet: OrderSheet = {};
  for (const st of steps) { const r = setUnit(sheet, st.unit, st.order); if (typeof r === 'string') throw new Error(r); sheet = r; }
  return sheet;
}

describe('NIHON order language round trip (random legal sheets)', () => {
  const games = fuzzCount(60, 8);
  it(`${games} drafts written and read back in EN and FR give the same sheet`, () => {
    let lines = 0;
    for (let g = 0; g < games; g++) {
      const { s, seat } = randomDraft(`orders-${g}`, 2 + (g % 5), 10 + (g % 4) * 10);
      const sheet = s.sheets[seat] ?? {};
      for (const lang of ['en', 'fr'] as const) {
        const text = writeOrders(sheet, lang);
        lines += text.split('\n').length;
        const parsed = parseOrders(text, lang);
        if ('errors' in parsed) throw new Error(`game ${g} ${lang}: ${JSON.stringify(parsed.errors)}\n${text}`);
        expect(jsonEqual(rows(parsed.moves), sheet), `game ${g} ${lang}\n${text}`).toBe(true);
        // Written again, the sheet reads the same (what is sent back can be sent again unchanged).
        expect(writeOrders(rows(parsed.moves), lang)).toBe(text);
        // Played through the engine from an empty draft, one step after another, as a mail is.
        let t: NihonState = { ...s, sheets: s.sheets.map((x, i) => (i === seat ? null : x)) };
        for (const st of parsed.moves) {
          const r = nihon.applyMove(t, seat, st);
          if (!r.ok) throw new Error(`game ${g}: ${r.rejection.message} on ${JSON.stringify(st)}\n${text}`);
          t = r.state;
        }
        expect(jsonEqual(t.sheets[seat] ?? {}, sheet), `game ${g} engine ${lang}`).toBe(true);
      }
    }
    console.log(`nihon order language: ${games} drafts, ${lines} lines round-tripped`);
    expect(lines).toBeGreaterThan(games);
  }, FUZZ_TIMEOUT_MS);
});

describe('NIHON order language: every field of a sheet', () => {
  const full: OrderSheet = {
    characters: {
      a: { kind: 'gift', to: { clan: 'joroya' }, koku: 3, resources: { horses: 2, sanctuary: 1 }, hostage: 'h1', ritual: 'r1' },
      b: { kind: 'gift', to: { court: true }, resources: {} }, c: { kind: 'gift', to: { minor: 'owari' } },
      d: { kind: 'ritual', ritual: 'mist', target: 't1', forget: 'f1' }, e: { kind: 'give-province', province: 'mino', to: { minor: 'temple' } },
      f: { kind: 'give-province', province: 'mino', to: { clan: 'nokamura' } }, g: { kind: 'promote', profile: 'holyman' }, h: { kind: 'heal' },
      i: { kind: 'join', army: 'joroya-3' }, j: { kind: 'seek-major', clan: 'ruchemon' }, k: { kind: 'assassinate', target: 'x' },
    },
    armies: { 1: { create: 'owari', general: 'a', recruit: { samurai: 2, ashigaru: 0 }, dismiss: 1, order: { kind: 'crush', path: ['p1', 'p2', 'p3', 'p4'] } }, 2: {}, 3: { recruit: {}, order: { kind: 'garrison' } } },
    provinces: { owari: { governor: 'a', order: 'negotiate', destroyCastle: false }, mino: {} },
    fleets: [{ sea: 's1', order: 'raid', target: 'owari' }, { sea: 's2', order: 'transport' }],
    temporaryFleet: false,
    breakAlliances: [],
  } as OrderSheet;
  for (const lang of ['en', 'fr'] as const) {
    it(`writes and reads back every field (${lang})`, () => {
      const parsed = parseOrders(writeOrders(full, lang), lang);
      if ('errors' in parsed) throw new Error(JSON.stringify(parsed.errors));
      expect(rows(parsed.moves)).toEqual(full);
      expect(jsonEqual(rows(parsed.moves), full)).toBe(true);
    });
  }
  it('an empty fleet list and named alliances', () => {
    const sheet: OrderSheet = { fleets: [], temporaryFleet: true, breakAlliances: ['joroya', 'nokamura'] };
    const parsed = parseOrders(writeOrders(sheet, 'fr'), 'en');
    expect('moves' in parsed && rows(parsed.moves)).toEqual(sheet);
  });
});

describe('NIHON order language reading', () => {
  it('reads keywords in any case, French accents, comments and blank lines', () => {
    const r = parseOrders('# my turn\n\nDéplacer? no\narmee 3 creer owari DEPLACER mino  # go\nperso kenshin don vers cour koku 2\n', 'fr');
    expect('errors' in r && r.errors.map((e) => e.line)).toEqual([3]);
    const ok = parseOrders('armee 3 creer owari DEPLACER mino # go\nPerso kenshin Don VERS cour KOKU 2\nfleet s1 supremacy\nflotte s2 razzia owari', 'en');
    expect(ok).toEqual({ moves: [
      { type: 'order', unit: 'army:3', order: { create: 'owari', order: { kind: 'move', path: ['mino'] } } },
      { type: 'order', unit: 'char:kenshin', order: { kind: 'gift', to: { court: true }, koku: 2 } },
      { type: 'order', unit: 'fleets', order: [{ sea: 's1', order: 'supremacy' }, { sea: 's2', order: 'raid', target: 'owari' }] },
    ] });
  });

  const hostile: [string, string][] = [
    ['CHAR __proto__ HEAL', 'not an id'],
    ['CHAR a MOVE constructor', 'not an id'],
    ['ARMY 1 RECRUIT __proto__:3', 'unexpected word'],
    ['CHAR a GIFT TO clan:__proto__', 'unexpected word'],
    ['CHAR a GIFT TO court RESOURCES gold:3', 'unexpected word'],
    ['PROVINCE prototype ORDER castle', 'not an id'],
    ['ARMY 0 GARRISON', 'not a number'],
    ['ARMY 1 DISMISS 100', 'not a number'],
    ['ARMY 1 MOVE a b c d e', 'not a well-formed order'],
    ['CHAR a FLY owari', 'not a character order'],
    ['CHAR a PROMOTE emperor', 'not a well-formed order'],
    ['CHAR a MOVE', 'missing'],
    ['HELLO world', 'a line starts with'],
    [`CHAR a MOVE ${'x'.repeat(MAX_LINE_CHARS)}`, 'too long'],
    ['TEMPORARY-FLEET maybe', 'unexpected word'],
    ['CHAR a HEAL extra', 'unexpected word'],
  ];
  for (const [line, reason] of hostile) {
    it(`refuses "${line.slice(0, 40)}" with a reason`, () => {
      const r = parseOrders(`# ok\n${line}`, 'en');
      expect('errors' in r).toBe(true);
      if ('errors' in r) { expect(r.errors[0]!.line).toBe(2); expect(r.errors[0]!.reason).toContain(reason); }
      expect(Object.keys(Object.prototype)).toEqual([]);
    });
  }

  it('caps the number of lines and gives reasons in French and German', () => {
    const many = Array.from({ length: MAX_ORDER_LINES + 5 }, () => 'TEMPORARY-FLEET yes').join('\n');
    const r = parseOrders(many, 'de');
    expect('errors' in r && r.errors).toEqual([{ line: MAX_ORDER_LINES + 1, reason: expect.stringContaining('zu viele Zeilen') }]);
    const fr = parseOrders('PERSO a VOLER b', 'fr');
    expect('errors' in fr && fr.errors[0]!.reason).toContain('n’est pas un ordre de personnage');
  });

  it('survives huge and deeply nested text without throwing', () => {
    expect('errors' in parseOrders('['.repeat(100_000), 'en')).toBe(true);
    expect(parseOrders('\n'.repeat(100_000), 'en')).toEqual({ moves: [] });
  });
});
