/**
 * The offered == accepted fuzz (issue 14): random drafts built step by step through the contract; at
 * every step every offered move (or a random sample) is applied to the same state and must be
 * accepted, must not throw, and must leave every other seat's draft as it was. The referee disturbs
 * the game now and then (abandonments, settings) so drafts turn stale and stale rows are exercised.
 */
import { jsonEqual } from '../../../worker/engine/contract';
import { randomSource } from '../../../worker/engine/rng';
import { nihon, staleRows } from '../../../worker/games/nihon/index';
import type { NihonMove, NihonState } from '../../../worker/games/nihon/types';

export interface StepFuzzStats { steps: number; checked: number; applied: number; turns: number; staleSeen: number; refereeMoves: number }
export interface StepFuzzOptions { players: number; steps: number; sample: number | 'all'; /** Collects the validator's codes of the stale rows seen. */ staleCodes?: Set<string> }

const protoNames = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');

function pick<T>(rnd: () => number, xs: T[]): T { return xs[Math.floor(rnd() * xs.length)]!; }

function sample<T>(rnd: () => number, xs: T[], n: number | 'all'): T[] {
  if (n === 'all' || xs.length <= n) return xs;
  const out = xs.slice();
  for (let i = 0; i < n; i++) { const j = i + Math.floor(rnd() * (out.length - i)); [out[i], out[j]] = [out[j]!, out[i]!]; }
  return out.slice(0, n);
}

/** Apply one offered move and check it; returns a failure description or null. */
function checkOffered(s: NihonState, seat: number, m: NihonMove): string | null {
  let r;
  try { r = nihon.applyMove(s, seat, m); } catch (e) { return `threw ${(e as Error).message} on ${JSON.stringify(m)}`; }
  if (!r.ok) return `offered but refused (${r.rejection.code}: ${r.rejection.message}) ${JSON.stringify(m).slice(0, 300)}`;
  if (r.state.turn === s.turn) {
    for (let j = 0; j < s.clans.length; j++) if (j !== seat && !jsonEqual(r.state.sheets[j], s.sheets[j])) return `changed the draft of seat ${j}: ${JSON.stringify(m)}`;
  }
  return null;
}

/** The referee's disturbance: an abandonment (keeping 2 clans in play) or a settings change. */
function disturb(s: NihonState, rnd: () => number): NihonState {
  const moves = nihon.refereeMoves!(s).filter((m) => m.type !== 'resolve-now');
  const active = s.clans.filter((c) => c.status !== 'abandoned').length;
  const usable = moves.filter((m) => m.type !== 'abandon-clan' || active > 2);
  if (rnd() < 0.5) {
    const patch = pick<Record<string, boolean>>(rnd, [{ armyMembersAct: rnd() < 0.5 }, { giftsNeedRelation: rnd() < 0.5 }, { pilgrimagePresence: rnd() < 0.5 }, { lakeLaoGai: rnd() < 0.5 }]);
    const r = nihon.updateOptions!(s, patch as never);
    if (!r.ok) throw new Error(`settings change refused: ${r.rejection.message}`);
    return r.state;
  }
  const m = pick(rnd, usable);
  const r = nihon.applyRefereeMove!(s, m);
  if (!r.ok) throw new Error(`offered referee move refused: ${r.rejection.message} ${JSON.stringify(m)}`);
  return r.state;
}

export function fuzzSteps(seed: string, o: StepFuzzOptions): StepFuzzStats {
  const parsed = nihon.parseOptions({}, o.players);
  if (!parsed.ok) throw new Error(parsed.message);
  let s = nihon.setup({ players: o.players, options: parsed.options, seed });
  const rnd = randomSource(`${seed}/steps`);
  const proto = protoNames();
  let current = -1;
  const stats: StepFuzzStats = { steps: 0, checked: 0, applied: 0, turns: 0, staleSeen: 0, refereeMoves: 0 };
  for (let step = 0; step < o.steps && s.phase === 'orders'; step++) {
    stats.steps++;
    if (rnd() < 0.05) { s = disturb(s, rnd); stats.refereeMoves++; }
    const seats = nihon.awaiting(s);
    if (!seats.length) break;
    // One clan drafts for a while (as a player does), so drafts grow long enough for rows to interact.
    if (!seats.includes(current) || rnd() < 0.08) current = pick(rnd, seats);
    const seat = current;
    const stale = staleRows(s, seat, s.sheets[seat] ?? null);
    stats.staleSeen += stale.length;
    for (const r of stale) o.staleCodes?.add(r.code);
    const offered = nihon.legalMoves(s, seat);
    if (!offered.length) throw new Error(`seat ${seat} is awaited but offered nothing`);
    // Every clear is checked (the stale-row exits), then a sample of the rest.
    const clears = offered.filter((m) => m.type === 'clear-order');
    for (const m of [...clears, ...sample(rnd, offered.filter((m) => m.type !== 'clear-order'), o.sample)]) {
      const f = checkOffered(s, seat, m);
      stats.checked++;
      if (f) throw new Error(`seed ${seed}, step ${step}, seat ${seat}: ${f}`);
    }
    if (protoNames() !== proto || Object.keys(Object.prototype).length) throw new Error('Object.prototype changed');
    // Walk on: mostly set orders, sometimes clear, now and then mark final (which may resolve the turn).
    const x = rnd();
    // Units are picked kind first (character, army, province, fleets, …), so armies and provinces
    // get as many steps as the far more numerous character orders: generals, joins and creations meet.
    const orders = offered.filter((m) => m.type === 'order');
    const byKind = new Map<string, NihonMove[]>();
    for (const m of orders) { const k = String((m as { unit: string }).unit).split(':')[0]!; byKind.set(k, [...(byKind.get(k) ?? []), m]); }
    const kindPool = byKind.size ? byKind.get(pick(rnd, [...byKind.keys()]))! : [];
    const pool = x < 0.05 ? offered.filter((m) => m.type === 'mark-final') : x < 0.12 && clears.length ? clears : kindPool;
    const m = pick(rnd, pool.length ? pool : offered);
    const r = nihon.applyMove(s, seat, m);
    if (!r.ok) throw new Error(`seed ${seed}, step ${step}: chosen move refused ${r.rejection.message}`);
    if (r.state.turn !== s.turn) stats.turns++;
    s = r.state;
    stats.applied++;
  }
  return stats;
}
