/**
 * The NIHON map as one clan sees it: provinces (controller's colour and mon, population, terrain,
 * resource, castle, revolt, pillage, the red eye where the clan sees nothing), seas and the fleets it
 * saw, armies and characters it sees, the drafted army paths with their movement cost, and the
 * places of the last turn's battles. Drawn in the kit's MapView (pan, zoom, text >= 12 px on a
 * phone). Clicking selects; while a target is being picked, the legal places glow and a click
 * chooses. The map is a pointer shortcut only: every choice it offers is also a list or a button in
 * the sheet and the panel, so the keyboard never needs it.
 */
import { MapView } from '../../../../site/src/board-kit';
import type { NihonView } from '../view';
import { MapDefs } from './icons';
import { MapFleets, MapPaths, type DrawnFleet, type DrawnPath } from './MapLayers';
import { Province } from './Province';
import { LAYOUT, SEA, linksOf, reportMarks, seaName } from './model';
import { useNh, type Sel } from './state';
import { w } from './text';
import { colon } from '../../../engine/colon';

const W = LAYOUT.width, H = LAYOUT.height;
/** The smallest text of the map, in viewBox units (see nihon.css: token numbers, sea costs). */
export const SMALLEST_TEXT = 10;

/** The drafted paths, character moves and fleets the map shows: the seat's own, or every clan's for the referee. */
function drafts(view: NihonView & { sheets?: unknown }, sheets: { seat: number; sheet: import('../types').OrderSheet }[]) {
  const paths: DrawnPath[] = [];
  const charMoves: { char: string; clan: number; from: string; to: string }[] = [];
  const fleets: DrawnFleet[] = view.fleets.map((f) => ({ clan: f.clan, sea: f.sea, order: f.order, ...(f.target ? { target: f.target } : {}), ...(f.dispersed ? { dispersed: true } : {}) }));
  for (const { seat, sheet } of sheets) {
    const cid = view.clans[seat]?.id;
    for (const [no, e] of Object.entries(sheet.armies ?? {})) {
      const a = view.armies.find((x) => x.id === `${cid}-${no}`);
      const from = a?.prov ?? e.create;
      if (from && e.order && e.order.kind !== 'garrison') paths.push({ army: `${cid}-${no}`, clan: seat, from, path: e.order.path, kind: e.order.kind });
    }
    for (const [id, o] of Object.entries(sheet.characters ?? {})) {
      const ch = view.characters.find((x) => x.id === id);
      if (ch && o.kind === 'move') charMoves.push({ char: id, clan: seat, from: ch.prov, to: o.province });
    }
    for (const f of sheet.fleets ?? []) fleets.push({ ...f, clan: seat, draft: true });
  }
  return { paths, charMoves, fleets };
}

/** The middle of some provinces and seas, in map units (null when none). */
function centre(ids: string[]): { x: number; y: number } | null {
  const pts = ids.map((id) => LAYOUT.provinces[id] ?? LAYOUT.seas[id]).filter((p): p is { x: number; y: number } & typeof p => !!p);
  if (!pts.length) return null;
  return { x: pts.reduce((n, p) => n + p.x, 0) / pts.length, y: pts.reduce((n, p) => n + p.y, 0) / pts.length };
}

export function NihonMap() {
  const c = useNh();
  const { view, lang, ui } = c;
  const pick = ui.picking ? new Set(ui.picking.byPlace.keys()) : null;
  const ids = Object.keys(LAYOUT.provinces).filter((id) => view.provinces[id]);
  // On a phone the map is wider than the screen: open it on the places to pick, or on the clan's own land.
  const around = pick?.size ? [...pick] : view.seat !== null ? ids.filter((id) => view.provinces[id]!.ctrl === view.seat) : ['heian'];
  const focus = centre(around);
  return (
    <MapView opensFitted width={W} height={H} smallestText={SMALLEST_TEXT} maxStretch={6} focus={focus} label={w(lang, 'mapLabel')} lang={lang}
      class={`nihon-map${pick ? ' picking' : ''}`} svgClass="nihon-svg" defs={c.stage >= 1 ? <MapDefs /> : null}>
      <rect x={0} y={0} width={W} height={H} fill="#b7d3e4" />
      {/* The map's ~1,200 elements come in the draw after the board's first one is painted (Nh.stage):
          on a phone the map is below the prompt, the clan's head and its final actions, which a slow
          phone then shows ~0.4 s sooner (issue 32); its box has its size from the first draw. */}
      {c.stage >= 1 ? <MapPlaces pick={pick} ids={ids} /> : null}
    </MapView>
  );
}

/** What the map shows inside its box: seas, provinces and links, then (MapOverlay, one draw later) fleets, drafted paths and labels. */
function MapPlaces({ pick, ids }: { pick: Set<string> | null; ids: string[] }) {
  const c = useNh();
  const { view, lang, ui } = c;
  const marks = reportMarks(view);
  /** A click on a place: choose it while picking, open its sheet otherwise. */
  const onPlace = (id: string, sel: Sel) => {
    const m = ui.picking?.byPlace.get(id);
    if (m && ui.picking) c.play(m, ui.picking.unit);
    else c.select(sel);
  };
  const seen = new Set(view.me?.seas ?? []);
  const allSee = view.seat === null && Object.values(view.provinces).every((p) => p.vision >= 3);
  const order = [...ids.filter((id) => id !== 'heian'), 'heian'];
  const hi = ui.sel?.kind === 'prov' ? ui.sel.id : null;
  return (
    <>
      <g class="seas">
        {Object.entries(LAYOUT.seas).map(([id, s], i) => {
          const sea = SEA[id]!;
          const cls = `sea${ui.sel?.kind === 'sea' && ui.sel.id === id ? ' selected' : ''}${pick ? (pick.has(id) ? ' pick' : ' dim') : ''}${c.touched.has(id) ? ' kit-last' : ''}`;
          return (
            <g key={id} class={cls} data-sea={id} data-seen={seen.has(id) || allSee ? 'yes' : 'no'} onClick={() => onPlace(id, { kind: 'sea', id })}>
              <path d={s.d} fill={i % 2 ? '#aecde0' : '#bcd8e9'} stroke="#86aec7" stroke-width={1.2} stroke-dasharray="7 5" />
              <title>{`${seaName(id, lang)} — ${w(lang, 'waves')}${colon(lang)}${w(lang, sea.waves === 'big' ? 'bigWaves' : 'smallWaves')}, ${w(lang, 'seaCost')} ${sea.cost}`}</title>
            </g>
          );
        })}
      </g>
      <g class="provinces">
        {order.map((id) => <Province key={id} id={id} pick={pick} marks={marks.get(id)} onPlace={onPlace} part="cell" />)}
      </g>
      <g class="links" pointer-events="none">
        {linksOf(view).map((l) => {
          const a = LAYOUT.provinces[l.a], b = LAYOUT.provinces[l.b];
          if (!a || !b) return null;
          const lit = hi === l.a || hi === l.b;
          const colour = l.type === 'road' ? '#6b4f2a' : l.type === 'pass' ? '#8b4513' : '#1f6fb2';
          return <line key={`${l.a}-${l.b}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} class={`link ${l.type}${lit ? ' lit' : ''}`} stroke={colour} stroke-width={lit ? 2.6 : 1.2} opacity={lit ? 0.95 : 0.32}
            stroke-dasharray={l.type === 'pass' ? '5 4' : l.type === 'strait' ? '2 3' : l.type === 'lake' ? '8 3 2 3' : undefined} />;
        })}
      </g>
      {/* The rest (fleets, drafted paths, names and marks: most of the map's texts, whose sizes the
          map then reads) in the draw after the places (Nh.stage): a task of its own on a slow phone. */}
      {c.stage >= 2 ? <MapOverlay pick={pick} order={order} marks={marks} onPlace={onPlace} /> : null}
    </>
  );
}

function MapOverlay({ pick, order, marks, onPlace }: {
  pick: Set<string> | null; order: string[]; marks: ReturnType<typeof reportMarks>; onPlace: (id: string, sel: Sel) => void;
}) {
  const c = useNh();
  const { view, lang, ui } = c;
  const referee = view.seat === null && Array.isArray(view.sheets);
  const sheets = referee
    ? (view.sheets ?? []).map((s, i) => ({ seat: i, sheet: s ?? {} })).filter((x) => ui.refClan < 0 || x.seat === ui.refClan)
    : view.seat !== null && view.me ? [{ seat: view.seat, sheet: c.sheet }] : [];
  const { paths, charMoves, fleets } = drafts(view, sheets);
  return (
    <>
      <MapFleets fleets={fleets} />
      <MapPaths paths={paths} charMoves={charMoves} part="lines" />
      <g class="labels">
        {order.map((id) => <Province key={id} id={id} pick={pick} marks={marks.get(id)} onPlace={onPlace} part="top" />)}
        <MapPaths paths={paths} charMoves={charMoves} part="costs" />
      </g>
      <g class="sea-labels" pointer-events="none">
        {Object.entries(LAYOUT.seas).map(([id, s]) => {
          const sea = SEA[id]!;
          const [lx, ly] = s.label ?? [s.x, s.y];
          return (
            <g key={id} class={`sea-name${pick && !pick.has(id) ? ' dim' : ''}`}>
              <text x={lx} y={ly} class="sea-label" text-anchor="middle">{seaName(id, lang)}</text>
              <text x={lx} y={ly + 13} class="sea-sub" text-anchor="middle">{`${sea.waves === 'big' ? '≈≈' : '~'} ${sea.cost} ${w(lang, 'mp')}`}</text>
            </g>
          );
        })}
      </g>
    </>
  );
}
