/**
 * Limits on what a request may carry, checked before any route (and so before a match object)
 * sees it: a JSON body of at most 64 KB (413 payload_too_large) nested at most 32 levels deep
 * (400 bad_request), in UTF-8. The body is read once, with the cap enforced while streaming, and handed on
 * to the validators through Hono's body cache.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from '../errors';

export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in a JSON text (strings skipped); stops past `limit`. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 /* { */ || ch === 91 /* [ */) {
      if (++depth > max) { max = depth; if (max > limit) return max; }
    } else if (ch === 125 /* } */ || ch === 93 /* ] */) depth--;
  }
  return max;
}

/** The body as text, or null if it is longer than `max` bytes (reading stops there). */
async function readCapped(req: Request, max: number): Promise<string | null> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) { await reader.cancel().catch(() => {}); return null; }
    chunks.push(value);
  }
  const all = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) { all.set(c, at); at += c.byteLength; }
  return new TextDecoder().decode(all);
}

const tooLarge = (c: Context, max: number) =>
  c.json(apiError('payload_too_large', `The request body is over ${Math.round(max / 1024)} KB.`, { limit: max }), 413);

export function bodyLimits(opts: { maxBytes?: number; maxDepth?: number; skip?: (path: string) => boolean } = {}): MiddlewareHandler {
  const maxBytes = opts.maxBytes ?? MAX_BODY_BYTES;
  const maxDepth = opts.maxDepth ?? MAX_JSON_DEPTH;
  return async (c, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) || opts.skip?.(c.req.path)) return next();
    // JSON is UTF-8 (RFC 8259): a body declared in another charset would be read wrongly.
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(c.req.header('Content-Type') ?? '')?.[1]?.toLowerCase();
    if (charset && charset !== 'utf-8' && charset !== 'utf8' && charset !== 'us-ascii') {
      return c.json(apiError('bad_request', `body: must be UTF-8 (got charset=${charset.slice(0, 40)}).`), 400);
    }
    const declared = Number(c.req.header('Content-Length'));
    if (Number.isFinite(declared) && declared > maxBytes) return tooLarge(c, maxBytes);
    const text = await readCapped(c.req.raw, maxBytes);
    if (text === null) return tooLarge(c, maxBytes);
    if (jsonDepth(text, maxDepth) > maxDepth) {
      return c.json(apiError('bad_request', `body: nested deeper than ${maxDepth} levels (the limit).`, { limit: maxDepth }), 400);
    }
    (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
    return next();
  };
}
