/**
 * Replays a match export (GET /api/matches/:id/export) with the game's own engine and checks it:
 * the seed hashes to the seedHash published at the start, every logged event (every die roll
 * among them) comes out again from the seed and the moves, and the final result is the same.
 */
import { createHash } from 'node:crypto';
import { jsonEqual, type GameEvent } from '../worker/engine/contract';
import { getGame } from '../worker/games/registry';
import { applyLogged } from '../worker/engine/replay';

export interface VerifyReport {
  ok: boolean;
  game: string;
  moves: number;
  rollsChecked: number;
  problems: string[];
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

export function verifyExport(exp: any): VerifyReport {
  const problems: string[] = [];
  const report = (extra: Partial<VerifyReport> = {}): VerifyReport => ({ ok: problems.length === 0, game: String(exp?.game), moves: 0, rollsChecked: 0, problems, ...extra });
  if (!exp || typeof exp !== 'object' || exp.format !== 'tenka-match-export/1') {
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

  let state = game.setup({ players: exp.players, options: parsed.options, seed: exp.seed });
  let rollsChecked = 0;
  const moves: any[] = Array.isArray(exp.moves) ? exp.moves : [];
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    const res = applyLogged(game, state, { seat: m.seat, by: m.by ?? 'player', move: m.move });
    if (!res.ok) { problems.push(`move ${i} (seat ${m.seat}) is refused on replay: ${res.rejection.message}`); return report({ moves: i, rollsChecked }); }
    const logged = rollsIn(m.events ?? []), replayed = rollsIn(res.events);
    if (!jsonEqual(logged, replayed)) problems.push(`move ${i}: the log shows rolls ${JSON.stringify(logged)}, the seed gives ${JSON.stringify(replayed)}`);
    else if (!jsonEqual(m.events, res.events)) problems.push(`move ${i}: the logged events differ from the replay`);
    rollsChecked += replayed.length;
    state = res.state;
  }
  const result = game.result(state);
  if (!jsonEqual(result, exp.result)) problems.push(`the final result differs: replay gives ${JSON.stringify(result)}`);
  return report({ moves: moves.length, rollsChecked });
}
