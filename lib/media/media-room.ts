// The bound on the media folder (MEDIA_MAX_MB): what each upload's folder holds is measured into its Media row after
// every change to it, and one query adds them up. It can be passed only by what is on its way: at most four bodies of
// 20 MB (lib/media/media-queue.ts) and the variants of the one upload being made.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { db } from "../db";
import { env } from "../env";
import { MediaFolderFullError } from "./errors";
import { mediaFolder } from "./media-folder";

/** The bytes of the files in a folder; 0 when it is gone. */
export async function folderBytes(folder: string): Promise<number> {
  const names = await fs.readdir(folder).catch(() => []);
  const sizes = await Promise.all(names.map((name) => fs.lstat(path.join(folder, name)).then((stat) => stat.size)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Measures an upload's folder into its row, after its files changed. */
export async function measureUpload(hash: string): Promise<void> {
  await db.media.update({ where: { hash }, data: { storedBytes: await folderBytes(mediaFolder(hash)) } });
}

/** Refuses (507) what would take the media folder past MEDIA_MAX_MB: `incoming` bytes more than it holds. */
export async function ensureMediaRoom(incoming: number): Promise<void> {
  const { _sum } = await db.media.aggregate({ _sum: { storedBytes: true } });
  const held = _sum.storedBytes ?? 0;
  const limit = env().MEDIA_MAX_MB * 1024 * 1024;
  if (held + incoming > limit) throw new MediaFolderFullError(held, limit);
}
