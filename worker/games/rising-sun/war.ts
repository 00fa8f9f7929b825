/**
 * The war phase: start-of-war cards, each war province in order (nobody, one clan, allies only, or a
 * battle), secret bids, the four battle advantages, the outcome, Imperial Poets and reparations.
 */
import type { Seat } from '../../engine/contract';
import {
  areAllied, bestOf, byHonor, copies, distinctVirtues, emit, forceIn, gainCoins, gainHonor, gainRonin, gainVp, isClan, isDaimyoLike,
  killFigures, loseVp, moreHonor, ownFiguresIn, ownsOni, param, presentSeats, type Ctx,
} from './core';
import { clashSteps } from './clash';
import { done, PASS, rej, type Prompt, type TaskOf } from './prompt';
import { R } from './rule-ids';
import { BID_ACTIONS, type BidSheet, type Figure, type ProvinceId, type RsMove, type RsState, type Task } from './types';

const ADV_RULE = { seppuku: R.seppuku, hostage: R.hostage, ronin: R.hireRonin } as const;

export const bidTotal = (b: BidSheet | null | undefined): number => (b ? b.seppuku + b.hostage + b.ronin + b.poets : 0);

export function runWarStart(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'war';
  for (const d of s.deals) {
    if (d.status === 'open') {
      d.status = 'expired';
      emit(ctx, { type: 'dealExpired', deal: d.id, from: d.from, to: d.to, visibleTo: [d.from, d.to], rule: R.noGiftsInWar });
    }
  }
  emit(ctx, { type: 'warPhase', season: s.season, rule: R.warStart });
  const owners = s.honor.filter((seat) => hasWarCards(s, seat));
  // Only Way of the Righteous reads another clan's purse, so only with it does the order change
  // anything; otherwise the clans' gains are independent and run down the honor track.
  const clash = owners.length >= 2 && owners.some((seat) => copies(s, seat, 'way-of-the-righteous') > 0);
  const cards: Task[] = clash ? clashSteps('warStart', owners) : owners.map((seat) => ({ t: 'warCards', seat }));
  const tasks: Task[] = s.warTrack.map((_, slot) => ({ t: 'warProvince', slot }));
  s.queue.unshift(...cards, ...tasks, { t: 'seasonEnd' });
}

const WAR_CARDS = ['way-of-the-shogun', 'way-of-the-righteous', 'way-of-bushido', 'way-of-the-ronin', 'way-of-the-moneylender'] as const;

function hasWarCards(s: RsState, seat: Seat): boolean {
  return WAR_CARDS.some((c) => copies(s, seat, c) > 0) || (isClan(s, seat, 'koi') && s.ronin[seat]! > 0);
}

/** One clan's start-of-war cards (and the Koi's Ronin turned into coins). */
export function runWarCards(ctx: Ctx, task: TaskOf<'warCards'>): void {
  const s = ctx.s;
  const seat = task.seat;
  const shogun = copies(s, seat, 'way-of-the-shogun');
  if (shogun) gainCoins(ctx, [{ seat, n: shogun * param('way-of-the-shogun', 'coins') }], R.cardWar, 'way-of-the-shogun');
  const righteous = copies(s, seat, 'way-of-the-righteous');
  if (righteous) {
    for (const x of [...s.honor]) {
      if (x === seat || !moreHonor(s, seat, x)) continue;
      const n = Math.min(righteous * param('way-of-the-righteous', 'coins'), s.coins[x]!);
      if (n <= 0) continue;
      s.coins[x]! -= n;
      s.coins[seat]! += n;
      emit(ctx, { type: 'coinsTaken', seat, from: x, coins: n, why: 'way-of-the-righteous', rule: R.cardWar });
    }
  }
  const bushido = copies(s, seat, 'way-of-bushido');
  if (bushido) {
    const v = distinctVirtues(s, seat);
    gainCoins(ctx, [{ seat, n: bushido * v * param('way-of-bushido', 'coinsPerVirtue') }], R.cardWar, 'way-of-bushido');
    gainVp(ctx, seat, bushido * v * param('way-of-bushido', 'vpPerVirtue'), R.cardWar, 'way-of-bushido');
  }
  const ronin = copies(s, seat, 'way-of-the-ronin');
  if (ronin) gainRonin(ctx, seat, ronin * param('way-of-the-ronin', 'ronin'), R.cardWar, 'way-of-the-ronin');
  const lender = copies(s, seat, 'way-of-the-moneylender');
  if (lender) gainCoins(ctx, [{ seat, n: lender * param('way-of-the-moneylender', 'coins') }], R.cardWar, 'way-of-the-moneylender');
  if (isClan(s, seat, 'koi') && s.ronin[seat]! > 0) {
    const n = s.ronin[seat]!;
    s.ronin[seat] = 0;
    emit(ctx, { type: 'koiConversion', seat, ronin: n, rule: R.koi });
    gainCoins(ctx, [{ seat, n }], R.koi, 'koi');
  }
}

/** Take a war province token: Courage and Oni of Souls react. */
export function takeToken(ctx: Ctx, seat: Seat, p: ProvinceId, rule: string): void {
  const s = ctx.s;
  s.warTokens[seat]!.push({ province: p, season: s.season });
  emit(ctx, { type: 'warTokenTaken', seat, province: p, season: s.season, rule });
  const courage = copies(s, seat, 'courage');
  if (courage) gainVp(ctx, seat, courage * param('courage', 'vp'), R.cardVirtue, 'courage');
  if (s.figures.some((f) => f.monster === 'oni-of-souls' && f.owner === seat && f.where === 'province' && f.province === p))
    gainVp(ctx, seat, ownsOni(s, seat) * param('oni-of-souls', 'vpPerOni'), R.cardMonster, 'oni-of-souls');
}

export function runWarProvince(ctx: Ctx, task: TaskOf<'warProvince'>): void {
  const s = ctx.s;
  const p = s.warTrack[task.slot]!;
  s.warResolved = task.slot;
  const all = s.clans.map((_, seat) => seat);
  const forces = all.map((seat) => forceIn(s, seat, p));
  const present = all.filter((seat) => forces[seat]! > 0);
  if (present.length === 0) {
    emit(ctx, { type: 'warTokenDiscarded', province: p, slot: task.slot, rule: R.warEmpty });
    s.warResolved = task.slot + 1;
    return;
  }
  if (present.length === 1) {
    takeToken(ctx, present[0]!, p, R.warSingle);
    s.warResolved = task.slot + 1;
    return;
  }
  if (present.length === 2 && areAllied(s, present[0]!, present[1]!)) {
    const w = bestOf(s, present, (x) => forces[x]!)!;
    emit(ctx, { type: 'alliesNoBattle', province: p, seats: present, forces, winner: w, rule: R.warAllies });
    takeToken(ctx, w, p, R.warAllies);
    s.warResolved = task.slot + 1;
    return;
  }
  const involved = byHonor(s, present);
  s.battle = {
    province: p, slot: task.slot, involved,
    bids: all.map((x) => (involved.includes(x) ? { seppuku: 0, hostage: 0, ronin: 0, poets: 0 } : null)),
    submitted: all.map((x) => !involved.includes(x)),
    revealed: false, hired: null, killed: 0, winner: null, spared: false,
  };
  emit(ctx, { type: 'battleStarted', province: p, slot: task.slot, seats: involved, forces, coins: [...s.coins], ronin: [...s.ronin], rule: R.battle });
  for (const x of involved) {
    if (s.coins[x] === 0) {
      s.battle.submitted[x] = true;
      emit(ctx, { type: 'bidSubmitted', seat: x, auto: true, rule: R.bids });
    }
  }
  s.queue.unshift(
    { t: 'bid' }, { t: 'advStart', action: 'seppuku' }, { t: 'advStart', action: 'hostage' }, { t: 'advStart', action: 'ronin' },
    { t: 'outcome' }, { t: 'poets' }, { t: 'reparationsStart' }, { t: 'battleEnd' },
  );
  if (s.battle.submitted.every(Boolean)) reveal(ctx);
}

function reveal(ctx: Ctx): void {
  const s = ctx.s;
  const b = s.battle!;
  b.revealed = true;
  for (const x of b.involved) s.coins[x]! -= bidTotal(b.bids[x]);
  const bids: Record<number, BidSheet> = {};
  for (const x of b.involved) bids[x] = { ...b.bids[x]! };
  emit(ctx, { type: 'bidsRevealed', province: b.province, bids, rule: R.bids });
  if (s.queue[0]?.t === 'bid') done(ctx);
}

export const bidPrompt: Prompt<TaskOf<'bid'>> = {
  types: ['setBid', 'submitBid'],
  seats: (s) => (s.battle ? s.battle.involved.filter((x) => !s.battle!.submitted[x]) : []),
  accepts: (s, _t, seat, m) => !!s.battle && s.battle.involved.includes(seat) && m.type === 'setBid',
  candidates(s, _t, seat) {
    const b = s.battle!;
    const mine = b.bids[seat]!;
    const out: RsMove[] = [{ type: 'submitBid' }];
    for (const action of BID_ACTIONS) {
      const room = s.coins[seat]! - (bidTotal(mine) - mine[action]);
      for (let c = 0; c <= room; c++) if (c !== mine[action]) out.push({ type: 'setBid', action, coins: c });
    }
    return out;
  },
  check(s, _t, seat, m) {
    const b = s.battle;
    if (!b || !b.involved.includes(seat)) return rej('not-involved', 'only the clans in this battle bid', R.bids);
    if (m.type === 'setBid') {
      const mine = b.bids[seat]!;
      const total = bidTotal(mine) - mine[m.action] + m.coins;
      if (total > s.coins[seat]!) return rej('not-enough-coins', `your bids would total ${total} coins and you have ${s.coins[seat]}`, R.bids);
    }
    if (m.type === 'submitBid' && b.submitted[seat]) return rej('already-submitted', 'your bid is already submitted; change one amount to reopen it', R.bids);
    return null;
  },
  apply(ctx, _t, seat, m) {
    const b = ctx.s.battle!;
    if (m.type === 'setBid') {
      b.bids[seat]![m.action] = m.coins;
      const reopened = b.submitted[seat];
      b.submitted[seat] = false;
      emit(ctx, { type: 'bidChanged', seat, bid: { ...b.bids[seat]! }, visibleTo: [seat], rule: R.bids });
      if (reopened) emit(ctx, { type: 'bidReopened', seat, rule: R.bids });
      return;
    }
    if (m.type === 'submitBid') {
      b.submitted[seat] = true;
      emit(ctx, { type: 'bidSubmitted', seat, auto: false, rule: R.bids });
      emit(ctx, { type: 'bidConfirmed', seat, bid: { ...b.bids[seat]! }, visibleTo: [seat], rule: R.bids });
      if (b.submitted.every(Boolean)) reveal(ctx);
    }
  },
};

export function advantageWinner(s: RsState, action: keyof BidSheet): Seat | null {
  const b = s.battle!;
  const bidders = b.involved.filter((x) => b.bids[x]![action] > 0);
  return bestOf(s, bidders, (x) => b.bids[x]![action]);
}

export function hostageTargets(s: RsState, seat: Seat): Figure[] {
  const b = s.battle!;
  return s.figures.filter((f) => f.where === 'province' && f.province === b.province && f.owner !== null && f.owner !== seat && !isDaimyoLike(f));
}
const canHire = (s: RsState, seat: Seat): boolean => s.ronin[seat]! > 0 || (isClan(s, seat, 'koi') && s.coins[seat]! > 0);

export function runAdvStart(ctx: Ctx, task: TaskOf<'advStart'>): void {
  const s = ctx.s;
  const b = s.battle!;
  const w = advantageWinner(s, task.action);
  if (w === null) { emit(ctx, { type: 'advantageUnclaimed', action: task.action, province: b.province, rule: ADV_RULE[task.action] }); return; }
  const tied = b.involved.some((x) => x !== w && b.bids[x]![task.action] === b.bids[w]![task.action]);
  emit(ctx, { type: 'advantageWon', action: task.action, seat: w, bid: b.bids[w]![task.action], byHonor: tied, province: b.province, rule: tied ? R.honorTies : ADV_RULE[task.action] });
  const possible = task.action === 'seppuku' ? ownFiguresIn(s, w, b.province).length > 0
    : task.action === 'hostage' ? hostageTargets(s, w).length > 0
    : canHire(s, w);
  if (!possible) { emit(ctx, { type: 'advantageEmpty', action: task.action, seat: w, rule: ADV_RULE[task.action] }); return; }
  s.queue.unshift({ t: 'advantage', action: task.action, seat: w, left: task.action === 'hostage' ? 1 + copies(s, w, 'respect') * param('respect', 'extraHostages') : 1 });
}

export const advantagePrompt: Prompt<TaskOf<'advantage'>> = {
  types: ['seppuku', 'takeHostage', 'hireRonin', 'pass'],
  seats: (_s, t) => [t.seat],
  candidates(s, t, seat) {
    if (t.action === 'seppuku') return [PASS, { type: 'seppuku' }];
    if (t.action === 'ronin') return [PASS, { type: 'hireRonin' }];
    return [PASS, ...hostageTargets(s, seat).map((f): RsMove => ({ type: 'takeHostage', target: f.id }))];
  },
  check(s, t, seat, m) {
    const want = t.action === 'seppuku' ? 'seppuku' : t.action === 'ronin' ? 'hireRonin' : 'takeHostage';
    if (m.type !== 'pass' && m.type !== want) return rej('wrong-advantage', `this step is ${t.action}: send ${want} or pass`, ADV_RULE[t.action]);
    if (m.type === 'takeHostage') {
      const f = s.figures.find((x) => x.id === m.target);
      if (!f || f.where !== 'province' || f.province !== s.battle!.province) return rej('bad-target', 'the hostage must be a figure in the battle province', R.hostage);
      if (f.owner === seat) return rej('own-figure', 'you cannot take your own figure hostage', R.hostage);
      if (isDaimyoLike(f)) return rej('immune', 'a Daimyo (or a figure that counts as one) cannot be taken hostage', R.daimyoImmune);
    }
    return null;
  },
  apply(ctx, t, seat, m) {
    const s = ctx.s;
    const b = s.battle!;
    if (m.type === 'pass') { done(ctx); emit(ctx, { type: 'advantageDeclined', action: t.action, seat, rule: ADV_RULE[t.action] }); return; }
    if (m.type === 'seppuku') {
      done(ctx);
      const figs = ownFiguresIn(s, seat, b.province);
      emit(ctx, { type: 'seppuku', seat, province: b.province, figures: figs.map((f) => f.id), rule: R.seppuku });
      const n = killFigures(ctx, figs, null, R.seppuku, 'seppuku');
      b.killed += n;
      gainVp(ctx, seat, n, R.seppuku, 'seppuku');
      gainHonor(ctx, seat, n, R.seppuku, 'seppuku');
      return;
    }
    if (m.type === 'hireRonin') {
      done(ctx);
      b.hired = seat;
      emit(ctx, { type: 'roninHired', seat, ronin: s.ronin[seat], coinsAsRonin: isClan(s, seat, 'koi') ? s.coins[seat] : 0, rule: isClan(s, seat, 'koi') ? R.koi : R.hireRonin });
      return;
    }
    if (m.type === 'takeHostage') {
      const f = s.figures.find((x) => x.id === m.target)!;
      const owner = f.owner!;
      f.where = 'hostage';
      f.holder = seat;
      delete f.province;
      emit(ctx, { type: 'hostageTaken', seat, figure: f.id, owner, province: b.province, rule: R.hostage });
      const lost = loseVp(ctx, owner, 1);
      if (lost) {
        emit(ctx, { type: 'vpLost', seat: owner, vp: lost, to: seat, why: 'hostage', rule: R.hostage });
        gainVp(ctx, seat, lost, R.hostage, 'hostage');
      }
      t.left--;
      if (t.left <= 0 || hostageTargets(s, seat).length === 0) done(ctx);
    }
  },
};

export function battleForce(s: RsState, seat: Seat): number {
  const b = s.battle!;
  let f = forceIn(s, seat, b.province);
  if (b.hired === seat) f += s.ronin[seat]! + (isClan(s, seat, 'koi') ? s.coins[seat]! : 0);
  return f;
}

function killable(s: RsState): Figure[] {
  const b = s.battle!;
  const w = b.winner!;
  return s.figures.filter((f) => f.where === 'province' && f.province === b.province && f.owner !== null && f.owner !== w && b.involved.includes(f.owner) && !areAllied(s, f.owner, w));
}

export function runOutcome(ctx: Ctx): void {
  const s = ctx.s;
  const b = s.battle!;
  const forces = s.clans.map((_, x) => (b.involved.includes(x) ? battleForce(s, x) : 0));
  const w = bestOf(s, b.involved, (x) => forces[x]!)!;
  b.winner = w;
  const tied = b.involved.some((x) => x !== w && forces[x] === forces[w]);
  emit(ctx, { type: 'battleWon', seat: w, province: b.province, forces, byHonor: tied, rule: tied ? R.honorTies : R.outcome });
  takeToken(ctx, w, b.province, R.outcome);
  if (killable(s).length > 0 && copies(s, w, 'mercy') > 0) s.queue.unshift({ t: 'mercy', seat: w }, { t: 'kill' });
  else s.queue.unshift({ t: 'kill' });
}

export const mercyPrompt: Prompt<TaskOf<'mercy'>> = {
  types: ['mercy', 'pass'],
  seats: (_s, t) => [t.seat],
  candidates: () => [PASS, { type: 'mercy' }],
  check: () => null,
  apply(ctx, _t, seat, m) {
    done(ctx);
    if (m.type !== 'mercy') { emit(ctx, { type: 'cardDeclined', seat, card: 'mercy', rule: R.cardVirtue }); return; }
    ctx.s.battle!.spared = true;
    emit(ctx, { type: 'mercyShown', seat, rule: R.cardVirtue });
    gainVp(ctx, seat, param('mercy', 'vp'), R.cardVirtue, 'mercy');
  },
};

export function runKill(ctx: Ctx): void {
  const s = ctx.s;
  const b = s.battle!;
  if (b.spared) return;
  const figs = killable(s);
  b.killed += killFigures(ctx, figs, b.winner, R.outcome, 'battle');
}

export function runPoets(ctx: Ctx): void {
  const s = ctx.s;
  const b = s.battle!;
  const w = advantageWinner(s, 'poets');
  if (w === null) { emit(ctx, { type: 'advantageUnclaimed', action: 'poets', province: b.province, rule: R.poets }); return; }
  const tied = b.involved.some((x) => x !== w && b.bids[x]!.poets === b.bids[w]!.poets);
  emit(ctx, { type: 'advantageWon', action: 'poets', seat: w, bid: b.bids[w]!.poets, byHonor: tied, province: b.province, rule: tied ? R.honorTies : R.poets });
  emit(ctx, { type: 'poets', seat: w, killed: b.killed, rule: R.poets });
  gainVp(ctx, w, b.killed, R.poets, 'poets');
}

function losers(s: RsState): Seat[] {
  const b = s.battle!;
  return b.involved.filter((x) => x !== b.winner);
}

function payReparations(ctx: Ctx, extra: Seat[]): void {
  const s = ctx.s;
  const b = s.battle!;
  const ls = losers(s);
  const total = bidTotal(b.bids[b.winner!]);
  const share = Math.floor(total / ls.length);
  const paid: Record<number, number> = {};
  for (const x of ls) {
    const n = share + (extra.includes(x) ? 1 : 0);
    s.coins[x]! += n;
    paid[x] = n;
  }
  emit(ctx, { type: 'reparationsPaid', seat: b.winner, total, paid, rule: R.reparations });
}

export function runReparationsStart(ctx: Ctx): void {
  const s = ctx.s;
  const b = s.battle!;
  const ls = losers(s);
  const lost: Record<number, number> = {};
  for (const x of ls) lost[x] = bidTotal(b.bids[x]);
  emit(ctx, { type: 'bidsDiscarded', seats: ls, lost, rule: R.reparations });
  const total = bidTotal(b.bids[b.winner!]);
  const remainder = total % ls.length;
  if (remainder > 0) s.queue.unshift({ t: 'reparations', seat: b.winner!, remainder });
  else payReparations(ctx, []);
}

function combinations<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, k - 1).map((c) => [first!, ...c]), ...combinations(rest, k)];
}

export const reparationsPrompt: Prompt<TaskOf<'reparations'>> = {
  types: ['reparations'],
  seats: (_s, t) => [t.seat],
  candidates: (s, t) => combinations(losers(s), t.remainder).map((extra): RsMove => ({ type: 'reparations', extra })),
  check(s, t, _seat, m) {
    if (m.type !== 'reparations') return null;
    const ls = losers(s);
    if (m.extra.length !== t.remainder || new Set(m.extra).size !== m.extra.length || !m.extra.every((x) => ls.includes(x)))
      return rej('bad-remainder', `name exactly ${t.remainder} different losing clan(s) (seats ${ls.join(', ')}) to receive one extra coin each`, R.reparations);
    return null;
  },
  apply(ctx, _t, _seat, m) {
    if (m.type !== 'reparations') return;
    done(ctx);
    payReparations(ctx, m.extra);
  },
};

export function runBattleEnd(ctx: Ctx): void {
  const s = ctx.s;
  const b = s.battle!;
  emit(ctx, { type: 'battleEnded', province: b.province, winner: b.winner, killed: b.killed, rule: R.battle });
  s.warResolved = b.slot + 1;
  s.battle = null;
}

export { presentSeats };
