/**
 * `GET /api/me/waiting.svg`: the number of matches waiting for the caller, as a small image in
 * the site header's "My matches" link. An image works on every page, the rules pages included,
 * which ship no script: the browser fetches it with the session cookie. Visitors and players with
 * nothing waiting get an image of no width, so the header looks the same as before.
 */
import { Hono } from 'hono';
import { waitingCount } from './index-queries';
import { isError, openUser, type AppEnv } from '../http/route-kit';


const HEADERS = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

/** Nothing waiting: an image of no width, so the link reads as before. */
const BLANK = '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="20" viewBox="0 0 0 20"/>';
/** The space between the link's words and the disc is part of the image (a blank one takes none). */
const GAP = 5;

/** A gold disc with the count (no words, so the same image serves every language). */
export function badgeSvg(n: number): string {
  if (n <= 0) return BLANK;
  const text = n > 99 ? '99+' : String(n);
  const w = Math.max(20, 8 + text.length * 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w + GAP}" height="20" viewBox="0 0 ${w + GAP} 20">`
    + `<rect x="${GAP}" width="${w}" height="20" rx="10" fill="#b8860b"/>`
    + `<text x="${GAP + w / 2}" y="14.5" text-anchor="middle" font-family="system-ui,sans-serif" font-size="13" font-weight="700" fill="#1a1206">${text}</text></svg>`;
}

export function waitingBadgeApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get('/me/waiting.svg', async (c) => {
    // An ended session (logout, reset) sees the badge of nobody: the count is the account's.
    const user = c.get('session') ? await openUser(c) : null;
    const n = user && !isError(user) ? await waitingCount(c.env.DB, user.id) : 0;
    return c.body(badgeSvg(n), 200, { ...HEADERS, 'X-Tenka-Waiting': String(n) });
  });
  return api;
}
