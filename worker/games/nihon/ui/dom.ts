/** Tiny DOM helpers for the NIHON board (browser only). */
export const SVG_NS = 'http://www.w3.org/2000/svg';

type Kid = Node | string | number | null | false | undefined;
/**
 * Elements as the board uses them. The Worker's own types (HTMLRewriter) redeclare Element.append
 * when the whole repository is type-checked at once; the DOM's ParentNode.append is named here.
 */
export type HEl = HTMLElement & ParentNode;
export type SEl = SVGElement & ParentNode;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, unknown> = {}, ...kids: (Kid | Kid[])[]): HTMLElementTagNameMap[K] & ParentNode {
  const e = document.createElement(tag) as HTMLElementTagNameMap[K] & ParentNode;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') e.addEventListener(k.slice(2), v as EventListener);
    else if (k === 'value' && 'value' in e) (e as unknown as { value: string }).value = String(v);
    else e.setAttribute(k === 'className' ? 'class' : k, v === true ? '' : String(v));
  }
  for (const k of kids.flat()) if (k !== null && k !== undefined && k !== false) e.append(typeof k === 'number' ? String(k) : k);
  return e;
}

export function svg(tag: string, attrs: Record<string, unknown> = {}, ...kids: (Kid | Kid[])[]): SEl {
  const e = document.createElementNS(SVG_NS, tag) as SEl;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') e.addEventListener(k.slice(2), v as EventListener);
    else e.setAttribute(k, String(v));
  }
  for (const k of kids.flat()) if (k !== null && k !== undefined && k !== false) e.append(typeof k === 'number' ? String(k) : k);
  return e;
}

export function title(text: string): SEl {
  const t = document.createElementNS(SVG_NS, 'title') as SEl;
  t.textContent = text;
  return t;
}
