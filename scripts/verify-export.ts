/**
 * Replays a match export (GET /api/matches/:id/export) with the game's own engine and checks it:
 * the seed hashes to the seedHash published at the start, every logged event (every die roll
 * among them) comes out again from the seed and the moves, and the final result is the same.
 *
 * An export is one reader's reading (`reader`, worker/engine/export.ts): the replay's events are
 * filtered for that reader with the export's own rule before they are compared. A step whose
 * move the reader may not read (`redacted`) cannot be replayed: the check stops there and says
 * so (`stopped`), having confirmed every step before it. A commitment next to a move and its salt
 * is checked.
 */
import { createHash } from 'node:crypto';
import { jsonEqual, type GameEvent, type Seat } from '../worker/engine/contract';
import { commitmentOf, eventsForReader, EXPORT_FORMAT, type ExportReader } from '../worker/engine/export';
import { getGame } from '../worker/games/registry';
import { applyLogged } from '../worker/engine/replay';
import { endingResult, type EndMove } from '../worker/engine/ending';

export interface VerifyReport {
  /** No mismatch found (see `complete` for how far the check went). */
  ok: boolean;
  game: string;
  /** Steps replayed and confirmed. */
  moves: number;
  rollsChecked: number;
  problems: string[];
  /** The replay reached the end and confirmed the final result. */
  complete: boolean;
  /** Why the replay stopped before the end, in words (a private step), or null. */
  stopped: string | null;
  /** Whose reading the export is, in words. */
  reader: string;
}

/** Every dice value carried by an event (fields named dice/roll/rolls, at any depth). */
function rollsIn(events: GameEvent[]): number[] {
  const out: number[] = [];
  const walk = (v: unknown, key = ''): void => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    else if (typeof v === 'number' && /^(dice|die|roll|rolls)$/.test(key)) out.push(v);
  };
  walk(events);
  return out;
}

type Filter = Pick<ExportReader, 'seat' | 'events'>;

function readerWords(r: Filter & { referee?: boolean; complete?: boolean }): string {
  const who = r.referee ? "the referee's" : r.seat === null ? "a spectator's" : `seat ${r.seat}'s`;
  return `${who} export${r.complete ? ' (complete)' : r.events === 'all' ? ' (every event)' : ' (what that reader may see)'}`;
}

function isMove(m: unknown): boolean {
  return !!m && typeof m === 'object' && !Array.isArray(m) && typeof (m as { type?: unknown }).type === 'string';
}

export function verifyExport(exp: any): VerifyReport {
  const problems: string[] = [];
  let readerText = 'unknown reader';
  const report = (extra: Partial<VerifyReport> = {}): VerifyReport => ({
    ok: problems.length === 0, game: String(exp?.game), moves: 0, rollsChecked: 0, problems, complete: false, stopped: null, reader: readerText, ...extra,
  });
  if (!exp || typeof exp !== 'object' || exp.format !== EXPORT_FORMAT) {
    problems.push('not a tenka-match-export/1 file');
    return report();
  }
  const game = getGame(exp.game);
  if (!game) { problems.push(`unknown game "${exp.game}"`); return report(); }
  if (typeof exp.seed !== 'string' || exp.seed.length < 32) problems.push('the seed is missing or shorter than 128 bits');
  const hash = createHash('sha256').update(String(exp.seed), 'utf8').digest('hex');
  if (hash !== exp.seedHash) problems.push(`SHA-256 of the seed is ${hash}, but the match published ${exp.seedHash}`);
  const parsed = game.parseOptions(exp.options, exp.players);
  if (!parsed.ok) { problems.push(`options: ${parsed.message}`); return report(); }

  // Whose reading: named by the file; an export made before it named its reader is taken as the
  // first reading its events agree with (every event, a spectator's, or one seat's).
  let candidates: Filter[];
  const r = exp.reader;
  if (r && typeof r === 'object') {
    const seat = typeof r.seat === 'number' ? (r.seat as Seat) : null;
    candidates = [{ seat, events: r.referee || r.events === 'all' ? 'all' : 'seat' }];
    readerText = readerWords({ ...candidates[0]!, referee: !!r.referee, complete: !!r.complete });
  } else {
    candidates = [{ seat: null, events: 'all' }, { seat: null, events: 'seat' }, ...Array.from({ length: Number(exp.players) || 0 }, (_, s) => ({ seat: s, events: 'seat' as const }))];
    readerText = 'an export that does not name its reader (made before November 2026)';
  }

  let state = game.setup({ players: exp.players, options: parsed.options, seed: exp.seed });
  let rollsChecked = 0;
  const moves: any[] = Array.isArray(exp.moves) ? exp.moves : [];
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    if (m?.redacted || !isMove(m?.move)) {
      const confirmed = i === 0 ? 'no step before it could be replayed' : `steps 0 to ${i - 1} and their ${rollsChecked} dice rolls are confirmed`;
      const stopped = `step ${i} (seat ${m?.seat}'s ${m?.by === 'player' || m?.by === undefined ? 'move' : `${m.by} step`}) is private to other seats: `
        + `the rules keep it from this reader also after the end, so this export holds ${m?.commitment ? 'a commitment to it (a salted hash), not the move' : 'no move for it'}. `
        + `The replay stops there: ${confirmed}; the later steps and the final result can only be checked with an export that holds this move `
        + "(the referee's, or that of a seat that may read it).";
      return report({ moves: i, rollsChecked, stopped });
    }
    if (typeof m.commitment === 'string' && typeof m.salt === 'string' && commitmentOf(m.salt, m.move) !== m.commitment) {
      problems.push(`move ${i}: the commitment ${m.commitment} is not the hash of this move with its salt`);
    }
    const res = applyLogged(game, state, { seat: m.seat, by: m.by ?? 'player', move: m.move });
    if (!res.ok) { problems.push(`move ${i} (seat ${m.seat}) is refused on replay: ${res.rejection.message}`); return report({ moves: i, rollsChecked }); }
    const logged: GameEvent[] = Array.isArray(m.events) ? m.events : [];
    const agreeing = candidates.filter((c) => jsonEqual(logged, eventsForReader(res.events, c)));
    if (agreeing.length === 0) {
      const replayed = eventsForReader(res.events, candidates[0]!);
      const a = rollsIn(logged), b = rollsIn(replayed);
      if (!jsonEqual(a, b)) problems.push(`move ${i}: the log shows rolls ${JSON.stringify(a)}, the seed gives ${JSON.stringify(b)}`);
      else problems.push(`move ${i}: the logged events differ from the replay`);
    } else candidates = agreeing;
    rollsChecked += rollsIn(logged).length;
    state = res.state;
  }
  // A match ended outside its game (a resignation, an agreed end) ends on an `end` step: its result
  // comes from that step and the state it was taken in (worker/engine/ending.ts).
  const last = moves[moves.length - 1];
  const result = last?.by === 'end' ? endingResult(game, state, exp.players, last.move as EndMove) : game.result(state);
  if (!jsonEqual(result, exp.result)) problems.push(`the final result differs: replay gives ${JSON.stringify(result)}`);
  if (!(r && typeof r === 'object') && candidates.length) readerText = `${readerWords(candidates[0]!)}, as its events show (the file does not name its reader)`;
  return report({ moves: moves.length, rollsChecked, complete: true });
}
