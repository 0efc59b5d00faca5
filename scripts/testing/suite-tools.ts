// `tsx scripts/testing/suite-tools.ts unit|e2e|cluster`: the system programs one suite needs, and only those, installed
// when missing (scripts/infra/system-tools.ts), so `npm run test:unit` starts without a browser.
import { ensureSystemTools, SYSTEM_TOOLS, type SystemTool } from "../infra/system-tools";
import { CHROMIUM_PATH } from "./chromium";

const { postgresql, redis, nginx, xmllint, java } = SYSTEM_TOOLS;
const chromium: SystemTool = { path: CHROMIUM_PATH, pkg: "chromium-headless-shell", hint: "or set CHROMIUM_PATH" };

const SUITES: Record<string, SystemTool[]> = {
  // The PostgreSQL project, the shared page cache's Redis, the sitemaps' schemas, the proxy's configuration in nginx.
  unit: [postgresql, redis, xmllint, nginx],
  // The browser, the HTML checker, the sitemaps' schemas, and the shared-cache fault suite's Redis.
  e2e: [chromium, java, xmllint, redis],
  // The topology of `npm run cluster`.
  cluster: [postgresql, redis, nginx],
};

const suite = process.argv[2];
if (!(suite in SUITES)) throw new Error(`name a suite: ${Object.keys(SUITES).join(", ")}`);
ensureSystemTools(SUITES[suite]);
