// Where a Jest run's time goes: `npx jest --reporters=default --reporters=./scripts/testing/jest-time-reporter.mjs`
// prints, once the run is over, the slowest test files (JEST_SLOWEST of them, 20 unless set) with the time each took
// in its worker, the sum of those times for each project, and the run's own time by the clock (docs/testing.md).

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export default class JestTimeReporter {
  files = [];

  onTestResult(test, result) {
    const { start, end, setupAfterEnvStart, setupAfterEnvEnd } = result.perfStats;
    this.files.push({
      project: test.context.config.displayName?.name ?? "",
      path: test.path.slice(test.context.config.rootDir.length + 1),
      ms: end - start,
      setupMs: setupAfterEnvEnd - setupAfterEnvStart,
    });
  }

  onRunComplete(_, results) {
    const slowest = Number(process.env.JEST_SLOWEST ?? 20);
    const lines = [`\nThe ${slowest} slowest test files (their worker's time, of which the per-file setup):`];
    for (const file of [...this.files].sort((a, b) => b.ms - a.ms).slice(0, slowest)) {
      lines.push(
        `  ${seconds(file.ms).padStart(8)} ${`(${seconds(file.setupMs)})`.padStart(10)}  ${file.project} ${file.path}`,
      );
    }
    const projects = new Map();
    for (const { project, ms } of this.files) {
      const sum = projects.get(project) ?? { files: 0, ms: 0 };
      projects.set(project, { files: sum.files + 1, ms: sum.ms + ms });
    }
    for (const [project, { files, ms }] of projects) {
      lines.push(`${project || "tests"}: ${files} files, ${seconds(ms)} of worker time`);
    }
    lines.push(`The run: ${seconds(Date.now() - results.startTime)} by the clock`);
    console.log(lines.join("\n"));
  }
}
