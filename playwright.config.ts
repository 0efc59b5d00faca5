import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/testing/chromium";
import { E2E_BASE_URL, serverEnvironment } from "./e2e/support/environment";

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: { baseURL: E2E_BASE_URL, trace: "off", launchOptions },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions } },
  ],
  webServer: {
    command: "npm run build && npm start",
    url: `${E2E_BASE_URL}/team`,
    // The runner plays the site's reverse proxy: specs name their client with X-Forwarded-For, and a
    // socket from any other loopback address (127.0.0.2) is a client whose header counts for nothing.
    env: { ...serverEnvironment, TRUSTED_PROXIES: "127.0.0.1" },
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
