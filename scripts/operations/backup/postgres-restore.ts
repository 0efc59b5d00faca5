// A pg_dump backup restored into the database DATABASE_URL names, in one transaction.
import { runPostgresTool } from "./postgres-tools";

/**
 * --clean --if-exists drops each object of the dump before making it again, and --single-transaction makes the whole
 * restore one transaction: a failure anywhere leaves the data as it was. --no-owner gives every object to the user
 * of DATABASE_URL, whoever owned it on the server the dump came from.
 */
export function restorePostgres(backup: string, url: string): void {
  runPostgresTool("pg_restore", url, [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--single-transaction",
    "--exit-on-error",
    backup,
  ]);
}
