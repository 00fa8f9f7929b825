/**
 * A vitest reporter that closes every run with where the time went: per project, its wall time
 * (first file started to last file ended; projects run side by side), the files' summed time and
 * the test count; then the slowest files. CI keeps it in its log (`.ci/run`), so the next slow
 * file is seen the day it appears. Nothing here decides a test's fate.
 */
import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST = 12;

export default class DurationsReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended.set(module.moduleId, Date.now());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (!modules.length) return;
    const byProject = new Map<string, { files: number; tests: number; busy: number; from: number; to: number }>();
    for (const m of modules) {
      const name = m.project.name || 'default';
      const p = byProject.get(name) ?? { files: 0, tests: 0, busy: 0, from: Infinity, to: 0 };
      p.files++;
      p.tests += [...m.children.allTests()].length;
      p.busy += m.diagnostic().duration;
      p.from = Math.min(p.from, this.started.get(m.moduleId) ?? Infinity);
      p.to = Math.max(p.to, this.ended.get(m.moduleId) ?? 0);
      byProject.set(name, p);
    }
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const lines = ['', 'Time per project (wall: first file started to last ended; projects overlap):'];
    for (const [name, p] of [...byProject].sort()) {
      lines.push(`  ${name.padEnd(14)} wall ${s(Number.isFinite(p.from) ? p.to - p.from : 0).padStart(9)}   files ${s(p.busy).padStart(9)}   ${p.files} files, ${p.tests} tests`);
    }
    lines.push(`Slowest files:`);
    for (const m of [...modules].sort((a, b) => b.diagnostic().duration - a.diagnostic().duration).slice(0, SLOWEST)) {
      lines.push(`  ${s(m.diagnostic().duration).padStart(9)}  [${m.project.name}] ${m.relativeModuleId}`);
    }
    console.log(lines.join('\n'));
  }
}
