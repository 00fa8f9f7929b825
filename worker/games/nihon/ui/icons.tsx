/**
 * The small drawings of the NIHON map and panels: clan mon (each clan a different shape as well as
 * a colour, so colour is never the only signal), the red eye of unseen provinces, castle, revolt,
 * pillage, battle and ship marks, and the map's patterns and arrow heads.
 */
import type { NihonView } from '../view';
import { clanStyle } from './model';

export function Mon({ kind, colour, r, x = 0, y = 0 }: { kind: string; colour: string; r: number; x?: number; y?: number }) {
  const c = colour, k = r * 0.62;
  let inner;
  switch (kind) {
    case 'tomoe':
      inner = [0, 1, 2].map((i) => { const a = (i * 2 * Math.PI) / 3 - Math.PI / 2; return <circle key={i} cx={Math.cos(a) * k * 0.5} cy={Math.sin(a) * k * 0.5} r={k * 0.42} fill={c} />; });
      break;
    case 'hishi':
      inner = <><path d={`M0 ${-k}L${k} 0L0 ${k}L${-k} 0Z`} fill={c} /><path d={`M0 ${-k * 0.35}L${k * 0.35} 0L0 ${k * 0.35}L${-k * 0.35} 0Z`} fill="#fff" /></>;
      break;
    case 'wheel':
      inner = <><circle r={k * 0.8} fill="none" stroke={c} stroke-width={r * 0.2} />{[0, 1, 2, 3, 4, 5].map((i) => { const a = (i * Math.PI) / 3; return <line key={i} x1={0} y1={0} x2={Math.cos(a) * k * 0.8} y2={Math.sin(a) * k * 0.8} stroke={c} stroke-width={r * 0.14} />; })}</>;
      break;
    case 'bars':
      inner = [-0.55, 0, 0.55].map((yy) => <rect key={yy} x={-k * 0.85} y={yy * k - k * 0.17} width={k * 1.7} height={k * 0.34} fill={c} />);
      break;
    case 'flower':
      inner = <>{[0, 1, 2, 3, 4].map((i) => { const a = (i * 2 * Math.PI) / 5 - Math.PI / 2; return <circle key={i} cx={Math.cos(a) * k * 0.55} cy={Math.sin(a) * k * 0.55} r={k * 0.36} fill={c} />; })}<circle r={k * 0.2} fill="#fff" /></>;
      break;
    default:
      inner = <><circle r={k * 0.85} fill="none" stroke={c} stroke-width={r * 0.2} /><path d={`M${-k * 0.85} 0H${k * 0.85}M0 ${-k * 0.85}V${k * 0.85}`} stroke={c} stroke-width={r * 0.2} /></>;
  }
  return (
    <g class="mon" transform={x || y ? `translate(${x} ${y})` : undefined}>
      <circle r={r} fill="#fff" stroke={colour} stroke-width={r * 0.18} />
      {inner}
    </g>
  );
}

/** The mon of a clan seat in running text (decorative: the clan's name is always written next to it). */
export function MonIcon({ view, seat, size = 18 }: { view: NihonView; seat: number; size?: number }) {
  const s = clanStyle(view, seat);
  return <svg width={size} height={size} viewBox="-10 -10 20 20" class="mon-icon" aria-hidden="true"><Mon kind={s.mon} colour={s.colour} r={9} /></svg>;
}

export function Eye({ x, y }: { x: number; y: number }) {
  return (
    <g class="red-eye" transform={`translate(${x} ${y}) scale(.8)`}>
      <path d="M-8 0Q0 -7 8 0Q0 7 -8 0Z" fill="#fff" stroke="#c1121f" stroke-width={1.6} />
      <circle r={2.8} fill="#c1121f" />
    </g>
  );
}

export function CastleIcon({ x, y, stage }: { x: number; y: number; stage: number }) {
  const full = stage >= 3;
  return (
    <g class="castle" data-castle={stage} transform={`translate(${x} ${y})`}>
      <path d="M-6 4H6V-1H-6Z M-4 -1L-7 -1L0 -6L7 -1L4 -1Z" fill={full ? '#333' : 'none'} stroke="#333" stroke-width={1.2} stroke-dasharray={full ? undefined : '2 1.5'} />
      {full ? null : <text x={9} y={4} class="glyph-num">{`${stage}/3`}</text>}
    </g>
  );
}

export function Flame({ x, y, level }: { x: number; y: number; level: number }) {
  return (
    <g class="revolt" data-revolt={level} transform={`translate(${x} ${y})`}>
      <path d="M0 5C-5 5 -6 0 -3 -3C-3 0 -1 0 -1 -1C-1 -4 1 -6 1 -7C4 -4 6 -1 4 3C3 4.5 2 5 0 5Z" fill="#e4572e" stroke="#8a1c0a" stroke-width={0.8} />
      <text x={6} y={4} class="glyph-num revolt-num">{String(level)}</text>
    </g>
  );
}

export function PillageIcon({ x, y }: { x: number; y: number }) {
  return (
    <g class="pillaged" transform={`translate(${x} ${y})`}>
      <path d="M-5 -5L5 5M5 -5L-5 5" stroke="#6b2d0b" stroke-width={2.2} stroke-linecap="round" />
      <circle r={6.5} fill="none" stroke="#6b2d0b" stroke-width={1} />
    </g>
  );
}

export function Swords({ x, y, major }: { x: number; y: number; major: boolean }) {
  return (
    <g class={`battle-mark${major ? ' major' : ''}`} data-mark="battle" transform={`translate(${x} ${y})`}>
      <circle r={9} fill={major ? '#b00020' : '#fff'} stroke="#b00020" stroke-width={1.5} />
      <path d="M-5 -5L5 5M5 -5L-5 5M-5 2L-2 5M5 2L2 5" stroke={major ? '#fff' : '#b00020'} stroke-width={1.8} stroke-linecap="round" />
    </g>
  );
}

export function Ship({ colour, draft, dispersed }: { colour: string; draft: boolean; dispersed: boolean }) {
  return (
    <g class="ship">
      <path d="M-9 1H9L6 6H-6Z" fill={draft ? '#fff' : colour} stroke={colour} stroke-width={1.5} stroke-dasharray={draft ? '2 1.5' : undefined} opacity={dispersed ? 0.45 : 1} />
      <path d="M0 1V-9L7 -1Z" fill={draft ? '#fff' : colour} stroke={colour} stroke-width={1} opacity={dispersed ? 0.45 : 1} />
    </g>
  );
}

export const PATH_COLOUR: Record<string, string> = { move: '#1d4ed8', attack: '#b00020', crush: '#c2410c' };

/** Terrain patterns, the fog of unseen provinces, the glow of pickable places, arrow heads. */
export function MapDefs() {
  return (
    <>
      <pattern id="nh-rough" width={14} height={12} patternUnits="userSpaceOnUse">
        <path d="M2 9Q5 4 8 9" fill="none" stroke="#7a5f3a" stroke-width={0.9} opacity={0.55} />
      </pattern>
      <pattern id="nh-difficult" width={16} height={14} patternUnits="userSpaceOnUse">
        <path d="M2 12L7 4L12 12" fill="none" stroke="#5d4527" stroke-width={1.1} opacity={0.6} />
        <path d="M5.5 6.5L7 4L8.5 6.5" fill="#fff" opacity={0.6} />
      </pattern>
      <pattern id="nh-unseen" width={8} height={8} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width={8} height={8} fill="#9a9a9a" opacity={0.18} />
        <line x1={0} y1={0} x2={0} y2={8} stroke="#666" stroke-width={1.4} opacity={0.35} />
      </pattern>
      <filter id="nh-glow" x="-30%" y="-30%" width="160%" height="160%">
        <feDropShadow dx={0} dy={0} stdDeviation={3} flood-color="#ff8c00" flood-opacity={0.9} />
      </filter>
      {([['move', '#1d4ed8'], ['attack', '#b00020'], ['crush', '#c2410c'], ['char', '#333']] as const).map(([k, c]) => (
        <marker key={k} id={`nh-arrow-${k}`} viewBox="0 0 10 10" refX={8} refY={5} markerWidth={6} markerHeight={6} orient="auto-start-reverse">
          <path d="M0 0L10 5L0 10Z" fill={c} />
        </marker>
      ))}
    </>
  );
}
