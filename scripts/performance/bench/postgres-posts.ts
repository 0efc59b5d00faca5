// A PostgreSQL made for one bench run, on a port of its own, migrated like production and filled with the bench's
// posts: the same rows as the SQLite file's (scripts/testing/bench-posts.ts), without topics or events.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { startPostgres, type RunningPostgres } from "../../infra/postgres";
import { applyMigrations } from "../../operations/migrations";
import { BENCH_POST_COLUMNS, benchPost, benchPostValues } from "../../testing/bench-posts";

/** Rows per INSERT: 15 columns each, well under PostgreSQL's 65,535 bound values. */
const BATCH = 1000;
const IMAGE = "/images/posts/placeholder.webp";

export type BenchPostgres = { url: string; stop: () => Promise<void> };

export async function startBenchPostgres(port: number): Promise<BenchPostgres> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "edm-bench-pg-"));
  // The server runs as the postgres user, who must reach its data folder inside this one.
  fs.chmodSync(folder, 0o755);
  let postgres: RunningPostgres | undefined;
  const stop = async () => {
    await postgres?.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    postgres = await startPostgres({ dataDir: path.join(folder, "data"), port, ephemeral: true });
    const url = await postgres.createDatabase("bench");
    const migrated = applyMigrations({ ...process.env, DATABASE_URL: url });
    if (migrated.status !== 0) throw new Error(`Migrating the bench's PostgreSQL failed:\n${migrated.stderr}`);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const placeholders = (row: number) =>
  `(${BENCH_POST_COLUMNS.map((_, column) => `$${row * BENCH_POST_COLUMNS.length + column + 1}`).join(", ")})`;

/** Adds `count` bench posts, then ANALYZE: the planner's statistics as autovacuum would leave them. */
export async function fillPostgresWithPosts(url: string, count: number): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const columns = BENCH_POST_COLUMNS.map((column) => `"${column}"`).join(", ");
    for (let first = 0; first < count; first += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - first) }, (_, row) => row);
      await client.query(
        `INSERT INTO "Post" (${columns}) VALUES ${rows.map(placeholders).join(", ")}`,
        rows.flatMap((row) => benchPostValues(benchPost(first + row, count, IMAGE))),
      );
    }
    await client.query('ANALYZE "Post"');
  } finally {
    await client.end();
  }
}
