// npm run backup [-- --out path]: a consistent copy of the live database, taken while the site keeps serving, and of
// the uploaded photos beside it (<out without its extension>-media/). SQLite or PostgreSQL, as DATABASE_URL says.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { dataFolder, databaseFile, isPostgresUrl } from "../../lib/database-url";
import { env } from "../../lib/env";
import { timestamp } from "./backup/backup-files";
import { copyPostgres } from "./backup/postgres-backup";
import { copySqlite } from "./backup/sqlite-backup";
import { writeBackup } from "./backup/write-backup";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const url = env().DATABASE_URL;
  if (isPostgresUrl(url)) {
    const name = decodeURIComponent(new URL(url).pathname.slice(1)) || "postgres";
    const target = values.out ?? path.join(dataFolder(url), "backups", `${name}-${timestamp()}.dump`);
    await writeBackup(path.resolve(target), (partial) => copyPostgres(url, partial));
    return;
  }
  const source = databaseFile(url);
  if (!fs.existsSync(source)) throw new Error(`DATABASE_URL points to ${source}, which does not exist.`);
  const target =
    values.out ?? path.join(path.dirname(source), "backups", `${path.basename(source, ".db")}-${timestamp()}.db`);
  await writeBackup(path.resolve(target), (partial) => copySqlite(source, partial));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
