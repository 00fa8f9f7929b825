import type { Lang } from '../i18n/langs';
/** The browser's side of the public API: same-origin fetch with the session cookie. */
export interface ApiResult<T = any> { ok: boolean; status: number; body: T }

export async function api<T = any>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let parsed: any = null;
  try { parsed = await res.json(); } catch { parsed = { error: 'internal', message: `HTTP ${res.status}` }; }
  return { ok: res.ok, status: res.status, body: parsed };
}

export async function me(): Promise<{ id: string; username: string } | null> {
  const res = await api('GET', '/api/me');
  return res.ok ? res.body.user : null;
}

/**
 * The page as the Worker renders its first draw (match/ssr.tsx): there is no document there, so
 * the render says the page's language, origin and path here before it renders (synchronously: no other
 * request's render can come between).
 */
export const serverPage: { lang: Lang; origin: string; path: string } = { lang: 'en', origin: '', path: '/' };

export function pageLang(): Lang {
  if (typeof document === 'undefined') return serverPage.lang;
  const l = document.documentElement.lang;
  return l === 'fr' || l === 'de' ? l : 'en';
}

/** The site's origin, as the page's own links are written (the Worker's render is told it). */
export function pageOrigin(): string {
  return typeof location === 'undefined' ? serverPage.origin : location.origin;
}

/** A path in the page's language. */
export function localHref(path: string): string {
  const lang = pageLang();
  return lang === 'en' ? path : `/${lang}${path}`;
}

/** The login page, coming back here afterwards. */
export function loginHref(): string {
  return `${localHref('/account/')}?next=${encodeURIComponent(typeof location === 'undefined' ? serverPage.path : location.pathname + location.search)}`;
}

/** Create an element with attributes and children, the small helper every client script uses. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, any> = {}, ...children: (Node | string | null | undefined | false)[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2).toLowerCase(), v);
    else if (k === 'class') el.className = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

/** The language links keep the page's query (?id=, ?next=): switching language stays on the same match. */
export function keepQueryOnLanguageLinks(): void {
  if (!location.search && !location.hash) return;
  for (const a of document.querySelectorAll<HTMLAnchorElement>('nav.langs a[hreflang]')) {
    const url = new URL(a.href, location.href);
    url.search = location.search;
    url.hash = location.hash;
    a.href = url.pathname + url.search + url.hash;
  }
}

/**
 * Redraw the header's count of matches waiting for you (an image the Worker draws) after a turn
 * changed on a page that runs script; pages without script show the count as of their load.
 */
export function refreshWaitingBadge(): void {
  const img = document.getElementById('waiting-badge') as HTMLImageElement | null;
  if (img) img.src = `/api/me/waiting.svg?at=${Date.now()}`;
}
