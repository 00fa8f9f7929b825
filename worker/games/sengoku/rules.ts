/**
 * Sengoku rules: set-up, whose turn it is, the legal moves and applying a move.
 *
 * A turn in the deployment phase is either roll (+ optional reroll) then deploy, or one card (tactic,
 * or in the advanced game the Daimyo card). After the action the turn passes clockwise to the next
 * player who still has pawns in reserve; when every reserve is empty the war runs at once (war.ts).
 */
import { reject, type ApplyResult, type GameEvent, type SetupInput } from '../../engine/contract';
import { refuseBadShape } from '../../engine/move-schema';
import { nextInt, rollDie, seedRng, shuffled } from '../../engine/rng';
import { PROVINCE_IDS } from './board';
import { DAIMYO_RULES, TACTIC_RULES, isDaimyoId, isTacticId, possibleEffects, type CardRule } from './cards';
import { SENGOKU_MOVE_SCHEMA } from './move-schema';
import { DAIMYO_IDS, RULE, TACTIC_IDS, daimyoRule, tacticRule } from './rule-ids';
import {
  MoveError, SETUP, cloneState, colourName, emptyDetails, isPlainObject, onlyFields, readBoolean, reserveEmpty,
  type Raw, type SengokuMove, type SengokuOptions, type SengokuState,
} from './state';
import { runWar } from './war';

type PlayerCountSetup = { fan: number; katana: number[]; smallCastles: boolean; reinforcementsPerProvince: number };

export function playerCountSetup(players: number): PlayerCountSetup {
  const row = (SETUP.byPlayers as Record<string, PlayerCountSetup>)[String(players)];
  if (!row) throw new Error(`Sengoku is played by 2 to 4 players, not ${players}`);
  return row;
}

/** Armies per die of the single die: 1-2 → 1, 3-4 → 2, 5-6 → 3. */
export function armiesForDie(die: number): number {
  return Math.ceil(die / 2);
}

export function setupGame(input: SetupInput<SengokuOptions>): SengokuState {
  const { players, options } = input;
  const counts = playerCountSetup(players);
  const rng = seedRng(input.seed);
  // The order of draws is part of the replay contract: castles, fan, first player, Daimyo offer.
  const castles = shuffled(rng, SETUP.largeCastles);
  const fan = shuffled(rng, TACTIC_IDS).slice(0, counts.fan);
  const firstPlayer = nextInt(rng, players);
  const daimyoOffer = options.advanced ? shuffled(rng, DAIMYO_IDS).slice(0, players + 1) : [];
  const seats = Array.from({ length: players }, (_, i) => i);
  const zeros = () => seats.map(() => 0);
  return {
    players,
    advanced: options.advanced,
    rng,
    phase: options.advanced ? 'draft' : 'deployment',
    firstPlayer,
    // The draft starts with the player to the right of the first player (anticlockwise).
    current: options.advanced ? (firstPlayer - 1 + players) % players : firstPlayer,
    turn: { dice: null, rerolled: false },
    provinces: PROVINCE_IDS.map((id, i) => ({ id, castle: castles[i]!, armies: zeros(), daimyo: [], reinforcements: zeros(), result: null })),
    reserves: seats.map(() => (options.advanced ? { armies: SETUP.advanced.armies, daimyo: true } : { armies: SETUP.armies, daimyo: false })),
    katana: seats.map(() => null),
    katanaSupply: [...counts.katana],
    smallCastleSupply: counts.smallCastles ? [...SETUP.smallCastles] : [],
    fan,
    tacticUsed: seats.map(() => null),
    daimyoOffer,
    daimyoCards: seats.map(() => ({ card: null, used: false })),
    castlesWon: seats.map(() => ({ large: [], small: [] })),
    reinforcementSupply: SETUP.reinforcementPawns,
    cardsClosedBy: null,
  };
}

/**
 * The set-up as events (setup() itself returns only the state): where each castle went, the fan,
 * the katana tiles, the first player and the Daimyo offer. All of it is public.
 */
export function setupEvents(s: SengokuState): GameEvent[] {
  const events: GameEvent[] = [
    {
      type: 'setup', rule: RULE.board, players: s.players, advanced: s.advanced,
      castles: s.provinces.map((p) => ({ province: p.id, castle: p.castle })),
      fan: [...s.fan], katana: [...s.katanaSupply], smallCastles: [...s.smallCastleSupply],
      reserves: s.reserves.map((r) => ({ ...r })),
    },
    { type: 'first-player', rule: RULE.firstPlayer, seat: s.firstPlayer },
  ];
  if (s.advanced) events.push({ type: 'daimyo-offer', rule: RULE.advancedSetup, cards: [...s.daimyoOffer], firstPicker: s.current });
  return events;
}

export function awaiting(s: SengokuState): number[] {
  return s.phase === 'finished' || s.current === null ? [] : [s.current];
}

export function cardsClosed(s: SengokuState): boolean {
  return s.cardsClosedBy !== null;
}

// ---------------------------------------------------------------- legal moves

export function legalMoves(s: SengokuState, seat: number): SengokuMove[] {
  if (s.phase === 'finished' || s.current !== seat) return [];
  if (s.phase === 'draft') return s.daimyoOffer.map((card) => ({ type: 'draft', card }));
  if (s.turn.dice) return diceMoves(s, seat);
  return [{ type: 'roll' }, ...tacticMoves(s, seat), ...daimyoMoves(s, seat)];
}

function diceMoves(s: SengokuState, seat: number): SengokuMove[] {
  const moves: SengokuMove[] = s.turn.rerolled ? [] : [{ type: 'reroll' }];
  const reserve = s.reserves[seat]!;
  for (const die of [...new Set(s.turn.dice)].sort((a, b) => a - b)) {
    const count = deployCount(s, seat, die);
    if (reserve.armies >= count) moves.push({ type: 'deploy', die, daimyo: false });
    if (reserve.daimyo) moves.push({ type: 'deploy', die, daimyo: true });
  }
  return moves;
}

function tacticMoves(s: SengokuState, seat: number): SengokuMove[] {
  if (cardsClosed(s) || s.tacticUsed[seat]) return [];
  return s.fan.flatMap((card) => possibleEffects(TACTIC_RULES[card] as CardRule<SengokuMove>, s, seat));
}

function daimyoMoves(s: SengokuState, seat: number): SengokuMove[] {
  const own = s.daimyoCards[seat];
  if (!s.advanced || cardsClosed(s) || !own?.card || own.used) return [];
  return possibleEffects(DAIMYO_RULES[own.card] as CardRule<SengokuMove>, s, seat);
}

/** Pawns a deployment places: the die's armies, or all that remain (the Daimyo counting as one). */
export function deployCount(s: SengokuState, seat: number, die: number): number {
  const r = s.reserves[seat]!;
  return Math.min(armiesForDie(die), r.armies + (r.daimyo ? 1 : 0));
}

// ---------------------------------------------------------------- applying a move

type Result = ApplyResult<SengokuState>;

export function applyMove(s: SengokuState, seat: number, move: unknown): Result {
  if (s.phase === 'finished') return reject('game_over', 'the game is over', RULE.final);
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.players) {
    return reject('bad_seat', `seat must be a whole number from 0 to ${s.players - 1}`, RULE.playerCount);
  }
  // The shape first (unknown fields, types, sizes): nothing malformed reaches the rules or the log.
  const malformed = refuseBadShape(SENGOKU_MOVE_SCHEMA, move, 'bad_move', RULE.turnOrder);
  if (malformed) return malformed;
  if (!isPlainObject(move) || typeof move.type !== 'string') return reject('bad_move', 'a move must be an object with a string "type"', RULE.turnOrder);
  if (seat !== s.current) {
    const rule = s.phase === 'draft' ? RULE.draft : RULE.turnOrder;
    return reject('not_your_turn', `it is ${colourName(s.current!)}'s turn, not ${colourName(seat)}'s`, rule);
  }
  try {
    switch (move.type) {
      case 'draft': return draft(s, seat, move);
      case 'roll': return roll(s, seat, move);
      case 'reroll': return reroll(s, seat, move);
      case 'deploy': return deploy(s, seat, move);
      case 'tactic': return playTactic(s, seat, move);
      case 'daimyo': return playDaimyo(s, seat, move);
      default: return reject('bad_move', `unknown move type "${move.type.slice(0, 30)}"`, RULE.turnOrder);
    }
  } catch (e) {
    if (e instanceof MoveError) return reject(e.code, e.message, e.rule);
    throw e;
  }
}

function requirePhase(s: SengokuState, phase: SengokuState['phase'], what: string): void {
  if (s.phase !== phase) {
    const rule = s.phase === 'draft' ? RULE.draft : RULE.turnOrder;
    throw new MoveError('wrong_phase', `${what} is not possible during the ${s.phase} phase`, rule);
  }
}

function draft(s: SengokuState, seat: number, move: Raw): Result {
  requirePhase(s, 'draft', 'drafting a Daimyo card');
  onlyFields(move, ['type', 'card'], 'a draft move', RULE.draft);
  const card = move.card;
  if (!isDaimyoId(card)) return reject('bad_move', 'card must be a Daimyo card id', RULE.draft);
  if (!s.daimyoOffer.includes(card)) return reject('card_not_offered', `${card} is not among the revealed Daimyo cards`, RULE.draft);
  const next = cloneState(s);
  next.daimyoOffer = next.daimyoOffer.filter((c) => c !== card);
  next.daimyoCards[seat]!.card = card;
  // Everybody sees that a card was taken; only its new owner is told which one.
  const events: GameEvent[] = [
    { type: 'draft', rule: RULE.draft, seat },
    { type: 'draft-card', rule: RULE.draft, seat, card, visibleTo: [seat] },
  ];
  const nextPicker = (seat - 1 + s.players) % s.players;
  if (next.daimyoCards[nextPicker]!.card === null) {
    next.current = nextPicker;
  } else {
    // Everyone has a card: the last one goes back to the box and the first player deploys.
    events.push({ type: 'draft-end', rule: RULE.draft, returned: next.daimyoOffer[0] ?? null });
    next.daimyoOffer = [];
    next.phase = 'deployment';
    next.current = next.firstPlayer;
    events.push({ type: 'turn', rule: RULE.turnOrder, seat: next.firstPlayer });
  }
  return { ok: true, state: next, events };
}

function roll(s: SengokuState, seat: number, move: Raw): Result {
  requirePhase(s, 'deployment', 'rolling');
  onlyFields(move, ['type'], 'a roll move', RULE.roll);
  if (s.turn.dice) return reject('already_rolled', `you already rolled ${s.turn.dice.join(', ')} this turn: deploy, or reroll once`, RULE.roll);
  const next = cloneState(s);
  const dice = [rollDie(next.rng), rollDie(next.rng), rollDie(next.rng)];
  next.turn = { dice, rerolled: false };
  return { ok: true, state: next, events: [{ type: 'roll', rule: RULE.roll, seat, dice }] };
}

function reroll(s: SengokuState, seat: number, move: Raw): Result {
  requirePhase(s, 'deployment', 'rerolling');
  onlyFields(move, ['type'], 'a reroll move', RULE.roll);
  if (!s.turn.dice) return reject('must_roll_first', 'roll the dice before rerolling them', RULE.roll);
  if (s.turn.rerolled) return reject('reroll_used', 'you already rerolled this turn (all three dice, once per turn)', RULE.roll);
  const next = cloneState(s);
  const dice = [rollDie(next.rng), rollDie(next.rng), rollDie(next.rng)];
  next.turn = { dice, rerolled: true };
  return { ok: true, state: next, events: [{ type: 'reroll', rule: RULE.roll, seat, dice, previous: [...s.turn.dice] }] };
}

function deploy(s: SengokuState, seat: number, move: Raw): Result {
  requirePhase(s, 'deployment', 'deploying');
  onlyFields(move, ['type', 'die', 'daimyo'], 'a deploy move', RULE.deploy);
  const dice = s.turn.dice;
  if (!dice) return reject('must_roll_first', 'roll the dice before deploying', RULE.deploy);
  const die = move.die;
  if (typeof die !== 'number' || !Number.isInteger(die) || !dice.includes(die)) {
    return reject('bad_die', `die must be one of your dice (${dice.join(', ')})`, RULE.deploy);
  }
  const withDaimyo = readBoolean(move.daimyo, 'daimyo', RULE.deploy);
  const reserve = s.reserves[seat]!;
  const count = deployCount(s, seat, die);
  if (withDaimyo && !reserve.daimyo) {
    return reject('bad_move', s.advanced ? 'your Daimyo pawn is already on the board' : 'there is no Daimyo pawn in the basic game', RULE.daimyoPawn);
  }
  if (!withDaimyo && reserve.armies < count) {
    return reject('bad_move', `your reserve holds only ${reserve.armies} army pawn(s): your Daimyo pawn must be deployed too`, RULE.daimyoPawn);
  }
  // The two other dice name the province by the sum on its large castle.
  const others = [...dice];
  others.splice(others.indexOf(die), 1);
  const castle = others[0]! + others[1]!;
  const target = s.provinces.find((p) => p.castle === castle)!;

  const next = cloneState(s);
  const p = next.provinces.find((q) => q.id === target.id)!;
  const armies = withDaimyo ? count - 1 : count;
  next.reserves[seat]!.armies -= armies;
  p.armies[seat]! += armies;
  if (withDaimyo) {
    next.reserves[seat]!.daimyo = false;
    p.daimyo = [...p.daimyo, seat].sort((a, b) => a - b);
  }
  const events: GameEvent[] = [{
    type: 'deploy', rule: withDaimyo ? RULE.daimyoPawn : RULE.deploy, seat, die, dice: [...dice],
    province: p.id, castle, armies, daimyo: withDaimyo,
  }];
  endTurn(next, seat, events);
  return { ok: true, state: next, events };
}

/** Checks shared by tactic and Daimyo cards: before rolling, and only while no reserve is empty. */
function checkCardWindow(s: SengokuState, what: string, rule: string): void {
  requirePhase(s, 'deployment', `playing ${what}`);
  if (s.turn.dice) throw new MoveError('tactic_after_roll', `you rolled the dice this turn: ${what} can only be played instead of rolling`, rule);
  if (s.cardsClosedBy !== null) {
    const who = colourName(s.cardsClosedBy);
    throw new MoveError('cards_closed', `no card can be played once a reserve is empty: ${who} emptied theirs`, rule);
  }
}

function playTactic(s: SengokuState, seat: number, move: Raw): Result {
  checkCardWindow(s, 'a tactic card', RULE.tactics);
  const used = s.tacticUsed[seat];
  if (used) return reject('tactic_used', `you already played a tactic card this game (${used})`, RULE.tactics);
  const card = move.card;
  if (!isTacticId(card)) return reject('bad_move', 'card must be a tactic card id', RULE.tactics);
  if (!s.fan.includes(card)) return reject('card_not_in_fan', `${card} is not in the tactic fan`, RULE.tactics);
  const rule = TACTIC_RULES[card] as CardRule<SengokuMove>;
  onlyFields(move, ['type', 'card', ...rule.fields], `a ${card} move`, tacticRule(card));
  const parsed = rule.parse(move, s, seat);
  const why = rule.whyImpossible(s, seat, parsed);
  if (why) return reject('card_impossible', `${card} cannot be played that way: ${why}`, tacticRule(card));

  const next = cloneState(s);
  const details = emptyDetails();
  rule.apply(next, seat, parsed, details);
  next.fan = next.fan.filter((c) => c !== card);
  next.tacticUsed[seat] = card;
  const events: GameEvent[] = [{ type: 'tactic', rule: tacticRule(card), seat, card, move: parsed, details }];
  endTurn(next, seat, events);
  return { ok: true, state: next, events };
}

function playDaimyo(s: SengokuState, seat: number, move: Raw): Result {
  if (!s.advanced) return reject('bad_move', 'Daimyo cards belong to the advanced rules, not used in this game', RULE.daimyoCards);
  checkCardWindow(s, 'your Daimyo card', RULE.daimyoCards);
  const own = s.daimyoCards[seat]!;
  if (own.used) return reject('daimyo_used', 'you already used your Daimyo card this game', RULE.daimyoCards);
  const card = move.card;
  if (!isDaimyoId(card)) return reject('bad_move', 'card must be a Daimyo card id', RULE.daimyoCards);
  if (card !== own.card) return reject('not_your_card', 'that is not your Daimyo card', RULE.daimyoCards);
  const rule = DAIMYO_RULES[card] as CardRule<SengokuMove>;
  onlyFields(move, ['type', 'card', ...rule.fields], `a ${card} move`, daimyoRule(card));
  const parsed = rule.parse(move, s, seat);
  const why = rule.whyImpossible(s, seat, parsed);
  if (why) return reject('card_impossible', `${card} cannot be played that way: ${why}`, daimyoRule(card));

  const next = cloneState(s);
  const details = emptyDetails();
  rule.apply(next, seat, parsed, details);
  next.daimyoCards[seat]!.used = true;
  const events: GameEvent[] = [{ type: 'daimyo-card', rule: daimyoRule(card), seat, card, move: parsed, details }];
  endTurn(next, seat, events);
  return { ok: true, state: next, events };
}

/**
 * After an action: a seat whose reserve just emptied takes the highest katana tile left (and closes
 * the cards for everyone, if nobody had before); then the turn passes clockwise to the next seat with
 * pawns in reserve, or the war starts when there is none.
 */
function endTurn(s: SengokuState, actor: number, events: GameEvent[]): void {
  s.turn = { dice: null, rerolled: false };
  for (let i = 0; i < s.players; i++) {
    const seat = (actor + i) % s.players;
    if (!reserveEmpty(s, seat) || s.katana[seat] !== null) continue;
    const value = s.katanaSupply.pop()!;
    s.katana[seat] = value;
    events.push({ type: 'katana', rule: RULE.katana, seat, value });
    if (s.cardsClosedBy === null) {
      s.cardsClosedBy = seat;
      events.push({ type: 'cards-closed', rule: RULE.tactics, seat });
    }
  }
  for (let i = 1; i <= s.players; i++) {
    const seat = (actor + i) % s.players;
    if (!reserveEmpty(s, seat)) {
      s.current = seat;
      events.push({ type: 'turn', rule: RULE.turnOrder, seat });
      return;
    }
  }
  s.current = null;
  runWar(s, events);
}

