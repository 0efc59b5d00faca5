// The PostgreSQL project's global setup: a throwaway server on a free loopback port, with its data in a temporary
// folder, and one database migrated like production that every test file copies (jest-postgres-database.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startPostgres, type RunningPostgres } from "../infra/postgres";
import { applyMigrations } from "../operations/migrations";
import { freePort } from "./free-port";
import globalTeardown from "./jest-postgres-teardown";
import { buildStoryWorkerForRun } from "./jest-story-worker";
import { addFirstAdministrador } from "./jest-template-accounts";
import { setTestSettings } from "./jest-test-settings";

const globalForTeardown = globalThis as unknown as { jestPostgres?: RunningPostgres };

export default async function globalSetup(): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-jest-pg-"));
  process.env.JEST_PG_FOLDER = folder;
  try {
    await startTemplate(folder);
  } catch (error) {
    // Jest runs no global teardown after a setup that failed: the server and the folder would outlive the run.
    await globalTeardown();
    throw error;
  }
}

async function startTemplate(folder: string): Promise<void> {
  // The server runs as the postgres user, who must reach its data folder inside this one.
  fs.chmodSync(folder, 0o755);
  buildStoryWorkerForRun();
  const port = await freePort();
  const postgres = await startPostgres({ dataDir: path.join(folder, "data"), port, ephemeral: true });
  globalForTeardown.jestPostgres = postgres;
  process.env.JEST_PG_PORT = String(port);
  setTestSettings();
  process.env.JEST_PG_TEMPLATE = "jest_template";
  const url = await postgres.createDatabase(process.env.JEST_PG_TEMPLATE);
  const migrated = applyMigrations({ ...process.env, DATABASE_URL: url });
  if (migrated.status !== 0)
    throw new Error(`Migrating the PostgreSQL test database failed:\n${migrated.stdout}${migrated.stderr}`);
  addFirstAdministrador(url);
}
