/**
 * JSON answers where no route matched: 405 method_not_allowed (with Allow) when the path is an
 * API route under another method, else 404 not_found. Registered after every route of the app.
 */
import type { Context, Hono } from 'hono';
import { apiError } from '../errors';

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/\/$/, '').split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function unmatchedRoutes(app: Hono<any>, base: string) {
  let table: { re: RegExp; method: string }[] | null = null;
  return (c: Context) => {
    table ??= app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ re: patternOf(r.path), method: r.method }));
    const pathname = new URL(c.req.url).pathname;
    const path = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
    const allowed = [...new Set(table.filter((r) => r.re.test(path)).map((r) => r.method))];
    if (allowed.length) {
      if (allowed.includes('GET')) allowed.push('HEAD');
      return c.json(apiError('method_not_allowed', `${c.req.method} is not allowed on ${pathname} (allowed: ${allowed.join(', ')}).`, { allowed }), 405, { Allow: allowed.join(', ') });
    }
    return c.json(apiError('not_found', `No route ${c.req.method} ${pathname}.`), 404);
  };
}
