/**
 * A local fake of Discord (and of a bot's webhook endpoint) for the worker tests: a plain Node
 * HTTP server on 127.0.0.1 that records every request. Some paths misbehave on purpose:
 *   /api/webhooks/1/ratelimited  answers 429 with Retry-After: 1 the first time, then 204
 *   /api/webhooks/1/gone         answers 404 (the webhook was deleted)
 *   any path with /fail          answers 500, always (an outage)
 *   any path with /redirect      answers 302 to http://localhost:<port>/landed<same path> (a host
 *                                outside the allow-list; a followed redirect would be recorded)
 *   /mail/<test>/<behaviour>     a mail provider (Resend's shape): refuse (403 + JSON reason),
 *                                reject-text (422 + text), ratelimit (429), timeout (408), outage (503), else 200
 * A second server (`silentHookUrl`) accepts TCP connections and never answers a byte.
 * GET /_requests lists what was received; POST /_reset forgets it.
 */
import { createServer } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { TestProject } from 'vitest/node';

interface Received { method: string; path: string; headers: Record<string, string>; body: string; at: number }

export default async function setup(project: TestProject) {
  const received: Received[] = [];
  const rateLimited = new Set<string>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => { body += d; });
    req.on('end', () => {
      const path = req.url ?? '/';
      if (path === '/_requests') { res.writeHead(200, { 'Content-Type': 'application/json' }); res.end(JSON.stringify(received)); return; }
      if (path === '/_reset') { received.length = 0; rateLimited.clear(); res.writeHead(204); res.end(); return; }
      received.push({ method: req.method ?? '', path, headers: req.headers as Record<string, string>, body, at: Date.now() });
      // A mail provider in Resend's shape (worker/mail/mailer.ts httpMailer): POST /mail/<test>/<behaviour>.
      // refuse: 403 with the provider's JSON reason (a domain not verified); reject-text: 422 with a
      // plain-text reason; ratelimit: 429; timeout: 408; outage: 503; anything else: 200 with an id.
      const mail = /^\/mail\/[\w-]+\/([\w-]+)$/.exec(path);
      if (mail && req.method === 'POST') {
        const answer = (status: number, value: string, type = 'application/json') => { res.writeHead(status, { 'Content-Type': type }); res.end(value); };
        switch (mail[1]) {
          case 'refuse': return answer(403, JSON.stringify({ statusCode: 403, name: 'validation_error', message: 'The tenka.example domain is not verified. Please, add and verify your domain on https://resend.com/domains' }));
          case 'reject-text': return answer(422, `Invalid \`from\` field. ${'x'.repeat(500)}`, 'text/plain');
          case 'ratelimit': return answer(429, JSON.stringify({ message: 'Too many requests' }));
          case 'timeout': return answer(408, '');
          case 'outage': return answer(503, JSON.stringify({ message: 'Service unavailable' }));
          default: return answer(200, JSON.stringify({ id: `mail-${received.length}` }));
        }
      }
      // Direct messages (worker/push/discord-dm.ts). The recipient's id says how Discord behaves:
      // …50007 refuses DMs (403, code 50007), …429 is rate limited once, …500 fails always,
      // …999 never answers the message; any other id gets its message.
      if (path === '/api/users/@me/channels' && req.method === 'POST') {
        let rid = '';
        try { rid = String(JSON.parse(body).recipient_id ?? ''); } catch { /* not JSON */ }
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ id: `dm${rid}`, type: 1 }));
        return;
      }
      const dm = /^\/api\/channels\/dm(\d+)\/messages$/.exec(path);
      if (dm && req.method === 'POST') {
        const rid = dm[1]!;
        const json = (status: number, value: unknown, headers: Record<string, string> = {}) => { res.writeHead(status, { 'Content-Type': 'application/json', ...headers }); res.end(JSON.stringify(value)); };
        if (rid.endsWith('50007')) return json(403, { message: 'Cannot send messages to this user', code: 50007 });
        if (rid.endsWith('429') && !rateLimited.has(path)) { rateLimited.add(path); return json(429, { message: 'You are being rate limited.', retry_after: 1, global: false }, { 'Retry-After': '1' }); }
        if (rid.endsWith('500')) return json(500, { message: 'outage' });
        if (rid.endsWith('999')) return; // never answers
        return json(200, { id: `m${received.length}`, channel_id: `dm${rid}` });
      }
      if (path.includes('/ratelimited') && !rateLimited.has(path)) {
        rateLimited.add(path);
        res.writeHead(429, { 'Retry-After': '1', 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'You are being rate limited.', retry_after: 1, global: false }));
        return;
      }
      if (path.includes('/fail')) { res.writeHead(500, { 'Content-Type': 'text/plain' }); res.end('outage'); return; }
      if (path.includes('/redirect') && !path.startsWith('/landed')) {
        res.writeHead(302, { Location: `http://localhost:${port}/landed${path}` });
        res.end();
        return;
      }
      if (path.includes('/gone')) { res.writeHead(404, { 'Content-Type': 'application/json' }); res.end('{"message":"Unknown Webhook","code":10015}'); return; }
      res.writeHead(path.startsWith('/hook') ? 200 : 204);
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  project.provide('fakeDiscordUrl', `http://127.0.0.1:${port}`);
  // The silent hook: the connection is accepted, the request read, no answer ever sent.
  const sockets = new Set<Socket>();
  const silent = createTcpServer((socket) => { sockets.add(socket); socket.on('data', () => {}); socket.on('close', () => sockets.delete(socket)); socket.on('error', () => {}); });
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
  project.provide('silentHookUrl', `http://127.0.0.1:${(silent.address() as { port: number }).port}`);
  return async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((r) => silent.close(() => r()));
    server.closeAllConnections(); // a DM that was never answered keeps its connection open
    await new Promise<void>((r) => server.close(() => r()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext { fakeDiscordUrl: string; silentHookUrl: string }
}
