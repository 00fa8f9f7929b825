/**
 * The political phase: mandate turns (draw 4, keep 1), the five mandates, the "after you summon"
 * and "end of a Recruit" season cards (moving pieces: marshal.ts).
 */
import type { Seat } from '../../engine/contract';
import { card, isMandate, isMonster, isProvince, MANDATE_IDS, PROVINCE_IDS, SCORING } from './data';
import {
  allyOf, chooserFirstOrder, copies, emit, entered, executionOrder, figureById, figuresIn, forceIn, gainCoins, gainHonor, gainRonin,
  gainVp, isClan, isDaimyoLike, isShintoLike, killFigures, leftOf, loseHonor, moreHonor, bestOf, param, placeInProvince, placeOnShrine,
  reserveUnit, reserveUnits, strongholdsIn, strongholdsOnMap, toReserve, unitOf, type Ctx,
} from './core';
import { province as provinceData } from './data';
import { done, PASS, rej, type Prompt, type TaskOf } from './prompt';
import { R } from './rule-ids';
import type { CardId, Figure, MandateId, ProvinceId, RsMove, RsState, Task, UnitKind } from './types';

const SHRINE_INDEXES = [0, 1, 2, 3];

// ---------------------------------------------------------------- costs

export function strongholdCost(s: RsState, seat: Seat): number {
  const base = SCORING.strongholdCost;
  return isClan(s, seat, 'bonsai') && base >= 2 ? 1 : base;
}
export function cardCost(s: RsState, seat: Seat, id: CardId, discount: number): number {
  let cost = card(id)!.cost;
  if (isClan(s, seat, 'bonsai') && cost >= 2) cost = 1;
  return Math.max(0, cost - discount);
}

// ---------------------------------------------------------------- mandate turn

export function runMandate(ctx: Ctx, task: TaskOf<'mandate'>): void {
  const s = ctx.s;
  s.phase = 'political';
  s.step = task.step;
  const c = s.nextChooser;
  s.drawn = s.mandateDeck.splice(0, 4);
  s.returned = null;
  emit(ctx, { type: 'mandateTurn', seat: c, step: task.step, rule: R.politicalTrack });
  emit(ctx, { type: 'mandatesDrawn', seat: c, tiles: [...s.drawn], visibleTo: [c], rule: R.chooseMandate });
  s.queue.unshift({ t: 'choose', seat: c, step: task.step }, { t: 'mandateEnd', step: task.step });
}

export function runMandateEnd(ctx: Ctx, task: TaskOf<'mandateEnd'>): void {
  const s = ctx.s;
  const chooser = s.politicalTrack[task.step - 1]?.chooser ?? s.nextChooser;
  s.nextChooser = leftOf(s, chooser);
  const next: Task[] = [];
  if (task.step === 3 || task.step === 5 || task.step === 7) next.push({ t: 'kami' });
  next.push(task.step < 7 ? { t: 'mandate', step: task.step + 1 } : { t: 'warStart' });
  s.queue.unshift(...next);
}

export const choosePrompt: Prompt<TaskOf<'choose'>> = {
  types: ['chooseMandate'],
  seats: (_s, t) => [t.seat],
  candidates(s, t) {
    const out: RsMove[] = [];
    const seen = new Set<MandateId>();
    (s.drawn ?? []).forEach((tile, index) => {
      if (seen.has(tile)) return;
      seen.add(tile);
      if (isClan(s, t.seat, 'lotus')) for (const d of MANDATE_IDS) out.push({ type: 'chooseMandate', index, declare: d });
      else out.push({ type: 'chooseMandate', index });
    });
    return out;
  },
  check(s, t, _seat, m) {
    if (m.type !== 'chooseMandate') return null;
    const drawn = s.drawn ?? [];
    if (!Number.isInteger(m.index) || m.index < 0 || m.index >= drawn.length)
      return rej('bad-index', `index must name one of your ${drawn.length} drawn tiles (0 to ${drawn.length - 1})`, R.chooseMandate);
    if (isClan(s, t.seat, 'lotus')) {
      if (!isMandate(m.declare)) return rej('declare-required', 'Lotus must declare which mandate is carried out (declare: recruit, marshal, train, harvest or betray)', R.lotus);
    } else if (m.declare !== undefined && m.declare !== drawn[m.index]) {
      return rej('cannot-declare', 'only the Lotus clan may declare a mandate other than the tile it plays', R.lotus);
    }
    return null;
  },
  apply(ctx, t, seat, m) {
    if (m.type !== 'chooseMandate') return;
    const s = ctx.s;
    const drawn = s.drawn!;
    const tile = drawn[m.index]!;
    const rest = drawn.filter((_, i) => i !== m.index);
    s.mandateDeck = [...rest, ...s.mandateDeck];
    s.returned = { seat, tiles: rest };
    s.drawn = null;
    const lotus = isClan(s, seat, 'lotus');
    const declared: MandateId = lotus ? m.declare! : tile;
    s.politicalTrack.push({ declared, chooser: seat, tile, faceDown: lotus });
    emit(ctx, { type: 'mandateChosen', seat, mandate: declared, step: t.step, faceDown: lotus, rule: lotus ? R.lotus : R.chooseMandate });
    if (lotus) emit(ctx, { type: 'lotusTile', seat, tile, visibleTo: [seat], rule: R.lotus });
    done(ctx);
    const ally = allyOf(s, seat);
    const honesty = copies(s, seat, 'honesty');
    if (honesty > 0 && ally !== null && declared !== 'betray') gainVp(ctx, seat, honesty * param('honesty', 'vp'), R.cardVirtue, 'honesty');
    const bonus = (x: Seat) => x === seat || x === ally;
    const tasks: Task[] = [];
    switch (declared) {
      case 'recruit': {
        const order = executionOrder(s, seat);
        for (const x of order) tasks.push({ t: 'recruitStart', seat: x, bonus: bonus(x) });
        tasks.push({ t: 'endRecruit', order });
        break;
      }
      case 'marshal':
        for (const x of executionOrder(s, seat)) tasks.push({ t: 'marshal', seat: x, moved: [], bonus: bonus(x), built: false, sea: [] });
        break;
      case 'train':
        for (const x of chooserFirstOrder(s, seat)) tasks.push({ t: 'train', seat: x, discount: bonus(x) ? 1 : 0, ryujin: false });
        break;
      case 'harvest':
        tasks.push({ t: 'harvest', chooser: seat });
        break;
      case 'betray':
        if (ally !== null) {
          s.alliances = s.alliances.filter(([a, b]) => a !== seat && b !== seat);
          emit(ctx, { type: 'allianceBroken', seat, ally, rule: R.betrayAlliance });
          loseHonor(ctx, seat, R.betrayAlliance, 'betray');
        }
        tasks.push({ t: 'betray', seat, owners: [], normal: 2, extra: copies(s, seat, 'path-of-the-unrighteous') });
        break;
    }
    s.queue.unshift(...tasks);
  },
};

// ---------------------------------------------------------------- Recruit

export function runRecruitStart(ctx: Ctx, task: TaskOf<'recruitStart'>): void {
  const s = ctx.s;
  const seat = task.seat;
  const holds = strongholdsOnMap(s, seat);
  if (isClan(s, seat, 'dragonfly')) {
    s.queue.unshift({ t: 'recruit', seat, slots: {}, any: holds.length + (task.bonus ? 1 : 0), bonus: false, summoned: false });
  } else {
    const slots: Partial<Record<ProvinceId, number>> = {};
    for (const h of holds) slots[h.province!] = (slots[h.province!] ?? 0) + 1;
    s.queue.unshift({ t: 'recruit', seat, slots, any: 0, bonus: task.bonus, summoned: false });
  }
}

function recruitCapacity(t: TaskOf<'recruit'>): number {
  return t.any + Object.values(t.slots).reduce((a, b) => a + (b ?? 0), 0) + (t.bonus ? 1 : 0);
}

function finishRecruit(ctx: Ctx, t: TaskOf<'recruit'>): void {
  done(ctx);
  emit(ctx, { type: 'recruitDone', seat: t.seat, rule: R.recruit });
  if (t.summoned) ctx.s.queue.unshift({ t: 'afterSummon', seat: t.seat });
}

export const recruitPrompt: Prompt<TaskOf<'recruit'>> = {
  types: ['recruit', 'pass'],
  seats: (_s, t) => [t.seat],
  candidates(s, _t, seat) {
    const out: RsMove[] = [PASS];
    const dragonfly = isClan(s, seat, 'dragonfly');
    const provinces = dragonfly ? PROVINCE_IDS : PROVINCE_IDS.filter((p) => strongholdsIn(s, seat, p) > 0);
    for (const unit of reserveUnits(s, seat)) {
      const f = reserveUnit(s, seat, unit)!;
      for (const p of provinces) {
        out.push({ type: 'recruit', unit, province: p });
        if (isShintoLike(f)) for (const i of SHRINE_INDEXES) out.push({ type: 'recruit', unit, province: p, shrine: i });
      }
    }
    return out;
  },
  check(s, t, seat, m) {
    if (m.type !== 'recruit') return null;
    const f = reserveUnit(s, seat, m.unit);
    if (!f) return rej('not-in-reserve', `you have no ${m.unit} in your reserve`, R.recruitReserve);
    if (isClan(s, seat, 'dragonfly')) {
      if (t.any <= 0) return rej('no-recruit-left', 'you have summoned as many figures as this Recruit allows', R.recruit);
    } else {
      if (strongholdsIn(s, seat, m.province) === 0) return rej('no-stronghold', `you have no stronghold in ${m.province}; figures are summoned at your strongholds`, R.recruit);
      if ((t.slots[m.province] ?? 0) <= 0 && !t.bonus)
        return rej('no-recruit-left', `your strongholds in ${m.province} have already summoned their figures${t.bonus ? '' : ' and you have no bonus figure left'}`, R.recruitBonus);
    }
    if (m.shrine !== undefined) {
      if (!isShintoLike(f)) return rej('not-shinto', 'only a Shinto (or Komainu) may be sent to a shrine', R.shintoToShrine);
      if (!SHRINE_INDEXES.includes(m.shrine)) return rej('bad-shrine', 'shrine must be 0, 1, 2 or 3 (left to right)', R.shintoToShrine);
    }
    return null;
  },
  apply(ctx, t, seat, m) {
    if (m.type === 'pass') return finishRecruit(ctx, t);
    if (m.type !== 'recruit') return;
    const s = ctx.s;
    const f = reserveUnit(s, seat, m.unit)!;
    let usedBonus = false;
    if (isClan(s, seat, 'dragonfly')) t.any--;
    else if ((t.slots[m.province] ?? 0) > 0) t.slots[m.province] = (t.slots[m.province] ?? 0) - 1;
    else { t.bonus = false; usedBonus = true; }
    placeInProvince(f, m.province);
    if (m.shrine !== undefined) placeOnShrine(f, m.shrine);
    t.summoned = true;
    const rule = m.shrine !== undefined ? R.shintoToShrine : usedBonus ? R.recruitBonus : isClan(s, seat, 'dragonfly') && strongholdsIn(s, seat, m.province) === 0 ? R.dragonfly : R.recruit;
    emit(ctx, { type: 'recruited', seat, figure: f.id, unit: m.unit, province: m.province, shrine: m.shrine ?? null, bonus: usedBonus, rule });
    entered(ctx, f);
    if (recruitCapacity(t) === 0 || reserveUnits(s, seat).length === 0) finishRecruit(ctx, t);
  },
};

/** "After you summon" cards: automatic ones now, optional ones as prompts (order fixed: Kenin, Ninja, Monkey). */
export function runAfterSummon(ctx: Ctx, task: TaskOf<'afterSummon'>): void {
  const s = ctx.s;
  const seat = task.seat;
  const warlord = copies(s, seat, 'path-of-the-warlord');
  if (warlord) gainCoins(ctx, [{ seat, n: warlord * param('path-of-the-warlord', 'coins') }], R.cardSummon, 'path-of-the-warlord');
  const patron = copies(s, seat, 'path-of-the-patron');
  if (patron && s.honor.length - 1 - s.honor.indexOf(seat) >= param('path-of-the-patron', 'lowerHonorClans'))
    gainCoins(ctx, [{ seat, n: patron * param('path-of-the-patron', 'coins') }], R.cardSummon, 'path-of-the-patron');
  const spirit = copies(s, seat, 'path-of-the-spirit');
  if (spirit && s.honor[0] === seat) {
    gainCoins(ctx, [{ seat, n: spirit * param('path-of-the-spirit', 'coins') }], R.cardSummon, 'path-of-the-spirit');
    gainVp(ctx, seat, spirit * param('path-of-the-spirit', 'vp'), R.cardSummon, 'path-of-the-spirit');
  }
  const prompts: Task[] = [];
  for (let i = copies(s, seat, 'path-of-the-kenin'); i > 0; i--) prompts.push({ t: 'place', seat, why: 'kenin' });
  for (let i = copies(s, seat, 'path-of-the-ninja'); i > 0; i--) prompts.push({ t: 'ninja', seat });
  for (let i = copies(s, seat, 'path-of-the-monkey'); i > 0; i--) prompts.push({ t: 'monkey', seat });
  s.queue.unshift(...prompts);
}

// ---------------------------------------------------------------- single placements

function placeUnit(t: TaskOf<'place'>): UnitKind {
  if (t.why === 'monster') return t.monster!;
  return t.why === 'light' ? 'shinto' : 'bushi';
}
const PLACE_RULE: Record<TaskOf<'place'>['why'], string> = {
  kenin: R.cardSummon, samurai: R.cardEndRecruit, light: R.cardEndRecruit, raijin: R.raijin, monster: R.monsterSummon,
};

export const placePrompt: Prompt<TaskOf<'place'>> = {
  types: ['place', 'pass'],
  seats: (_s, t) => [t.seat],
  candidates(_s, t, seat) {
    const out: RsMove[] = t.why === 'monster' ? [] : [PASS];
    if (t.why === 'light') {
      for (const i of SHRINE_INDEXES) out.push({ type: 'place', shrine: i });
      return out;
    }
    for (const p of PROVINCE_IDS) {
      out.push({ type: 'place', province: p });
      if (t.why === 'monster' && t.monster === 'komainu') for (const i of SHRINE_INDEXES) out.push({ type: 'place', province: p, shrine: i });
    }
    void seat;
    return out;
  },
  check(s, t, seat, m) {
    if (m.type === 'pass' && t.why === 'monster') return rej('must-place', 'a bought monster is summoned at once: choose where it goes', R.monsterSummon);
    if (m.type !== 'place') return null;
    const rule = PLACE_RULE[t.why];
    const unit = placeUnit(t);
    const f = t.why === 'monster' ? s.figures.find((x) => x.monster === t.monster && x.owner === seat && x.where === 'reserve') : reserveUnit(s, seat, unit);
    if (!f) return rej('not-in-reserve', `you have no ${unit} in your reserve`, rule);
    if (t.why === 'light') {
      if (m.province !== undefined) return rej('shrine-only', 'Path of the Light puts the Shinto straight onto a shrine: give only shrine', rule);
      if (m.shrine === undefined || !SHRINE_INDEXES.includes(m.shrine)) return rej('bad-shrine', 'shrine must be 0, 1, 2 or 3 (left to right)', rule);
      return null;
    }
    if (m.province === undefined) return rej('province-required', 'give the province where the figure goes', rule);
    if (m.shrine !== undefined) {
      if (!(t.why === 'monster' && t.monster === 'komainu')) return rej('not-shinto', 'only a summoned Shinto (or Komainu) may be sent to a shrine', R.shintoToShrine);
      if (!SHRINE_INDEXES.includes(m.shrine)) return rej('bad-shrine', 'shrine must be 0, 1, 2 or 3 (left to right)', R.shintoToShrine);
    }
    const anywhere = t.why === 'samurai' || t.why === 'raijin' || (t.why === 'monster' && isClan(s, seat, 'dragonfly'));
    if (!anywhere && strongholdsIn(s, seat, m.province) === 0)
      return rej('no-stronghold', `you have no stronghold in ${m.province}`, t.why === 'monster' ? R.monsterSummon : rule);
    return null;
  },
  apply(ctx, t, seat, m) {
    done(ctx);
    if (m.type === 'pass') {
      emit(ctx, { type: 'placementDeclined', seat, why: t.why, rule: PLACE_RULE[t.why] });
      return;
    }
    if (m.type !== 'place') return;
    const s = ctx.s;
    const f = t.why === 'monster' ? s.figures.find((x) => x.monster === t.monster && x.owner === seat && x.where === 'reserve')! : reserveUnit(s, seat, placeUnit(t))!;
    if (m.province !== undefined) placeInProvince(f, m.province);
    if (m.shrine !== undefined) placeOnShrine(f, m.shrine);
    emit(ctx, { type: 'placed', seat, figure: f.id, why: t.why, province: m.province ?? null, shrine: m.shrine ?? null, rule: PLACE_RULE[t.why] });
    entered(ctx, f);
    if (t.why === 'monster' || t.why === 'raijin') s.queue.unshift({ t: 'afterSummon', seat });
  },
};

export const ninjaPrompt: Prompt<TaskOf<'ninja'>> = {
  types: ['ninja', 'pass'],
  seats: (_s, t) => [t.seat],
  candidates: (s) => [PASS, ...s.figures.filter((f) => f.kind === 'bushi' && f.where === 'province').map((f): RsMove => ({ type: 'ninja', target: f.id }))],
  check(s, _t, _seat, m) {
    if (m.type !== 'ninja') return null;
    const f = figureById(s, m.target);
    if (!f || f.kind !== 'bushi' || f.where !== 'province') return rej('bad-target', 'Path of the Ninja kills a Bushi on the map', R.cardSummon);
    return null;
  },
  apply(ctx, _t, seat, m) {
    done(ctx);
    if (m.type !== 'ninja') { emit(ctx, { type: 'cardDeclined', seat, card: 'path-of-the-ninja', rule: R.cardSummon }); return; }
    killFigures(ctx, [figureById(ctx.s, m.target)!], seat, R.cardSummon, 'path-of-the-ninja');
    loseHonor(ctx, seat, R.cardSummon, 'path-of-the-ninja');
  },
};

function richestOpponents(s: RsState, seat: Seat): Seat[] {
  let max = 0;
  for (let x = 0; x < s.players; x++) if (x !== seat) max = Math.max(max, s.coins[x]!);
  if (max === 0) return [];
  return s.clans.map((_, x) => x).filter((x) => x !== seat && s.coins[x] === max);
}

export const monkeyPrompt: Prompt<TaskOf<'monkey'>> = {
  types: ['monkey', 'pass'],
  seats: (_s, t) => [t.seat],
  candidates: (s, t) => (richestOpponents(s, t.seat).length ? [PASS, { type: 'monkey' }] : [PASS]),
  check(s, t, _seat, m) {
    if (m.type === 'monkey' && richestOpponents(s, t.seat).length === 0) return rej('nobody-to-rob', 'no opponent has a coin to take', R.cardSummon);
    return null;
  },
  apply(ctx, _t, seat, m) {
    done(ctx);
    if (m.type !== 'monkey') { emit(ctx, { type: 'cardDeclined', seat, card: 'path-of-the-monkey', rule: R.cardSummon }); return; }
    const s = ctx.s;
    const from = richestOpponents(s, seat);
    for (const x of from) {
      const n = Math.min(param('path-of-the-monkey', 'coins'), s.coins[x]!);
      s.coins[x]! -= n;
      s.coins[seat]! += n;
      emit(ctx, { type: 'coinsTaken', seat, from: x, coins: n, why: 'path-of-the-monkey', rule: R.cardSummon });
    }
    loseHonor(ctx, seat, R.cardSummon, 'path-of-the-monkey');
  },
};

// ---------------------------------------------------------------- Train (and Ryujin)

export const trainPrompt: Prompt<TaskOf<'train'>> = {
  types: ['buy', 'pass'],
  seats: (_s, t) => [t.seat],
  candidates: (s) => [PASS, ...[...new Set(s.offer)].map((c): RsMove => ({ type: 'buy', card: c }))],
  check(s, t, seat, m) {
    if (m.type !== 'buy') return null;
    const rule = t.ryujin ? R.ryujin : R.train;
    if (!s.offer.includes(m.card)) return rej('not-on-offer', `${m.card} is not among the season cards on offer`, rule);
    const cost = cardCost(s, seat, m.card, t.discount);
    if (cost > s.coins[seat]!) return rej('not-enough-coins', `${m.card} costs you ${cost} coin(s) and you have ${s.coins[seat]}`, R.trainCost);
    const c = card(m.card)!;
    if (c.monster && !s.figures.some((f) => f.monster === c.monster && f.where === 'box')) return rej('monster-taken', 'that monster already belongs to a clan', R.cardMonster);
    if (c.monster && !isClan(s, seat, 'dragonfly') && strongholdsOnMap(s, seat).length === 0)
      return rej('no-stronghold', 'a monster is summoned at one of your strongholds and you have none on the map', R.monsterSummon);
    return null;
  },
  apply(ctx, t, seat, m) {
    done(ctx);
    const s = ctx.s;
    if (m.type !== 'buy') { emit(ctx, { type: 'trainPassed', seat, ryujin: t.ryujin, rule: t.ryujin ? R.ryujin : R.train }); return; }
    const cost = cardCost(s, seat, m.card, t.discount);
    s.coins[seat]! -= cost;
    s.offer.splice(s.offer.indexOf(m.card), 1);
    s.cards[seat]!.push(m.card);
    emit(ctx, { type: 'cardBought', seat, card: m.card, cost, ryujin: t.ryujin, rule: t.ryujin ? R.ryujin : t.discount ? R.trainBonus : R.train });
    const follow: Task[] = [];
    const k = copies(s, seat, 'benevolence');
    if (k > 0 && cost > 0) follow.push({ t: 'benevolence', seat, left: Math.min(k, cost) });
    const c = card(m.card)!;
    if (c.monster) {
      const f = s.figures.find((x) => x.monster === c.monster)!;
      f.owner = seat;
      f.where = 'reserve';
      follow.push({ t: 'place', seat, why: 'monster', monster: c.monster });
    }
    s.queue.unshift(...follow);
  },
};

export const benevolencePrompt: Prompt<TaskOf<'benevolence'>> = {
  types: ['benevolence', 'pass'],
  seats: (_s, t) => [t.seat],
  candidates: (s, t) => [PASS, ...s.clans.map((_, x) => x).filter((x) => x !== t.seat).map((x): RsMove => ({ type: 'benevolence', to: x }))],
  check(s, t, _seat, m) {
    if (m.type === 'benevolence' && (m.to === t.seat || m.to < 0 || m.to >= s.players)) return rej('bad-seat', 'the coin must go to another clan', R.cardVirtue);
    return null;
  },
  apply(ctx, t, seat, m) {
    if (m.type !== 'benevolence') { done(ctx); emit(ctx, { type: 'cardDeclined', seat, card: 'benevolence', rule: R.cardVirtue }); return; }
    ctx.s.coins[m.to]! += 1;
    emit(ctx, { type: 'benevolence', seat, to: m.to, rule: R.cardVirtue });
    gainHonor(ctx, seat, 1, R.cardVirtue, 'benevolence');
    gainVp(ctx, seat, param('benevolence', 'vp'), R.cardVirtue, 'benevolence');
    t.left--;
    if (t.left <= 0) done(ctx);
  },
};

// ---------------------------------------------------------------- Harvest

export function runHarvest(ctx: Ctx, task: TaskOf<'harvest'>): void {
  const s = ctx.s;
  gainCoins(ctx, s.clans.map((_, seat) => ({ seat, n: 1 })), R.harvest, 'harvest');
  const ally = allyOf(s, task.chooser);
  const bonusSeats = ally === null ? [task.chooser] : [task.chooser, ally];
  const all = s.clans.map((_, seat) => seat);
  for (const seat of bonusSeats) {
    const won: ProvinceId[] = [];
    let vp = 0, coins = 0, ronin = 0;
    for (const p of PROVINCE_IDS) {
      const present = all.filter((x) => forceIn(s, x, p) > 0);
      if (bestOf(s, present, (x) => forceIn(s, x, p)) !== seat) continue;
      const r = provinceData(p).harvest;
      won.push(p);
      vp += r.vp; coins += r.coins; ronin += r.ronin;
    }
    emit(ctx, { type: 'harvestRewards', seat, provinces: won, vp, coins, ronin, rule: R.harvestBonus });
    gainVp(ctx, seat, vp, R.harvestBonus, 'harvest');
    gainCoins(ctx, [{ seat, n: coins }], R.harvestBonus, 'harvest');
    gainRonin(ctx, seat, ronin, R.harvestBonus, 'harvest');
  }
}

// ---------------------------------------------------------------- Betray

function sameTypeOk(target: Figure, unit: UnitKind): boolean {
  // A figure at a shrine (only Path of the Unrighteous reaches it) can only give way to a Shinto or a Komainu.
  if (target.where === 'shrine') return unit === 'shinto' || unit === 'komainu';
  if (target.kind === 'bushi') return unit === 'bushi';
  if (target.kind === 'shinto') return unit === 'shinto' || unit === 'komainu';
  if (target.kind === 'monster') return isMonster(unit) || (target.monster === 'komainu' && unit === 'shinto');
  return false;
}

export const betrayPrompt: Prompt<TaskOf<'betray'>> = {
  types: ['replace', 'pass'],
  seats: (_s, t) => [t.seat],
  candidates(s, t, seat) {
    const out: RsMove[] = [PASS];
    const units = reserveUnits(s, seat);
    for (const f of s.figures) {
      if (f.owner === null || f.owner === seat) continue;
      if (f.where !== 'province' && !(f.where === 'shrine' && t.extra > 0)) continue;
      for (const u of units) if (sameTypeOk(f, u)) out.push({ type: 'replace', target: f.id, unit: u });
    }
    return out;
  },
  check(s, t, seat, m) {
    if (m.type !== 'replace') return null;
    const f = figureById(s, m.target);
    if (!f || f.owner === null) return rej('bad-target', `${m.target} is not a figure in play`, R.betray);
    if (f.owner === seat) return rej('own-figure', 'Betray replaces figures of other clans', R.betray);
    if (isDaimyoLike(f)) return rej('immune', 'a Daimyo (or a figure that counts as one) cannot be replaced', R.betrayImmune);
    if (f.where === 'shrine') {
      if (t.extra <= 0) return rej('immune', 'a Shinto at a shrine cannot be replaced (only Path of the Unrighteous allows it)', R.betrayImmune);
    } else if (f.where !== 'province') return rej('not-on-map', 'only figures on the map can be replaced', R.betray);
    else if (!(t.normal > 0 && !t.owners.includes(f.owner)) && t.extra <= 0) {
      return t.normal > 0
        ? rej('same-player', 'the two replaced figures must belong to two different clans', R.betrayDifferent)
        : rej('no-betray-left', 'you have already replaced two figures', R.betray);
    }
    if (!reserveUnit(s, seat, m.unit)) return rej('not-in-reserve', `you have no ${m.unit} in your reserve`, R.betraySameType);
    if (!sameTypeOk(f, m.unit)) return rej('wrong-type', `a ${f.kind === 'monster' ? f.monster : f.kind} can only be replaced by a figure of the same type`, R.betraySameType);
    return null;
  },
  apply(ctx, t, seat, m) {
    if (m.type !== 'replace') { done(ctx); emit(ctx, { type: 'betrayDone', seat, rule: R.betray }); return; }
    const s = ctx.s;
    const target = figureById(s, m.target)!;
    const mine = reserveUnit(s, seat, m.unit)!;
    const owner = target.owner!;
    if (target.where === 'province' && t.normal > 0 && !t.owners.includes(owner)) { t.normal--; t.owners.push(owner); }
    else t.extra--;
    if (target.where === 'shrine') placeOnShrine(mine, target.shrine!);
    else placeInProvince(mine, target.province!);
    const where = target.where === 'shrine' ? { shrine: target.shrine! } : { province: target.province! };
    toReserve(target);
    emit(ctx, { type: 'betrayed', seat, target: target.id, owner, figure: mine.id, unit: unitOf(mine), ...where, rule: R.betray });
    entered(ctx, mine);
    if (t.normal <= 0 && t.extra <= 0) { done(ctx); emit(ctx, { type: 'betrayDone', seat, rule: R.betray }); }
  },
};

export { moreHonor, figuresIn, isProvince };
