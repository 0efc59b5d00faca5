// What a backup is on disk: a database file (SQLite's .db or pg_dump's .dump) with its uploads in <name>-media/ beside.
import fs from "node:fs";
import path from "node:path";
import type { MediaFormat } from "../../../lib/media/formats";
import { isMediaHash, originalFile } from "../../../lib/media/media-url";
import { isMediaFileName } from "../../../lib/media/variants";

export type BackupKind = "sqlite" | "postgresql";

/** Read from the file's first bytes, not its name, so a renamed backup is still known for what it is. */
const MAGIC: Record<BackupKind, Buffer> = {
  sqlite: Buffer.from("SQLite format 3\0", "latin1"),
  postgresql: Buffer.from("PGDMP", "latin1"),
};

export function backupKindOf(file: string): BackupKind | undefined {
  const start = Buffer.alloc(16);
  const descriptor = fs.openSync(file, "r");
  try {
    fs.readSync(descriptor, start, 0, start.length, 0);
  } finally {
    fs.closeSync(descriptor);
  }
  return (Object.keys(MAGIC) as BackupKind[]).find((kind) => start.subarray(0, MAGIC[kind].length).equals(MAGIC[kind]));
}

export const mediaFolderOf = (file: string) =>
  path.join(path.dirname(file), `${path.basename(file, path.extname(file))}-media`);

export const timestamp = () => new Date().toISOString().replace(/[:.]/g, "-");

/**
 * Every upload's folder, real files only. Originals and variants never change once renamed into place, so copied
 * after the database's snapshot they hold every upload the snapshot names (and perhaps a few newer ones).
 */
export function copyMedia(source: string, target: string): number {
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

export type MediaRow = { hash: string; format: string };

/** The uploads a database names whose original is not in the folder. */
export const missingOriginals = (media: MediaRow[], folder: string) =>
  media.filter(({ hash, format }) => !fs.existsSync(path.join(folder, hash, originalFile(format as MediaFormat))));
