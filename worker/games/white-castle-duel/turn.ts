/**
 * Applying a legal move: the steps of a turn (starting card, exchange, placing or taking a lantern
 * token, answering the pending decision, resolving or declining a castle action, conversion) and the
 * end of a turn, a round and the game.
 */
import type { Seat } from '../../engine/contract';
import { BOARD, RESOURCES, deckNumber, deckSlot, influenceCard, locationOf, startingCard, type Color } from './data';
import { doAction, doBuy } from './castle-actions';
import { CAP, TURNS_PER_ROUND, actionTileEffect, emit, me, other, seatOfTurn, type Ctx } from './context';
import { activate, benefitGain, effectsToTasks, pushFront, setCoinsSeals, takeLanternCard } from './effects';
import { payCost } from './payments';
import { RULE } from './rule-ids';
import { resultOf, scoreOf } from './scoring';
import { actionRule, settle, taskRule } from './settle';
import type { TurnState, WcdMove, WcdState } from './state';

function beginTurn(s: WcdState, seat: Seat): void {
  const turn: TurnState = { seat, stage: 'start', exchangeUsed: false, location: null, remaining: [], queue: [] };
  s.turn = turn;
}

function startActions(ctx: Ctx, location: string, covered: Color): void {
  const turn = ctx.s.turn!;
  turn.stage = 'actions';
  turn.location = location;
  turn.remaining = [...locationOf(location).neighbours];
  activate(ctx, covered, RULE.lanternReward);
}

function resolveDecision(ctx: Ctx, m: WcdMove): void {
  const q = ctx.s.turn!.queue;
  const task = q.shift()!;
  const p = me(ctx);
  switch (m.type) {
    case 'keep':
      if (task.t !== 'keep') break;
      setCoinsSeals(ctx, m.coins, m.seals, task.coins + task.seals + task.flex, RULE.coinsSeals);
      return;
    case 'resource':
      if (task.t !== 'any') break;
      if (task.n > 1) q.unshift({ t: 'any', n: task.n - 1 });
      q.unshift({ t: 'gain', g: { [m.resource]: 1 }, rule: RULE.anyResource });
      return;
    case 'well':
      if (task.t !== 'well') break;
      emit(ctx, { type: 'well', seat: ctx.seat, benefit: m.benefit, rule: RULE.wellEffect });
      if (task.n > 1) q.unshift({ t: 'well', n: task.n - 1 });
      q.unshift({ t: 'gain', g: benefitGain(m.benefit), rule: RULE.well });
      return;
    case 'lantern-card':
      if (task.t !== 'lanternCard') break;
      takeLanternCard(ctx, m.card, task.activate);
      return;
    case 'lantern':
      if (task.t !== 'activate') break;
      activate(ctx, m.color, RULE.activate);
      return;
    case 'improve': {
      if (task.t !== 'improve') break;
      const card = p.influence.find((c) => c.card === m.card)!;
      card.improved = true;
      emit(ctx, { type: 'improve', seat: ctx.seat, card: m.card, rule: RULE.improve });
      if (task.n > 1) q.unshift({ t: 'improve', n: task.n - 1 });
      return;
    }
    case 'skip':
      emit(ctx, { type: 'skip', seat: ctx.seat, what: task.t === 'action' ? task.action : task.t, card: task.t === 'scroll' ? task.card : undefined, auto: false, rule: taskRule(task) });
      return;
    case 'buy':
      if (task.t !== 'influence') break;
      doBuy(ctx, m.deck, m.pay, task.free);
      return;
    case 'scroll': {
      if (task.t !== 'scroll') break;
      const card = influenceCard(task.card);
      if (card.scroll.cost && m.pay) payCost(p, m.pay);
      emit(ctx, { type: 'scroll', seat: ctx.seat, card: task.card, pay: m.pay ?? {}, rule: RULE.scroll });
      pushFront(ctx, effectsToTasks(card.scroll.effects, RULE.scroll));
      return;
    }
    case 'choose':
      if (task.t !== 'choice') break;
      emit(ctx, { type: 'choose', seat: ctx.seat, option: m.option, rule: RULE.choice });
      pushFront(ctx, effectsToTasks(task.options[m.option]!, RULE.choice));
      return;
    case 'garden':
    case 'training':
    case 'courtier':
    case 'trade':
      if (task.t !== 'action') break;
      doAction(ctx, m, task.discount);
      return;
  }
  throw new Error(`move ${m.type} does not answer task ${task.t}`);
}

function resolveSlot(ctx: Ctx, m: WcdMove): void {
  const s = ctx.s;
  const turn = s.turn!;
  const removeSlot = (slot: string): void => {
    turn.remaining.splice(turn.remaining.indexOf(slot), 1);
  };
  switch (m.type) {
    case 'decline': {
      removeSlot(m.slot);
      const empty = m.slot.startsWith('D') && s.castle.decks[deckNumber(m.slot) - 1]!.length === 0;
      emit(ctx, { type: 'decline', seat: ctx.seat, slot: m.slot, action: m.slot.startsWith('D') ? 'influence' : s.castle.actions[m.slot], benefit: m.benefit, rule: empty ? RULE.emptyDeck : RULE.decline });
      pushFront(ctx, [{ t: 'gain', g: benefitGain(m.benefit), rule: RULE.well }]);
      return;
    }
    case 'buy':
      removeSlot(deckSlot(m.deck));
      doBuy(ctx, m.deck, m.pay, false);
      return;
    case 'lantern':
    case 'improve': {
      const slot = turn.remaining.find((x) => s.castle.actions[x] === m.type)!;
      removeSlot(slot);
      emit(ctx, { type: 'action', seat: ctx.seat, slot, action: m.type, rule: actionRule(m.type) });
      pushFront(ctx, effectsToTasks([actionTileEffect(m.type)!], actionRule(m.type)));
      resolveDecision(ctx, m);
      return;
    }
    case 'garden':
    case 'training':
    case 'courtier':
    case 'trade': {
      const slot = turn.remaining.find((x) => s.castle.actions[x] === m.type)!;
      removeSlot(slot);
      doAction(ctx, m, 0);
      return;
    }
  }
  throw new Error(`move ${m.type} is not a castle action`);
}

function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  const p = me(ctx);
  p.turns[(s.round - 1) as 0 | 1] += 1;
  emit(ctx, { type: 'turn-end', seat: ctx.seat, round: s.round, turn: s.turnInRound + 1, rule: RULE.endTurn });
  s.turnInRound += 1;
  if (s.turnInRound >= TURNS_PER_ROUND) {
    if (s.round === 1) {
      s.round = 2;
      s.turnInRound = 0;
      s.firstPlayer = other(s.firstPlayer);
      emit(ctx, { type: 'round-start', round: 2, firstPlayer: s.firstPlayer, rule: RULE.maintenance });
      beginTurn(s, s.firstPlayer);
    } else {
      s.phase = 'over';
      s.turn = null;
      const r = resultOf(s);
      emit(ctx, { type: 'game-over', scores: s.players.map((_, seat) => scoreOf(s, seat).total), winners: r.winners, rule: RULE.finalScoring });
    }
  } else beginTurn(s, seatOfTurn(s, s.turnInRound));
}

export function execute(ctx: Ctx, m: WcdMove): void {
  const s = ctx.s;
  const p = me(ctx);
  switch (m.type) {
    case 'start-card': {
      const card = startingCard(m.card);
      for (const r of RESOURCES) p[r] = Math.min(CAP.resourceMax, p[r] + (card.gain[r] ?? 0));
      p.coins += card.gain.coins ?? 0;
      p.seals += card.gain.seals ?? 0;
      p.points += card.gain.points ?? 0;
      p.exchange = Math.min(CAP.exchangeMax, p.exchange + (card.gain.exchange ?? 0));
      p.lanterns[card.back.color].push(card.id);
      p.startCard = card.id;
      s.startOffer = s.startOffer.filter((c) => c !== card.id);
      emit(ctx, { type: 'start-card', seat: ctx.seat, card: card.id, color: card.back.color, rule: RULE.startingCards });
      if (s.players[other(ctx.seat)]!.startCard === null) s.startPicker = other(ctx.seat);
      else {
        s.startPicker = null;
        s.startOffer = [];
        s.phase = 'play';
        emit(ctx, { type: 'round-start', round: 1, firstPlayer: s.firstPlayer, rule: RULE.rounds });
        beginTurn(s, s.firstPlayer);
      }
      return;
    }
    case 'exchange': {
      p.exchange -= 1;
      const a = s.castle.actions[m.a]!;
      s.castle.actions[m.a] = s.castle.actions[m.b]!;
      s.castle.actions[m.b] = a;
      s.turn!.exchangeUsed = true;
      emit(ctx, { type: 'exchange', seat: ctx.seat, a: m.a, b: m.b, tiles: [s.castle.actions[m.b], s.castle.actions[m.a]], rule: RULE.exchange });
      return;
    }
    case 'place': {
      const loc = s.castle.locations[m.location]!;
      const covered = loc.stack.length > 0 ? loc.stack[loc.stack.length - 1]! : loc.color;
      p.tokens[m.color] -= 1;
      loc.stack.push(m.color);
      emit(ctx, { type: 'place', seat: ctx.seat, color: m.color, location: m.location, covered, rule: RULE.place });
      startActions(ctx, m.location, covered);
      break;
    }
    case 'take': {
      const loc = s.castle.locations[m.location]!;
      const color = loc.stack.pop()!;
      p.tokens[color] += 1;
      emit(ctx, { type: 'take', seat: ctx.seat, color, location: m.location, rule: RULE.take });
      startActions(ctx, m.location, color);
      break;
    }
    case 'convert':
      p.seals -= BOARD.conversion.seals;
      p[m.resource] = Math.min(CAP.resourceMax, p[m.resource] + BOARD.conversion.resources);
      emit(ctx, { type: 'convert', seat: ctx.seat, resource: m.resource, rule: RULE.convert });
      break;
    case 'end-turn':
      endTurn(ctx);
      return;
    default:
      if (s.turn!.queue.length > 0) resolveDecision(ctx, m);
      else resolveSlot(ctx, m);
  }
  settle(ctx);
}
