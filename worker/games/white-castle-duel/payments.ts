/** Costs and payments: every way to pay a cost, paying it, discounts, and the coins/seals cap. */
import { RESOURCES, type Cost } from './data';
import { CAP } from './context';
import { PAY_KEYS, type Pay, type PlayerState } from './state';

/** Every vector of `parts` naturals summing to n, each at most its cap. */
function splits(n: number, caps: number[]): number[][] {
  if (caps.length === 1) return n <= caps[0]! ? [[n]] : [];
  const out: number[][] = [];
  for (let x = Math.min(n, caps[0]!); x >= 0; x--) for (const rest of splits(n - x, caps.slice(1))) out.push([x, ...rest]);
  return out;
}

export function canonPay(p: Pay): Pay {
  const out: Pay = {};
  for (const k of PAY_KEYS) if ((p[k] ?? 0) > 0) out[k] = p[k];
  return out;
}

/** Every concrete way for a player to pay a cost (empty when they cannot). */
export function payments(cost: Cost, p: PlayerState): Pay[] {
  const base: Required<Pay> = { food: cost.food ?? 0, iron: cost.iron ?? 0, pearl: cost.pearl ?? 0, coins: cost.coins ?? 0, seals: cost.seals ?? 0 };
  for (const k of PAY_KEYS) if (p[k] < base[k]) return [];
  const res = splits(cost.anyResource ?? 0, RESOURCES.map((r) => p[r] - base[r]));
  const cs = splits(cost.coinOrSeal ?? 0, [p.coins - base.coins, p.seals - base.seals]);
  const out: Pay[] = [];
  for (const r of res) for (const c of cs) {
    out.push(canonPay({ food: base.food + r[0]!, iron: base.iron + r[1]!, pearl: base.pearl + r[2]!, coins: base.coins + c[0]!, seals: base.seals + c[1]! }));
  }
  return out;
}

export function payCost(p: PlayerState, pay: Pay): void {
  for (const k of PAY_KEYS) {
    p[k] -= pay[k] ?? 0;
    if (p[k] < 0) throw new Error(`payment below zero (${k})`);
  }
}

export function discounted(cost: number, discount: number): number {
  return Math.max(0, cost - discount);
}

/** The coins/seals a player may end with after gaining fixed coins c, seals s and f of either. */
export function keepOptions(p: PlayerState, c: number, s: number, f: number): { coins: number; seals: number }[] {
  const total = Math.min(CAP.coinsAndSeals, p.coins + p.seals + c + s + f);
  const lo = Math.max(0, total - (p.seals + s + f));
  const hi = Math.min(p.coins + c + f, total);
  const out: { coins: number; seals: number }[] = [];
  for (let x = lo; x <= hi; x++) out.push({ coins: x, seals: total - x });
  return out;
}
