import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { applyMigrations } from "./migrations";

/** A database migrated up to (not including) `next`, handed to `check` with a way to apply one more migration. */
function olderDatabase(next: string, check: (database: Database.Database, apply: (name: string) => void) => void) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-migrate-"));
  const database = new Database(path.join(folder, "older.db"));
  try {
    const migrations = path.join(process.cwd(), "prisma", "migrations");
    const apply = (name: string) =>
      database.exec(fs.readFileSync(path.join(migrations, name, "migration.sql"), "utf8"));
    const names = fs
      .readdirSync(migrations)
      .filter((name) => /^\d+_/.test(name))
      .sort();
    for (const name of names.filter((name) => name < next)) apply(name);
    check(database, apply);
  } finally {
    database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe("applying migrations", () => {
  it("migrates a fresh file without asking Prisma's update server", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-migrate-"));
    try {
      // The CLI's own debug channel says whether its update check ran.
      const result = applyMigrations({
        ...process.env,
        DATABASE_URL: `file:${path.join(folder, "fresh.db")}`,
        DEBUG: "prisma:cli:checkpoint",
      });
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/migrations have been successfully applied|All migrations have been/);
      expect(result.stderr).toContain("runCheckpointClientCheck() is disabled by the CHECKPOINT_DISABLE env var");
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("fills the search index with the posts stored before its migration", () => {
    olderDatabase("20261125080000_search", (database, apply) => {
      database
        .prepare(
          `INSERT INTO "Post" ("id", "title", "description", "introduction", "climax", "conclusion", "author", "image", "date")
           VALUES ('vieja', 'Electrónica de antes', 'd', 'i', 'c', 'fin', 'a', 'https://x.mx/a.jpg', '2025-01-01')`,
        )
        .run();
      apply("20261125080000_search");
      const found = database.prepare(`SELECT rowid FROM "PostSearch" WHERE "PostSearch" MATCH ?`);
      const rowid = database.prepare(`SELECT rowid FROM "Post" WHERE "id" = 'vieja'`).pluck().get();
      expect(found.pluck().all('"electronica"')).toEqual([rowid]);
      expect(found.pluck().all('"fin"')).toEqual([rowid]);
    });
  });

  it("keeps finding the bodies stored before the reader's text, then reads only that text", () => {
    olderDatabase("20261127090000_body_text", (database, apply) => {
      database
        .prepare(
          `INSERT INTO "Post" ("id", "title", "description", "introduction", "climax", "conclusion", "author", "image", "date")
           VALUES ('vieja', 't', 'd', 'Antes de [todo](https://taquilla.example)', 'c', 'fin', 'a', '/a.jpg', '2025-01-01')`,
        )
        .run();
      apply("20261127090000_body_text");
      const found = database.prepare(`SELECT rowid FROM "PostSearch" WHERE "PostSearch" MATCH ?`).pluck();
      const rowid = database.prepare(`SELECT rowid FROM "Post" WHERE "id" = 'vieja'`).pluck().get();
      expect(found.all('"antes"')).toEqual([rowid]);
      expect(found.all('"fin"')).toEqual([rowid]);
      database.prepare(`UPDATE "Post" SET "bodyText" = 'Antes de todo' WHERE "id" = 'vieja'`).run();
      expect(found.all('"antes"')).toEqual([rowid]);
      expect(found.all('"taquilla"')).toEqual([]);
      expect(found.all('"fin"')).toEqual([]);
    });
  });
});
