/**
 * Moving figures and strongholds in the political phase: the Marshal mandate and the Fujin kami
 * share one step rule (borders, sea routes, the Serpent's toll). Split from political.ts.
 */
import type { Rejection, Seat } from '../../engine/contract';
import { isBorder, isSeaRoute, neighbours, PROVINCE_IDS, routeKey, } from './data';
import {copies, emit, entered, figureById, isClan, param, placeInProvince, type Ctx,
} from './core';
import { done, PASS, rej, type Prompt, type TaskOf } from './prompt';
import { R } from './rule-ids';
import { strongholdCost } from './political';
import type { Figure, ProvinceId, RsMove, RsState, } from './types';

// ---------------------------------------------------------------- movement (Marshal and Fujin)

type Piece = { kind: 'figure'; f: Figure } | { kind: 'stronghold'; id: string; from: ProvinceId };

function findPiece(s: RsState, seat: Seat, id: string): Piece | null {
  const f = figureById(s, id);
  if (f) return f.owner === seat && f.where === 'province' ? { kind: 'figure', f } : null;
  const h = s.strongholds.find((x) => x.id === id);
  if (h && h.owner === seat && h.province !== null && isClan(s, seat, 'turtle')) return { kind: 'stronghold', id, from: h.province };
  return null;
}
const pieceFrom = (p: Piece): ProvinceId => (p.kind === 'figure' ? p.f.province! : p.from);

export function movablePieces(s: RsState, seat: Seat): string[] {
  const out = s.figures.filter((f) => f.owner === seat && f.where === 'province').map((f) => f.id);
  if (isClan(s, seat, 'turtle')) for (const h of s.strongholds) if (h.owner === seat && h.province !== null) out.push(h.id);
  return out;
}

function serpentToll(s: RsState, mover: Seat): { seat: Seat; n: number }[] {
  const out: { seat: Seat; n: number }[] = [];
  for (let x = 0; x < s.players; x++) {
    const k = copies(s, x, 'path-of-the-serpent');
    if (x !== mover && k > 0) out.push({ seat: x, n: k * param('path-of-the-serpent', 'coins') });
  }
  return out;
}

/** Why this step is refused, or null. `sea` lists the routes already paid for in this move instance. */
export function checkStep(s: RsState, seat: Seat, pieceId: string, to: ProvinceId, sea: string[], rule: string): Rejection | null {
  const piece = findPiece(s, seat, pieceId);
  if (!piece) {
    const f = figureById(s, pieceId);
    if (f && f.owner === seat && f.where === 'shrine') return rej('on-shrine', 'a Shinto at a shrine stays there until the end of the season', R.marshalShrine);
    if (s.strongholds.some((h) => h.id === pieceId && h.owner === seat)) return rej('stronghold-fixed', 'only the Turtle clan moves its strongholds', R.turtle);
    return rej('bad-piece', `${pieceId} is not one of your figures on the map`, rule);
  }
  const from = pieceFrom(piece);
  if (from === to) return rej('same-province', 'a move must change province', rule);
  if (isClan(s, seat, 'dragonfly')) return null;
  if (isBorder(from, to)) return null;
  if (!isSeaRoute(from, to)) return rej('not-adjacent', `${to} is neither across a border nor along a shipping route from ${from}`, R.marshalAdjacent);
  if (!sea.includes(routeKey(from, to))) {
    const toll = serpentToll(s, seat).reduce((a, t) => a + t.n, 0);
    if (toll > s.coins[seat]!) return rej('serpent-toll', `the shipping route costs ${toll} coin(s) to the owner(s) of Path of the Serpent and you have ${s.coins[seat]}`, R.cardEnhancement);
  }
  return null;
}

export function doStep(ctx: Ctx, seat: Seat, pieceId: string, to: ProvinceId, sea: string[], rule: string): void {
  const s = ctx.s;
  const piece = findPiece(s, seat, pieceId)!;
  const from = pieceFrom(piece);
  const bySea = !isClan(s, seat, 'dragonfly') && !isBorder(from, to);
  if (bySea && !sea.includes(routeKey(from, to))) {
    sea.push(routeKey(from, to));
    for (const t of serpentToll(s, seat)) {
      s.coins[seat]! -= t.n;
      s.coins[t.seat]! += t.n;
      emit(ctx, { type: 'coinsTaken', seat: t.seat, from: seat, coins: t.n, why: 'path-of-the-serpent', rule: R.cardEnhancement });
    }
  }
  if (piece.kind === 'figure') placeInProvince(piece.f, to);
  else s.strongholds.find((h) => h.id === piece.id)!.province = to;
  emit(ctx, { type: 'moved', seat, piece: pieceId, from, to, bySea, rule: isClan(s, seat, 'dragonfly') && !isBorder(from, to) && !isSeaRoute(from, to) ? R.dragonfly : piece.kind === 'stronghold' ? R.turtle : rule });
  if (piece.kind === 'figure') entered(ctx, piece.f);
}

function destinations(s: RsState, seat: Seat, pieceId: string): ProvinceId[] {
  const piece = findPiece(s, seat, pieceId);
  if (!piece) return [];
  const from = pieceFrom(piece);
  return isClan(s, seat, 'dragonfly') ? PROVINCE_IDS.filter((p) => p !== from) : neighbours(from);
}

export const marshalPrompt: Prompt<TaskOf<'marshal'>> = {
  types: ['move', 'buildStronghold', 'pass'],
  seats: (_s, t) => [t.seat],
  candidates(s, t, seat) {
    const out: RsMove[] = [PASS];
    for (const id of movablePieces(s, seat)) {
      if (t.moved.includes(id)) continue;
      for (const to of destinations(s, seat, id)) out.push({ type: 'move', piece: id, to });
    }
    if (t.bonus && !t.built) for (const p of PROVINCE_IDS) out.push({ type: 'buildStronghold', province: p });
    return out;
  },
  check(s, t, seat, m) {
    if (m.type === 'move') {
      if (t.moved.includes(m.piece)) return rej('already-moved', 'each figure moves at most once per Marshal', R.marshalOnce);
      return checkStep(s, seat, m.piece, m.to, t.sea, R.marshal);
    }
    if (m.type === 'buildStronghold') {
      if (!t.bonus) return rej('no-bonus', 'only the clan that chose Marshal and its ally may build a stronghold', R.marshalStronghold);
      if (t.built) return rej('already-built', 'the Marshal bonus builds one stronghold only', R.marshalStronghold);
      if (!s.strongholds.some((h) => h.owner === seat && h.province === null)) return rej('no-stronghold-left', 'all four of your strongholds are already on the map', R.marshalStronghold);
      const cost = strongholdCost(s, seat);
      if (s.coins[seat]! < cost) return rej('not-enough-coins', `a stronghold costs ${cost} coin(s) and you have ${s.coins[seat]}`, R.marshalStronghold);
    }
    return null;
  },
  apply(ctx, t, seat, m) {
    const s = ctx.s;
    if (m.type === 'pass') { done(ctx); emit(ctx, { type: 'marshalDone', seat, rule: R.marshal }); return; }
    if (m.type === 'move') {
      doStep(ctx, seat, m.piece, m.to, t.sea, R.marshal);
      t.moved.push(m.piece);
      return;
    }
    if (m.type === 'buildStronghold') {
      const cost = strongholdCost(s, seat);
      s.coins[seat]! -= cost;
      const h = s.strongholds.find((x) => x.owner === seat && x.province === null)!;
      h.province = m.province;
      t.built = true;
      emit(ctx, { type: 'strongholdBuilt', seat, province: m.province, stronghold: h.id, cost, rule: isClan(s, seat, 'bonsai') ? R.bonsai : R.marshalStronghold });
      const k = copies(s, seat, 'benevolence');
      if (k > 0 && cost > 0) s.queue.unshift({ t: 'benevolence', seat, left: Math.min(k, cost) });
    }
  },
};

export const fujinPrompt: Prompt<TaskOf<'fujin'>> = {
  types: ['move', 'pass'],
  seats: (_s, t) => [t.seat],
  candidates(s, _t, seat) {
    const out: RsMove[] = [PASS];
    for (const id of movablePieces(s, seat)) for (const to of destinations(s, seat, id)) out.push({ type: 'move', piece: id, to });
    return out;
  },
  check(s, t, seat, m) {
    if (m.type !== 'move') return null;
    return checkStep(s, seat, m.piece, m.to, t.sea, R.fujin);
  },
  apply(ctx, t, seat, m) {
    if (m.type !== 'move') { done(ctx); emit(ctx, { type: 'fujinDone', seat, rule: R.fujin }); return; }
    doStep(ctx, seat, m.piece, m.to, t.sea, R.fujin);
    t.left--;
    if (t.left <= 0) { done(ctx); emit(ctx, { type: 'fujinDone', seat, rule: R.fujin }); }
  },
};
