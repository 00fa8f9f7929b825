/**
 * Live-update sizes per game (issue 32), part of `npm run bench`: random games of every registered
 * game (test/games/contract/live-docs.ts), and for every step and every recipient (each seat, a
 * spectator) the bytes of the socket's update written whole (`match` and `legal`, as a plain
 * socket gets it) and as a patch against the previous document (`?patch=1`). Events and log lines
 * are the same in both and left out. Prints the median and the largest of each, and writes them to
 * docs/figures/bench.md (section live-updates).
 */
import { GAMES } from '../worker/games/registry';
import { diff } from '../worker/match/json-patch';
import { blindPlay, tables } from '../test/games/contract/harness';
import { liveSteps } from '../test/games/contract/live-docs';
import { BENCH_HEAD, today, writeFigures } from './figures';

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.floor(s.length / 2)]! : 0; };

const lines: string[] = [];
const say = (line: string) => { console.log(line); lines.push(line); };
const GAMES_EACH = Number(process.env.BENCH_LIVE_GAMES ?? 3);
const NIHON_STEPS = Number(process.env.BENCH_LIVE_NIHON_STEPS ?? 60);

say(`Live updates per recipient and step (${GAMES_EACH} random games per game, each seat and a spectator; events and log left out):`);
say('  game               updates   whole median   whole largest   patch median   patch largest');
const results: Record<string, { whole: number[]; patch: number[] }> = {};
for (const game of Object.values(GAMES)) {
  const heavy = blindPlay(game).weight >= 10;
  const whole: number[] = [], patch: number[] = [];
  for (const table of tables(game, GAMES_EACH, 'bench-live')) {
    let held: unknown[] | null = null;
    for (const step of liveSteps(game, table, heavy ? NIHON_STEPS : blindPlay(game).stepCap)) {
      if (held) {
        step.docs.forEach((doc, r) => {
          const head = { type: 'update', fromVersion: step.version - 1, version: step.version, events: [], log: [] };
          whole.push(JSON.stringify({ ...head, ...(doc as object) }).length);
          patch.push(JSON.stringify({ ...head, patch: { base: step.version - 1, ops: diff(held![r], doc) } }).length);
        });
      }
      held = step.docs;
    }
  }
  results[game.id] = { whole, patch };
  say(`  ${game.id.padEnd(18)} ${String(whole.length).padStart(7)}   ${kb(median(whole)).padStart(12)}   ${kb(Math.max(...whole)).padStart(13)}   ${kb(median(patch)).padStart(12)}   ${kb(Math.max(...patch)).padStart(13)}`);
}
const nihonMedian = median(results.nihon?.patch ?? []);
say(`NIHON patch median <= 3 KB: ${nihonMedian <= 3 * 1024 ? 'yes' : 'NO'} (${kb(nihonMedian)})`);

writeFigures('bench.md', BENCH_HEAD, 'live-updates', [
  `## Live-update sizes (\`npx tsx bench/live-sizes.ts\`, ${today()})`,
  '',
  '```',
  ...lines,
  '```',
].join('\n'));
