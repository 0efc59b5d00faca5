// Removing the uploads that no post and no revision names (npm run media:prune).
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { db } from "../db";
import { env } from "../env";
import { mediaRoot, PARTIAL_PREFIX } from "./media-folder";
import { folderBytes } from "./media-room";
import { isMediaHash, mediaHashOf, MEDIA_ROUTE } from "./media-url";

/**
 * An editor uploads a photo, then writes the post around it: an upload stored or uploaded again within this time is
 * kept, named or not (storeUpload touches its folder when the same bytes come again).
 */
export const PRUNE_GRACE_MS = 24 * 60 * 60 * 1000;

export type PruneReport = {
  /** Uploads removed, row and folder, with the bytes their folders held. */
  removed: { hash: string; bytes: number }[];
  /** Uploads kept because a post or a revision names them, or because they are recent. */
  kept: number;
  /** Folders left by interrupted uploads (no row), removed. */
  leftovers: string[];
};

/** Every upload some post or revision names in its image, now or in any saved version. */
async function namedHashes(): Promise<Set<string>> {
  const like = `%${MEDIA_ROUTE}/%`;
  const rows = await db.$queryRaw<{ image: string }[]>`
    SELECT "image" FROM "Post" WHERE "image" LIKE ${like}
    UNION SELECT "image" FROM "PostRevision" WHERE "image" LIKE ${like}`;
  return new Set(rows.map(({ image }) => mediaHashOf(image, env().SITE_URL)).filter((hash) => hash !== null));
}

const touchedSince = async (folder: string, since: number) =>
  ((await fs.lstat(folder).catch(() => null))?.mtimeMs ?? 0) > since;

/**
 * The row goes only if, in the same statement, no post or revision names the upload (one saved since the list was
 * read keeps it); its folder goes after its row, so a page never names a row whose files are gone.
 */
async function removeUnlessNamed(hash: string): Promise<boolean> {
  const like = `%${MEDIA_ROUTE}/${hash}/%`;
  const deleted = await db.$executeRaw`DELETE FROM "Media" WHERE "hash" = ${hash}
    AND NOT EXISTS (SELECT 1 FROM "Post" WHERE "image" LIKE ${like})
    AND NOT EXISTS (SELECT 1 FROM "PostRevision" WHERE "image" LIKE ${like})`;
  if (deleted === 0) return false;
  await fs.rm(path.join(mediaRoot(), hash), { recursive: true, force: true });
  return true;
}

/** What prune would remove (dryRun) or removes: never an upload that a post or a revision names. */
export async function pruneMedia({ now = Date.now(), dryRun = false } = {}): Promise<PruneReport> {
  const since = now - PRUNE_GRACE_MS;
  const named = await namedHashes();
  const rows = await db.media.findMany({ select: { hash: true, createdAt: true } });
  const report: PruneReport = { removed: [], kept: 0, leftovers: [] };
  for (const { hash, createdAt } of rows) {
    const folder = path.join(mediaRoot(), hash);
    const recent = createdAt.getTime() > since || (await touchedSince(folder, since));
    const bytes = await folderBytes(folder);
    if (named.has(hash) || recent || !(dryRun || (await removeUnlessNamed(hash)))) report.kept += 1;
    else report.removed.push({ hash, bytes });
  }
  const stored = new Set(rows.map(({ hash }) => hash));
  const entries = await fs.readdir(mediaRoot()).catch(() => []);
  for (const name of entries) {
    const orphan = (isMediaHash(name) && !stored.has(name) && !named.has(name)) || name.startsWith(PARTIAL_PREFIX);
    if (!orphan || (await touchedSince(path.join(mediaRoot(), name), since))) continue;
    if (!dryRun) await fs.rm(path.join(mediaRoot(), name), { recursive: true, force: true });
    report.leftovers.push(name);
  }
  return report;
}
