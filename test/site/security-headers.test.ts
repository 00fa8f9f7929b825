/**
 * The assets served without the Worker (site/public/_headers) carry the same security headers as
 * what the Worker answers (worker/http/security-headers.ts), and wrangler.toml sends to the
 * Worker exactly the paths that need it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMON_HEADERS, EMBED_CSP, SITE_CSP } from '../../worker/http/security-headers';

/** The rules of a _headers file: path → [header, value] in order ("! Name" detaches a header). */
function parseHeaders(text: string): Map<string, [string, string][]> {
  const rules = new Map<string, [string, string][]>();
  let current: [string, string][] | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) { current = []; rules.set(line.trim(), current); continue; }
    const t = line.trim();
    if (t.startsWith('! ')) current!.push([t.slice(2).trim(), '!']);
    else { const i = t.indexOf(':'); current!.push([t.slice(0, i).trim(), t.slice(i + 1).trim()]); }
  }
  return rules;
}

/** What Cloudflare's asset worker does: matching rules in file order; "!" deletes; a second set appends. */
function headersFor(rules: Map<string, [string, string][]>, path: string): Record<string, string> {
  const out: Record<string, string> = {};
  const set = new Set<string>();
  for (const [pattern, headers] of rules) {
    const re = new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    if (!re.test(path)) continue;
    for (const [name, value] of headers) if (value === '!') delete out[name];
    for (const [name, value] of headers) {
      if (value === '!') continue;
      out[name] = set.has(name) && out[name] !== undefined ? `${out[name]}, ${value}` : value;
      set.add(name);
    }
  }
  return out;
}

const rules = parseHeaders(readFileSync('site/public/_headers', 'utf8'));

describe('security headers of the static assets', () => {
  it('pages and scripts get the site policy, HSTS, Referrer-Policy, nosniff and no framing', () => {
    for (const path of ['/fr/rules/', '/de/match/', '/_astro/x.js', '/favicon.svg', '/rules-search.js']) {
      const h = headersFor(rules, path);
      expect(h['Content-Security-Policy'], path).toBe(SITE_CSP);
      for (const [k, v] of Object.entries(COMMON_HEADERS)) expect(h[k], `${path} ${k}`).toBe(v);
      expect(h['X-Frame-Options']).toBe('DENY');
      expect(SITE_CSP).toContain("frame-ancestors 'none'");
    }
  });

  it('embeds may be framed and fetched by any site', () => {
    for (const path of ['/embed/rules/sengoku/war/', '/embed/fr/rules/nihon/overview.json', '/embed.js']) {
      const h = headersFor(rules, path);
      expect(h['Content-Security-Policy'], path).toBe(EMBED_CSP);
      expect(EMBED_CSP).toContain('frame-ancestors *');
      expect(h['X-Frame-Options'], path).toBeUndefined();
      expect(h['Access-Control-Allow-Origin']).toBe('*');
      expect(h['Cross-Origin-Resource-Policy']).toBe('cross-origin');
      expect(h['Set-Cookie']).toBeUndefined();
      for (const [k, v] of Object.entries(COMMON_HEADERS)) expect(h[k], `${path} ${k}`).toBe(v);
    }
  });

  it('French and German pages remember the language; their JSON and English paths set no cookie here', () => {
    expect(headersFor(rules, '/fr/rules/sengoku/')['Set-Cookie']).toBe('tenka_lang=fr; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(headersFor(rules, '/de/')['Set-Cookie']).toBe('tenka_lang=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(headersFor(rules, '/fr/rules/search-index.json')['Set-Cookie']).toBeUndefined();
    expect(headersFor(rules, '/rules/sengoku/')['Set-Cookie']).toBeUndefined();
    expect(headersFor(rules, '/_astro/x.js')['Set-Cookie']).toBeUndefined();
  });

  it('wrangler.toml runs the Worker first for everything but what _headers covers alone', () => {
    const toml = readFileSync('wrangler.toml', 'utf8');
    const line = toml.split('\n').find((l) => l.startsWith('run_worker_first'))!;
    const patterns = JSON.parse(line.split('=')[1]!.trim()) as string[];
    expect(patterns[0]).toBe('/*');
    // Each path served without the Worker must have its headers here (the rule for /* covers the
    // security headers; the cookie of /fr and /de pages needs its own rule).
    for (const p of patterns.slice(1)) {
      expect(p.startsWith('!')).toBe(true);
      const lang = /^!\/(fr|de)\//.exec(p)?.[1];
      if (lang) expect(rules.has(`/${lang}/*`)).toBe(true);
    }
    expect(patterns).not.toContain('!/api/*');
    // A finished match's French and German pages reach the Worker (their link preview): a "!" rule
    // wins over any other, so none may cover them.
    for (const page of ['/fr/match/', '/de/match/']) expect(patterns.filter((p) => p.startsWith('!') && page.startsWith(p.slice(1).replace(/\*$/, '')))).toEqual([]);
  });
});
