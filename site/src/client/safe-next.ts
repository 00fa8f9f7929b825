/**
 * Where to go after logging in: `?next=` may only name a path on this site. Anything that a
 * browser could read as another host (//evil, /\evil, /\t/evil, https:, javascript:, a path that
 * resolves to //evil) gives null, and the page stays where it is.
 */
export function safeNextPath(next: string | null | undefined, origin: string): string | null {
  if (!next || next.length > 2000) return null;
  // Browsers drop tabs and newlines inside URLs and read "\" as "/": refuse both outright.
  if (/[\u0000-\u0020\u007f\\]/.test(next)) return null;
  if (!next.startsWith('/') || next.startsWith('//')) return null;
  let url: URL;
  try { url = new URL(next, origin); } catch { return null; }
  if (url.origin !== new URL(origin).origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil" resolves to "//evil": a scheme-relative URL once assigned to location.
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  return path;
}
