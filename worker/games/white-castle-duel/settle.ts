/**
 * Resolving the queue: after each move, the front tasks that need no decision resolve by themselves
 * (and optional tasks nobody could perform are skipped); and the rule each task cites.
 */
import type { Seat } from '../../engine/contract';
import { BOARD, RESOURCES, type ActionKind } from './data';
import { CAP, emit, me, type Ctx } from './context';
import { activate, applyGain, setCoinsSeals } from './effects';
import { decisionMoves } from './legal-moves';
import { keepOptions } from './payments';
import { RULE } from './rule-ids';
import type { PlayerState, Task, WcdState } from './state';

/** A cheap over-estimate: could converting seals into resources make this optional task possible? */
function conversionCouldHelp(s: WcdState, seat: Seat, task: Task): boolean {
  const p = s.players[seat]!;
  const n = Math.floor(p.seals / BOARD.conversion.seals) * BOARD.conversion.resources;
  if (n === 0) return false;
  const richer: PlayerState = { ...p, food: Math.min(CAP.resourceMax, p.food + n), iron: Math.min(CAP.resourceMax, p.iron + n), pearl: Math.min(CAP.resourceMax, p.pearl + n) };
  return decisionMoves(s, seat, task, richer, false).length > 0;
}

export function settle(ctx: Ctx): void {
  const turn = ctx.s.turn;
  if (!turn) return;
  const q = turn.queue;
  while (q.length > 0) {
    const task = q[0]!;
    const p = me(ctx);
    switch (task.t) {
      case 'gain':
        q.shift();
        applyGain(ctx, task.g, task.rule);
        continue;
      case 'activate':
        if (task.color !== 'any') {
          q.shift();
          activate(ctx, task.color, RULE.activate);
          continue;
        }
        break;
      case 'any':
        if (task.n <= 0 || RESOURCES.every((r) => p[r] >= CAP.resourceMax)) {
          q.shift();
          if (task.n > 0) emit(ctx, { type: 'gain', seat: ctx.seat, gains: {}, lost: { anyResource: task.n }, rule: RULE.resources });
          continue;
        }
        break;
      case 'well':
        if (task.n <= 0) {
          q.shift();
          continue;
        }
        break;
      case 'lanternCard':
        if (ctx.s.lanternRow.length === 0) {
          q.shift();
          emit(ctx, { type: 'skip', seat: ctx.seat, what: 'lanternCard', auto: true, rule: RULE.takeLanternCard });
          continue;
        }
        break;
      case 'improve':
        if (task.n <= 0 || !p.influence.some((c) => !c.improved)) {
          q.shift();
          continue;
        }
        break;
      case 'keep': {
        const opts = keepOptions(p, task.coins, task.seals, task.flex);
        if (opts.length === 1) {
          q.shift();
          setCoinsSeals(ctx, opts[0]!.coins, opts[0]!.seals, task.coins + task.seals + task.flex, RULE.coinsSeals);
          continue;
        }
        break;
      }
      case 'action':
      case 'influence':
      case 'scroll':
        if (decisionMoves(ctx.s, ctx.seat, task, p, false).length === 0 && !conversionCouldHelp(ctx.s, ctx.seat, task)) {
          q.shift();
          emit(ctx, { type: 'skip', seat: ctx.seat, what: task.t === 'action' ? task.action : task.t, card: task.t === 'scroll' ? task.card : undefined, auto: true, rule: taskRule(task) });
          continue;
        }
        break;
      case 'choice':
        break;
    }
    break;
  }
}

export function taskRule(task: Task): string {
  switch (task.t) {
    case 'gain': return task.rule;
    case 'keep': return RULE.coinsSeals;
    case 'any': return RULE.anyResource;
    case 'well': return RULE.wellEffect;
    case 'lanternCard': return RULE.takeLanternCard;
    case 'activate': return RULE.activate;
    case 'improve': return RULE.improve;
    case 'action': return task.discount > 0 ? RULE.discount : actionRule(task.action);
    case 'influence': return RULE.influenceEffect;
    case 'scroll': return RULE.scroll;
    case 'choice': return RULE.choice;
  }
}

export function actionRule(a: ActionKind): string {
  switch (a) {
    case 'garden': return RULE.garden;
    case 'training': return RULE.training;
    case 'courtier': return RULE.courtier;
    case 'trade': return RULE.trade;
    case 'lantern': return RULE.lanternAction;
    case 'improve': return RULE.improve;
  }
}
