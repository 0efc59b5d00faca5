import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyMigrations } from "../operations/migrations";

/** Every Jest run gets a real SQLite file of its own, migrated like production. */
export default function globalSetup(): void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-jest-"));
  process.env.JEST_DB_FOLDER = folder;
  process.env.DATABASE_URL = `file:${path.join(folder, "test.db")}`;
  process.env.API_USER = "jest-api";
  process.env.API_PASSWORD = "jest-api-password-0123456789";
  process.env.ADMIN_EMAIL = "editor@example.mx";
  process.env.ADMIN_PASSWORD = "jest-admin-password-0123456789";
  process.env.SESSION_SECRET = "jest-session-secret-0123456789-0123456789-abcdef";
  const migrated = applyMigrations(process.env);
  if (migrated.status !== 0) throw new Error(`Migrating the test database failed:\n${migrated.stdout}${migrated.stderr}`);
}
