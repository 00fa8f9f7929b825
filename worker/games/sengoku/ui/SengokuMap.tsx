/**
 * The 11 provinces as an SVG map inside the kit's MapView (readable text on a phone, pan/zoom).
 * Seats are told apart by shape AND colour (SeatShapeSvg): filled = armies, hollow =
 * reinforcements, with D = Daimyo. Provinces that narrow the selected card's options are
 * buttons (click, Enter or Space); the others are images with a full sentence as their name.
 */
import { useEffect, useRef } from 'preact/hooks';
import { MapView, SeatShapeSvg } from '../../../../site/src/board-kit';
import type { Lang } from '../../../engine/contract';
import type { SengokuView } from '../view';
import { provinceSentence } from './describe';
import { LINKS, PROVINCES, provinceName } from './geo';
import { w } from './words';

/** Font size of the smallest map text, in viewBox units (names, counts): >= 12 px on a phone. */
const SMALLEST_TEXT = 22;
const R = 60;
/** Where a province's name goes when "below" would run into a neighbour. */
const LABEL_LEFT = new Set(['TOKUYAMA', 'YOSHIDA_KORIYAMA']);

export interface MapProps {
  view: SengokuView;
  seatNames: string[];
  lang: Lang;
  /** Provinces that narrow the options now (buttons), and those already chosen. */
  lit: Set<string>;
  picked: string[];
  onProvince: ((id: string) => void) | null;
  /** Ids the last move touched: those provinces get the kit's dashed mark. */
  last: Set<string>;
}

/** Room above the northernmost province (its seat count and circle were cut by the map's edge). */
const TOP_MARGIN = 30;

export function SengokuMap({ view, seatNames, lang, lit, picked, onProvince, last }: MapProps) {
  // On a narrow screen the map pans: start with the middle of the country (Kyoto) in view, not the
  // empty west. (Today's match page re-inserts #board on each update, which resets the pan.)
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const box = wrap.current?.querySelector('.kit-map-scroll');
      if (box) box.scrollLeft = (box.scrollWidth - box.clientWidth) * 0.6;
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div ref={wrap}>
    <MapView width={1000} height={740 + TOP_MARGIN} smallestText={SMALLEST_TEXT} label={w(lang, 'map')} lang={lang} id="sengoku-map" class="sengoku-map">
      <rect x={0} y={0} width={1000} height={740 + TOP_MARGIN} fill="#cfe3ef" rx={12} />
      <g transform={`translate(0 ${TOP_MARGIN})`}>
      {LINKS.map(({ a, b, sea }) => (
        <line key={`${a.id}-${b.id}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} class={`link ${sea ? 'sea' : 'land'}`}
          stroke={sea ? '#1f6f7a' : '#8a6d3b'} stroke-width={sea ? 6 : 10} stroke-dasharray={sea ? '14 10' : undefined} stroke-linecap="round" opacity={0.55} />
      ))}
      {view.provinces.map((p) => {
        const geo = PROVINCES.get(p.id)!;
        const isLit = lit.has(p.id) || picked.includes(p.id);
        const act = isLit && onProvince ? () => onProvince(p.id) : null;
        const sentence = provinceSentence(p, view, seatNames, lang);
        const owner = p.result?.winner ?? null;
        const present = Array.from({ length: view.players }, (_, s) => s)
          .filter((s) => (p.armies[s] ?? 0) + (p.reinforcements[s] ?? 0) > 0 || p.daimyo.includes(s));
        const left = LABEL_LEFT.has(p.id);
        return (
          <g key={p.id} data-province={p.id} transform={`translate(${geo.x} ${geo.y})`}
            class={`province ${isLit ? 'lit' : ''} ${picked.includes(p.id) ? 'picked' : ''} ${p.result ? 'resolved' : ''}`}
            role={act ? 'button' : 'img'} tabindex={act ? 0 : undefined} aria-label={sentence}
            aria-pressed={act ? (picked.includes(p.id) ? 'true' : 'false') : undefined}
            onClick={act ?? undefined}
            onKeyDown={act ? (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); act(); } } : undefined}>
            <title>{sentence}</title>
            <circle class={`ring ${last.has(p.id) ? 'kit-last' : ''}`} r={R} fill={geo.island ? '#e8dcc0' : '#efe3c6'}
              stroke={isLit ? '#b34700' : '#8a7a5a'} stroke-width={isLit ? 8 : 2} opacity={p.result ? 0.75 : 1} />
            {/* A won castle takes its winner's shape and colour; a discarded one turns grey. */}
            {owner !== null
              ? <SeatShapeSvg seat={owner} x={0} y={-34} r={27} />
              : <circle cx={0} cy={-34} r={22} fill={p.result?.discarded ? '#bbb' : '#fff'} stroke="#333" stroke-width={2} />}
            <text x={0} y={-26} text-anchor="middle" font-size={22} font-weight={700} class={`castle-value ${owner !== null ? 'won' : ''}`}>{p.castle ?? '–'}</text>
            <text x={left ? -R - 6 : 0} y={left ? 8 : R + 26} text-anchor={left ? 'end' : 'middle'} font-size={SMALLEST_TEXT} font-weight={700} class="name">{provinceName(p.id)}</text>
            {present.map((s, i) => {
              const x = (i - (present.length - 1) / 2) * 32;
              const armies = p.armies[s] ?? 0;
              const reinf = p.reinforcements[s] ?? 0;
              return (
                <g key={s} class="pawns" data-seat={s} aria-hidden="true">
                  {armies > 0 ? (
                    <g class="army" data-count={armies}>
                      <SeatShapeSvg seat={s} x={x} y={4} r={15} />
                      <text x={x} y={12} text-anchor="middle" font-size={SMALLEST_TEXT} font-weight={700} class="count">{armies}</text>
                    </g>
                  ) : null}
                  {reinf > 0 ? (
                    <g class="reinforcement" data-count={reinf}>
                      <SeatShapeSvg seat={s} x={x} y={38} r={15} />
                      <circle cx={x} cy={38} r={10} fill="#fff" />
                      <text x={x} y={46} text-anchor="middle" font-size={SMALLEST_TEXT} font-weight={700} class="count">{reinf}</text>
                    </g>
                  ) : null}
                  {p.daimyo.includes(s) ? (
                    <g class="daimyo-pawn">
                      <SeatShapeSvg seat={s} x={(i % 2 ? 1 : -1) * (42 + Math.floor(i / 2) * 30)} y={-34} r={15} />
                      <text x={(i % 2 ? 1 : -1) * (42 + Math.floor(i / 2) * 30)} y={-26} text-anchor="middle" font-size={SMALLEST_TEXT} font-weight={700} class="count">D</text>
                    </g>
                  ) : null}
                </g>
              );
            })}
          </g>
        );
      })}
      </g>
    </MapView>
    </div>
  );
}
