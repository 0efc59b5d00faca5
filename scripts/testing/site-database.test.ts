import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { prepareDatabase } from "./site-database";

const credentials = {
  API_USER: "site-api",
  API_PASSWORD: "site-api-password-2f8c1e7a",
  ADMIN_EMAIL: "editor@pulso.test",
  ADMIN_PASSWORD: "site-admin-password-9d4b6a1c",
  SESSION_SECRET: "site-session-secret-5a7e3c9b-8f1d2e6a-4c0b7d3f",
};

describe("the databases of the sites a test starts", () => {
  let folder: string;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-site-databases-"));
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  const site = (name: string, port: number) => {
    const file = path.join(folder, name, "news.db");
    fs.mkdirSync(path.dirname(file));
    const env = { ...credentials, DATABASE_URL: `file:${file}`, SITE_URL: `http://127.0.0.1:${port}` };
    return { file, env };
  };

  it("are prepared once per process and copied: the same migrated, seeded file, each site with its own", () => {
    const first = site("first", 3901);
    const second = site("second", 3902);

    prepareDatabase(first.file, first.env);
    prepareDatabase(second.file, { ...second.env, PAGE_CACHE_MAX_MB: "8" });

    // A second preparation would differ: its rows carry the moment they were written.
    expect(fs.readFileSync(second.file).equals(fs.readFileSync(first.file))).toBe(true);
    const migrations = fs.readdirSync(path.join("prisma", "migrations")).filter((name) => /^\d/.test(name));
    const db = new Database(second.file);
    try {
      const applied = db.prepare("SELECT COUNT(*) AS count FROM _prisma_migrations WHERE finished_at IS NOT NULL");
      expect(applied.get()).toEqual({ count: migrations.length });
      expect((db.prepare("SELECT COUNT(*) AS count FROM Post").get() as { count: number }).count).toBeGreaterThan(0);
      db.prepare("DELETE FROM Post").run();
    } finally {
      db.close();
    }
    const untouched = new Database(first.file, { readonly: true });
    try {
      expect(
        (untouched.prepare("SELECT COUNT(*) AS count FROM Post").get() as { count: number }).count,
      ).toBeGreaterThan(0);
    } finally {
      untouched.close();
    }
    expect(fs.readdirSync(path.dirname(second.file))).toEqual(["news.db"]);
  });
});
