// Run before each test file of the PostgreSQL project (setupFilesAfterEnv): the file gets a database of its own,
// created from the migrated template, and a media folder of its own, as jest-database.ts does on SQLite.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";

const { JEST_PG_FOLDER, JEST_PG_PORT, JEST_PG_TEMPLATE } = process.env;
if (!JEST_PG_FOLDER || !JEST_PG_PORT || !JEST_PG_TEMPLATE)
  throw new Error("jest-postgres-setup.ts has not started the test server");

const testFile = path.relative(process.cwd(), expect.getState().testPath ?? "unknown");
// PostgreSQL names are at most 63 bytes: a readable start and a hash of the whole path.
const name = `${testFile.replace(/[^\w]+/g, "_").slice(0, 40)}_${createHash("sha256").update(testFile).digest("hex").slice(0, 12)}`;
// Synchronous, because the modules under test open DATABASE_URL as soon as the test file imports them.
execFileSync("createdb", [
  "--host=127.0.0.1",
  `--port=${JEST_PG_PORT}`,
  "--username=postgres",
  `--template=${JEST_PG_TEMPLATE}`,
  name,
]);
process.env.DATABASE_URL = `postgresql://postgres@127.0.0.1:${JEST_PG_PORT}/${name}`;
process.env.MEDIA_DIR = path.join(JEST_PG_FOLDER, `${name}.media`);
process.env.MAIL_OUTBOX_DIR = path.join(JEST_PG_FOLDER, `${name}.outbox`);
