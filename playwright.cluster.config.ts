import { defineConfig } from "@playwright/test";

// The cluster suite (e2e-cluster/): one topology of PostgreSQL, Redis, two app servers and nginx, started once by
// the worker fixture and changed by the tests (servers stopped and started again), so they run one at a time.
export default defineConfig({
  testDir: "./e2e-cluster",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["./scripts/testing/playwright-time-reporter.ts"]],
  use: { trace: "off" },
});
