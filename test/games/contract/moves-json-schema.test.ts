/**
 * Each game's moves as JSON Schema (GET /api/games/:game/moves.schema.json, worker/engine/move-json-schema.ts):
 * a standard validator (@cfworker/json-schema, draft 2020-12) accepts every move the uniform fuzz
 * offers, and agrees with the engines' own shape checker (checkMove) on the hostile sweep's
 * malformed moves, in their wire form (what JSON.stringify sends): what the server refuses for its
 * shape the JSON Schema refuses, and what the JSON Schema refuses the server refuses.
 */
import { Validator } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';
import { checkMove } from '../../../worker/engine/move-schema';
import { moveJsonSchema } from '../../../worker/engine/move-json-schema';
import { movesDocument } from '../../../worker/openapi/document';
import { fuzzCount } from '../../fuzz-size';
import { ALL_GAMES, blindPlay, offeredMoves, pick, setupTable, show, tables, timeoutFor } from './harness';
import { exemplars, notMoves, variantsOf } from './hostile';
import { randomSource } from '../../../worker/engine/rng';

/** The move as the server receives it; undefined for one that cannot be sent (or that the body limits refuse: 5000 levels deep). */
const wire = (v: unknown): unknown => {
  try {
    const text = JSON.stringify(v);
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** At most `n` of a list, spread evenly (NIHON offers thousands of order steps at a step). */
const spread = <T>(xs: T[], n: number): T[] => (xs.length <= n ? xs : Array.from({ length: n }, (_, i) => xs[Math.floor((i * xs.length) / n)]!));

describe('moves as JSON Schema', () => {
  it('the converter can fail: a wrong field is refused, a right move is not', () => {
    const schema = moveJsonSchema({ play: { card: { t: 'string', max: 8, values: new Set(['a', 'b']) }, n: { t: 'int', min: 0, max: 3 } } });
    const v = new Validator(schema, '2020-12');
    expect(v.validate({ type: 'play', card: 'a', n: 2 }).valid).toBe(true);
    expect(v.validate({ type: 'play', card: 'c', n: 2 }).valid).toBe(false);
    expect(v.validate({ type: 'play', card: 'a', n: 2, extra: 1 }).valid).toBe(false);
    expect(v.validate({ type: 'pass' }).valid).toBe(false);
  });

  for (const game of ALL_GAMES) {
    const doc = movesDocument(game.id, 'http://x')!;
    const validator = new Validator(doc as object, '2020-12');
    const valid = (m: unknown) => validator.validate(m as never).valid;

    it(`${game.id}: the document names its view's top-level fields`, () => {
      const view = (doc.$defs as { view: { properties: Record<string, unknown> } }).view;
      expect(Object.keys(view.properties).length).toBeGreaterThan(2);
    });

    it(`${game.id}: every move the uniform fuzz offers validates`, () => {
      let checked = 0;
      // A heavy game (NIHON: thousands of order steps offered at each step) plays fewer steps.
      const stepCap = Math.min(blindPlay(game).stepCap, fuzzCount(400, 120), blindPlay(game).weight >= 10 ? fuzzCount(60, 6) : Infinity);
      for (const table of tables(game, fuzzCount(6, 2), 'json-schema')) {
        const random = randomSource(`json-schema:${table.seed}`);
        let state = setupTable(game, table);
        for (let step = 0; step < stepCap; step++) {
          const offered = offeredMoves(game, state, table.players);
          if (!offered.length) break;
          for (const o of spread(offered, 60)) {
            if (!valid(o.move)) throw new Error(`${game.id} ${table.seed} step ${step}: offered move fails the JSON Schema: ${show(o.move)}`);
            checked++;
          }
          const pool = offered.filter((o) => !o.free);
          const chosen = pick(pool.length ? pool : offered, random);
          const r = game.applyMove(state, chosen.seat, chosen.move);
          if (!r.ok) break;
          state = r.state;
        }
      }
      console.log(`${game.id}: ${checked} offered moves validated`);
      expect(checked).toBeGreaterThan(20);
    }, timeoutFor(game));

    it(`${game.id}: the JSON Schema and the server's shape check agree on the hostile sweep`, () => {
      const schema = game.moveSchema!;
      // Quick runs take a spread of the kinds (every kind in full runs): a 1 MB string costs the validator a walk each time.
      const seeds = spread(exemplars(schema), fuzzCount(1000, 6));
      const table = tables(game, 1, 'json-schema-hostile')[0]!;
      const state = setupTable(game, table);
      seeds.push(...offeredMoves(game, state, table.players).slice(0, fuzzCount(10, 3)).map((o) => o.move));
      const disagreements: string[] = [];
      let refused = 0;
      let variants = 0;
      for (const seed of seeds) {
        for (const v of [...variantsOf(seed, fuzzCount(12, 6)), ...notMoves(seed)]) {
          const sent = wire(v.move);
          if (sent === undefined) continue;
          variants++;
          const serverRefuses = checkMove(schema, sent) !== null;
          if (serverRefuses) refused++;
          if (serverRefuses === valid(sent)) disagreements.push(`${v.shape}: server ${serverRefuses ? 'refuses' : 'accepts'}, JSON Schema ${valid(sent) ? 'accepts' : 'refuses'}`);
        }
      }
      expect(disagreements.slice(0, 10)).toEqual([]);
      expect(refused).toBeGreaterThan(variants / 2);
    }, 120_000);
  }
});
