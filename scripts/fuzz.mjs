// `npm run fuzz` runs every fuzz test of the engine project at CI size; `npm run fuzz -- --long`
// runs them at length (FUZZ_LONG=1: ten times the games, every offered NIHON step).
import { spawnSync } from 'node:child_process';

const long = process.argv.includes('--long');
const rest = process.argv.slice(2).filter((a) => a !== '--long');
const res = spawnSync('npx', ['vitest', 'run', '--project', 'engine', 'fuzz', ...rest], {
  stdio: 'inherit',
  env: { ...process.env, ...(long ? { FUZZ_LONG: '1' } : {}) },
});
process.exit(res.status ?? 1);
