// npm run backup [-- --out path]: a consistent copy of the live database, taken while the site keeps serving, and of
// the uploaded photos beside it (<out without .db>-media/).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { databaseFile, isPostgresUrl } from "../../lib/database-url";
import { env } from "../../lib/env";
import type { MediaFormat } from "../../lib/media/formats";
import { isMediaHash, originalFile } from "../../lib/media/media-url";
import { isMediaFileName } from "../../lib/media/variants";

function defaultTarget(source: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  return path.join(path.dirname(source), "backups", `${path.basename(source, ".db")}-${stamp}.db`);
}

/** VACUUM INTO reads one snapshot in one transaction: writers carry on, and the copy never mixes two moments. */
function snapshot(source: string, target: string): void {
  const db = new Database(source, { fileMustExist: true, timeout: 5000 });
  try {
    db.prepare("VACUUM INTO ?").run(target);
  } finally {
    db.close();
  }
}

type Copy = { integrity: string; posts: number; media: { hash: string; format: string }[] };

function verify(file: string): Copy {
  const copy = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = String(copy.pragma("integrity_check", { simple: true }));
    const { posts } = copy.prepare("SELECT COUNT(*) AS posts FROM Post").get() as { posts: number };
    const media = copy.prepare("SELECT hash, format FROM Media").all() as Copy["media"];
    return { integrity, posts, media };
  } finally {
    copy.close();
  }
}

/**
 * Every upload's folder, real files only. Originals and variants never change once renamed into place, so copied
 * after the database's snapshot they hold every upload the snapshot names (and perhaps a few newer ones).
 */
function copyMedia(source: string, target: string): number {
  let files = 0;
  fs.mkdirSync(target);
  const folders = fs.existsSync(source) ? fs.readdirSync(source, { withFileTypes: true }) : [];
  for (const folder of folders.filter((entry) => entry.isDirectory() && isMediaHash(entry.name))) {
    fs.mkdirSync(path.join(target, folder.name));
    for (const file of fs.readdirSync(path.join(source, folder.name), { withFileTypes: true })) {
      if (!file.isFile() || !isMediaFileName(file.name)) continue;
      fs.copyFileSync(
        path.join(source, folder.name, file.name),
        path.join(target, folder.name, file.name),
        fs.constants.COPYFILE_FICLONE,
      );
      files += 1;
    }
  }
  return files;
}

const mediaTargetOf = (target: string) => path.join(path.dirname(target), `${path.basename(target, ".db")}-media`);

function main(): void {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  if (isPostgresUrl(env().DATABASE_URL))
    throw new Error("npm run backup copies a SQLite file; on PostgreSQL use pg_dump (docs/postgresql.md).");
  const source = databaseFile(env().DATABASE_URL);
  if (!fs.existsSync(source)) throw new Error(`DATABASE_URL points to ${source}, which does not exist.`);
  const target = path.resolve(values.out ?? defaultTarget(source));
  const mediaTarget = mediaTargetOf(target);
  for (const taken of [target, mediaTarget]) {
    if (fs.existsSync(taken)) throw new Error(`${taken} already exists; choose another --out.`);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });

  // Written beside the targets first, so a failed or unverified copy never takes their names.
  const [partial, partialMedia] = [`${target}.partial`, `${mediaTarget}.partial`];
  const discard = () => [partial, partialMedia].forEach((file) => fs.rmSync(file, { recursive: true, force: true }));
  discard();
  snapshot(source, partial);
  const { integrity, posts, media } = verify(partial);
  if (integrity !== "ok") {
    discard();
    throw new Error(`The copy failed its integrity check (${integrity}); nothing was written.`);
  }
  const files = copyMedia(env().MEDIA_DIR, partialMedia);
  const missing = media.filter(
    ({ hash, format }) => !fs.existsSync(path.join(partialMedia, hash, originalFile(format as MediaFormat))),
  );
  if (missing.length > 0) {
    discard();
    throw new Error(
      `The originals of ${missing.length} uploads are missing from ${env().MEDIA_DIR}; nothing was written.`,
    );
  }
  fs.renameSync(partial, target);
  fs.renameSync(partialMedia, mediaTarget);
  console.log(`Backup of ${posts} posts written to ${target} (integrity_check: ok).`);
  console.log(`Their ${media.length} uploaded photos (${files} files) copied to ${mediaTarget}.`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
