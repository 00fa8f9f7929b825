/**
 * Effects: turning card and tile effects into queued tasks, and the effects that apply at once
 * (gains under the caps, clan points, coins and seals to keep, well benefits, lanterns).
 */
import { BOARD, RESOURCES, lanternAreaReward, lanternCard, type Benefit, type Color, type Effect } from './data';
import { CAP, emit, me, type Ctx } from './context';
import { keepOptions } from './payments';
import { RULE } from './rule-ids';
import type { GainsT, PlayerState, Task } from './state';

export function effectsToTasks(effects: Effect[], rule: string): Task[] {
  const g: GainsT = {};
  let any = 0;
  const rest: Task[] = [];
  for (const e of effects) {
    switch (e.kind) {
      case 'gain':
        for (const k of ['food', 'iron', 'pearl', 'coins', 'seals', 'coinOrSeal', 'points', 'exchange'] as const) {
          if (e[k]) g[k] = (g[k] ?? 0) + e[k]!;
        }
        any += e.anyResource ?? 0;
        break;
      case 'well': rest.push({ t: 'well', n: e.count }); break;
      case 'lanternCard': rest.push({ t: 'lanternCard', activate: !!e.activate }); break;
      case 'activate': rest.push({ t: 'activate', color: e.color }); break;
      case 'improve': rest.push({ t: 'improve', n: e.count }); break;
      case 'action': rest.push({ t: 'action', action: e.action, discount: e.discount ?? 0 }); break;
      case 'influence': rest.push({ t: 'influence', free: !!e.free }); break;
      case 'choice': rest.push({ t: 'choice', options: e.options }); break;
    }
  }
  const out: Task[] = [];
  if (Object.keys(g).length > 0) out.push({ t: 'gain', g, rule });
  if (any > 0) out.push({ t: 'any', n: any });
  return [...out, ...rest];
}

export function pushFront(ctx: Ctx, tasks: Task[]): void {
  ctx.s.turn!.queue.unshift(...tasks);
}

/**
 * The track ends on space 40, so the marker can stand on 40 without a tile: the book gives the +40
 * tile only when a score goes beyond 40 (and flips it to +80 beyond 80), never on reaching it.
 */
function addPoints(ctx: Ctx, n: number, p: PlayerState): void {
  const before = p.points;
  p.points += n;
  for (const t of BOARD.scoring.fanTiles) {
    if (before <= t && p.points > t) emit(ctx, { type: 'fan-tile', seat: ctx.seat, tile: t, rule: RULE.clanPoints });
  }
}

export function setCoinsSeals(ctx: Ctx, coins: number, seals: number, incoming: number, rule: string): void {
  const p = me(ctx);
  const lost = p.coins + p.seals + incoming - coins - seals;
  const gained = { coins: coins - p.coins, seals: seals - p.seals };
  p.coins = coins;
  p.seals = seals;
  emit(ctx, { type: 'coins-seals', seat: ctx.seat, coins, seals, delta: gained, lost, rule: lost > 0 ? RULE.coinsSeals : rule });
}

export function applyGain(ctx: Ctx, g: GainsT, rule: string): void {
  const p = me(ctx);
  const got: Record<string, number> = {};
  const lost: Record<string, number> = {};
  for (const r of RESOURCES) {
    const n = g[r] ?? 0;
    if (!n) continue;
    const before = p[r];
    p[r] = Math.min(CAP.resourceMax, before + n);
    got[r] = p[r] - before;
    if (p[r] - before < n) lost[r] = n - (p[r] - before);
  }
  if (g.points) {
    got.points = g.points;
    addPoints(ctx, g.points, p);
  }
  if (g.exchange) {
    const before = p.exchange;
    p.exchange = Math.min(CAP.exchangeMax, before + g.exchange);
    got.exchange = p.exchange - before;
    if (p.exchange - before < g.exchange) lost.exchange = g.exchange - (p.exchange - before);
  }
  if (Object.keys(got).length > 0 || Object.keys(lost).length > 0) {
    emit(ctx, { type: 'gain', seat: ctx.seat, gains: got, lost, rule: Object.keys(lost).length > 0 ? (lost.exchange ? RULE.exchangeCap : RULE.resources) : rule });
  }
  const c = g.coins ?? 0, sl = g.seals ?? 0, f = g.coinOrSeal ?? 0;
  if (c + sl + f > 0) {
    const opts = keepOptions(p, c, sl, f);
    if (opts.length === 1) setCoinsSeals(ctx, opts[0]!.coins, opts[0]!.seals, c + sl + f, rule);
    else pushFront(ctx, [{ t: 'keep', coins: c, seals: sl, flex: f }]);
  }
}

export function benefitGain(b: Benefit): GainsT {
  switch (b) {
    case 'food': return { food: 1 };
    case 'iron': return { iron: 1 };
    case 'pearl': return { pearl: 1 };
    case 'seal': return { seals: 1 };
    case 'coin': return { coins: 1 };
    case 'exchange': return { exchange: 1 };
    case 'point': return { points: 1 };
  }
}

/** Well benefits that change something for the player (a benefit lost entirely is not offered). */
export function usefulBenefits(p: PlayerState): Benefit[] {
  return BOARD.well.filter((b) => {
    if (b === 'food' || b === 'iron' || b === 'pearl') return p[b] < CAP.resourceMax;
    if (b === 'exchange') return p.exchange < CAP.exchangeMax;
    return true;
  });
}

export function activate(ctx: Ctx, color: Color, rule: string): void {
  emit(ctx, { type: 'lantern-activated', seat: ctx.seat, color, rule });
  const p = me(ctx);
  const effects = [...BOARD.domainLanterns[color], ...p.lanterns[color].flatMap((id) => lanternAreaReward(id))];
  pushFront(ctx, effectsToTasks(effects, rule));
}

export function takeLanternCard(ctx: Ctx, card: string, thenActivate: boolean): void {
  const s = ctx.s;
  const i = s.lanternRow.indexOf(card);
  const color = lanternCard(card).color;
  me(ctx).lanterns[color].push(card);
  let revealed: string | null = null;
  if (s.lanternDeck.length > 0) {
    revealed = s.lanternDeck.shift()!;
    s.lanternRow.splice(i, 1, revealed);
    ctx.revealed = true;
  } else s.lanternRow.splice(i, 1);
  emit(ctx, { type: 'lantern-card', seat: ctx.seat, card, color, revealed, rule: RULE.takeLanternCard });
  if (thenActivate) activate(ctx, color, RULE.takeLanternCard);
}
