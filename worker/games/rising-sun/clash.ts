/**
 * Clashing effects: when the cards of several clans fall due at the same moment and the order
 * changes what happens, the book lets the most honorable clan involved decide that order. The
 * engine offers that clan a `resolveFirst` move for each clan still waiting, one at a time; each
 * clan's own effects then run as their own step (`endRecruitCards`, `warCards`).
 */
import { emit } from './core';
import { done, rej, type Prompt, type TaskOf } from './prompt';
import { R } from './rule-ids';
import type { RsMove, Task } from './types';
import type { Seat } from '../../engine/contract';

export type ClashWhy = TaskOf<'order'>['why'];

function ownStep(why: ClashWhy, seat: Seat): Task {
  return why === 'endRecruit' ? { t: 'endRecruitCards', seat } : { t: 'warCards', seat };
}

/**
 * The steps for these owners (most honorable first): a decision for the most honorable when two or
 * more clans clash, else the single owner's effects straight away.
 */
export function clashSteps(why: ClashWhy, ownersByHonor: readonly Seat[]): Task[] {
  if (ownersByHonor.length < 2) return ownersByHonor.map((seat) => ownStep(why, seat));
  return [{ t: 'order', why, chooser: ownersByHonor[0]!, owners: [...ownersByHonor] }];
}

export const orderPrompt: Prompt<TaskOf<'order'>> = {
  types: ['resolveFirst'],
  seats: (_s, t) => [t.chooser],
  candidates: (_s, t) => t.owners.map((seat): RsMove => ({ type: 'resolveFirst', seat })),
  check(_s, t, _seat, m) {
    if (m.type !== 'resolveFirst') return null;
    if (!t.owners.includes(m.seat)) {
      return rej('not-waiting', `seat ${m.seat} has no effect waiting here (waiting: ${t.owners.join(', ')})`, R.effectOrder);
    }
    return null;
  },
  apply(ctx, t, seat, m) {
    if (m.type !== 'resolveFirst') return;
    done(ctx);
    const rest = t.owners.filter((x) => x !== m.seat);
    emit(ctx, { type: 'effectOrderChosen', seat, first: m.seat, why: t.why, rule: R.effectOrder });
    // The chooser stays the same until every clash of this moment is ordered.
    const next: Task[] = rest.length >= 2 ? [{ ...t, owners: rest }] : rest.map((x) => ownStep(t.why, x));
    ctx.s.queue.unshift(ownStep(t.why, m.seat), ...next);
  },
};
