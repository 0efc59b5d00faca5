import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyMigrations } from "../operations/migrations";

/** One real SQLite file migrated like production; every test file starts from a copy of it (jest-database.ts). */
export default function globalSetup(): void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-jest-"));
  process.env.JEST_DB_FOLDER = folder;
  process.env.JEST_DB_TEMPLATE = path.join(folder, "template.db");
  process.env.API_USER = "jest-api";
  process.env.API_PASSWORD = "jest-api-password-0123456789";
  process.env.ADMIN_EMAIL = "editor@example.mx";
  process.env.ADMIN_PASSWORD = "jest-admin-password-0123456789";
  process.env.SESSION_SECRET = "jest-session-secret-0123456789-0123456789-abcdef";
  const migrated = applyMigrations({ ...process.env, DATABASE_URL: `file:${process.env.JEST_DB_TEMPLATE}` });
  if (migrated.status !== 0)
    throw new Error(`Migrating the test database failed:\n${migrated.stdout}${migrated.stderr}`);
}
