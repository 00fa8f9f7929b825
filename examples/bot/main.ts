/**
 * The starter bot on the command line (README.md beside this file):
 *   TENKA_TOKEN=pat1.… npx tsx examples/bot/main.ts new sengoku 2
 *   TENKA_TOKEN=pat1.… npx tsx examples/bot/main.ts join <match id>
 *   TENKA_TOKEN=pat1.… npx tsx examples/bot/main.ts quick nihon
 *   TENKA_TOKEN=pat1.… npx tsx examples/bot/main.ts play <match id>
 * TENKA_URL is the server (default http://localhost:8787, `npm start`).
 */
import WebSocket from 'ws';
import { TenkaClient, type BotSocket, type Transport } from './client';
import { playMatch } from './bot';

const nodeTransport: Transport = {
  fetch: (url, init) => fetch(url, init),
  openSocket: (url, token) => new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { Authorization: `Bearer ${token}` } });
    ws.once('error', reject);
    ws.once('open', () => {
      const socket: BotSocket = {
        onMessage: (listener) => ws.on('message', (data) => listener(String(data))),
        onClose: (listener) => ws.on('close', (code) => listener(code)),
        send: (text) => ws.send(text),
        close: () => ws.close(),
      };
      resolve(socket);
    });
  }),
};

async function main(): Promise<void> {
  const [command, arg, players] = process.argv.slice(2);
  const token = process.env.TENKA_TOKEN;
  if (!token || !command || !arg) {
    console.error('usage: TENKA_TOKEN=<personal API token> main.ts new <game> [players] | join <match> | quick <game> | play <match>');
    process.exit(2);
  }
  const base = (process.env.TENKA_URL ?? 'http://localhost:8787').replace(/\/$/, '');
  const client = new TenkaClient(base, token, nodeTransport);
  const me = await client.me();
  console.log(`playing as ${me.user.username}${me.bot ? ' (bot account)' : ''}`);
  const match = command === 'new' ? await client.create({ game: arg, players: Number(players ?? 2) })
    : command === 'join' ? await client.join(arg)
    : command === 'quick' ? await client.quickPlay(arg)
    : await client.match(arg);
  console.log(`match ${base}/match/?id=${match.id} (${match.game}, ${match.status})`);
  const { match: end, moves } = await playMatch(client, match.id, { log: (line) => console.log(line) });
  console.log(`over: ${end.status} after ${moves} moves of mine`, JSON.stringify(end.result));
}

main().catch((e) => { console.error(e); process.exit(1); });
