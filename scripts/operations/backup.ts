// npm run backup [-- --out path]: a consistent copy of the live database, taken while the site keeps serving.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { databaseFile } from "../../lib/database-url";
import { env } from "../../lib/env";

function defaultTarget(source: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  return path.join(path.dirname(source), "backups", `${path.basename(source, ".db")}-${stamp}.db`);
}

/** VACUUM INTO reads one snapshot in one transaction: writers carry on, and the copy never mixes two moments. */
function snapshot(source: string, target: string): void {
  const db = new Database(source, { fileMustExist: true, timeout: 5000 });
  try {
    db.prepare("VACUUM INTO ?").run(target);
  } finally {
    db.close();
  }
}

function verify(file: string): { integrity: string; posts: number } {
  const copy = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = String(copy.pragma("integrity_check", { simple: true }));
    const { posts } = copy.prepare("SELECT COUNT(*) AS posts FROM Post").get() as { posts: number };
    return { integrity, posts };
  } finally {
    copy.close();
  }
}

function main(): void {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const source = databaseFile(env().DATABASE_URL);
  if (!fs.existsSync(source)) throw new Error(`DATABASE_URL points to ${source}, which does not exist.`);
  const target = path.resolve(values.out ?? defaultTarget(source));
  if (fs.existsSync(target)) throw new Error(`${target} already exists; choose another --out.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });

  // Written beside the target first, so a failed or unverified copy never takes the target's name.
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  snapshot(source, partial);
  const { integrity, posts } = verify(partial);
  if (integrity !== "ok") {
    fs.rmSync(partial, { force: true });
    throw new Error(`The copy failed its integrity check (${integrity}); nothing was written.`);
  }
  fs.renameSync(partial, target);
  console.log(`Backup of ${posts} posts written to ${target} (integrity_check: ok).`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
