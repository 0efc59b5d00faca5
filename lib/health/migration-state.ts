// Whether the database holds every migration this build ships: a server of a newer build in front of a database that
// `prisma migrate deploy` has not reached yet would fail on the first query of a new column.
import fs from "node:fs";
import { migrationsFolder } from "../database-url";
import type { ProcessDatabase } from "../process-database";
import { NotReady } from "./readiness";

/** The build's migrations for the database's kind, oldest first, read once when the server starts. */
export function shippedMigrations(databaseUrl: string): string[] {
  return fs
    .readdirSync(migrationsFolder(databaseUrl), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d+_/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** The same query on SQLite and PostgreSQL: Prisma's own table, its names quoted as Prisma made them. */
const APPLIED = `SELECT "migration_name" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`;

/** Throws a NotReady naming each shipped migration the database has not applied. */
export async function checkMigrations(database: Pick<ProcessDatabase, "$queryRawUnsafe">, shipped: string[]) {
  const rows = await database.$queryRawUnsafe<{ migration_name: string }[]>(APPLIED);
  const applied = new Set(rows.map((row) => row.migration_name));
  const missing = shipped.filter((name) => !applied.has(name));
  if (missing.length > 0) throw new NotReady(`migrations not applied: ${missing.join(", ")}`);
}
