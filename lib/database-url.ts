import path from "node:path";

/** DATABASE_URL names a PostgreSQL server (postgresql:// or postgres://) rather than a SQLite file (file:). */
export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

/** The SQLite file a DATABASE_URL names; relative paths resolve from the project root. */
export function databaseFile(url: string): string {
  const file = url.replace(/^file:/, "");
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), file);
}

/**
 * Where the site keeps its files beside the data (generated credentials, uploads by default): the SQLite file's
 * folder, or the project's data/ folder when the data lives on a PostgreSQL server.
 */
export function dataFolder(url: string): string {
  return isPostgresUrl(url)
    ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), "data")
    : path.dirname(databaseFile(url));
}

/** Prisma's folder for the database's kind: PostgreSQL has its own schema and migrations (docs/postgresql.md). */
export const prismaFolder = (url: string) => (isPostgresUrl(url) ? path.join("prisma", "postgresql") : "prisma");

/** The migrations this build ships for the database's kind, as `prisma migrate deploy` applies them. */
export const migrationsFolder = (url: string) =>
  path.resolve(/*turbopackIgnore: true*/ process.cwd(), prismaFolder(url), "migrations");
