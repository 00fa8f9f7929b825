/**
 * Every component fact of every game's data carries where it comes from (issue 18): `sources` that
 * name entries of the game's data/sources.json and a `confidence` of the shared scale. The files are
 * read from disk, so a file added later is checked too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NIHON_SOURCES, nihonFacts } from '../../../worker/games/nihon/data/provenance';
import { LAND_LINKS, PROVINCES, SEAS } from '../../../worker/games/nihon/data/map';
import { CLANS } from '../../../worker/games/nihon/data/clans';
import { CONFIDENCES, CONFIDENCE_WORDS, confidenceNote, provenanceProblems, weakest, type SourceEntry } from '../../../worker/engine/provenance';

const ROOT = join(__dirname, '../../../worker/games');

/** Per game: arrays whose elements are components even without an `id` (links, garden faces' columns...). */
const GAMES: Record<string, string[]> = {
  'white-castle-duel': ['columns'],
  'rising-sun': ['borders', 'shippingRoutes'],
  sengoku: ['links'],
};

function dataFiles(game: string): { name: string; data: unknown }[] {
  const dir = join(ROOT, game, 'data');
  return readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'sources.json')
    .map((name) => ({ name, data: JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown }));
}

function sourceIds(game: string): Set<string> {
  const list = (JSON.parse(readFileSync(join(ROOT, game, 'data', 'sources.json'), 'utf8')) as { sources: SourceEntry[] }).sources;
  return new Set(list.map((s) => s.id));
}

describe('component data provenance', () => {
  for (const [game, items] of Object.entries(GAMES)) {
    describe(game, () => {
      it('lists its sources once each, every one with a citation', () => {
        const list = (JSON.parse(readFileSync(join(ROOT, game, 'data', 'sources.json'), 'utf8')) as { sources: SourceEntry[] }).sources;
        expect(list.length).toBeGreaterThan(1);
        expect(new Set(list.map((s) => s.id)).size).toBe(list.length);
        for (const s of list) expect(s.cite.length, s.id).toBeGreaterThan(15);
      });

      it('marks every fact of every data file with known sources and a confidence of the scale', () => {
        const known = sourceIds(game);
        const files = dataFiles(game);
        expect(files.length).toBeGreaterThan(2);
        const problems = files.flatMap((f) => provenanceProblems(f.data, known, f.name, items));
        expect(problems).toEqual([]);
      });

      it('uses every source it lists (a source nothing cites is a stale entry)', () => {
        const used = new Set(JSON.stringify(dataFiles(game).map((f) => f.data)).match(/"sources":\[[^\]]*\]/g)!.flatMap((m) => JSON.parse(m.slice(10)) as string[]));
        for (const id of sourceIds(game)) expect(used.has(id), id).toBe(true);
      });
    });
  }

  describe('nihon (records in TypeScript, translated to the shared scale by data/provenance.ts)', () => {
    const facts = nihonFacts();
    it('marks every province field, sea, land link, optional link, clan and character', () => {
      const ids = new Set(facts.map((f) => f.id));
      for (const p of PROVINCES) for (const field of ['node', 'terrain', 'pop', 'resource', 'start']) expect(ids.has(`province/${p.id}/${field}`), `${p.id} ${field}`).toBe(true);
      for (const s of SEAS) expect(ids.has(`sea/${s.id}`), s.id).toBe(true);
      for (const l of LAND_LINKS) expect(ids.has(`link/${l.a}|${l.b}`) || ids.has(`link/${l.b}|${l.a}`), `${l.a}-${l.b}`).toBe(true);
      for (const c of CLANS) for (const ch of c.characters) expect(ids.has(`character/${c.id}/${ch.id}`), ch.id).toBe(true);
      expect(ids.size).toBe(facts.length);
    });
    it('gives each fact known sources and a confidence of the scale, as the other games\' files do', () => {
      const known = new Set(NIHON_SOURCES.map((s) => s.id));
      expect(provenanceProblems({ sources: ['rulebook-fr'], confidence: 'one-source', facts }, known, 'nihon', ['facts'])).toEqual([]);
      for (const s of NIHON_SOURCES) expect(facts.some((f) => f.sources.includes(s.id)), s.id).toBe(true);
      // The proposed values are most of the map: say so rather than hide it.
      const count = (c: string) => facts.filter((f) => f.confidence === c).length;
      expect(count('invented')).toBeGreaterThan(count('one-source'));
      expect(count('inferred')).toBeGreaterThan(0);
    });
  });

  it('fails on a fact without sources, without confidence, with an unknown source or an old mark', () => {
    const known = new Set(['a', 'b']);
    const ok = { sources: ['a'], confidence: 'two-sources', cards: [{ id: 'x', sources: ['a', 'b'], confidence: 'one-source' }] };
    expect(provenanceProblems(ok, known, 'f')).toEqual([]);
    const noSources = { ...ok, cards: [{ id: 'x', confidence: 'one-source' }] };
    expect(provenanceProblems(noSources, known, 'f')).toEqual(['f.cards[0]: sources must be a non-empty list of source ids']);
    const noConfidence = { ...ok, cards: [{ id: 'x', sources: ['a'] }] };
    expect(provenanceProblems(noConfidence, known, 'f')[0]).toMatch(/cards\[0\]: confidence must be one of/);
    const unknown = { ...ok, cards: [{ id: 'x', sources: ['a', 'fan-wiki'], confidence: 'inferred' }] };
    expect(provenanceProblems(unknown, known, 'f')).toEqual(['f.cards[0]: unknown source id "fan-wiki"']);
    const offScale = { ...ok, cards: [{ id: 'x', sources: ['a'], confidence: 'C1' }] };
    expect(provenanceProblems(offScale, known, 'f')).toHaveLength(1);
    const old = { ...ok, cards: [{ id: 'x', sources: ['a'], confidence: 'inferred', provisional: true }] };
    expect(provenanceProblems(old, known, 'f')).toEqual(['f.cards[0]: old mark "provisional" (use sources and confidence)']);
    // A link has no id: it is a fact because its array is named as one.
    const links = { ...ok, links: [{ a: 'p', b: 'q' }] };
    expect(provenanceProblems(links, known, 'f')).toEqual([]);
    expect(provenanceProblems(links, known, 'f', ['links'])).toHaveLength(2);
    // The file's own mark covers its loose numbers, never its components.
    expect(provenanceProblems({ cards: [{ id: 'x' }] }, known, 'f')).toHaveLength(4);
  });

  it('has words for every step of the scale in English, French and German, and a weakest-part rule', () => {
    for (const c of CONFIDENCES) {
      for (const lang of ['en', 'fr', 'de'] as const) {
        expect(CONFIDENCE_WORDS[c].label[lang].length).toBeGreaterThan(3);
        expect(confidenceNote(c, lang, true)).toContain(CONFIDENCE_WORDS[c].meaning[lang]);
        expect(confidenceNote(c, lang)).toContain(CONFIDENCE_WORDS[c].label[lang]);
      }
    }
    expect(weakest('two-sources', 'inferred', 'one-source')).toBe('inferred');
    expect(weakest('two-sources')).toBe('two-sources');
  });
});

describe('re-graded marks (issue 18)', () => {
  const read = (game: string, file: string) => JSON.parse(readFileSync(join(ROOT, game, 'data', file), 'utf8'));

  it('Rising Sun: links from the fan adaptation are never confirmed; incomes single-source; Nagato one-source', () => {
    const map = read('rising-sun', 'map.json');
    const fanLinks = [...map.borders, ...map.shippingRoutes].filter((l: { sources: string[] }) => l.sources.includes('fan-adaptation'));
    expect(fanLinks.length).toBeGreaterThanOrEqual(10);
    for (const l of fanLinks) expect(['one-source', 'inferred']).toContain(l.confidence);
    expect(map.provinces.find((p: { id: string }) => p.id === 'nagato').confidence).toBe('one-source');
    for (const c of read('rising-sun', 'clans.json').clans) expect(c.parts.income.confidence).toBe('one-source');
  });

  it('Sengoku: Tsutsujigasaki and its links inferred; Takeda Shingen inferred', () => {
    const board = read('sengoku', 'board.json');
    expect(board.provinces.find((p: { id: string }) => p.id === 'TSUTSUJIGASAKI').confidence).toBe('inferred');
    const links = board.links as { a: string; b: string; kind: string; confidence: string }[];
    // Every link of the map has exactly one mark, and only Tsutsujigasaki's are inferred.
    const pairs = [...board.land.map((l: string[]) => `land:${l.join('-')}`), ...board.sea.map((l: string[]) => `sea:${l.join('-')}`)].sort();
    expect(links.map((l) => `${l.kind}:${l.a}-${l.b}`).sort()).toEqual(pairs);
    for (const l of links) expect(l.confidence).toBe([l.a, l.b].includes('TSUTSUJIGASAKI') ? 'inferred' : 'one-source');
    expect(read('sengoku', 'daimyo.json').cards.find((c: { id: string }) => c.id === 'takeda-shingen').confidence).toBe('inferred');
  });
});
