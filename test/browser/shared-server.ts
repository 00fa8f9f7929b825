/**
 * One `wrangler dev` for the whole browser project: started once by the project's globalSetup,
 * handed to each test file (vitest's provide/inject) instead of a server per file (each start
 * costs 10-30 s of a 2-core machine: migrations, bundling, workerd). Chromium stays per file
 * (about 1 s). durability.test.ts, which kills its server, still starts its own.
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
  interface ProvidedContext { browserServer: Shared }
}

/**
 * globalSetup of the browser project. Mail goes to the local capture (mail.test.ts reads it).
 * Rate limits are off: they count per IP, every file comes from 127.0.0.1 and, on one server,
 * the registrations of consecutive files would add up (the limits are tested in the worker
 * project, rate-limit.test.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const logFile = join(mkdtempSync(join(tmpdir(), 'tenka-wrangler-log-')), 'wrangler-dev.log');
  // Web Push signs with the committed test VAPID pair (push.test.ts decrypts and checks with it).
  const server = await startServer({
    vars: { MAIL_CAPTURE: '1', MAIL_REPLY_DOMAIN: 'play.tenka.test', RATE_LIMITS: 'off', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: vapid.subject },
    logFile,
  });
  project.provide('browserServer', { url: server.url, logFile, stateDir: server.stateDir, pid: server.pid });
  return () => server.stop();
}

/** The shared server, seen from a test file: its logs read from the file; stopping it is the setup's job. */
export function sharedServer(): Server {
  const { url, logFile, stateDir, pid } = inject('browserServer');
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
