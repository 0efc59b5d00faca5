// A pg_dump backup restored into the database DATABASE_URL names, in one transaction.
import { readDump, runPostgresTool, withClient } from "./postgres-tools";

/** The tables in the dump's table of contents (`pg_restore --list`: `id; oid oid TABLE schema name owner`). */
function dumpTables(backup: string): Set<string> {
  const list = readDump(backup, ["--list"]);
  return new Set(
    [...list.matchAll(/^\d+; \d+ \d+ TABLE (\S+) (\S+) /gm)].map(([, schema, name]) => `${schema}.${name}`),
  );
}

/**
 * --clean drops only what the dump has: a table made by a migration newer than the backup would stay, and the next
 * start's migration would fail to create it again. Such a database is refused before anything changes.
 */
async function refuseNewerTables(backup: string, url: string): Promise<void> {
  const inDump = dumpTables(backup);
  const live = await withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      "SELECT schemaname || '.' || tablename AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    return rows.map((row) => row.name);
  });
  const newer = live.filter((table) => !inDump.has(table));
  if (newer.length > 0)
    throw new Error(
      `The database has tables the backup does not (${newer.join(", ")}): it is newer than the backup. Restore into a new, empty database instead (docs/backup.md).`,
    );
}

/**
 * --clean --if-exists drops each object of the dump before making it again, and --single-transaction makes the whole
 * restore one transaction: a failure anywhere leaves the data as it was. --no-owner gives every object to the user
 * of DATABASE_URL, whoever owned it on the server the dump came from.
 */
export async function restorePostgres(backup: string, url: string): Promise<void> {
  await refuseNewerTables(backup, url);
  runPostgresTool("pg_restore", url, [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--single-transaction",
    "--exit-on-error",
    backup,
  ]);
}
