/** The HTTP API as a browser context's logged-in user (its session cookie), called from Node. */
import type { BrowserContext } from 'playwright-core';
import type { Server } from './server';

export function apiAsOn(server: () => Server) {
  return async function apiAs(ctx: BrowserContext, method: string, path: string, body?: unknown) {
    const cookie = (await ctx.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await fetch(`${server().url}${path}`, { method, headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: await res.json() as any };
  };
}
