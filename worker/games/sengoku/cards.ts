/**
 * The 12 tactic cards and the 6 Daimyo cards, one rule object per card:
 *  - `parse` reads the untrusted move fields (shape only; throws MoveError 'bad_move');
 *  - `whyImpossible` says why this exact effect cannot happen on this board (null when it can);
 *  - `apply` performs it on a cloned state and records every pawn it touched;
 *  - `candidates` lists the effects to try; the legal moves are the candidates `whyImpossible` accepts.
 * A card is offered only when at least one of its effects is possible, which is the rulebook's
 * "if you cannot carry out the whole text, you cannot pick the card".
 */
import { KYOTO, PROVINCE_IDS, areLinked, byId, neighbours, provinceName as name, type Link, type ProvinceId } from './board';
import { DAIMYO_IDS, TACTIC_IDS, daimyoRule, tacticRule, type DaimyoId, type TacticId } from './rule-ids';
import {
  MoveError, armiesOf, armiesText, daimyoProvince, placeFromReserve, readAllocations, readArray, readBoolean, readInt,
  readItem, readOpponent, readProvince, requireSorted, returnToReserve, seatsOf, shiftArmies, shiftDaimyo,
  type Allocation, type CardDetails, type DaimyoMove, type OpponentMove, type OwnMove, type Raw, type SengokuState, type TacticMove,
} from './state';

export interface CardRule<M> {
  /** Fields of the move besides `type` and `card`. */
  fields: readonly string[];
  parse(raw: Raw, s: SengokuState, seat: number): M;
  whyImpossible(s: SengokuState, seat: number, move: M): string | null;
  apply(s: SengokuState, seat: number, move: M, d: CardDetails): void;
  candidates(s: SengokuState, seat: number): M[];
}

const LINK_WORDS: Record<Link, string> = { any: 'adjacent to', land: 'linked by land to', sea: 'linked by sea to' };

function notLinked(from: ProvinceId, to: ProvinceId, link: Link): string {
  return `${name(to)} is not ${LINK_WORDS[link]} ${name(from)}`;
}

function needOwn(s: SengokuState, seat: number, at: ProvinceId, need: number): string | null {
  const own = armiesOf(s, at, seat);
  if (own >= need) return null;
  return own === 0 ? `you have no army in ${name(at)}` : `you need ${armiesText(need)} in ${name(at)}, you have ${own}`;
}

function needOpponent(s: SengokuState, opponent: number, at: ProvinceId, need: number): string | null {
  const theirs = armiesOf(s, at, opponent);
  if (theirs >= need) return null;
  return `that opponent has ${theirs === 0 ? 'no army' : `only ${armiesText(theirs)}`} in ${name(at)}${need > 1 ? ` (${need} needed)` : ''}`;
}

function needReserve(s: SengokuState, seat: number, need: number): string | null {
  const have = s.reserves[seat]!.armies;
  if (have >= need) return null;
  return `your reserve holds ${have === 0 ? 'no army pawn' : `only ${armiesText(have)}`} (${need} needed; a Daimyo pawn never stands in for an army)`;
}

function readFromTo(raw: Raw, rule: string): { from: ProvinceId; to: ProvinceId } {
  const from = readProvince(raw.from, 'from', rule);
  const to = readProvince(raw.to, 'to', rule);
  if (from === to) throw new MoveError('bad_move', 'from and to must be two different provinces', rule);
  return { from, to };
}

function opponentsOf(s: SengokuState, seat: number): number[] {
  return seatsOf(s).filter((x) => x !== seat);
}

/**
 * Every way to take between 1 and `maxTotal` pawns from a list of options, each at most its cap,
 * as `[option, count]` lists in the options' order (which callers keep sorted by province id).
 */
export function allocations<T>(options: { key: T; cap: number }[], maxTotal: number): [T, number][][] {
  const out: [T, number][][] = [];
  const walk = (i: number, left: number, acc: [T, number][]): void => {
    if (i === options.length) {
      if (acc.length > 0) out.push(acc.slice());
      return;
    }
    const { key, cap } = options[i]!;
    walk(i + 1, left, acc);
    for (let n = 1; n <= Math.min(cap, left); n++) {
      acc.push([key, n]);
      walk(i + 1, left - n, acc);
      acc.pop();
    }
  };
  walk(0, maxTotal, []);
  return out;
}

// ---------------------------------------------------------------- tactic cards

type Tactic<C extends TacticId> = Extract<TacticMove, { card: C }>;

/** Scout, Over the Mountains, Navy and Squad: some of your armies from one province to one neighbour. */
function ownArmiesCard<C extends 'scout' | 'mountain-pass' | 'navy' | 'squad'>(
  card: C, link: Link, need: number, howMany: (own: number) => number,
): CardRule<OwnMove<C>> {
  const rule = tacticRule(card);
  return {
    fields: ['from', 'to'],
    parse: (raw) => ({ type: 'tactic', card, ...readFromTo(raw, rule) }) as OwnMove<C>,
    whyImpossible: (s, seat, m) => needOwn(s, seat, m.from, need) ?? (areLinked(m.from, m.to, link) ? null : notLinked(m.from, m.to, link)),
    apply: (s, seat, m, d) => shiftArmies(s, d, seat, m.from, m.to, howMany(armiesOf(s, m.from, seat))),
    candidates: (s, seat) =>
      PROVINCE_IDS.filter((p) => armiesOf(s, p, seat) >= need).flatMap((from) =>
        neighbours(from, link).map((to) => ({ type: 'tactic', card, from, to }) as OwnMove<C>)),
  };
}

/** Exile, Prisoner and Decoy: opponent armies (and for Decoy one of yours) from one province to a neighbour. */
function opponentArmiesCard<C extends 'exile' | 'prisoner' | 'decoy'>(
  card: C, check: (s: SengokuState, seat: number, m: OpponentMove<C>) => string | null,
  perform: (s: SengokuState, seat: number, m: OpponentMove<C>, d: CardDetails) => void,
): CardRule<OpponentMove<C>> {
  const rule = tacticRule(card);
  return {
    fields: ['from', 'to', 'opponent'],
    parse: (raw, s, seat) => ({ type: 'tactic', card, ...readFromTo(raw, rule), opponent: readOpponent(s, seat, raw.opponent, 'opponent', rule) }),
    whyImpossible: (s, seat, m) => (areLinked(m.from, m.to) ? check(s, seat, m) : notLinked(m.from, m.to, 'any')),
    apply: perform,
    candidates: (s, seat) =>
      opponentsOf(s, seat).flatMap((opponent) =>
        PROVINCE_IDS.filter((p) => armiesOf(s, p, opponent) > 0).flatMap((from) =>
          neighbours(from).map((to) => ({ type: 'tactic' as const, card, from, to, opponent })))),
  };
}

export const TACTIC_RULES: { [C in TacticId]: CardRule<Tactic<C>> } = {
  scout: ownArmiesCard('scout', 'any', 1, () => 1),
  'mountain-pass': ownArmiesCard('mountain-pass', 'land', 2, () => 2),
  navy: ownArmiesCard('navy', 'sea', 2, () => 2),
  squad: ownArmiesCard('squad', 'any', 2, (own) => Math.floor(own / 2)),

  ninja: {
    fields: ['from', 'to'],
    parse: (raw) => ({ type: 'tactic', card: 'ninja', ...readFromTo(raw, tacticRule('ninja')) }),
    whyImpossible: (s, seat, m) =>
      needOwn(s, seat, m.from, 1) ?? (armiesOf(s, m.to, seat) > 0 ? null : `you have no army in ${name(m.to)} for the ninja to join`),
    apply: (s, seat, m, d) => shiftArmies(s, d, seat, m.from, m.to, 1),
    candidates: (s, seat) => {
      const mine = PROVINCE_IDS.filter((p) => armiesOf(s, p, seat) > 0);
      return mine.flatMap((from) => mine.filter((to) => to !== from).map((to) => ({ type: 'tactic' as const, card: 'ninja' as const, from, to })));
    },
  },

  kyoto: {
    fields: ['from'],
    parse: (raw) => {
      const rule = tacticRule('kyoto');
      const from = readArray(raw.from, 'from', 1, PROVINCE_IDS.length, rule).map((item, i) => {
        const r = readItem(item, `from[${i}]`, ['province', 'count'], rule);
        return { province: readProvince(r.province, `from[${i}].province`, rule), count: readInt(r.count, `from[${i}].count`, 1, 18, rule) };
      });
      requireSorted(from.map((f) => f.province), 'from', rule);
      return { type: 'tactic', card: 'kyoto', from };
    },
    whyImpossible: (s, seat, m) => {
      for (const f of m.from) {
        if (!areLinked(f.province, KYOTO)) return `${name(f.province)} is not adjacent to Kyoto`;
        const why = needOwn(s, seat, f.province, f.count);
        if (why) return why;
      }
      return null;
    },
    apply: (s, seat, m, d) => m.from.forEach((f) => shiftArmies(s, d, seat, f.province, KYOTO, f.count)),
    candidates: (s, seat) =>
      allocations(neighbours(KYOTO).map((p) => ({ key: p, cap: armiesOf(s, p, seat) })), Infinity).map((list) => ({
        type: 'tactic' as const, card: 'kyoto' as const, from: list.map(([p, count]) => ({ province: p, count })),
      })),
  },

  support: {
    fields: ['to'],
    parse: (raw) => ({ type: 'tactic', card: 'support', to: readProvince(raw.to, 'to', tacticRule('support')) }),
    whyImpossible: (s, seat, m) =>
      needReserve(s, seat, 1) ?? (armiesOf(s, m.to, seat) > 0 ? null : `you have no army in ${name(m.to)} to support`),
    apply: (s, seat, m, d) => placeFromReserve(s, d, seat, m.to, 1),
    candidates: () => PROVINCE_IDS.map((to) => ({ type: 'tactic' as const, card: 'support' as const, to })),
  },

  rebel: {
    fields: ['province', 'opponent'],
    parse: (raw, s, seat) => {
      const rule = tacticRule('rebel');
      return { type: 'tactic', card: 'rebel', province: readProvince(raw.province, 'province', rule), opponent: readOpponent(s, seat, raw.opponent, 'opponent', rule) };
    },
    whyImpossible: (s, seat, m) => needReserve(s, seat, 1) ?? needOpponent(s, m.opponent, m.province, 1),
    apply: (s, seat, m, d) => {
      returnToReserve(s, d, m.opponent, m.province, 1);
      placeFromReserve(s, d, seat, m.province, 1);
    },
    candidates: (s, seat) =>
      opponentsOf(s, seat).flatMap((opponent) =>
        PROVINCE_IDS.map((p) => ({ type: 'tactic' as const, card: 'rebel' as const, province: p, opponent }))),
  },

  exile: opponentArmiesCard('exile',
    (s, seat, m) => needOwn(s, seat, m.from, 1) ?? needOpponent(s, m.opponent, m.from, 1),
    (s, _seat, m, d) => shiftArmies(s, d, m.opponent, m.from, m.to, 1)),

  prisoner: opponentArmiesCard('prisoner',
    (s, seat, m) => needOpponent(s, m.opponent, m.from, 1) ?? (armiesOf(s, m.to, seat) > 0 ? null : `you have no army in ${name(m.to)} to receive the prisoner`),
    (s, _seat, m, d) => shiftArmies(s, d, m.opponent, m.from, m.to, 1)),

  decoy: opponentArmiesCard('decoy',
    (s, seat, m) => needOwn(s, seat, m.from, 1) ?? needOpponent(s, m.opponent, m.from, 2),
    (s, seat, m, d) => {
      shiftArmies(s, d, seat, m.from, m.to, 1);
      shiftArmies(s, d, m.opponent, m.from, m.to, 2);
    }),

  retreat: {
    fields: ['from'],
    parse: (raw) => {
      const rule = tacticRule('retreat');
      const list = readArray(raw.from, 'from', 2, 2, rule).map((p, i) => readProvince(p, `from[${i}]`, rule));
      requireSorted(list, 'from', rule, true);
      return { type: 'tactic', card: 'retreat', from: [list[0]!, list[1]!] };
    },
    whyImpossible: (s, seat, m) => {
      const [a, b] = m.from;
      return a === b ? needOwn(s, seat, a, 2) : needOwn(s, seat, a, 1) ?? needOwn(s, seat, b, 1);
    },
    apply: (s, seat, m, d) => {
      const [a, b] = m.from;
      if (a === b) returnToReserve(s, d, seat, a, 2);
      else m.from.forEach((p) => returnToReserve(s, d, seat, p, 1));
    },
    candidates: (s, seat) => {
      const mine = PROVINCE_IDS.filter((p) => armiesOf(s, p, seat) > 0).sort(byId);
      return mine.flatMap((a, i) => mine.slice(i).map((b) => ({ type: 'tactic' as const, card: 'retreat' as const, from: [a, b] as [string, string] })));
    },
  },
};

// ---------------------------------------------------------------- Daimyo cards

type Daimyo<C extends DaimyoId> = Extract<DaimyoMove, { card: C }>;

/** The province of the seat's Daimyo pawn; every Daimyo card acts around it. */
function home(s: SengokuState, seat: number): ProvinceId | null {
  return daimyoProvince(s, seat);
}

const NO_DAIMYO = 'your Daimyo pawn is not on the board yet';

function checkDestinations(from: ProvinceId, list: ProvinceId[], link: Link): string | null {
  const bad = list.find((to) => !areLinked(from, to, link));
  return bad === undefined ? null : notLinked(from, bad, link);
}

const total = (list: Allocation[]): number => list.reduce((n, a) => n + a.count, 0);

function toAllocations(list: [ProvinceId, number][]): Allocation[] {
  return list.map(([to, count]) => ({ to, count }));
}

export const DAIMYO_RULES: { [C in DaimyoId]: CardRule<Daimyo<C>> } = {
  'uesugi-kenshin': {
    fields: ['moves'],
    parse: (raw) => ({ type: 'daimyo', card: 'uesugi-kenshin', moves: readAllocations(raw.moves, 'moves', 1, 3, daimyoRule('uesugi-kenshin')) }),
    whyImpossible: (s, seat, m) => {
      const at = home(s, seat);
      if (!at) return NO_DAIMYO;
      return checkDestinations(at, m.moves.map((a) => a.to), 'land') ?? needOwn(s, seat, at, total(m.moves));
    },
    apply: (s, seat, m, d) => {
      const at = home(s, seat)!;
      m.moves.forEach((a) => shiftArmies(s, d, seat, at, a.to, a.count));
    },
    candidates: (s, seat) => {
      const at = home(s, seat);
      if (!at) return [];
      const own = armiesOf(s, at, seat);
      return allocations(neighbours(at, 'land').map((p) => ({ key: p, cap: own })), Math.min(3, own))
        .map((list) => ({ type: 'daimyo' as const, card: 'uesugi-kenshin' as const, moves: toAllocations(list) }));
    },
  },

  'takeda-shingen': {
    fields: ['opponent', 'moves'],
    parse: (raw, s, seat) => {
      const rule = daimyoRule('takeda-shingen');
      return { type: 'daimyo', card: 'takeda-shingen', opponent: readOpponent(s, seat, raw.opponent, 'opponent', rule), moves: readAllocations(raw.moves, 'moves', 1, 3, rule) };
    },
    whyImpossible: (s, seat, m) => {
      const at = home(s, seat);
      if (!at) return NO_DAIMYO;
      return checkDestinations(at, m.moves.map((a) => a.to), 'any') ?? needOpponent(s, m.opponent, at, total(m.moves));
    },
    apply: (s, seat, m, d) => {
      const at = home(s, seat)!;
      m.moves.forEach((a) => shiftArmies(s, d, m.opponent, at, a.to, a.count));
    },
    candidates: (s, seat) => {
      const at = home(s, seat);
      if (!at) return [];
      return opponentsOf(s, seat).flatMap((opponent) => {
        const theirs = armiesOf(s, at, opponent);
        return allocations(neighbours(at).map((p) => ({ key: p, cap: theirs })), Math.min(3, theirs))
          .map((list) => ({ type: 'daimyo' as const, card: 'takeda-shingen' as const, opponent, moves: toAllocations(list) }));
      });
    },
  },

  'oda-nobunaga': {
    fields: ['to', 'escort'],
    parse: (raw) => {
      const rule = daimyoRule('oda-nobunaga');
      return { type: 'daimyo', card: 'oda-nobunaga', to: readProvince(raw.to, 'to', rule), escort: readBoolean(raw.escort, 'escort', rule) };
    },
    whyImpossible: (s, seat, m) => {
      const at = home(s, seat);
      if (!at) return NO_DAIMYO;
      return checkDestinations(at, [m.to], 'any') ?? (m.escort ? needOwn(s, seat, at, 1) : null);
    },
    apply: (s, seat, m, d) => {
      const at = home(s, seat)!;
      shiftDaimyo(s, d, seat, at, m.to);
      if (m.escort) shiftArmies(s, d, seat, at, m.to, 1);
    },
    candidates: (s, seat) => {
      const at = home(s, seat);
      if (!at) return [];
      return neighbours(at).flatMap((to) => [false, true].map((escort) => ({ type: 'daimyo' as const, card: 'oda-nobunaga' as const, to, escort })));
    },
  },

  'mori-motonari': {
    fields: ['provinces'],
    parse: (raw) => {
      const rule = daimyoRule('mori-motonari');
      const list = readArray(raw.provinces, 'provinces', 1, 3, rule).map((p, i) => readProvince(p, `provinces[${i}]`, rule));
      requireSorted(list, 'provinces', rule);
      return { type: 'daimyo', card: 'mori-motonari', provinces: list };
    },
    whyImpossible: (s, seat, m) => {
      const at = home(s, seat);
      if (!at) return NO_DAIMYO;
      return checkDestinations(at, m.provinces, 'any') ?? needReserve(s, seat, m.provinces.length);
    },
    apply: (s, seat, m, d) => m.provinces.forEach((p) => placeFromReserve(s, d, seat, p, 1)),
    candidates: (s, seat) => {
      const at = home(s, seat);
      if (!at) return [];
      const most = Math.min(3, s.reserves[seat]!.armies);
      return allocations(neighbours(at).map((p) => ({ key: p, cap: 1 })), most)
        .map((list) => ({ type: 'daimyo' as const, card: 'mori-motonari' as const, provinces: list.map(([p]) => p) }));
    },
  },

  'chosokabe-motochika': {
    fields: ['moves', 'daimyoTo'],
    parse: (raw) => {
      const rule = daimyoRule('chosokabe-motochika');
      const moves = readAllocations(raw.moves, 'moves', 0, 3, rule);
      const daimyoTo = raw.daimyoTo === null ? null : readProvince(raw.daimyoTo, 'daimyoTo (a province id or null)', rule);
      const units = total(moves) + (daimyoTo ? 1 : 0);
      if (units < 1 || units > 3) throw new MoveError('bad_move', `move from 1 to 3 units (armies and/or your Daimyo), not ${units}`, rule);
      return { type: 'daimyo', card: 'chosokabe-motochika', moves, daimyoTo };
    },
    whyImpossible: (s, seat, m) => {
      const at = home(s, seat);
      if (!at) return NO_DAIMYO;
      const targets = [...m.moves.map((a) => a.to), ...(m.daimyoTo ? [m.daimyoTo] : [])];
      return checkDestinations(at, targets, 'sea') ?? needOwn(s, seat, at, total(m.moves));
    },
    apply: (s, seat, m, d) => {
      const at = home(s, seat)!;
      m.moves.forEach((a) => shiftArmies(s, d, seat, at, a.to, a.count));
      if (m.daimyoTo) shiftDaimyo(s, d, seat, at, m.daimyoTo);
    },
    candidates: (s, seat) => {
      const at = home(s, seat);
      if (!at) return [];
      const seaward = neighbours(at, 'sea');
      const own = armiesOf(s, at, seat);
      const options = seaward.map((p) => ({ key: p, cap: own }));
      const out: Daimyo<'chosokabe-motochika'>[] = [];
      for (const daimyoTo of [null, ...seaward]) {
        const room = daimyoTo ? 2 : 3;
        const armies: Allocation[][] = allocations(options, Math.min(room, own)).map(toAllocations);
        if (daimyoTo) armies.unshift([]);
        for (const moves of armies) out.push({ type: 'daimyo', card: 'chosokabe-motochika', moves, daimyoTo });
      }
      return out;
    },
  },

  'otomo-sorin': {
    fields: ['targets'],
    parse: (raw, s, seat) => {
      const rule = daimyoRule('otomo-sorin');
      const targets = readArray(raw.targets, 'targets', 1, 2, rule).map((item, i) => {
        const r = readItem(item, `targets[${i}]`, ['province', 'opponent'], rule);
        return { province: readProvince(r.province, `targets[${i}].province`, rule), opponent: readOpponent(s, seat, r.opponent, `targets[${i}].opponent`, rule) };
      });
      requireSorted(targets.map((t) => t.province), 'targets', rule);
      return { type: 'daimyo', card: 'otomo-sorin', targets };
    },
    whyImpossible: (s, seat, m) => {
      const at = home(s, seat);
      if (!at) return NO_DAIMYO;
      const far = checkDestinations(at, m.targets.map((t) => t.province), 'any');
      if (far) return far;
      for (const t of m.targets) {
        const why = needOpponent(s, t.opponent, t.province, 1);
        if (why) return why;
      }
      return needReserve(s, seat, m.targets.length);
    },
    apply: (s, seat, m, d) => {
      for (const t of m.targets) {
        returnToReserve(s, d, t.opponent, t.province, 1);
        placeFromReserve(s, d, seat, t.province, 1);
      }
    },
    candidates: (s, seat) => {
      const at = home(s, seat);
      if (!at) return [];
      const singles = neighbours(at).flatMap((p) =>
        opponentsOf(s, seat).filter((o) => armiesOf(s, p, o) > 0).map((opponent) => ({ province: p, opponent })));
      const out: Daimyo<'otomo-sorin'>[] = singles.map((t) => ({ type: 'daimyo', card: 'otomo-sorin', targets: [t] }));
      for (let i = 0; i < singles.length; i++) {
        for (let j = i + 1; j < singles.length; j++) {
          if (singles[i]!.province !== singles[j]!.province) out.push({ type: 'daimyo', card: 'otomo-sorin', targets: [singles[i]!, singles[j]!] });
        }
      }
      return out;
    },
  },
};

export function isTacticId(x: unknown): x is TacticId {
  return typeof x === 'string' && (TACTIC_IDS as readonly string[]).includes(x);
}

export function isDaimyoId(x: unknown): x is DaimyoId {
  return typeof x === 'string' && (DAIMYO_IDS as readonly string[]).includes(x);
}

/** The effects of a card this seat could carry out now (empty: the card cannot be chosen). */
export function possibleEffects<M>(rule: CardRule<M>, s: SengokuState, seat: number): M[] {
  return rule.candidates(s, seat).filter((m) => rule.whyImpossible(s, seat, m) === null);
}
