/**
 * The NIHON map as one clan sees it: provinces (controller's colour and mon, population, terrain,
 * resource, castle, revolt, pillage, the red eye where the clan sees nothing), seas and the fleets it
 * saw, armies and characters it sees, the drafted army paths with their movement cost, and the
 * places of the last turn's battles. Clicking selects; while a target is being picked, the legal
 * places glow and a click chooses.
 */
import type { Lang } from '../../../engine/contract';
import type { FleetEntry } from '../types';
import type { NihonView } from '../view';
import { svg, el, title, type HEl, type SEl } from './dom';
import {
  LAYOUT, MINOR_FILL, PROV, SEA, armyLabel, charName, clanStyle, controllerName, linksOf, minorName, nodeCost, provName, seaName, troopTotal,
} from './model';
import { st, type Sel } from './state';
import { LINK, RESOURCE, RESOURCE_GLYPH, TERRAIN, pick3, w } from './text';

export interface DrawnPath { army: string; clan: number; from: string; path: string[]; kind: string }
export interface MapInput {
  view: NihonView;
  lang: Lang;
  seatNames: string[];
  /** Places that can be clicked to choose a target (null: no picking). */
  pick: Set<string> | null;
  onPick(id: string): void;
  onSelect(sel: Sel): void;
  paths: DrawnPath[];
  charMoves: { char: string; clan: number; from: string; to: string }[];
  fleets: (Omit<FleetEntry, 'order'> & { order?: FleetEntry['order']; clan: number; draft?: boolean; dispersed?: boolean })[];
  marks: Map<string, Set<string>>;
  rerender(): void;
}

const W = LAYOUT.width, H = LAYOUT.height;

function monShape(kind: string, colour: string, r: number): SEl {
  const g = svg('g', { class: 'mon' });
  g.append(svg('circle', { r, fill: '#fff', stroke: colour, 'stroke-width': r * 0.18 }));
  const c = colour, k = r * 0.62;
  switch (kind) {
    case 'tomoe':
      for (let i = 0; i < 3; i++) { const a = (i * 2 * Math.PI) / 3 - Math.PI / 2; g.append(svg('circle', { cx: Math.cos(a) * k * 0.5, cy: Math.sin(a) * k * 0.5, r: k * 0.42, fill: c })); }
      break;
    case 'hishi':
      g.append(svg('path', { d: `M0 ${-k}L${k} 0L0 ${k}L${-k} 0Z`, fill: c }), svg('path', { d: `M0 ${-k * 0.35}L${k * 0.35} 0L0 ${k * 0.35}L${-k * 0.35} 0Z`, fill: '#fff' }));
      break;
    case 'wheel':
      g.append(svg('circle', { r: k * 0.8, fill: 'none', stroke: c, 'stroke-width': r * 0.2 }));
      for (let i = 0; i < 6; i++) { const a = (i * Math.PI) / 3; g.append(svg('line', { x1: 0, y1: 0, x2: Math.cos(a) * k * 0.8, y2: Math.sin(a) * k * 0.8, stroke: c, 'stroke-width': r * 0.14 })); }
      break;
    case 'bars':
      for (const y of [-0.55, 0, 0.55]) g.append(svg('rect', { x: -k * 0.85, y: y * k - k * 0.17, width: k * 1.7, height: k * 0.34, fill: c }));
      break;
    case 'flower':
      for (let i = 0; i < 5; i++) { const a = (i * 2 * Math.PI) / 5 - Math.PI / 2; g.append(svg('circle', { cx: Math.cos(a) * k * 0.55, cy: Math.sin(a) * k * 0.55, r: k * 0.36, fill: c })); }
      g.append(svg('circle', { r: k * 0.2, fill: '#fff' }));
      break;
    default:
      g.append(svg('circle', { r: k * 0.85, fill: 'none', stroke: c, 'stroke-width': r * 0.2 }), svg('path', { d: `M${-k * 0.85} 0H${k * 0.85}M0 ${-k * 0.85}V${k * 0.85}`, stroke: c, 'stroke-width': r * 0.2 }));
  }
  return g;
}

/** The mon of a clan seat, for the panels (an inline SVG). */
export function monIcon(view: NihonView, seat: number, size = 18): SEl {
  const s = clanStyle(view, seat);
  const root = svg('svg', { width: size, height: size, viewBox: '-10 -10 20 20', class: 'mon-icon', 'aria-hidden': 'true' });
  root.append(monShape(s.mon, s.colour, 9));
  return root;
}

function eye(x: number, y: number): SEl {
  return svg('g', { class: 'red-eye', transform: `translate(${x} ${y}) scale(.8)` },
    svg('path', { d: 'M-8 0Q0 -7 8 0Q0 7 -8 0Z', fill: '#fff', stroke: '#c1121f', 'stroke-width': 1.6 }),
    svg('circle', { r: 2.8, fill: '#c1121f' }));
}

function castleIcon(x: number, y: number, stage: number): SEl {
  const full = stage >= 3;
  return svg('g', { class: 'castle', 'data-castle': stage, transform: `translate(${x} ${y})` },
    svg('path', { d: 'M-6 4H6V-1H-6Z M-4 -1L-7 -1L0 -6L7 -1L4 -1Z', fill: full ? '#333' : 'none', stroke: '#333', 'stroke-width': 1.2, 'stroke-dasharray': full ? undefined : '2 1.5' }),
    full ? null : svg('text', { x: 9, y: 3, 'font-size': 8, class: 'glyph-num' }, `${stage}/3`));
}

function flame(x: number, y: number, level: number): SEl {
  return svg('g', { class: 'revolt', 'data-revolt': level, transform: `translate(${x} ${y})` },
    svg('path', { d: 'M0 5C-5 5 -6 0 -3 -3C-3 0 -1 0 -1 -1C-1 -4 1 -6 1 -7C4 -4 6 -1 4 3C3 4.5 2 5 0 5Z', fill: '#e4572e', stroke: '#8a1c0a', 'stroke-width': 0.8 }),
    svg('text', { x: 6, y: 4, 'font-size': 9, 'font-weight': 700, fill: '#8a1c0a' }, String(level)));
}

function pillageIcon(x: number, y: number): SEl {
  return svg('g', { class: 'pillaged', transform: `translate(${x} ${y})` },
    svg('path', { d: 'M-5 -5L5 5M5 -5L-5 5', stroke: '#6b2d0b', 'stroke-width': 2.2, 'stroke-linecap': 'round' }),
    svg('circle', { r: 6.5, fill: 'none', stroke: '#6b2d0b', 'stroke-width': 1 }));
}

function swords(x: number, y: number, major: boolean): SEl {
  return svg('g', { class: `battle-mark${major ? ' major' : ''}`, 'data-mark': 'battle', transform: `translate(${x} ${y})` },
    svg('circle', { r: 9, fill: major ? '#b00020' : '#fff', stroke: '#b00020', 'stroke-width': 1.5 }),
    svg('path', { d: 'M-5 -5L5 5M5 -5L-5 5M-5 2L-2 5M5 2L2 5', stroke: major ? '#fff' : '#b00020', 'stroke-width': 1.8, 'stroke-linecap': 'round' }));
}

function shipShape(colour: string, draft: boolean, dispersed: boolean): SEl {
  return svg('g', { class: 'ship' },
    svg('path', { d: 'M-9 1H9L6 6H-6Z', fill: draft ? '#fff' : colour, stroke: colour, 'stroke-width': 1.5, 'stroke-dasharray': draft ? '2 1.5' : undefined, opacity: dispersed ? 0.45 : 1 }),
    svg('path', { d: 'M0 1V-9L7 -1Z', fill: draft ? '#fff' : colour, stroke: colour, 'stroke-width': 1, opacity: dispersed ? 0.45 : 1 }));
}

function nearestPoint(pts: [number, number][], from: [number, number]): [number, number] {
  let best = pts[0]!, bd = Infinity;
  for (const p of pts) { const d = (p[0] - from[0]) ** 2 + (p[1] - from[1]) ** 2; if (d < bd) { bd = d; best = p; } }
  return best;
}

function pointOf(id: string, prev: [number, number] | null): [number, number] {
  const p = LAYOUT.provinces[id];
  if (p) return [p.x, p.y];
  const s = LAYOUT.seas[id];
  if (s) return prev ? nearestPoint(s.pts, prev) : [s.x, s.y];
  return [0, 0];
}

function defs(view: NihonView): SEl {
  const d = svg('defs');
  d.append(
    svg('pattern', { id: 'nh-rough', width: 14, height: 12, patternUnits: 'userSpaceOnUse' },
      svg('path', { d: 'M2 9Q5 4 8 9', fill: 'none', stroke: '#7a5f3a', 'stroke-width': 0.9, opacity: 0.55 })),
    svg('pattern', { id: 'nh-difficult', width: 16, height: 14, patternUnits: 'userSpaceOnUse' },
      svg('path', { d: 'M2 12L7 4L12 12', fill: 'none', stroke: '#5d4527', 'stroke-width': 1.1, opacity: 0.6 }), svg('path', { d: 'M5.5 6.5L7 4L8.5 6.5', fill: '#fff', opacity: 0.6 })),
    svg('pattern', { id: 'nh-unseen', width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
      svg('rect', { width: 8, height: 8, fill: '#9a9a9a', opacity: 0.18 }), svg('line', { x1: 0, y1: 0, x2: 0, y2: 8, stroke: '#666', 'stroke-width': 1.4, opacity: 0.35 })),
    svg('filter', { id: 'nh-glow', x: '-30%', y: '-30%', width: '160%', height: '160%' }, svg('feDropShadow', { dx: 0, dy: 0, stdDeviation: 3, 'flood-color': '#ff8c00', 'flood-opacity': 0.9 })),
  );
  for (const [k, c] of [['move', '#1d4ed8'], ['attack', '#b00020'], ['crush', '#c2410c'], ['char', '#333']] as const) {
    d.append(svg('marker', { id: `nh-arrow-${k}`, viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto-start-reverse' }, svg('path', { d: 'M0 0L10 5L0 10Z', fill: c })));
  }
  void view;
  return d;
}

const PATH_COLOUR: Record<string, string> = { move: '#1d4ed8', attack: '#b00020', crush: '#c2410c' };

export function drawMap(m: MapInput): HEl {
  const { view, lang } = m;
  const k = st.zoom.k;
  if (st.zoom.cx < 0) { st.zoom.cx = W / 2; st.zoom.cy = H / 2; }
  const vb = () => `${st.zoom.cx - W / (2 * st.zoom.k)} ${st.zoom.cy - H / (2 * st.zoom.k)} ${W / st.zoom.k} ${H / st.zoom.k}`;
  const root = svg('svg', { viewBox: vb(), class: `nihon-map${m.pick ? ' picking' : ''}`, role: 'img', 'aria-label': 'Nihon', 'data-zoom': k });
  root.append(defs(view));
  root.append(svg('rect', { x: -W, y: -H, width: 3 * W, height: 3 * H, fill: '#b7d3e4' }));

  // Drag to pan (when zoomed); a drag is not a click.
  let drag: { x: number; y: number; cx: number; cy: number; moved: boolean } | null = null;
  let suppress = false;
  root.addEventListener('pointerdown', (e) => { if (st.zoom.k > 1) drag = { x: e.clientX, y: e.clientY, cx: st.zoom.cx, cy: st.zoom.cy, moved: false }; });
  root.addEventListener('pointermove', (e) => {
    if (!drag) return;
    const rect = root.getBoundingClientRect();
    const scale = W / st.zoom.k / Math.max(1, rect.width);
    const dx = (e.clientX - drag.x) * scale, dy = (e.clientY - drag.y) * scale;
    if (Math.abs(e.clientX - drag.x) + Math.abs(e.clientY - drag.y) > 4) drag.moved = true;
    if (!drag.moved) return;
    st.zoom.cx = Math.min(W, Math.max(0, drag.cx - dx));
    st.zoom.cy = Math.min(H, Math.max(0, drag.cy - dy));
    root.setAttribute('viewBox', vb());
  });
  const end = () => { if (drag?.moved) { suppress = true; setTimeout(() => { suppress = false; }, 0); } drag = null; };
  root.addEventListener('pointerup', end);
  root.addEventListener('pointerleave', end);
  const clickable = (g: SEl, id: string, sel: Sel) => {
    const pickable = m.pick?.has(id);
    if (m.pick && !pickable) g.classList.add('dim');
    if (pickable) g.classList.add('pick');
    g.addEventListener('click', (e) => {
      if (suppress) return;
      e.stopPropagation();
      if (m.pick && pickable) m.onPick(id);
      else m.onSelect(sel);
    });
  };

  // Seas.
  const seaLayer = svg('g', { class: 'seas' });
  const seaLabels = svg('g', { class: 'sea-labels', 'pointer-events': 'none' });
  const seen = new Set(view.me?.seas ?? []);
  const allSee = view.seat === null && Object.values(view.provinces).every((p) => p.vision >= 3);
  let i = 0;
  for (const [id, s] of Object.entries(LAYOUT.seas)) {
    const sea = SEA[id]!;
    const g = svg('g', { class: `sea${st.sel?.kind === 'sea' && st.sel.id === id ? ' selected' : ''}`, 'data-sea': id, 'data-seen': seen.has(id) || allSee ? 'yes' : 'no' },
      svg('path', { d: s.d, fill: i++ % 2 ? '#aecde0' : '#bcd8e9', stroke: '#86aec7', 'stroke-width': 1.2, 'stroke-dasharray': '7 5' }),
      title(`${seaName(id, lang)} — ${w('waves', lang)}: ${w(sea.waves === 'big' ? 'bigWaves' : 'smallWaves', lang)}, ${w('seaCost', lang)} ${sea.cost}`));
    clickable(g, id, { kind: 'sea', id });
    seaLayer.append(g);
    const [lx, ly] = s.label ?? [s.x, s.y];
    seaLabels.append(svg('g', { class: `sea-name${g.classList.contains('dim') ? ' dim' : ''}` },
      svg('text', { x: lx, y: ly, class: 'sea-label', 'text-anchor': 'middle' }, seaName(id, lang)),
      svg('text', { x: lx, y: ly + 12, class: 'sea-sub', 'text-anchor': 'middle' }, `${sea.waves === 'big' ? '≈≈' : '~'} ${sea.cost} ${w('mp', lang)}`)));
  }
  root.append(seaLayer);

  // Provinces.
  const provLayer = svg('g', { class: 'provinces' });
  const labelLayer = svg('g', { class: 'labels', 'pointer-events': 'none' });
  const ids = Object.keys(LAYOUT.provinces).filter((id) => view.provinces[id]);
  const order = [...ids.filter((id) => id !== 'heian'), 'heian'];
  for (const id of order) {
    const geo = LAYOUT.provinces[id]!;
    const p = view.provinces[id]!;
    const data = PROV[id]!;
    const own = view.seat !== null && p.ctrl === view.seat;
    const style = p.ctrl >= 0 ? clanStyle(view, p.ctrl) : null;
    const fill = style ? style.tint : MINOR_FILL[p.minor ?? 'clan'] ?? '#eadfc4';
    const selected = st.sel?.kind === 'prov' && st.sel.id === id;
    const g = svg('g', {
      class: `prov${own ? ' own' : ''}${selected ? ' selected' : ''}${p.vision === 0 ? ' unseen' : ''}`, 'data-province': id, 'data-ctrl': p.ctrl, 'data-vision': p.vision,
    });
    g.append(svg('path', { d: geo.d, class: 'cell', fill, stroke: own ? style!.colour : '#8a7a5a', 'stroke-width': own ? 2.6 : 1.1 }));
    if (data.terrain !== 'plain') g.append(svg('path', { d: geo.d, fill: `url(#nh-${data.terrain})`, 'pointer-events': 'none' }));
    if (p.vision === 0 && view.seat !== null) g.append(svg('path', { d: geo.d, fill: 'url(#nh-unseen)', 'pointer-events': 'none' }));
    if (selected) g.append(svg('path', { d: geo.d, fill: 'none', stroke: '#111', 'stroke-width': 3, 'pointer-events': 'none' }));
    const { x, y } = geo;
    const top = svg('g', { class: 'prov-top', 'data-label': id });
    const heian = id === 'heian';
    // Controller's mon (clans) above the name.
    if (style && !heian) { const mg = monShape(style.mon, style.colour, 7.5); mg.setAttribute('transform', `translate(${x} ${y - 23})`); top.append(mg); }
    else if (!heian && p.ctrl < 0 && p.ally !== undefined && p.ally !== null && p.ally >= 0) {
      const as = clanStyle(view, p.ally);
      top.append(svg('circle', { cx: x, cy: y - 23, r: 6, fill: 'none', stroke: as.colour, 'stroke-width': 2, 'stroke-dasharray': '3 2', class: 'ally-ring' }));
    }
    if (p.vision === 0 && view.seat !== null) top.append(eye(x + (heian ? 12 : 17), y - 23));
    const label = heian ? 'Heian' : data.name.replace(/ \(.*\)$/, '').replace(/^Ezo – /, '');
    top.append(svg('text', { x, y: heian ? y + 4 : y - 6, class: `prov-name${heian ? ' small' : label.length >= 10 ? ' long' : ''}`, 'text-anchor': 'middle' }, label));
    // Glyph row: population, resource, market, castle, revolt, pillage.
    if (!heian) {
      const row: SEl[] = [];
      let gx = 0;
      const push = (e: SEl, width: number) => { e.setAttribute('data-gx', String(gx)); row.push(e); gx += width; };
      const pop = svg('g', { class: 'pop', 'data-pop': data.pop });
      for (let j = 0; j < data.pop; j++) pop.append(svg('circle', { cx: j * 5, cy: 0, r: 1.9, fill: '#3b2f20' }));
      push(pop, data.pop * 5 + 3);
      if (data.resource) push(svg('text', { class: `res res-${data.resource}`, y: 3.5, 'font-size': 10 }, RESOURCE_GLYPH[data.resource] ?? '?'), 12);
      if (p.market) push(svg('text', { class: 'market', y: 3.5, 'font-size': 10 }, '市'), 12);
      if ((p.castle ?? 0) > 0) push(castleIcon(6, 0, p.castle!), p.castle! >= 3 ? 15 : 26);
      if ((p.revolt ?? 0) > 0) push(flame(4, 0, p.revolt!), 17);
      if (p.pillaged) push(pillageIcon(6, 0), 15);
      const rg = svg('g', { class: 'glyphs', transform: `translate(${x - gx / 2 + 2} ${y + 7})` });
      for (const e of row) { const off = Number(e.getAttribute('data-gx')); const wrap = svg('g', { transform: `translate(${off} 0)` }); wrap.append(e); rg.append(wrap); }
      top.append(rg);
    }
    // Minor army (when seen).
    const tokens: SEl[] = [];
    if (p.ctrl < 0 && (p.minorArmy ?? 0) > 0 && p.vision >= 1) {
      tokens.push(svg('g', { class: 'minor-army', 'data-minor-army': p.minorArmy },
        svg('rect', { x: -9, y: -6, width: 18, height: 12, rx: 2, fill: '#8d8d8d', stroke: '#333', 'stroke-width': 0.8 }),
        svg('text', { y: 3.5, 'text-anchor': 'middle', class: 'token-num' }, String(p.minorArmy)),
        title(`${w('minorArmy', lang)}: ${p.minorArmy} ${w('samurai', lang)}`)));
    }
    for (const a of view.armies.filter((a) => a.prov === id).sort((a, b) => a.clan - b.clan || a.no - b.no)) {
      const cs = clanStyle(view, a.clan);
      const t = svg('g', { class: `army${a.garrison ? ' garrison' : ''}${st.sel?.kind === 'army' && st.sel.id === a.id ? ' selected' : ''}`, 'data-army': a.id, 'data-clan': a.clan },
        svg('rect', { x: -10, y: -7, width: 20, height: 14, rx: 2, fill: cs.colour, stroke: '#111', 'stroke-width': st.sel?.id === a.id ? 2 : 0.8 }),
        a.garrison ? svg('rect', { x: -10, y: 5, width: 20, height: 3, fill: '#111' }) : null,
        svg('text', { y: 3.5, 'text-anchor': 'middle', class: 'token-num light' }, String(troopTotal(a))),
        svg('text', { x: 12, y: -3, class: 'token-tag' }, String(a.no)),
        title(`${armyLabel(view, a.id, lang)} — ${a.sam} ${w('samurai', lang)}, ${a.ron} ${w('ronin', lang)}, ${a.cre} ${w('creatures', lang)}, ${a.ash} ${w('ashigaru', lang)}${a.general ? ` — ${w('general', lang)} ${charName(view, a.general)}` : ''}`));
      t.setAttribute('pointer-events', 'all');
      t.addEventListener('click', (e) => { if (suppress) return; e.stopPropagation(); if (m.pick?.has(id)) m.onPick(id); else m.onSelect({ kind: 'army', id: a.id }); });
      tokens.push(t);
    }
    // Characters seen here (outside armies), one disc per clan with their number.
    const chars = view.characters.filter((c) => c.prov === id && !c.army && c.hostageOf === undefined);
    const byClan = new Map<number, string[]>();
    for (const c of chars) byClan.set(c.clan, [...(byClan.get(c.clan) ?? []), c.name]);
    for (const [clan, names] of byClan) {
      const cs = clanStyle(view, clan);
      const ids = chars.filter((c) => c.clan === clan).map((c) => c.id);
      const t = svg('g', { class: 'chars', 'data-chars': clan, 'pointer-events': 'all' },
        svg('circle', { r: 6.5, fill: '#fff', stroke: cs.colour, 'stroke-width': 2 }),
        svg('text', { y: 3, 'text-anchor': 'middle', class: 'token-num small' }, String(names.length)),
        title(names.join(', ')));
      // One character: his sheet; several: the province's sheet lists them.
      t.addEventListener('click', (e) => { if (suppress) return; e.stopPropagation(); if (m.pick?.has(id)) m.onPick(id); else m.onSelect(ids.length === 1 ? { kind: 'char', id: ids[0]! } : { kind: 'prov', id }); });
      tokens.push(t);
    }
    if (tokens.length) {
      const widths = tokens.map((t) => (t.classList.contains('chars') ? 15 : 23));
      const total = widths.reduce((a, b) => a + b, 0);
      let tx = x - total / 2;
      const ty = heian ? y + 16 : y + 22;
      tokens.forEach((t, j) => { t.setAttribute('transform', `translate(${tx + widths[j]! / 2} ${ty})`); tx += widths[j]!; top.append(t); });
    }
    const marks = m.marks.get(id);
    if (marks?.has('battle') || marks?.has('major')) top.append(swords(x - 26, y - 22, !!marks.has('major')));
    if (marks?.has('taken')) top.append(svg('text', { x: x + 24, y: y - 16, class: 'taken-mark', 'data-mark': 'taken' }, '⚑'));
    g.append(title(provinceTitle(view, id, lang, m.seatNames)));
    clickable(g, id, { kind: 'prov', id });
    if (g.classList.contains('dim')) top.classList.add('dim');
    provLayer.append(g);
    labelLayer.append(top);
  }
  root.append(provLayer);

  // Links, drawn lightly over the land (passes dashed, rivers and straits blue).
  const linkLayer = svg('g', { class: 'links', 'pointer-events': 'none' });
  const hi = st.sel?.kind === 'prov' ? st.sel.id : null;
  for (const l of linksOf(view)) {
    const a = LAYOUT.provinces[l.a], b = LAYOUT.provinces[l.b];
    if (!a || !b) continue;
    const lit = hi === l.a || hi === l.b;
    const colour = l.type === 'road' ? '#6b4f2a' : l.type === 'pass' ? '#8b4513' : '#1f6fb2';
    linkLayer.append(svg('line', {
      x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: `link ${l.type}${lit ? ' lit' : ''}`, 'data-link': `${l.a}-${l.b}`,
      stroke: colour, 'stroke-width': lit ? 2.6 : 1.2, opacity: lit ? 0.95 : 0.32,
      'stroke-dasharray': l.type === 'pass' ? '5 4' : l.type === 'strait' ? '2 3' : l.type === 'lake' ? '8 3 2 3' : undefined,
    }));
  }
  root.append(linkLayer);
  const afterLinks = () => root.append(labelLayer, seaLabels);

  // Fleets (seen last turn, and drafted by this clan).
  const fleetLayer = svg('g', { class: 'fleets' });
  const perSea = new Map<string, number>();
  for (const f of m.fleets) {
    const s = LAYOUT.seas[f.sea];
    if (!s) continue;
    const n = perSea.get(f.sea) ?? 0;
    perSea.set(f.sea, n + 1);
    const cs = clanStyle(view, f.clan);
    const fx = s.x - 30 + (n % 4) * 20, fy = s.y + 26 + Math.floor(n / 4) * 18;
    const g = svg('g', { class: `fleet${f.draft ? ' draft' : ''}`, 'data-fleet-sea': f.sea, 'data-clan': f.clan, 'data-order': f.order ?? 'unknown', transform: `translate(${fx} ${fy})` },
      shipShape(f.clan >= 0 ? cs.colour : '#666', !!f.draft, !!f.dispersed),
      svg('text', { x: 0, y: 15, 'text-anchor': 'middle', class: 'fleet-tag' }, f.order === 'supremacy' ? 'S' : f.order === 'transport' ? 'T' : f.order === 'raid' ? 'R' : '?'),
      title(`${f.clan >= 0 ? view.clans[f.clan]?.name ?? '' : minorName('clan', lang)} — ${seaName(f.sea, lang)}${f.order ? `: ${f.order === 'supremacy' ? w('supremacy', lang) : f.order === 'transport' ? w('transport', lang) : `${w('fleetRaid', lang)} ${provName(f.target ?? '')}`}` : ''}${f.dispersed ? ` (${w('dispersed', lang)})` : ''}`));
    g.addEventListener('click', (e) => { if (suppress) return; e.stopPropagation(); m.onSelect({ kind: 'sea', id: f.sea }); });
    fleetLayer.append(g);
    if (f.order === 'raid' && f.target && LAYOUT.provinces[f.target]) {
      const t = LAYOUT.provinces[f.target]!;
      fleetLayer.append(svg('line', { x1: fx, y1: fy, x2: t.x, y2: t.y, stroke: cs.colour, 'stroke-width': 1.4, 'stroke-dasharray': '3 3', opacity: 0.8, 'pointer-events': 'none' }));
    }
  }
  root.append(fleetLayer);

  // Drafted paths and character moves.
  const pathLayer = svg('g', { class: 'paths', 'pointer-events': 'none' });
  for (const cm of m.charMoves) {
    const a = LAYOUT.provinces[cm.from], b = LAYOUT.provinces[cm.to];
    if (!a || !b || cm.from === cm.to) continue;
    pathLayer.append(svg('line', { x1: a.x + 4, y1: a.y + 4, x2: b.x + 4, y2: b.y + 4, class: 'char-move', 'data-char-move': cm.char, stroke: '#333', 'stroke-width': 1.5, 'stroke-dasharray': '2 3', 'marker-end': 'url(#nh-arrow-char)', opacity: 0.75 }));
  }
  for (const p of m.paths) {
    let prev: [number, number] = pointOf(p.from, null);
    const pts: [number, number][] = [prev];
    for (const n of p.path) { prev = pointOf(n, prev); pts.push(prev); }
    const colour = PATH_COLOUR[p.kind] ?? '#1d4ed8';
    const cost = p.path.reduce((s, n) => s + nodeCost(n), 0);
    const g = svg('g', { class: 'army-path', 'data-path': p.army, 'data-cost': cost, 'data-kind': p.kind });
    g.append(svg('polyline', { points: pts.map((q) => q.join(',')).join(' '), fill: 'none', stroke: '#fff', 'stroke-width': 6, opacity: 0.7, 'stroke-linejoin': 'round' }));
    g.append(svg('polyline', { points: pts.map((q) => q.join(',')).join(' '), fill: 'none', stroke: colour, 'stroke-width': 3, 'stroke-linejoin': 'round', 'marker-end': `url(#nh-arrow-${p.kind})`, 'stroke-dasharray': p.kind === 'move' ? undefined : '9 4' }));
    let acc = 0;
    p.path.forEach((n, j) => {
      acc += nodeCost(n);
      const q = pts[j + 1]!;
      const bx = q[0] + 17, by = q[1] + 12;
      g.append(svg('line', { x1: q[0], y1: q[1], x2: bx, y2: by, stroke: colour, 'stroke-width': 1 }), svg('circle', { cx: bx, cy: by, r: 7, fill: acc > 3 ? '#b00020' : '#fff', stroke: colour, 'stroke-width': 1.5 }), svg('text', { x: bx, y: by + 3, 'text-anchor': 'middle', class: 'mp-num', fill: acc > 3 ? '#fff' : colour }, String(acc)));
    });
    const last = pts[pts.length - 1]!;
    pathLayer.append(g);
    labelLayer.append(svg('text', { x: last[0] + 26, y: last[1] + 16, class: 'path-cost', 'data-path-cost': p.army, fill: cost > 3 ? '#b00020' : colour }, `${cost} ${w('mp', lang)}${cost > 3 ? ' ⚠' : ''}`));
  }
  root.append(pathLayer);
  afterLinks();

  // Zoom controls.
  const zoomTo = (nk: number) => { st.zoom.k = Math.max(1, Math.min(4, nk)); if (st.zoom.k === 1) { st.zoom.cx = W / 2; st.zoom.cy = H / 2; } m.rerender(); };
  const controls = el('div', { className: 'nh-zoom' },
    el('button', { className: 'secondary', type: 'button', title: w('zoomIn', lang), 'data-zoom': 'in', onclick: () => zoomTo(st.zoom.k * 1.5) }, '+'),
    el('button', { className: 'secondary', type: 'button', title: w('zoomOut', lang), 'data-zoom': 'out', onclick: () => zoomTo(st.zoom.k / 1.5) }, '−'),
    el('button', { className: 'secondary', type: 'button', title: w('zoomFit', lang), 'data-zoom': 'fit', onclick: () => zoomTo(1) }, '⤢'));
  root.addEventListener('click', () => { if (!suppress && !m.pick) { st.sel = null; m.rerender(); } });
  return el('div', { className: 'nh-mapwrap' }, root, controls);
}

export function provinceTitle(view: NihonView, id: string, lang: Lang, seatNames: string[]): string {
  const p = view.provinces[id]!;
  const d = PROV[id]!;
  const parts = [`${d.name} ${d.kanji}`, `${w('heldBy', lang)}: ${controllerName(view, id, lang, seatNames)}`, `${w('terrain', lang)}: ${pick3(TERRAIN[d.terrain]!, lang)} · ${w('population', lang)} ${d.pop}`];
  if (d.resource) parts.push(`${w('resource', lang)}: ${pick3(RESOURCE[d.resource]!, lang)}`);
  if (p.vision === 0 && view.seat !== null) parts.push(w('unseen', lang));
  return parts.join('\n');
}

export function legend(lang: Lang): HEl {
  const row = (icon: SEl, text: string) => {
    const s = svg('svg', { width: 28, height: 20, viewBox: '-14 -10 28 20' });
    s.append(icon);
    return el('li', {}, s, ' ', text);
  };
  return el('details', { className: 'nh-legend' }, el('summary', {}, w('legend', lang)),
    el('ul', {},
      row(svg('g', {}, svg('circle', { cx: -5, r: 1.9, fill: '#3b2f20' }), svg('circle', { cx: 0, r: 1.9, fill: '#3b2f20' }), svg('circle', { cx: 5, r: 1.9, fill: '#3b2f20' })), w('population', lang)),
      row(svg('text', { y: 4, 'text-anchor': 'middle', 'font-size': 12 }, '馬 鉄 船'), `${w('resource', lang)}: 馬 ${pick3(RESOURCE.horses!, lang)}, 鉄 ${pick3(RESOURCE.metal!, lang)}, 船 ${pick3(RESOURCE.ships!, lang)}, 忍 ${pick3(RESOURCE.ninja!, lang)}, 金 ${pick3(RESOURCE.gold!, lang)}, 社 ${pick3(RESOURCE.sanctuary!, lang)}, 寺 ${pick3(RESOURCE.temple!, lang)}`),
      row(svg('text', { y: 4, 'text-anchor': 'middle', 'font-size': 12 }, '市'), w('market', lang)),
      row(castleIcon(0, 0, 3), `${w('castle', lang)} (${w('castleWorks', lang)} 1/3, 2/3)`),
      row(flame(-3, 0, 2), w('revolt', lang)),
      row(pillageIcon(0, 0), w('pillaged', lang)),
      row(eye(0, 0), w('unseen', lang)),
      row(svg('g', {}, svg('rect', { x: -10, y: -7, width: 20, height: 14, rx: 2, fill: '#c0392b' }), svg('text', { y: 3.5, 'text-anchor': 'middle', 'font-size': 9, fill: '#fff', 'font-weight': 700 }, '7')), `${w('army', lang)} (${w('troops', lang)}; ${w('garrisonNow', lang)}: ▁)`),
      row(svg('g', {}, svg('circle', { r: 6.5, fill: '#fff', stroke: '#c0392b', 'stroke-width': 2 }), svg('text', { y: 3, 'text-anchor': 'middle', 'font-size': 8 }, '3')), w('characters', lang)),
      row(shipShape('#1f5fa8', false, false), `${w('fleets', lang)}: S ${w('supremacy', lang)}, T ${w('transport', lang)}, R ${w('fleetRaid', lang)}`),
      row(swords(0, 0, false), w('yourBattles', lang)),
      row(svg('path', { d: 'M-12 6L-4 -4L4 6L12 -4', fill: 'none', stroke: '#7a5f3a' }), `${pick3(TERRAIN.rough!, lang)} / ${pick3(TERRAIN.difficult!, lang)}`),
      row(svg('g', {}, svg('line', { x1: -12, x2: 12, y1: -4, y2: -4, stroke: '#6b4f2a', 'stroke-width': 1.5 }), svg('line', { x1: -12, x2: 12, y1: 1, y2: 1, stroke: '#8b4513', 'stroke-width': 1.5, 'stroke-dasharray': '4 3' }), svg('line', { x1: -12, x2: 12, y1: 6, y2: 6, stroke: '#1f6fb2', 'stroke-width': 1.5 })), `${pick3(LINK.road!, lang)}, ${pick3(LINK.pass!, lang)}, ${pick3(LINK.river!, lang)} / ${pick3(LINK.strait!, lang)} / ${pick3(LINK.lake!, lang)}`)));
}
