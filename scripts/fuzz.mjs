// `npm run fuzz` runs every fuzz test of the engine project at CI size (FUZZ_FULL=1: the full
// counts, where a plain `npm test` plays fewer, see test/fuzz-size.ts); `npm run fuzz -- --long`
// runs them at length (FUZZ_LONG=1: ten times the games, every offered NIHON step).
import { spawnSync } from 'node:child_process';

const long = process.argv.includes('--long');
const rest = process.argv.slice(2).filter((a) => a !== '--long');
const res = spawnSync('npx', ['vitest', 'run', '--project', 'engine', 'fuzz', ...rest], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_FULL: '1', ...(long ? { FUZZ_LONG: '1' } : {}) },
});
process.exit(res.status ?? 1);
