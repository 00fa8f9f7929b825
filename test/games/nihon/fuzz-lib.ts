/** Fuzz games: bots play complete six-clan games; invariants are checked after every turn. */
import { expect } from 'vitest';
import { randomSource } from '../../../worker/engine/rng';
import type { GameEvent } from '../../../worker/engine/contract';
import { nihon, randomSheet, validateSheet } from '../../../worker/games/nihon/index';
import { resolveTurn } from '../../../worker/games/nihon/resolve';
import { allied, loanFloor, mapOf } from '../../../worker/games/nihon/rules';
import type { NihonState } from '../../../worker/games/nihon/types';
import { buildView } from '../../../worker/games/nihon/view';
import { visionOf } from '../../../worker/games/nihon/vision';

const PUBLIC = new Set(['missed-turn', 'alliance', 'alliance-broken', 'hostages-executed', 'hostages-released', 'minor-allied', 'minor-relation-broken', 'imperial-favour', 'imperial-disgrace', 'province-taken', 'major-battle', 'new-daimyo', 'province-given', 'province-annexed', 'bankruptcy', 'independence', 'markets', 'honor', 'prestige', 'game-over', 'turn-resolved', 'sheet-final', 'clan-abandoned']);
const CLAN_FIELDS = ['clan', 'attacker', 'defenders', 'targetClan', 'owner', 'victim', 'other', 'to'];
const TROOP_CAUSES = new Set(['recruit', 'transfer', 'hire', 'levy', 'army-of-the-dead', 'dismissed', 'unpaid-upkeep', 'battle', 'end-of-turn', 'failed-repression', 'army-destroyed', 'army-empty', 'army-no-home']);

export interface FuzzStats { turns: number; battles: number; captures: number; maxTurnMs: number; winners: number; maxStateKB: number }

/** Where a clan has a reason to see (independent of the engine's vision string). */
function reasons(s: NihonState, seat: number, events: GameEvent[]): Set<string> {
  const out = new Set<string>();
  for (const [pid, p] of Object.entries(s.provs)) if ((p.ctrl >= 0 && allied(s, seat, p.ctrl)) || (p.ctrl < 0 && p.ally !== undefined && allied(s, seat, p.ally))) out.add(pid);
  for (const a of Object.values(s.armies)) if (a.clan === seat) out.add(a.prov);
  for (const c of Object.values(s.chars)) if (c.clan === seat && c.hostageOf === undefined) out.add(c.prov);
  for (const e of events) if ((e.type === 'spy' || (e.type === 'ritual' && e.ritual === 'vision')) && e.clan === seat) out.add(e.province as string);
  return out;
}

export function checkViews(s: NihonState, turnEvents: GameEvent[]): void {
  const map = mapOf(s);
  for (let seat = 0; seat < s.clans.length; seat++) {
    if (s.clans[seat]!.status === 'abandoned') continue;
    const v = buildView(s, seat);
    const why = reasons(s, seat, turnEvents);
    expect(Object.keys(v)).not.toContain('sheets');
    for (const p of Object.values(v.provinces)) {
      expect(p.vision).toBe(visionOf(s, seat, p.id));
      if (p.vision > 0) expect(why.has(p.id), `clan ${seat} sees ${p.id} without reason`).toBe(true);
      if (p.vision === 0 && s.provs[p.id]!.ctrl !== seat) expect(p.revolt, `revolt of ${p.id} leaked to ${seat}`).toBeUndefined();
    }
    for (const a of v.armies) if (a.clan !== seat) expect(visionOf(s, seat, a.prov), `army ${a.id} leaked to ${seat}`).toBeGreaterThanOrEqual(1);
    for (const c of v.characters) {
      if (c.clan === seat || c.hostageOf === seat) continue;
      const real = s.chars[c.id]!;
      const vis = visionOf(s, seat, real.prov);
      expect(vis, `character ${c.id} leaked to ${seat}`).toBeGreaterThanOrEqual(Math.max(1, real.conc));
    }
    for (const f of v.fleets) if (f.clan !== seat) expect(s.seaVision[seat]).toContain(f.sea);
    for (const e of v.report) {
      if (!e.visibleTo) { expect(PUBLIC.has(e.type), `public event ${e.type}`).toBe(true); continue; }
      expect(e.visibleTo).toContain(seat);
      const mentioned = CLAN_FIELDS.some((k) => { const x = e[k]; return x === seat || (Array.isArray(x) && x.includes(seat)); });
      if (!mentioned) expect(typeof e.place === 'string' && visionOf(s, seat, e.place as string) >= 1, `event ${e.type} leaked to ${seat}`).toBe(true);
    }
    void map;
  }
}

export function checkStructure(s: NihonState): void {
  const map = mapOf(s);
  for (const a of Object.values(s.armies)) {
    expect(map.isProv(a.prov), `army ${a.id} at ${a.prov}`).toBe(true);
    expect(a.prov).not.toBe('jade_court');
    for (const k of ['sam', 'ron', 'cre', 'ash'] as const) expect(a[k]).toBeGreaterThanOrEqual(0);
    expect(a.sam + a.cre, `empty army ${a.id}`).toBeGreaterThan(0);
    expect(a.ron + a.ash).toBe(0);
    if (a.general) { expect(s.chars[a.general]?.army).toBe(a.id); expect(s.chars[a.general]?.wounded).toBeFalsy(); }
  }
  for (const [pid, p] of Object.entries(s.provs)) {
    if (p.gov) { expect(s.chars[p.gov]?.prov).toBe(pid); expect(s.chars[p.gov]?.army).toBeUndefined(); expect(p.ctrl).toBe(s.chars[p.gov]!.clan); }
    expect(p.revolt).toBeGreaterThanOrEqual(0);
    expect(p.revolt).toBeLessThan(4);
    expect(p.castle).toBeGreaterThanOrEqual(0);
    expect(p.castle).toBeLessThanOrEqual(3);
  }
  for (const c of Object.values(s.chars)) {
    expect(map.isProv(c.prov), `char ${c.id} at ${c.prov}`).toBe(true);
    if (c.army) { expect(s.armies[c.army], `char ${c.id} in missing army`).toBeDefined(); expect(s.armies[c.army]!.prov).toBe(c.prov); }
    if (c.guards) expect(s.chars[c.guards]?.prov).toBe(c.prov);
  }
  for (let i = 0; i < s.clans.length; i++) {
    expect(Object.values(s.chars).filter((c) => c.clan === i).length).toBeLessThanOrEqual(10);
    expect(s.clans[i]!.treasury, `treasury of ${i}`).toBeGreaterThanOrEqual(-loanFloor(s));
  }
  expect([...s.honor].sort()).toEqual(s.clans.map((_, i) => i).filter((i) => s.clans[i]!.status === 'active'));
}

export function playGame(seed: string, opts: { players?: number; viaContract?: boolean; settings?: Record<string, unknown> } = {}): FuzzStats {
  const players = opts.players ?? 6;
  const parsed = nihon.parseOptions(opts.settings ?? {}, players);
  if (!parsed.ok) throw new Error(parsed.message);
  let s = nihon.setup({ players, options: parsed.options, seed });
  const rnd = randomSource(`${seed}/bot`);
  const stats: FuzzStats = { turns: 0, battles: 0, captures: 0, maxTurnMs: 0, winners: 0, maxStateKB: 0 };
  checkStructure(s);
  checkViews(s, []);
  while (s.phase === 'orders') {
    const before = s;
    const sheets = s.clans.map((_, i) => (s.clans[i]!.status === 'abandoned' ? null : randomSheet(s, i, rnd)));
    sheets.forEach((sh, i) => { if (sh) expect(validateSheet(s, i, sh), `bot sheet of ${i}`).toEqual([]); });
    const t0 = performance.now();
    let events: GameEvent[];
    let money, troops;
    if (opts.viaContract && stats.turns < 3) {
      let st = s;
      for (let i = 0; i < st.clans.length; i++) {
        const r = nihon.applyMove(st, i, { type: 'submit-orders', sheet: sheets[i]! });
        expect(r.ok).toBe(true);
        if (r.ok) st = r.state;
      }
      // Drafts are private: no view shows another clan's sheet.
      for (let i = 0; i < st.clans.length; i++) {
        const v = nihon.view(st, i);
        expect(v.me?.sheet).toEqual(sheets[i]);
        const txt = JSON.stringify(v);
        for (let j = 0; j < st.clans.length; j++) if (j !== i && Object.keys(sheets[j]!.characters ?? {}).length) expect(txt.includes(JSON.stringify(sheets[j]!.characters))).toBe(false);
      }
      let out: GameEvent[] = [];
      for (let i = 0; i < st.clans.length; i++) {
        const r = nihon.applyMove(st, i, { type: 'mark-final' });
        expect(r.ok).toBe(true);
        if (r.ok) { st = r.state; out = r.events; }
      }
      const ref = resolveTurn({ ...s, sheets, final: s.final.map(() => true) });
      expect(st.turn).toBe(s.turn + 1);
      events = out;
      money = ref.money; troops = ref.troops;
      s = st;
    } else {
      const r = resolveTurn({ ...s, sheets });
      s = r.state; events = r.events; money = r.money; troops = r.troops;
    }
    stats.maxTurnMs = Math.max(stats.maxTurnMs, performance.now() - t0);
    stats.turns++;
    // Treasuries follow the ledger.
    for (let i = 0; i < s.clans.length; i++) {
      const delta = money.filter((m) => m.clan === i).reduce((n, m) => n + m.amount, 0);
      expect(s.clans[i]!.treasury, `treasury of clan ${i} at turn ${before.turn}`).toBe(before.clans[i]!.treasury + delta);
    }
    // Troops are conserved except by recorded causes.
    const total = (st: NihonState, i: number) => Object.values(st.armies).filter((a) => a.clan === i).reduce((n, a) => n + a.sam + a.ron + a.cre + a.ash, 0);
    for (let i = 0; i < s.clans.length; i++) {
      const delta = troops.filter((t) => t.clan === i).reduce((n, t) => n + t.delta, 0);
      expect(total(s, i), `troops of clan ${i} at turn ${before.turn}`).toBe(total(before, i) + delta);
    }
    for (const t of troops) expect(TROOP_CAUSES.has(t.cause), `troop cause ${t.cause}`).toBe(true);
    stats.battles += events.filter((e) => e.type === 'battle').length;
    stats.captures += events.filter((e) => e.type === 'province-taken').length;
    checkStructure(s);
    checkViews(s, events);
    stats.maxStateKB = Math.max(stats.maxStateKB, JSON.stringify(s).length / 1024);
    expect(s.turn).toBeLessThanOrEqual(101);
  }
  const res = nihon.result(s);
  expect(res).not.toBeNull();
  stats.winners = res!.winners.length;
  return stats;
}
