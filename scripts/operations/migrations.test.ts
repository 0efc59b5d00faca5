import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { applyMigrations } from "./migrations";

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
      for (const name of names.filter((name) => name < "20261125080000_search")) apply(name);
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
    } finally {
      database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
