// Where a Playwright run's time goes, beside the list reporter (both Playwright configs): once the run is over, the
// slowest spec files (PLAYWRIGHT_SLOWEST of them, 10 unless set) with the time they held a worker on each screen, each
// project's sum, the run's time by the clock and how busy the machine's processors were meanwhile, so a reader sees
// whether the suite waited or computed (docs/testing.md). The shape of jest-time-reporter.mjs.
import os from "node:os";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const testsCount = (count: number) => `${count} test${count === 1 ? "" : "s"}`;

type ProcessorTimes = { busy: number; idle: number };

/** All cores' time since boot, from /proc/stat through Node.js: busy (user, nice, system, interrupts) and idle. */
export function processorTimes(cpus = os.cpus()): ProcessorTimes {
  return cpus.reduce(
    (sum, { times: { user, nice, sys, irq, idle } }) => ({
      busy: sum.busy + user + nice + sys + irq,
      idle: sum.idle + idle,
    }),
    { busy: 0, idle: 0 },
  );
}

export const busyShare = (start: ProcessorTimes, end: ProcessorTimes): number => {
  const busy = end.busy - start.busy;
  const all = busy + end.idle - start.idle;
  return all > 0 ? busy / all : 0;
};

type SpecFile = { project: string; file: string; tests: number; ms: number };

/** The milliseconds of an axe audit the fixture noted (e2e/support/accessibility.ts: "<address> <ms> ms"), or null. */
export function auditMs({ type, description }: { type: string; description?: string }): number | null {
  const ms = type === "axe" ? /\s(\d+) ms$/.exec(description ?? "") : null;
  return ms ? Number(ms[1]) : null;
}

export default class PlaywrightTimeReporter implements Reporter {
  private files = new Map<string, SpecFile>();
  private start = { at: Date.now(), processors: processorTimes(), load: os.loadavg()[0] };
  /** When each worker slot last finished a test. */
  private lastEnd = new Map<number, number>();
  /** The pages axe audited after their tests, and the time it took, in every project. */
  private audits = { pages: 0, ms: 0 };

  onBegin(): void {
    this.start = { at: Date.now(), processors: processorTimes(), load: os.loadavg()[0] };
  }

  /**
   * A test's share is the time its worker spent since its previous test: the test's own duration leaves out a
   * describe's beforeAll, where a fault suite starts its server, and a new worker's browser.
   */
  onTestEnd(test: TestCase, result: TestResult): void {
    const now = Date.now();
    const held = now - (this.lastEnd.get(result.parallelIndex) ?? this.start.at);
    this.lastEnd.set(result.parallelIndex, now);
    const project = test.parent.project()?.name ?? "";
    const file = path.relative(process.cwd(), test.location.file);
    const key = `${project} ${file}`;
    const sum = this.files.get(key) ?? { project, file, tests: 0, ms: 0 };
    this.files.set(key, { ...sum, tests: sum.tests + 1, ms: sum.ms + held });
    for (const annotation of result.annotations) {
      const ms = auditMs(annotation);
      if (ms !== null) this.audits = { pages: this.audits.pages + 1, ms: this.audits.ms + ms };
    }
  }

  onEnd(result: FullResult): void {
    // Listing the tests runs none.
    if (this.files.size === 0) return;
    const share = busyShare(this.start.processors, processorTimes());
    const slowest = Number(process.env.PLAYWRIGHT_SLOWEST ?? 10);
    const files = [...this.files.values()];
    const lines = [`\nThe ${slowest} slowest spec files (the time they held a worker, on each screen):`];
    for (const { project, file, tests, ms } of files.sort((a, b) => b.ms - a.ms).slice(0, slowest)) {
      lines.push(`  ${seconds(ms).padStart(8)}  ${[project, file].filter(Boolean).join(" ")} (${testsCount(tests)})`);
    }
    const projects = new Map<string, { tests: number; ms: number }>();
    for (const { project, tests, ms } of files) {
      const sum = projects.get(project) ?? { tests: 0, ms: 0 };
      projects.set(project, { tests: sum.tests + tests, ms: sum.ms + ms });
    }
    for (const [project, { tests, ms }] of projects) {
      lines.push(`${project || "tests"}: ${testsCount(tests)}, ${seconds(ms)} of worker time`);
    }
    lines.push(`axe after the tests: ${this.audits.pages} pages, ${seconds(this.audits.ms)} of worker time`);
    lines.push(
      `The run: ${seconds(result.duration)} by the clock, the machine's ${os.cpus().length} cores ` +
        `${Math.round(share * 100)}% busy (load average ${this.start.load.toFixed(1)} at the start, ` +
        `${os.loadavg()[0].toFixed(1)} at the end)`,
    );
    console.log(lines.join("\n"));
  }

  printsToStdio(): boolean {
    return false;
  }
}
