import { defineConfig } from 'vitest/config';

// Three kinds of tests, one command (`npm test`):
// - engine: pure game engines, fuzzers and conformance cases, in Node (fast, no runtime needed);
// - worker: the Worker, D1 and the match Durable Object inside workerd (vitest.worker.config.ts);
// - browser: real Chromium against `wrangler dev` (vitest.browser.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'engine',
          environment: 'node',
          include: ['test/games/**/*.test.ts', 'test/engine/**/*.test.ts', 'test/scripts/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
