// npm run db:copy -- --from <url> --to <url>: every record from one database into an empty one, SQLite or PostgreSQL
// in either direction, in batches, then checked row for row (docs/postgresql.md).
import { createHash } from "node:crypto";
import { parseArgs } from "node:util";
import { isPostgresUrl } from "../../lib/database-url";
import { createPrismaClient } from "../../lib/db";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { applyMigrations } from "./migrations";

const BATCH = 500;

/** Every table, parents before the rows that refer to them, with its primary key. */
const TABLES = [
  { model: "event", key: ["id"] },
  { model: "eventPerformer", key: ["eventId", "position"] },
  { model: "goneEvent", key: ["id"] },
  { model: "author", key: ["slug"] },
  { model: "account", key: ["id"] },
  { model: "post", key: ["id"] },
  { model: "postRevision", key: ["postId", "number"] },
  { model: "postRedirect", key: ["fromId"] },
  { model: "gonePost", key: ["id"] },
  { model: "topic", key: ["slug"] },
  { model: "postTopic", key: ["postId", "topicSlug"] },
  { model: "topicRedirect", key: ["fromSlug"] },
  { model: "media", key: ["hash"] },
  { model: "authorRedirect", key: ["fromSlug"] },
  { model: "dataUpgrade", key: ["name"] },
  { model: "editorSession", key: ["tokenHash"] },
  { model: "loginThrottle", key: ["key"] },
  { model: "failedSignIns", key: ["account"] },
  { model: "pageDay", key: ["day", "path"] },
  { model: "pageSource", key: ["day", "path", "referrer", "device"] },
  { model: "pageVisitor", key: ["day", "path", "visitor"] },
  { model: "visitorSalt", key: ["day"] },
  { model: "subscriber", key: ["email"] },
  { model: "edition", key: ["id"] },
  { model: "editionDelivery", key: ["editionId", "email"] },
  { model: "senderLease", key: ["name"] },
] as const;

type Row = Record<string, unknown>;
/** The calls every model answers alike; the rows' own types do not matter to a copy. */
type Table = {
  count(): Promise<number>;
  findMany(query: object): Promise<Row[]>;
  createMany(query: { data: Row[] }): Promise<{ count: number }>;
};

class CopyRefused extends Error {}

const tableOf = (client: PrismaClient, model: string) => (client as unknown as Record<string, Table>)[model];

const isDatabaseUrl = (url: string) => isPostgresUrl(url) || (url.startsWith("file:") && url.length > 5);

/** A table that does not exist yet is as empty as one without rows. */
async function rowCount(client: PrismaClient, model: string): Promise<number> {
  return tableOf(client, model)
    .count()
    .catch((error: { code?: string }) => {
      if (error.code === "P2021") return 0;
      throw error;
    });
}

/** Batches in primary-key order, each starting after the last row of the one before. */
async function* batches(client: PrismaClient, model: string, key: readonly string[]): AsyncGenerator<Row[]> {
  const orderBy = key.map((field) => ({ [field]: "asc" }));
  const cursorOf = (row: Row) =>
    key.length === 1 ? { [key[0]]: row[key[0]] } : { [key.join("_")]: Object.fromEntries(key.map((f) => [f, row[f]])) };
  let last: Row | undefined;
  for (;;) {
    const rows = await tableOf(client, model).findMany({
      orderBy,
      take: BATCH,
      ...(last && { cursor: cursorOf(last), skip: 1 }),
    });
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    last = rows[rows.length - 1];
  }
}

/** A hash of every row, whatever order each database sorts its keys in (their collations may differ). */
async function contentHash(client: PrismaClient, model: string, key: readonly string[]): Promise<string> {
  const rowHashes: string[] = [];
  for await (const rows of batches(client, model, key)) {
    for (const row of rows) {
      const canonical = JSON.stringify(
        Object.keys(row)
          .sort()
          .map((field) => [field, row[field]]),
      );
      rowHashes.push(createHash("sha256").update(canonical).digest("hex"));
    }
  }
  return createHash("sha256").update(rowHashes.sort().join("\n")).digest("hex");
}

const describe = (url: string) => (isPostgresUrl(url) ? url.replace(/\/\/[^@/]*@/, "//…@") : url);

/** Checked before the migrations, which then run with no connection of ours open (SQLite's need a free file). */
async function refuseUnlessEmpty(to: string): Promise<void> {
  const target = createPrismaClient(to);
  try {
    for (const { model } of TABLES) {
      const rows = await rowCount(target, model);
      if (rows > 0)
        throw new CopyRefused(`${describe(to)} is not empty (${model} holds ${rows} rows): nothing copied.`);
    }
  } finally {
    await target.$disconnect();
  }
}

async function copy(from: string, to: string): Promise<void> {
  await refuseUnlessEmpty(to);
  // eslint-disable-next-line no-restricted-properties -- the environment `prisma migrate deploy` starts with.
  const migrated = applyMigrations({ ...process.env, DATABASE_URL: to });
  if (migrated.status !== 0) throw new Error(`Migrating ${describe(to)} failed:\n${migrated.stdout}${migrated.stderr}`);
  const source = createPrismaClient(from);
  const target = createPrismaClient(to);
  try {
    for (const { model, key } of TABLES) {
      let copied = 0;
      for await (const rows of batches(source, model, key)) {
        copied += (await tableOf(target, model).createMany({ data: rows })).count;
      }
      const [expected, stored] = [await rowCount(source, model), await rowCount(target, model)];
      const [sourceHash, targetHash] = [await contentHash(source, model, key), await contentHash(target, model, key)];
      if (expected !== stored || copied !== stored || sourceHash !== targetHash)
        throw new Error(`${model}: ${expected} rows in the source, ${stored} in the target, contents differ.`);
      console.log(`${model}: ${stored} rows copied and verified (sha256 ${targetHash.slice(0, 16)}).`);
    }
    console.log(`Copied ${describe(from)} into ${describe(to)}.`);
  } finally {
    await Promise.all([source.$disconnect(), target.$disconnect()]);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } });
  const { from, to } = values;
  if (!from || !to || !isDatabaseUrl(from) || !isDatabaseUrl(to)) {
    throw new CopyRefused(
      "Usage: npm run db:copy -- --from <url> --to <url>, each a SQLite file URL (file:./data/edm.db) or a PostgreSQL URL (postgresql://user@host:5432/news).",
    );
  }
  if (from === to) throw new CopyRefused("--from and --to name the same database.");
  await copy(from, to);
}

main().catch((error: Error) => {
  console.error(error instanceof CopyRefused ? error.message : `The copy failed: ${error.message}`);
  process.exit(1);
});
