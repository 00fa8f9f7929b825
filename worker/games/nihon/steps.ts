/**
 * legalMoves: an order sheet is too large to enumerate, so the legal moves are the small atomic steps
 * that build the draft: set one unit's order, clear a unit, submit an empty sheet, mark final. An
 * army's path grows one node per step (every path of up to 4 nodes is reachable). Whole sheets go
 * through `submit-orders` and `validateSheet`.
 *
 * Every candidate step is judged by `stepOutcome` (draft.ts) over the WHOLE current draft: the very
 * test `applyMove` applies. So a general already named for another army is not offered, and joining
 * an army created earlier in the same draft is (issue 14: both used to disagree with applyMove).
 */
import { MAP_RULES } from './data/map';
import { RITUAL_BY_ID } from './data/rituals';
import { clanChars, mapOf } from './rules';
import type { ArmyEntry, CharOrder, FleetEntry, NihonMove, NihonState, OrderSheet } from './types';
import { checkPath } from './validate';
import { rowErrors, stepOutcome } from './draft';
import { seesChar } from './vision';

export function legalSteps(s: NihonState, seat: number): NihonMove[] {
  const map = mapOf(s);
  const me = s.clans[seat]!;
  const draft: OrderSheet = s.sheets[seat] ?? {};
  const before = rowErrors(s, seat, draft);
  const ok = (unit: string, order: unknown) => stepOutcome(s, seat, draft, unit, order, before).ok;
  const out: NihonMove[] = [{ type: 'mark-final' }, { type: 'submit-orders', sheet: {} }];
  // Armies of the clan as the draft stands: those in play and those the draft creates (army id -> province).
  const myArmies = new Map<string, string>();
  for (const a of Object.values(s.armies)) if (a.clan === seat) myArmies.set(a.id, a.prov);
  for (const [no, e] of Object.entries(draft.armies ?? {})) if (e.create && !s.armies[`${me.id}-${no}`]) myArmies.set(`${me.id}-${no}`, e.create);
  const provIds = map.provIds.filter((p) => p !== MAP_RULES.jadeCourt);
  // Characters.
  for (const c of clanChars(s, seat)) {
    if (c.hostageOf !== undefined) continue;
    const cands: CharOrder[] = [{ kind: 'heal' }, { kind: 'spy', province: c.prov }];
    for (const p of provIds) cands.push({ kind: 'move', province: p });
    for (const [id, at] of myArmies) if (at === c.prov) cands.push({ kind: 'join', army: id });
    for (const t of Object.values(s.chars)) {
      if (t.id === c.id || t.prov !== c.prov || !seesChar(s, seat, t.id)) continue;
      if (t.clan === seat) cands.push({ kind: 'protect', target: t.id });
      else { cands.push({ kind: 'aggress', target: t.id }, { kind: 'assassinate', target: t.id }, { kind: 'corrupt', target: t.id }); }
    }
    for (const k of ['incite', 'sabotage', 'seek-minor', 'seek-friendship', 'annex'] as const) cands.push({ kind: k, province: c.prov });
    for (const p of map.landAdj[c.prov] ?? []) cands.push({ kind: 'raid', province: p });
    for (const o of s.clans) if (o.id !== me.id) cands.push({ kind: 'seek-major', clan: o.id });
    const floor = Math.max(0, me.treasury);
    for (let k = 1; k <= Math.min(10, floor); k++) {
      cands.push({ kind: 'gift', to: { court: true }, koku: k });
      for (const o of s.clans) if (o.id !== me.id) cands.push({ kind: 'gift', to: { clan: o.id }, koku: k });
      if (s.provs[c.prov]!.ctrl < 0) cands.push({ kind: 'gift', to: { minor: c.prov }, koku: k });
    }
    for (const rid of me.rituals) {
      const r = RITUAL_BY_ID[rid]!;
      const targets: (string | undefined)[] =
        r.target === 'none' ? [undefined] :
        r.target === 'character' ? Object.values(s.chars).filter((t) => seesChar(s, seat, t.id)).map((t) => t.id) :
        r.target === 'army' ? Object.values(s.armies).filter((a) => a.prov === c.prov).map((a) => a.id) :
        r.target === 'sea' ? map.prov[c.prov]!.coasts :
        r.target === 'clan-ritual' ? [] : [c.prov, ...(map.landAdj[c.prov] ?? [])];
      for (const t of targets) cands.push(t === undefined ? { kind: 'ritual', ritual: rid } : { kind: 'ritual', ritual: rid, target: t });
    }
    if (c.daimyo || !Object.values(s.chars).some((x) => x.clan === seat && x.daimyo)) {
      for (const p of ['civil', 'military', 'holyman', 'daimyo'] as const) cands.push({ kind: 'promote', profile: p });
      cands.push({ kind: 'pilgrimage', province: c.prov });
      for (const [pid, p] of Object.entries(s.provs)) if (p.ctrl === seat) { cands.push({ kind: 'give-province', province: pid, to: { minor: 'clan' } }, { kind: 'give-province', province: pid, to: { minor: 'temple' } }); }
      for (const o of s.clans) if (o.id !== me.id) cands.push({ kind: 'execute-hostages', clan: o.id }, { kind: 'release-hostages', clan: o.id });
    }
    for (const o of cands) if (ok(`char:${c.id}`, o)) out.push({ type: 'order', unit: `char:${c.id}`, order: o });
  }
  // Armies.
  for (let no = 1; no <= 9; no++) {
    const id = `${me.id}-${no}`;
    const a = s.armies[id];
    // A stale entry is rebuilt from scratch: the steps offered then fix it (or it is cleared).
    const cur: ArmyEntry = before.has(`army:${no}`) ? {} : draft.armies?.[String(no)] ?? {};
    const at = a?.prov ?? cur.create;
    const cands: ArmyEntry[] = [];
    if (!a) for (const [pid, p] of Object.entries(s.provs)) if (p.ctrl === seat) cands.push({ ...cur, create: pid });
    if (at) {
      cands.push({ ...cur, order: { kind: 'garrison' } });
      const base = cur.order && 'path' in cur.order && cur.order.path.length < 4 ? cur.order.path : [];
      const from = base.length ? base[base.length - 1]! : at;
      for (const e of map.edges[from] ?? []) {
        const path = [...base, e.to];
        if (!checkPath(map, at, path).ok) continue;
        for (const kind of ['move', 'attack', 'crush'] as const) cands.push({ ...cur, order: { kind, path } });
        if (base.length) for (const kind of ['move', 'attack', 'crush'] as const) cands.push({ ...cur, order: { kind, path: [e.to] } });
      }
      const r = cur.recruit ?? {};
      for (const k of ['samurai', 'ronin', 'ashigaru'] as const) cands.push({ ...cur, recruit: { ...r, [k]: (r[k] ?? 0) + 1 } });
      if (a && a.sam > (cur.dismiss ?? 0)) cands.push({ ...cur, dismiss: (cur.dismiss ?? 0) + 1 });
      for (const c of Object.values(s.chars)) if (c.clan === seat && c.prov === at) cands.push({ ...cur, general: c.id });
    }
    for (const e of cands) if (ok(`army:${no}`, e)) out.push({ type: 'order', unit: `army:${no}`, order: e });
  }
  // Provinces.
  for (const [pid, p] of Object.entries(s.provs)) {
    if (p.ctrl !== seat) continue;
    const cur = before.has(`prov:${pid}`) ? {} : draft.provinces?.[pid] ?? {};
    const cands = [
      ...(['castle', 'ashigaru', 'taxes', 'negotiate'] as const).map((o) => ({ ...cur, order: o })),
      { ...cur, destroyCastle: true },
      ...Object.values(s.chars).filter((c) => c.clan === seat && c.prov === pid).map((c) => ({ ...cur, governor: c.id })),
    ];
    for (const e of cands) if (ok(`prov:${pid}`, e)) out.push({ type: 'order', unit: `prov:${pid}`, order: e });
  }
  // Fleets: add one fleet to the draft list.
  const fl = draft.fleets ?? [];
  if (fl.length < 12) {
    for (const sea of Object.values(map.sea)) {
      const add: FleetEntry[] = [{ sea: sea.id, order: 'supremacy' }, { sea: sea.id, order: 'transport' }, ...sea.coasts.filter((p) => s.provs[p]!.ctrl !== seat).map((p) => ({ sea: sea.id, order: 'raid' as const, target: p }))];
      for (const f of add) if (ok('fleets', [...fl, f])) out.push({ type: 'order', unit: 'fleets', order: [...fl, f] });
    }
  }
  // Every row of the draft can be cleared, stale or not, even when its unit is gone (a dead character).
  for (const id of Object.keys(draft.characters ?? {})) out.push({ type: 'clear-order', unit: `char:${id}` });
  for (const no of Object.keys(draft.armies ?? {})) out.push({ type: 'clear-order', unit: `army:${no}` });
  for (const pid of Object.keys(draft.provinces ?? {})) out.push({ type: 'clear-order', unit: `prov:${pid}` });
  if (draft.fleets !== undefined) out.push({ type: 'clear-order', unit: 'fleets' });
  if (ok('temporary-fleet', !draft.temporaryFleet)) out.push({ type: 'order', unit: 'temporary-fleet', order: !draft.temporaryFleet });
  if (draft.temporaryFleet !== undefined) out.push({ type: 'clear-order', unit: 'temporary-fleet' });
  for (const j of me.allies) if (ok('break-alliances', [s.clans[j]!.id])) out.push({ type: 'order', unit: 'break-alliances', order: [s.clans[j]!.id] });
  if (draft.breakAlliances !== undefined) out.push({ type: 'clear-order', unit: 'break-alliances' });
  return out;
}
