/**
 * The NIHON board in the browser: the map of Japan as the clan sees it, the sheet of whatever is
 * clicked, the clan's order sheet (only the orders the server lists as legal, targets from lists or
 * from the map, army paths with their movement cost, the treasury forecast), the turn report, the
 * clans' tables, and for the referee the full map and every clan's sheet. It decides no rule: every
 * change is an `order` move the engine validates, and refusals are shown next to the unit.
 */
import type { Move } from '../../engine/contract';
import type { BoardContext, BoardUi } from '../../engine/ui-contract';
import type { OrderSheet } from './types';
import type { NihonView } from './view';
import { el } from './ui/dom';
import { ledger, type Ledger } from './ui/ledger';
import { drawMap, legend, monIcon, type DrawnPath, type MapInput } from './ui/map';
import { LAYOUT, charName, clanStyle, indexLegal, ritualName, type RefereeView } from './ui/model';
import { panel } from './ui/panel';
import { clansTable, report, reportMarks } from './ui/report';
import { ledgerTable, nextSteps, orderSheet, sheetSummary, type SheetCtx } from './ui/sheet';
import { st, type Sel, type Tab } from './ui/state';
import { RESOURCE, pick3, w } from './ui/text';
import { CSS } from './ui/style';

let latest: { root: HTMLElement; ctx: BoardContext } | null = null;
let cached: { key: string; node: HTMLElement } | null = null;

function isReferee(v: RefereeView): boolean {
  return v.seat === null && Array.isArray(v.sheets);
}

export const board: BoardUi = {
  render(root, ctx) {
    const view = ctx.view as RefereeView;
    const lang = ctx.lang;
    if (root.id !== 'referee-preview') latest = { root, ctx };
    // The page re-renders after every move of any clan; when nothing this board shows has changed,
    // the board built last time is moved into the new root instead of being built again.
    const cacheKey = root.id === 'referee-preview' ? '' : JSON.stringify([view, ctx.legalMoves, ctx.lang, ctx.seatNames, ctx.you, st.tab, st.sel, st.picking?.unit, st.kind, st.pathKind, st.zoom, st.refusals, st.refClan, st.busy]);
    if (cacheKey && cached?.key === cacheKey) { root.replaceChildren(cached.node); return; }
    const referee = isReferee(view);
    const player = view.seat !== null && !!view.me;
    const legal = indexLegal(ctx.legalMoves);
    const canEdit = player && legal.canFinal;
    // A new turn (or another seat) forgets what was being chosen.
    const key = `${view.turn}:${view.seat}`;
    if (key !== st.key) {
      // A new turn opens on its report.
      if (st.key) { st.sel = null; if (view.report.length && st.tab === 'orders') st.tab = 'report'; }
      st.key = key; st.picking = null; st.kind = {}; st.pathKind = {}; st.refusals = {};
    }
    if (!canEdit) st.picking = null;
    const tabs: Tab[] = referee ? ['sheets', 'report', 'clans'] : player ? ['orders', 'report', 'clans'] : ['report', 'clans'];
    if (!st.tab || !tabs.includes(st.tab)) st.tab = referee ? 'sheets' : canEdit ? 'orders' : view.report.length ? 'report' : tabs[0]!;
    const sheet: OrderSheet = player ? view.me!.sheet ?? {} : {};
    const led: Ledger | null = player ? ledger(view, { seat: view.seat!, treasury: view.me!.treasury, reserve: view.me!.reserve, stress: view.me!.stress }, sheet) : null;
    const rerender = () => { if (latest) board.render(latest.root, latest.ctx); };

    const play = async (move: Move, unit: string) => {
      if (st.busy) return;
      st.busy = true;
      root.querySelector('.nihon')?.classList.add('busy');
      let refusal: HTMLElement | null = null;
      try {
        // Another clan's move may have moved the match on meanwhile: the page is then up to date and
        // the same order is sent again (orders of different clans never conflict).
        for (let attempt = 0; attempt < 3; attempt++) {
          await ctx.play(move);
          refusal = document.getElementById('refusal');
          if (!refusal || !/version \d+/.test(refusal.textContent ?? '')) break;
        }
      } finally { st.busy = false; }
      // The page shows a refusal above the board; it is repeated next to the unit.
      if (refusal) st.refusals[unit] = refusal.textContent?.replace(/\s*§.*$/, '').trim() ?? '';
      else {
        delete st.refusals[unit];
        if (st.picking && st.picking.unit === unit && !unit.startsWith('army:')) st.picking = null;
      }
      rerender();
    };
    const c: SheetCtx = { view, lang, seatNames: ctx.seatNames, legal, sheet, canEdit, play: (m, u) => void play(m, u), rerender };
    // An army's path being drawn: its next steps glow on the map.
    if (st.picking?.unit.startsWith('army:')) {
      const next = nextSteps(c, st.picking.unit.slice(5));
      if (next.size && sheet && (sheet.armies?.[st.picking.unit.slice(5)]?.order as { path?: string[] } | undefined)?.path?.length === 4) st.picking = null;
      else if (next.size) st.picking.byPlace = next;
      else st.picking = null;
    }
    const select = (sel: Sel | null) => {
      st.sel = sel;
      if (st.picking && (!sel || !(sel.kind === 'army' && st.picking.unit === `army:${sel.id.slice(sel.id.lastIndexOf('-') + 1)}`))) st.picking = null;
      rerender();
    };

    // ---- the map
    const paths: DrawnPath[] = [];
    const sheets: { seat: number; sheet: OrderSheet }[] = referee
      ? (view.sheets ?? []).map((s, i) => ({ seat: i, sheet: s ?? {} })).filter((x) => st.refClan < 0 || x.seat === st.refClan)
      : player ? [{ seat: view.seat!, sheet }] : [];
    const charMoves: MapInput['charMoves'] = [];
    const fleets: MapInput['fleets'] = view.fleets.map((f) => ({ clan: f.clan, sea: f.sea, order: f.order, ...(f.target ? { target: f.target } : {}), ...(f.dispersed ? { dispersed: true } : {}) }));
    for (const { seat, sheet: sh } of sheets) {
      const cid = view.clans[seat]?.id;
      for (const [no, e] of Object.entries(sh.armies ?? {})) {
        const a = view.armies.find((x) => x.id === `${cid}-${no}`);
        const from = a?.prov ?? e.create;
        if (from && e.order && e.order.kind !== 'garrison') paths.push({ army: `${cid}-${no}`, clan: seat, from, path: e.order.path, kind: e.order.kind });
      }
      for (const [id, o] of Object.entries(sh.characters ?? {})) {
        const ch = view.characters.find((x) => x.id === id);
        if (ch && o.kind === 'move') charMoves.push({ char: id, clan: seat, from: ch.prov, to: o.province });
      }
      for (const f of sh.fleets ?? []) fleets.push({ ...f, clan: seat, draft: true });
    }
    const map = drawMap({
      view, lang, seatNames: ctx.seatNames, pick: st.picking ? new Set(st.picking.byPlace.keys()) : null,
      onPick: (id) => { const m = st.picking?.byPlace.get(id); if (m && st.picking) void play(m, st.picking.unit); },
      onSelect: (s) => select(s), paths, charMoves, fleets, marks: reportMarks(view), rerender,
    });

    // ---- the head bar
    const head = el('div', { className: 'nh-bar' });
    if (player) {
      const me = view.clans[view.seat!]!;
      head.append(el('span', { className: 'nh-clan', 'data-clan': me.id }, monIcon(view, view.seat!, 26), ' ', el('strong', {}, me.name), el('span', { className: 'muted' }, ` ${ctx.seatNames[view.seat!] ?? ''}`)));
    } else head.append(el('strong', { className: 'nh-role' }, referee ? w('referee', lang) : w('spectator', lang)));
    head.append(el('span', { className: 'nh-turn', 'data-turn': view.turn }, `${w('turn', lang)} ${view.turn} ${w('of', lang)} ${view.settings.turnLimit}`));
    if (player && led) {
      head.append(el('span', { className: 'nh-treasury' }, `${w('treasury', lang)}: `, el('strong', { 'data-treasury': view.me!.treasury }, `${view.me!.treasury}`), ` ${w('koku', lang)} → `,
        el('strong', { 'data-expected': led.end, className: led.end < -led.floor ? 'error' : '' }, String(led.end)), el('span', { className: 'muted small' }, ` (${w('expected', lang)})`)));
      if (view.phase === 'over') head.append(el('span', { className: 'nh-status' }, w('over', lang)));
      else if (view.me!.final) {
        head.append(el('span', { className: 'nh-status final', 'data-status': 'final' }, `✓ ${w('finalState', lang)}`),
          el('button', { type: 'button', className: 'secondary', 'data-action': 'unmark-final', onclick: () => void play({ type: 'unmark-final' }, 'final') }, w('unmarkFinal', lang)));
      } else if (canEdit) {
        head.append(el('span', { className: 'nh-status draft', 'data-status': 'draft', title: w('draft', lang) }, `✎ ${w('draft', lang).split(':')[0]}`),
          el('button', { type: 'button', 'data-action': 'mark-final', onclick: () => void play({ type: 'mark-final' }, 'final') }, w('markFinal', lang)));
      }
    }

    for (const u of ['final', 'sheet']) if (st.refusals[u]) head.append(el('div', { className: 'nh-refusal', 'data-refusal': u, role: 'alert' }, st.refusals[u]!));

    // ---- the map area and the sheet of the selection
    const pickBar = st.picking ? el('div', { className: 'nh-pickbar', 'data-picking': st.picking.unit }, el('strong', {}, st.picking.label), ` — ${w('pickHint', lang)} `,
      el('button', { type: 'button', className: 'secondary small', 'data-pick-cancel': '', onclick: () => { st.picking = null; rerender(); } }, w('cancel', lang))) : null;
    const side = st.sel ? panel(c, led ?? ledger(view, { seat: -1, treasury: 0, reserve: 0, stress: 0 }, {}), (s) => select(s)) : null;
    if (side) side.classList.add(panelSide() === 'left' ? 'at-left' : 'at-right');
    const main = el('div', { className: 'nh-main' }, pickBar, el('div', { className: 'nh-mapbox' }, map, side), el('div', { className: 'nh-maptools' }, legend(lang), el('span', { className: 'muted small' }, w('select', lang))));

    // ---- tabs
    const tabBar = el('div', { className: 'nh-tabs', role: 'tablist' }, ...tabs.map((t) => el('button', {
      type: 'button', role: 'tab', className: st.tab === t ? 'on' : 'secondary', 'data-tab': t, 'aria-selected': st.tab === t ? 'true' : 'false',
      onclick: () => { st.tab = t; rerender(); },
    }, w(t === 'orders' ? 'tabOrders' : t === 'report' ? 'tabReport' : t === 'clans' ? 'tabClans' : 'tabSheets', lang),
    t === 'report' && view.report.some((e) => e.type === 'battle' && (view.seat === null || e.attacker === view.seat || ((e.defenders as number[]) ?? []).includes(view.seat))) ? ' ⚔' : '')));
    let body: HTMLElement;
    if (st.tab === 'orders' && player) {
      body = el('div', {},
        !canEdit ? el('p', { className: 'nh-note' }, view.me!.final ? w('waitingOthers', lang) : w('noOrdersNow', lang)) : el('p', { className: 'muted small' }, w('draft', lang)),
        orderSheet(c, led!, (kind, id) => select({ kind, id })),
        canEdit && legal.canReset && Object.keys(sheet).length ? el('p', {}, el('button', { type: 'button', className: 'secondary small', 'data-action': 'clear-sheet', onclick: () => { if (confirm(w('clearSheet', lang))) void play({ type: 'submit-orders', sheet: {} }, 'sheet'); } }, w('clearSheet', lang))) : null);
    } else if (st.tab === 'sheets' && referee) body = refereeSheets(view, lang, ctx.seatNames, rerender);
    else if (st.tab === 'clans') body = el('div', {}, clansTable(view, lang, ctx.seatNames), player ? ownClanFacts(view, lang) : null);
    else body = report(view, lang, ctx.seatNames);

    const node = el('div', { className: `nihon${st.busy ? ' busy' : ''}`, 'data-seat': view.seat ?? (referee ? 'referee' : 'spectator'), 'data-turn': view.turn },
      el('style', {}, CSS), head, main, tabBar, el('div', { className: 'nh-tabbody card', 'data-tabbody': st.tab }, body));
    root.replaceChildren(node);
    if (cacheKey) cached = { key: cacheKey, node };
  },
};

/** The sheet of the selection floats over the side of the map away from what was clicked. */
function panelSide(): 'left' | 'right' {
  const sel = st.sel;
  if (!sel) return 'right';
  let x: number | undefined;
  if (sel.kind === 'prov') x = LAYOUT.provinces[sel.id]?.x;
  else if (sel.kind === 'sea') x = LAYOUT.seas[sel.id]?.x;
  else if (latest) {
    const v = latest.ctx.view as NihonView;
    const no = sel.id.slice(sel.id.lastIndexOf('-') + 1);
    const prov = sel.kind === 'army' ? v.armies.find((a) => a.id === sel.id)?.prov ?? v.me?.sheet?.armies?.[no]?.create : v.characters.find((c) => c.id === sel.id)?.prov;
    if (prov) x = LAYOUT.provinces[prov]?.x;
  }
  if (x === undefined) return 'right';
  const left = st.zoom.cx - LAYOUT.width / (2 * st.zoom.k);
  return (x - left) / (LAYOUT.width / st.zoom.k) > 0.55 ? 'left' : 'right';
}

function ownClanFacts(view: NihonView, lang: BoardContext['lang']): HTMLElement {
  const me = view.me!;
  const res = Object.entries(me.res).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${pick3(RESOURCE[k] ?? [k, k, k], lang)}`).join(', ') || '—';
  return el('dl', { className: 'nh-facts', 'data-own-clan': '' },
    el('dt', {}, w('treasury', lang)), el('dd', {}, `${me.treasury} ${w('koku', lang)}`),
    el('dt', {}, w('reserve', lang)), el('dd', {}, `${me.reserve} (${w('stress', lang)} ${me.stress})`),
    el('dt', {}, w('pool', lang)), el('dd', {}, String(me.pool)),
    el('dt', {}, w('resources', lang)), el('dd', {}, res),
    el('dt', {}, w('rituals', lang)), el('dd', {}, me.rituals.map((r) => ritualName(r, lang)).join(', ') || '—'),
    el('dt', {}, w('hostagesHeld', lang)), el('dd', {}, me.hostages.map((h) => charName(view, h)).join(', ') || '—'),
    el('dt', {}, w('missedTurns', lang)), el('dd', {}, String(me.missed)));
}

function refereeSheets(view: RefereeView, lang: BoardContext['lang'], seatNames: string[], rerender: () => void): HTMLElement {
  const box = el('div', { className: 'nh-referee' });
  const filter = el('select', { 'data-field': 'referee-clan' }, el('option', { value: '-1' }, w('allClans', lang)), ...view.clans.map((c) => el('option', { value: String(c.seat), selected: st.refClan === c.seat }, c.name)));
  filter.addEventListener('change', () => { st.refClan = Number(filter.value); rerender(); });
  box.append(el('p', {}, `${w('clan', lang)}: `, filter));
  for (const c of view.clans) {
    if (st.refClan >= 0 && st.refClan !== c.seat) continue;
    const sheet = view.sheets?.[c.seat] ?? null;
    const priv = view.private?.[c.seat];
    const card = el('section', { className: 'nh-ref-clan', 'data-ref-clan': c.seat, style: `border-left:6px solid ${clanStyle(view, c.seat).colour}` },
      el('h3', {}, monIcon(view, c.seat, 20), ` ${c.name} `, el('span', { className: 'muted' }, seatNames[c.seat] ?? ''), ' ', c.final ? el('span', { className: 'nh-status final' }, `✓ ${w('finalState', lang)}`) : el('span', { className: 'nh-status draft' }, sheet ? '✎' : '∅')),
      sheetSummary(view, sheet, lang));
    if (priv) {
      const led = ledger(view, { seat: c.seat, treasury: priv.treasury, reserve: priv.reserve, stress: priv.stress }, sheet ?? {});
      card.append(el('details', {}, el('summary', {}, `${w('treasury', lang)}: ${priv.treasury} → ${led.end} ${w('koku', lang)}`),
        ledgerTable({ view, lang, seatNames, legal: indexLegal([]), sheet: sheet ?? {}, canEdit: false, play: () => {}, rerender }, led)));
    }
    box.append(card);
  }
  return box;
}
