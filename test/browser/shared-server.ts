/**
 * The browser projects' `wrangler dev` servers: started once by the project's globalSetup, handed
 * to each test file (vitest's provide/inject) instead of a server per file (each start costs 10-30 s
 * of a 2-core machine: migrations, bundling, workerd). One server per stream: a project whose
 * files run two at a time (browser-full, `maxWorkers` in vitest.config.ts) gets two servers, and
 * each file takes the one of its vitest worker (VITEST_POOL_ID, unique among the files running at
 * once), so a server still serves one file at a time, as when every file ran alone: no file sees
 * another's lobby, mail, logs or load. Chromium stays per file (about 1 s). durability.test.ts,
 * which kills its server, and embed.test.ts, which needs another origin, start their own.
 */
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, chromiumPath, startServer, type Server } from './server';
import vapid from '../vapid-test-keys.json';

interface Shared { url: string; logFile: string; stateDir: string; pid: number }

declare module 'vitest' {
  interface ProvidedContext { browserServers: Shared[] }
}

/**
 * How many servers a run of this project needs: one per file it may run at once (its maxWorkers),
 * but no more than the files of this run (`vitest run --project browser-full test/browser/x.test.ts`
 * starts one). The run's file filters are vitest's internal `filenamePattern`; without them every
 * file of the project counts, which at worst starts a server that idles.
 */
export async function serversNeeded(project: TestProject): Promise<number> {
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern ?? [];
  const { testFiles } = await project.globTestFiles(filters);
  return Math.max(1, Math.min(project.config.maxWorkers, testFiles.length));
}

/**
 * globalSetup of the browser projects. Mail goes to the local capture (mail.test.ts reads it).
 * Rate limits are off: they count per IP, every file comes from 127.0.0.1 and, on one server,
 * the registrations of consecutive files would add up (the limits are tested in the worker
 * project, rate-limit.test.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const count = await serversNeeded(project);
  // Started side by side: a start mostly waits on wrangler's bundling and workerd's boot.
  const started = await Promise.allSettled(Array.from({ length: count }, () => startOne()));
  const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map(({ server }) => server.stop()));
    throw failed.reason;
  }
  project.provide('browserServers', servers.map(({ shared }) => shared));
  return async () => { await Promise.all(servers.map(({ server }) => server.stop())); };
}

async function startOne(): Promise<{ server: Server; shared: Shared }> {
  const logFile = join(mkdtempSync(join(tmpdir(), 'tenka-wrangler-log-')), 'wrangler-dev.log');
  // Web Push signs with the committed test VAPID pair (push.test.ts decrypts and checks with it).
  const server = await startServer({
    vars: { MAIL_CAPTURE: '1', MAIL_REPLY_DOMAIN: 'play.tenka.test', RATE_LIMITS: 'off', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: vapid.subject },
    logFile,
  });
  return { server, shared: { url: server.url, logFile, stateDir: server.stateDir, pid: server.pid } };
}

/**
 * The server of the vitest worker running this file: VITEST_POOL_ID runs from 1 to maxWorkers and
 * no two files running at once share one, so two files never share a server at the same time.
 */
export function streamServer(servers: readonly Shared[], poolId: string | undefined): Shared {
  if (servers.length === 0) throw new Error('no browser server was started (test/browser/shared-server.ts is the globalSetup of the browser projects)');
  const id = Number(poolId);
  const index = Number.isInteger(id) && id >= 1 ? (id - 1) % servers.length : 0;
  return servers[index]!;
}

/** This file's server, seen from the file: its logs read from the file; stopping it is the setup's job. */
export function sharedServer(): Server {
  const { url, logFile, stateDir, pid } = streamServer(inject('browserServers'), process.env.VITEST_POOL_ID);
  return {
    url, stateDir, pid,
    get logs() {
      try { return readFileSync(logFile, 'utf8').split(/(?<=\n)/); } catch { return []; }
    },
    async stop() { /* the globalSetup stops it after the last file */ },
    async kill() { throw new Error('the shared server cannot be killed by one test file: start your own (startServer)'); },
  };
}

/**
 * What most browser test files start with: the shared server and a Chromium of their own (closed
 * by the file's afterAll), and test-results/ for their screenshots.
 *   beforeAll(async () => ({ server, browser } = await openShared()));
 *   afterAll(async () => browser?.close());
 */
export async function openShared(): Promise<{ server: Server; browser: Browser }> {
  mkdirSync('test-results', { recursive: true });
  return { server: sharedServer(), browser: await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS }) };
}
