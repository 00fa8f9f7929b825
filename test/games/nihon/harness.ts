/**
 * The conformance-case harness: builds a start position from a readable case file, resolves the turn
 * with scripted dice, and compares the expected facts (see cases/README.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLANS, CLAN_ORDER } from '../../../worker/games/nihon/data/clans';
import { resolveBattle, type BattleSide } from '../../../worker/games/nihon/battle';
import { adjustHonor } from '../../../worker/games/nihon/honor';
import { resolveTurn } from '../../../worker/games/nihon/resolve';
import { computeHeadsRank, standardTest, scriptedDice } from '../../../worker/games/nihon/rules';
import { DEFAULT_SETTINGS, parseSettings } from '../../../worker/games/nihon/settings';
import { bareState, setupState } from '../../../worker/games/nihon/setup';
import type { NihonState, OrderSheet } from '../../../worker/games/nihon/types';
import { validateSheet } from '../../../worker/games/nihon/validate';
import { computeVisibility } from '../../../worker/games/nihon/vision';
import { seedRng } from '../../../worker/engine/rng';

export interface Case {
  id: string;
  title: string;
  rule: string;
  source?: string;
  kind: 'turn' | 'validate' | 'battle' | 'honor' | 'test' | 'moves';
  [k: string]: unknown;
}

export function loadCases(dir: string): { file: string; c: Case }[] {
  const out: { file: string; c: Case }[] = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).sort()) {
    const raw = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Case | Case[];
    for (const c of Array.isArray(raw) ? raw : [raw]) out.push({ file: f, c });
  }
  return out;
}

const roster = new Map(CLANS.flatMap((cl) => cl.characters.map((ch, row) => [ch.id, { clan: cl.id, ch, row: row + 1 }] as const)));

/**
 * Fixtures shared by many cases. "duo": the Shisuke (seat 0, Harima + Awaji, daimyo Daigo in Harima)
 * and the Yamana (seat 1, Mino + Hida, daimyo Taoke in Mino), 20 koku each, no minor fleets.
 */
const FIXTURES: Record<string, Partial<Case>> = {
  duo: {
    players: ['shisuke', 'yamana'],
    settings: { minorFleets: false },
    setup: {
      clans: { shisuke: { treasury: 20, reserve: 4 }, yamana: { treasury: 20, reserve: 3 } },
      provinces: { harima: { ctrl: 'shisuke' }, awaji: { ctrl: 'shisuke' }, mino: { ctrl: 'yamana' }, hida: { ctrl: 'yamana' } },
      characters: { daigo: { at: 'harima' }, taoke: { at: 'mino' } },
    },
  },
};

function merge(a: unknown, b: unknown): unknown {
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const out: Record<string, unknown> = { ...(a as object) };
    for (const [k, v] of Object.entries(b as object)) out[k] = k in out ? merge(out[k], v) : v;
    return out;
  }
  return b === undefined ? a : b;
}

/** Build the start position of a turn or validate case. */
export function buildState(c0: Case): NihonState {
  const c = (c0.fixture ? merge(FIXTURES[c0.fixture as string], c0) : c0) as Case;
  const settingsRaw = (c.settings ?? {}) as Record<string, unknown>;
  const parsed = parseSettings(settingsRaw);
  if (!parsed.ok) throw new Error(`case ${c.id}: setting ${parsed.field}: ${parsed.message}`);
  const players = (c.players as string[] | undefined) ?? CLAN_ORDER;
  let s: NihonState;
  if (c.base === 'standard') {
    s = setupState({ players: players.length, options: parsed.options, seed: (c.seed as string) ?? c.id });
  } else {
    s = bareState(players, parsed.options, (c.seed as string) ?? c.id);
  }
  const seat = (id: unknown): number => {
    const i = s.clans.findIndex((x) => x.id === id);
    if (i < 0) throw new Error(`case ${c.id}: unknown clan ${String(id)}`);
    return i;
  };
  const setup = (c.setup ?? {}) as Record<string, Record<string, Record<string, unknown>>> & { honorTrack?: string[] };
  for (const [id, v] of Object.entries(setup.clans ?? {})) {
    const cl = s.clans[seat(id)]!;
    for (const [k, val] of Object.entries(v)) {
      if (k === 'allies') cl.allies = (val as string[]).map(seat);
      else if (k === 'res') cl.res = { ...cl.res, ...(val as object) };
      else (cl as unknown as Record<string, unknown>)[k] = val;
    }
  }
  for (const [id, v] of Object.entries(setup.provinces ?? {})) {
    const p = s.provs[id];
    if (!p) throw new Error(`case ${c.id}: unknown province ${id}`);
    for (const [k, val] of Object.entries(v)) {
      if (k === 'ctrl') {
        if (typeof val === 'string') { p.ctrl = seat(val); delete p.minor; delete p.msam; } else p.ctrl = val as number;
      } else if (k === 'ally') p.ally = seat(val);
      else if (k === 'friends') p.friends = (val as string[]).map(seat);
      else (p as unknown as Record<string, unknown>)[k] = val;
    }
  }
  for (const [id, v] of Object.entries(setup.characters ?? {})) {
    if (v === null) continue;
    const r = roster.get(id);
    const clan = (v.clan as string) ?? r?.clan;
    const t = (v.t as number[]) ?? r?.ch.t;
    if (!clan || !t) throw new Error(`case ${c.id}: character ${id} needs clan and t`);
    s.chars[id] = { id, clan: seat(clan), name: r?.ch.name ?? id, role: (v.role as never) ?? r?.ch.role ?? 'samurai', t: [...t] as never, heads: (v.heads as number) ?? r?.ch.heads ?? 0, row: (v.row as number) ?? r?.row ?? 20, prov: v.at as string, conc: t[2]! };
    const ch = s.chars[id]!;
    if (v.army) ch.army = v.army as string;
    if (v.guards) ch.guards = v.guards as string;
    if (v.wounded) ch.wounded = true;
    if (v.daimyo ?? r?.ch.role === 'daimyo') ch.daimyo = true;
    if (v.daimyo === false) delete ch.daimyo;
    if (v.hostageOf) { ch.hostageOf = seat(v.hostageOf); s.clans[ch.hostageOf]!.hostages.push(id); }
  }
  for (const [id, v] of Object.entries(setup.armies ?? {})) {
    const [cid, no] = id.split('-') as [string, string];
    s.armies[id] = { id, clan: seat(cid), no: Number(no), prov: v.at as string, sam: (v.sam as number) ?? 0, ron: (v.ron as number) ?? 0, cre: (v.cre as number) ?? 0, ash: (v.ash as number) ?? 0 };
    if (v.general) { s.armies[id]!.general = v.general as string; }
    if (v.gar) s.armies[id]!.gar = true;
    for (const ch of Object.values(s.chars)) if (ch.army === id) ch.prov = v.at as string;
  }
  if (setup.honorTrack) s.honor = setup.honorTrack.map(seat);
  if (c.turn) s.turn = c.turn as number;
  s.headsRank = computeHeadsRank(s);
  computeVisibility(s, new Map(), new Map());
  if (setup.vision) for (const [cid, v] of Object.entries(setup.vision as Record<string, Record<string, number>>)) {
    const arr = s.vision[seat(cid)]!.split('');
    const ids = Object.keys(s.provs);
    for (const [pid, lvl] of Object.entries(v)) arr[ids.indexOf(pid)] = String(lvl);
    s.vision[seat(cid)] = arr.join('');
  }
  return s;
}

function normalize(s: NihonState, v: unknown): unknown {
  if (typeof v === 'string') { const i = s.clans.findIndex((x) => x.id === v); return i >= 0 ? i : v; }
  if (Array.isArray(v)) return v.map((x) => normalize(s, x));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normalize(s, x)]));
  return v;
}

/** Deep subset: every key of `exp` must match in `act`; arrays match element by element (same length). */
export function subset(act: unknown, exp: unknown, path = ''): string | null {
  if (exp === null) return act === null || act === undefined ? null : `${path}: expected absent/null, got ${JSON.stringify(act)}`;
  if (Array.isArray(exp)) {
    if (!Array.isArray(act)) return `${path}: expected a list, got ${JSON.stringify(act)}`;
    if (act.length !== exp.length) return `${path}: expected ${exp.length} items, got ${act.length} (${JSON.stringify(act)})`;
    for (let i = 0; i < exp.length; i++) { const e = subset(act[i], exp[i], `${path}[${i}]`); if (e) return e; }
    return null;
  }
  if (typeof exp === 'object') {
    if (!act || typeof act !== 'object') return `${path}: expected an object, got ${JSON.stringify(act)}`;
    for (const [k, v] of Object.entries(exp as object)) {
      const e = subset((act as Record<string, unknown>)[k], v, path ? `${path}.${k}` : k);
      if (e) return e;
    }
    return null;
  }
  if (exp === false && act === undefined) return null;
  return act === exp ? null : `${path}: expected ${JSON.stringify(exp)}, got ${JSON.stringify(act)}`;
}

/** Run one case; returns a list of failures (empty when it passes). */
export function runCase(c: Case): string[] {
  const fails: string[] = [];
  const exp = (c.expect ?? {}) as Record<string, unknown>;
  if (c.kind === 'test') {
    const r = standardTest(c.value as number, c.target as number, (c.advActor as number) ?? 0, (c.advTarget as number) ?? 0, c.die as number);
    const e = subset(r, exp); if (e) fails.push(e);
    return fails;
  }
  if (c.kind === 'honor') {
    const names = c.track as string[];
    const mods = c.modifiers as Record<string, number>;
    const r = adjustHonor(names.map((_, i) => i), Object.fromEntries(names.map((n, i) => [i, mods[n] ?? 0])), (c.fallTie as 'lower-first') ?? 'lower-first');
    const e = subset({ intermediate: r.intermediate.map((i) => names[i]), final: r.final.map((i) => names[i]) }, exp); if (e) fails.push(e);
    return fails;
  }
  if (c.kind === 'battle') {
    const side = (x: Record<string, unknown>): BattleSide => ({ clan: 0, sam: 0, ron: 0, cre: 0, ash: 0, genS: null, bestS: 0, bestSHeads: 0, duelists: [], horses: 0, metal: 0, tech: 0, castle: false, badPosition: false, exhausted: false, enemyMinors: 0, ...x } as BattleSide);
    const dice = scriptedDice(seedRng(c.id), c.dice as number[]);
    const set = { ...DEFAULT_SETTINGS, ...((c.settings ?? {}) as object) };
    const r = resolveBattle(side(c.a as Record<string, unknown>), side(c.d as Record<string, unknown>), dice, set);
    const e = subset(r, exp); if (e) fails.push(e);
    if (c.dice && dice.used() !== (c.dice as number[]).length) fails.push(`dice: ${dice.used()} of ${(c.dice as number[]).length} scripted dice used`);
    return fails;
  }
  const s = buildState(c);
  if (c.kind === 'validate') {
    const orders = (c.orders ?? {}) as Record<string, OrderSheet>;
    for (const [cid, sheet] of Object.entries(orders)) {
      const errs = validateSheet(s, s.clans.findIndex((x) => x.id === cid), sheet).map((x) => ({ field: x.field, code: x.code }));
      const e = subset(errs, (c.expectErrors ?? []) as unknown[], `errors(${cid})`); if (e) fails.push(e);
    }
    return fails;
  }
  // turn
  const orders = (c.orders ?? {}) as Record<string, OrderSheet>;
  for (const [cid, sheet] of Object.entries(orders)) {
    const i = s.clans.findIndex((x) => x.id === cid);
    if (i < 0) throw new Error(`case ${c.id}: unknown clan ${cid}`);
    if (!c.skipValidation) {
      const errs = validateSheet(s, i, sheet);
      if (errs.length) fails.push(`orders of ${cid} are invalid: ${errs.map((x) => `${x.field} ${x.code}`).join(', ')}`);
    }
    s.sheets[i] = sheet;
  }
  if (!c.skipSheets) for (let i = 0; i < s.clans.length; i++) if (!s.sheets[i]) s.sheets[i] = {};
  const r = resolveTurn(s, c.dice ? { dice: c.dice as number[] } : {});
  const st = r.state;
  const check = (label: string, act: unknown, e: unknown) => { const m = subset(act, normalize(st, e), label); if (m) fails.push(m); };
  for (const [id, v] of Object.entries((exp.clans ?? {}) as Record<string, unknown>)) check(`clans.${id}`, st.clans[st.clans.findIndex((x) => x.id === id)], v);
  for (const [id, v] of Object.entries((exp.provinces ?? {}) as Record<string, unknown>)) check(`provinces.${id}`, st.provs[id], v);
  for (const [id, v] of Object.entries((exp.characters ?? {}) as Record<string, unknown>)) check(`characters.${id}`, st.chars[id] ?? null, v);
  for (const [id, v] of Object.entries((exp.armies ?? {}) as Record<string, unknown>)) check(`armies.${id}`, st.armies[id] ?? null, v);
  if (exp.honorTrack) check('honorTrack(top first)', st.honor.slice().reverse(), exp.honorTrack);
  if (exp.phase) check('phase', st.phase, exp.phase);
  if (exp.result) check('result', st.result, exp.result);
  if (exp.diceUsed !== undefined) check('diceUsed', r.diceUsed, exp.diceUsed);
  if (c.dice && exp.diceUsed === undefined && r.diceUsed !== (c.dice as number[]).length) fails.push(`dice: ${r.diceUsed} of ${(c.dice as number[]).length} scripted dice used`);
  for (const ev of (exp.events ?? []) as Record<string, unknown>[]) {
    const want = normalize(st, ev);
    const hit = r.events.find((x) => subset(x, want) === null);
    if (!hit) {
      const same = r.events.filter((x) => x.type === ev.type);
      fails.push(`no event matching ${JSON.stringify(ev)}; events of that type: ${JSON.stringify(same).slice(0, 600)}`);
    }
  }
  for (const ev of (exp.noEvents ?? []) as Record<string, unknown>[]) {
    const want = normalize(st, ev);
    const hit = r.events.find((x) => subset(x, want) === null);
    if (hit) fails.push(`unexpected event ${JSON.stringify(hit).slice(0, 400)}`);
  }
  for (const [cid, ids] of Object.entries((exp.money ?? {}) as Record<string, Record<string, number>>)) {
    const seat = st.clans.findIndex((x) => x.id === cid);
    for (const [cause, amount] of Object.entries(ids)) {
      const got = r.money.filter((m) => m.clan === seat && m.cause === cause).reduce((n, m) => n + m.amount, 0);
      if (got !== amount) fails.push(`money ${cid}.${cause}: expected ${amount}, got ${got}`);
    }
  }
  return fails;
}
