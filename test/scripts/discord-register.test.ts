import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('npm run discord:register', () => {
  it('PUTs the commands with the bot token, and refuses to run without credentials', async () => {
    const got: { method?: string; url?: string; auth?: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => { body += d; });
      req.on('end', () => { got.push({ method: req.method, url: req.url, auth: req.headers.authorization, body }); res.writeHead(200); res.end('[]'); });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as { port: number }).port;
    try {
      const { stdout } = await run('npx', ['tsx', 'scripts/discord-register.ts'], {
        env: { ...process.env, DISCORD_APPLICATION_ID: '123', DISCORD_BOT_TOKEN: 'secret-token', DISCORD_API_BASE: `http://127.0.0.1:${port}` },
      });
      expect(stdout).toMatch(/Registered 4 commands/);
      expect(got).toHaveLength(1);
      expect(got[0]!.method).toBe('PUT');
      expect(got[0]!.url).toBe('/applications/123/commands');
      expect(got[0]!.auth).toBe('Bot secret-token');
      expect(JSON.parse(got[0]!.body).map((c: any) => c.name)).toEqual(['link', 'matches', 'status', 'play']);
      const env = { ...process.env };
      delete env.DISCORD_APPLICATION_ID;
      delete env.DISCORD_BOT_TOKEN;
      await expect(run('npx', ['tsx', 'scripts/discord-register.ts'], { env })).rejects.toMatchObject({ code: 2 });
    } finally {
      server.close();
    }
  });
});
