/** What the Worker answers carries the security headers (worker/http/security-headers.ts). */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { EMBED_CSP, SITE_CSP } from '../../worker/http/security-headers';
import { BASE } from './helpers';

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`${BASE}${path}`, { headers, redirect: 'manual' });
  await res.arrayBuffer();
  return res;
}

describe('security headers from the Worker', () => {
  it('pages, API answers, redirects and 404s: the site policy, HSTS, Referrer-Policy, nosniff, no framing', async () => {
    const answers = [await get('/'), await get('/rules/'), await get('/match/?id=x'), await get('/api/health'), await get('/api/nope'), await get('/account/', { 'Accept-Language': 'de' })];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 404, 302]);
    for (const r of answers) {
      expect(r.headers.get('Content-Security-Policy')).toBe(SITE_CSP);
      expect(r.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
      expect(r.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(r.headers.get('X-Frame-Options')).toBe('DENY');
      expect(r.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
  });

  it('embeds may be framed and fetched by any site', async () => {
    for (const path of ['/embed/rules/sengoku/overview/', '/embed.js']) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('Content-Security-Policy')).toBe(EMBED_CSP);
      expect(r.headers.get('X-Frame-Options')).toBeNull();
      expect(r.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(r.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
      expect(r.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('the language cookie is set once on a French page (from _headers), and by the Worker on an English one', async () => {
    const fr = await get('/fr/rules/');
    expect(fr.headers.getSetCookie()).toEqual(['tenka_lang=fr; Path=/; Max-Age=31536000; SameSite=Lax']);
    const en = await get('/rules/');
    expect(en.headers.getSetCookie()).toEqual(['tenka_lang=en; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it("a page the Worker writes with its own inline style keeps its own policy", async () => {
    const r = await get('/api/mail/unsubscribe?t=not-a-token', { Accept: 'text/html' });
    expect(r.status).toBe(400);
    expect(r.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
    expect(r.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });
});
