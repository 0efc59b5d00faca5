// PostgreSQL only: the PostgreSQL migrations build the schema `npm run schema:postgresql` writes, so the generated
// schema and the clients made from it fit the databases those migrations made.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { db } from "@/lib/db";
import { settings } from "@/lib/env-schema";
import { POSTGRES_SCHEMA } from "./schema-from-sqlite";

afterAll(() => db.$disconnect());

/** An empty database beside the test's own: `migrate diff --from-migrations` applies the migrations into it. */
async function withEmptyDatabase(check: (url: string) => void): Promise<void> {
  const admin = new Client({ connectionString: settings().DATABASE_URL });
  await admin.connect();
  const name = `diff_${randomUUID().replaceAll("-", "")}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    const url = new URL(settings().DATABASE_URL);
    url.pathname = `/${name}`;
    check(url.toString());
  } finally {
    await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

test("migrate diff from the migrations to the generated schema finds only the search index, which Prisma does not model", async () => {
  await withEmptyDatabase((url) => {
    const diff = spawnSync(
      "npx",
      ["prisma", "migrate", "diff", "--from-migrations", "prisma/postgresql/migrations"].concat([
        "--to-schema-datamodel",
        POSTGRES_SCHEMA,
        "--script",
      ]),
      { encoding: "utf8", env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: "1" } },
    );
    expect(diff.stderr).not.toMatch(/Error/);
    expect(diff.status).toBe(0);
    const sql = diff.stdout.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("--"));
    expect(sql).toEqual(['DROP INDEX "Post_search_idx";', 'ALTER TABLE "Post" DROP COLUMN "search";']);
  });
});
