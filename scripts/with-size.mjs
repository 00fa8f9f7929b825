#!/usr/bin/env node
// `node scripts/with-size.mjs <quick|full|long> <command…>`: runs the command with TENKA_TEST_SIZE
// set (test/fuzz-size.ts), the same way on every OS (npm scripts cannot set a variable portably).
import { spawnSync } from 'node:child_process';

const [size, ...command] = process.argv.slice(2);
if (!['quick', 'full', 'long'].includes(size ?? '') || !command.length) {
  console.error('usage: node scripts/with-size.mjs <quick|full|long> <command…>');
  process.exit(2);
}
const res = spawnSync(command.join(' '), { stdio: 'inherit', shell: true, env: { ...process.env, TENKA_TEST_SIZE: size } });
process.exit(res.status ?? 1);
