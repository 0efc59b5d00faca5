import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/testing/chromium";
import { E2E_BASE_URL, E2E_RUN_FOLDER, E2E_SERVER_LOG, mainServerEnvironment } from "./e2e/support/environment";

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["./scripts/testing/playwright-time-reporter.ts"]],
  globalTeardown: "./e2e/support/global-teardown.ts",
  // An action (a click, a fill, a screenshot) that waits half a test names itself in the report; without it, a step
  // stuck until the test's minute leaves only "Test timeout exceeded".
  use: { baseURL: E2E_BASE_URL, trace: "off", actionTimeout: 30_000, launchOptions },
  // What does not depend on the screen runs once, at the desktop width; each screen's own layout on its own
  // (desktopOnly and phoneOnly in e2e/support/test.ts tag them).
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "phone",
      grepInvert: /@desktop-only/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: {
    // Its log goes to a file of the run's, which the teardown searches for every secret the specs used.
    // `npm test` builds as a phase of its own, timed apart, and says so with E2E_BUILT (scripts/testing/run-suites.ts).
    command: `${process.env.E2E_BUILT ? "" : "npm run build && "}mkdir -p "${E2E_RUN_FOLDER}" && npm start > "${E2E_SERVER_LOG}"`,
    url: `${E2E_BASE_URL}/team`,
    env: mainServerEnvironment,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
