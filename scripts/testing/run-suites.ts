// `npm test`: the checks side by side, then the suites one after another, each timed, with the table of their times at the end
// (scripts/testing/suite-phases.ts). The e2e build is a phase of its own, so its time is not lost in Playwright's.
import fs from "node:fs";
import { E2E_RUN_FOLDER, mainServerEnvironment } from "../../e2e/support/environment";
import { phaseTable, runPhases, type Step } from "./suite-phases";

const npm = (script: string): string[] => ["npm", "run", script];

const STEPS: Step[] = [
  // Side by side: each is one process on one core.
  [
    { name: "lint", command: npm("lint") },
    { name: "format", command: npm("format:check") },
    { name: "typecheck", command: npm("typecheck") },
  ],
  { name: "unit", command: npm("test:unit") },
  // The build the Playwright server starts, with that server's settings (next.config.ts reads them), without what the
  // typecheck phase has done already or what no later phase reads (lib/build-folder.ts).
  { name: "e2e build", command: npm("build"), env: { ...mainServerEnvironment, NEXT_SUITE_BUILD: "1" } },
  { name: "e2e tests", command: npm("test:e2e"), env: { E2E_BUILT: "1" } },
  { name: "cluster", command: npm("test:cluster") },
];

// Ctrl-C stops the phase running (its processes get the signal too); the table is still printed.
process.on("SIGINT", () => {});

runPhases(STEPS).then(({ exitCode, times, ms }) => {
  // The build made the run's database in the folder Playwright's teardown removes; a run stopped before it leaves none.
  fs.rmSync(E2E_RUN_FOLDER, { recursive: true, force: true });
  console.log(phaseTable(times, ms));
  process.exit(exitCode);
});
