import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { isolatedWranglerConfig } from './test/wrangler-config.ts';
import vapid from './test/vapid-test-keys.json' with { type: 'json' };

/** The size of this run (test/fuzz-size.ts): read here, in Node, since workerd sees no environment. */
const QUICK_RUN = (process.env.TENKA_TEST_SIZE ?? 'quick') === 'quick';
/**
 * Worker files that play many whole matches (a 100-turn NIHON match archived and replayed; the
 * crowd of 44 matches with vanishing players; Sengoku and Rising Sun by mail; a six-clan NIHON year by mail): the full
 * layer only (`npm run test:full`, CI).
 */
const FULL_ONLY_WORKER_FILES = ['test/worker/nihon-long.test.ts', 'test/worker/vanishing.test.ts', 'test/worker/mail-play-long.test.ts', 'test/worker/mail-nihon-season.test.ts'];

/**
 * The engine files `npm run check` leaves to `npm test` (scripts/check.mjs sets TENKA_CHECK_LAYER):
 * the five slowest at quick size, about 45 s of the engine project's 75 s of file time (the
 * hostile-input sweep, NIHON's step fuzzer, the offered-moves fuzz of every game, the search bots,
 * every game's words). `npm test`, `test:engine` and CI run them.
 */
const CHECK_LEAVES_TO_NPM_TEST = [
  'test/games/contract/hostile-input.test.ts',
  'test/games/nihon/fuzz-steps.test.ts',
  'test/games/contract/fuzz-offered.test.ts',
  'test/engine/search-bot.test.ts',
  'test/games/contract/words.test.ts',
];
const CHECK_LAYER = process.env.TENKA_CHECK_LAYER === '1';

/** The rate-limit tests: they alone meet the limits that the other worker files lift. */
const LIMIT_TESTS = ['test/worker/rate-limit.test.ts', 'test/worker/mail-in-limits.test.ts'];

/**
 * Limits lifted for every worker file but LIMIT_TESTS: tests play whole matches in seconds (moves),
 * open a dozen matches from one account (creation), declare twenty absences at once or subscribe
 * a browser per seat (the fan-out routes), save hostile correction sets one after the other, play
 * whole matches by mail (inbound mail). Login,
 * registration, messages, mail, profile writes and unsubscribe keep the production limits of
 * wrangler.toml everywhere.
 */
const LIFTED = Object.fromEntries(([['RL_MOVES', '1204'], ['RL_CREATE', '1207'], ['RL_FANOUT', '1208'], ['RL_CORRECTIONS', '1212'], ['RL_MATCH_ACTIONS', '1213'], ['RL_MAIL_IN', '1214'], ['RL_TOKENS', '1215']] as const)
  .map(([name, id]) => [name, { namespace_id: id, simple: { limit: 1_000_000, period: 60 } }]));

/** The workerd project: every test/worker file with the limits lifted, or only LIMIT_TESTS with wrangler.toml's. */
function workerProject(name: string, { lift }: { lift: boolean }) {
  return {
    plugins: [
      cloudflareTest(async ({ inject }) => ({
        // wrangler.toml copied where no .dev.vars or .env sits: a developer's secrets stay out.
        wrangler: { configPath: isolatedWranglerConfig() },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations('./migrations'),
            // GET /api/debug/d1: round-trip counters, so a test can prove a move's path has none.
            TENKA_DEBUG: '1',
            // A test-only Discord application key pair (the private half is in test/worker/discord-helpers.ts).
            DISCORD_PUBLIC_KEY: '5a25b0aa4b2497dd28a3a3cf01f7eb735c2d2295e33c076437dd0f71c4653760',
            DISCORD_API_BASE: `${inject<string>('fakeDiscordUrl')}/api`,
            // Direct messages to linked users go to the fake too (worker/push/discord-dm.ts).
            DISCORD_BOT_TOKEN: 'test-bot-token',
            DISCORD_WEBHOOK_HOSTS: '127.0.0.1:*', // any port of the local fake
            WEBHOOK_HTTP_HOSTS: '127.0.0.1',
            FAKE_DISCORD_URL: inject<string>('fakeDiscordUrl'),
            SILENT_HOOK_URL: inject<string>('silentHookUrl'),
            HOOK_TIMEOUT_MS: '1500',
            // Mail goes to the local capture (D1 mail_capture, GET /api/debug/mail), never out.
            MAIL_CAPTURE: '1',
            // Turn mails carry a reply address at this domain (play by mail, worker/mail/reply-tag.ts).
            MAIL_REPLY_DOMAIN: 'play.tenka.test',
            // Web Push with the committed test VAPID pair, to the local push receiver (127.0.0.1,
            // allowed over http by WEBHOOK_HTTP_HOSTS above).
            VAPID_PUBLIC_KEY: vapid.publicKey,
            VAPID_PRIVATE_KEY: vapid.privateKey,
            VAPID_SUBJECT: vapid.subject,
            PUSH_RECEIVER_URL: inject<string>('pushReceiverUrl'),
            PUSH_TIMEOUT_MS: '1500',
          },
          ...(lift ? { ratelimits: LIFTED } : {}),
        },
      })),
    ],
    test: {
      name,
      include: lift ? ['test/worker/**/*.test.ts'] : LIMIT_TESTS,
      exclude: lift ? [...LIMIT_TESTS, ...(QUICK_RUN ? FULL_ONLY_WORKER_FILES : [])] : [],
      globalSetup: ['./test/worker/fake-discord.ts', './test/worker/push-receiver.ts'],
      setupFiles: ['./test/worker/setup.ts'],
      testTimeout: 60_000,
    },
  };
}


/**
 * `npm test` runs one browser file: the smoke of every game's match page (test/browser/smoke.test.ts:
 * load, one move by the board, phone width, axe), a minute or so. Every other browser file (whole
 * matches played by clicking, the lobby, mail, push, profiles, the lifecycle, …) runs in
 * `npm run test:full` (CI), as the `browser-full` project.
 */
export const QUICK_BROWSER_FILES = ['test/browser/smoke.test.ts'];

/**
 * The browser projects run in the same lanes as the others (MAX_WORKERS files at a time, one vitest
 * group: no project waits for another to finish) and each file at a time of theirs has a
 * `wrangler dev` of its own (test/browser/shared-server.ts: one server per lane, picked by
 * VITEST_POOL_ID). A browser file mostly waits on the page and the server, so two side by side
 * nearly halve the wall time of the whole matches played by clicking.
 */
const browserProject = (name: string, include: string[], exclude: string[] = []) => ({
  test: {
    name,
    environment: 'node',
    include,
    exclude,
    globalSetup: ['./test/browser/shared-server.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});

// Four kinds of tests (docs/testing.md has the layers: `npm run check`, `npm test`, `npm run test:full`):
// - engine: pure game engines, fuzzers, conformance cases and site content checks, in Node;
// - worker (and worker-limits): the Worker, D1 and the match Durable Object inside workerd (miniflare);
// - browser: real Chromium (Debian's) driven by playwright-core against `wrangler dev`: the smoke;
// - browser-full: every other browser file (CI and `npm run test:full` only).
// The fuzzers' size: TENKA_TEST_SIZE (test/fuzz-size.ts).
/**
 * Two test files at a time on a 2-core machine (and one per core but one beyond that). Vitest's
 * default in a run is one fewer than the cores, so on two cores every file of every project ran
 * one after another and one core idled through the CPU-bound fuzzers. Every project shares these
 * lanes, the browser ones included (one server per lane, see browserProject).
 * VITEST_MAX_WORKERS overrides it.
 */
const MAX_WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    reporters: ['default', './test/reporters/durations.ts'],
    maxWorkers: MAX_WORKERS,
    projects: [
      {
        // The Worker's modules evaluate in Node too (the OpenAPI description is built from its app): the
        // match object's base class from a stub, never run here.
        resolve: { alias: { 'cloudflare:workers': new URL('./scripts/node-stubs/cloudflare-workers.ts', import.meta.url).pathname } },
        test: {
          name: 'engine',
          environment: 'node',
          include: ['test/games/**/*.test.ts', 'test/engine/**/*.test.ts', 'test/scripts/**/*.test.ts', 'test/site/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(CHECK_LAYER ? CHECK_LEAVES_TO_NPM_TEST : [])],
          testTimeout: 120_000,
          // Its files share their worker's modules instead of importing the engines, the games'
          // data and the Worker's app again for each of the 70-odd files (docs/testing.md). No
          // file mocks a module or keeps state in one: the engines are pure, and the one file that
          // changes environment variables (test-secrets.test.ts) puts them back after each test.
          isolate: false,
        },
      },
      // The rate limits' own tests run with wrangler.toml's limits; every other worker file with
      // the limits lifted that a test file meets only by playing or setting up fast (see workerProject).
      workerProject('worker', { lift: true }),
      workerProject('worker-limits', { lift: false }),
      browserProject('browser', QUICK_BROWSER_FILES),
      browserProject('browser-full', ['test/browser/**/*.test.ts'], QUICK_BROWSER_FILES),
    ],
  },
});
