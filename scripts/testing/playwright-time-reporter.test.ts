import path from "node:path";
import type { FullResult, TestCase, TestResult } from "@playwright/test/reporter";
import PlaywrightTimeReporter, { busyShare, processorTimes } from "./playwright-time-reporter";

const testIn = (project: string, file: string) =>
  ({ parent: { project: () => ({ name: project }) }, location: { file: path.join(process.cwd(), file) } }) as TestCase;
const inSlot = (parallelIndex: number, annotations: TestResult["annotations"] = []) =>
  ({ parallelIndex, annotations }) as TestResult;
const audited = (address: string, ms: number) => ({ type: "axe", description: `${address} ${ms} ms` });

describe("the Playwright time reporter", () => {
  it("prints the spec files that held a worker longest on each screen, each project's sum and the run", () => {
    const reporter = new PlaywrightTimeReporter();
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    const clock = jest.spyOn(Date, "now").mockReturnValue(1_000_000);
    reporter.onBegin();
    // Worker 0: a fault suite's server starts in its beforeAll, then its two tests; worker 1 meanwhile.
    const at = (seconds: number) => clock.mockReturnValue(1_000_000 + seconds * 1000);
    at(30);
    reporter.onTestEnd(testIn("desktop", "e2e/faults/fuzz.spec.ts"), inSlot(0));
    at(2);
    reporter.onTestEnd(testIn("desktop", "e2e/api.spec.ts"), inSlot(1, [audited("http://127.0.0.1:3400/team", 900)]));
    at(42.5);
    reporter.onTestEnd(testIn("desktop", "e2e/faults/fuzz.spec.ts"), inSlot(0));
    at(3);
    reporter.onTestEnd(
      testIn("phone", "e2e/site/home.spec.ts"),
      inSlot(1, [{ type: "phone only", description: "a 1 ms wait" }, audited("http://127.0.0.1:3400/", 650)]),
    );
    clock.mockRestore();
    reporter.onEnd({ duration: 61_000 } as FullResult);

    const lines = log.mock.calls.map(([text]) => String(text)).join("\n");
    log.mockRestore();
    expect(lines.split("\n").slice(1, 7)).toEqual([
      "The 10 slowest spec files (the time they held a worker, on each screen):",
      "    42.5 s  desktop e2e/faults/fuzz.spec.ts (2 tests)",
      "     2.0 s  desktop e2e/api.spec.ts (1 test)",
      "     1.0 s  phone e2e/site/home.spec.ts (1 test)",
      "desktop: 3 tests, 44.5 s of worker time",
      "phone: 1 test, 1.0 s of worker time",
    ]);
    expect(lines).toMatch(/^axe after the tests: 2 pages, 1\.6 s of worker time$/m);
    expect(lines).toMatch(/^The run: 61\.0 s by the clock, the machine's \d+ cores \d+% busy \(load average /m);
  });

  it("counts the share of all cores' time that was busy between two readings", () => {
    expect(busyShare({ busy: 1_000, idle: 9_000 }, { busy: 4_000, idle: 10_000 })).toBe(0.75);
    expect(busyShare({ busy: 5, idle: 5 }, { busy: 5, idle: 5 })).toBe(0);

    const before = processorTimes();
    const after = processorTimes();
    expect(after.busy + after.idle).toBeGreaterThanOrEqual(before.busy + before.idle);
    expect(busyShare(before, after)).toBeGreaterThanOrEqual(0);
    expect(busyShare(before, after)).toBeLessThanOrEqual(1);
  });
});
