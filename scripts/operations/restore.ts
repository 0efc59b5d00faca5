// npm run restore -- FILE [--yes]: a backup from npm run backup (SQLite's .db or PostgreSQL's .dump, with its -media
// folder) put back into the database DATABASE_URL names, and its photos into MEDIA_DIR (docs/backup.md).
import fs from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { databaseFile, isPostgresUrl } from "../../lib/database-url";
import { env } from "../../lib/env";
import { backupKindOf, mediaFolderOf, timestamp, type BackupKind } from "./backup/backup-files";
import { stageMedia } from "./backup/media-restore";
import { restorePostgres } from "./backup/postgres-restore";
import { newerMigrations } from "./backup/schema-version";
import { restoreSqlite } from "./backup/sqlite-restore";

const KIND_NAMES: Record<BackupKind, string> = { sqlite: "SQLite", postgresql: "PostgreSQL" };

const STOP_FIRST: Record<BackupKind, string> = {
  sqlite: "The site must be stopped: its SQLite file is replaced (a process that has it open makes this refuse).",
  postgresql: "The app servers should be stopped: they would wait for the restore's locks, then write into it.",
};

const withoutPassword = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1@");

function checkedBackup(file: string, url: string): { kind: BackupKind; media: string } {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
  const kind = backupKindOf(file);
  if (!kind) throw new Error(`${file} is neither a SQLite database nor a pg_dump in custom format.`);
  const wanted: BackupKind = isPostgresUrl(url) ? "postgresql" : "sqlite";
  if (kind !== wanted)
    throw new Error(
      `${file} is a ${KIND_NAMES[kind]} backup, but DATABASE_URL names a ${KIND_NAMES[wanted]} database.`,
    );
  const newer = newerMigrations(file, kind);
  if (newer.length > 0)
    throw new Error(
      `${file} comes from newer code: its schema has migrations this code does not ship (${newer.join(", ")}). Restore it with that version.`,
    );
  const media = mediaFolderOf(file);
  if (!fs.existsSync(media)) throw new Error(`${media}, the backup's photos, does not exist.`);
  return { kind, media };
}

async function confirmed(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) throw new Error("Nothing restored: run it on a terminal to be asked, or pass --yes.");
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^(y|yes|s|si|sí)$/i.test((await terminal.question(`${question} [y/N] `)).trim());
  } finally {
    terminal.close();
  }
}

/** Puts the database back; the file it replaced, which SQLite keeps aside. */
async function restoreDatabase(kind: BackupKind, file: string, url: string, stamp: string) {
  if (kind === "sqlite") return restoreSqlite(file, databaseFile(url), stamp);
  await restorePostgres(file, url);
  return undefined;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { yes: { type: "boolean" } }, allowPositionals: true });
  if (positionals.length !== 1) throw new Error("Usage: npm run restore -- FILE [--yes]");
  const file = path.resolve(positionals[0]);
  const url = env().DATABASE_URL;
  const { kind, media } = checkedBackup(file, url);
  const target = kind === "sqlite" ? databaseFile(url) : withoutPassword(url);
  console.log(STOP_FIRST[kind]);
  const question = `Replace every post in ${target} and every photo in ${env().MEDIA_DIR} with those of ${file}?`;
  if (!values.yes && !(await confirmed(question))) throw new Error("Nothing restored.");

  const stamp = timestamp();
  const staged = stageMedia(media, env().MEDIA_DIR, stamp);
  let databaseAside: string | undefined;
  try {
    databaseAside = await restoreDatabase(kind, file, url, stamp);
  } catch (error) {
    staged.discard();
    throw error;
  }
  const mediaAside = staged.swap();
  console.log(`Restored ${file} into ${target}, and its ${staged.files} photo files into ${env().MEDIA_DIR}.`);
  for (const aside of [databaseAside, mediaAside].filter(Boolean)) console.log(`Kept what was replaced in ${aside}.`);
  console.log("npm start applies any newer migrations before serving.");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
