/**
 * "At the end of a Recruit" cards (Path of the Light, Path of the Samurai), once every clan has
 * recruited. Where two clans hold such cards, whoever places first changes what the next one sees,
 * so the most honorable of them picks the order (clash.ts).
 */
import type { Seat } from '../../engine/contract';
import { clashSteps } from './clash';
import { byHonor, copies, type Ctx } from './core';
import type { TaskOf } from './prompt';
import type { RsState, Task } from './types';

function endRecruitPrompts(s: RsState, seat: Seat): Task[] {
  const prompts: Task[] = [];
  for (let i = copies(s, seat, 'path-of-the-light'); i > 0; i--) prompts.push({ t: 'place', seat, why: 'light' });
  for (let i = copies(s, seat, 'path-of-the-samurai'); i > 0; i--) prompts.push({ t: 'place', seat, why: 'samurai' });
  return prompts;
}

export function runEndRecruit(ctx: Ctx, task: TaskOf<'endRecruit'>): void {
  const s = ctx.s;
  const owners = byHonor(s, task.order).filter((seat) => endRecruitPrompts(s, seat).length > 0);
  s.queue.unshift(...clashSteps('endRecruit', owners));
}

export function runEndRecruitCards(ctx: Ctx, task: TaskOf<'endRecruitCards'>): void {
  ctx.s.queue.unshift(...endRecruitPrompts(ctx.s, task.seat));
}
