/**
 * The browser projects run two files at a time, each on a `wrangler dev` of its own
 * (test/browser/shared-server.ts): the files running at once must never share a server, and a run
 * starts no more servers than it has lanes or files.
 */
import { describe, expect, it } from 'vitest';
import type { TestProject } from 'vitest/node';
import { serversNeeded, streamServer } from '../browser/shared-server';

const servers = [1, 2, 3].map((n) => ({ url: `http://127.0.0.1:${4000 + n}`, logFile: `/tmp/log-${n}`, stateDir: `/tmp/state-${n}`, pid: n }));

/** What serversNeeded reads of a project: its lanes, its files and the run's file filters. */
function fakeProject(maxWorkers: number, files: string[], filters?: string[]): TestProject {
  return {
    config: { maxWorkers },
    vitest: { filenamePattern: filters },
    globTestFiles: async (f: string[] = []) => ({ testFiles: f.length ? files.filter((x) => f.some((p) => x.includes(p))) : files }),
  } as unknown as TestProject;
}

describe('one server per browser lane', () => {
  it('files in different lanes (VITEST_POOL_ID 1..n) get different servers', () => {
    const two = servers.slice(0, 2);
    expect(streamServer(two, '1').url).not.toBe(streamServer(two, '2').url);
    expect(new Set(['1', '2', '3'].map((id) => streamServer(servers, id).url)).size).toBe(3);
  });

  it('a lane beyond the servers started, or no pool id at all, still gets a server', () => {
    expect(streamServer(servers.slice(0, 1), '2')).toEqual(servers[0]);
    expect(streamServer(servers, undefined)).toEqual(servers[0]);
  });

  it('a hostile pool id falls back to the first server instead of none', () => {
    for (const id of ['__proto__', 'constructor', '0', '-1', '1.5', 'NaN', '', 'x'.repeat(100_000), '1e400']) {
      expect(streamServer(servers, id), id.slice(0, 20)).toEqual(servers[0]);
    }
  });

  it('no server started is said plainly', () => {
    expect(() => streamServer([], '1')).toThrow(/no browser server/);
  });

  it('a run starts one server per lane, but no more than its files', async () => {
    const files = ['a.test.ts', 'b.test.ts', 'c.test.ts'];
    expect(await serversNeeded(fakeProject(2, files))).toBe(2);
    expect(await serversNeeded(fakeProject(2, files, ['b.test.ts']))).toBe(1);
    expect(await serversNeeded(fakeProject(1, files))).toBe(1);
    expect(await serversNeeded(fakeProject(4, files, ['nothing']))).toBe(1);
  });

  it('the browser projects are not held to one file at a time (they share the lanes of the others)', async () => {
    // Loaded by URL: vitest.config.ts stays out of the typechecked program, as it always was.
    type Config = { test?: { maxWorkers?: number; projects?: unknown[] } };
    const config = ((await import(new URL('../../vitest.config.ts', import.meta.url).href)) as { default: Config }).default;
    const projects = (config.test?.projects ?? []) as { test?: { name?: string; fileParallelism?: boolean; maxWorkers?: number } }[];
    const browser = projects.filter((p) => p.test?.name?.startsWith('browser'));
    expect(browser.map((p) => p.test?.name).sort()).toEqual(['browser', 'browser-full']);
    for (const p of browser) {
      expect(p.test?.fileParallelism, p.test?.name).not.toBe(false);
      expect(p.test?.maxWorkers ?? config.test?.maxWorkers, p.test?.name).toBeGreaterThanOrEqual(2);
    }
  });
});
