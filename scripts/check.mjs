#!/usr/bin/env node
// `npm run check`: the inner loop (docs/testing.md). The two typechecks, the lint and the fast
// engine tests run side by side rather than one after another: tsc is single-threaded and vitest's
// engine run does not keep two cores busy, so on a 2-core machine the overlap saves about a third.
// The engine tests run at quick size without CHECK_LEAVES_TO_NPM_TEST (the vitest config reads
// TENKA_CHECK_LAYER): the slowest fuzzers, which `npm test` runs at the same size a minute later.
// The typecheck and lint outputs are held and printed after the tests, each under its name, so
// nothing interleaves. Exit status: the first failure's, or 0.
import { spawn } from 'node:child_process';

const started = Date.now();
const seconds = (t0) => `${((Date.now() - t0) / 1000).toFixed(0)} s`;

/** Runs a command; its output is kept (`held`) or passed through. */
function run(name, command, { held, env = {} }) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: { ...process.env, ...env }, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    if (held) {
      child.stdout.on('data', (d) => { out += d; });
      child.stderr.on('data', (d) => { out += d; });
    }
    child.on('close', (code) => resolve({ name, code: code ?? 1, out, took: seconds(t0) }));
  });
}

const steps = await Promise.all([
  run('typecheck (worker, engines, tests)', 'tsc --noEmit -p .', { held: true }),
  run('typecheck (site)', 'tsc --noEmit -p tsconfig.ui.json', { held: true }),
  run('lint', 'biome lint --error-on-warnings', { held: true }),
  run('engine tests (quick)', 'vitest run --project engine', { held: false, env: { TENKA_TEST_SIZE: 'quick', TENKA_CHECK_LAYER: '1' } }),
]);

for (const s of steps) {
  if (s.out.trim()) console.log(`\n== ${s.name}\n${s.out.trimEnd()}`);
}
console.log('');
for (const s of steps) console.log(`== ${s.name}: ${s.code === 0 ? 'ok' : `FAILED (exit ${s.code})`}, ${s.took}`);
console.log(`== npm run check: ${seconds(started)}`);
process.exit(steps.find((s) => s.code !== 0)?.code ?? 0);
