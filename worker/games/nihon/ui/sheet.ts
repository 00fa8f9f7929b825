/**
 * The order sheet: every character, army, province and fleet of the clan with only the orders it
 * may give (the legal steps the server listed), targets from lists or from the map, the army paths
 * and their movement cost, warnings for entries the resolution would drop, and the treasury
 * forecast. Every change is one `order` move: the server keeps the draft and nobody else sees it.
 */
import type { Lang, Move } from '../../../engine/contract';
import type { ArmyEntry, CharOrder, FleetEntry, OrderSheet, ProvinceEntry } from '../types';
import type { ArmyView, CharView, NihonView } from '../view';
import { el, type HEl } from './dom';
import { ledger, type Ledger } from './ledger';
import {
  PROV, armyLabel, charName, charOrderTarget, describeArmyEntry, describeCharOrder, describeFleet, describeProvEntry,
  nodeCost, ownArmies, ownChars, ownProvinces, pathCost, placeName, placesIn, provName, seaName, troopTotal, type Legal, type OrderMove,
} from './model';
import { st } from './state';
import { staleBox } from './stale';
import { ARMY_KIND, CHAR_KIND, PROV_ORDER, ROLE, pick3, w, type WordKey } from './text';

export interface SheetCtx {
  view: NihonView;
  lang: Lang;
  seatNames: string[];
  legal: Legal;
  sheet: OrderSheet;
  canEdit: boolean;
  play(move: Move, unit: string): void;
  rerender(): void;
}

const KIND_ORDER = Object.keys(CHAR_KIND);

function stable(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(stable);
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).filter((k) => (v as Record<string, unknown>)[k] !== undefined).sort().map((k) => [k, stable((v as Record<string, unknown>)[k])]));
  return v;
}
export function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(stable(a)) === JSON.stringify(stable(b));
}

function refusal(unit: string): HEl | null {
  const r = st.refusals[unit];
  return r ? el('div', { className: 'nh-refusal', 'data-refusal': unit, role: 'alert' }, `${r}`) : null;
}

// ---------------------------------------------------------------- characters

/** A small crosshair: "pick the target on the map". */
function crosshair(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const s = document.createElementNS(ns, 'svg');
  s.setAttribute('viewBox', '-8 -8 16 16'); s.setAttribute('width', '14'); s.setAttribute('height', '14'); s.setAttribute('aria-hidden', 'true');
  s.innerHTML = '<circle r="5" fill="none" stroke="currentColor" stroke-width="1.6"/><path d="M0 -8V-3M0 3V8M-8 0H-3M3 0H8" stroke="currentColor" stroke-width="1.6"/>';
  return s;
}

export function charEditor(c: SheetCtx, ch: CharView, compact = false): HEl {
  const { lang, view } = c;
  const unit = `char:${ch.id}`;
  const options = (c.legal.byUnit.get(unit) ?? []) as (OrderMove & { order: CharOrder })[];
  const cur = c.sheet.characters?.[ch.id];
  const box = el('div', { className: 'nh-editor char-editor', 'data-unit': unit });
  if (!c.canEdit) {
    box.append(el('span', { className: cur ? 'order-text' : 'muted order-text' }, cur ? describeCharOrder(view, cur, lang) : w('noOrder', lang)));
    return box;
  }
  const kinds = [...new Set(options.map((m) => m.order.kind))].sort((a, b) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b));
  if (cur && !kinds.includes(cur.kind)) kinds.unshift(cur.kind);
  const chosen = st.kind[unit] ?? cur?.kind ?? '';
  const kindSel = el('select', { 'data-field': 'kind', 'aria-label': w('order', lang) },
    el('option', { value: '' }, w('noOrder', lang)),
    ...kinds.map((k) => el('option', { value: k, selected: k === chosen }, pick3(CHAR_KIND[k] ?? [k, k, k], lang))));
  kindSel.addEventListener('change', () => {
    const k = kindSel.value;
    if (!k) {
      delete st.kind[unit];
      if (cur && c.legal.clear.has(unit)) c.play({ type: 'clear-order', unit }, unit); else c.rerender();
      return;
    }
    const cands = options.filter((m) => m.order.kind === k);
    st.kind[unit] = k;
    if (cands.length === 1) { delete st.kind[unit]; c.play(cands[0]!, unit); return; }
    c.rerender();
  });
  box.append(kindSel);
  if (chosen) {
    const cands = options.filter((m) => m.order.kind === chosen);
    if (cands.length > 1 || (cur && cur.kind === chosen && cands.length === 1 && !same(cands[0]!.order, cur))) {
      const groups = new Map<string, { m: OrderMove & { order: CharOrder }; label: string }[]>();
      for (const m of cands) {
        const label = charOrderTarget(view, m.order, lang);
        const g = m.order.kind === 'gift' ? label.split(':')[0]! : m.order.kind === 'ritual' ? label.split(' → ')[0]! : '';
        groups.set(g, [...(groups.get(g) ?? []), { m, label }]);
      }
      const curIn = cur && cands.some((m) => same(m.order, cur));
      const tSel = el('select', { 'data-field': 'target', 'aria-label': w('target', lang) },
        curIn ? null : el('option', { value: '' }, cur && cur.kind === chosen ? charOrderTarget(view, cur, lang) : w('choose', lang)));
      const flat: OrderMove[] = [];
      for (const [g, list] of groups) {
        const sorted = list.sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
        const opts = sorted.map(({ m, label }) => { flat.push(m); return el('option', { value: String(flat.length - 1), selected: !!cur && same(m.order, cur) }, label); });
        if (g && groups.size > 1) tSel.append(el('optgroup', { label: g }, ...opts)); else tSel.append(...opts);
      }
      tSel.addEventListener('change', () => { const m = flat[Number(tSel.value)]; if (m) { delete st.kind[unit]; c.play(m, unit); } });
      box.append(tSel);
      // Picking on the map: every candidate names one place.
      const byPlace = new Map<string, Move>();
      let onePlace = true;
      for (const m of cands) {
        const ps = [...placesIn(m.order)].filter((p) => p !== ch.prov || m.order.kind !== 'move');
        if (!ps.length) continue;
        if (ps.length !== 1 || byPlace.has(ps[0]!)) { onePlace = false; break; }
        byPlace.set(ps[0]!, m);
      }
      if (onePlace && byPlace.size > 1) {
        box.append(el('button', {
          type: 'button', className: `secondary small pick-btn${st.picking?.unit === unit ? ' on' : ''}`, 'data-pick': unit, title: w('onMap', lang),
          onclick: () => { st.picking = st.picking?.unit === unit ? null : { unit, label: `${ch.name}: ${pick3(CHAR_KIND[chosen]!, lang)}`, byPlace }; c.rerender(); },
        }, crosshair()));
      }
    }
  }
  if (cur && c.legal.clear.has(unit) && !compact) box.append(el('button', { type: 'button', className: 'secondary small', 'data-clear': unit, onclick: () => { delete st.kind[unit]; c.play({ type: 'clear-order', unit }, unit); } }, '✕'));
  const r = refusal(unit);
  if (r) box.append(r);
  return box;
}

export function charFacts(view: NihonView, ch: CharView, lang: Lang): string {
  const bits = [`${pick3(ROLE[ch.role] ?? [ch.role, ch.role, ch.role], lang)}`, ch.t.join('·')];
  if (ch.heads) bits.push(`${ch.heads} ${w('heads', lang).toLowerCase()}`);
  if (ch.wounded) bits.push(w('wounded', lang));
  return bits.join(' — ');
}

function charWhere(view: NihonView, ch: CharView, lang: Lang): string {
  let s = provName(ch.prov);
  if (ch.army) s += ` (${w('inArmy', lang)} ${ch.army.slice(ch.army.lastIndexOf('-') + 1)})`;
  if (ch.guards) s += ` (${w('guards', lang)} ${charName(view, ch.guards)})`;
  if (ch.hostageOf !== undefined) s += ` (${w('hostageOf', lang)} ${view.clans[ch.hostageOf]?.name ?? '?'})`;
  return s;
}

// ---------------------------------------------------------------- armies

function armyAt(view: NihonView, no: string, e: ArmyEntry | undefined): string | undefined {
  return ownArmies(view).find((a) => String(a.no) === no)?.prov ?? e?.create;
}

/** The candidates that add one step to the army's current path, by the place they reach. */
export function nextSteps(c: SheetCtx, no: string): Map<string, Move> {
  const unit = `army:${no}`;
  const cur = c.sheet.armies?.[no] ?? {};
  const base = cur.order && cur.order.kind !== 'garrison' ? cur.order.path : [];
  const kind = st.pathKind[unit] ?? (cur.order && cur.order.kind !== 'garrison' ? cur.order.kind : 'move');
  const out = new Map<string, Move>();
  for (const m of (c.legal.byUnit.get(unit) ?? []) as (OrderMove & { order: ArmyEntry })[]) {
    const o = m.order.order;
    if (!o || o.kind !== kind) continue;
    if (o.path.length !== base.length + 1 || !base.every((p, i) => o.path[i] === p)) continue;
    if (!same({ ...m.order, order: undefined }, { ...cur, order: undefined })) continue;
    out.set(o.path[o.path.length - 1]!, m);
  }
  return out;
}

export function armyEditor(c: SheetCtx, no: string): HEl {
  const { view, lang } = c;
  const unit = `army:${no}`;
  const army = ownArmies(view).find((a) => String(a.no) === no);
  const cur: ArmyEntry = c.sheet.armies?.[no] ?? {};
  const options = (c.legal.byUnit.get(unit) ?? []) as (OrderMove & { order: ArmyEntry })[];
  const box = el('div', { className: 'nh-editor army-editor', 'data-unit': unit });
  if (!c.canEdit) {
    box.append(el('p', { className: 'order-text' }, c.sheet.armies?.[no] ? describeArmyEntry(view, cur, lang) : army?.garrison ? pick3(ARMY_KIND.garrison!, lang) : w('noOrder', lang)));
    return box;
  }
  const edit = (e: ArmyEntry) => c.play({ type: 'order', unit, order: e }, unit);
  const rest = (m: ArmyEntry, key: keyof ArmyEntry) => same({ ...m, [key]: undefined }, { ...cur, [key]: undefined });
  // Creation.
  if (!army) {
    const creates = options.filter((m) => m.order.create && m.order.create !== cur.create && rest(m.order, 'create'));
    const sel = el('select', { 'data-field': 'create' },
      el('option', { value: '' }, cur.create ? provName(cur.create) : w('choose', lang)),
      ...creates.map((m, i) => el('option', { value: String(i) }, provName(m.order.create!))));
    sel.addEventListener('change', () => { const m = creates[Number(sel.value)]; if (m) c.play(m, unit); });
    box.append(el('label', {}, `${w('raiseIn', lang)} `, sel));
  }
  const at = armyAt(view, no, cur);
  if (at) {
    // General.
    const gens = options.filter((m) => m.order.general && m.order.general !== cur.general && rest(m.order, 'general'));
    if (gens.length || cur.general || army?.general) {
      const sel = el('select', { 'data-field': 'general' },
        el('option', { value: '' }, cur.general ? charName(view, cur.general) : army?.general ? `${charName(view, army.general)}` : '—'),
        ...gens.map((m, i) => el('option', { value: String(i) }, charName(view, m.order.general!))));
      sel.addEventListener('change', () => { const m = gens[Number(sel.value)]; if (m) c.play(m, unit); });
      box.append(el('label', {}, `${w('general', lang)} `, sel));
    }
    // Recruitment and dismissal.
    const rec = el('div', { className: 'recruit-row' });
    for (const [k, word] of [['samurai', 'samurai'], ['ronin', 'ronin'], ['ashigaru', 'ashigaru']] as const) {
      const n = cur.recruit?.[k] ?? 0;
      const plus = options.find((m) => (m.order.recruit?.[k] ?? 0) === n + 1 && rest(m.order, 'recruit'));
      rec.append(el('span', { className: 'stepper', 'data-recruit': k },
        `${w(word as WordKey, lang)} `,
        el('button', { type: 'button', className: 'secondary small', disabled: n === 0, 'data-step': 'minus', onclick: () => { const r = { ...(cur.recruit ?? {}) }; if (n <= 1) delete r[k]; else r[k] = n - 1; const e: ArmyEntry = { ...cur, recruit: r }; if (!Object.keys(r).length) delete e.recruit; edit(e); } }, '−'),
        el('strong', {}, ` ${n} `),
        el('button', { type: 'button', className: 'secondary small', disabled: !plus, 'data-step': 'plus', onclick: () => plus && c.play(plus, unit) }, '+')));
    }
    if (army) {
      const n = cur.dismiss ?? 0;
      const plus = options.find((m) => (m.order.dismiss ?? 0) === n + 1 && rest(m.order, 'dismiss'));
      rec.append(el('span', { className: 'stepper', 'data-dismiss': '' }, `${w('dismiss', lang)} `,
        el('button', { type: 'button', className: 'secondary small', disabled: n === 0, onclick: () => { const e = { ...cur }; if (n <= 1) delete e.dismiss; else e.dismiss = n - 1; edit(e); } }, '−'),
        el('strong', {}, ` ${n} `),
        el('button', { type: 'button', className: 'secondary small', disabled: !plus, onclick: () => plus && c.play(plus, unit) }, '+')));
    }
    box.append(rec);
    // Movement order.
    const path = cur.order && cur.order.kind !== 'garrison' ? cur.order.path : [];
    const kind = st.pathKind[unit] ?? (cur.order && cur.order.kind !== 'garrison' ? cur.order.kind : 'move');
    const garrison = options.find((m) => m.order.order?.kind === 'garrison' && rest(m.order, 'order'));
    const kinds = el('div', { className: 'kind-row', role: 'group' });
    if (garrison || cur.order?.kind === 'garrison') {
      kinds.append(el('button', { type: 'button', className: cur.order?.kind === 'garrison' ? 'on' : 'secondary', 'data-army-order': 'garrison', disabled: cur.order?.kind === 'garrison', onclick: () => { if (garrison) c.play(garrison, unit); } }, pick3(ARMY_KIND.garrison!, lang)));
    }
    for (const k of ['move', 'attack', 'crush'] as const) {
      const isCur = path.length > 0 && cur.order!.kind === k;
      kinds.append(el('button', {
        type: 'button', className: kind === k && (path.length > 0 || st.picking?.unit === unit) ? 'on' : 'secondary', 'data-army-order': k,
        onclick: () => {
          st.pathKind[unit] = k;
          if (path.length && !isCur) { edit({ ...cur, order: { kind: k, path } }); return; }
          st.picking = { unit, label: `${armyLabel(view, army?.id ?? `${view.clans[view.seat!]!.id}-${no}`, lang)}: ${pick3(ARMY_KIND[k]!, lang)}`, byPlace: new Map() };
          c.rerender();
        },
      }, pick3(ARMY_KIND[k]!, lang)));
    }
    box.append(el('div', {}, el('strong', {}, `${w('movement', lang)}: `), kinds));
    if (path.length) {
      let acc = 0;
      const steps = path.map((p) => { acc += nodeCost(p); return `${placeName(p, lang)} (${acc})`; });
      const cost = pathCost(path);
      box.append(el('p', { className: 'path-line', 'data-path-text': unit },
        `${w('path', lang)}: ${provName(at)} → ${steps.join(' → ')} — `,
        el('strong', { 'data-mp': cost, className: cost > 3 ? 'error' : '' }, `${cost} ${w('mp', lang)}`),
        cost > 3 ? el('span', { className: 'warn' }, ` (${w('exhausted', lang)})`) : null));
      box.append(el('div', { className: 'kind-row' },
        el('button', { type: 'button', className: 'secondary small', 'data-path-undo': unit, onclick: () => { const e = { ...cur }; if (path.length <= 1) delete e.order; else e.order = { kind: cur.order!.kind as 'move', path: path.slice(0, -1) }; edit(e); } }, w('undoStep', lang)),
        el('button', { type: 'button', className: 'secondary small', 'data-path-reset': unit, onclick: () => { const e = { ...cur }; delete e.order; edit(e); } }, w('resetPath', lang))));
    }
    const next = nextSteps(c, no);
    if (next.size && (path.length > 0 || st.picking?.unit === unit)) {
      const list = [...next.entries()].sort((a, b) => placeName(a[0], lang).localeCompare(placeName(b[0], lang)));
      const sel = el('select', { 'data-field': 'next-step' }, el('option', { value: '' }, `${w('extendPath', lang)}…`),
        ...list.map(([p], i) => el('option', { value: String(i) }, `${placeName(p, lang)} (+${nodeCost(p)} ${w('mp', lang)})`)));
      sel.addEventListener('change', () => { const e = list[Number(sel.value)]; if (e) c.play(e[1], unit); });
      box.append(el('label', {}, sel, ' ', el('span', { className: 'muted' }, w('pickHint', lang))));
    }
  }
  if (c.legal.clear.has(unit)) box.append(el('button', { type: 'button', className: 'secondary small', 'data-clear': unit, onclick: () => { delete st.pathKind[unit]; if (st.picking?.unit === unit) st.picking = null; c.play({ type: 'clear-order', unit }, unit); } }, `✕ ${w('clear', lang)}`));
  const r = refusal(unit);
  if (r) box.append(r);
  return box;
}

// ---------------------------------------------------------------- provinces

export function provEditor(c: SheetCtx, pid: string): HEl {
  const { view, lang } = c;
  const unit = `prov:${pid}`;
  const p = view.provinces[pid]!;
  const cur: ProvinceEntry = c.sheet.provinces?.[pid] ?? {};
  const options = (c.legal.byUnit.get(unit) ?? []) as (OrderMove & { order: ProvinceEntry })[];
  const box = el('div', { className: 'nh-editor prov-editor', 'data-unit': unit });
  if (!c.canEdit) {
    box.append(el('span', { className: 'order-text' }, c.sheet.provinces?.[pid] ? describeProvEntry(view, cur, lang) : p.governor ? `${w('governor', lang)}: ${charName(view, p.governor)}` : '—'));
    return box;
  }
  const rest = (m: ProvinceEntry, key: keyof ProvinceEntry) => same({ ...m, [key]: undefined }, { ...cur, [key]: undefined });
  const edit = (e: ProvinceEntry) => c.play({ type: 'order', unit, order: e }, unit);
  const gov = cur.governor ?? p.governor ?? null;
  const govs = options.filter((m) => m.order.governor && m.order.governor !== cur.governor && rest(m.order, 'governor'));
  const gSel = el('select', { 'data-field': 'governor', 'aria-label': w('governor', lang) },
    el('option', { value: '' }, gov ? charName(view, gov) : '—'),
    ...govs.filter((m) => m.order.governor !== gov).map((m) => el('option', { value: m.order.governor! }, charName(view, m.order.governor!))));
  gSel.addEventListener('change', () => { const m = govs.find((x) => x.order.governor === gSel.value); if (m) c.play(m, unit); });
  const ords = options.filter((m) => m.order.order && m.order.order !== cur.order && rest(m.order, 'order'));
  const oSel = el('select', { 'data-field': 'prov-order', 'aria-label': w('provOrder', lang) },
    el('option', { value: '' }, w('noOrder', lang)),
    ...(cur.order ? [el('option', { value: cur.order, selected: true }, pick3(PROV_ORDER[cur.order]!, lang))] : []),
    ...ords.map((m) => el('option', { value: m.order.order! }, pick3(PROV_ORDER[m.order.order!]!, lang))));
  oSel.addEventListener('change', () => {
    if (!oSel.value) { const e = { ...cur }; delete e.order; if (Object.keys(e).length) edit(e); else c.play({ type: 'clear-order', unit }, unit); return; }
    const m = ords.find((x) => x.order.order === oSel.value); if (m) c.play(m, unit);
  });
  box.append(el('label', { className: 'inline' }, `${w('governor', lang)} `, gSel), el('label', { className: 'inline' }, oSel));
  const destroy = options.find((m) => m.order.destroyCastle && rest(m.order, 'destroyCastle'));
  if (destroy || cur.destroyCastle) {
    const cb = el('input', { type: 'checkbox', 'data-field': 'destroy-castle', checked: !!cur.destroyCastle }) as HTMLInputElement;
    cb.addEventListener('change', () => { if (cb.checked && destroy) c.play(destroy, unit); else { const e = { ...cur }; delete e.destroyCastle; if (Object.keys(e).length) edit(e); else c.play({ type: 'clear-order', unit }, unit); } });
    box.append(el('label', { className: 'inline' }, cb, ` ${w('destroyCastle', lang)}`));
  }
  if (c.legal.clear.has(unit)) box.append(el('button', { type: 'button', className: 'secondary small', 'data-clear': unit, onclick: () => c.play({ type: 'clear-order', unit }, unit) }, '✕'));
  const r = refusal(unit);
  if (r) box.append(r);
  return box;
}

// ---------------------------------------------------------------- fleets and alliances

export function fleetsEditor(c: SheetCtx, led: Ledger, onlySea?: string): HEl {
  const { lang } = c;
  const list = c.sheet.fleets ?? [];
  const box = el('div', { className: 'nh-editor fleets-editor', 'data-unit': 'fleets' });
  const ul = el('ul', { className: 'fleet-list' });
  list.forEach((f, i) => {
    if (onlySea && f.sea !== onlySea) return;
    ul.append(el('li', { 'data-fleet': i }, describeFleet(f, lang), ' ',
      c.canEdit ? el('button', { type: 'button', className: 'secondary small', 'data-fleet-remove': i, onclick: () => { const next = list.filter((_, j) => j !== i); if (next.length) c.play({ type: 'order', unit: 'fleets', order: next }, 'fleets'); else c.play({ type: 'clear-order', unit: 'fleets' }, 'fleets'); } }, w('remove', lang)) : null));
  });
  box.append(ul);
  if (c.canEdit) {
    const adds = ((c.legal.byUnit.get('fleets') ?? []) as (OrderMove & { order: FleetEntry[] })[]).map((m) => ({ m, f: m.order[m.order.length - 1]! })).filter((x) => !onlySea || x.f.sea === onlySea);
    if (adds.length) {
      const bySea = new Map<string, typeof adds>();
      for (const a of adds) bySea.set(a.f.sea, [...(bySea.get(a.f.sea) ?? []), a]);
      const sel = el('select', { 'data-field': 'add-fleet' }, el('option', { value: '' }, `${w('addFleet', lang)}…`));
      const flat: Move[] = [];
      for (const [sea, xs] of bySea) {
        sel.append(el('optgroup', { label: seaName(sea, lang) }, ...xs.map((x) => { flat.push(x.m); return el('option', { value: String(flat.length - 1) }, describeFleet(x.f, lang)); })));
      }
      sel.addEventListener('change', () => { const m = flat[Number(sel.value)]; if (m) c.play(m, 'fleets'); });
      box.append(sel);
    }
    if (!onlySea) {
      const t = (c.legal.byUnit.get('temporary-fleet') ?? [])[0];
      const cb = el('input', { type: 'checkbox', 'data-field': 'temporary-fleet', checked: !!c.sheet.temporaryFleet, disabled: !t }) as HTMLInputElement;
      cb.addEventListener('change', () => { if (t) c.play(t, 'temporary-fleet'); });
      box.append(el('label', {}, cb, ` ${w('temporaryFleet', lang)}`));
    }
  }
  box.append(el('p', { className: led.fleets > led.ships ? 'warn' : 'muted', 'data-ships': led.ships }, `${w('shipsFor', lang)} ${led.ships} ${w('fleetsWord', lang)}; ${list.length} ${w('fleetsWord', lang)}.`, led.fleets > led.ships ? ` ${w('warnFleets', lang)}.` : ''));
  const r = refusal('fleets');
  if (r) box.append(r);
  return box;
}

function alliancesEditor(c: SheetCtx): HEl {
  const { view, lang } = c;
  const me = view.clans[view.seat!]!;
  const box = el('div', { className: 'nh-editor', 'data-unit': 'break-alliances' });
  if (!me.allies.length) { box.append(el('p', { className: 'muted' }, w('noAllies', lang))); return box; }
  const current = c.sheet.breakAlliances ?? [];
  for (const j of me.allies) {
    const id = view.clans[j]!.id;
    const m = (c.legal.byUnit.get('break-alliances') ?? []).find((x) => same(x.order, [id]));
    const cb = el('input', { type: 'checkbox', 'data-break': id, checked: current.includes(id), disabled: !c.canEdit }) as HTMLInputElement;
    cb.addEventListener('change', () => {
      const next = cb.checked ? [...new Set([...current, id])] : current.filter((x) => x !== id);
      if (!next.length) c.play({ type: 'clear-order', unit: 'break-alliances' }, 'break-alliances');
      else if (next.length === 1 && m && cb.checked && !current.length) c.play(m, 'break-alliances');
      else c.play({ type: 'order', unit: 'break-alliances', order: next }, 'break-alliances');
    });
    box.append(el('label', {}, cb, ` ${w('breakAlliance', lang)} ${view.clans[j]!.name}`));
  }
  return box;
}

// ---------------------------------------------------------------- warnings

export function warnings(view: NihonView, sheet: OrderSheet, led: Ledger, lang: Lang): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (unit: string, text: string) => out.set(unit, [...(out.get(unit) ?? []), text]);
  const gen = new Set<string>(), gov = new Set<string>();
  for (const e of Object.values(sheet.armies ?? {})) if (e.general) gen.add(e.general);
  for (const e of Object.values(sheet.provinces ?? {})) if (e.governor) gov.add(e.governor);
  for (const id of gen) if (gov.has(id)) add(`char:${id}`, `${charName(view, id)} ${w('warnBoth', lang)}`);
  for (const id of Object.keys(sheet.characters ?? {})) if (gen.has(id) || gov.has(id)) add(`char:${id}`, `${charName(view, id)} ${w('warnNamed', lang)}`);
  if (led.fleets > led.ships) add('fleets', w('warnFleets', lang));
  if (led.samuraiWanted > led.samuraiRoom) for (const [no, e] of Object.entries(sheet.armies ?? {})) if (e.recruit?.samurai) add(`army:${no}`, w('warnReserve', lang));
  if (led.ashigaruWanted > led.ashigaruRoom) for (const [no, e] of Object.entries(sheet.armies ?? {})) if (e.recruit?.ashigaru) add(`army:${no}`, w('warnPool', lang));
  for (const [pid, e] of Object.entries(sheet.provinces ?? {})) if (e.order && !(e.governor ?? view.provinces[pid]?.governor)) add(`prov:${pid}`, `${provName(pid)}: ${w('warnNoGovernor', lang)}`);
  for (const x of view.me?.stale ?? []) add(x.unit, `${w('stale', lang)}: ${x.message}`);
  return out;
}

function warnCell(ws: Map<string, string[]>, unit: string): HEl | null {
  const list = ws.get(unit);
  return list?.length ? el('div', { className: 'warn', 'data-warning': unit }, ...list.map((t) => el('div', {}, `⚠ ${t}`))) : null;
}

// ---------------------------------------------------------------- the whole sheet

export function ledgerTable(c: SheetCtx, led: Ledger): HEl {
  const { lang } = c;
  const fmt = (n: number) => (n > 0 ? `+${n}` : String(n));
  const t = el('table', { className: 'nh-ledger' },
    el('tr', {}, el('td', {}, w('treasuryNow', lang)), el('td', { className: 'num', 'data-ledger': 'start' }, String(led.start))),
    ...led.lines.filter((l) => l.amount !== 0).map((l) => el('tr', { 'data-ledger-line': l.key }, el('td', {}, w(l.key as WordKey, lang), l.detail ? el('span', { className: 'muted' }, ` (${l.detail})`) : null), el('td', { className: 'num' }, fmt(l.amount)))),
    el('tr', { className: 'total' }, el('th', {}, w('expectedTreasury', lang)), el('th', { className: `num${led.end < -led.floor ? ' error' : ''}`, 'data-ledger': 'expected' }, `${led.end} ${w('koku', lang)}`)),
    el('tr', {}, el('td', { className: 'muted' }, w('loanFloor', lang)), el('td', { className: 'num muted' }, `−${led.floor}`)));
  return el('div', {}, t, led.end < -led.floor ? el('p', { className: 'warn' }, w('beyondFloor', lang)) : null, el('p', { className: 'muted small' }, w('ledgerNote', lang)));
}

export function orderSheet(c: SheetCtx, led: Ledger, select: (kind: 'char' | 'army' | 'prov', id: string) => void): HEl {
  const { view, lang } = c;
  const ws = warnings(view, c.sheet, led, lang);
  const box = el('div', { className: 'nh-sheet', 'data-sheet': view.seat }, staleBox(c) ?? '');
  // Characters.
  const chars = ownChars(view);
  const ct = el('table', { className: 'nh-table chars' }, el('tr', {}, el('th', {}, w('name', lang)), el('th', {}, w('where', lang)), el('th', {}, w('order', lang))));
  for (const ch of chars) {
    const unit = `char:${ch.id}`;
    ct.append(el('tr', { 'data-row': unit, className: st.sel?.kind === 'char' && st.sel.id === ch.id ? 'selected' : '' },
      el('td', {}, el('a', { href: '#', className: 'unit-link', onclick: (e: Event) => { e.preventDefault(); select('char', ch.id); } }, ch.name), ch.daimyo ? ' ★' : '', el('div', { className: 'muted small' }, charFacts(view, ch, lang))),
      el('td', { className: 'small' }, charWhere(view, ch, lang)),
      el('td', {}, ch.hostageOf !== undefined ? el('span', { className: 'muted' }, `${w('hostageOf', lang)} ${view.clans[ch.hostageOf]?.name ?? ''}`) : charEditor(c, ch), warnCell(ws, unit))));
  }
  box.append(el('h3', {}, w('characters', lang)), ct);
  // Armies.
  const armies = ownArmies(view);
  const drafted = Object.keys(c.sheet.armies ?? {}).filter((no) => !armies.some((a) => String(a.no) === no));
  const at = el('table', { className: 'nh-table armies' }, el('tr', {}, el('th', {}, w('army', lang)), el('th', {}, w('where', lang)), el('th', {}, w('troops', lang)), el('th', {}, w('order', lang)), el('th', {})));
  const armyRow = (no: string, a: ArmyView | undefined) => {
    const unit = `army:${no}`;
    const e = c.sheet.armies?.[no];
    const id = a?.id ?? `${view.clans[view.seat!]!.id}-${no}`;
    at.append(el('tr', { 'data-row': unit, className: st.sel?.kind === 'army' && st.sel.id === id ? 'selected' : '' },
      el('td', {}, el('a', { href: '#', className: 'unit-link', onclick: (ev: Event) => { ev.preventDefault(); select('army', id); } }, `${w('army', lang)} ${no}`)),
      el('td', { className: 'small' }, a ? provName(a.prov) : e?.create ? `${provName(e.create)} (${w('toBeRaised', lang)})` : '—'),
      el('td', { className: 'small' }, a ? `${a.sam}/${a.ron}/${a.cre}/${a.ash}${a.general ? ` — ${charName(view, a.general)}` : ''}` : '—'),
      el('td', { className: 'small' }, e ? describeArmyEntry(view, e, lang) : a?.garrison ? `${pick3(ARMY_KIND.garrison!, lang)} (${w('standing', lang)})` : el('span', { className: 'muted' }, w('noOrder', lang)), warnCell(ws, unit), refusal(unit)),
      el('td', {}, el('button', { type: 'button', className: 'secondary small', 'data-open': unit, onclick: () => select('army', id) }, w('edit', lang)))));
  };
  for (const a of armies) armyRow(String(a.no), a);
  for (const no of drafted) armyRow(no, undefined);
  if (!armies.length && !drafted.length) at.append(el('tr', {}, el('td', { colspan: 5, className: 'muted' }, w('noArmy', lang))));
  box.append(el('h3', {}, w('armies', lang), el('span', { className: 'muted small' }, ` (${w('samurai', lang)}/${w('ronin', lang)}/${w('creatures', lang)}/${w('ashigaru', lang)})`)), at);
  if (c.canEdit) {
    const used = new Set([...armies.map((a) => String(a.no)), ...drafted]);
    const free = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(String).find((n) => !used.has(n));
    if (free) {
      const creates = ((c.legal.byUnit.get(`army:${free}`) ?? []) as (OrderMove & { order: ArmyEntry })[]).filter((m) => m.order.create && Object.keys(m.order).length === 1);
      if (creates.length) {
        const sel = el('select', { 'data-field': 'new-army' }, el('option', { value: '' }, `${w('newArmy', lang)} (${free})…`), ...creates.map((m, i) => el('option', { value: String(i) }, `${w('raiseIn', lang)} ${provName(m.order.create!)}`)));
        sel.addEventListener('change', () => { const m = creates[Number(sel.value)]; if (m) { st.sel = { kind: 'army', id: `${view.clans[view.seat!]!.id}-${free}` }; c.play(m, `army:${free}`); } });
        box.append(el('p', {}, sel));
      }
    }
  }
  // Provinces.
  const pt = el('table', { className: 'nh-table provs' }, el('tr', {}, el('th', {}, w('provinces', lang)), el('th', {}, w('order', lang))));
  for (const pid of ownProvinces(view)) {
    const p = view.provinces[pid]!;
    const d = PROV[pid]!;
    const unit = `prov:${pid}`;
    pt.append(el('tr', { 'data-row': unit, className: st.sel?.kind === 'prov' && st.sel.id === pid ? 'selected' : '' },
      el('td', {}, el('a', { href: '#', className: 'unit-link', onclick: (e: Event) => { e.preventDefault(); select('prov', pid); } }, d.name),
        el('div', { className: 'muted small' }, [`${w('population', lang)} ${d.pop}`, (p.revolt ?? 0) > 0 ? `${w('revolt', lang)} ${p.revolt}` : '', (p.castle ?? 0) > 0 ? `${w('castle', lang)} ${p.castle}/3` : '', p.pillaged ? w('pillaged', lang) : ''].filter(Boolean).join(' · '))),
      el('td', {}, provEditor(c, pid), warnCell(ws, unit))));
  }
  box.append(el('h3', {}, w('provinces', lang)), pt);
  box.append(el('h3', {}, w('fleets', lang)), fleetsEditor(c, led), warnCell(ws, 'fleets') ?? '');
  box.append(el('h3', {}, w('alliances', lang)), alliancesEditor(c));
  box.append(el('h3', {}, w('ledger', lang)), ledgerTable(c, led));
  return box;
}

/** The sheet as words (the referee's console and a clan's own read-only view). */
export function sheetSummary(view: NihonView, sheet: OrderSheet | null, lang: Lang): HEl {
  if (!sheet) return el('p', { className: 'muted', 'data-no-sheet': '' }, w('noSheet', lang));
  const items: HEl[] = [];
  for (const [id, o] of Object.entries(sheet.characters ?? {})) items.push(el('li', { 'data-order': `char:${id}` }, el('strong', {}, charName(view, id)), ': ', describeCharOrder(view, o, lang)));
  for (const [no, e] of Object.entries(sheet.armies ?? {})) items.push(el('li', { 'data-order': `army:${no}` }, el('strong', {}, `${w('army', lang)} ${no}`), ': ', describeArmyEntry(view, e, lang)));
  for (const [pid, e] of Object.entries(sheet.provinces ?? {})) items.push(el('li', { 'data-order': `prov:${pid}` }, el('strong', {}, provName(pid)), ': ', describeProvEntry(view, e, lang)));
  for (const f of sheet.fleets ?? []) items.push(el('li', { 'data-order': 'fleet' }, describeFleet(f, lang)));
  if (sheet.temporaryFleet) items.push(el('li', {}, w('temporaryFleet', lang)));
  for (const id of sheet.breakAlliances ?? []) items.push(el('li', {}, `${w('breakAlliance', lang)} ${view.clans.find((c) => c.id === id)?.name ?? id}`));
  return items.length ? el('ul', { className: 'sheet-summary' }, ...items) : el('p', { className: 'muted' }, w('emptySheet', lang));
}

export { ledger, troopTotal };
