// Which migrations a backup's schema has applied, against those this code ships: a backup made by newer code holds a
// schema this code cannot read, and is refused.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { BackupKind } from "./backup-files";
import { readDump } from "./postgres-tools";

const MIGRATIONS: Record<BackupKind, string> = {
  sqlite: "prisma/migrations",
  postgresql: "prisma/postgresql/migrations",
};

function shippedMigrations(kind: BackupKind): Set<string> {
  const folder = path.join(process.cwd(), MIGRATIONS[kind]);
  return new Set(
    fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
}

function sqliteMigrations(file: string): string[] {
  const backup = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = backup
      .prepare("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL")
      .all() as { migration_name: string }[];
    return rows.map((row) => row.migration_name);
  } finally {
    backup.close();
  }
}

/** The table's rows in the dump's COPY block (text format: tab-separated, \N for NULL), read without any server. */
function postgresMigrations(file: string): string[] {
  const lines = readDump(file, ["--data-only", "--table=_prisma_migrations"]).split("\n");
  const start = lines.findIndex((line) => /^COPY \S*_prisma_migrations \(/.test(line));
  if (start < 0) throw new Error(`${file} holds no _prisma_migrations table: it is not a backup of this site.`);
  const columns = lines[start].replace(/^[^(]*\(|\) FROM stdin;$/g, "").split(", ");
  const end = lines.indexOf("\\.", start);
  const rows = lines.slice(start + 1, end).map((line) => line.split("\t"));
  const at = (name: string) => columns.indexOf(name);
  return rows
    .filter((row) => row[at("finished_at")] !== "\\N" && row[at("rolled_back_at")] === "\\N")
    .map((row) => row[at("migration_name")]);
}

/** The migrations the backup has applied that this code does not ship; none when the code is as new or newer. */
export function newerMigrations(file: string, kind: BackupKind): string[] {
  const shipped = shippedMigrations(kind);
  const applied = kind === "sqlite" ? sqliteMigrations(file) : postgresMigrations(file);
  if (applied.length === 0) throw new Error(`${file} has no migration applied: it is not a backup of this site.`);
  return applied.filter((name) => !shipped.has(name));
}
