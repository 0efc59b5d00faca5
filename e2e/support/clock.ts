import { expect } from "@playwright/test";

/** Resolves once this machine's clock, which the servers under test share, reads `time` (ms) or later. */
export const untilClockPasses = (time: number) =>
  expect.poll(() => Date.now(), { intervals: [20] }).toBeGreaterThanOrEqual(time);
