/**
 * A map that stays readable on a phone: the SVG is drawn at least as wide as its smallest text
 * needs to be 12 px, inside a box that scrolls (pans) on its own, so the page never scrolls
 * sideways. Zoom buttons (and ctrl + wheel) scale it; a mouse can drag it; a finger pans natively.
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
}

const MIN_TEXT_PX = 12;
const STEP = 1.25;

export function MapView({ width, height, smallestText, label, lang, id, class: cls, children, defs }: MapViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const [zoom, setZoom] = useState(1);
  // The width at which the smallest text is MIN_TEXT_PX tall on screen.
  const readable = (width * MIN_TEXT_PX) / smallestText;
  const fit = boxWidth > 0 ? boxWidth : Math.min(readable, width * 2);
  const base = Math.max(fit, Math.min(readable, fit * 3));
  const shown = Math.round(base * zoom);
  const minZoom = fit / base;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setBoxWidth(el.clientWidth);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

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
      setZoom((z) => clamp(e.deltaY < 0 ? z * STEP : z / STEP, minZoom, 4));
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
        <button type="button" class="secondary kit-zoom" data-zoom="in" aria-label={kitWord('zoomIn', lang)} title={kitWord('zoomIn', lang)} onClick={() => setZoom((z) => clamp(z * STEP, minZoom, 4))}>+</button>
        <button type="button" class="secondary kit-zoom" data-zoom="out" aria-label={kitWord('zoomOut', lang)} title={kitWord('zoomOut', lang)} onClick={() => setZoom((z) => clamp(z / STEP, minZoom, 4))}>−</button>
        <button type="button" class="secondary kit-zoom" data-zoom="fit" aria-label={kitWord('zoomReset', lang)} title={kitWord('zoomReset', lang)} onClick={() => setZoom(minZoom)}>⤢</button>
      </div>
      {/* Focusable, so a keyboard can pan the map with the arrow keys even when nothing on it is clickable. */}
      <div class="kit-map-scroll" ref={box} tabIndex={0} role="region" aria-label={label}>
        <svg viewBox={`0 0 ${width} ${height}`} width={shown} height={Math.round((shown * height) / width)} role="group" aria-label={label} style={{ display: 'block', maxWidth: 'none' }}>
          {defs ? <defs>{defs}</defs> : null}
          {children}
        </svg>
      </div>
    </div>
  );
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
