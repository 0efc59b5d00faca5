// A production server of the fault tests' own: fresh SQLite file, the e2e build, own port.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desktopOnly, test } from "../../support/test";
import { prepareDatabase } from "../../../scripts/testing/site-database";
import { startNextServer, type NextServer } from "../../../scripts/infra/next-server";
import { apiAuthorization, E2E_DIST_DIR, E2E_PORT, e2eCredentials } from "../../support/environment";

export type FaultSite = {
  folder: string;
  databaseFile: string;
  server: NextServer;
  url: string;
  /** Starts the server again on the same database, e.g. after a kill. */
  restart: () => Promise<void>;
  /** Stops the server and removes what the site wrote, except a folder the caller brought. */
  close: () => Promise<void>;
};

/** Every server a spec starts of its own, named once so that no two specs running in parallel share a port. */
const FAULT_SITES = [
  "concurrency",
  "crash",
  "read-only",
  "full-disk",
  "database-url",
  "fuzz",
  "backup",
  "methods",
  "not-found",
  "share-offline",
  "device-lockout",
  "api-lockout",
  "password-change",
  "schedule-restart",
  "media",
  "media-serving",
  "shared-cache-a",
  "shared-cache-b",
  "shared-cache-redis",
  "media-limits",
  "media-quota",
  "slug-upgrade",
  "counting",
  "most-read",
  "stats",
  "newsletter",
  "newsletter-editor",
  "health",
  "logs",
  "metrics",
  "team",
] as const;
export type FaultSiteName = (typeof FAULT_SITES)[number];

/** Each site's port, above the main e2e server's. */
export const faultPort = (name: FaultSiteName) => E2E_PORT + 10 + FAULT_SITES.indexOf(name);

export function siteEnvironment(databaseFile: string, port: number): Record<string, string> {
  return {
    DATABASE_URL: `file:${databaseFile}`,
    API_USER: e2eCredentials.apiUser,
    API_PASSWORD: e2eCredentials.apiPassword,
    ADMIN_EMAIL: e2eCredentials.adminEmail,
    ADMIN_PASSWORD: e2eCredentials.adminPassword,
    SESSION_SECRET: e2eCredentials.sessionSecret,
    SITE_URL: `http://127.0.0.1:${port}`,
    // As the main e2e server: the runner is the proxy, and a spec may name its client in X-Forwarded-For.
    TRUSTED_PROXIES: "127.0.0.1",
  };
}

export async function startFaultSite(
  port: number,
  options: { folder?: string; env?: Record<string, string> } = {},
): Promise<FaultSite> {
  const folder = options.folder ?? fs.mkdtempSync(path.join(os.tmpdir(), "edm-fault-"));
  const databaseFile = path.join(folder, "news.db");
  const env = { ...siteEnvironment(databaseFile, port), ...options.env };
  prepareDatabase(databaseFile, env);
  // Rendered pages live in each server's memory (lib/page-cache-handler.ts), so sites can share the e2e build.
  const start = () => startNextServer({ port, distDir: E2E_DIST_DIR, env });
  const site: FaultSite = {
    folder,
    databaseFile,
    server: await start(),
    url: `http://127.0.0.1:${port}`,
    restart: async () => {
      await site.server.stop();
      site.server = await start();
    },
    close: async () => {
      await site.server.stop();
      if (!options.folder) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
  return site;
}

export const jsonHeaders = { Authorization: apiAuthorization, "Content-Type": "application/json" };

export async function publish(site: FaultSite, body: unknown): Promise<Response> {
  return fetch(`${site.url}/edmNews/createNews`, { method: "POST", headers: jsonHeaders, body: JSON.stringify(body) });
}

export async function storedIds(site: FaultSite): Promise<string[]> {
  const response = await fetch(`${site.url}/edmNews`, { headers: { Authorization: apiAuthorization } });
  if (!response.ok) throw new Error(`GET /edmNews answered ${response.status}`);
  return ((await response.json()) as { id: string }[]).map((post) => post.id);
}

/** The details of every describe that starts a fault site: one server per describe, in the desktop project only. */
export const faultSuite = desktopOnly("server behaviour does not depend on the screen");

/**
 * Registers a site for the enclosing describe (tagged `faultSuite`): started once before its tests, closed after. The
 * describe's tests run in order in one worker (serial): under fullyParallel each worker running one of them would run
 * beforeAll too and start a second server on the site's port, and the first worker's afterAll would stop the server
 * the other worker's tests were using.
 */
export function useFaultSite(name: FaultSiteName, env?: Record<string, string>): () => FaultSite {
  test.describe.configure({ mode: "serial" });
  let site: FaultSite | undefined;
  test.beforeAll(async () => {
    site = await startFaultSite(faultPort(name), { env });
  });
  test.afterEach(async ({}, testInfo) => {
    if (site && testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach("server output", { body: site.server.output(), contentType: "text/plain" });
  });
  test.afterAll(async () => site?.close());
  return () => site!;
}
