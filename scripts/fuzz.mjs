// `npm run fuzz` runs every fuzz test of the engine project at CI size (TENKA_TEST_SIZE=full: the
// full counts, where a plain `npm test` plays fewer, see test/fuzz-size.ts); `npm run fuzz -- --long`
// runs them at length (TENKA_TEST_SIZE=long: ten times the games, every offered NIHON step).
import { spawnSync } from 'node:child_process';

const long = process.argv.includes('--long');
const rest = process.argv.slice(2).filter((a) => a !== '--long');
const res = spawnSync('npx', ['vitest', 'run', '--project', 'engine', 'fuzz', ...rest], {
  stdio: 'inherit',
  env: { ...process.env, TENKA_TEST_SIZE: long ? 'long' : 'full' },
});
process.exit(res.status ?? 1);
