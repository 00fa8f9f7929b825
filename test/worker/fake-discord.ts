/**
 * A local fake of Discord (and of a bot's webhook endpoint) for the worker tests: a plain Node
 * HTTP server on 127.0.0.1 that records every request. Some paths misbehave on purpose:
 *   /api/webhooks/1/ratelimited  answers 429 with Retry-After: 1 the first time, then 204
 *   /api/webhooks/1/gone         answers 404 (the webhook was deleted)
 *   any path with /fail          answers 500, always (an outage)
 *   any path with /redirect      answers 302 to http://localhost:<port>/landed<same path> (a host
 *                                outside the allow-list; a followed redirect would be recorded)
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
    await new Promise<void>((r) => server.close(() => r()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext { fakeDiscordUrl: string; silentHookUrl: string }
}
