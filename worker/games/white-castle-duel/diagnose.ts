/** Why a well-formed move is refused: the precise rejection (code, message, rule) for a move that is not legal now. */
import type { Seat } from '../../engine/contract';
import { BOARD, deckSlot, influenceCard, maxCourtierStep, trainingTile, type ActionKind, type Cost } from './data';
import { CAP, fail } from './context';
import { anyDeckAffordable } from './legal-moves';
import { discounted, keepOptions, payments } from './payments';
import { RULE } from './rule-ids';
import { taskRule } from './settle';
import type { Pay, PlayerState, Task, WcdMove, WcdState } from './state';

const qty = (n: number, what: string): string => `${n} ${what}`;

export function describeTaskEn(task: Task): string {
  switch (task.t) {
    case 'gain': return 'a gain';
    case 'keep': return 'choose which coins and Daimyo seals to keep ("keep")';
    case 'any': return `choose ${task.n} resource(s) ("resource")`;
    case 'well': return `choose ${task.n} well benefit(s) ("well")`;
    case 'lanternCard': return 'take a lantern card from the row ("lantern-card")';
    case 'activate': return 'choose the lantern to activate ("lantern")';
    case 'improve': return `improve up to ${task.n} influence card(s) ("improve" or "skip")`;
    case 'action': return `the ${task.action} action${task.discount ? ` at ${task.discount} less` : ''} ("${task.action}" or "skip")`;
    case 'influence': return `${task.free ? 'take' : 'buy'} the top card of a deck ("buy" or "skip")`;
    case 'scroll': return `the scroll action of ${influenceCard(task.card).name.en} ("scroll" or "skip")`;
    case 'choice': return 'choose one of the rewards ("choose")';
  }
}

const TASK_MOVES: Record<Task['t'], string[]> = {
  gain: [],
  keep: ['keep'],
  any: ['resource'],
  well: ['well'],
  lanternCard: ['lantern-card'],
  activate: ['lantern'],
  improve: ['improve', 'skip'],
  action: ['garden', 'training', 'courtier', 'trade', 'skip'],
  influence: ['buy', 'skip'],
  scroll: ['scroll', 'skip'],
  choice: ['choose'],
};

function paymentProblem(cost: Cost, pay: Pay | undefined, p: PlayerState, what: string, rule: string): never {
  const options = payments(cost, p);
  if (options.length === 0) fail('cannot-afford', `You cannot pay ${costEn(cost)} for ${what}.`, rule);
  fail('bad-payment', `${what} costs ${costEn(cost)}; pay it exactly, for example ${JSON.stringify(options[0])} (you offered ${JSON.stringify(pay ?? {})}).`, rule);
}

export function costEn(cost: Cost): string {
  const parts: string[] = [];
  if (cost.food) parts.push(qty(cost.food, 'food'));
  if (cost.iron) parts.push(qty(cost.iron, 'iron'));
  if (cost.pearl) parts.push(qty(cost.pearl, 'mother-of-pearl'));
  if (cost.coins) parts.push(qty(cost.coins, cost.coins === 1 ? 'coin' : 'coins'));
  if (cost.seals) parts.push(qty(cost.seals, cost.seals === 1 ? 'Daimyo seal' : 'Daimyo seals'));
  if (cost.coinOrSeal) parts.push(qty(cost.coinOrSeal, 'coins and/or Daimyo seals'));
  if (cost.anyResource) parts.push(qty(cost.anyResource, cost.anyResource === 1 ? 'resource of your choice' : 'resources of your choice'));
  return parts.length ? parts.join(' + ') : 'nothing';
}

function actionProblem(s: WcdState, p: PlayerState, m: WcdMove, discount: number): never {
  const rule = discount > 0 ? RULE.discount : RULE.twoActions;
  switch (m.type) {
    case 'garden': {
      const g = BOARD.gardens[m.garden];
      if (m.column >= g.columns.length) fail('bad-column', `The ${m.garden} garden has columns 0 to ${g.columns.length - 1}.`, RULE.garden);
      if (p.clanSeals <= 0) fail('no-clan-seal', 'You have no clan seal left to place.', RULE.garden);
      if (!s.gardens[m.garden].seals[m.column]!.includes(null)) fail('no-space', `Column ${m.column} of the ${m.garden} garden is full.`, RULE.garden);
      const cost = discounted(g.cost.food, discount);
      if (p.food < cost) fail('cannot-afford', `The ${m.garden} garden costs ${cost} food; you have ${p.food}.`, RULE.garden);
      break;
    }
    case 'training': {
      const y = BOARD.trainingYards[m.yard];
      const n = trainingTile(s.yards[m.yard].tile).rewards.length;
      if (m.reward >= n) fail('bad-reward', `The ${m.yard} yard tile offers rewards 0 to ${n - 1}.`, RULE.training);
      if (p.clanSeals <= 0) fail('no-clan-seal', 'You have no clan seal left to place.', RULE.training);
      if (!s.yards[m.yard].seals.includes(null)) fail('no-space', `The ${m.yard} training yard is full.`, RULE.training);
      const cost = discounted(y.cost.iron, discount);
      if (p.iron < cost) fail('cannot-afford', `The ${m.yard} training yard costs ${cost} iron; you have ${p.iron}.`, RULE.training);
      break;
    }
    case 'courtier': {
      const mv = BOARD.courtier.moves.find((x) => x.steps === m.steps);
      if (!mv) fail('bad-steps', `The courtier moves ${BOARD.courtier.moves.map((x) => x.steps).join(' or ')} steps.`, RULE.courtier);
      if (p.courtier.step + m.steps > maxCourtierStep()) fail('too-far', `Your courtier is on step ${p.courtier.step} of ${maxCourtierStep()}; it cannot climb ${m.steps} more.`, RULE.courtier);
      const cost = discounted(mv.cost.pearl, discount);
      if (p.pearl < cost) fail('cannot-afford', `Climbing ${m.steps} step(s) costs ${cost} mother-of-pearl; you have ${p.pearl}.`, RULE.courtier);
      if (p.courtier.path === null && m.path === undefined) fail('path-required', 'Your first courtier move must choose a path ("left" or "right").', RULE.courtier);
      if (p.courtier.path === null && s.players.some((q) => q.courtier.path === m.path)) fail('path-taken', `The ${m.path} path belongs to your opponent.`, RULE.courtier);
      if (p.courtier.path !== null && m.path !== undefined) fail('path-chosen', `Your courtier already follows the ${p.courtier.path} path; leave "path" out.`, RULE.courtier);
      break;
    }
    case 'trade': {
      const n = discounted(BOARD.trade[m.option], discount);
      if (m.option === 'influence' && !anyDeckAffordable(s, p)) fail('cannot-afford', 'You cannot afford the top card of any deck.', RULE.trade);
      if (m.option !== 'influence' && s.merchandise[m.option].length === 0) fail('pile-empty', `The ${m.option} merchandise pile is empty.`, RULE.trade);
      paymentProblem({ anyResource: n }, m.pay, p, `this trade`, RULE.trade);
    }
  }
  fail('illegal-move', 'This action is not possible now.', rule);
}

export function diagnose(s: WcdState, seat: Seat, m: WcdMove): never {
  const p = s.players[seat]!;
  if (s.phase === 'start-cards') {
    if (m.type !== 'start-card') fail('wrong-phase', 'Pick a starting card first ("start-card").', RULE.startingCards);
    fail('not-offered', `Starting card ${m.card} is not among the cards offered (${s.startOffer.join(', ')}).`, RULE.startingCards);
  }
  if (m.type === 'start-card') fail('wrong-phase', 'Starting cards are only picked during set-up.', RULE.startingCards);
  const turn = s.turn!;
  if (m.type === 'undo') fail('nothing-to-undo', 'There is no step of this turn to undo (undo never goes back past a revealed card).', RULE.undo);
  if (m.type === 'convert') {
    if (p.seals < BOARD.conversion.seals) fail('not-enough-seals', `Converting needs ${BOARD.conversion.seals} Daimyo seals; you have ${p.seals}.`, RULE.convert);
    fail('resource-full', `Your ${m.resource} track is already at ${CAP.resourceMax}.`, RULE.convert);
  }
  if (turn.stage === 'start') {
    switch (m.type) {
      case 'exchange':
        if (turn.exchangeUsed) fail('exchange-used', 'Only one exchange token may be used per turn.', RULE.exchange);
        if (p.exchange <= 0) fail('no-exchange-token', 'You have no exchange token.', RULE.exchange);
        fail('same-tile', 'Choose two different action tiles to swap.', RULE.exchange);
      case 'place': {
        if (s.round !== 1) fail('wrong-round', 'In the Return round you take a lantern token back ("take").', RULE.take);
        const loc = s.castle.locations[m.location]!;
        if (p.tokens[m.color] <= 0) fail('no-token', `You have no ${m.color} lantern token left in your domain.`, RULE.place);
        if (loc.stack.length === 0 && loc.color === m.color) fail('location-color', `Location ${m.location} is ${loc.color}: its first token cannot be ${m.color}.`, RULE.place);
        fail('color-in-stack', `Location ${m.location} already holds a ${m.color} token.`, RULE.place);
      }
      case 'take':
        if (s.round !== 2) fail('wrong-round', 'In the Outgoing round you place a lantern token ("place").', RULE.place);
        fail('empty-location', `Location ${m.location} holds no lantern token.`, RULE.take);
      default:
        fail('move-lantern-first', s.round === 1 ? 'Place a lantern token first ("place"), or use an exchange token before.' : 'Take a lantern token back first ("take"), or use an exchange token before.', s.round === 1 ? RULE.place : RULE.take);
    }
  }
  if (m.type === 'exchange') fail('exchange-too-late', 'An exchange token can only be used before moving a lantern token.', RULE.exchange);
  if (m.type === 'place' || m.type === 'take') fail('already-moved', 'You already moved a lantern token this turn.', RULE.turnOrder);
  if (turn.queue.length > 0) {
    const task = turn.queue[0]!;
    if (!TASK_MOVES[task.t].includes(m.type)) fail('pending-decision', `First resolve: ${describeTaskEn(task)}.`, taskRule(task));
    switch (m.type) {
      case 'keep': {
        const total = keepOptions(p, task.t === 'keep' ? task.coins : 0, task.t === 'keep' ? task.seals : 0, task.t === 'keep' ? task.flex : 0);
        fail('bad-keep', `Keep one of: ${total.map((o) => `${o.coins} coins + ${o.seals} seals`).join('; ')} (at most ${CAP.coinsAndSeals} together).`, RULE.coinsSeals);
      }
      case 'resource':
        fail('resource-full', `Your ${m.resource} track is already at ${CAP.resourceMax}.`, RULE.resources);
      case 'well':
        if (!BOARD.well.includes(m.benefit)) fail('bad-benefit', `The well does not offer "${m.benefit}".`, RULE.well);
        fail('useless-benefit', `That benefit would be lost entirely (${m.benefit} is at its maximum).`, RULE.well);
      case 'lantern-card':
        fail('not-in-row', `Lantern card ${m.card} is not in the row (${s.lanternRow.join(', ')}).`, RULE.takeLanternCard);
      case 'lantern':
        fail('wrong-lantern', `This effect activates your ${task.t === 'activate' ? task.color : ''} lantern.`, RULE.activate);
      case 'improve': {
        const card = p.influence.find((c) => c.card === m.card);
        if (!card) fail('not-your-card', `${m.card} is not one of your influence cards.`, RULE.improve);
        fail('already-improved', `${m.card} is already improved.`, RULE.improve);
      }
      case 'choose':
        fail('bad-option', `Choose an option from 0 to ${task.t === 'choice' ? task.options.length - 1 : 0}.`, RULE.choice);
      case 'skip':
        fail('not-optional', 'This step cannot be skipped.', taskRule(task));
      case 'buy': {
        const d = s.castle.decks[m.deck - 1]!;
        if (d.length === 0) fail('deck-empty', `Deck ${m.deck} is empty.`, RULE.emptyDeck);
        if (task.t === 'influence' && task.free) fail('free-card', 'This card is free: leave "pay" out.', RULE.influenceEffect);
        paymentProblem(influenceCard(d[0]!).cost, m.pay, p, influenceCard(d[0]!).name.en, RULE.buyInfluence);
      }
      case 'scroll': {
        const scroll: { cost?: Cost } = task.t === 'scroll' ? influenceCard(task.card).scroll : {};
        if (!scroll.cost) fail('bad-payment', 'This scroll costs nothing: leave "pay" out.', RULE.scroll);
        paymentProblem(scroll.cost, m.pay, p, 'this scroll', RULE.scroll);
      }
      default:
        if (task.t === 'action' && m.type !== task.action) fail('pending-decision', `First resolve: ${describeTaskEn(task)}.`, taskRule(task));
        actionProblem(s, p, m, task.t === 'action' ? task.discount : 0);
    }
  }
  if (turn.remaining.length === 0) {
    fail('turn-finished', 'Both actions are resolved: end your turn ("end-turn").', RULE.endTurn);
  }
  const loc = turn.location!;
  switch (m.type) {
    case 'end-turn':
      fail('actions-left', `Resolve or decline the actions next to ${loc} first (${turn.remaining.join(', ')}).`, RULE.twoActions);
    case 'decline':
      if (!turn.remaining.includes(m.slot)) fail('not-adjacent', `${m.slot} is not an unresolved action next to ${loc} (${turn.remaining.join(', ')}).`, RULE.twoActions);
      fail('useless-benefit', `That benefit would be lost entirely (${m.benefit} is at its maximum).`, RULE.decline);
    case 'buy': {
      const slot = deckSlot(m.deck);
      if (!turn.remaining.includes(slot)) fail('not-adjacent', `Deck ${m.deck} is not an unresolved action next to ${loc}.`, RULE.twoActions);
      const d = s.castle.decks[m.deck - 1]!;
      if (d.length === 0) fail('deck-empty', `Deck ${m.deck} is empty: decline it for a well benefit instead.`, RULE.emptyDeck);
      paymentProblem(influenceCard(d[0]!).cost, m.pay, p, influenceCard(d[0]!).name.en, RULE.buyInfluence);
    }
    case 'garden':
    case 'training':
    case 'courtier':
    case 'trade':
    case 'lantern':
    case 'improve': {
      const kind: ActionKind = m.type;
      if (!turn.remaining.some((slot) => s.castle.actions[slot] === kind)) fail('not-adjacent', `There is no unresolved ${kind} action next to ${loc}.`, RULE.twoActions);
      if (m.type === 'improve') {
        const card = p.influence.find((c) => c.card === m.card);
        if (!card) fail('not-your-card', `${m.card} is not one of your influence cards.`, RULE.improve);
        fail('already-improved', `${m.card} is already improved.`, RULE.improve);
      }
      if (m.type === 'lantern') fail('wrong-lantern', 'This lantern cannot be activated here.', RULE.lanternAction);
      actionProblem(s, p, m, 0);
    }
    default:
      fail('nothing-pending', `Nothing asks for "${m.type}" now: resolve or decline the actions next to ${loc} (${turn.remaining.join(', ')}).`, RULE.twoActions);
  }
}
