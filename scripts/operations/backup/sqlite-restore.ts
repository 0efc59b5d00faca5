// A SQLite backup put in the place of the database file, with the site stopped.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

const COMPANIONS = ["", "-wal", "-shm"];

/**
 * The site opens its database in WAL mode; while any process has it open, an exclusive lock cannot be taken. Taking
 * one without waiting tells whether the site is still running.
 */
function refuseIfInUse(file: string): void {
  if (!fs.existsSync(file)) return;
  const probe = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("BEGIN EXCLUSIVE; COMMIT");
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY"))
      throw new Error(`${file} is in use: stop the site (every process that opens it) before restoring.`);
    throw error;
  } finally {
    probe.close();
  }
}

/**
 * The copy is checked under a temporary name, then the database and its -wal and -shm files are moved aside together
 * (an old -wal left beside the restored file would be replayed into it), and the copy takes the database's name.
 */
export function restoreSqlite(backup: string, file: string, stamp: string): string | undefined {
  refuseIfInUse(file);
  const staged = `${file}.restoring`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(backup, staged);
  const copy = new Database(staged, { readonly: true, fileMustExist: true });
  try {
    const integrity = String(copy.pragma("integrity_check", { simple: true }));
    if (integrity !== "ok") throw new Error(`${backup} failed its integrity check (${integrity}): nothing restored.`);
  } catch (error) {
    fs.rmSync(staged, { force: true });
    throw error;
  } finally {
    copy.close();
  }
  const aside = `${file}.before-restore-${stamp}`;
  const replaced = fs.existsSync(file);
  for (const suffix of COMPANIONS) {
    if (fs.existsSync(file + suffix)) fs.renameSync(file + suffix, aside + suffix);
  }
  fs.renameSync(staged, file);
  return replaced ? aside : undefined;
}
