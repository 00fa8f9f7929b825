/**
 * Re-applying a logged step. The move log holds three kinds of entries: a seat's move (played by
 * its player or, on a timeout, by the bot), a deadline that the game handled itself
 * (`onDeadline`, e.g. NIHON resolving a turn with standing orders), and a referee's action. The
 * match object, its replay control and `npm run verify` all go through this one function.
 */
import { reject, type ApplyResult, type GameDefinition, type Move, type Seat } from './contract';
import { applyResign, type EndMove } from './ending';

/** 'standin': the bot played for a player away who chose a stand-in (an absence), which is not a timeout. */
/** 'botseat': the bot plays a seat the creator gave it (worker/match/bot-seats.ts). */
/**
 * 'resign': a seat's player resigned (the game's onResign, if any); 'end': the match ended outside
 * the game (the last side left, or an end agreed by the players): the state is unchanged, the result
 * is worker/engine/ending.ts endingResult of the step's EndMove.
 */
export type LoggedBy = 'player' | 'bot' | 'standin' | 'botseat' | 'deadline' | 'referee' | 'resign' | 'end';

export interface LoggedStep {
  seat: Seat;
  by: LoggedBy;
  move: Move;
}

/** The pseudo-move logged for a deadline handled by the game. */
export interface DeadlineMove extends Move { type: 'deadline'; seats: Seat[] }
/** The pseudo-move logged for a referee's change of options. */
export interface OptionsMove extends Move { type: 'options'; options: unknown; reason: string }

/**
 * The platform's safety net: an engine that throws (a bug, or an input no schema foresaw) must not
 * crash the match object or spin its alarm. The throw becomes a typed refusal, `engine_error`, and
 * nothing is applied. Engines never mutate their input, so the state is as it was. Games should not
 * rely on this: their own checks give the player a precise reason.
 */
export function applyLogged<S>(game: GameDefinition<S>, state: S, step: LoggedStep): ApplyResult<S> {
  try {
    return applyUnguarded(game, state, step);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return reject('engine_error', `${game.id} could not apply this ${step.by === 'player' ? 'move' : `${step.by} step`}: ${why.slice(0, 200)}`, 'platform/engine');
  }
}

function applyUnguarded<S>(game: GameDefinition<S>, state: S, step: LoggedStep): ApplyResult<S> {
  if (step.by === 'resign') return { ok: true, ...applyResign(game, state, step.seat) };
  if (step.by === 'end') {
    const end = step.move as unknown as EndMove;
    return { ok: true, state, events: [{ type: 'match-ended', how: end.how, resigned: end.resigned, rule: 'platform/end' }] };
  }
  if (step.by === 'deadline') {
    if (!game.onDeadline) return { ok: false, rejection: { code: 'no_deadline_rule', message: `${game.id} has no deadline rule`, rule: 'platform/deadline' } };
    return { ok: true, ...game.onDeadline(state, (step.move as DeadlineMove).seats) };
  }
  if (step.by === 'referee') {
    if (step.move.type === 'options') {
      if (!game.updateOptions) return { ok: false, rejection: { code: 'no_options_change', message: `${game.id} options cannot change during a match`, rule: 'platform/referee' } };
      return game.updateOptions(state, (step.move as OptionsMove).options);
    }
    if (!game.applyRefereeMove) return { ok: false, rejection: { code: 'no_referee_moves', message: `${game.id} has no referee actions`, rule: 'platform/referee' } };
    return game.applyRefereeMove(state, step.move);
  }
  return game.applyMove(state, step.seat, step.move);
}
