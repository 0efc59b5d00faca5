import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyMigrations } from "../operations/migrations";
import globalTeardown from "./jest-global-teardown";
import { buildStoryWorkerForRun } from "./jest-story-worker";
import { addFirstAdministrador } from "./jest-template-accounts";
import { setTestSettings } from "./jest-test-settings";

/**
 * One real SQLite file migrated and given its first Administrador like production; every test file starts from a copy
 * of it (jest-database.ts).
 */
export default function globalSetup(): void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-jest-"));
  process.env.JEST_DB_FOLDER = folder;
  process.env.JEST_DB_TEMPLATE = path.join(folder, "template.db");
  setTestSettings();
  buildStoryWorkerForRun();
  const migrated = applyMigrations({ ...process.env, DATABASE_URL: `file:${process.env.JEST_DB_TEMPLATE}` });
  if (migrated.status !== 0) {
    // Jest runs no global teardown after a setup that failed.
    globalTeardown();
    throw new Error(`Migrating the test database failed:\n${migrated.stdout}${migrated.stderr}`);
  }
  try {
    addFirstAdministrador(`file:${process.env.JEST_DB_TEMPLATE}`);
  } catch (error) {
    globalTeardown();
    throw error;
  }
}
