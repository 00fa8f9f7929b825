/**
 * One JSON line per request the Worker answers (Workers Logs, `wrangler tail`): the route pattern
 * (never the query, which may hold a token), the status, the duration and the match when there is
 * one. The duration is also sent as `Server-Timing: worker;dur=…`, which tells at a glance in the
 * browser whether the Worker answered or the assets alone did.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { count } from '../ops/metrics';

export interface RequestLine {
  type: 'request';
  method: string;
  route: string;
  /** The page's path when no API route matched (the site's pages and assets). */
  path?: string;
  status: number;
  ms: number;
  match?: string;
  error?: string;
}

const MATCH_PATH = /^\/api\/matches\/([A-Za-z0-9_-]{1,64})(\/|$)/;

function routeOf(c: Context): string {
  const routes = matchedRoutes(c);
  return routes[c.req.routeIndex]?.path ?? routes[routes.length - 1]?.path ?? '*';
}

export const requestLog: MiddlewareHandler = async (c, next) => {
  const started = Date.now();
  await next();
  const ms = Date.now() - started;
  const url = new URL(c.req.url);
  const route = routeOf(c);
  const line: RequestLine = { type: 'request', method: c.req.method, route, status: c.res.status, ms };
  if (route === '*' || route === '/*') line.path = url.pathname;
  const match = url.pathname.match(MATCH_PATH)?.[1];
  if (match) line.match = match;
  if (c.error) line.error = c.error.message;
  (c.res.status >= 500 ? console.error : console.log)(JSON.stringify(line));
  if (c.res.status >= 500) count(c.env, 'error', { route, match });
  try {
    c.res.headers.set('Server-Timing', `worker;dur=${ms}`);
  } catch { /* a WebSocket upgrade's headers cannot change */ }
};
