import path from "node:path";

/** Test-only credentials for the server the suite starts; they are not secrets of any real site. */
export const e2eCredentials = {
  apiUser: "e2e-api",
  apiPassword: "e2e-api-password-7c1d9a0b",
  adminEmail: "editor@pulso.test",
  adminPassword: "e2e-admin-password-5e8f2c4a",
  sessionSecret: "e2e-session-secret-3b6a9d2f-1c4e7a0b-9f2d5c8e",
};

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? ".next-e2e";

/**
 * One folder per run, for the site's database and its uploaded photos (the media folder sits beside the database by
 * default), removed when the run ends (global-teardown.ts). Workers re-read this file: the run id travels in the
 * environment.
 */
process.env.E2E_RUN_ID ??= String(Date.now());
// The folder is removed with everything in it: an id with a slash or dots could name any other.
if (!/^[\w-]+$/.test(process.env.E2E_RUN_ID)) {
  throw new Error(`E2E_RUN_ID must be letters, digits, "_" or "-": ${JSON.stringify(process.env.E2E_RUN_ID)}`);
}
export const E2E_RUN_FOLDER = path.join(process.cwd(), "data", "e2e", `run-${process.env.E2E_RUN_ID}`);
export const E2E_DATABASE_FILE = path.join(E2E_RUN_FOLDER, "news.db");
/** Everything the main server wrote on stdout during the run: its log, read at the end (global-teardown.ts). */
export const E2E_SERVER_LOG = path.join(E2E_RUN_FOLDER, "server.log");

export const serverEnvironment: Record<string, string> = {
  DATABASE_URL: `file:${E2E_DATABASE_FILE}`,
  NEXT_DIST_DIR: E2E_DIST_DIR,
  API_USER: e2eCredentials.apiUser,
  API_PASSWORD: e2eCredentials.apiPassword,
  ADMIN_EMAIL: e2eCredentials.adminEmail,
  ADMIN_PASSWORD: e2eCredentials.adminPassword,
  SESSION_SECRET: e2eCredentials.sessionSecret,
  SITE_URL: E2E_BASE_URL,
  PORT: String(E2E_PORT),
};

/**
 * The main server's, which its build reads too (next.config.ts parses the settings): the runner plays the site's
 * reverse proxy, so specs name their client with X-Forwarded-For, and a socket from any other loopback address
 * (127.0.0.2) is a client whose header counts for nothing.
 */
export const mainServerEnvironment: Record<string, string> = { ...serverEnvironment, TRUSTED_PROXIES: "127.0.0.1" };

export const apiAuthorization = `Basic ${Buffer.from(`${e2eCredentials.apiUser}:${e2eCredentials.apiPassword}`).toString("base64")}`;
