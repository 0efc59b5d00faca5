import fs from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { aPost } from "@/scripts/testing/post-fixture";
import { publishPost } from "@/scripts/testing/publish-post";
import { LONGEST_PREFIX, SHORTEST_PREFIX } from "./query";

afterAll(() => db.$disconnect());

const MIGRATIONS = path.join(process.cwd(), "prisma", "migrations");
const SEARCH_MIGRATION = "20261125080000_search";
const TRIGGERS = ["Post_search_delete", "Post_search_insert", "Post_search_update"];

describe("the SQLite search index (docs/search.md)", () => {
  it("has its triggers and one entry for every post, under the post's rowid", async () => {
    await publishPost(aPost());
    const triggers = await db.$queryRaw<{ name: string }[]>`SELECT "name" FROM sqlite_master
      WHERE "type" = 'trigger' AND "tbl_name" = 'Post' ORDER BY "name"`;
    expect(triggers.map(({ name }) => name)).toEqual(TRIGGERS);
    const [{ missing }] = await db.$queryRaw<{ missing: bigint }[]>`SELECT COUNT(*) AS "missing" FROM "Post"
      WHERE rowid NOT IN (SELECT "id" FROM "PostSearch_docsize")`;
    expect(Number(missing)).toBe(0);
  });

  it("keeps a list for every prefix length the parser writes, so no prefix merges the lists of the words it begins", async () => {
    const [{ sql }] = await db.$queryRaw<
      { sql: string }[]
    >`SELECT "sql" FROM sqlite_master WHERE "name" = 'PostSearch'`;
    const lengths = /prefix\s*=\s*'([\d ]+)'/.exec(sql)?.[1].split(" ").map(Number);
    const written = Array.from({ length: LONGEST_PREFIX - SHORTEST_PREFIX + 1 }, (_, index) => SHORTEST_PREFIX + index);
    expect(lengths).toEqual(written);
  });

  it("is rebuilt by any later migration that redefines the Post table", () => {
    const later = fs
      .readdirSync(MIGRATIONS)
      .filter((name) => name > SEARCH_MIGRATION && fs.statSync(path.join(MIGRATIONS, name)).isDirectory());
    for (const name of later) {
      const sql = fs.readFileSync(path.join(MIGRATIONS, name, "migration.sql"), "utf8");
      if (/"new_Post"/.test(sql) || /DROP TABLE "Post"/.test(sql)) {
        for (const trigger of TRIGGERS) expect(`${name}: ${sql.includes(trigger)}`).toBe(`${name}: true`);
        expect(`${name}: ${sql.includes('INSERT INTO "PostSearch"')}`).toBe(`${name}: true`);
      }
      // `migrate diff` proposes to drop the index and its shadow tables; only a migration that makes it again may.
      const dropped = /DROP TABLE "PostSearch/.test(sql);
      const remade = sql.includes('CREATE VIRTUAL TABLE "PostSearch"') && sql.includes('INSERT INTO "PostSearch"');
      expect(`${name}: ${!dropped || remade}`).toBe(`${name}: true`);
      expect(`${name}: ${/DROP TABLE "PostSearch_/.test(sql)}`).toBe(`${name}: false`);
    }
  });
});
