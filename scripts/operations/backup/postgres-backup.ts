// A PostgreSQL backup: pg_dump's custom format from one exported snapshot, checked by restoring it into a throw-away
// database on the same server and counting its posts against the same snapshot.
import { randomBytes } from "node:crypto";
import type { Client } from "pg";
import { databaseUrl, runPostgresTool, withClient } from "./postgres-tools";
import type { CheckedCopy } from "./write-backup";

const countPosts = async (client: Client) =>
  (await client.query<{ posts: number }>('SELECT COUNT(*)::int AS posts FROM "Post"')).rows[0].posts;

/**
 * The transaction that exports the snapshot must stay open while pg_dump reads it; the posts and uploads counted in it
 * are then exactly those in the dump.
 */
async function dumpSnapshot(url: string, partial: string): Promise<Omit<CheckedCopy, "check">> {
  return withClient(url, async (client) => {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { snapshot } = (await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot")).rows[0];
    const posts = await countPosts(client);
    const media = (await client.query<CheckedCopy["media"][number]>('SELECT hash, format FROM "Media"')).rows;
    runPostgresTool("pg_dump", url, ["--format=custom", `--snapshot=${snapshot}`, `--file=${partial}`]);
    await client.query("COMMIT");
    return { posts, media };
  });
}

/** Restores the dump into a database made for it alone, counts its posts, and drops it whatever happens. */
async function restoredPosts(url: string, dump: string): Promise<number> {
  const scratch = `edm_backup_check_${randomBytes(6).toString("hex")}`;
  return withClient(url, async (admin) => {
    // template0: nothing of template1's additions collides with what the dump creates.
    await admin.query(`CREATE DATABASE "${scratch}" TEMPLATE template0`);
    try {
      const scratchUrl = databaseUrl(url, scratch);
      runPostgresTool("pg_restore", scratchUrl, ["--no-owner", "--exit-on-error", "--single-transaction", dump]);
      return await withClient(scratchUrl, countPosts);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
    }
  });
}

export async function copyPostgres(url: string, partial: string): Promise<CheckedCopy> {
  const { posts, media } = await dumpSnapshot(url, partial);
  const restored = await restoredPosts(url, partial);
  if (restored !== posts)
    throw new Error(`The dump restored ${restored} posts where its snapshot held ${posts}: it is not a sound backup.`);
  return { posts, media, check: `restored into a scratch database: ${restored} posts` };
}
