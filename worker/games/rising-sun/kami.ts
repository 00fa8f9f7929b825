/** Kami turns: the four shrines resolved left to right, most Force wins, honor breaks ties. */
import { bestOf, emit, gainCoins, gainRonin, gainVp, honorToTop, shrineForce, strongholdsOnMap, type Ctx } from './core';
import type { TaskOf } from './prompt';
import { R } from './rule-ids';
import type { KamiId } from './types';

const KAMI_RULE: Record<KamiId, string> = {
  amaterasu: R.amaterasu, fujin: R.fujin, hachiman: R.hachiman, raijin: R.raijin, ryujin: R.ryujin, susanoo: R.susanoo, tsukuyomi: R.tsukuyomi,
};

export function runKami(ctx: Ctx): void {
  emit(ctx, { type: 'kamiTurn', step: ctx.s.step, rule: R.kamiTurn });
  ctx.s.queue.unshift({ t: 'shrine', index: 0 }, { t: 'shrine', index: 1 }, { t: 'shrine', index: 2 }, { t: 'shrine', index: 3 });
}

export function runShrine(ctx: Ctx, task: TaskOf<'shrine'>): void {
  const s = ctx.s;
  const kami = s.shrines[task.index]!;
  const forces = s.clans.map((_, seat) => shrineForce(s, seat, task.index));
  const present = s.clans.map((_, seat) => seat).filter((seat) => forces[seat]! > 0);
  const winner = bestOf(s, present, (seat) => forces[seat]!);
  if (winner === null) {
    emit(ctx, { type: 'shrineEmpty', index: task.index, kami, rule: R.kamiTurn });
    return;
  }
  const tie = present.filter((x) => x !== winner && forces[x] === forces[winner]).length > 0;
  emit(ctx, { type: 'shrineWon', index: task.index, kami, seat: winner, forces, byHonor: tie, rule: tie ? R.honorTies : R.kamiTurn });
  const rule = KAMI_RULE[kami];
  switch (kami) {
    case 'amaterasu': honorToTop(ctx, winner, rule); break;
    case 'fujin': s.queue.unshift({ t: 'fujin', seat: winner, left: 2, sea: [] }); break;
    case 'hachiman': gainRonin(ctx, winner, 2, rule, 'hachiman'); break;
    case 'raijin': s.queue.unshift({ t: 'place', seat: winner, why: 'raijin' }); break;
    case 'ryujin': s.queue.unshift({ t: 'train', seat: winner, discount: 0, ryujin: true }); break;
    case 'susanoo': gainVp(ctx, winner, strongholdsOnMap(s, winner).length, rule, 'susanoo'); break;
    case 'tsukuyomi': gainCoins(ctx, [{ seat: winner, n: 2 }], rule, 'tsukuyomi'); break;
  }
}
