/**
 * A map that fits a phone and stays readable: it opens fitted to its box's width (the whole board
 * in view; `opensFitted`) or at the size where its smallest text reads at 12 px, and a text drawn
 * smaller than 12 px at the current zoom is left out until the reader zooms in (labels appear with the zoom, as on a street map: never an unreadable smudge). Zoom
 * buttons (and ctrl + wheel) scale it up to where its smallest text is 12 px and beyond, inside a
 * box that scrolls (pans) on its own, so the page never scrolls sideways; a mouse can drag it; a
 * finger pans natively.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Lang } from '../../../worker/engine/contract';
import { kitWord } from './words';

export interface MapViewProps {
  /** The SVG's viewBox width and height. */
  width: number;
  height: number;
  /** The font size, in viewBox units, of the smallest text on the map. */
  smallestText: number;
  /** The map's accessible name ("Map of the provinces"). */
  label: string;
  lang: Lang;
  id?: string;
  class?: string;
  children: ComponentChildren;
  /** Drawn before the SVG's children: defs, patterns. */
  defs?: ComponentChildren;
  /**
   * Open fitted to the box (the whole board in view; texts too small at that zoom left out until
   * the reader zooms in) rather than at the size where the smallest text reads at 12 px. For boards
   * read as a whole (the White Castle Duel's castle, NIHON's map). Sengoku's and Rising Sun's
   * maps open readable: their players tap names and pieces, which fitted would be smaller than a
   * finger (24 px).
   */
  opensFitted?: boolean;
  /**
   * How many box widths the map may be drawn at so that its smallest text reaches 12 px (default 3).
   * A big map with small labels (NIHON's 73 provinces) needs more on a phone; the box pans.
   */
  maxStretch?: number;
  /** Extra attributes of the scroll box's SVG (data-* for tests, class). */
  svgClass?: string;
  /**
   * A point of the viewBox to bring to the middle of the box (the seat's own area, the places it may
   * pick now): applied when it changes, never on other redraws, so a pan by hand is kept.
   */
  focus?: { x: number; y: number } | null;
}

const MIN_TEXT_PX = 12;
/** Each text's computed font size, with what it was computed from (see the effect that marks tiny texts). */
const fontSizes = new WeakMap<Element, { sig: string; size: number }>();
const STEP = 1.25;

export function MapView({ width, height, smallestText, label, lang, id, class: cls, children, defs, maxStretch = 3, svgClass, focus, opensFitted = false }: MapViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  // null: fitted to the box (at load where the board opens fitted, and again after a resize) until
  // the reader zooms; 1: the size where the smallest text reads at 12 px.
  const [zoomAsked, setZoom] = useState<number | null>(opensFitted ? null : 1);
  // The width at which the smallest text is MIN_TEXT_PX tall on screen.
  const readable = (width * MIN_TEXT_PX) / smallestText;
  const fit = boxWidth > 0 ? boxWidth : Math.min(readable, width * 2);
  const base = Math.max(fit, Math.min(readable, fit * maxStretch));
  const minZoom = fit / base;
  const zoom = zoomAsked ?? minZoom;
  const shown = Math.round(base * zoom);
  const fittedUnmeasured = boxWidth === 0 && zoomAsked === null;
  const svgRef = useRef<SVGSVGElement>(null);

  // Leave out the texts too small to read at this zoom (after every draw: a redraw may add texts).
  useLayoutEffect(() => {
    const svg = svgRef.current;
    // Not before the box is measured: the first draw's scale is a guess, and marking every text for
    // it, then again for the real one, cost a page's style work twice on a slow phone (issue 32).
    if (!svg || boxWidth === 0) return;
    const scale = shown / width;
    // Every size read before any mark is changed: a change between two reads made the browser
    // recompute the styles at each read (seconds for NIHON's hundreds of names on a slow phone);
    // A text's size is read again only when its own class, size or style changed since the last read.
    const texts = [...svg.querySelectorAll('text')];
    const tiny = texts.map((t) => {
      const sig = `${t.getAttribute('class')}|${t.getAttribute('font-size')}|${t.getAttribute('style')}`;
      let known = fontSizes.get(t);
      if (known?.sig !== sig) fontSizes.set(t, known = { sig, size: parseFloat(getComputedStyle(t).fontSize) });
      return known.size * scale < MIN_TEXT_PX - 0.01;
    });
    texts.forEach((t, i) => { if (tiny[i] !== t.hasAttribute('data-tiny')) t.toggleAttribute('data-tiny', tiny[i]); });
  });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setBoxWidth(el.clientWidth);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Bring the focus point to the middle once per new focus (and once the box is measured).
  const focused = useRef('');
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !focus || boxWidth === 0) return;
    const key = `${Math.round(focus.x)},${Math.round(focus.y)}`;
    if (focused.current === key) return;
    focused.current = key;
    const shownHeight = (shown * height) / width;
    el.scrollLeft = Math.max(0, (focus.x / width) * shown - el.clientWidth / 2);
    el.scrollTop = Math.max(0, (focus.y / height) * shownHeight - el.clientHeight / 2);
  }, [focus?.x, focus?.y, boxWidth, shown]);

  // Drag to pan with a mouse (fingers scroll natively).
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let from: { x: number; y: number; left: number; top: number } | null = null;
    const down = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse' || e.button !== 0 || el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight) return;
      from = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop };
    };
    const move = (e: PointerEvent) => {
      if (!from) return;
      el.scrollLeft = from.left - (e.clientX - from.x);
      el.scrollTop = from.top - (e.clientY - from.y);
    };
    const up = () => { from = null; };
    const wheel = (e: WheelEvent) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      setZoom((z) => clamp(e.deltaY < 0 ? (z ?? minZoom) * STEP : (z ?? minZoom) / STEP, minZoom, 4));
    };
    el.addEventListener('pointerdown', down);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    el.addEventListener('wheel', wheel, { passive: false });
    return () => {
      el.removeEventListener('pointerdown', down);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      el.removeEventListener('wheel', wheel);
    };
  }, [minZoom]);

  return (
    <div class={`kit-map ${cls ?? ''}`} id={id}>
      <div class="kit-map-tools" role="group" aria-label={label}>
        <button type="button" class="secondary kit-zoom" data-zoom="in" aria-label={kitWord(lang, 'zoomIn')} title={kitWord(lang, 'zoomIn')} onClick={() => setZoom((z) => clamp((z ?? minZoom) * STEP, minZoom, 4))}>+</button>
        <button type="button" class="secondary kit-zoom" data-zoom="out" aria-label={kitWord(lang, 'zoomOut')} title={kitWord(lang, 'zoomOut')} onClick={() => setZoom((z) => clamp((z ?? minZoom) / STEP, minZoom, 4))}>−</button>
        <button type="button" class="secondary kit-zoom" data-zoom="fit" aria-label={kitWord(lang, 'zoomReset')} title={kitWord(lang, 'zoomReset')} onClick={() => setZoom(null)}>⤢</button>
      </div>
      {/* Focusable so that a keyboard can pan it with the arrow keys (axe: scrollable-region-focusable). */}
      <div class="kit-map-scroll" ref={box} tabIndex={0} role="region" aria-label={label}>
        {/* Fitted and not measured yet (the first draw): the box's width, which the measure then gives
            in pixels, so the page's first layout is already the right one. */}
        <svg ref={svgRef} viewBox={`0 0 ${width} ${height}`} class={svgClass} width={fittedUnmeasured ? '100%' : shown} height={fittedUnmeasured ? undefined : Math.round((shown * height) / width)} role="group" aria-label={label}>
          {defs ? <defs>{defs}</defs> : null}
          {children}
        </svg>
      </div>
    </div>
  );
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
