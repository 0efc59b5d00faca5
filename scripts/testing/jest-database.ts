// Run before each test file (setupFilesAfterEnv): the file gets a database of its own, copied from the migrated
// template, and a media folder and a mail outbox of its own, so what one file writes never reaches another, whichever worker runs it and in whatever order.
import fs from "node:fs";
import path from "node:path";

const { JEST_DB_FOLDER, JEST_DB_TEMPLATE } = process.env;
if (!JEST_DB_FOLDER || !JEST_DB_TEMPLATE) throw new Error("jest-global-setup.ts has not made the template database");

const testFile = path.relative(process.cwd(), expect.getState().testPath ?? "unknown");
const name = testFile.replace(/[^\w.-]+/g, "_");
const file = path.join(JEST_DB_FOLDER, `${name}.db`);
fs.copyFileSync(JEST_DB_TEMPLATE, file);
process.env.DATABASE_URL = `file:${file}`;
process.env.MEDIA_DIR = path.join(JEST_DB_FOLDER, `${name}.media`);
process.env.MAIL_OUTBOX_DIR = path.join(JEST_DB_FOLDER, `${name}.outbox`);
