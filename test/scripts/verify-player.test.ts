/**
 * The auditable-dice promise, for the players: a finished match of each game, exported as a seat
 * (and a spectator) gets it from GET /api/matches/:id/export, passes `npm run verify`; the same
 * export with a revealed event altered, or a private step's commitment altered, fails.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GameDefinition, GameEvent, GameResult, Move, Seat } from '../../worker/engine/contract';
import { buildMatchExport, commitmentOf, readerCopyOfRecord } from '../../worker/engine/export';
import { randomSource } from '../../worker/engine/rng';
import { getGame } from '../../worker/games/registry';
import { verifyExport } from '../../scripts/verify-export';

interface Played { game: GameDefinition; players: number; options: unknown; seed: string; steps: { index: number; seat: Seat; by: 'player'; at: number; move: Move; events: GameEvent[] }[]; result: unknown }

/** A whole match played by the built-in bot (the way the fuzzers do), with `extra` moves slipped in at the start. */
function play(gameId: string, players: number, options: unknown, seed: string, extra: { seat: Seat; move: Move }[] = []): Played {
  const game = getGame(gameId)!;
  const parsed = game.parseOptions(options, players);
  if (!parsed.ok) throw new Error(parsed.message);
  let state = game.setup({ players, options: parsed.options, seed });
  const random = randomSource(`bot-${seed}`);
  const steps: Played['steps'] = [];
  const apply = (seat: Seat, move: Move) => {
    const res = game.applyMove(state, seat, move);
    if (!res.ok) throw new Error(`${gameId}: ${res.rejection.message}`);
    steps.push({ index: steps.length, seat, by: 'player', at: 1_700_000_000_000 + steps.length, move, events: res.events });
    state = res.state;
  };
  for (const x of extra) apply(x.seat, x.move);
  for (let guard = 0; !game.result(state); guard++) {
    if (guard > 20_000) throw new Error(`${gameId} did not end`);
    const seat = game.awaiting(state)[0]!;
    apply(seat, game.botMove(state, seat, random));
  }
  return { game, players, options, seed, steps, result: game.result(state) };
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/** The export as a reader gets it from GET /api/matches/:id/export (the function the match object calls). */
function exportFor(p: Played, reader: { seat: Seat | null; referee: boolean }, refereed = false): any {
  // A copy, as a file read back: the tests below alter it.
  return structuredClone(buildMatchExport({
    id: 'm1', game: p.game, players: p.players, options: p.options, seats: Array.from({ length: p.players }, (_, i) => `player${i}`),
    seed: p.seed, seedHash: sha(p.seed), finished: true, refereed, steps: p.steps, result: p.result as GameResult | null, commitKey: 'test-commit-key',
  }, reader));
}

const seed = (tag: string) => `${tag}-0123456789abcdef0123456789abcdef`;

const cases: { name: string; played: () => Played; privateEvents: boolean }[] = [
  { name: 'sengoku (basic)', played: () => play('sengoku', 2, { advanced: false }, seed('sb')), privateEvents: false },
  { name: 'sengoku (advanced Daimyo rules)', played: () => play('sengoku', 3, { advanced: true }, seed('sa')), privateEvents: true },
  { name: 'white-castle-duel', played: () => play('white-castle-duel', 2, {}, seed('wcd')), privateEvents: false },
  { name: 'nihon', played: () => play('nihon', 2, { turnLimit: 3 }, seed('nh')), privateEvents: true },
  // A deal between seats 0 and 1 at the start: private to them, also after the end.
  { name: 'rising-sun', played: () => play('rising-sun', 3, {}, seed('rs'), [{ seat: 0, move: { type: 'offerDeal', to: 1, terms: 'stay out of Kyoto', coins: 0, ronin: 0 } }]), privateEvents: true },
];

function alterRevealedEvent(exp: any): boolean {
  for (const m of exp.moves) {
    for (const e of m.events) {
      for (const [k, v] of Object.entries(e)) {
        if (k === 'type' || k === 'rule' || k === 'visibleTo') continue;
        if (typeof v === 'number') { e[k] = v + 1; return true; }
        if (typeof v === 'string') { e[k] = `${v}!`; return true; }
      }
    }
  }
  return false;
}

describe.each(cases)('a player verifies a finished $name match', ({ played, privateEvents }) => {
  const p = played();
  it('the game has what this test is about', () => {
    expect(p.result).not.toBeNull();
    expect(p.steps.some((s) => s.events.some((e) => e.visibleTo))).toBe(privateEvents);
  });
  for (const refereed of [false, true]) {
    it(`every seat's export and a spectator's pass${refereed ? ' (refereed match)' : ''}`, () => {
      for (const seat of [...Array.from({ length: p.players }, (_, i) => i), null]) {
        const exp = exportFor(p, { seat, referee: false }, refereed);
        expect(exp.reader).toMatchObject({ seat, referee: false });
        // After the end of a match without a referee nothing stays secret, but Rising Sun's negotiation.
        expect(exp.reader.complete, `seat ${seat} complete`).toBe(!(p.game.id === 'rising-sun' || (refereed && privateEvents)));
        const r = verifyExport(exp);
        expect(r.problems, `seat ${seat}`).toEqual([]);
        expect(r.ok).toBe(true);
        if (p.game.keepsPrivate) expect(r.complete || /step \d+ .*private to other seats.*replay stops there/.test(r.stopped ?? ''), `seat ${seat}: ${r.stopped}`).toBe(true);
        else expect(r.complete, `seat ${seat} replays to the result`).toBe(true);
      }
    });
  }
  it("the kept record (the referee's export) filtered for each reader is that reader's export, byte for byte", () => {
    for (const refereed of [false, true]) {
      const record = exportFor(p, { seat: null, referee: true }, refereed);
      for (const v of [...Array.from({ length: p.players }, (_, i) => ({ seat: i, referee: false })), { seat: null, referee: false }, { seat: null, referee: true }]) {
        const copy = readerCopyOfRecord(structuredClone(record), p.game, { finished: true, refereed }, v);
        expect(JSON.stringify(copy), `seat ${v.seat}${v.referee ? ' (referee)' : ''}${refereed ? ', refereed' : ''}`).toBe(JSON.stringify(exportFor(p, v, refereed)));
      }
    }
  });
  it("the referee's complete export passes and replays to the result", () => {
    const exp = exportFor(p, { seat: null, referee: true });
    expect(exp.reader).toEqual({ seat: null, referee: true, events: 'all', complete: true });
    const r = verifyExport(exp);
    expect(r.problems).toEqual([]);
    expect(r.complete).toBe(true);
    expect(r.moves).toBe(p.steps.length);
  });
  it('an export made before exports named their reader still verifies (its events tell whose it is)', () => {
    for (const seat of [0, null]) {
      const exp = exportFor(p, { seat, referee: false }, true);
      delete exp.reader;
      for (const m of exp.moves) { delete m.commitment; delete m.salt; }
      const r = verifyExport(exp);
      expect(r.problems, `seat ${seat}`).toEqual([]);
    }
  });
  it('a private step is a commitment the verifier checks; without one, there is none to alter', () => {
    const exp = exportFor(p, { seat: null, referee: true });
    const i = exp.moves.findIndex((m: any) => m.commitment);
    if (!p.game.keepsPrivate) {
      // Every move is public once the match is over: no step needs a commitment.
      expect(i).toBe(-1);
      return;
    }
    expect(i).toBeGreaterThanOrEqual(0);
    exp.moves[i].commitment = sha('forged');
    expect(verifyExport(exp).problems).toEqual([`move ${i}: the commitment ${sha('forged')} is not the hash of this move with its salt`]);
  });
  it('a revealed event altered fails', () => {
    const exp = exportFor(p, { seat: 0, referee: false });
    expect(alterRevealedEvent(exp)).toBe(true);
    const r = verifyExport(exp);
    expect(r.ok).toBe(false);
    expect(r.problems.join()).toMatch(/move \d+/);
  });
});

describe('Rising Sun: a private step carries a commitment', () => {
  const p = cases.at(-1)!.played();
  it('the parties to the deal can check it; altered, it fails', () => {
    for (const seat of [0, 1]) {
      const exp = exportFor(p, { seat, referee: false });
      const step = exp.moves.find((m: any) => m.commitment);
      expect(step, `seat ${seat}: a commitment`).toBeDefined();
      expect(step.move).toBeDefined();
      expect(verifyExport(exp).problems).toEqual([]);
      step.commitment = (step.commitment[0] === '0' ? '1' : '0') + step.commitment.slice(1);
      const r = verifyExport(exp);
      expect(r.ok).toBe(false);
      expect(r.problems.join()).toMatch(/commitment/);
    }
  });
  it('a seat outside the deal sees the commitment, not the move, and the verifier stops there in words', () => {
    const exp = exportFor(p, { seat: 2, referee: false });
    const step = exp.moves[0];
    expect(step.redacted).toBe(true);
    expect(step.move).toBeUndefined();
    expect(step.salt).toBeUndefined();
    expect(step.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(exp)).not.toContain('stay out of Kyoto');
    const r = verifyExport(exp);
    expect(r.problems).toEqual([]);
    expect(r.complete).toBe(false);
    expect(r.stopped).toMatch(/^step 0 \(seat 0's move\) is private to other seats/);
    // The commitment binds: the complete record's move and salt hash to it.
    const full = exportFor(p, { seat: null, referee: true });
    expect(full.moves[0].commitment).toBe(step.commitment);
    expect(commitmentOf(full.moves[0].salt, full.moves[0].move)).toBe(step.commitment);
  });
});
