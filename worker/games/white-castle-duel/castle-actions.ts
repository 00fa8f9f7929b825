/** Performing the castle actions: buying an influence card, and the garden, training, courtier and trade actions. */
import { BOARD, climbingStepReward, gardenTile, trainingTile } from './data';
import { emit, me, other, type Ctx } from './context';
import { effectsToTasks, pushFront } from './effects';
import { discounted, payCost } from './payments';
import { RULE } from './rule-ids';
import type { Pay, WcdMove } from './state';

export function doBuy(ctx: Ctx, deck: number, pay: Pay | undefined, free: boolean): void {
  const s = ctx.s;
  const p = me(ctx);
  const d = s.castle.decks[deck - 1]!;
  const card = d.shift()!;
  if (!free && pay) payCost(p, pay);
  p.influence.push({ card, improved: false });
  const revealed = d[0] ?? null;
  if (revealed) ctx.revealed = true;
  emit(ctx, { type: 'influence', seat: ctx.seat, card, deck, pay: free ? {} : (pay ?? {}), free, revealed, rule: free ? RULE.influenceEffect : RULE.buyInfluence });
  pushFront(ctx, [{ t: 'scroll', card }]);
}

export function doAction(ctx: Ctx, m: WcdMove, discount: number): void {
  const s = ctx.s;
  const p = me(ctx);
  switch (m.type) {
    case 'garden': {
      const cost = discounted(BOARD.gardens[m.garden].cost.food, discount);
      p.food -= cost;
      p.clanSeals -= 1;
      const col = s.gardens[m.garden].seals[m.column]!;
      col[col.indexOf(null)] = ctx.seat;
      const tile = s.gardens[m.garden].tiles[m.column]!;
      emit(ctx, { type: 'garden', seat: ctx.seat, garden: m.garden, column: m.column, tile, paid: { food: cost }, rule: discount ? RULE.discount : RULE.garden });
      pushFront(ctx, effectsToTasks(gardenTile(tile)[m.garden].reward, RULE.garden));
      break;
    }
    case 'training': {
      const cost = discounted(BOARD.trainingYards[m.yard].cost.iron, discount);
      p.iron -= cost;
      p.clanSeals -= 1;
      const seals = s.yards[m.yard].seals;
      seals[seals.indexOf(null)] = ctx.seat;
      const tile = s.yards[m.yard].tile;
      emit(ctx, { type: 'training', seat: ctx.seat, yard: m.yard, reward: m.reward, tile, paid: { iron: cost }, rule: discount ? RULE.discount : RULE.training });
      pushFront(ctx, effectsToTasks(trainingTile(tile).rewards[m.reward]!, RULE.training));
      break;
    }
    case 'courtier': {
      const mv = BOARD.courtier.moves.find((x) => x.steps === m.steps)!;
      const cost = discounted(mv.cost.pearl, discount);
      if (p.courtier.path === null) {
        p.courtier.path = m.path!;
        const o = s.players[other(ctx.seat)]!;
        if (o.courtier.path === null) o.courtier.path = m.path === 'left' ? 'right' : 'left';
      }
      p.pearl -= cost;
      const from = p.courtier.step;
      p.courtier.step += m.steps;
      const path = p.courtier.path;
      emit(ctx, { type: 'courtier', seat: ctx.seat, path, from, to: p.courtier.step, paid: { pearl: cost }, rule: discount ? RULE.discount : RULE.courtier });
      pushFront(ctx, effectsToTasks(climbingStepReward(path, s.climbing[path], p.courtier.step), RULE.courtier));
      break;
    }
    case 'trade': {
      payCost(p, m.pay);
      emit(ctx, { type: 'trade', seat: ctx.seat, option: m.option, pay: m.pay, rule: discount ? RULE.discount : RULE.trade });
      if (m.option === 'influence') pushFront(ctx, [{ t: 'influence', free: false }]);
      else {
        const pile = s.merchandise[m.option];
        const tile = pile.shift()!;
        p.merchandise.push(tile);
        const revealed = pile[0] ?? null;
        if (revealed) ctx.revealed = true;
        emit(ctx, { type: 'merchandise', seat: ctx.seat, pile: m.option, tile, revealed, rule: RULE.trade });
      }
      break;
    }
    default:
      throw new Error(`not an action move: ${m.type}`);
  }
}
