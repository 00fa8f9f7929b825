/**
 * Security headers of everything the Worker answers (hono/secure-headers). Static assets served
 * without the Worker (wrangler.toml `run_worker_first`) get the same from site/public/_headers;
 * test/site/security-headers.test.ts checks that the two say the same.
 *
 * The site loads nothing from elsewhere and has no inline script or style (Astro writes every
 * stylesheet to a file, see site/astro.config.mjs), so the policy is 'self' only. The match
 * page's favicon "your turn" dot is a data: image; its socket is same-origin ('self' covers ws:).
 * Embeds (/embed/..., /embed.js) and the oEmbed answer are made for other sites: any site may
 * frame or fetch them.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const SITE_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};
const EMBED_POLICY = { ...SITE_POLICY, frameAncestors: ['*'] };

/** The policies as header values (the same text hono writes). */
export const policyText = (p: Record<string, string[]>) =>
  Object.entries(p).map(([k, v]) => `${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)} ${v.join(' ')}`).join('; ');
export const SITE_CSP = policyText(SITE_POLICY);
export const EMBED_CSP = policyText(EMBED_POLICY);

/** Headers every answer carries, page or embed. */
export const COMMON_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

const common = {
  strictTransportSecurity: COMMON_HEADERS['Strict-Transport-Security'],
  referrerPolicy: COMMON_HEADERS['Referrer-Policy'],
  crossOriginOpenerPolicy: COMMON_HEADERS['Cross-Origin-Opener-Policy'],
  // Legacy headers hono would add by default and browsers ignore or no longer need.
  xDownloadOptions: false, xDnsPrefetchControl: false, xPermittedCrossDomainPolicies: false, originAgentCluster: false, xXssProtection: false,
};

// overwrite: false keeps a policy a handler set for its own page (the unsubscribe page's inline
// style) and the same headers an asset already got from _headers.
const site = secureHeaders({ ...common, overwrite: false, contentSecurityPolicy: SITE_POLICY, xFrameOptions: 'DENY', crossOriginResourcePolicy: 'same-origin' });
const embed = secureHeaders({ ...common, overwrite: false, contentSecurityPolicy: EMBED_POLICY, xFrameOptions: false, crossOriginResourcePolicy: 'cross-origin' });

/** Paths other sites frame, script or fetch. */
export const isEmbedPath = (path: string) => path.startsWith('/embed/') || path === '/embed.js' || path === '/oembed';

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  // A WebSocket upgrade is no document, and its answer (from the match object) cannot be changed.
  if (c.req.header('Upgrade')?.toLowerCase() === 'websocket') return next();
  const path = new URL(c.req.url).pathname;
  if (!isEmbedPath(path)) return site(c, next);
  await embed(c, next);
  c.res.headers.delete('X-Frame-Options');
  c.res.headers.set('Access-Control-Allow-Origin', '*');
};
