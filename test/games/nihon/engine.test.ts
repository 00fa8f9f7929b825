import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../worker/engine/contract';
import { randomSource } from '../../../worker/engine/rng';
import { CLANS } from '../../../worker/games/nihon/data/clans';
import { LAND_LINKS, PROVINCES, SEAS } from '../../../worker/games/nihon/data/map';
import { LINK_SOURCES, PROVINCE_SOURCES, SEA_SOURCES } from '../../../worker/games/nihon/data/map-provenance';
import { RITUALS } from '../../../worker/games/nihon/data/rituals';
import { eventTypesDescribed } from '../../../worker/games/nihon/describe';
import { abandonClan, nihon, NIHON_RULE_IDS, randomSheet, refereeView, SETTINGS, validateSheet } from '../../../worker/games/nihon/index';
import { resolveTurn } from '../../../worker/games/nihon/resolve';
import type { NihonState } from '../../../worker/games/nihon/types';

function start(players = 6, options: Record<string, unknown> = {}, seed = 'engine-test'): NihonState {
  const p = nihon.parseOptions(options, players);
  if (!p.ok) throw new Error(p.message);
  return nihon.setup({ players, options: p.options, seed });
}

describe('NIHON definition', () => {
  it('declares the game', () => {
    expect(nihon.id).toBe('nihon');
    expect(nihon.minPlayers).toBe(2);
    expect(nihon.maxPlayers).toBe(6);
    for (const l of LANGS) expect(nihon.name[l]).toBeTruthy();
    expect(nihon.options.length).toBe(SETTINGS.length);
  });

  it('parseOptions fills defaults and names the faulty field', () => {
    const ok = nihon.parseOptions({ startTreasury: '5', lakeLaoGai: false }, 6);
    expect(ok.ok && ok.options.startTreasury).toBe(5);
    expect(ok.ok && ok.options.lakeLaoGai).toBe(false);
    expect(ok.ok && ok.options.turnLimit).toBe(100);
    const bad = nihon.parseOptions({ turnLimit: 1000 }, 6);
    expect(bad).toMatchObject({ ok: false, field: 'turnLimit' });
    expect(nihon.parseOptions({ nope: 1 }, 6)).toMatchObject({ ok: false, field: 'nope' });
    expect(nihon.parseOptions({ captureRule: 'whatever' }, 6)).toMatchObject({ ok: false, field: 'captureRule' });
    expect(nihon.parseOptions('x', 6).ok).toBe(false);
  });

  it('every setting is documented with a reference and labels', () => {
    for (const s of SETTINGS) {
      expect(s.description.length, s.key).toBeGreaterThan(20);
      expect(s.ref, s.key).toBeTruthy();
      for (const l of LANGS) expect(s.label[l], s.key).toBeTruthy();
    }
  });

  it('data carry their provenance', () => {
    expect(PROVINCES.length).toBe(73);
    expect(SEAS.length).toBe(12);
    // Every record of map.ts has its provenance in map-provenance.ts, and nothing else is there.
    for (const p of PROVINCES) for (const v of Object.values(PROVINCE_SOURCES[p.id]!.src)) expect(['geography', 'rulebook', 'proposed']).toContain(v);
    for (const s of SEAS) expect(['geography', 'rulebook', 'proposed']).toContain(SEA_SOURCES[s.id]!.src);
    for (const l of LAND_LINKS) expect(['geography', 'rulebook', 'proposed']).toContain(LINK_SOURCES[`${l.a}|${l.b}`]!.src);
    expect(Object.keys(PROVINCE_SOURCES).length + Object.keys(SEA_SOURCES).length + Object.keys(LINK_SOURCES).length).toBe(PROVINCES.length + SEAS.length + LAND_LINKS.length);
    expect(RITUALS.length).toBe(17);
    expect(CLANS.length).toBe(6);
    for (const c of CLANS) expect(c.characters.length).toBe(10);
    const ids = CLANS.flatMap((c) => c.characters.map((x) => x.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('rule ids have the nihon/<section>/<rule> form', () => {
    for (const r of NIHON_RULE_IDS) expect(r).toMatch(/^nihon\/[a-z]+\/[a-z0-9-]+$/);
  });

  it('sets up 2 to 6 clans with the annex honour order', () => {
    for (let n = 2; n <= 6; n++) {
      const s = start(n);
      expect(s.clans.length).toBe(n);
      expect(nihon.awaiting(s)).toEqual(s.clans.map((_, i) => i));
      expect(Object.values(s.chars).length).toBe(10 * n);
    }
    const s = start(6);
    expect(s.honor.map((i) => s.clans[i]!.id)).toEqual(['nokamura', 'yamana', 'ruchemon', 'utachi', 'shisuke', 'joroya']);
  });

  it('a simultaneous turn: every clan submits and marks final, then the turn resolves', () => {
    let s = start(3);
    const rnd = randomSource('contract');
    for (let i = 0; i < 3; i++) {
      const m = nihon.botMove(s, i, rnd);
      expect(m.type).toBe('submit-orders');
      const r = nihon.applyMove(s, i, m);
      expect(r.ok).toBe(true);
      if (r.ok) { expect(r.events[0]!.visibleTo).toEqual([i]); s = r.state; }
    }
    for (let i = 0; i < 3; i++) {
      expect(nihon.awaiting(s)).toContain(i);
      const r = nihon.applyMove(s, i, nihon.botMove(s, i, rnd));
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
    }
    expect(s.turn).toBe(2);
    expect(nihon.awaiting(s)).toEqual([0, 1, 2]);
    expect(s.sheets).toEqual([null, null, null]);
  });

  it('refuses an invalid sheet with every reason, and changes nothing', () => {
    const s = start(2);
    const r = nihon.applyMove(s, 0, { type: 'submit-orders', sheet: { characters: { echigo: { kind: 'fly' } as never, taoke: { kind: 'heal' } } } as never });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.rejection.code).toBe('invalid-sheet');
      expect(r.rejection.message).toContain('characters.echigo.kind');
      expect(r.rejection.message).toContain('characters.taoke');
    }
    expect(s.sheets[0]).toBeNull();
  });

  it('legal moves are atomic steps, each accepted by applyMove', () => {
    const s = start(2, {}, 'legal');
    const moves = nihon.legalMoves(s, 0);
    expect(moves.length).toBeGreaterThan(50);
    const rnd = randomSource('legal-pick');
    for (let k = 0; k < 60; k++) {
      const m = moves[Math.floor(rnd() * moves.length)]!;
      const r = nihon.applyMove(s, 0, m);
      expect(r.ok, JSON.stringify(m)).toBe(true);
    }
    // An army path grows one node per step.
    let st = s;
    const create = nihon.legalMoves(st, 0).find((m) => m.type === 'order' && m.unit === 'army:1' && (m.order as { create?: string }).create === 'tosa')!;
    const r1 = nihon.applyMove(st, 0, create);
    expect(r1.ok).toBe(true);
    if (r1.ok) st = r1.state;
    const step = nihon.legalMoves(st, 0).find((m) => m.type === 'order' && m.unit === 'army:1' && (m.order as { order?: { path?: string[] } }).order?.path?.length === 1);
    expect(step).toBeDefined();
    expect(nihon.legalMoves({ ...st, final: [true, false] }, 0)).toEqual([]);
  });

  it('bot sheets are always valid', () => {
    const s = start(6, {}, 'bots');
    const rnd = randomSource('bots-r');
    for (let i = 0; i < 6; i++) for (let k = 0; k < 5; k++) expect(validateSheet(s, i, randomSheet(s, i, rnd))).toEqual([]);
  });

  it('resolveTurn is pure and deterministic', () => {
    const s = start(6, {}, 'pure');
    const rnd = randomSource('pure-r');
    const t = { ...s, sheets: s.clans.map((_, i) => randomSheet(s, i, rnd)) };
    const copy = JSON.stringify(t);
    const a = resolveTurn(t), b = resolveTurn(t);
    expect(JSON.stringify(t)).toBe(copy);
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
  });

  it('describes every event type in three languages', () => {
    const names = ['Joroya', 'Nokamura'];
    for (const type of eventTypesDescribed()) for (const l of LANGS) {
      const txt = nihon.describeEvent({ type, clan: 0, other: 1, province: 'tosa', char: 'echigo' }, l, names);
      expect(txt.length, `${type}/${l}`).toBeGreaterThan(5);
      expect(txt).not.toContain('{');
    }
    for (const l of LANGS) expect(nihon.describeMove({ type: 'mark-final' }, l)).toBeTruthy();
  });

  it('every event type the engine emits has words', () => {
    const s = start(6, { victoryPrestige: 100 }, 'events');
    const rnd = randomSource('events-r');
    let st = s;
    const seen = new Set<string>();
    for (let t = 0; t < 30; t++) {
      const r = resolveTurn({ ...st, sheets: st.clans.map((_, i) => randomSheet(st, i, rnd)) });
      for (const e of r.events) { seen.add(e.type); expect(NIHON_RULE_IDS, e.type).toContain(e.rule); }
      st = r.state;
    }
    const known = new Set(eventTypesDescribed());
    for (const t of seen) expect(known.has(t), t).toBe(true);
  });

  it('a spectator sees only public facts; the referee sees everything', () => {
    const s = start(6);
    const v = nihon.view(s, null);
    expect(v.armies).toEqual([]);
    expect(v.characters).toEqual([]);
    expect(v.me).toBeUndefined();
    for (const p of Object.values(v.provinces)) { expect(p.revolt).toBeUndefined(); expect(p.vision).toBe(0); }
    expect(JSON.stringify(v)).not.toContain('rng');
    const ref = refereeView(s);
    expect(ref.characters.length).toBe(60);
    expect(ref.sheets.length).toBe(6);
  });

  it('a clan sees its own characters but not concealed foreign ones', () => {
    const s = start(6);
    const v = nihon.view(s, 0);
    expect(v.characters.filter((c) => c.clan === 0).length).toBe(10);
    expect(v.characters.every((c) => c.clan === 0)).toBe(true);
    expect(v.me!.treasury).toBe(0);
    expect(JSON.stringify(v.clans)).not.toContain('treasury');
  });

  it('referee hooks: deadline, console moves, settings between turns', () => {
    let s = start(3);
    const r0 = nihon.applyMove(s, 0, { type: 'submit-orders', sheet: { characters: { echigo: { kind: 'move', province: 'iyo' } } } });
    expect(r0.ok).toBe(true);
    if (r0.ok) s = r0.state;
    // Players cannot use referee moves.
    expect(nihon.applyMove(s, 0, { type: 'resolve-now' }).ok).toBe(false);
    const d = nihon.onDeadline!(s, [0, 1, 2]);
    expect(d.state.turn).toBe(2);
    expect(d.state.chars.echigo!.prov).toBe('iyo');
    expect(d.events.filter((e) => e.type === 'missed-turn').map((e) => e.clan)).toEqual([1, 2]);
    expect(nihon.refereeMoves!(s).length).toBeGreaterThan(3);
    const ab = nihon.applyRefereeMove!(s, { type: 'abandon-clan', seat: 2, role: { role: 'leave' } });
    expect(ab.ok && ab.state.clans[2]!.status).toBe('abandoned');
    const up = nihon.updateOptions!(s, { turnLimit: 50 } as never);
    expect(up.ok && up.state.settings.turnLimit).toBe(50);
    expect(nihon.updateOptions!(s, { turnLimit: 'x' } as never).ok).toBe(false);
    expect(nihon.refereeView!(s).characters.length).toBe(30);
  });

  it('abandoning a clan: its provinces become minor clans; the game goes on without it', () => {
    let s = start(3);
    const r = nihon.applyMove(s, 1, { type: 'abandon' });
    expect(r.ok).toBe(true);
    if (r.ok) s = r.state;
    expect(s.clans[1]!.status).toBe('abandoned');
    expect(Object.values(s.provs).some((p) => p.ctrl === 1)).toBe(false);
    expect(nihon.awaiting(s)).toEqual([0, 2]);
    expect(s.honor).not.toContain(1);
  });

  it('abandonment roles chosen by the referee', () => {
    const s = start(6);
    const nc = abandonClan(s, 0, { role: 'new-clan', provinces: ['iyo'] });
    expect('state' in nc && nc.state.provs.iyo!.ctrl).toBe(0);
    expect('state' in nc && nc.state.honor[0]).toBe(0);
    const rebel = abandonClan(s, 1, { role: 'rebel', tribe: 'ainu' });
    expect('state' in rebel && rebel.state.clans[1]!.goal).toEqual({ kind: 'tribe-provinces', tribe: 'ainu', count: 10 });
    expect('state' in rebel && Object.values(rebel.state.chars).filter((c) => c.clan === 1).length).toBe(5);
    expect('state' in rebel && rebel.state.provs.ishikari!.ctrl).toBe(1);
    const ex = abandonClan(s, 2, { role: 'exile', army: { province: 'tsushima', samurai: 6 } });
    expect('state' in ex && ex.state.clans[2]!.prestige).toBe(0);
    expect('state' in ex && ex.state.armies['ruchemon-1']!.sam).toBe(6);
    const wh = abandonClan(s, 3, { role: 'whispers', objective: 'raise the demon lord' });
    expect('state' in wh && Object.values(wh.state.chars).filter((c) => c.clan === 3).length).toBe(8);
    const tp = abandonClan(s, 4, { role: 'temples' });
    expect('state' in tp && tp.state.provs.oki!.ctrl).toBe(4);
    expect(abandonClan(s, 5, { role: 'new-clan', provinces: ['tosa'] })).toHaveProperty('error');
  });
});
