/**
 * `npm run bench:auth`: the CPU a login or a registration spends hashing its password, measured in
 * workerd (the runtime Cloudflare runs) through miniflare. The real `hashPassword` of worker/auth.ts
 * is bundled into a small Worker; each request hashes once, as a login does. Printed per iteration
 * count: wall time per request (p50, min) beside a no-op request and one SHA-256 of the same input
 * (the floor), and workerd's own CPU time per hash read from /proc (Linux), which is what Workers'
 * CPU limit counts. Workers Free allows 10 ms of CPU per request, Paid 30 s by default.
 *
 * Usage: npm run bench:auth [-- hashes-per-count]   (default 20)
 * What it prints is also written to docs/figures/auth.md.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { build } from 'esbuild';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { today, writeFigures } from './figures';

const HASHES = Number(process.argv[2] ?? 20);
const COUNTS = [10_000, 25_000, 50_000, 100_000];

const entry = `
import { hashPassword, sha256Hex, PBKDF2_ITERATIONS } from './worker/auth';
export default {
  async fetch(req) {
    const u = new URL(req.url);
    const password = 'correct horse battery staple';
    if (u.pathname === '/pbkdf2') return new Response(await hashPassword(password, 'AAAAAAAAAAAAAAAAAAAAAA==', Number(u.searchParams.get('iter'))));
    if (u.pathname === '/sha256') return new Response(await sha256Hex(password));
    if (u.pathname === '/default') return new Response(String(PBKDF2_ITERATIONS));
    return new Response('ok');
  },
};`;

/** utime + stime of the workerd processes started by this one, in ms (null where /proc is absent). */
function workerdCpuMs(): number | null {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let stat: string;
      try { stat = readFileSync(`/proc/${pid}/stat`, 'utf8'); } catch { continue; }
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (comm.startsWith('workerd') && Number(fields[1]) === process.pid) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * 10; // USER_HZ is 100 on Linux
  } catch { return null; }
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1).padStart(7);

async function main(): Promise<void> {
  const bundled = await build({ stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' }, bundle: true, format: 'esm', write: false, platform: 'neutral', mainFields: ['module', 'main'], logLevel: 'error' });
  const mf = new Miniflare(convertV4MiniflareOptions({ modules: true, script: bundled.outputFiles[0]!.text, compatibilityDate: '2026-11-01' }));
  const get = async (path: string) => (await mf.dispatchFetch(`http://bench${path}`)).text();
  try {
    const production = Number(await get('/default'));
    for (let i = 0; i < 5; i++) { await get('/'); await get('/sha256'); await get('/pbkdf2?iter=1000'); }
    const run = async (path: string, n: number) => {
      const wall: number[] = [];
      const cpu0 = workerdCpuMs();
      for (let i = 0; i < n; i++) {
        const t = performance.now();
        await get(path);
        wall.push(performance.now() - t);
      }
      const cpu1 = workerdCpuMs();
      return { p50: pct(wall, 50), min: Math.min(...wall), cpu: cpu0 === null || cpu1 === null ? null : (cpu1 - cpu0) / n };
    };
    const noop = await run('/', HASHES * 5);
    const sha = await run('/sha256', HASHES * 5);
    const lines: string[] = [];
    const say = (line: string) => { console.log(line); lines.push(line); };
    say(`Password hashing in workerd (miniflare), ${HASHES} hashes per row; production count ${production.toLocaleString('en')}`);
    say('request                    wall p50   wall min  workerd CPU/req (ms)');
    const row = (name: string, r: { p50: number; min: number; cpu: number | null }) =>
      say(`${name.padEnd(26)}${fmt(r.p50)}    ${fmt(r.min)}    ${r.cpu === null ? '   n/a' : fmt(r.cpu)}`);
    row('no-op', noop);
    row('SHA-256 (floor)', sha);
    for (const iter of COUNTS) row(`PBKDF2-SHA256 ${iter.toLocaleString('en')}`, await run(`/pbkdf2?iter=${iter}`, HASHES));
    say('Workers Free: 10 ms CPU per request; Paid: 30 s (default). CPU/req includes the request itself (see no-op).');
    writeFigures('auth.md', '<!-- Written by `npm run bench:auth` (bench/auth.ts). Do not edit by hand. -->\n# Password hashing in workerd\n', 'auth',
      [`Measured by \`npm run bench:auth\` (bench/auth.ts) on ${today()}, ${HASHES} hashes per row:`, '', '```', ...lines, '```'].join('\n'));
  } finally {
    await mf.dispose();
  }
}

await main();
