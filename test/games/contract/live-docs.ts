/**
 * What the live socket would carry in random games of every registered game (issue 32): at each
 * step, for each seat and for a spectator, the document an update is about (`{match, legal}`: the
 * view with the platform's changing fields, and the seat's legal moves), as JSON reads it back.
 * Shared by the patch round-trip test (live-patch.test.ts) and `npm run bench` (bench/live-sizes.ts).
 *
 * The match here holds the fields of GET /api/matches/:id that change during play (version,
 * awaiting, deadline, status) and the view; the fixed ones (names, options, hooks...) cost a
 * whole update some bytes more and a patch none.
 */
import type { GameDefinition, Move, Seat } from '../../../worker/engine/contract';
import { randomSource } from '../../../worker/engine/rng';
import { pick, seatsOf, setupTable, type Offered, type Table } from './harness';

export interface LiveStep {
  /** The version the documents are at (the number of moves played). */
  version: number;
  /** One document per recipient: seats 0..n-1, then a spectator. */
  docs: unknown[];
}

function docOf(game: GameDefinition, state: unknown, seat: Seat | null, version: number, legal: Move[]): unknown {
  const awaiting = game.awaiting(state);
  const result = game.result(state);
  const match = { version, status: result ? 'finished' : 'active', awaiting, deadline: 1_800_000_000_000 + version * 60_000, view: game.view(state, seat), result };
  return JSON.parse(JSON.stringify({ match, legal }));
}

/** Play one random game (mostly awaited seats' moves, as the fuzz does), yielding every step's documents. */
export function* liveSteps(game: GameDefinition, table: Table, stepCap: number): Generator<LiveStep> {
  const random = randomSource(`live:${table.seed}`);
  let state = setupTable(game, table);
  const recipients: (Seat | null)[] = [...seatsOf(table.players), null];
  for (let version = 0; version <= stepCap; version++) {
    // Each seat's legal moves, computed once: its document's, and the moves played from.
    const awaiting = game.awaiting(state);
    const mainline: Offered[] = [], free: Offered[] = [];
    const legal = seatsOf(table.players).map((seat) => {
      const turn = awaiting.includes(seat) ? game.legalMoves(state, seat) : [];
      const extra = game.freeMoves ? game.freeMoves(state, seat) : [];
      for (const move of turn) mainline.push({ seat, move, free: false });
      for (const move of extra) free.push({ seat, move, free: true });
      return [...turn, ...extra];
    });
    yield { version, docs: recipients.map((r) => docOf(game, state, r, version, r === null ? [] : legal[r]!)) };
    if (!mainline.length && !free.length) return;
    const chosen = pick(mainline.length && (random() < 0.9 || !free.length) ? mainline : [...mainline, ...free], random);
    const r = game.applyMove(state, chosen.seat, chosen.move);
    if (!r.ok) throw new Error(`${game.id} ${table.seed}: an offered move was refused`);
    state = r.state;
  }
}
