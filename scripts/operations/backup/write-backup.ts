// The steps every backup shares, whatever the database: partial files first, the photos after the database's
// snapshot, and the final names only once both are checked.
import fs from "node:fs";
import path from "node:path";
import { env } from "../../../lib/env";
import { copyMedia, mediaFolderOf, missingOriginals, type MediaRow } from "./backup-files";

/** What the database's copy holds, read from the copy itself or from the snapshot it was taken in. */
export type CheckedCopy = { posts: number; media: MediaRow[]; check: string };

export async function writeBackup(target: string, copyDatabase: (partial: string) => Promise<CheckedCopy>) {
  const mediaTarget = mediaFolderOf(target);
  for (const taken of [target, mediaTarget]) {
    if (fs.existsSync(taken)) throw new Error(`${taken} already exists; choose another --out.`);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });

  // Written beside the targets first, so a failed or unverified copy never takes their names.
  const [partial, partialMedia] = [`${target}.partial`, `${mediaTarget}.partial`];
  const discard = () => [partial, partialMedia].forEach((file) => fs.rmSync(file, { recursive: true, force: true }));
  discard();
  try {
    const { posts, media, check } = await copyDatabase(partial);
    const files = copyMedia(env().MEDIA_DIR, partialMedia);
    const missing = missingOriginals(media, partialMedia);
    if (missing.length > 0)
      throw new Error(`The originals of ${missing.length} uploads are missing from ${env().MEDIA_DIR}.`);
    fs.renameSync(partial, target);
    fs.renameSync(partialMedia, mediaTarget);
    console.log(`Backup of ${posts} posts written to ${target} (${check}).`);
    console.log(`Their ${media.length} uploaded photos (${files} files) copied to ${mediaTarget}.`);
  } catch (error) {
    discard();
    throw new Error(`${error instanceof Error ? error.message : error} Nothing was written.`);
  }
}
