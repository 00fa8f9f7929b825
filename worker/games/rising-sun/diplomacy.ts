/**
 * The Tea Ceremony (alliances), gifts and structured deals. Gifts and deals are "free" moves: any clan
 * may send them during the Tea Ceremony and the political phase, not only when it is awaited;
 * never during the war phase.
 */
import type { Rejection, Seat } from '../../engine/contract';
import { allyOf, emit, type Ctx } from './core';
import { done, rej, type Prompt, type TaskOf } from './prompt';
import { R } from './rule-ids';
import type { RsMove, RsState } from './types';

export const MAX_TERMS = 280;
export const ALLIANCE_MOVES: readonly RsMove['type'][] = ['proposeAlliance', 'acceptAlliance', 'declineAlliance', 'withdrawAlliance'];
export const FREE_MOVES: readonly RsMove['type'][] = ['gift', 'offerDeal', 'acceptDeal', 'declineDeal', 'withdrawDeal'];

const others = (s: RsState, seat: Seat): Seat[] => s.clans.map((_, x) => x).filter((x) => x !== seat);

function allianceCandidates(s: RsState, seat: Seat): RsMove[] {
  const tea = s.tea!;
  const out: RsMove[] = [];
  for (const x of others(s, seat)) {
    if (!tea.proposals.some((p) => p.from === seat && p.to === x)) out.push({ type: 'proposeAlliance', to: x });
  }
  for (const p of tea.proposals) {
    if (p.to === seat) out.push({ type: 'acceptAlliance', from: p.from }, { type: 'declineAlliance', from: p.from });
    if (p.from === seat) out.push({ type: 'withdrawAlliance', to: p.to });
  }
  return out;
}

function checkAlliance(s: RsState, seat: Seat, m: RsMove): Rejection | null {
  const tea = s.tea!;
  switch (m.type) {
    case 'proposeAlliance':
      if (m.to === seat) return rej('self', 'a clan cannot ally with itself', R.teaAlliance);
      if (allyOf(s, seat) !== null) return rej('already-allied', 'you already have an ally this season', R.teaOneAlly);
      if (allyOf(s, m.to) !== null) return rej('target-allied', 'that clan already has an ally this season', R.teaOneAlly);
      if (tea.proposals.some((p) => p.from === seat && p.to === m.to)) return rej('already-proposed', 'you already proposed an alliance to that clan', R.teaAlliance);
      return null;
    case 'acceptAlliance':
      if (!tea.proposals.some((p) => p.from === m.from && p.to === seat)) return rej('no-proposal', 'that clan has not proposed an alliance to you', R.teaAlliance);
      if (allyOf(s, seat) !== null || allyOf(s, m.from) !== null) return rej('already-allied', 'each clan has at most one ally', R.teaOneAlly);
      return null;
    case 'declineAlliance':
      if (!tea.proposals.some((p) => p.from === m.from && p.to === seat)) return rej('no-proposal', 'that clan has not proposed an alliance to you', R.teaAlliance);
      return null;
    case 'withdrawAlliance':
      if (!tea.proposals.some((p) => p.from === seat && p.to === m.to)) return rej('no-proposal', 'you have no open proposal to that clan', R.teaAlliance);
      return null;
    default:
      return null;
  }
}

function applyAlliance(ctx: Ctx, seat: Seat, m: RsMove): void {
  const s = ctx.s;
  const tea = s.tea!;
  switch (m.type) {
    case 'proposeAlliance':
      tea.proposals.push({ from: seat, to: m.to });
      tea.proposalsMade[seat]! += 1;
      tea.ready[m.to] = false;
      emit(ctx, { type: 'allianceProposed', from: seat, to: m.to, visibleTo: [seat, m.to], rule: R.teaAlliance });
      return;
    case 'acceptAlliance': {
      s.alliances.push([m.from, seat]);
      for (const x of [m.from, seat]) if (!s.alliedSeasons[x]!.includes(s.season)) s.alliedSeasons[x]!.push(s.season);
      const dropped = tea.proposals.filter((p) => [p.from, p.to].some((x) => x === seat || x === m.from));
      tea.proposals = tea.proposals.filter((p) => !dropped.includes(p));
      for (const p of dropped) {
        if (p.from === m.from && p.to === seat) continue;
        emit(ctx, { type: 'allianceProposalLapsed', from: p.from, to: p.to, visibleTo: [p.from, p.to], rule: R.teaOneAlly });
      }
      emit(ctx, { type: 'allianceFormed', seats: [m.from, seat], rule: R.teaAlliance });
      return;
    }
    case 'declineAlliance':
      tea.proposals = tea.proposals.filter((p) => !(p.from === m.from && p.to === seat));
      emit(ctx, { type: 'allianceDeclined', from: m.from, to: seat, visibleTo: [m.from, seat], rule: R.teaAlliance });
      return;
    case 'withdrawAlliance':
      tea.proposals = tea.proposals.filter((p) => !(p.from === seat && p.to === m.to));
      emit(ctx, { type: 'allianceWithdrawn', from: seat, to: m.to, visibleTo: [seat, m.to], rule: R.teaAlliance });
      return;
  }
}

export const teaPrompt: Prompt<TaskOf<'tea'>> = {
  types: ['proposeAlliance', 'acceptAlliance', 'declineAlliance', 'withdrawAlliance', 'ready'],
  seats: (s) => (s.tea ? s.clans.map((_, x) => x).filter((x) => !s.tea!.ready[x]) : []),
  accepts: (_s, _t, _seat, m) => ALLIANCE_MOVES.includes(m.type),
  candidates: (s, _t, seat) => [{ type: 'ready' }, ...allianceCandidates(s, seat)],
  check(s, _t, seat, m) {
    if (m.type === 'ready') return s.tea!.ready[seat] ? rej('already-ready', 'you already said you are ready', R.teaReady) : null;
    return checkAlliance(s, seat, m);
  },
  apply(ctx, _t, seat, m) {
    const s = ctx.s;
    if (m.type !== 'ready') { applyAlliance(ctx, seat, m); return; }
    s.tea!.ready[seat] = true;
    emit(ctx, { type: 'teaReady', seat, rule: R.teaReady });
    if (s.tea!.ready.every(Boolean)) {
      for (const p of s.tea!.proposals) emit(ctx, { type: 'allianceProposalLapsed', from: p.from, to: p.to, visibleTo: [p.from, p.to], rule: R.teaCeremony });
      s.tea = null;
      s.phase = 'political';
      done(ctx);
      emit(ctx, { type: 'teaEnded', alliances: s.alliances.map((a) => [...a]), rule: R.teaCeremony });
    }
  },
};

// ---------------------------------------------------------------- free moves: gifts and deals

const giftPhase = (s: RsState): boolean => s.phase === 'tea' || s.phase === 'political';

export function checkFree(s: RsState, seat: Seat, m: RsMove): Rejection | null {
  if (!giftPhase(s)) {
    return s.phase === 'war'
      ? rej('war-phase', 'no coins, Ronin or deals change hands during the war phase', R.noGiftsInWar)
      : rej('game-over', 'the game is over', R.gameOver);
  }
  switch (m.type) {
    case 'gift':
    case 'offerDeal':
      if (m.to === seat) return rej('self', 'choose another clan', m.type === 'gift' ? R.gifts : R.deals);
      if (m.type === 'gift' && m.coins + m.ronin === 0) return rej('empty-gift', 'a gift holds at least one coin or Ronin', R.gifts);
      if (m.coins > s.coins[seat]! || m.ronin > s.ronin[seat]!)
        return rej('not-enough', `you have ${s.coins[seat]} coin(s) and ${s.ronin[seat]} Ronin`, m.type === 'gift' ? R.gifts : R.deals);
      if (m.type === 'offerDeal' && (m.terms.trim().length === 0 || m.terms.length > MAX_TERMS))
        return rej('bad-terms', `the terms must be 1 to ${MAX_TERMS} characters`, R.deals);
      return null;
    case 'acceptDeal':
    case 'declineDeal':
    case 'withdrawDeal': {
      const d = s.deals.find((x) => x.id === m.deal);
      if (!d || (d.from !== seat && d.to !== seat)) return rej('no-deal', `there is no deal ${m.deal} of yours`, R.deals);
      if (d.status !== 'open') return rej('deal-closed', `deal ${m.deal} is already ${d.status}`, R.deals);
      if (m.type === 'withdrawDeal' ? d.from !== seat : d.to !== seat)
        return rej('not-yours', m.type === 'withdrawDeal' ? 'only the clan that made the offer may withdraw it' : 'only the clan the offer was made to may answer it', R.deals);
      if (m.type === 'acceptDeal' && (s.coins[d.from]! < d.coins || s.ronin[d.from]! < d.ronin))
        return rej('offer-unfunded', 'the offering clan no longer has the coins or Ronin it promised to give', R.deals);
      return null;
    }
    default:
      return rej('malformed', `${m.type} is not a free move`, R.malformed);
  }
}

export function applyFree(ctx: Ctx, seat: Seat, m: RsMove): void {
  const s = ctx.s;
  switch (m.type) {
    case 'gift':
      s.coins[seat]! -= m.coins; s.ronin[seat]! -= m.ronin;
      s.coins[m.to]! += m.coins; s.ronin[m.to]! += m.ronin;
      emit(ctx, { type: 'gift', from: seat, to: m.to, coins: m.coins, ronin: m.ronin, rule: R.gifts });
      return;
    case 'offerDeal': {
      const deal = { id: s.nextDealId++, from: seat, to: m.to, terms: m.terms.trim(), coins: m.coins, ronin: m.ronin, status: 'open' as const, season: s.season };
      s.deals.push(deal);
      emit(ctx, { type: 'dealOffered', deal: { ...deal }, visibleTo: [seat, m.to], rule: R.deals });
      return;
    }
    case 'acceptDeal': {
      const d = s.deals.find((x) => x.id === m.deal)!;
      d.status = 'accepted';
      emit(ctx, { type: 'dealAccepted', deal: d.id, from: d.from, to: d.to, terms: d.terms, visibleTo: [d.from, d.to], rule: R.deals });
      if (d.coins + d.ronin > 0) {
        s.coins[d.from]! -= d.coins; s.ronin[d.from]! -= d.ronin;
        s.coins[d.to]! += d.coins; s.ronin[d.to]! += d.ronin;
        emit(ctx, { type: 'gift', from: d.from, to: d.to, coins: d.coins, ronin: d.ronin, rule: R.deals });
      }
      return;
    }
    case 'declineDeal':
    case 'withdrawDeal': {
      const d = s.deals.find((x) => x.id === m.deal)!;
      d.status = m.type === 'declineDeal' ? 'declined' : 'withdrawn';
      emit(ctx, { type: m.type === 'declineDeal' ? 'dealDeclined' : 'dealWithdrawn', deal: d.id, from: d.from, to: d.to, visibleTo: [d.from, d.to], rule: R.deals });
      return;
    }
  }
}

/** The free moves a seat could send now (offers need words, so none is listed). */
export function freeMoves(s: RsState, seat: Seat): RsMove[] {
  if (!giftPhase(s) || seat < 0 || seat >= s.players) return [];
  const out: RsMove[] = [];
  for (const x of others(s, seat)) {
    for (let c = 1; c <= s.coins[seat]!; c++) out.push({ type: 'gift', to: x, coins: c, ronin: 0 });
    for (let r = 1; r <= s.ronin[seat]!; r++) out.push({ type: 'gift', to: x, coins: 0, ronin: r });
  }
  for (const d of s.deals) {
    if (d.status !== 'open') continue;
    if (d.to === seat) out.push({ type: 'acceptDeal', deal: d.id }, { type: 'declineDeal', deal: d.id });
    if (d.from === seat) out.push({ type: 'withdrawDeal', deal: d.id });
  }
  if (s.phase === 'tea' && s.tea && s.tea.ready[seat]) out.push(...allianceCandidates(s, seat));
  return out.filter((m) => (ALLIANCE_MOVES.includes(m.type) ? checkAlliance(s, seat, m) : checkFree(s, seat, m)) === null);
}
