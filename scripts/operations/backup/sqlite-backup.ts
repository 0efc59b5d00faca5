// A SQLite backup: VACUUM INTO while the site keeps serving, checked with integrity_check.
import Database from "better-sqlite3";
import type { CheckedCopy } from "./write-backup";

/** VACUUM INTO reads one snapshot in one transaction: writers carry on, and the copy never mixes two moments. */
function snapshot(source: string, target: string): void {
  const db = new Database(source, { fileMustExist: true, timeout: 5000 });
  try {
    db.prepare("VACUUM INTO ?").run(target);
  } finally {
    db.close();
  }
}

export async function copySqlite(source: string, partial: string): Promise<CheckedCopy> {
  snapshot(source, partial);
  const copy = new Database(partial, { readonly: true, fileMustExist: true });
  try {
    const integrity = String(copy.pragma("integrity_check", { simple: true }));
    if (integrity !== "ok") throw new Error(`The copy failed its integrity check (${integrity}).`);
    const { posts } = copy.prepare("SELECT COUNT(*) AS posts FROM Post").get() as { posts: number };
    const media = copy.prepare("SELECT hash, format FROM Media").all() as CheckedCopy["media"];
    return { posts, media, check: "integrity_check: ok" };
  } finally {
    copy.close();
  }
}
