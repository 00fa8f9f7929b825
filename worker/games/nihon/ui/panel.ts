/**
 * The sheet of what was clicked: a province, a sea, an army or a character, with what the clan
 * knows of it and, for its own, the orders it may give.
 */
import { SEA_LINKS } from '../data/map';
import type { ArmyView, CharView, NihonView } from '../view';
import { el, type HEl } from './dom';
import type { Ledger } from './ledger';
import { monIcon } from './map';
import {
  PROV, SEA, armyLabel, charName, clanStyle, coastsOf, describeCharOrder, minorName, neighbours, provName, seaCoasts, seaName,
  placesIn, troopTotal, type OrderMove,
} from './model';
import { armyEditor, charEditor, fleetsEditor, provEditor, type SheetCtx } from './sheet';
import { st, type Sel } from './state';
import { LINK, RESOURCE, ROLE, TERRAIN, pick3, w } from './text';
import type { CharOrder } from '../types';

function facts(rows: [string, Node | string | null | undefined][]): HEl {
  const dl = el('dl', { className: 'nh-facts' });
  for (const [k, v] of rows) if (v !== null && v !== undefined && v !== '') dl.append(el('dt', {}, k), el('dd', {}, v));
  return dl;
}

function link(text: string, sel: Sel, onSelect: (s: Sel) => void): HEl {
  return el('a', { href: '#', className: 'unit-link', 'data-goto': `${sel.kind}:${sel.id}`, onclick: (e: Event) => { e.preventDefault(); onSelect(sel); } }, text);
}

function clanLabel(view: NihonView, seat: number, seatNames: string[]): HEl {
  return el('span', { className: 'clan-label' }, monIcon(view, seat, 16), ' ', view.clans[seat]?.name ?? '?', seatNames[seat] ? el('span', { className: 'muted' }, ` (${seatNames[seat]})`) : null);
}

export function panel(c: SheetCtx, led: Ledger, onSelect: (s: Sel) => void): HEl {
  const { lang } = c;
  const sel = st.sel;
  const box = el('div', { className: 'nh-panel card', 'data-panel': sel ? `${sel.kind}:${sel.id}` : 'none' });
  if (!sel) {
    box.append(el('p', { className: 'muted' }, w('select', lang)));
    return box;
  }
  box.append(el('button', { type: 'button', className: 'secondary small nh-close', title: w('close', lang), onclick: () => onSelect(null as unknown as Sel) }, '✕'));
  if (sel.kind === 'prov') box.append(...provincePanel(c, sel.id, onSelect));
  else if (sel.kind === 'sea') box.append(...seaPanel(c, sel.id, led, onSelect));
  else if (sel.kind === 'army') box.append(...armyPanel(c, sel.id, onSelect));
  else box.append(...charPanel(c, sel.id, onSelect));
  return box;
}

function provincePanel(c: SheetCtx, pid: string, onSelect: (s: Sel) => void): HEl[] {
  const { view, lang, seatNames } = c;
  const p = view.provinces[pid];
  const d = PROV[pid];
  if (!p || !d) return [el('p', {}, pid)];
  const out: HEl[] = [];
  out.push(el('h3', {}, d.name, ' ', el('span', { className: 'kanji' }, d.kanji)));
  const ctrl = p.ctrl >= 0 ? clanLabel(view, p.ctrl, seatNames) : el('span', {}, minorName(p.minor, lang));
  out.push(facts([
    [w('heldBy', lang), ctrl],
    [w('terrain', lang), pick3(TERRAIN[d.terrain]!, lang)],
    [w('population', lang), String(d.pop)],
    [w('resource', lang), d.resource ? pick3(RESOURCE[d.resource]!, lang) : '—'],
    [w('religion', lang), d.religion],
    [w('market', lang), p.market ? '✓' : null],
    [w('vision', lang), view.seat !== null ? (p.vision === 0 ? el('span', { className: 'error', 'data-red-eye': pid }, `0 — ${w('unseen', lang)}`) : String(p.vision)) : null],
    [w('revolt', lang), p.revolt !== undefined ? String(p.revolt) : null],
    [w('pillaged', lang), p.pillaged ? '✓' : null],
    [w('castle', lang), p.castle !== undefined ? (p.castle >= 3 ? '✓' : p.castle > 0 ? `${w('castleWorks', lang)} ${p.castle}/3` : '—') : null],
    [w('governor', lang), p.governor ? link(charName(view, p.governor), { kind: 'char', id: p.governor }, onSelect) : null],
    [w('minorArmy', lang), p.minorArmy !== undefined ? `${p.minorArmy} ${w('samurai', lang)}` : null],
    [w('allyOf', lang), p.ally !== undefined && p.ally !== null && p.ally >= 0 ? clanLabel(view, p.ally, seatNames) : null],
    [w('friendOf', lang), p.friends?.length ? p.friends.map((f) => view.clans[f]?.name ?? '?').join(', ') : null],
  ]));
  const armies = view.armies.filter((a) => a.prov === pid);
  const chars = view.characters.filter((ch) => ch.prov === pid);
  if (armies.length || chars.length) {
    out.push(el('h4', {}, w('here', lang)), el('ul', { className: 'here-list' },
      ...armies.map((a) => el('li', { 'data-here-army': a.id }, el('span', { className: 'swatch', style: `background:${clanStyle(view, a.clan).colour}` }), link(armyLabel(view, a.id, lang), { kind: 'army', id: a.id }, onSelect), ` — ${troopTotal(a)} (${a.sam}/${a.ron}/${a.cre}/${a.ash})`)),
      ...chars.map((ch) => el('li', { 'data-here-char': ch.id }, el('span', { className: 'swatch round', style: `background:${clanStyle(view, ch.clan).colour}` }), link(ch.name, { kind: 'char', id: ch.id }, onSelect), ` — ${view.clans[ch.clan]?.name ?? ''}${ch.army ? ` (${w('inArmy', lang)})` : ''}`))));
  }
  if (view.seat !== null && p.ctrl === view.seat) out.push(el('h4', {}, w('provOrder', lang)), provEditor(c, pid));
  out.push(el('h4', {}, w('neighbours', lang)), el('p', { className: 'small' },
    ...neighbours(view, pid).flatMap((n, i) => [i ? ', ' : '', link(provName(n.id), { kind: 'prov', id: n.id }, onSelect), el('span', { className: 'muted' }, ` (${pick3(LINK[n.type]!, lang)})`)]),
    ...coastsOf(view, pid).flatMap((s) => [', ', link(seaName(s, lang), { kind: 'sea', id: s }, onSelect)])));
  // Orders of the clan's characters that name this province.
  if (c.canEdit) {
    const here: { unit: string; m: OrderMove; text: string }[] = [];
    for (const [unit, moves] of c.legal.byUnit) {
      if (!unit.startsWith('char:')) continue;
      const ch = view.characters.find((x) => x.id === unit.slice(5));
      if (!ch) continue;
      for (const m of moves) {
        const o = m.order as CharOrder;
        if (o.kind === 'gift' || o.kind === 'give-province') continue;
        if (!placesIn(o).has(pid)) continue;
        if (o.kind === 'move' && ch.prov === pid) continue;
        here.push({ unit, m, text: `${ch.name}: ${describeCharOrder(view, o, lang)}` });
      }
    }
    if (here.length) {
      const sel = el('select', { 'data-field': 'order-here' }, el('option', { value: '' }, `${w('ordersHere', lang)}…`), ...here.map((h, i) => el('option', { value: String(i) }, h.text)));
      sel.addEventListener('change', () => { const h = here[Number(sel.value)]; if (h) c.play(h.m, h.unit); });
      out.push(el('p', {}, sel));
    }
  }
  return out;
}

function seaPanel(c: SheetCtx, sea: string, led: Ledger, onSelect: (s: Sel) => void): HEl[] {
  const { view, lang, seatNames } = c;
  const d = SEA[sea];
  if (!d) return [el('p', {}, sea)];
  const out: HEl[] = [el('h3', {}, seaName(sea, lang))];
  const adj = SEA_LINKS.filter(([a, b]) => a === sea || b === sea).map(([a, b]) => (a === sea ? b : a));
  out.push(facts([
    [w('waves', lang), w(d.waves === 'big' ? 'bigWaves' : 'smallWaves', lang)],
    [w('seaCost', lang), String(d.cost)],
  ]));
  out.push(el('h4', {}, w('coasts', lang)), el('p', { className: 'small' }, ...seaCoasts(view, sea).flatMap((p, i) => [i ? ', ' : '', link(provName(p), { kind: 'prov', id: p }, onSelect)]), ...adj.flatMap((s) => [', ', link(seaName(s, lang), { kind: 'sea', id: s }, onSelect)])));
  const fleets = view.fleets.filter((f) => f.sea === sea);
  const seen = view.seat === null || (view.me?.seas ?? []).includes(sea);
  out.push(el('h4', {}, w('fleetsSeen', lang)));
  if (!seen && view.seat !== null) out.push(el('p', { className: 'muted' }, w('seaUnseen', lang)));
  if (fleets.length) out.push(el('ul', {}, ...fleets.map((f) => el('li', {}, f.clan >= 0 ? clanLabel(view, f.clan, seatNames) : minorName('clan', lang), `${f.order ? `: ${f.order === 'supremacy' ? w('supremacy', lang) : f.order === 'transport' ? w('transport', lang) : `${w('fleetRaid', lang)} ${provName(f.target ?? '')}`}` : ''}${f.dispersed ? ` (${w('dispersed', lang)})` : ''}`))));
  else if (seen) out.push(el('p', { className: 'muted' }, '—'));
  if (view.seat !== null && view.me) out.push(el('h4', {}, w('fleets', lang)), fleetsEditor(c, led, sea));
  return out;
}

function armyPanel(c: SheetCtx, id: string, onSelect: (s: Sel) => void): HEl[] {
  const { view, lang, seatNames } = c;
  const a: ArmyView | undefined = view.armies.find((x) => x.id === id);
  const no = id.slice(id.lastIndexOf('-') + 1);
  const own = view.seat !== null && id.startsWith(`${view.clans[view.seat]!.id}-`);
  const out: HEl[] = [el('h3', {}, armyLabel(view, id, lang))];
  if (a) {
    out.push(facts([
      [w('clan', lang), clanLabel(view, a.clan, seatNames)],
      [w('where', lang), link(provName(a.prov), { kind: 'prov', id: a.prov }, onSelect)],
      [w('samurai', lang), String(a.sam)], [w('ronin', lang), String(a.ron)], [w('creatures', lang), String(a.cre)], [w('ashigaru', lang), String(a.ash)],
      [w('general', lang), a.general ? link(charName(view, a.general), { kind: 'char', id: a.general }, onSelect) : '—'],
      [pick3(['Standing order', 'Ordre permanent', 'Dauerauftrag'], lang), a.garrison ? w('garrisonNow', lang) : null],
    ]));
    const members = view.characters.filter((ch) => ch.army === id);
    if (members.length) out.push(el('p', { className: 'small' }, ...members.flatMap((ch, i) => [i ? ', ' : '', link(ch.name, { kind: 'char', id: ch.id }, onSelect)])));
  }
  if (own) out.push(el('h4', {}, w('order', lang)), armyEditor(c, no));
  return out;
}

function charPanel(c: SheetCtx, id: string, onSelect: (s: Sel) => void): HEl[] {
  const { view, lang, seatNames } = c;
  const ch: CharView | undefined = view.characters.find((x) => x.id === id);
  if (!ch) return [el('h3', {}, charName(view, id))];
  const out: HEl[] = [el('h3', {}, ch.name, ch.daimyo ? ' ★' : '')];
  const tal = el('table', { className: 'talents' }, el('tr', {}, ...w('talents', lang).split(' · ').map((t) => el('th', {}, t))), el('tr', {}, ...ch.t.map((v) => el('td', {}, String(v)))));
  out.push(facts([
    [w('clan', lang), clanLabel(view, ch.clan, seatNames)],
    [pick3(['Role', 'Rôle', 'Rolle'], lang), pick3(ROLE[ch.role] ?? [ch.role, ch.role, ch.role], lang)],
    [w('where', lang), link(provName(ch.prov), { kind: 'prov', id: ch.prov }, onSelect)],
    [w('army', lang), ch.army ? link(armyLabel(view, ch.army, lang), { kind: 'army', id: ch.army }, onSelect) : null],
    [w('guards', lang), ch.guards ? link(charName(view, ch.guards), { kind: 'char', id: ch.guards }, onSelect) : null],
    [w('heads', lang), String(ch.heads)],
    [w('wounded', lang), ch.wounded ? '✓' : null],
    [w('hostageOf', lang), ch.hostageOf !== undefined ? view.clans[ch.hostageOf]?.name ?? '?' : null],
    [w('concealment', lang), ch.conc !== undefined ? String(ch.conc) : null],
  ]), tal);
  if (view.seat !== null && ch.clan === view.seat && ch.hostageOf === undefined) out.push(el('h4', {}, w('order', lang)), charEditor(c, ch));
  return out;
}

