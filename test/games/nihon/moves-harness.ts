/**
 * `moves` cases: a start position (as for `turn` cases), then a script of contract moves by clans and
 * by the referee, each with what must hold: offered or not by legalMoves, accepted or refused (and
 * the code), events, the stale rows of the clan's view, its draft; then the state after the script.
 * Clan names stand for seats in `seat` fields of referee moves and in expectations (see README).
 */
import { jsonEqual } from '../../../worker/engine/contract';
import { nihon } from '../../../worker/games/nihon/index';
import type { NihonMove, NihonState } from '../../../worker/games/nihon/types';
import { buildState, subset, type Case } from './harness';

interface Step {
  clan?: string;
  referee?: Record<string, unknown>;
  move?: NihonMove;
  /** When set: must the move be among the clan's legal moves (before it is tried)? */
  offered?: boolean;
  /** Try the move (default true when `move` or `referee` is given). */
  apply?: boolean;
  ok?: boolean;
  code?: string;
  events?: Record<string, unknown>[];
  /** Units of the clan's stale rows (its view), checked after the step. */
  stale?: string[];
  /** Partial expected draft of the clan after the step. */
  sheet?: Record<string, unknown>;
}

function seatOf(s: NihonState, name: unknown): number {
  const i = s.clans.findIndex((c) => c.id === name);
  if (i < 0) throw new Error(`unknown clan ${String(name)}`);
  return i;
}

function norm(s: NihonState, v: unknown): unknown {
  if (typeof v === 'string') { const i = s.clans.findIndex((x) => x.id === v); return i >= 0 ? i : v; }
  if (Array.isArray(v)) return v.map((x) => norm(s, x));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, norm(s, x)]));
  return v;
}

export function runMovesCase(c: Case): string[] {
  const fails: string[] = [];
  let s = buildState(c);
  for (let i = 0; i < s.clans.length; i++) if (s.sheets[i] === undefined) s.sheets[i] = null;
  ((c.steps ?? []) as Step[]).forEach((st, n) => {
    const at = `step ${n + 1}`;
    const seat = st.clan !== undefined ? seatOf(s, st.clan) : -1;
    if (st.move && st.offered !== undefined) {
      const has = nihon.legalMoves(s, seat).some((m) => jsonEqual(m, st.move));
      if (has !== st.offered) fails.push(`${at}: ${JSON.stringify(st.move)} is ${has ? '' : 'not '}offered`);
    }
    if ((st.move || st.referee) && st.apply !== false) {
      const move = st.referee ? { ...st.referee, ...(typeof st.referee.seat === 'string' ? { seat: seatOf(s, st.referee.seat) } : {}) } as NihonMove : st.move!;
      const r = st.referee ? nihon.applyRefereeMove!(s, move) : nihon.applyMove(s, seat, move);
      const wantOk = st.ok ?? true;
      if (r.ok !== wantOk) fails.push(`${at}: expected ${wantOk ? 'acceptance' : 'refusal'}, got ${r.ok ? 'acceptance' : `refusal ${r.rejection.code}: ${r.rejection.message}`}`);
      if (!r.ok && st.code && r.rejection.code !== st.code) fails.push(`${at}: refusal code ${r.rejection.code}, expected ${st.code}`);
      if (r.ok) {
        for (const e of st.events ?? []) if (!r.events.some((x) => subset(x, norm(r.state, e)) === null)) fails.push(`${at}: no event matching ${JSON.stringify(e)} in ${JSON.stringify(r.events).slice(0, 500)}`);
        s = r.state;
      }
    }
    if (st.stale) {
      const got = [...new Set((nihon.view(s, seat).me?.stale ?? []).map((x) => x.unit))].sort();
      if (!jsonEqual(got, [...st.stale].sort())) fails.push(`${at}: stale rows ${JSON.stringify(got)}, expected ${JSON.stringify(st.stale)}`);
    }
    if (st.sheet) { const e = subset(s.sheets[seat], st.sheet, `${at} sheet`); if (e) fails.push(e); }
  });
  const exp = (c.expect ?? {}) as Record<string, Record<string, unknown> | unknown[]>;
  const check = (label: string, act: unknown, e: unknown) => { const m = subset(act, norm(s, e), label); if (m) fails.push(m); };
  for (const [id, v] of Object.entries((exp.clans ?? {}) as Record<string, unknown>)) check(`clans.${id}`, s.clans[seatOf(s, id)], v);
  for (const [id, v] of Object.entries((exp.provinces ?? {}) as Record<string, unknown>)) check(`provinces.${id}`, s.provs[id], v);
  for (const [id, v] of Object.entries((exp.characters ?? {}) as Record<string, unknown>)) check(`characters.${id}`, s.chars[id] ?? null, v);
  for (const [id, v] of Object.entries((exp.armies ?? {}) as Record<string, unknown>)) check(`armies.${id}`, s.armies[id] ?? null, v);
  if (exp.honorTrack) check('honorTrack(top first)', s.honor.slice().reverse(), exp.honorTrack);
  for (const [id, n] of Object.entries((exp.characterCount ?? {}) as Record<string, number>)) {
    const got = Object.values(s.chars).filter((x) => x.clan === seatOf(s, id)).length;
    if (got !== n) fails.push(`characterCount.${id}: expected ${n}, got ${got}`);
  }
  if (exp.turn !== undefined) check('turn', s.turn, exp.turn);
  return fails;
}
