import { spawnSync } from "node:child_process";
import path from "node:path";
import { phaseTable, runPhases, type Phase } from "./suite-phases";

const node = (script: string): string[] => [process.execPath, "-e", script];

describe("npm test's phases", () => {
  it("stops at the first phase that fails, with its exit code, and times the phases it ran", async () => {
    const phases: Phase[] = [
      { name: "lint", command: node("setTimeout(() => {}, 50)") },
      { name: "unit", command: node("process.exit(3)") },
      { name: "e2e tests", command: node("process.exit(0)") },
    ];

    const { exitCode, times } = await runPhases(phases);

    expect(exitCode).toBe(3);
    expect(times.map(({ name, exitCode }) => [name, exitCode])).toEqual([
      ["lint", 0],
      ["unit", 3],
      ["e2e tests", undefined],
    ]);
    expect(times[0].ms).toBeGreaterThanOrEqual(50);
    expect(times[2].ms).toBeUndefined();
  });

  it("runs a step's phases side by side, holding each one's output, and stops after a step with a failure", async () => {
    const steps = [
      [
        { name: "lint", command: node("setTimeout(() => process.exit(0), 300)") },
        { name: "format", command: node("process.exit(2)") },
        { name: "typecheck", command: node("setTimeout(() => process.exit(0), 300)") },
      ],
      { name: "unit", command: node("process.exit(0)") },
    ];

    const { exitCode, times, ms } = await runPhases(steps);

    expect(exitCode).toBe(2);
    expect(times.map(({ name, exitCode }) => [name, exitCode])).toEqual([
      ["lint", 0],
      ["format", 2],
      ["typecheck", 0],
      ["unit", undefined],
    ]);
    // Side by side, the step lasts about its longest phase, not their sum.
    expect(ms).toBeLessThan(times[0].ms! + times[2].ms!);
  });

  it("hands a phase its own settings over the runner's environment", async () => {
    const phases: Phase[] = [
      {
        name: "build",
        command: node("process.exit(process.env.PHASE_FLAG === 'on' ? 0 : 4)"),
        env: { PHASE_FLAG: "on" },
      },
      { name: "e2e tests", command: node("process.exit(process.env.PHASE_FLAG === undefined ? 0 : 5)") },
    ];

    expect((await runPhases(phases)).exitCode).toBe(0);
  });

  it("exits as a shell does when a phase is killed by a signal, or cannot start", async () => {
    const killed = await runPhases([{ name: "e2e tests", command: node("process.kill(process.pid, 'SIGTERM')") }]);
    const missing = await runPhases([{ name: "lint", command: ["/nonexistent/program"] }]);

    expect(killed.exitCode).toBe(143);
    expect(missing.exitCode).toBe(127);
  });

  it("prints every phase's time, the failed one and those not run, and the total", () => {
    const table = phaseTable([
      { name: "lint", ms: 61_400, exitCode: 0 },
      { name: "e2e build", ms: 200_000, exitCode: 1 },
      { name: "cluster" },
    ]);

    expect(table.split("\n").filter(Boolean)).toEqual([
      "npm test, each phase by the clock:",
      "  lint       1 min 01 s  passed",
      "  e2e build  3 min 20 s  failed (exit 1)",
      "  cluster                not run",
      "  total      4 min 21 s",
    ]);
    expect(phaseTable([{ name: "lint", ms: 61_400, exitCode: 0 }], 30_000)).toContain("  total  0 min 30 s");
  });
});

describe("the e2e run's folder, which the run removes", () => {
  const folderFor = (runId: string) =>
    spawnSync(
      path.join("node_modules", ".bin", "tsx"),
      ["-e", 'console.log(require("./e2e/support/environment").E2E_RUN_FOLDER)'],
      { encoding: "utf8", env: { ...process.env, E2E_RUN_ID: runId } },
    );

  it("is a folder of data/e2e named by the run's id", () => {
    const run = folderFor("1764403200000");
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(path.join(process.cwd(), "data", "e2e", "run-1764403200000"));
  });

  it("refuses an id that would name another folder", () => {
    for (const runId of ["../../..", "x/../../..", ""]) {
      const run = folderFor(runId);
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain("E2E_RUN_ID");
    }
  });
});
