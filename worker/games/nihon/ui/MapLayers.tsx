/**
 * The map's layers over the provinces: fleets (seen at the last turn, and drafted by this clan,
 * dashed) and the drafted moves (army paths with the movement cost at each step, characters'
 * journeys). Drafts are the seat's own, or every clan's for the referee.
 */
import type { FleetEntry } from '../types';
import { PATH_COLOUR, Ship } from './icons';
import { LAYOUT, clanStyle, minorName, nodeCost, provName, seaName } from './model';
import { useNh } from './state';
import { w } from './text';

export interface DrawnPath { army: string; clan: number; from: string; path: string[]; kind: string }
export type DrawnFleet = Omit<FleetEntry, 'order'> & { order?: FleetEntry['order']; clan: number; draft?: boolean; dispersed?: boolean };

function nearestPoint(pts: [number, number][], from: [number, number]): [number, number] {
  let best = pts[0]!, bd = Infinity;
  for (const p of pts) { const d = (p[0] - from[0]) ** 2 + (p[1] - from[1]) ** 2; if (d < bd) { bd = d; best = p; } }
  return best;
}

/** Where a path step is drawn: a province's centre, or the point of a sea nearest the last step. */
function pointOf(id: string, prev: [number, number] | null): [number, number] {
  const p = LAYOUT.provinces[id];
  if (p) return [p.x, p.y];
  const s = LAYOUT.seas[id];
  if (s) return prev ? nearestPoint(s.pts, prev) : [s.x, s.y];
  return [0, 0];
}

export function MapFleets({ fleets }: { fleets: DrawnFleet[] }) {
  const { view, lang, select } = useNh();
  const perSea = new Map<string, number>();
  return (
    <g class="fleets">
      {fleets.map((f, i) => {
        const s = LAYOUT.seas[f.sea];
        if (!s) return null;
        const n = perSea.get(f.sea) ?? 0;
        perSea.set(f.sea, n + 1);
        const cs = clanStyle(view, f.clan);
        const fx = s.x - 30 + (n % 4) * 20, fy = s.y + 28 + Math.floor(n / 4) * 20;
        const order = f.order === 'supremacy' ? w(lang, 'supremacy') : f.order === 'transport' ? w(lang, 'transport') : f.order ? `${w(lang, 'fleetRaid')} ${provName(f.target ?? '', lang)}` : '';
        const target = f.order === 'raid' && f.target ? LAYOUT.provinces[f.target] : undefined;
        return (
          <g key={i}>
            <g class={`fleet${f.draft ? ' draft' : ''}`} data-fleet-sea={f.sea} data-clan={f.clan} data-order={f.order ?? 'unknown'} transform={`translate(${fx} ${fy})`}
              onClick={(e) => { e.stopPropagation(); select({ kind: 'sea', id: f.sea }); }}>
              <Ship colour={f.clan >= 0 ? cs.colour : '#666'} draft={!!f.draft} dispersed={!!f.dispersed} />
              <text x={0} y={16} text-anchor="middle" class="fleet-tag">{f.order === 'supremacy' ? w(lang, 'supremacyShort') : f.order === 'transport' ? w(lang, 'transportShort') : f.order === 'raid' ? w(lang, 'raidShort') : '?'}</text>
              <title>{`${f.clan >= 0 ? view.clans[f.clan]?.name ?? '' : minorName('clan', lang)} — ${seaName(f.sea, lang)}${order ? `: ${order}` : ''}${f.dispersed ? ` (${w(lang, 'dispersed')})` : ''}`}</title>
            </g>
            {target ? <line x1={fx} y1={fy} x2={target.x} y2={target.y} stroke={cs.colour} stroke-width={1.4} stroke-dasharray="3 3" opacity={0.8} pointer-events="none" /> : null}
          </g>
        );
      })}
    </g>
  );
}

/** Army paths and character moves: `lines` under the labels, `costs` (the total in MP) over them. */
export function MapPaths({ paths, charMoves, part }: { paths: DrawnPath[]; charMoves: { char: string; from: string; to: string }[]; part: 'lines' | 'costs' }) {
  const { lang } = useNh();
  const drawn = paths.map((p) => {
    let prev: [number, number] = pointOf(p.from, null);
    const pts: [number, number][] = [prev];
    for (const n of p.path) { prev = pointOf(n, prev); pts.push(prev); }
    return { p, pts, colour: PATH_COLOUR[p.kind] ?? '#1d4ed8', cost: p.path.reduce((s, n) => s + nodeCost(n), 0) };
  });
  if (part === 'costs') {
    return (
      <g class="path-costs" pointer-events="none">
        {drawn.map(({ p, pts, colour, cost }) => {
          const last = pts[pts.length - 1]!;
          return <text key={p.army} x={last[0] + 26} y={last[1] + 16} class="path-cost" data-path-cost={p.army} fill={cost > 3 ? '#b00020' : colour}>{`${cost} ${w(lang, 'mp')}${cost > 3 ? ' ⚠' : ''}`}</text>;
        })}
      </g>
    );
  }
  return (
    <g class="paths" pointer-events="none">
      {charMoves.map((cm) => {
        const a = LAYOUT.provinces[cm.from], b = LAYOUT.provinces[cm.to];
        if (!a || !b || cm.from === cm.to) return null;
        return <line key={cm.char} x1={a.x + 4} y1={a.y + 4} x2={b.x + 4} y2={b.y + 4} class="char-move" data-char-move={cm.char} stroke="#333" stroke-width={1.5} stroke-dasharray="2 3" marker-end="url(#nh-arrow-char)" opacity={0.75} />;
      })}
      {drawn.map(({ p, pts, colour, cost }) => {
        const points = pts.map((q) => q.join(',')).join(' ');
        let acc = 0;
        return (
          <g key={p.army} class="army-path" data-path={p.army} data-cost={cost} data-kind={p.kind}>
            <polyline points={points} fill="none" stroke="#fff" stroke-width={6} opacity={0.7} stroke-linejoin="round" />
            <polyline points={points} fill="none" stroke={colour} stroke-width={3} stroke-linejoin="round" marker-end={`url(#nh-arrow-${p.kind})`} stroke-dasharray={p.kind === 'move' ? undefined : '9 4'} />
            {p.path.map((n, j) => {
              acc += nodeCost(n);
              const q = pts[j + 1]!;
              const bx = q[0] + 17, by = q[1] + 12;
              return (
                <g key={j}>
                  <line x1={q[0]} y1={q[1]} x2={bx} y2={by} stroke={colour} stroke-width={1} />
                  <circle cx={bx} cy={by} r={8} fill={acc > 3 ? '#b00020' : '#fff'} stroke={colour} stroke-width={1.5} />
                  <text x={bx} y={by + 3.5} text-anchor="middle" class="mp-num" fill={acc > 3 ? '#fff' : colour}>{String(acc)}</text>
                </g>
              );
            })}
          </g>
        );
      })}
    </g>
  );
}
