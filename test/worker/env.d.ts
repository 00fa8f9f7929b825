// The bindings the worker tests see through `cloudflare:test` (the same as worker/env.ts).
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    MATCHES: DurableObjectNamespace<import('../../worker/match/room').MatchRoom>;
    ASSETS: Fetcher;
    ARCHIVE: R2Bucket;
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    DISCORD_PUBLIC_KEY: string;
    FAKE_DISCORD_URL: string;
    SILENT_HOOK_URL: string;
    PUSH_RECEIVER_URL: string;
    VAPID_PUBLIC_KEY: string;
  }
}
